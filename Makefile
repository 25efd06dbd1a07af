# The two commands a new machine needs: `make run` and `make test`. Both set everything up first.
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup run test lint typecheck unit server cluster bench translations dist dist-check \
	install-desktop uninstall-desktop clean

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
dist: setup
	rm -rf build/pyinstaller $(DIST) $(TARBALL)
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/fuenfwurf.spec
	cp -r packaging/linux/install.sh packaging/linux/fuenfwurf.desktop \
		packaging/linux/fuenfwurf.svg packaging/linux/icons $(DIST)/
	tar czf $(TARBALL) -C dist fuenfwurf
	@du -sh $(DIST) $(TARBALL)

# Builds the bundle afresh and runs it offscreen in an empty home (see packaging/dist_check.sh).
dist-check: dist
	packaging/dist_check.sh $(DIST)

# Installs the built bundle for this user: program, command, menu entry, icons, link handler.
install-desktop:
	@[ -x $(DIST)/fuenfwurf ] || $(MAKE) dist
	packaging/linux/install.sh $(DIST)

uninstall-desktop:
	packaging/linux/install.sh --uninstall

clean:
	rm -rf build dist .mypy_cache .ruff_cache .pytest_cache
