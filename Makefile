# Two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test typecheck screenshots bench clean

# Sources setup.py compiles to C: an edit to one of them rebuilds the install.
COMPILED := $(shell $(PYTHON) -m grasse_tui.compiled)

# pip's own chatter goes to a log; it is shown only when the install fails.
$(STAMP): pyproject.toml setup.py $(COMPILED)
	@echo "Setting up $(VENV) and compiling the rules core to C: about two minutes, and again only after its code changes…"
	@$(PYTHON) -m venv $(VENV)
	@touch $(STAMP).started
	@$(BIN)/pip install --upgrade pip -e '.[test]' > $(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log; echo "Install failed; see above."; exit 1; }
	@$(BIN)/python -c "from grasse_tui.compiled import running_compiled as c; c() or print('No C compiler found: \
	the rules core runs as Python, about half as fast (details in $(VENV)/install.log).')"
	@mv $(STAMP).started $(STAMP)  # dated from the start: a source edited during the build rebuilds next time

# Only the typecheck extra's own requirements: reinstalling the package would compile it again.
$(VENV)/.typecheck-installed: $(STAMP)
	@$(BIN)/python -c "import tomllib; print(*tomllib.load(open('pyproject.toml', 'rb'))\
	['project']['optional-dependencies']['typecheck'], sep='\n')" > $(VENV)/typecheck.txt
	@$(BIN)/pip install -r $(VENV)/typecheck.txt > $(VENV)/typecheck-install.log 2>&1 \
		|| { cat $(VENV)/typecheck-install.log; echo "Install failed; see above."; exit 1; }
	@touch $@

play: $(STAMP)
	$(BIN)/grasse-tui

# -n auto: one pytest-xdist worker per core (the app tests spend much of their time waiting).
test: $(STAMP)
	$(BIN)/python -m pytest -n auto

# mypy --strict over the whole package (settings in pyproject.toml).
typecheck: $(VENV)/.typecheck-installed
	$(BIN)/mypy

screenshots: $(STAMP)
	$(BIN)/python -m tests.screenshots

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache build
	find . -name '*.so' -not -path './$(VENV)/*' -delete
