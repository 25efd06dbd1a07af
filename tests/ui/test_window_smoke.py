"""The quickest look at the whole app: start a game, click Roll, see the session's dice."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from .driving import click


def test_a_click_on_roll_shows_the_dice_the_session_rolled(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    window.controller.startGame()
    qtbot.waitUntil(lambda: window.controller.screen == "table")
    table = window.controller.table
    assert table.property("hasDice") is False and table.property("rollsLeft") == 3
    click(window, "rollButton")
    qtbot.waitUntil(lambda: table.property("hasDice"))
    game = window.controller.session.game
    assert game.dice is not None
    assert table.property("diceValues") == list(game.dice)
    assert [row.value for row in table.dice.rows] == list(game.dice)
    assert table.property("rollsLeft") == 2 and table.property("status") == "keep"
