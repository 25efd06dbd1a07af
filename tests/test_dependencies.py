"""The lock: in step with pyproject.toml, every file hash-pinned, the server installable alone."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import deps  # noqa: E402 (scripts/ is no package)

REQUIREMENT = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^ ;\\]+)(?:\s*;\s*([^\\]+?))?\s*\\?$")
SERVER_ROOMS = ("app/server", "app/net", "app/rules", "app/strategy")
"""What `python -m app.server` imports (the architecture test keeps Qt out of these)."""


def pins(name: str) -> dict[str, set[str]]:
    """Package (normalised) -> the versions the lock file pins (one per Python-version marker)."""
    found: dict[str, set[str]] = {}
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        match = REQUIREMENT.match(line)
        if match:
            found.setdefault(_normal(match[1]), set()).add(match[2])
    return found


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_lock_was_compiled_from_this_pyproject() -> None:
    assert deps.stale_locks() == [], "run `make lock`"


def test_a_changed_dependency_makes_the_lock_stale(tmp_path: Path) -> None:
    (tmp_path / "requirements").mkdir()
    for name in deps.LOCKS:
        (tmp_path / name).write_text((ROOT / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    assert deps.stale_locks(tmp_path) == []
    changed = text.replace('"aiohttp>=3.10"', '"aiohttp>=3.11"')
    assert changed != text
    (tmp_path / "pyproject.toml").write_text(changed, encoding="utf-8")
    assert deps.stale_locks(tmp_path) == list(deps.LOCKS)


@pytest.mark.parametrize("name", [*deps.LOCKS, "requirements/uv.txt"])
def test_every_pinned_package_carries_its_hashes(name: str) -> None:
    text = (ROOT / name).read_text(encoding="utf-8")
    entries = re.split(r"\n(?=[A-Za-z])", text)
    packages = [entry for entry in entries if REQUIREMENT.match(entry.splitlines()[0])]
    assert packages
    for entry in packages:
        assert "--hash=sha256:" in entry, entry.splitlines()[0]
    assert "://" not in text, "the lock names no index or download address"


def test_the_server_lock_has_no_qt_and_the_same_versions_as_the_whole_lock() -> None:
    server, everything = pins("requirements/server.txt"), pins("requirements/dev.txt")
    for qt_only in ("pyside6-essentials", "pyside6-addons", "shiboken6", "qasync", "keyring"):
        assert qt_only not in server
    for package, versions in server.items():
        assert versions == everything[package], package


def test_the_installed_venv_is_the_lock() -> None:
    everything = pins("requirements/dev.txt")
    for dist in importlib.metadata.distributions():
        name = _normal(dist.metadata["Name"])
        if name == "fuenfwurf":
            continue
        assert name in everything, f"{name} is installed but not locked"
        assert dist.version in everything[name], f"{name} {dist.version}"


def test_everything_the_server_imports_is_in_the_server_lock() -> None:
    server = pins("requirements/server.txt")
    providers = importlib.metadata.packages_distributions()
    stdlib = sys.stdlib_module_names
    for module in sorted(_third_party_imports(stdlib)):
        dists = {_normal(d) for d in providers.get(module, [])}
        assert dists & server.keys(), f"the server imports {module} ({dists or 'unknown'})"


def _third_party_imports(stdlib: frozenset[str]) -> set[str]:
    found: set[str] = set()
    for room in SERVER_ROOMS:
        for path in (ROOT / room).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for name in names:
                    top = name.split(".")[0]
                    if top not in stdlib and top != "app":
                        found.add(top)
    return found
