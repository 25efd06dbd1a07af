"""Allowances that belong to a player or an address rather than to one connection: guessing
table codes, chat, new players; holds between rolls; stored chat; and quiet, precise answers to
odd input."""

from __future__ import annotations

import json
import logging
import random

import pytest

from app.net import (
    ChatPosted,
    Error,
    ErrorCode,
    HoldDie,
    Played,
    ReleaseDie,
    RollDice,
    SendChat,
    TableState,
    TableStatus,
)
from app.server.clock import ManualClock
from app.server.ratelimit import Rate

from .conftest import UNLIMITED, MakeServer, node_of
from .helpers import Client, connect, eventually, play_to_end
from .test_games import seat_players
from .test_presence import reconnect

NEVER = 0.000_001
"""A refill rate that makes a spent allowance stay spent for the length of a test."""
WRONG = ("AAAAAAAA", "BBBBBBBB", "CCCCCCCC", "DDDDDDDD", "EEEEEEEE", "FFFFFFFF")


async def look_up(client: Client, code: str) -> ErrorCode | None:
    """``watch`` a code; the error it met, or None when the table's state came."""
    await client.send_raw(json.dumps({"type": "watch", "v": 1, "code": code}))
    while True:
        message = await client.receive()
        if isinstance(message, TableState):
            return None
        if hasattr(message, "code") and isinstance(message.code, ErrorCode):
            return message.code


# --- guessing table codes ----------------------------------------------------------------------


async def test_a_guesser_is_refused_even_the_right_code(make_server: MakeServer) -> None:
    server = await make_server(code_misses_per_player=Rate(burst=3, per_second=NEVER))
    code, _ = await seat_players(server, 2)
    guesser = await connect(server, "Guess")
    for guess in WRONG[:3]:
        assert await look_up(guesser, guess) is ErrorCode.TABLE_NOT_FOUND
    assert await look_up(guesser, code) is ErrorCode.RATE_LIMITED


async def test_a_guessers_allowance_survives_reconnecting(make_server: MakeServer) -> None:
    server = await make_server(code_misses_per_player=Rate(burst=3, per_second=NEVER))
    code, _ = await seat_players(server, 2)
    guesser = await connect(server, "Guess")
    for guess in WRONG[:3]:
        assert await look_up(guesser, guess) is ErrorCode.TABLE_NOT_FOUND
    assert guesser.token is not None
    await guesser.ws.close()
    again, _ = await reconnect(server, guesser.token)
    assert await look_up(again, code) is ErrorCode.RATE_LIMITED


async def test_one_guesser_does_not_lock_out_the_neighbours(make_server: MakeServer) -> None:
    """Every test client shares one address, like a household or players behind a proxy."""
    server = await make_server(code_misses_per_address=Rate(burst=4, per_second=NEVER))
    code, _ = await seat_players(server, 2)
    guesser = await connect(server, "Guess")
    for guess in WRONG[:4]:
        assert await look_up(guesser, guess) is ErrorCode.TABLE_NOT_FOUND
    # The address has spent its allowance: its guesser is refused, right code or not ...
    assert await look_up(guesser, code) is ErrorCode.RATE_LIMITED
    # ... while a neighbour who asks for the right code gets in,
    neighbour = await connect(server, "Neighbour")
    assert await look_up(neighbour, code) is None
    # but a neighbour who misses once is a guesser from then on.
    other = await connect(server, "Other")
    assert await look_up(other, WRONG[4]) is ErrorCode.TABLE_NOT_FOUND
    assert await look_up(other, code) is ErrorCode.RATE_LIMITED


async def test_new_players_from_one_address_are_limited(make_server: MakeServer) -> None:
    server = await make_server(new_players_per_address=Rate(burst=2, per_second=NEVER))
    first = await connect(server, "One")
    await connect(server, "Two")
    third = Client(await server.ws_connect("/ws"))
    await third.send_raw(json.dumps({"type": "hello", "v": 1, "name": "Three"}))
    assert await third.error() is ErrorCode.RATE_LIMITED
    assert first.token is not None  # a known player still comes back
    _, welcome = await reconnect(server, first.token)
    assert welcome.player.name == "One"


# --- chat --------------------------------------------------------------------------------------


async def test_the_chat_allowance_belongs_to_the_player(make_server: MakeServer) -> None:
    server = await make_server(chat=Rate(burst=3, per_second=NEVER))
    code, (ada, bo) = await seat_players(server, 2)
    token = ada.token
    assert token is not None
    sent = 0
    for _ in range(4):  # reconnecting between lines hands out nothing new
        await ada.send(SendChat(text=f"line {sent}"))
        message = await ada.receive()
        while not isinstance(message, ChatPosted | Error):
            message = await ada.receive()
        sent += isinstance(message, ChatPosted)
        await ada.ws.close()
        ada, _ = await reconnect(server, token)
        await ada.expect(TableState)
    assert sent == 3
    await bo.send(SendChat(text="my own allowance"))
    seen = [(await bo.expect(ChatPosted)).line.text for _ in range(4)]
    assert seen == ["line 0", "line 1", "line 2", "my own allowance"]
    assert code in node_of(server).tables


