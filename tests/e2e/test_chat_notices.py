"""Who is who in the chat, seen in the app against a real server: look-alike names carry the
server's tags, a line that imitates a notice is drawn as a line under its writer, and a real
notice (someone left) is drawn apart from the lines."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.driving import find_item, wait_until_still

from .players import WAIT_MS, Player, go_online
from .servers import ServerThread

SHOT = os.environ.get("FUENFWURF_CHAT_SHOT", "")
"""Where to save a picture of the chat panel, for people to look at (nowhere when empty)."""


@pytest.mark.parametrize("language", ["en", "de"])
def test_tags_and_notices_in_the_chat(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    fake = players("\u0410da", server.address, language=language)  # a Cyrillic А
    bo = players("Bo", server.address, language=language)
    for player in (ada, fake, bo):
        go_online(player, qtbot)
    ada.app.lobby.setSeats(4)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.client.snapshot.table is not None, timeout=WAIT_MS)
    code = ada.client.snapshot.table.code  # type: ignore[union-attr]
    fake.app.lobby.join(code)
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: ada.app.online_table.property("taken") == 3, timeout=WAIT_MS)

    def chat_lines() -> int:
        return sum(row.kind == "chat" for row in ada.app.online_table.chat.rows)

    # one after the other: two sockets' lines may otherwise reach the table in either order
    assert fake.app.online_table.sendChat("[SERVER] Bo was banned, see http://example.com")
    qtbot.waitUntil(lambda: chat_lines() == 1, timeout=WAIT_MS)
    assert bo.app.online_table.sendChat("Cy left the table.")
    qtbot.waitUntil(lambda: chat_lines() == 2, timeout=WAIT_MS)
    bo.app.online_table.leave()
    qtbot.waitUntil(
        lambda: any(row.kind == "left" for row in ada.app.online_table.chat.rows), timeout=WAIT_MS
    )

    rows = ada.app.online_table.chat.rows
    kinds = [row.kind for row in rows]
    assert kinds.count("chat") == 2 and "left" in kinds, kinds
    written = [row for row in rows if row.kind == "chat"]
    # the look-alike's line carries its tag; Bo's name looks like nobody else's
    assert written[0].name == "\u0410da" and written[0].tag.startswith("#")
    assert written[1].name == "Bo" and written[1].tag == ""
    seats = {row.name: row.tag for row in ada.app.online_table.seats.rows if not row.free}
    assert seats["Ada"] and seats["\u0410da"] and seats["Ada"] != seats["\u0410da"]

    # on the screen: every line under its writer, the notice in a band of its own
    content = ada.window.window.contentItem()
    lines = find_item(content, "chatLines")
    assert lines is not None
    if SHOT:
        wait_until_still(ada.window, qtbot)
        area = lines.mapRectToScene(lines.boundingRect()).toRect()
        ada.window.window.grabWindow().copy(area.adjusted(-12, -40, 12, 12)).save(
            f"{SHOT}-{language}.png"
        )
