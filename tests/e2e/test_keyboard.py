"""Online play with the keyboard alone: Ctrl+L to the lobby, Tab to every control, codes typed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.driving import item

from .players import WAIT_MS, Player, activate, key, play_turn_with_keys, type_text
from .servers import ServerThread


def tab_to(player: Player, name: str, qtbot: QtBot, limit: int = 40) -> list[str]:
    """Press Tab until the item called ``name`` has the focus; the names passed on the way."""
    passed = []
    target = item(player.window, name)
    for _ in range(limit):
        if target.hasActiveFocus():
            return passed
        key(player.window, Qt.Key.Key_Tab)
        focused = player.window.window.activeFocusItem()
        passed.append(focused.objectName() if focused is not None else "")
    raise AssertionError(f"{name} was not reached with Tab; passed {passed}")


def test_to_the_lobby_open_a_table_and_join_it_without_a_mouse(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    for player in (ada, bo):
        activate(player.window)
        key(player.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        assert player.app.screen == "lobby"
        qtbot.waitUntil(lambda p=player: p.client.snapshot.player is not None, timeout=WAIT_MS)
        # Once online, the code field has the keys.
        qtbot.waitUntil(
            lambda p=player: item(p.window, "codeField").hasActiveFocus(), timeout=WAIT_MS
        )

    tab_to(ada, "createButton", qtbot)
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.app.online_table.property("status") == "open", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: item(ada.window, "copyInvite").hasActiveFocus(), timeout=WAIT_MS)

    code = str(ada.app.online_table.property("spacedCode"))
    type_text(bo.window, code)
    key(bo.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ada.app.screen == "table" and bo.app.screen == "table", timeout=WAIT_MS)
    play_turn_with_keys(ada, qtbot)
    qtbot.waitUntil(lambda: bo.app.table.property("canAct"), timeout=WAIT_MS)
    play_turn_with_keys(bo, qtbot)
