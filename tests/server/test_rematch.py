"""Rematches at finished tables, on SQLite and PostgreSQL: everyone accepts (a new table with
the same rules and clock, seats moved one up, a new game for points), someone declines, someone
leaves, the offer lapses, two offers cross."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import (
    AnswerRematch,
    ErrorCode,
    GameResult,
    LeaveTable,
    RematchChanged,
    RematchStatus,
    ResignGame,
    TableStatus,
)
from app.server.clock import ManualClock
from app.server.storage.social import load_rematch

from .conftest import MakeServer, node_of
from .helpers import Client, play_first_turns
from .test_games import seat_players


async def finished_table(
    server: TestClient[Any, Any], count: int = 2, **options: Any
) -> tuple[str, list[Client]]:
    """``count`` players whose game is over (the last seat resigned after everyone played)."""
    code, clients = await seat_players(server, count, **options)
    await play_first_turns(clients, random.Random(3))
    for client in clients[1:]:
        await client.send(ResignGame())
    for client in clients:
        await client.expect(GameResult)
    return code, clients


async def rematch_of(client: Client) -> RematchChanged:
    return await client.expect(RematchChanged)


async def test_everyone_accepts_and_a_new_game_starts_with_seats_moved_up(
    server_any: MakeServer,
) -> None:
    server = await server_any()
    code, clients = await finished_table(server, 3, preset="yatzy", forced_order=True)
    names = [c.table.seats[c.you].name for c in clients if c.table and c.you is not None]
    await clients[1].send(AnswerRematch())
    for client in clients:
        offer = (await rematch_of(client)).rematch
        assert offer.status is RematchStatus.OPEN and offer.by == 1 and offer.accepted == [1]
    await clients[0].send(AnswerRematch(accept=True))
    for client in clients:
        assert (await rematch_of(client)).rematch.accepted == [0, 1]
    await clients[2].send(AnswerRematch())
    started = [await rematch_of(c) for c in clients]
    new_code = started[0].rematch.table
    assert all(s.rematch.status is RematchStatus.STARTED for s in started)
    assert new_code is not None and new_code != code
    for client in clients:
        await client.until(lambda c: c.table is not None and c.table.code == new_code)
    states = [c.table for c in clients if c.table is not None]
    for state in states:
        assert state.code == new_code and state.status is TableStatus.PLAYING
        assert state.rules.preset == "yatzy" and state.rules.forced_order
        assert state.clock == 30 and len(state.seats) == 3
    assert [s.name for s in states[0].seats] == names[1:] + names[:1]
    assert [state.you for state in states] == [2, 0, 1]
    assert states[0].game is not None and states[0].game.current == 0
    # The new table is a game of its own: played and scored like any other.
    node = node_of(server)
    stored = await load_rematch(node.storage, node.owner.codes.get(code) or -1)
    assert stored is None or stored.status is RematchStatus.STARTED
    movers = sorted(clients, key=lambda c: c.you or 0)
    await play_first_turns(movers, random.Random(5))
    for client in movers[1:]:
        await client.send(ResignGame())
    results = [await c.expect(GameResult) for c in movers]
    assert results[0].code == new_code and results[0].standings[0].points > 0


async def test_a_decline_ends_the_offer_for_everyone(server_any: MakeServer) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    await ada.send(AnswerRematch())
    await rematch_of(ada), await rematch_of(bo)
    await bo.send(AnswerRematch(accept=False))
    for client in (ada, bo):
        offer = (await rematch_of(client)).rematch
        assert offer.status is RematchStatus.DECLINED and offer.seat == 1
    await ada.send(AnswerRematch())  # one offer per table
    assert await ada.error() is ErrorCode.NO_REMATCH


async def test_an_offer_lapses_when_someone_leaves(server_any: MakeServer) -> None:
    server = await server_any()
    code, (ada, bo) = await finished_table(server)
    await ada.send(AnswerRematch())
    await rematch_of(ada), await rematch_of(bo)
    await bo.send(LeaveTable())
    offer = (await rematch_of(ada)).rematch
    assert offer.status is RematchStatus.LAPSED and offer.seat == 1
    node = node_of(server)
    stored = await load_rematch(node.storage, node.owner.codes[code])
    assert stored is not None and stored.status is RematchStatus.LAPSED


async def test_an_offer_lapses_after_a_minute(server_any: MakeServer, clock: ManualClock) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    await bo.send(AnswerRematch())
    assert (await rematch_of(ada)).rematch.status is RematchStatus.OPEN
    await rematch_of(bo)
    clock.advance(59.0)
    assert not [m for m in await ada.silent(0.1) if isinstance(m, RematchChanged)]
    clock.advance(1.5)
    assert (await rematch_of(ada)).rematch.status is RematchStatus.LAPSED
    assert (await rematch_of(bo)).rematch.status is RematchStatus.LAPSED
    await ada.send(AnswerRematch())
    assert await ada.error() is ErrorCode.NO_REMATCH


async def test_two_offers_at_once_make_one_new_table(server_any: MakeServer) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    await asyncio.gather(ada.send(AnswerRematch()), bo.send(AnswerRematch()))
    for client in (ada, bo):
        await client.until(
            lambda c: any(
                isinstance(m, RematchChanged) and m.rematch.status is RematchStatus.STARTED
                for m in c.inbox
            )
        )
    for client in (ada, bo):
        await client.until(lambda c: c.table is not None and c.table.status is TableStatus.PLAYING)
    assert ada.table is not None and bo.table is not None
    assert ada.table.code == bo.table.code and ada.table.status is TableStatus.PLAYING
    assert {ada.you, bo.you} == {0, 1}
    node = node_of(server)
    assert sum(t.status is TableStatus.PLAYING for t in node.owner.tables.values()) == 1


async def test_no_rematch_before_the_end(server_any: MakeServer) -> None:
    server = await server_any()
    _, (ada, bo) = await seat_players(server, 2)
    await ada.send(AnswerRematch())
    assert await ada.error() is ErrorCode.NO_REMATCH
    await bo.send(AnswerRematch(accept=False))
    assert await bo.error() is ErrorCode.NO_REMATCH
