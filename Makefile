# Overcrush: `make run` and `make test` set everything up on a fresh machine.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Test-only JavaScript (axe-core for the browser tests' accessibility scans), from package.json.
NODE_STAMP := node_modules/.installed

.PHONY: run test bench bench-cards check-wording lint setup migrate demo clean

# Development mode, explicitly: settings default to production (DEBUG=0 and a required
# SECRET_KEY). The tests get it from config/settings_test.py as well.
export DEBUG ?= 1

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

$(NODE_STAMP): package.json package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		npm ci --no-audit --no-fund --loglevel=error && touch $(NODE_STAMP); \
	else echo "npm not found: the browser tests' accessibility scans cannot run"; fi

setup: $(STAMP) $(NODE_STAMP)

migrate: $(STAMP)
	$(BIN)/python manage.py migrate --noinput

demo: migrate
	$(BIN)/python manage.py seed_demo

# `make run PORT=8001` (or PORT in the environment) serves on another port.
PORT ?= 8000

# setup too: what the pages' browser tests need (axe-core from npm) comes with the first run.
run: setup demo
	$(BIN)/python manage.py runserver 127.0.0.1:$(PORT)

# pytest exits 5 when it collects nothing; that is not a failure of the code.
test: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pytest $(PYTEST_ARGS); rc=$$?; if [ $$rc -eq 5 ]; then echo "no tests collected"; exit 0; fi; exit $$rc

bench: $(STAMP)
	$(BIN)/python -m tests.benchmarks

# The community card file through the importer and the compiler (issue 16): CARDS=path/cards.php
bench-cards: $(STAMP)
	@test -n "$(CARDS)" || { echo "usage: make bench-cards CARDS=/path/to/cards.php"; exit 2; }
	CARDS=$(CARDS) $(BIN)/python -m tests.benchmarks cards

# Our files' lines sharing N words in a row (default 12) with a card's printed text (issue 16:
# no card text in the repository): CARDS=path/cards.php [N=15]; exit status 1 if any.
check-wording: $(STAMP)
	@test -n "$(CARDS)" || { echo "usage: make check-wording CARDS=/path/to/cards.php [N=12] [RULES=rulebooks/]"; exit 2; }
	$(BIN)/python manage.py check_wording $(if $(N),-n $(N)) $(if $(RULES),--rules $(RULES)) $(CARDS)

lint: $(STAMP)
	$(BIN)/ruff check .

clean:
	rm -rf $(VENV) db.sqlite3 node_modules
