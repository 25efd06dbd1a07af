"""Screenshots of the win chances (issue 30): the table's strip, the results' graph and the
analysis board's graph, in both languages; saved to ``screenshots/`` (ignored by git)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.ui.session import Seat, SeatKind, TableSetup

from .driving import click, item
from .fitting import cut_texts
from .helpers import rolled
from .test_screenshots import played, resume, save

SETUP = TableSetup(
    "official",
    seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "hard"), Seat(SeatKind.PERSON, name="Mara")),
)
NAMES = ("You", "Computer 2", "Mara")


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_win_chances(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, data_path: Path, language: str
) -> None:
    game = rolled(played(SETUP, NAMES, rounds=7, seed=8), 6, 6, 6, 2, 3)
    window = resume(open_window, data_path, SETUP, game)
    window.controller.settings.setLanguage(language)
    table = window.controller.table
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=180_000)
    strip = item(window, "winChanceStrip")
    qtbot.waitUntil(lambda: bool(strip.property("visible")), timeout=10_000)
    save(window, qtbot, f"{language}-20-table-win-chances")


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_win_chance_graphs(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, data_path: Path, language: str
) -> None:
    setup = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON, name="Mara")))
    game = played(setup, ("You", "Mara"), rounds=12, seed=2)
    game = rolled(game, 3, 3, 3, 5, 5)
    window = resume(open_window, data_path, setup, game)
    window.controller.settings.setLanguage(language)
    table = window.controller.table
    session = window.controller.session
    for seat in (0, 1):  # each enters the last box, Mara after a roll of her own
        qtbot.waitUntil(
            lambda seat=seat: session.game.current == seat and table.property("canAct"),
            timeout=60_000,
        )
        if session.game.dice is None:
            table.roll()
            qtbot.waitUntil(lambda: bool(table.property("canAct")), timeout=60_000)
        box = session.game.sheet.free_boxes[0]
        table.clickBox(box)
        table.clickBox(box)
    qtbot.waitUntil(lambda: window.controller.screen == "results", timeout=60_000)
    chart = window.controller.results.property("winChart")
    qtbot.waitUntil(lambda: chart.property("state") == "ready", timeout=60_000)
    assert len(chart.property("rounds")) == 2 * 13 + 1
    save(window, qtbot, f"{language}-21-results-win-chances")
    click(window, "analyseButton")
    qtbot.waitUntil(lambda: window.controller.screen == "analysis", timeout=10_000)
    board = window.controller.analysis
    qtbot.waitUntil(lambda: board.property("winChart").property("state") == "ready", timeout=60_000)
    board.goToAction(board.property("winChart").property("actions")[9])
    save(window, qtbot, f"{language}-22-analysis-win-chances")


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_hints_that_play_to_win(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, data_path: Path, language: str
) -> None:
    # You 63 against Mara's 104, two boxes left each: three 3s go for five alike (the win), 3
    # and 5 for the large straight (the points).
    setup = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON, name="Mara")))
    game = rolled(played(setup, ("You", "Mara"), rounds=11, seed=5), 3, 3, 3, 5, 1)
    window = resume(open_window, data_path, setup, game)
    window.controller.settings.setLanguage(language)
    table = window.controller.table
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=180_000)
    hint = table.property("winHint")
    qtbot.waitUntil(lambda: len(hint.property("lines")) == 2, timeout=10_000)
    item(window, "winHintLine")
    save(window, qtbot, f"{language}-23-table-hints-to-win")
    assert cut_texts(window.window.contentItem()) == []
    window.window.resize(1024, 700)
    save(window, qtbot, f"{language}-23-table-hints-to-win-1024x700")
    assert cut_texts(window.window.contentItem()) == []
