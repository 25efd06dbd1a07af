"""The rooms of the design: each package of ``app`` imports only what it may."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app"

# Which project rooms each room may import (itself always allowed).
ALLOWED_ROOMS: dict[str, set[str]] = {
    "rules": set(),
    "strategy": {"rules"},
    "net": {"rules"},
    "server": {"rules", "strategy", "net"},
    "profile": set(),
    "ui": {"rules", "strategy", "net", "profile"},
}
# Third-party packages a room must never import.
QT = {"PySide6", "qasync", "shiboken6"}
FORBIDDEN_PACKAGES: dict[str, set[str]] = {
    "strategy": QT | {"aiohttp"},
    "net": QT | {"numpy", "aiohttp"},
    "server": QT,
    "profile": QT,
}


def imported_modules(path: Path, app_root: Path) -> list[str]:
    """Absolute names of every module ``path`` imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    parts = list(path.relative_to(app_root.parent).with_suffix("").parts)
    package = parts if path.name == "__init__.py" else parts[:-1]
    if package and package[-1] == "__init__":
        package = package[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                found.append(".".join([*base, node.module] if node.module else base))
            elif node.module:
                found.append(node.module)
    return found


def violations(path: Path, app_root: Path = APP) -> list[str]:
    """What ``path`` imports that its room may not."""
    parts = path.relative_to(app_root).parts
    if len(parts) == 1:
        return []  # app/__init__.py and app/__main__.py wire the rooms together
    room = parts[0]
    if room not in ALLOWED_ROOMS:
        return [f"{room} is not a room of the design"]
    found = []
    for module in imported_modules(path, app_root):
        top, _, rest = module.partition(".")
        if top == app_root.name:
            target = rest.split(".")[0]
            if target != room and target not in ALLOWED_ROOMS[room]:
                found.append(f"imports {module}: the {room} room may not")
        elif room == "rules" and top not in sys.stdlib_module_names | {"__future__"}:
            found.append(f"imports {module}: rules is standard library only")
        elif top in FORBIDDEN_PACKAGES.get(room, set()):
            found.append(f"imports {module}: not in the {room} room")
    return found


@pytest.mark.parametrize(
    "path", sorted(APP.rglob("*.py")), ids=lambda p: str(p.relative_to(APP.parent))
)
def test_every_module_keeps_to_its_room(path: Path) -> None:
    assert violations(path) == []


@pytest.mark.parametrize(
    ("room", "source", "expected"),
    [
        ("rules", "import numpy\n", ["imports numpy: rules is standard library only"]),
        ("rules", "from ..strategy import x\n", ["imports app.strategy: the rules room may not"]),
        ("server", "from PySide6 import QtCore\n", ["imports PySide6: not in the server room"]),
        ("ui", "import app.server.tables\n", ["imports app.server.tables: the ui room may not"]),
        ("strategy", "from app.rules import preset\nimport numpy\n", []),
        ("ui", "from ..rules import Game\nfrom PySide6 import QtCore\n", []),
    ],
)
def test_the_checker_finds_what_crosses_a_wall(
    tmp_path: Path, room: str, source: str, expected: list[str]
) -> None:
    root = tmp_path / "app"
    module = root / room / "module.py"
    module.parent.mkdir(parents=True)
    module.write_text(source, encoding="utf-8")
    assert violations(module, root) == expected
