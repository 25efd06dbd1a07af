"""After the last entry: the results, and the finished sheet one click away (and back)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ..driving import click, item, key, play_turn_with_keys, texts


def test_the_finished_sheet_and_the_results_stay_reachable(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    app = window.controller
    app.startGame()
    qtbot.waitUntil(lambda: app.screen == "table")
    assert app.property("hasTable") and not app.property("hasResults")
    assert not item(window, "resultsTab").isVisible()
    for _ in range(13):
        play_turn_with_keys(window, qtbot)
    qtbot.waitUntil(lambda: app.screen == "results")

    # the table tab stays for a last look at the sheet; the results tab leads back
    assert app.property("hasTable") and app.property("hasResults")
    assert not app.property("hasGame")
    key(window, Qt.Key.Key_Escape)
    assert app.screen == "table"
    assert app.table.property("status") == "over"
    assert item(window, "resultsTab").isVisible()
    click(window, "resultsTab")
    assert app.screen == "results"

    # a new game closes the old one: no results tab until it ends
    app.startGame()
    qtbot.waitUntil(lambda: app.screen == "table")
    assert app.property("hasTable") and not app.property("hasResults")
    assert not item(window, "resultsTab").isVisible()


def test_the_review_shows_every_decision_on_request(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    app = window.controller
    app.startGame()
    for _ in range(4):
        play_turn_with_keys(window, qtbot)
    app.session.resign()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: app.screen == "results")
    qtbot.waitUntil(lambda: app.results.property("reviewState") == "ready", timeout=120_000)
    (row,) = app.results.review.rows
    assert row.decisions == 12 and len(row.every) == 12  # three rolls in each of four turns

    def decision_lines() -> int:
        return sum(text.startswith("Turn ") for text in texts(window))

    before = decision_lines()
    assert before == len(row.mistakes) < 12
    click(window, "everyDecision_You")
    qtbot.waitUntil(lambda: decision_lines() == 12)
    click(window, "everyDecision_You")
    qtbot.waitUntil(lambda: decision_lines() == before)
