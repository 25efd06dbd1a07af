"""Starting the daily practice from its page while a game runs asks the one question every
start asks (GameLife): the game in progress is not thrown away silently (issue 29)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ..driving import answer_dialog, click, item, wait_until_still


def test_the_daily_practice_asks_before_it_replaces_a_game(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    app.startGame()
    qtbot.waitUntil(lambda: bool(app.property("hasGame")))
    running = app.session
    app.show("daily")
    item(window, "practiceButton")
    wait_until_still(window, qtbot)
    click(window, "practiceButton")
    answer_dialog(window, "abandonDialog", qtbot, yes=False)
    assert app.session is running  # kept
    click(window, "practiceButton")
    answer_dialog(window, "abandonDialog", qtbot, yes=True)
    qtbot.waitUntil(lambda: app.session is not running)
    assert app.table.property("challenge") == "practice"


def test_without_a_game_the_practice_starts_at_once(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    app.show("daily")
    item(window, "practiceButton")
    wait_until_still(window, qtbot)
    click(window, "practiceButton")
    qtbot.waitUntil(lambda: app.session is not None and app.screen == "table")
    assert app.table.property("challenge") == "practice"
