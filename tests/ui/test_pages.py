"""Pages longer than their card: a scroll bar says so, and Tab scrolls to the control it reaches."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from .driving import item, key


def test_a_long_start_page_shows_its_scroll_bar_and_follows_tab(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.window.resize(1024, 700)
    window.controller.start.setPlayerCount(4)
    window.controller.start.openSetup()
    page = item(window, "startPage")
    bar = item(window, "pageScrollBar")
    qtbot.waitUntil(lambda: page.property("contentHeight") > page.height())
    assert bar.isVisible()
    assert page.property("contentY") == 0

    switch = item(window, "forcedOrderSwitch")
    for _ in range(40):  # Tab through the header, players, seats and rules to the last option
        key(window, Qt.Key.Key_Tab)
        if switch.hasActiveFocus():
            break
    assert switch.hasActiveFocus()
    top = switch.mapToItem(page, 0, 0).y()
    assert page.property("contentY") > 0
    assert top >= 0 and top + switch.height() <= page.height()


def test_a_short_page_has_no_scroll_bar(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.window.resize(1280, 820)
    window.controller.start.openSetup()
    page = item(window, "startPage")
    qtbot.waitUntil(lambda: page.property("contentHeight") > 0)
    assert page.property("contentHeight") <= page.height()
    assert not item(window, "pageScrollBar").isVisible()


@pytest.mark.parametrize("language", ["en", "de"])
def test_four_seats_fit_the_default_window(open_window, qtbot: QtBot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setLanguage(language)
    window.window.resize(1280, 820)
    window.controller.start.openSetup()
    page = item(window, "startPage")
    qtbot.waitUntil(lambda: page.property("contentHeight") > 0)
    alone = page.property("contentHeight")
    window.controller.start.setPlayerCount(4)
    qtbot.waitUntil(lambda: page.property("contentHeight") > alone)
    assert page.property("contentHeight") <= page.height()
