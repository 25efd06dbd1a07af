"""Every way to start a game here asks the one question when it would replace a running game
(``GameLife``): a quick game, a game set up anew, a day's practice, playing on from a position.
It asks when a game runs and not when none does; "no" keeps the game, "yes" replaces it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from app.rules import GameRecord, SeatRecord, read_game_file
from app.ui.gamelife import GameLife
from app.ui.main import Window

from .driving import answer_dialog, click

GAMES = Path(__file__).resolve().parents[1] / "strategy" / "games"


def quick_game(window: Window, qtbot: QtBot) -> None:
    window.controller.show("start")
    click(window, "quickGameButton")


def set_up_game(window: Window, qtbot: QtBot) -> None:
    window.controller.show("start")
    window.controller.start.openSetup()
    window.controller.start.setPreset("maxi")
    qtbot.waitUntil(lambda: window.controller.start.property("setupOpen"))
    click(window, "startButton")


def practice(window: Window, qtbot: QtBot) -> None:
    window.controller.daily.practice()


def play_on(window: Window, qtbot: QtBot) -> None:
    """From a position of "you" in a finished game, on the analysis board."""
    record = read_game_file((GAMES / "official-hard-easy.json").read_bytes())
    mine = GameRecord(record.game, (SeatRecord("you"), record.seats[1]), record.finished_at)
    analysis = window.controller.analysis
    window.controller.open_on_board(mine, "file", "")
    analysis.goTo(9)
    while not analysis.property("canPlayOn"):
        analysis.stepBy(1)
    analysis.playOn()


PATHS: dict[str, Callable[[Window, QtBot], None]] = {
    "quick game": quick_game,
    "set up": set_up_game,
    "practice": practice,
    "play on": play_on,
}


def dialog(window: Window, name: str) -> QObject:
    found = window.window.findChild(QObject, name)
    assert found is not None, name
    return found


def running(open_window: Callable[..., Window], qtbot: QtBot) -> Window:
    window = open_window()
    window.controller.startGame()  # nothing runs yet: no question
    qtbot.waitUntil(lambda: window.controller.screen == "table")
    assert window.controller.property("hasGame")
    return window


@pytest.mark.parametrize("path", PATHS)
def test_nothing_is_asked_when_no_game_runs(open_window, qtbot: QtBot, path: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    assert window.controller.session is None
    PATHS[path](window, qtbot)
    qtbot.waitUntil(lambda: window.controller.screen == "table")
    assert window.controller.property("hasGame")
    assert not dialog(window, "abandonDialog").property("visible")


@pytest.mark.parametrize("path", PATHS)
def test_no_keeps_the_running_game(open_window, qtbot: QtBot, path: str) -> None:  # type: ignore[no-untyped-def]
    window = running(open_window, qtbot)
    before = window.controller.session
    PATHS[path](window, qtbot)
    answer_dialog(window, "abandonDialog", qtbot, yes=False)
    assert window.controller.session is before and not before.ended
    window.controller.confirmReplace()  # nothing is left asked for
    assert window.controller.session is before


@pytest.mark.parametrize("path", PATHS)
def test_yes_replaces_the_running_game(open_window, qtbot: QtBot, path: str) -> None:  # type: ignore[no-untyped-def]
    window = running(open_window, qtbot)
    before = window.controller.session
    PATHS[path](window, qtbot)
    assert window.controller.session is before  # asked, not yet replaced
    answer_dialog(window, "abandonDialog", qtbot)
    qtbot.waitUntil(lambda: window.controller.session is not before)
    assert window.controller.property("hasGame") and window.controller.screen == "table"


@pytest.mark.parametrize("path", PATHS)
def test_a_running_online_game_is_the_other_question(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: str
) -> None:
    """Seated at a running online game (leaving it resigns it), every path asks that instead."""
    window = open_window()
    monkeypatch.setattr(GameLife, "online_game_running", property(lambda _life: True))
    PATHS[path](window, qtbot)
    answer_dialog(window, "leaveOnlineDialog", qtbot, yes=False)
    assert window.controller.session is None
    assert not dialog(window, "abandonDialog").property("visible")
