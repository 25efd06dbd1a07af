"""The rooms of the design: each package of ``app`` imports only what it may, no module imports
itself round a circle, and the desktop app's screens (feature folders) do not reach into each
other."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app"

# Which project rooms each room may import (itself always allowed).
ALLOWED_ROOMS: dict[str, set[str]] = {
    # Lazy packages (standard library only): every room but the rules may make its package one.
    "lazy": set(),
    "rules": set(),
    "strategy": {"rules", "lazy"},
    "net": {"rules", "lazy"},
    "server": {"rules", "strategy", "net", "lazy"},
    "profile": {"lazy"},
    # Hosting from the app: the one room that brings the server to the desktop app (ui imports
    # host, host imports server; ui never imports server itself).
    "host": {"rules", "strategy", "net", "server", "lazy"},
    "ui": {"rules", "strategy", "net", "profile", "host", "lazy"},
}
STANDARD_LIBRARY_ONLY = {"rules", "lazy"}
# Third-party packages a room must never import.
QT = {"PySide6", "qasync", "shiboken6"}
FORBIDDEN_PACKAGES: dict[str, set[str]] = {
    "strategy": QT | {"aiohttp"},
    "net": QT | {"numpy", "aiohttp"},
    "server": QT | {"zeroconf", "ifaddr"},
    "profile": QT,
    "host": QT,
}


# Folders of app/ui that every screen may use; every other folder there is one screen's feature.
UI_SHARED = {"common", "services", "session", "online"}
UI_WIRING = {"controller"}
"""Folders of app/ui that put the screens together (as ``wiring.py`` and ``main.py`` do): they
may use every screen, and no screen may use them."""


def imports_in(tree: ast.AST, *, run_time_only: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """The import statements of a module (with ``run_time_only``: not those under ``if
    TYPE_CHECKING:``, which only the type checker reads)."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif (
            run_time_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        ):
            found.extend(imports_in(ast.Module(node.orelse, []), run_time_only=True))
        else:
            found.extend(imports_in(node, run_time_only=run_time_only))
    return found


