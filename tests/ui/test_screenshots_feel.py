"""Screenshots of the screens issue 29 touched, in both languages and at the two window sizes
players have most (1024×700 and 1280×820): the table (kept dice on the ledge, a box asking),
the results of a finished game for two and for four, the set-up, the statistics and the
analysis board. Saved to ``screenshots/feel/`` (or ``$FEEL_SHOTS``) for people to look at; the
test fails when a text is cut short on any of them."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.rules import Game
from app.ui.main import Window
from app.ui.session import Seat, SeatKind, TableSetup

from .driving import item, key, texts_in, wait_until_still
from .fitting import cut_texts
from .helpers import rolled
from .test_screenshots import played, resume

SHOTS = Path(
    os.environ.get("FEEL_SHOTS", Path(__file__).resolve().parents[2] / "screenshots" / "feel")
)
SIZES = ((1024, 700), (1280, 820))

TWO = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "hard")))
FOUR = TableSetup(
    "official",
    seats=(
        Seat(SeatKind.YOU),
        Seat(SeatKind.COMPUTER, "easy"),
        Seat(SeatKind.COMPUTER, "medium"),
        Seat(SeatKind.COMPUTER, "hard"),
    ),
)


def shot(window: Window, qtbot: QtBot, name: str) -> list[str]:
    wait_until_still(window, qtbot)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.window.grabWindow().save(str(SHOTS / f"{name}.png"))
    return [f"{name}: {cut}" for cut in cut_texts(window.window.contentItem())]


def sized(window: Window, language: str, size: tuple[int, int]) -> Window:
    window.controller.settings.setLanguage(language)
    window.window.resize(*size)
    return window


def saving_five_alike(setup: TableSetup, names: tuple[str, ...], seed: int) -> Game:
    """A game one entry from its end, the box of five alike still free for the first seat."""
    game, dice = Game.new(setup.rules(), names), random.Random(seed)
    alike = setup.rules().layout.all_same_box
    for _ in range(12 * len(names)):
        game = game.roll(dice).game
        options = {box: points for box, points in game.options().items() if box != alike}
        box = max(options, key=lambda name: options[name])
        game = (game.enter(box) if options[box] else game.strike(box)).game
    return game


def opens_with_its_way_on(window: Window) -> None:
    """The results open at the top, the headline whole and Play again in sight."""
    height = window.window.height()
    header = item(window, "resultsHeader")
    top = header.mapToScene(header.boundingRect().topLeft()).y()
    button = item(window, "playAgainButton")
    bottom = button.mapToScene(button.boundingRect().bottomLeft()).y()
    assert top >= 0 and bottom <= height, (top, bottom, height)


def finish(window: Window, qtbot: QtBot) -> None:
    """Enter the last box of the game (the player's own) and wait for the results' review."""
    table = window.controller.table
    qtbot.waitUntil(lambda: bool(table.property("canAct")), timeout=60_000)
    game = window.controller.session.game
    box = max(game.options(), key=lambda name: game.options()[name])
    table.clickBox(box)
    if window.controller.screen == "table" and table.property("marked"):
        table.clickBox(box)
    qtbot.waitUntil(lambda: window.controller.screen == "results", timeout=120_000)
    qtbot.waitUntil(
        lambda: window.controller.results.property("reviewState") != "working", timeout=180_000
    )


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_screenshots_of_the_feel(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, data_path: Path, language: str, size: tuple[int, int]
) -> None:
    tag = f"{language}-{size[0]}x{size[1]}"
    cut: list[str] = []

    names = ("You", "Computer 2")
    game = rolled(played(TWO, names, rounds=6, seed=3), 5, 1, 3, 4, 2)
    window = sized(resume(open_window, data_path, TWO, game), language, size)
    item(window, "cell_ones_0")
    for die in (1, 2, 3, 4, 5):  # 5 1 3 4 2 kept: the ledge reads 1 2 3 4 5
        key(window, Qt.Key(Qt.Key.Key_0 + die))
    window.controller.table.clickBox("small_straight")
    cut += shot(window, qtbot, f"{tag}-table")

    game = rolled(saving_five_alike(TWO, names, seed=3), 6, 6, 6, 6, 6)  # the last: 50
    window = sized(resume(open_window, data_path, TWO, game), language, size)
    finish(window, qtbot)
    cut += shot(window, qtbot, f"{tag}-results-2")
    opens_with_its_way_on(window)
    assert item(window, "resultsMedal").isVisible()  # "you" won: the header celebrates
    window.controller.analyseResults()
    qtbot.waitUntil(lambda: window.controller.screen == "analysis", timeout=60_000)
    board = window.controller.analysis
    board.goTo(board.property("steps") - 1)
    cut += shot(window, qtbot, f"{tag}-analysis")
    sheet = texts_in(item(window, "boardSheet"))
    assert "✗" in sheet and "–" not in sheet  # a struck box: the table's mark
    drawn = [item(window, "stepToStart"), item(window, "stepToEnd")]
    assert all(not button.property("text") for button in drawn)  # icons, not characters
    window.controller.show("statistics")
    cut += shot(window, qtbot, f"{tag}-statistics")

    names4 = ("You", "Computer 2", "Computer 3", "Computer 4")
    game = rolled(played(FOUR, names4, rounds=12, seed=5), 4, 4, 4, 1, 1)
    window = sized(resume(open_window, data_path, FOUR, game), language, size)
    finish(window, qtbot)
    cut += shot(window, qtbot, f"{tag}-results-4")
    opens_with_its_way_on(window)
    window.controller.show("start")
    window.controller.start.openSetup()
    cut += shot(window, qtbot, f"{tag}-setup")
    assert cut == [], "\n".join(cut)
