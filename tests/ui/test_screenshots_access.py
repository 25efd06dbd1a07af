"""Screenshots for the accessibility settings, in both languages: every screen with high
contrast and the largest text at 1024x700, and the table's announcement log at the normal look.

Saved to ``screenshots/`` for people to look at. The test checks what a picture cannot: the
log holds what was announced, and nothing on a screen reaches past the window's edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.ui.main import Window
from app.ui.session import SeatKind

from .driving import child_items, item, key, open_dialog, wait_until_still
from .test_screenshots import SHOTS, mid_game


def save(window: Window, qtbot: QtBot, name: str) -> None:
    """As the other screenshots, for a look with few colours (high contrast)."""
    wait_until_still(window, qtbot)
    image = window.window.grabWindow()
    assert (image.width(), image.height()) == (window.window.width(), window.window.height())
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)
    }
    assert len(colours) > 4, "the window looks empty"
    SHOTS.mkdir(exist_ok=True)
    assert image.save(str(SHOTS / f"{name}.png"))


SCREENS = ("start", "rules", "settings", "statistics", "lobby")


def beyond_the_window(window: Window, root: QQuickItem) -> list[str]:
    """Visible controls (named ones: buttons, fields, switches) that reach past the window."""
    width, height = window.window.width(), window.window.height()
    out: list[str] = []

    def visit(node: QQuickItem) -> None:
        if not node.isVisible():
            return
        if node.objectName() and node.width() > 0:
            box = node.mapRectToScene(QRectF(0, 0, node.width(), node.height()))
            clipped = any(  # inside a scrolling page is fine: it scrolls
                parent.clip() for parent in _parents(node)
            )
            if not clipped and (box.right() > width + 1 or box.bottom() > height + 1):
                out.append(node.objectName())
        for child in child_items(node):
            visit(child)

    visit(root)
    return out


def _parents(node: QQuickItem) -> list[QQuickItem]:
    found = []
    parent = node.parentItem()
    while parent is not None:
        found.append(parent)
        parent = parent.parentItem()
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_high_contrast_and_large_text_at_1024_by_700(
    open_window, qtbot: QtBot, language: str
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=5)
    window.window.resize(1024, 700)
    settings = window.controller.settings
    settings.setLanguage(language)
    settings.setHighContrast(True)
    settings.setTextSize(150)
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    root = window.window.contentItem()
    for screen in SCREENS:
        window.controller.show(screen)
        save(window, qtbot, f"{language}-20-{screen}-contrast-150")
        assert beyond_the_window(window, root) == [], screen
    window.controller.show("rules")
    item(window, "rulesScreen").setProperty("topic", "keys")  # (the topic list scrolls here)
    save(window, qtbot, f"{language}-20-rules-keys-contrast-150")
    window.controller.startGame()
    mid_game(window, qtbot, turns=2)
    save(window, qtbot, f"{language}-21-table-contrast-150")
    assert beyond_the_window(window, root) == []
    key(window, Qt.Key.Key_F1)
    open_dialog(window, "keyHelp", qtbot)
    save(window, qtbot, f"{language}-22-key-help-contrast-150")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_announcement_log_at_the_table(open_window, qtbot: QtBot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=5)
    window.window.resize(1024, 700)
    window.controller.settings.setLanguage(language)
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    window.controller.startGame()
    mid_game(window, qtbot, turns=3)
    key(window, Qt.Key.Key_S)  # read my sheet: answered in the log too
    lines = window.controller.table.voice().lines
    assert any(line.startswith(("Your sheet", "Dein Block")) for line in lines), lines
    assert any(("Computer 2" in line) for line in lines), lines
    save(window, qtbot, f"{language}-23-table-log")