async def test_a_table_keeps_a_bounded_number_of_chat_lines(make_server: MakeServer) -> None:
    server = await make_server(chat=UNLIMITED, chat_kept=60)
    code, (ada, bo) = await seat_players(server, 2)
    for index in range(150):
        await ada.send(SendChat(text=f"line {index}"))
        await bo.expect(ChatPosted)
    node = node_of(server)
    table = node.tables[code]

    async def stored() -> list[str]:
        async with node.storage.reading() as tx:
            rows = await tx.fetch("SELECT text FROM chat WHERE table_id = ? ORDER BY id", table.id)
        return [row[0] for row in rows]

    kept: list[str] = []

    async def trimmed() -> bool:
        nonlocal kept
        kept = await stored()
        return len(kept) <= 60 + 50

    for _ in range(200):
        if await trimmed():
            break
        await bo.silent(0.01)
    assert 60 <= len(kept) <= 110  # trimmed every 50 lines to the newest 60
    assert kept[-1] == "line 149"
    assert kept == [f"line {index}" for index in range(150 - len(kept), 150)]


# --- holding between rolls ---------------------------------------------------------------------


async def test_holds_between_two_rolls_are_bounded(make_server: MakeServer) -> None:
    server = await make_server(holds_per_roll=6)
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(RollDice(step=ada.step))
    await ada.until(lambda c: c.game is not None and c.game.dice is not None)
    for _ in range(3):
        await ada.send(HoldDie(die=0))
        await ada.send(ReleaseDie(die=0))
    await ada.until(lambda c: c.seq == 7)
    await ada.send(HoldDie(die=1))
    assert await ada.error() is ErrorCode.RATE_LIMITED
    await ada.send(RollDice(step=ada.step))  # a roll opens a fresh allowance
    await ada.until(lambda c: c.seq == 8)
    await ada.send(HoldDie(die=1))
    await ada.until(lambda c: c.seq == 9)
    stored = await node_of(server).storage.table_actions(node_of(server).tables[code].id)
    assert len(stored) == 9
    await bo.until(lambda c: c.seq == 9)


async def test_holding_a_held_die_changes_nothing_and_is_not_saved(
    server_any: MakeServer,
) -> None:
    server = await server_any()
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(RollDice(step=ada.step))
    await ada.send(HoldDie(die=2))
    await ada.until(lambda c: c.seq == 2)
    for _ in range(5):
        await ada.send(HoldDie(die=2))
        await ada.send(ReleaseDie(die=3))
    await ada.send(ReleaseDie(die=2))
    await ada.until(lambda c: c.seq == 3)
    node = node_of(server)
    assert len(await node.storage.table_actions(node.tables[code].id)) == 3
    await bo.until(lambda c: c.seq == 3)
    assert [m for m in await bo.silent(0.05) if isinstance(m, Played)] == []


# --- quiet and precise -------------------------------------------------------------------------


async def test_away_limits_running_out_together_end_the_game_quietly(
    make_server: MakeServer, clock: ManualClock, caplog: pytest.LogCaptureFixture
) -> None:
    server = await make_server(away_limit=10.0)
    code, (ada, bo) = await seat_players(server, 2)
    await play_to_end([ada, bo], random.Random(5), moves=6)
    node = node_of(server)
    table = node.tables[code]
    await ada.ws.close()
    await bo.ws.close()
    await eventually(lambda: not node.registry)
    caplog.set_level(logging.INFO)
    clock.advance(11.0)  # both seats' limits run out at once: the second finds the game over
    await eventually(lambda: table.status is TableStatus.FINISHED)
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


@pytest.mark.parametrize(
    ("raw", "ref"),
    [
        ('{"type":"join","v":1,"id":7,"code":5}', 7),
        ('{"type":"join","v":1,"id":9007199254740992,"code":5}', 9007199254740992),
        ('{"type":"join","v":1,"id":9007199254740993,"code":5}', None),
        ('{"type":"join","v":1,"id":-1,"code":5}', None),
        ('{"type":"join","v":2,"id":99999999999999999999999}', None),
        ('{"type":"nope","v":1,"id":123456789012345678901234567890}', None),
    ],
)
async def test_an_error_echoes_only_a_valid_id(
    make_server: MakeServer, raw: str, ref: int | None
) -> None:
    server = await make_server()
    client = await connect(server, "Ada")
    await client.send_raw(raw)
    message = await client.receive()
    assert getattr(message, "ref", "no error") == ref


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ('{"type":"hello","v":1,"name":"Ad\\ud800a"}', ErrorCode.INVALID_NAME),
        ('{"type":"hello","v":1,"name":"\\udfff"}', ErrorCode.INVALID_NAME),
        ('{"type":"hello","v":1,"name":"\\ud83d\\ude00 Ada"}', None),  # a real pair is fine
        ('{"type":"hello","v":1,"name":"Ada","client":"\\ud800"}', ErrorCode.MALFORMED),
    ],
)
async def test_a_name_that_is_not_text_is_an_invalid_name(
    make_server: MakeServer, raw: str, code: ErrorCode | None
) -> None:
    server = await make_server()
    client = Client(await server.ws_connect("/ws"))
    await client.send_raw(raw)
    message = await client.receive()
    assert getattr(message, "code", None) == code
