"""Farmed results do not pay: tables left before everyone has played are aborted, and only
three games a day between the same players earn anything. Over real websockets."""

from __future__ import annotations

import random
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import (
    CreateTable,
    ErrorCode,
    GameResult,
    JoinTable,
    LeaveTable,
    Left,
    Placing,
    Played,
    Progress,
    ResignGame,
    RollDice,
    SeatsChanged,
    SyncTable,
    TableAborted,
    TableClosed,
    TableClosedReason,
    TableState,
    TableStatus,
    WatchTable,
)
from app.server.clock import ManualClock

from .conftest import MakeServer, node_of
from .helpers import Client, connect, eventually, play_first_turns, play_to_end
from .test_games import seat_players


def started(client: Client, code: str) -> bool:
    table = client.table
    return table is not None and table.code == code and table.status is TableStatus.PLAYING


async def assert_nothing_scored(server: TestClient[Any, Any], clients: list[Client]) -> None:
    for client in clients:
        profile = await (await server.get(f"/players/{client.player_id}")).json()
        assert profile["stats"]["games"] == 0 and profile["milestones"] == []
        assert profile["level"] == 1
    board = await (await server.get("/leaderboard/week")).json()
    assert board["entries"] == []


async def test_resigning_at_once_aborts_the_table_for_everyone(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    watcher = await connect(server, "Eve")
    await watcher.send(WatchTable(code=code))
    await watcher.expect(TableState)
    await bo.send(ResignGame())
    for client in (ada, bo, watcher):
        played = await client.expect(Played)
        assert played.actions == [{"type": "resign", "seat": 1}]
        assert played.turn is None
        aborted = await client.expect(TableAborted)
        assert (aborted.code, aborted.seat) == (code, 1)
        assert [m for m in await client.silent(0.05) if isinstance(m, GameResult | Progress)] == []

    node = node_of(server)
    table = node.tables[code]
    assert table.status is TableStatus.ABORTED and table.result is None
    assert await node.storage.table_status(table.id) == "aborted"
    await assert_nothing_scored(server, [ada, bo])

    await watcher.send(SyncTable())  # the state says so too
    state = await watcher.expect(TableState)
    assert state.status is TableStatus.ABORTED and state.result is None and state.turn is None
    # Both are free at once: the winner-to-be opens a new table.
    ada.drop_inbox(TableState)
    await ada.send(CreateTable(seats=2, clock=30, preset="official"))
    assert (await ada.expect(TableState)).status is TableStatus.OPEN


async def test_leaving_before_the_own_first_turn_aborts_and_stops_the_game(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo, cleo) = await seat_players(server, 3)
    rng = random.Random(5)
    while ada.game is not None and ada.game.current == 0:  # Ada plays her first turn
        await play_to_end([ada, bo, cleo], rng, moves=1)
    await cleo.send(LeaveTable())  # Cleo has not played yet
    assert (await cleo.expect(Left)).code == code
    for client in (ada, bo):
        assert (await client.expect(TableAborted)).seat == 2
    await bo.send(RollDice(step=bo.step))  # nothing more is played
    assert await bo.error() is ErrorCode.GAME_OVER
    await assert_nothing_scored(server, [ada, bo, cleo])


async def test_the_clocks_entry_is_no_first_turn(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server(away_limit=1000.0)
    code, (ada, bo) = await seat_players(server, 2)
    rng = random.Random(2)
    while ada.game is not None and ada.game.current == 0:
        await play_to_end([ada, bo], rng, moves=1)
    clock.advance(30.0)  # Bo does nothing: the clock enters for him
    await ada.until(lambda c: c.game is not None and c.game.current == 0)
    assert ada.game is not None and ada.game.log[-1].kind == "time_out"
    await ada.send(ResignGame())
    assert (await bo.expect(TableAborted)).seat == 0
    assert await node_of(server).storage.table_status(node_of(server).tables[code].id) == "aborted"


async def test_running_out_of_the_away_limit_before_playing_aborts(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server(away_limit=10.0)
    _code, (ada, bo) = await seat_players(server, 2)
    await bo.ws.close()
    await ada.expect(SeatsChanged)
    clock.advance(10.5)
    assert (await ada.expect(TableAborted)).seat == 1
    await assert_nothing_scored(server, [ada, bo])


async def test_an_abort_that_cannot_be_saved_is_saved_later(
    server: TestClient[Any, Any], clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, (ada, bo, cleo) = await seat_players(server, 3)
    node = node_of(server)
    table = node.tables[code]
    real = node.storage.close_table
    failures = 0

    async def flaky(table_id: int, status: str, at: int, **fence: int | None) -> None:
        nonlocal failures
        if failures < 1:
            failures += 1
            raise OSError("database away")
        await real(table_id, status, at, **fence)

    monkeypatch.setattr(node.storage, "close_table", flaky)
    await cleo.send(ResignGame())
    await eventually(lambda: failures == 1)
    assert table.status is TableStatus.PLAYING  # not saved yet ...
    await ada.send(RollDice(step=ada.step))  # ... but nothing more is played meanwhile
    assert await ada.error() is ErrorCode.GAME_OVER
    clock.advance(5.0)
    assert (await bo.expect(TableAborted)).seat == 2
    assert await node.storage.table_status(table.id) == "aborted"


async def test_an_aborted_table_is_cleared_like_a_finished_one(
    server: TestClient[Any, Any], clock: ManualClock
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(ResignGame())
    await bo.expect(TableAborted)
    clock.advance(600.0)
    closed = await bo.expect(TableClosed)
    assert (closed.code, closed.reason) == (code, TableClosedReason.FINISHED)
    assert code not in node_of(server).tables


async def test_farming_one_opponent_pays_three_games_a_day(server: TestClient[Any, Any]) -> None:
    """The issue's case, played a turn further (resigning at once is aborted, above): two
    accounts at a private table, one resigning after a turn each, five times in a day."""
    ada, bo = await connect(server, "Ada"), await connect(server, "Bo")
    rng = random.Random(9)
    earned = []
    for game in range(5):
        host, guest = (ada, bo) if game % 2 == 0 else (bo, ada)
        ada.inbox.clear()
        bo.inbox.clear()
        await host.send(CreateTable(seats=2, clock=30, preset="official", private=True))
        code = (await host.expect(TableState)).code
        await guest.send(JoinTable(code=code))
        for client in (host, guest):
            await client.until(lambda c, code=code: started(c, code))
        await play_first_turns([ada, bo], rng)
        await bo.send(ResignGame())
        result = await ada.expect(GameResult)
        lines = {line.player: line for line in result.standings}
        progress = await ada.expect(Progress)
        assert lines[progress.player.id].placing is Placing.WIN
        await bo.expect(GameResult)
        await bo.expect(Progress)
        line = lines[progress.player.id]
        earned.append((progress.points, line.capped, progress.player.points))
    assert earned == [
        (10, False, 10),
        (10, False, 20),
        (10, False, 30),
        (0, True, 30),
        (0, True, 30),
    ]
    board = await (await server.get("/leaderboard/week")).json()
    assert [(e["name"], e["points"], e["games"]) for e in board["entries"]] == [
        ("Ada", 30, 3),
        ("Bo", 3, 3),
    ]
    profile = await (await server.get(f"/players/{ada.player_id}")).json()
    assert profile["milestones"] == ["first_game", "first_win"]
    assert profile["stats"]["wins"] == 3


async def test_a_restart_aborts_a_table_whose_abort_was_not_saved(
    make_server: MakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server()
    code, (ada, _bo, cleo) = await seat_players(server, 3)
    node = node_of(server)
    table_id = node.tables[code].id

    async def away(table_id: int, status: str, at: int) -> None:
        raise OSError("database away")

    monkeypatch.setattr(node.storage, "close_table", away)
    await cleo.send(ResignGame())  # journaled; the abort itself is not saved
    await ada.until(lambda c: c.game is not None and 2 in c.game.resigned)
    await server.server.close()

    server = await make_server()  # the journal says the game was left too early
    node = node_of(server)
    await eventually(lambda: node.tables[code].status is TableStatus.ABORTED)
    assert await node.storage.table_status(table_id) == "aborted"
    await assert_nothing_scored(server, [ada, cleo])