def imported_modules(
    path: Path, app_root: Path, *, run_time_only: bool = False, with_names: bool = False
) -> list[str]:
    """Absolute names of every module ``path`` imports, relative imports resolved; with
    ``with_names`` also ``package.name`` for every ``from package import name`` (the name may be
    a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    parts = list(path.relative_to(app_root.parent).with_suffix("").parts)
    package = parts if path.name == "__init__.py" else parts[:-1]
    if package and package[-1] == "__init__":
        package = package[:-1]
    found = []
    for node in imports_in(tree, run_time_only=run_time_only):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
            continue
        base = package[: len(package) - node.level + 1] if node.level else []
        source = ".".join([*base, node.module] if node.module else base)
        names = [alias.name for alias in node.names]
        submodules = [name for name in names if _is_module(app_root, source, name)]
        if submodules and len(submodules) == len(node.names):
            # ``from app import strategy``: the module strategy is what is imported
            found.extend(f"{source}.{name}" for name in submodules)
        elif source:
            found.append(source)
        if with_names:
            found.extend(f"{source}.{alias.name}" for alias in node.names)
    return found


def _is_module(app_root: Path, package: str, name: str) -> bool:
    """Whether ``package.name`` is a module or package of the tree (not a name inside one)."""
    folder = app_root.parent.joinpath(*package.split("."), name) if package else None
    return folder is not None and (folder.is_dir() or folder.with_suffix(".py").is_file())


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
        elif room in STANDARD_LIBRARY_ONLY and top not in sys.stdlib_module_names | {"__future__"}:
            found.append(f"imports {module}: {room} is standard library only")
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
        ("host", "from app.server.app import create_app\n", []),
        ("host", "from PySide6 import QtCore\n", ["imports PySide6: not in the host room"]),
        ("server", "from app.host import hosting\n", ["imports app.host: the server room may not"]),
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


# --- import circles --------------------------------------------------------------------------


def module_name(path: Path, app_root: Path) -> str:
    parts = list(path.relative_to(app_root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(app_root: Path, *, type_checking: bool = False) -> dict[str, set[str]]:
    """Which modules of the app each module imports when it runs, late imports inside functions
    included (a module imported from a package counts as the module, anything else as the
    package). Imports only for the type checker are left out (Python never runs them) unless
    ``type_checking``: a circle through them is still two modules that each need the other."""
    paths = {module_name(path, app_root): path for path in app_root.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        imported = imported_modules(
            path, app_root, run_time_only=not type_checking, with_names=True
        )
        graph[name] = {target for target in imported if target in paths} - {name}
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import each other round a circle (strongly connected
    components of more than one module, by Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph.get(module, ())):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return circles


def test_no_module_imports_itself_round_a_circle() -> None:
    assert import_circles(import_graph(APP)) == []


def test_no_circle_hides_behind_type_checking() -> None:
    assert import_circles(import_graph(APP, type_checking=True)) == []


def test_the_checker_finds_a_circle_only_the_type_checker_sees(tmp_path: Path) -> None:
    root = tmp_path / "app"
    (root / "room").mkdir(parents=True)
    (root / "room" / "__init__.py").write_text("", encoding="utf-8")
    (root / "room" / "a.py").write_text("from .b import x\n", encoding="utf-8")
    (root / "room" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import y\n",
        encoding="utf-8",
    )
    assert import_circles(import_graph(root)) == []
    assert import_circles(import_graph(root, type_checking=True)) == [["app.room.a", "app.room.b"]]


@pytest.mark.parametrize(
    ("sources", "expected"),
    [
        ({"a.py": "from . import b\n", "b.py": "x = 1\n"}, []),
        (
            {"a.py": "from .b import x\n", "b.py": "def f():\n    from .a import y\n"},
            [["app.room.a", "app.room.b"]],
        ),
        (
            {
                "a.py": "from . import b\n",
                "b.py": "import app.room.c\n",
                "c.py": "from .a import z\n",
            },
            [["app.room.a", "app.room.b", "app.room.c"]],
        ),
    ],
)
def test_the_checker_finds_a_circle_even_behind_a_late_import(
    tmp_path: Path, sources: dict[str, str], expected: list[list[str]]
) -> None:
    root = tmp_path / "app"
    (root / "room").mkdir(parents=True)
    (root / "room" / "__init__.py").write_text("", encoding="utf-8")
    for name, source in sources.items():
        (root / "room" / name).write_text(source, encoding="utf-8")
    assert import_circles(import_graph(root)) == expected


# --- the rooms without Qt ------------------------------------------------------------------

QT_FREE = ("rules", "strategy", "net", "server", "profile", "host")
"""The rooms that run without Qt (the server, the host's server, the engine, the data)."""


def qt_reached(room: str, app_root: Path = APP) -> list[str]:
    """Modules of ``room`` that reach Qt, themselves or through any module of the app they
    import (for the type checker too). Only the modules reached are read."""
    paths = {module_name(path, app_root): path for path in app_root.rglob("*.py")}
    imports: dict[str, list[str]] = {}

    def imports_of(module: str) -> list[str]:
        if module not in imports:
            imports[module] = imported_modules(paths[module], app_root, with_names=True)
        return imports[module]

    found = []
    for start in sorted(name for name in paths if name.split(".")[1:2] == [room]):
        seen, todo = {start}, [start]
        while todo:
            module = todo.pop()
            if any(target.partition(".")[0] in QT for target in imports_of(module)):
                found.append(f"{start} reaches Qt through {module}")
                break
            for target in imports_of(module):
                if target in paths and target not in seen:
                    seen.add(target)
                    todo.append(target)
    return found


@pytest.mark.parametrize("room", QT_FREE)
def test_the_rooms_without_qt_never_reach_it(room: str) -> None:
    assert qt_reached(room) == []


def test_the_checker_finds_qt_behind_another_module(tmp_path: Path) -> None:
    root = tmp_path / "app"
    for room in ("net", "ui"):
        (root / room).mkdir(parents=True)
        (root / room / "__init__.py").write_text("", encoding="utf-8")
    (root / "net" / "codec.py").write_text("from app.ui import view\n", encoding="utf-8")
    (root / "ui" / "view.py").write_text("from PySide6 import QtCore\n", encoding="utf-8")
    assert qt_reached("net", root) == ["app.net.codec reaches Qt through app.ui.view"]
    assert qt_reached("rules", root) == []


# --- the desktop app's feature folders -------------------------------------------------------


def feature_violations(path: Path, app_root: Path = APP) -> list[str]:
    """What a module of a feature folder of ``app/ui`` (a screen) imports from another feature
    folder, or a shared folder from any feature folder."""
    parts = path.relative_to(app_root).parts
    if parts[0] != "ui" or len(parts) < 3 or parts[1] in UI_WIRING:
        return []  # not in a screen's folder (the controller and the bootstrap wire them)
    folder = parts[1]
    found = []
    for module in imported_modules(path, app_root):
        target = module.split(".")
        if target[:2] != [app_root.name, "ui"] or len(target) < 4:
            continue  # not a module in a folder of app/ui
        other = target[2]
        if other != folder and other not in UI_SHARED:
            found.append(f"imports {module}: {folder} may not reach into the {other} screen")
    return found


@pytest.mark.parametrize(
    "path", sorted(APP.glob("ui/*/*.py")), ids=lambda p: str(p.relative_to(APP.parent))
)
def test_no_screen_reaches_into_another(path: Path) -> None:
    assert feature_violations(path) == []


@pytest.mark.parametrize(
    ("folder", "source", "expected"),
    [
        ("table", "from ..session import Session\nfrom .dice import x\n", []),
        (
            "results",
            "from ..table.view import x\n",
            ["imports app.ui.table.view: results may not reach into the table screen"],
        ),
        (
            "session",
            "from app.ui.start.viewmodel import x\n",
            ["imports app.ui.start.viewmodel: session may not reach into the start screen"],
        ),
    ],
)
def test_the_checker_finds_a_screen_reaching_into_another(
    tmp_path: Path, folder: str, source: str, expected: list[str]
) -> None:
    root = tmp_path / "app"
    module = root / "ui" / folder / "module.py"
    module.parent.mkdir(parents=True)
    module.write_text(source, encoding="utf-8")
    assert feature_violations(module, root) == expected


def test_the_desktop_tests_mirror_the_desktop_apps_folders() -> None:
    """Each feature folder of ``app/ui`` has its tests in the folder of the same name under
    ``tests/ui`` (the bootstrap's, the window's and the screenshots' stay at the top)."""
    tests = APP.parent / "tests" / "ui"
    features = {p.name for p in (APP / "ui").iterdir() if p.is_dir() and any(p.glob("*.py"))}
    missing = sorted(name for name in features if not any((tests / name).glob("test_*.py")))
    assert missing == []
