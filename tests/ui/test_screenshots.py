"""Screenshots of the main screens in both languages, for people to look at.

Saved to ``screenshots/`` (ignored by git). The test also checks that each grab is a real
picture of the window, not an empty frame.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from app.ui.main import Window
from app.ui.session import SeatKind

from .driving import item, key, play_turn_with_keys, roll_with_space, wait_until_still

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def save(window: Window, qtbot: QtBot, name: str) -> None:
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

    window.controller.startGame()
    item(window, "cell_ones_0")
    mid_game(window, qtbot, turns=5)
    save(window, qtbot, f"{language}-2-table-classic")

    start.setPreset("maxi")
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "medium")
    window.controller.startGame()
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
