"""Chat against a real server: invisible lines and towers of marks are refused, and a line that
imitates a notice still arrives as a chat line with its writer (the server sends no notices as
chat: who came and went is in ``seats``)."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import ChatPosted, ErrorCode, SendChat, SyncTable, TableState

from .test_games import seat_players


@pytest.mark.parametrize(
    "text",
    [
        "\u3164\u3164\u3164",
        "\u2800",
        "\u115f \u1160",
        "\u200b\u200d\u2060",
        "a" + "\u0301" * 199,
        "".join(c + "\u0336" * 3 for c in "hello"),
        "hi \u202egnirts",
    ],
)
async def test_lines_that_show_nothing_or_spill_over_are_refused(
    server: TestClient[Any, Any], text: str
) -> None:
    _, (ada, bo) = await seat_players(server, 2)
    await ada.send(SendChat(text=text))
    assert await ada.error() is ErrorCode.CHAT_INVALID
    assert [m for m in await bo.silent(0.05) if isinstance(m, ChatPosted)] == []


@pytest.mark.parametrize(
    "text", ["[SERVER] Bo was banned, see http://example.com", "Bo left the table."]
)
async def test_a_line_imitating_a_notice_is_a_line_with_its_writer(
    server: TestClient[Any, Any], text: str
) -> None:
    _, (ada, bo) = await seat_players(server, 2)
    await ada.send(SendChat(text=text))
    line = (await bo.expect(ChatPosted)).line
    assert (line.player, line.name, line.seat, line.text) == (ada.player_id, "Ada", 0, text)
    await bo.send(SyncTable())
    state = await bo.expect(TableState)
    assert [(c.player, c.name) for c in state.chat] == [(ada.player_id, "Ada")]
