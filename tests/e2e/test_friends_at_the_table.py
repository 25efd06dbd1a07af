"""What two friends met at a table, with two app windows against a real table server: the chat
gives the keys back, copying says so, a wrong code stays in its field, an away player's seat
counts down, and the chat tells who comes and goes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.driving import click, item, texts

from .players import WAIT_MS, Player, key, sit_down_together, type_text
from .servers import ServerThread


def chat_lines(player: Player) -> list[tuple[str, str]]:
    rows = player.app.online_table.chat.rows
    return [(row.name, row.text) for row in rows]


def test_the_chat_hands_the_keys_back_after_return_and_after_a_click_elsewhere(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    assert ada.my_turn
    field = item(ada.window, "chatField")

    key(ada.window, Qt.Key.Key_C)
    assert field.hasActiveFocus()
    type_text(ada.window, "hi Bo")
    key(ada.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("Ada", "hi Bo") in chat_lines(bo), timeout=WAIT_MS)
    # The line went; the keys are the table's again: Space rolls instead of typing a blank.
    assert not field.hasActiveFocus()
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used == 1, timeout=WAIT_MS)
    assert field.property("text") == ""

    # Typing, then a click elsewhere on the table: the keys go back without Escape.
    key(ada.window, Qt.Key.Key_C)
    type_text(ada.window, "wait")
    assert field.hasActiveFocus()
    click(ada.window, "statusCard")
    assert not field.hasActiveFocus()
    assert field.property("text") == "wait"  # what was typed stays for later
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used == 2, timeout=WAIT_MS)

    # A click into the chat itself keeps the keys there.
    click(ada.window, "chatField")
    assert field.hasActiveFocus()


def test_a_long_chat_line_counts_down_the_room_left(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    field = item(ada.window, "chatField")
    counter = item(ada.window, "chatCounter")
    field.setProperty("text", "a" * 100)
    assert not counter.isVisible()
    field.setProperty("text", "a" * 170)
    assert counter.isVisible() and counter.property("text") == "30 left"
    key(ada.window, Qt.Key.Key_C)
    field.setProperty("cursorPosition", 170)
    type_text(ada.window, "b" * 40)  # ten more than there is room for
    assert len(str(field.property("text"))) == 200
    assert counter.property("text") == "0 left"
    assert "0 left" in texts(ada.window)
