from __future__ import annotations

from pytestqt.qtbot import QtBot


def test_the_main_window_loads(open_window, qtbot: QtBot) -> None:
    window = open_window()
    assert window.window.isVisible()
    assert window.controller.screen == "start"
    window.controller.startGame()
    qtbot.waitUntil(lambda: window.controller.screen == "table")
    window.controller.table.roll()
    qtbot.wait(100)
