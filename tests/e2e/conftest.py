"""End-to-end tests: the app's own online code against a real table server on loopback.

The Qt fixtures (offscreen window, qasync loop, temporary data) are the UI tests' own; the
keyring is the one a machine without a desktop session has (every call fails, see
``tests/conftest.py``), so identities go to their private files unless a test says otherwise.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import close, data_path, fonts, open_window, qapp_cls, qt_loop

from .players import Player, open_player
from .servers import ServerProcess, ServerThread

__all__ = ["close", "data_path", "fonts", "open_window", "qapp_cls", "qt_loop"]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    """A table server with a hand-driven clock, in a thread of this process."""
    running = ServerThread(tmp_path / "server.sqlite3").start()
    yield running
    running.stop()


@pytest.fixture
def server_process(tmp_path: Path) -> Iterator[ServerProcess]:
    """``python -m app.server`` in a child process."""
    running = ServerProcess(tmp_path / "server.sqlite3").start()
    yield running
    running.stop()


@pytest.fixture
def players(
    open_window: Callable[..., object], tmp_path: Path, qtbot: QtBot
) -> Iterator[Callable[..., Player]]:
    """``players(name, server, **options)`` opens a window for a person; afterwards every
    window's connection is closed properly before the window goes."""
    opened: list[Player] = []

    def open_one(name: str, server: str, **options: object) -> Player:
        folder = options.pop("folder", None) or tmp_path / name.lower()
        player = open_player(open_window, folder, name, server, **options)  # type: ignore[arg-type]
        opened.append(player)
        return player

    yield open_one
    for player in opened:
        closing = asyncio.ensure_future(player.app.aclose())
        qtbot.waitUntil(closing.done, timeout=5000)
