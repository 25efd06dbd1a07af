# The two commands a new machine needs: `make run` and `make test`. Both set everything up first.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup setup-uv run test lint typecheck unit server cluster bench translations dist dist-check \
	install-desktop uninstall-desktop clean lock upgrade server-venv

setup:
	@scripts/setup.sh

run: setup
	$(PY) -m app

test: setup lint typecheck unit

lint:
	$(VENV)/bin/ruff check --output-format concise app tests benchmarks packaging
	$(VENV)/bin/ruff format --check app tests benchmarks packaging

typecheck:
	$(VENV)/bin/mypy

# The whole run takes 5-10 minutes here; a run stalled past 40 minutes is stopped with a failure
# (CI then says so) rather than left waiting for CI's own limit.
# The screen-reader tests drive a real AT-SPI bus whose events lag on a machine busy with the
# rest of the suite: they run alone, after it.
unit:
	timeout 2400 $(PY) -m pytest -n 2 --dist loadgroup --ignore=tests/accessibility
	timeout 600 $(PY) -m pytest tests/accessibility

server: setup
	$(PY) -m app.server

# A cluster on this machine: three nodes on the local PostgreSQL and Redis behind HAProxy.
cluster: setup
	$(PY) packaging/server/localcluster.py

# --- the lock: requirements/*.txt, compiled by uv from pyproject.toml (docs/dependencies.md) ------
UV := $(VENV)/.uv/bin/uv
COMPILE := $(UV) pip compile -q pyproject.toml --universal --python-version 3.11 \
	--generate-hashes --no-emit-index-url --no-header

# After a change to the dependencies in pyproject.toml: the lock again, keeping every pinned
# version that still fits (a new dependency comes in at its newest).
lock: setup-uv
	$(COMPILE) --extra desktop --group pyproject.toml:dev -o requirements/dev.txt $(UPGRADE)
	$(COMPILE) -c requirements/dev.txt -o requirements/server.txt
	$(UV) pip compile -q - --universal --python-version 3.11 --generate-hashes \
		--no-emit-index-url --no-header -o requirements/uv.txt <<<"uv==$$($(UV) --version | cut -d' ' -f2)"
	python3 scripts/deps.py stamp
	@git diff --stat -- requirements/ || true

# Every package at the newest version pyproject.toml allows (then: make test, make dist-check,
# the benchmarks; docs/dependencies.md).
upgrade:
	$(MAKE) lock UPGRADE=--upgrade

# uv alone, for `make lock` on a checkout whose lock no longer matches pyproject.toml.
setup-uv:
	@[ -x $(UV) ] || python3 -m pip install -q --no-deps --require-hashes --target $(VENV)/.uv \
		-r requirements/uv.txt

# The table server's packages alone (no Qt), as an operator installs them, in .venv-server;
# the server then runs from this folder: .venv-server/bin/python -m app.server
server-venv:
	python3 -m venv .venv-server
	.venv-server/bin/pip install -q --no-deps --require-hashes -r requirements/server.txt

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(PY) $$b; done

# Refreshes the .ts sources from the QML and Python sources (translations are kept).
translations: setup
	$(VENV)/bin/pyside6-lupdate $$(find resources -name '*.qml') $$(find app/ui -name '*.py') \
		-ts i18n/fuenfwurf_de.ts i18n/fuenfwurf_en.ts -no-obsolete

# --- the installable bundle ----------------------------------------------------------------------
DIST := dist/fuenfwurf
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
TARBALL := dist/fuenfwurf-$(VERSION)-linux-$(shell uname -m).tar.gz

# One-folder PyInstaller bundle with the desktop files beside it, and a tarball of both.
# SERVER=wss://tables.example.org: the default server address built into the bundle (without it,
# the checkout's default). The bundle also runs the table server: fuenfwurf --server [options].
SERVER ?=
dist: setup
	rm -rf build/pyinstaller build/defaults $(DIST) $(TARBALL)
	FUENFWURF_SERVER='$(SERVER)' $(VENV)/bin/pyinstaller --noconfirm --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/fuenfwurf.spec
	cp -r packaging/linux/install.sh packaging/linux/fuenfwurf.desktop \
		packaging/linux/fuenfwurf.svg packaging/linux/icons $(DIST)/
	tar czf $(TARBALL) -C dist fuenfwurf
	@du -sh $(DIST) $(TARBALL)

# Builds the bundle afresh and runs it offscreen in an empty home (see packaging/dist_check.sh).
dist-check: dist
	SERVER='$(SERVER)' packaging/dist_check.sh $(DIST)

# Installs the built bundle for this user: program, command, menu entry, icons, link handler.
install-desktop:
	@[ -x $(DIST)/fuenfwurf ] || $(MAKE) dist
	packaging/linux/install.sh $(DIST)

uninstall-desktop:
	packaging/linux/install.sh --uninstall

clean:
	rm -rf build dist .mypy_cache .ruff_cache .pytest_cache
