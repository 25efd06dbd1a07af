"""Chat at a table (limits, spectators, privacy in logs) and the lobby."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import (
    CHAT_MAX_LENGTH,
    ChatPosted,
    CreateTable,
    ErrorCode,
    JoinTable,
    LobbyState,
    SendChat,
    TableState,
    TableStatus,
    WatchLobby,
    WatchTable,
)
from app.server.ratelimit import Rate

from .conftest import MakeServer
from .helpers import connect
from .test_games import seat_players


async def test_a_chat_line_reaches_everyone_at_the_table(server: TestClient[Any, Any]) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    watcher = await connect(server, "Eve")
    await watcher.send(WatchTable(code=code))
    await watcher.expect(TableState)
    await bo.send(SendChat(text="  Viel Glück! 🎲  "))
    for client in (ada, bo, watcher):
        posted = await client.expect(ChatPosted)
        assert posted.code == code
        assert (posted.line.seat, posted.line.name, posted.line.text) == (1, "Bo", "Viel Glück! 🎲")


@pytest.mark.parametrize(
    "text", ["", "   ", "x" * (CHAT_MAX_LENGTH + 1), "two\nlines", "bell\x07", "zero\u200bwidth"]
)
async def test_a_chat_line_must_be_short_plain_text(
    server: TestClient[Any, Any], text: str
) -> None:
    _, (ada, bo) = await seat_players(server, 2)
    await ada.send(SendChat(text=text))
    assert await ada.error() is ErrorCode.CHAT_INVALID
    assert [m for m in await bo.silent(0.05) if isinstance(m, ChatPosted)] == []


async def test_the_longest_chat_line_is_accepted(server: TestClient[Any, Any]) -> None:
    _, (ada, _bo) = await seat_players(server, 2)
    await ada.send(SendChat(text="ä" * CHAT_MAX_LENGTH))
    assert (await ada.expect(ChatPosted)).line.text == "ä" * CHAT_MAX_LENGTH


async def test_spectators_read_but_do_not_write(server: TestClient[Any, Any]) -> None:
    code, _ = await seat_players(server, 2)
    watcher = await connect(server, "Eve")
    await watcher.send(WatchTable(code=code))
    await watcher.expect(TableState)
    await watcher.send(SendChat(text="hello"))
    assert await watcher.error() is ErrorCode.NOT_SEATED


async def test_chat_is_rate_limited(make_server: MakeServer) -> None:
    server = await make_server(chat=Rate(burst=3, per_second=0.001))
    _, (ada, bo) = await seat_players(server, 2)
    for index in range(3):
        await ada.send(SendChat(text=f"line {index}"))
        await bo.expect(ChatPosted)
    await ada.send(SendChat(text="one too many"))
    assert await ada.error() is ErrorCode.RATE_LIMITED
    await bo.send(SendChat(text="my own allowance"))  # limits are per connection
    seen = [(await ada.expect(ChatPosted)).line.text for _ in range(4)]
    assert seen == ["line 0", "line 1", "line 2", "my own allowance"]


async def test_neither_token_nor_chat_text_reaches_the_logs(
    server: TestClient[Any, Any], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    _, (ada, bo) = await seat_players(server, 2)
    await ada.send(SendChat(text="my secret plan"))
    await bo.expect(ChatPosted)
    await ada.send_raw('{"type":"chat","v":1,"text":"my secret plan","extra":1}')
    await ada.error()
    assert ada.token is not None and bo.token is not None
    logged = caplog.text
    for secret in (ada.token, bo.token, ada.token.split(".")[1], "my secret plan"):
        assert secret not in logged


async def test_the_lobby_lists_open_public_tables_and_follows_changes(
    server: TestClient[Any, Any],
) -> None:
    browser = await connect(server, "Browser")
    await browser.send(WatchLobby())
    assert (await browser.expect(LobbyState)).tables == []

    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=3, clock=45, preset="yatzy", forced_order=True))
    code = (await ada.expect(TableState)).code
    secret_host = await connect(server, "Hidden")
    await secret_host.send(CreateTable(seats=2, clock=30, preset="official", private=True))
    await secret_host.expect(TableState)

    while True:  # players coming online change the lobby too
        lobby = await browser.expect(LobbyState)
        if lobby.total:
            break
    assert lobby.total == 1 and [t.code for t in lobby.tables] == [code]
    listed = lobby.tables[0]
    assert (listed.seats, listed.taken, listed.names, listed.clock) == (3, 1, ["Ada"], 45)
    assert (listed.rules.preset, listed.rules.forced_order, listed.host) == ("yatzy", True, "Ada")

    for name in ("Bo", "Cleo"):
        guest = await connect(server, name)
        await guest.send(JoinTable(code=code))
        await guest.expect(TableState)
    while True:  # changes are sent in bursts; the last state counts
        lobby = await browser.expect(LobbyState)
        if lobby.tables and lobby.tables[0].status is TableStatus.PLAYING:
            break
    # A running public table stays listed, to be watched, with its players and totals.
    playing = lobby.tables[0]
    assert (playing.code, playing.taken, playing.totals) == (code, 3, [0, 0, 0])
    assert lobby.online == 5


async def test_a_table_can_be_created_only_with_offered_options(
    server: TestClient[Any, Any],
) -> None:
    ada = await connect(server, "Ada")
    for seats, clock, preset in (
        (1, 30, "official"),
        (5, 30, "official"),
        (2, 20, "official"),
        (2, 30, "no-such-preset"),
    ):
        await ada.send(CreateTable(seats=seats, clock=clock, preset=preset))
        assert await ada.error() is ErrorCode.INVALID_OPTIONS
