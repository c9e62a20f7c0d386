# Two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test typecheck screenshots bench clean

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

# -n auto: one pytest-xdist worker per core (the app tests spend much of their time waiting).
test: $(STAMP)
	$(BIN)/python -m pytest -n auto

# mypy --strict over the whole package (settings in pyproject.toml).
typecheck: $(VENV)/.typecheck-installed
	$(BIN)/mypy

$(VENV)/.typecheck-installed: $(STAMP)
	@$(BIN)/pip install -e '.[typecheck]' > $(VENV)/typecheck-install.log 2>&1 \
		|| { cat $(VENV)/typecheck-install.log; echo "Install failed; see above."; exit 1; }
	@touch $@

screenshots: $(STAMP)
	$(BIN)/python -m tests.screenshots

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache build
	find grasse_tui -name '*.so' -delete
