"""People at the app: a window each, with its own data file, identity and connection."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.profile import IdentityStore
from app.ui.controller import AppController
from app.ui.main import Window
from app.ui.online.client import OnlineClient
from app.ui.online.link import ServerLink
from app.ui.session import RemoteSession
from tests.ui import driving

WAIT_MS = 10_000


@dataclass
class Player:
    name: str
    window: Window
    folder: Path

    @property
    def app(self) -> AppController:
        return self.window.controller

    @property
    def client(self) -> OnlineClient:
        return self.app.online

    @property
    def session(self) -> RemoteSession:
        session = self.client.session
        assert session is not None, f"{self.name} has no online game"
        return session

    @property
    def my_turn(self) -> bool:
        session = self.client.session
        return (
            session is not None
            and not session.game.over
            and session.you is not None
            and session.game.current == session.you
        )


def open_player(
    open_window: Callable[..., Window],
    folder: Path,
    name: str,
    server: str,
    *,
    language: str = "en",
    identity: IdentityStore | None = None,
    named: bool = True,
    link: ServerLink | None = None,
) -> Player:
    """A window for ``name`` on ``server`` (settled, not yet online; ``named=False`` leaves the
    name to be chosen in the lobby)."""
    folder.mkdir(parents=True, exist_ok=True)
    window = open_window(
        data_path=folder / "fuenfwurf.sqlite3",
        identity=identity or IdentityStore(folder / "config"),
        link=link or ServerLink(first_delay=0.05, max_delay=0.4),
    )
    settings = window.controller.settings
    settings.change(server=server, language=language, show_hints=False)
    if named:
        settings.change(player_name=name)
    return Player(name, window, folder)


def activate(window: Window) -> None:
    """Make ``window`` the one that gets the keys (two windows share this process)."""
    if not window.window.isActive():
        window.window.requestActivate()
        waited = 0
        while not window.window.isActive() and waited < 2000:
            QTest.qWait(10)
            waited += 10


def key(
    window: Window, pressed: Qt.Key, modifier: Qt.KeyboardModifier = driving.NO_MODIFIER
) -> None:
    activate(window)
    driving.key(window, pressed, modifier)


def type_text(window: Window, text: str) -> None:
    """Type ``text`` into whatever has the keyboard focus, key by key."""
    activate(window)
    for char in text:
        code = ord(char.upper()) if char.isalnum() and char.isascii() else 0
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, code, Qt.KeyboardModifier.NoModifier, char)
            QGuiApplication.sendEvent(window.window, event)


def go_online(player: Player, qtbot: QtBot) -> None:
    player.app.show("lobby")
    qtbot.waitUntil(lambda: player.client.snapshot.player is not None, timeout=WAIT_MS)


def play_turn_with_keys(player: Player, qtbot: QtBot, *, best: bool = False) -> None:
    """Roll with Space until no rolls are left (waiting for the server's dice each time), then
    enter with Return (a strike asks twice); ``best`` enters where the dice score most."""
    session = player.session
    table = player.app.table
    qtbot.waitUntil(lambda: table.property("canAct"), timeout=WAIT_MS)
    while table.property("canRoll"):
        used = session.game.rolls_used
        key(player.window, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda used=used: session.game.rolls_used > used, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: table.property("canAct"), timeout=WAIT_MS)
    entries = len(session.game.log)
    if best:
        options = session.game.options()
        box = max(options, key=lambda name: options[name])
        table.clickBox(box)
        if table.property("marked") == box:
            table.clickBox(box)
    else:
        key(player.window, Qt.Key.Key_Return)
        if table.property("status") == "confirm_strike":
            key(player.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.game.log) > entries, timeout=WAIT_MS)


def sit_down_together(host: Player, guest: Player, qtbot: QtBot, *, clock: int = 30) -> str:
    """Both online; the host opens a private two-seat table, the guest joins by its code."""
    go_online(host, qtbot)
    go_online(guest, qtbot)
    host.app.lobby.setClock(clock)
    host.app.lobby.create()
    qtbot.waitUntil(lambda: host.client.snapshot.table is not None, timeout=WAIT_MS)
    table = host.client.snapshot.table
    assert table is not None
    assert guest.app.lobby.join(table.code)
    qtbot.waitUntil(
        lambda: host.app.screen == "table" and guest.app.screen == "table", timeout=WAIT_MS
    )
    return table.code


def play_turns(first: Player, second: Player, qtbot: QtBot, turns: int) -> None:
    """``turns`` turns, each by whoever is to move; both see each turn before the next."""
    for _ in range(turns):
        play_turn_with_keys(first if first.my_turn else second, qtbot)
        in_step(first, second, qtbot)


def in_step(first: Player, second: Player, qtbot: QtBot) -> None:
    """Wait until both players' copies of the game are the same."""
    qtbot.waitUntil(lambda: first.session.game == second.session.game, timeout=WAIT_MS)


def answer_dialog(window: Window, name: str, qtbot: QtBot, *, yes: bool = True) -> None:
    """Confirm (or cancel) the open dialog called ``name``, as a person would click it."""
    activate(window)
    driving.answer_dialog(window, name, qtbot, yes=yes)
