# The two commands a new machine needs: `make run` and `make test`. Both set everything up first.
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup run test lint typecheck unit server bench translations dist dist-check install-desktop clean

setup:
	@scripts/setup.sh

run: setup
	$(PY) -m app

test: setup lint typecheck unit

lint:
	$(VENV)/bin/ruff check --output-format concise app tests benchmarks
	$(VENV)/bin/ruff format --check app tests benchmarks

typecheck:
	$(VENV)/bin/mypy

unit:
	$(PY) -m pytest -n 2 --dist loadgroup

server: setup
	$(PY) -m app.server

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(PY) $$b; done

# Refreshes the .ts sources from the QML and Python sources (translations are kept).
translations: setup
	$(VENV)/bin/pyside6-lupdate $$(find resources -name '*.qml') $$(find app/ui -name '*.py') \
		-ts i18n/fuenfwurf_de.ts i18n/fuenfwurf_en.ts -no-obsolete

clean:
	rm -rf build dist .mypy_cache .ruff_cache .pytest_cache
