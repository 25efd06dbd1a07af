"""Screenshots of the main screens in both languages, for people to look at.

Saved to ``screenshots/`` (ignored by git). The test also checks that each grab is a real
picture of the window, not an empty frame.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from app.profile import ProfileStore
from app.rules import Game
from app.ui.main import Window
from app.ui.session import PACINGS, Seat, SeatKind, TableSetup

from .driving import (
    answer_dialog,
    click,
    item,
    key,
    open_dialog,
    play_turn_with_keys,
    roll_with_space,
    wait_until_still,
)
from .helpers import rolled

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def save(window: Window, qtbot: QtBot, name: str, *, still: bool = True) -> None:
    if still:
        wait_until_still(window, qtbot)  # the dice landed and the sheet settled
    image: QImage = window.window.grabWindow()
    assert image.width() >= 1000 and image.height() >= 680
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)
    }
    assert len(colours) > 50, "the window looks empty"
    SHOTS.mkdir(exist_ok=True)
    assert image.save(str(SHOTS / f"{name}.png"))


def mid_game(window: Window, qtbot: QtBot, turns: int) -> None:
    """Play some turns, then roll once and keep the first two dice."""
    table = window.controller.table
    for _ in range(turns):
        qtbot.waitUntil(lambda: table.property("canAct"), timeout=120_000)
        play_turn_with_keys(window, qtbot)
    while True:  # on to the first seat's turn, playing for anyone else at this computer
        qtbot.waitUntil(lambda: table.property("canAct"), timeout=120_000)
        if window.controller.session.game.current == 0:
            break
        play_turn_with_keys(window, qtbot)
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=180_000)
    roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_1)
    key(window, Qt.Key.Key_2)


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots(open_window, qtbot: QtBot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=4)
    window.controller.settings.setLanguage(language)
    start = window.controller.start
    start.setPlayerCount(3)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "hard")
    start.setSeatKind(2, SeatKind.PERSON.value)
    start.setSeatName(2, "Mara")
    save(window, qtbot, f"{language}-1-start")
    start.openSetup()
    save(window, qtbot, f"{language}-1-start-setup")

    window.controller.startGame()
    item(window, "cell_ones_0")
    mid_game(window, qtbot, turns=5)
    save(window, qtbot, f"{language}-2-table-classic")

    start.setPreset("maxi")
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "medium")
    window.controller.startGame()
    answer_dialog(window, "abandonDialog", qtbot)  # in place of the classic game
    mid_game(window, qtbot, turns=6)
    save(window, qtbot, f"{language}-3-table-maxi")

    session = window.controller.session
    session.resign()
    qtbot.waitUntil(lambda: window.controller.screen == "results", timeout=120_000)
    qtbot.waitUntil(
        lambda: window.controller.results.property("reviewState") != "working", timeout=180_000
    )
    save(window, qtbot, f"{language}-4-results")
    window.controller.show("statistics")
    save(window, qtbot, f"{language}-5-statistics")
    window.controller.show("rules")
    save(window, qtbot, f"{language}-6-rules")
    window.controller.show("settings")
    save(window, qtbot, f"{language}-7-settings")


# --- the table's moments, its dialog and its sheet, in games set up to show them --------------

YOU_AND_TWO = TableSetup(
    "official",
    seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "medium"), Seat(SeatKind.COMPUTER, "hard")),
)


def played(setup: TableSetup, names: tuple[str, ...], rounds: int, seed: int) -> Game:
    """A game some rounds in: random dice, each entered where it scores most."""
    game, dice = Game.new(setup.rules(), names), random.Random(seed)
    for _ in range(rounds * len(names)):
        game = game.roll(dice).game
        options = game.options()
        box = max(options, key=lambda name: options[name])
        game = (game.enter(box) if options[box] else game.strike(box)).game
    return game


def resume(
    open_window, data_path: Path, setup: TableSetup, game: Game, **options: object
) -> Window:  # type: ignore[no-untyped-def]
    """A window that comes back to ``game`` (as after a restart)."""
    store, _ = ProfileStore.open(data_path)
    store.save_unfinished(setup.to_json(), game.to_json())
    store.close()
    return open_window(**options)  # type: ignore[no-any-return]


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_tables_moments(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, data_path: Path, language: str
) -> None:
    names = ("You", "Computer 2", "Computer 3")
    game = played(YOU_AND_TWO, names, rounds=4, seed=3)
    game = rolled(game, 6, 6, 6, 6, 6)
    window = resume(open_window, data_path, YOU_AND_TWO, game, pacing=PACINGS["slow"], motion=True)
    window.controller.settings.setLanguage(language)
    table = window.controller.table
    item(window, "cell_ones_0")
    save(window, qtbot, f"{language}-8-table-recap")

    table.clickBox("five_of_a_kind")
    table.clickBox("five_of_a_kind")
    celebration = item(window, "celebration")
    qtbot.waitUntil(lambda: bool(celebration.property("peak")), timeout=10_000)
    save(window, qtbot, f"{language}-9-moment", still=False)

    qtbot.waitUntil(lambda: bool(table.property("canAct")), timeout=60_000)
    click(window, "resignButton")
    open_dialog(window, "resignDialog", qtbot)
    save(window, qtbot, f"{language}-10-dialog")
    key(window, Qt.Key.Key_Escape)


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_the_bonus_row(
    open_window, qtbot: QtBot, data_path: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    setup = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON, name="Mara")))
    game = Game.new(setup.rules(), ("You", "Mara"))
    for face, box in enumerate(("ones", "twos", "threes", "fours", "fives"), 1):
        game = (
            rolled(game, face, face, face, 1 if face > 1 else 2, 2 if face > 2 else 3)
            .enter(box)
            .game
        )
        game = (
            rolled(game, 1, 2, 3, 4, 6)
            .enter(("chance", "ones", "twos", "threes", "fours")[face - 1])
            .game
        )
    game = rolled(game, 6, 6, 6, 1, 2)  # 45 upstairs: the sixes reach the bonus
    window = resume(open_window, data_path, setup, game)
    window.controller.settings.setLanguage(language)
    item(window, "cell_sixes_0")
    save(window, qtbot, f"{language}-11-bonus-before")
    window.controller.table.clickBox("sixes")
    window.controller.table.clickBox("sixes")
    qtbot.waitUntil(lambda: window.controller.session.game.sheets[0].upper_bonus() == 35)
    save(window, qtbot, f"{language}-12-bonus-after")


@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_triple(open_window, qtbot: QtBot, data_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    setup = TableSetup(
        "official", triple=True, seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "medium"))
    )
    game = rolled(played(setup, ("You", "Computer 2"), rounds=7, seed=5), 5, 5, 5, 2, 2)
    window = resume(open_window, data_path, setup, game)
    window.controller.settings.setLanguage(language)
    qtbot.waitUntil(lambda: window.controller.table.property("hintsReady"), timeout=180_000)
    item(window, "cell_fives@3_0")
    save(window, qtbot, f"{language}-13-table-triple")


def test_screenshot_of_maxi_triple_for_four_at_1024_by_700(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=6)
    window.window.resize(1024, 700)
    window.controller.settings.setLanguage("de")
    start = window.controller.start
    start.setPreset("maxi")
    start.setTriple(True)
    start.setPlayerCount(4)
    for seat, level in ((1, "easy"), (2, "medium"), (3, "hard")):
        start.setSeatKind(seat, SeatKind.COMPUTER.value)
        start.setSeatLevel(seat, level)
    window.controller.startGame()
    mid_game(window, qtbot, turns=4)
    save(window, qtbot, "de-14-maxi-triple-1024x700")
