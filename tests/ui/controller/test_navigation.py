"""The controller's parts in the window: which screen shows, what opening a screen brings, and
the session at the table as the stage holds it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.controller import SCREENS


def test_the_table_without_a_game_is_the_start_screen(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    app.show("table")
    assert app.screen == "start" and not app.property("hasTable")
    app.show("nowhere")  # not a screen: nothing changes
    assert app.screen == "start"
    assert app.property("screenIndex") == SCREENS.index("start")


def test_opening_an_online_screen_means_going_online(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    assert not app.online.snapshot.wanted
    app.show("leaderboards")
    assert app.online.snapshot.wanted and app.property("onlineScreen")
    app.show("rules")
    assert not app.property("onlineScreen")


def test_the_stage_holds_the_session_at_the_table_and_its_end(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    stage = app.parts.stage
    app.startGame()
    qtbot.waitUntil(lambda: app.screen == "table")
    assert stage.session is app.session and stage.has_game and app.property("hasGame")
    app.session.resign()
    qtbot.waitUntil(lambda: app.screen == "results")
    assert stage.session is app.session and not stage.has_game
    assert app.property("hasTable") and app.property("hasResults")
    app.show("statistics")  # read again on opening: the game just played is counted
    assert app.statistics.property("games") >= 1
