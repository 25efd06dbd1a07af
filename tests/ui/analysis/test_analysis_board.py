"""The analysis board in the window: games from a file, the results and the history; stepping
with keys; the next mistake; play on from here; export; files that are not games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.rules import Game, read_game_file, write_game_file
from app.strategy import advise
from app.ui.main import Window

from ..driving import item, key

GAMES = Path(__file__).resolve().parents[2] / "strategy" / "games"
SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def board_ready(window: Window, qtbot: QtBot) -> None:
    analysis = window.controller.analysis
    qtbot.waitUntil(lambda: window.controller.screen == "analysis", timeout=5_000)
    qtbot.waitUntil(lambda: analysis.property("reviewState") == "ready", timeout=120_000)


def test_a_game_file_opens_on_the_board_and_the_keys_step_through_it(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    path = GAMES / "official-hard-easy.json"
    window.controller.openGameFile(path.as_uri())
    board_ready(window, qtbot)
    analysis = window.controller.analysis
    assert analysis.property("source") == "file"
    assert analysis.property("kind") == "start"
    key(window, Qt.Key.Key_Right)
    assert (analysis.property("step"), analysis.property("kind")) == (1, "roll")
    assert analysis.property("dice") == list(read_game_file(path.read_bytes()).game.log[0].dice)
    key(window, Qt.Key.Key_Down)  # the next turn
    assert analysis.property("turn") == 1 and analysis.property("seat") == 1
    key(window, Qt.Key.Key_End)
    assert analysis.property("kind") == "end"
    key(window, Qt.Key.Key_Home)
    analysis.select(1)  # the easy computer
    key(window, Qt.Key.Key_N)
    first = analysis.property("step")
    assert first > 0 and analysis.property("cost") >= 0.1 and analysis.property("seat") == 1
    assert analysis.choices.rowCount() > 1
    key(window, Qt.Key.Key_N)
    assert analysis.property("step") > first
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert analysis.property("step") == first
    assert not analysis.property("canPlayOn")  # nobody in the file is "you"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"{not json", "not_json"),
        (b'{"format": 2, "players": ["a"], "actions": []}', "wrong_version"),
        (b"[" * 5000 + b"]" * 5000, "too_deep"),
    ],
)
def test_a_file_that_is_not_a_game_is_refused_and_changes_nothing(
    open_window, qtbot: QtBot, tmp_path: Path, content: bytes, reason: str
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    before = window.controller.statistics.history.rowCount()
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    window.controller.openGameFile(str(path))
    assert window.controller.property("notice") == "bad_game_file"
    assert window.controller.property("noticeDetail") == f"{reason}|0|broken.json"
    assert window.controller.screen == "start"
    assert not window.controller.analysis.property("loaded")
    assert window.controller.statistics.history.rowCount() == before


def test_an_impossible_action_is_named_by_its_number(open_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    data = json.loads((GAMES / "official-hard-1.json").read_text())
    data["actions"][8]["box"] = "tower"  # a Maxi box on a classic sheet
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(data))
    window.controller.openGameFile(str(path))
    assert window.controller.property("noticeDetail") == "impossible_action|9|cheat.json"


def test_play_on_from_a_position_of_your_own_gives_that_very_game(
    open_window, qtbot: QtBot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    record = read_game_file((GAMES / "official-hard-easy.json").read_bytes())
    seats = (record.seats[0].__class__("you"), record.seats[1])
    mine = record.__class__(record.game, seats, record.finished_at)
    path = tmp_path / "mine.json"
    path.write_text(write_game_file(mine), encoding="utf-8")
    window.controller.openGameFile(str(path))
    board_ready(window, qtbot)
    analysis = window.controller.analysis
    analysis.goTo(9)
    while not analysis.property("canPlayOn"):
        analysis.stepBy(1)
    step = analysis.state.replay.steps[analysis.property("step")]
    item(window, "playOnButton").setProperty("focus", True)
    analysis.playOn()
    qtbot.waitUntil(lambda: window.controller.screen == "table", timeout=5_000)
    game = window.controller.session.game
    expected = Game.replay(record.game.rules, record.game.names, record.game.log[: step.actions])
    assert game == expected
    assert window.controller.session.setup.you == 0
    assert window.controller.session.controls(0) and not window.controller.session.controls(1)


def test_the_board_exports_the_game_it_shows(open_window, qtbot: QtBot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.openGameFile(str(GAMES / "maxi-triple-medium-hard.json"))
    board_ready(window, qtbot)
    target = tmp_path / "copy"
    assert window.controller.analysis.exportTo(target.as_uri())
    copy = read_game_file((tmp_path / "copy.json").read_bytes())
    assert copy == read_game_file((GAMES / "maxi-triple-medium-hard.json").read_bytes())
    assert not window.controller.analysis.exportTo(str(tmp_path / "missing" / "x.json"))
    assert window.controller.property("notice") == "export_failed"


def play_to_the_end(window: Window, qtbot: QtBot, *, hints_on: bool) -> None:
    """Play the solo game at the table as a person would: the advisor's choices."""
    table = window.controller.table
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=120_000)
    session = window.controller.session
    while not session.game.over:
        qtbot.waitUntil(lambda: table.property("canAct"), timeout=30_000)
        session.roll()
        while True:
            advice = advise(session.game)
            if not advice.should_roll:
                session.enter(advice.boxes[0].box)
                break
            for die, held in enumerate(advice.keeps[0].held):
                if held != session.game.held[die]:
                    session.toggle(die)
            session.roll()
    assert table.property("showHints") == hints_on


def test_a_finished_game_opens_from_the_results_and_later_from_the_history(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    controller = window.controller
    controller.settings.setShowHints(False)  # no hints shown: the game is not marked
    start = controller.start
    start.setPreset("yatzy")
    start.setForcedOrder(True)
    controller.startGame()
    play_to_the_end(window, qtbot, hints_on=False)
    qtbot.waitUntil(lambda: controller.screen == "results", timeout=10_000)
    qtbot.waitUntil(lambda: controller.results.property("reviewState") == "ready", timeout=60_000)
    game = controller.session.game

    # the accuracy went into the data file with the game
    (row,) = [r for r in controller.statistics.history.rows if r.source == "local"]
    assert row.mean_cost == pytest.approx(0.0, abs=1e-6) and not row.hints and row.you == 0
    assert controller.statistics.property("reviewed") == 1

    item(window, "analyseButton").setProperty("focus", True)
    controller.analyseResults()
    board_ready(window, qtbot)
    analysis = controller.analysis
    assert analysis.state.record.game == game and analysis.property("source") == "local"
    analysis.goTo(1)
    assert analysis.property("canPlayOn")  # a position of the player's own

    controller.show("start")
    controller.analyseGame(row.game_id)
    board_ready(window, qtbot)
    assert analysis.state.record.game == game and analysis.property("step") == 0


def test_a_game_with_hints_shown_is_marked_in_the_history(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    controller = window.controller
    controller.start.setPreset("yatzy")
    controller.start.setForcedOrder(True)
    controller.startGame()
    play_to_the_end(window, qtbot, hints_on=True)
    qtbot.waitUntil(lambda: controller.screen == "results", timeout=10_000)
    (row,) = controller.statistics.history.rows
    assert row.hints
    statistics = controller.statistics
    assert statistics.property("hinted") == 1
    statistics.setIncludeHints(False)
    assert statistics.property("games") == 0 and statistics.property("chartGames") == 0
