# Two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test browser typecheck screenshots bench clean

# pip's own chatter goes to a log; it is shown only when the install fails.
$(STAMP): pyproject.toml
	@echo "Setting up $(VENV) (once, or after pyproject.toml changes)…"
	@$(PYTHON) -m venv $(VENV)
	@find grasse_tui -name '*.so' -delete  # C extensions an older, compiled version left beside the sources
	@$(BIN)/pip install --upgrade pip -e '.[test]' > $(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log; echo "Install failed; see above."; exit 1; }
	@touch $(STAMP)

play: $(STAMP)
	$(BIN)/grasse-tui

# Debian's Chromium and ChromeDriver, for the browser test (tests/test_serve.py) and
# screenshots/browser.png (with a CJK font for The Perfumer's title). Installed only when
# missing, and only by root with apt-get: quietly, 10 minutes at most, log in
# .venv/browser-install.log. Otherwise, or when that fails, one line says the browser
# test will be skipped; this step never fails the make.
# The paths tests/browser.py drives.
CHROMIUM := /usr/bin/chromium
CHROMEDRIVER := /usr/bin/chromedriver
BROWSER_PACKAGES := chromium chromium-driver fonts-wqy-microhei
BROWSER_LOG := $(VENV)/browser-install.log

browser: $(STAMP)
	@if [ -x $(CHROMIUM) ] && [ -x $(CHROMEDRIVER) ]; then :; \
	elif [ "$$(id -u)" != 0 ] || ! command -v apt-get > /dev/null 2>&1; then \
		echo "No Chromium/ChromeDriver (installing them takes root and apt-get): the browser test will be skipped."; \
	else \
		echo "Installing Chromium and ChromeDriver for the browser test (log: $(BROWSER_LOG))…"; \
		timeout 600 sh -c 'export DEBIAN_FRONTEND=noninteractive; \
			{ apt-cache show chromium-driver > /dev/null 2>&1 || apt-get update -q; } \
			&& apt-get install -y -q $(BROWSER_PACKAGES) \
			|| { apt-get update -q && apt-get install -y -q $(BROWSER_PACKAGES); }' > $(BROWSER_LOG) 2>&1 \
			|| echo "Could not install Chromium (see $(BROWSER_LOG)): the browser test will be skipped."; \
	fi

# -n auto: one pytest-xdist worker per core (the app tests spend much of their time waiting).
test: $(STAMP) browser
	$(BIN)/python -m pytest -n auto

# mypy --strict over the whole package (settings in pyproject.toml).
typecheck: $(VENV)/.typecheck-installed
	$(BIN)/mypy

$(VENV)/.typecheck-installed: $(STAMP)
	@$(BIN)/pip install -e '.[typecheck]' > $(VENV)/typecheck-install.log 2>&1 \
		|| { cat $(VENV)/typecheck-install.log; echo "Install failed; see above."; exit 1; }
	@touch $@

screenshots: $(STAMP) browser
	$(BIN)/python -m tests.screenshots

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache build
	find grasse_tui -name '*.so' -delete
