"""Emoji in the chat show as pictures, not as empty boxes: the app's own fonts have none, so an
emoji font (Debian's fonts-noto-color-emoji, installed by ``scripts/setup.sh``) stands in."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from app.ui.main import emoji_family
from tests.ui.driving import find_item, wait_until_still

from .players import WAIT_MS, Player, sit_down_together
from .servers import ServerThread


def coloured_pixels(image: QImage) -> int:
    """Pixels that are neither grey nor the chat's brown-on-dark text colours: emoji colour."""
    count = 0
    for x in range(image.width()):
        for y in range(image.height()):
            colour = image.pixelColor(x, y)
            r, g, b = colour.red(), colour.green(), colour.blue()
            if g > r + 40 or b > r + 40:  # green or blue: nothing in the chat's palette is
                count += 1
    return count


def test_emoji_in_a_chat_line_are_drawn_in_colour(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    assert emoji_family(), "no emoji font: run scripts/setup.sh"
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    assert bo.app.online_table.sendChat("good luck 🍀💙")
    qtbot.waitUntil(lambda: ada.app.online_table.chat.rowCount() >= 1, timeout=WAIT_MS)
    wait_until_still(ada.window, qtbot)
    lines = find_item(ada.window.window.contentItem(), "chatLines")
    assert lines is not None
    area = lines.mapRectToScene(lines.boundingRect()).toRect()
    qtbot.waitUntil(
        lambda: coloured_pixels(ada.window.window.grabWindow().copy(area)) > 30, timeout=WAIT_MS
    )
