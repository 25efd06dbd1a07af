"""Dropping out and coming back, being away too long, resigning and leaving."""

from __future__ import annotations

import random
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import (
    Bye,
    CreateTable,
    ErrorCode,
    GameResult,
    Hello,
    JoinTable,
    LeaveTable,
    Left,
    Placing,
    Played,
    Progress,
    ResignGame,
    RollDice,
    SeatsChanged,
    TableClosed,
    TableClosedReason,
    TableState,
    TableStatus,
    WatchTable,
    Welcome,
)
from app.server.clock import ManualClock

from .conftest import MakeServer, node_of
from .helpers import Client, connect, eventually, play_first_turns, play_to_end
from .test_games import seat_players


async def reconnect(server: TestClient[Any, Any], token: str) -> tuple[Client, Welcome]:
    client = Client(await server.ws_connect("/ws"))
    await client.send(Hello(token=token))
    return client, await client.expect(Welcome)


async def test_a_player_who_drops_is_called_back_to_the_table(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    rng = random.Random(7)
    await play_to_end([ada, bo], rng, moves=5)
    assert ada.token is not None
    await ada.ws.close()
    away = await bo.expect(SeatsChanged)
    assert [s.connected for s in away.seats] == [False, True]

    back, welcome = await reconnect(server, ada.token)
    assert welcome.table == code and welcome.token is None and welcome.player.name == "Ada"
    state = await back.expect(TableState)
    assert state.you == 0 and state.status is TableStatus.PLAYING
    assert back.game == bo.game == node_of(server).tables[code].game
    assert [s.connected for s in (await bo.expect(SeatsChanged)).seats] == [True, True]

    await play_to_end([back, bo], rng)
    assert (await back.expect(GameResult)).code == code


async def test_a_second_connection_replaces_the_first(server: TestClient[Any, Any]) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    assert ada.token is not None
    twin, welcome = await reconnect(server, ada.token)
    assert welcome.table == code
    await twin.expect(TableState)
    bye = await ada.expect(Bye)
    assert bye.reason == "replaced"
    await play_to_end([twin, bo], random.Random(2), moves=4)


async def test_a_wrong_token_is_refused(server: TestClient[Any, Any]) -> None:
    ada = await connect(server, "Ada")
    assert ada.token is not None and ada.player_id is not None
    for token in (f"{ada.player_id}.{'x' * 43}", "nonsense", f"999999.{ada.token.split('.')[1]}"):
        client = Client(await server.ws_connect("/ws"))
        await client.send(Hello(token=token))
        assert await client.error() is ErrorCode.BAD_TOKEN


async def test_a_player_away_too_long_has_resigned_and_the_other_wins(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server(away_limit=10.0)
    _code, (ada, bo) = await seat_players(server, 2)
    await play_first_turns([ada, bo], random.Random(3))  # leaving now is scored
    await ada.ws.close()
    await bo.expect(SeatsChanged)
    clock.advance(9.0)
    assert [m for m in await bo.silent(0.05) if isinstance(m, Played)] == []
    clock.advance(1.5)
    played = await bo.expect(Played)
    assert played.actions == [{"type": "resign", "seat": 0}]
    assert [e["kind"] for e in played.events][-1] == "game_over"
    result = await bo.expect(GameResult)
    by_seat = {line.seat: line for line in result.standings}
    assert by_seat[1].placing is Placing.WIN and by_seat[1].points == 10
    assert by_seat[0].resigned and by_seat[0].placing is Placing.TOOK_PART
    assert by_seat[0].points == 1
    assert (await bo.expect(Progress)).points == 10


async def test_coming_back_in_time_keeps_the_seat(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server(away_limit=10.0)
    code, (ada, _bo) = await seat_players(server, 2)
    assert ada.token is not None
    await ada.ws.close()
    clock.advance(9.0)
    back, welcome = await reconnect(server, ada.token)
    assert welcome.table == code
    clock.advance(5.0)
    await back.expect(TableState)
    game = node_of(server).tables[code].game
    assert game is not None and game.resigned == ()


async def test_resigning_and_leaving_rank_behind_those_who_play_on(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo, cleo) = await seat_players(server, 3)
    rng = random.Random(11)
    await play_first_turns([ada, bo, cleo], rng)
    await cleo.send(ResignGame())
    await ada.until(lambda c: c.game is not None and 2 in c.game.resigned)
    await cleo.send(RollDice(step=cleo.step))
    assert await cleo.error() in (ErrorCode.RESIGNED, ErrorCode.NOT_YOUR_TURN)
    await play_to_end([ada, bo], rng, moves=3)
    await bo.send(LeaveTable())
    assert (await bo.expect(Left)).code == code
    result = await ada.expect(GameResult)
    places = {line.seat: (line.place, line.resigned, line.placing) for line in result.standings}
    assert places == {
        0: (1, False, Placing.WIN),
        1: (2, True, Placing.TOOK_PART),
        2: (3, True, Placing.TOOK_PART),
    }
    # Cleo resigned but stayed to watch: she sees the end too.
    assert (await cleo.expect(GameResult)).standings == result.standings


async def test_leaving_an_open_table_frees_the_seat_and_the_last_one_closes_it(
    server: TestClient[Any, Any],
) -> None:
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=3, clock=60, preset="official"))
    code = (await ada.expect(TableState)).code
    bo = await connect(server, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)
    await ada.expect(SeatsChanged)  # Bo sat down
    table_id = node_of(server).tables[code].id
    watcher = await connect(server, "Eve")
    await watcher.send(WatchTable(code=code))
    await watcher.expect(TableState)
    await bo.send(LeaveTable())
    await bo.expect(Left)
    seats = await ada.expect(SeatsChanged)
    assert [s.player is not None for s in seats.seats] == [True, False, False]
    await ada.send(LeaveTable())
    await ada.expect(Left)
    closed = await watcher.expect(TableClosed)
    assert closed.reason is TableClosedReason.EMPTY
    assert code not in node_of(server).tables
    assert await node_of(server).storage.table_status(table_id) == "abandoned"
    await bo.send(JoinTable(code=code))
    assert await bo.error() is ErrorCode.TABLE_NOT_FOUND


async def test_an_open_table_frees_the_seat_of_someone_away_too_long(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server(away_limit=10.0)
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2, clock=60, preset="official"))
    code = (await ada.expect(TableState)).code
    node = node_of(server)
    await ada.ws.close()
    await eventually(lambda: not node.registry)
    clock.advance(11.0)
    await eventually(lambda: code not in node.tables)
    bo = await connect(server, "Bo")
    await bo.send(JoinTable(code=code))
    assert await bo.error() is ErrorCode.TABLE_NOT_FOUND


async def test_spectators_are_limited_per_table(make_server: MakeServer) -> None:
    server = await make_server(max_watchers=1)
    code, _ = await seat_players(server, 2)
    first, second = await connect(server, "Eve"), await connect(server, "Fay")
    await first.send(WatchTable(code=code))
    await first.expect(TableState)
    await second.send(WatchTable(code=code))
    assert await second.error() is ErrorCode.WATCHERS_FULL
    await first.send(LeaveTable())
    await first.expect(Left)
    await second.send(WatchTable(code=code))
    assert (await second.expect(TableState)).you is None
