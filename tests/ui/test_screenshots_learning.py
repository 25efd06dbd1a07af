"""Screenshots of what helps a player get better: the analysis board (classic and Maxi Triple),
the coach's note at the table and the statistics charts, in both languages. Saved to
``screenshots/`` for people to look at."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.profile import Accuracy, GameResult, Opponents, ProfileStore
from app.rules import read_game_file
from app.ui.main import Window
from app.ui.session import TableSetup

from .driving import item
from .test_screenshots import save

GAMES = Path(__file__).resolve().parents[1] / "strategy" / "games"


def open_board(window: Window, qtbot: QtBot, name: str) -> None:
    window.controller.openGameFile(str(GAMES / f"{name}.json"))
    analysis = window.controller.analysis
    qtbot.waitUntil(lambda: analysis.property("reviewState") == "ready", timeout=180_000)


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_analysis_board(open_window, qtbot: QtBot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setLanguage(language)
    open_board(window, qtbot, "official-hard-easy")
    analysis = window.controller.analysis
    analysis.select(1)
    analysis.toNextMistake()
    analysis.toNextMistake()
    assert analysis.property("cost") >= 0.1
    save(window, qtbot, f"{language}-8-analysis-classic")

    open_board(window, qtbot, "maxi-triple-medium-hard")
    analysis.select(0)
    for _ in range(5):
        analysis.toNextMistake()
    assert analysis.property("kind") == "roll"
    save(window, qtbot, f"{language}-9-analysis-maxi-triple")


def seed_history(data_path: Path) -> None:
    """Thirty finished solo games of Official with their accuracy (a few with hints shown), and
    a game of Maxi, as a player's data file would hold them after some weeks."""
    rng = random.Random(16)
    games = [read_game_file((GAMES / f"official-{n}.json").read_bytes()).game for n in NAMES]
    store, _ = ProfileStore.open(data_path)
    setup = TableSetup().to_json()
    for number in range(30):
        total = int(rng.gauss(205 + number * 1.5, 35))
        result = GameResult(
            "official",
            Opponents.SOLO,
            1,
            1,
            False,
            total,
            rng.random() < 0.3,
            int(rng.random() < 0.55 + number / 100),
            False,
            f"2026-11-{number // 2 + 1:02d}T10:00:00",
            hints=number in (3, 4, 11),
        )
        game = games[number % len(games)]
        game_id = store.record_finished(setup, game.to_json(), result, seat=0, hints=result.hints)
        lost = max(0.3, rng.gauss(60 - number * 1.4, 8))
        store.record_accuracy(game_id, [Accuracy(0, 38, lost, total - 254.6 + lost, True)])
    store.close()


NAMES = ("hard-1", "hard-2", "easy-1", "easy-2")


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_statistics_charts(
    open_window, qtbot: QtBot, data_path: Path, tmp_path: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    empty = open_window(data_path=tmp_path / "empty" / "data.sqlite3")
    empty.controller.settings.setLanguage(language)
    empty.controller.show("statistics")
    assert item(empty, "chartsEmpty").isVisible()
    save(empty, qtbot, f"{language}-10-statistics-empty")

    seed_history(data_path)
    window = open_window()
    window.controller.settings.setLanguage(language)
    window.controller.show("statistics")
    statistics = window.controller.statistics
    assert statistics.property("chartGames") == 30
    assert len(statistics.property("points")) == 30
    assert not item(window, "chartsEmpty").isVisible()
    save(window, qtbot, f"{language}-11-statistics-charts")
    statistics.setIncludeHints(False)
    assert statistics.property("chartGames") == 27
