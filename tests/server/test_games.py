"""Whole games of 2, 3 and 4 scripted players over real websockets."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import (
    CreateTable,
    ErrorCode,
    GameResult,
    JoinTable,
    Placing,
    Progress,
    SeatsChanged,
    TableState,
    TableStatus,
    WatchTable,
)
from app.rules import Game, Roll
from app.server.results import ThrowCounts

from .conftest import node_of
from .helpers import Client, connect, play_to_end

NAMES = ["Ada", "Bo", "Cleo", "Dan"]


async def seat_players(
    server: TestClient[Any, Any], count: int, preset: str = "official", **options: Any
) -> tuple[str, list[Client]]:
    """``count`` players at a new table, the game started; returns the code and the clients."""
    host = await connect(server, NAMES[0])
    await host.send(CreateTable(seats=count, clock=30, preset=preset, **options))
    opened = await host.expect(TableState)
    assert opened.status is TableStatus.OPEN and opened.game is None and opened.you == 0
    clients = [host]
    for name in NAMES[1:count]:
        guest = await connect(server, name)
        await guest.send(JoinTable(code=opened.code.lower()))  # codes are not case-sensitive
        clients.append(guest)
        await guest.expect(TableState)
    for client in clients:
        await client.until(lambda c: c.game is not None)
    return opened.code, clients


@pytest.mark.parametrize(
    ("count", "preset", "options"),
    [
        (2, "official", {}),
        (3, "yatzy", {"forced_order": True}),
        (4, "maxi", {}),
        (2, "fuenfwurf", {"triple": True}),
    ],
)
async def test_a_whole_game_is_played_scored_and_saved(
    server: TestClient[Any, Any], count: int, preset: str, options: dict[str, Any]
) -> None:
    code, clients = await seat_players(server, count, preset, **options)
    assert [c.you for c in clients] == list(range(count))
    assert clients[0].game == Game.new(clients[0].game.rules, NAMES[:count])  # type: ignore[union-attr]

    await play_to_end(clients, random.Random(count))

    table = node_of(server).tables[code]
    assert table.game is not None and table.game.over
    for client in clients:
        assert client.game == table.game  # every replica followed the server exactly
    assert table.counts == ThrowCounts.of_game(table.game)  # counted on the way = replayed
    results = [await c.expect(GameResult) for c in clients]
    standings = results[0].standings
    assert all(r.standings == standings for r in results)
    ranking = {s.seat: s for s in table.game.ranking()}
    for line in standings:
        assert line.total == ranking[line.seat].total
        assert line.place == ranking[line.seat].place
        assert line.name == NAMES[line.seat]
    assert sum(line.placing in (Placing.WIN, Placing.DRAW) for line in standings) >= 1
    for client, line in zip(clients, sorted(standings, key=lambda s: s.seat), strict=True):
        progress = await client.expect(Progress)
        assert progress.points == line.points
        assert progress.player.points == line.points
        assert "first_game" in progress.milestones
        assert progress.player.level >= 2
    storage = node_of(server).storage
    assert await storage.table_status(table.id) == "finished"
    assert len(await storage.table_actions(table.id)) == len(table.game.log)


async def test_a_spectator_sees_every_sheet_and_the_dice(server: TestClient[Any, Any]) -> None:
    code, clients = await seat_players(server, 2)
    watcher = await connect(server, "Eve")
    await watcher.send(WatchTable(code=code))
    state = await watcher.expect(TableState)
    assert state.you is None and state.status is TableStatus.PLAYING
    await play_to_end([*clients, watcher], random.Random(3), moves=6)
    assert watcher.game == clients[0].game == node_of(server).tables[code].game
    assert watcher.game is not None and watcher.game.log


async def test_a_table_is_not_joined_twice_and_a_full_table_refuses(
    server: TestClient[Any, Any],
) -> None:
    code, clients = await seat_players(server, 2)
    late = await connect(server, "Late")
    await late.send(JoinTable(code=code))
    assert await late.error() is ErrorCode.GAME_STARTED
    await clients[0].send(CreateTable(seats=2, clock=30, preset="official"))
    assert await clients[0].error() is ErrorCode.ALREADY_SEATED


async def test_an_open_table_shows_free_seats_and_rolls_nothing(
    server: TestClient[Any, Any],
) -> None:
    host = await connect(server, "Ada")
    await host.send(CreateTable(seats=3, clock=45, preset="standard"))
    state = await host.expect(TableState)
    assert [s.player is None for s in state.seats] == [False, True, True]
    assert state.game is None and state.turn is None and state.log == []
    guest = await connect(server, "Bo")
    await guest.send(JoinTable(code=state.code))
    joined = await guest.expect(TableState)
    assert joined.status is TableStatus.OPEN and joined.you == 1
    seats = await host.expect(SeatsChanged)
    assert [s.name for s in seats.seats] == ["Ada", "Bo", None]
    assert node_of(server).tables[state.code].game is None


async def test_an_action_is_carried_out_completely_even_if_its_sender_is_cancelled(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    node = node_of(server)
    table = node.tables[code]
    assert ada.player_id is not None
    task = asyncio.create_task(table.play(ada.player_id, Roll, table.step))
    await asyncio.sleep(0)  # now inside the change, waiting for the journal
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await bo.until(lambda c: c.seq == 1)  # saved, applied and broadcast all the same
    assert table.game is not None
    stored = await node.storage.table_actions(table.id)
    assert [json.loads(item) for item in stored] == [a.to_dict() for a in table.game.log]
    await play_to_end([ada, bo], random.Random(2), moves=4)
    assert ada.game == table.game
