"""Restarts: a graceful stop tells the clients and loses nothing; every table comes back exactly,
its clock restarted; a finished but unscored game is scored; a corrupt table does not stop the
server."""

from __future__ import annotations

import json
import random
import uuid
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import (
    Bye,
    ChatPosted,
    CloseReason,
    CreateTable,
    ErrorCode,
    GameResult,
    JoinTable,
    LobbyState,
    Placing,
    Played,
    ResignGame,
    RollDice,
    SendChat,
    TableState,
    TableStatus,
    WatchLobby,
)
from app.rules import Game, preset
from app.server.clock import ManualClock
from app.server.storage import JournalAction, TableSettings, storage_for
from app.server.storage.postgres import PostgresStorage

from .conftest import POSTGRES_URL, MakeServer, need_postgres, node_of
from .helpers import connect, eventually, play_first_turns, play_to_end
from .test_games import seat_players
from .test_presence import reconnect


async def test_a_restart_brings_every_running_table_back_exactly(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server = await make_server()
    code, (ada, bo, cleo) = await seat_players(server, 3, "maxi")
    rng = random.Random(21)
    await play_to_end([ada, bo, cleo], rng, moves=17)
    await bo.send(SendChat(text="gleich geht's weiter"))
    await ada.expect(ChatPosted)
    before = node_of(server).tables[code]
    game_before, step_before = before.game, before.step
    tokens = [c.token for c in (ada, bo, cleo)]

    await server.server.close()  # the server stops gracefully: everyone is told
    for client in (ada, bo, cleo):
        assert (await client.expect(Bye)).reason is CloseReason.SHUTDOWN

    clock.advance(100.0)  # time passes while the server is down
    server = await make_server()
    table = node_of(server).tables[code]
    assert table.game == game_before and table.step == step_before
    assert table.status is TableStatus.PLAYING

    back = []
    mover_back = False
    for token in tokens:
        assert token is not None
        client, welcome = await reconnect(server, token)
        assert welcome.table == code
        state = await client.expect(TableState)
        # The turn's clock waits for its player (tests/server/test_restored_clock.py), then
        # runs on with what was left of the turn, and at least 15 s.
        mover_back = mover_back or state.you == game_before.current
        if mover_back:
            assert state.turn is not None and state.turn.left_ms == 15_000
        else:
            assert state.turn is None
        assert [line.text for line in state.chat] == ["gleich geht's weiter"]
        assert client.game == game_before
        back.append(client)
    await play_to_end(back, rng)
    assert (await back[0].expect(GameResult)).code == code


async def test_an_open_table_keeps_its_seats_and_stays_in_the_lobby(
    make_server: MakeServer,
) -> None:
    server = await make_server()
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="bonanza"))
    code = (await ada.expect(TableState)).code
    await server.server.close()

    server = await make_server()
    browser = await connect(server, "Browser")
    await browser.send(WatchLobby())
    lobby = await browser.expect(LobbyState)
    assert [(t.code, t.names, t.clock) for t in lobby.tables] == [(code, ["Ada"], 90)]
    bo = await connect(server, "Bo")
    await bo.send(JoinTable(code=code))
    state = await bo.expect(TableState)
    assert state.status is TableStatus.PLAYING and state.you == 1
    assert [s.connected for s in state.seats] == [False, True]  # Ada has not come back yet


async def test_a_game_that_ended_before_it_was_scored_is_scored_at_start(
    make_server: MakeServer, database: str
) -> None:
    rules = preset("official")
    game = Game.new(rules, ["Ada", "Bo"])
    rng = random.Random(5)
    while not game.over:
        game = game.roll(rng).game
        game = game.enter(max(game.options(), key=game.options().get)).game  # type: ignore[arg-type]
    storage = storage_for(database)
    await storage.open()
    await storage.migrate()
    ada = await storage.create_player("Ada", "0" * 64)
    bo = await storage.create_player("Bo", "0" * 64)
    table_id, _ = await storage.create_table("SCORE234", TableSettings(2, 30, rules, False), ada, 1)  # type: ignore[misc]
    assert table_id is not None
    await storage.start_table(table_id, 1, bo, ["Ada", "Bo"], at=2, fence=0)
    await storage.write_journal(
        [JournalAction(table_id, i, json.dumps(a.to_dict()), 3) for i, a in enumerate(game.log)]
    )
    await storage.close()

    server = await make_server()
    node = node_of(server)
    table = node.tables["SCORE234"]
    await eventually(lambda: table.status is TableStatus.FINISHED)
    assert await node.storage.table_status(table_id) == "finished"
    profile = await node.storage.profile(ada)
    assert profile is not None and profile.stats.games == 1


async def test_a_corrupt_table_is_set_aside_and_the_rest_come_back(
    make_server: MakeServer, database: str
) -> None:
    server = await make_server()
    good_code, clients = await seat_players(server, 2)
    await play_to_end(clients, random.Random(3), moves=4)
    bad_code, _others = await seat_players(server, 2)
    bad_id = node_of(server).tables[bad_code].id
    await server.server.close()

    storage = storage_for(database)
    await storage.open()
    illegal = '{"type":"enter","seat":0,"box":"ones"}'  # entering before any roll
    await storage.write_journal([JournalAction(bad_id, 0, illegal, 1)])
    await storage.close()

    server = await make_server()
    node = node_of(server)
    assert good_code in node.tables and bad_code not in node.tables
    assert await node.storage.table_status(bad_id) == "broken"
    assert (await server.get("/health")).status == 200


async def test_a_game_on_postgresql_survives_a_restart(
    make_server: MakeServer, clock: ManualClock
) -> None:
    await need_postgres()
    schema = f"test_{uuid.uuid4().hex[:16]}"
    try:
        server = await make_server(db=POSTGRES_URL, db_schema=schema)
        assert node_of(server).storage.dialect == "postgresql"
        code, clients = await seat_players(server, 2, "yatzy")
        rng = random.Random(12)
        await play_to_end(clients, rng, moves=10)
        seen = clients[0].game
        await server.server.close()

        server = await make_server(db=POSTGRES_URL, db_schema=schema)
        back = []
        for client in clients:
            assert client.token is not None
            again, welcome = await reconnect(server, client.token)
            assert welcome.table == code
            await again.expect(TableState)
            assert again.game == seen
            back.append(again)
        await play_to_end(back, rng)
        standings = (await back[0].expect(GameResult)).standings
        board = await (await server.get("/leaderboard/week")).json()
        assert sorted(e["points"] for e in board["entries"]) == sorted(s.points for s in standings)
    finally:
        storage = PostgresStorage(POSTGRES_URL, schema=schema)
        await storage.open()
        await storage.drop_schema()
        await storage.close()


async def test_an_action_that_cannot_be_saved_is_refused_and_changes_nothing(
    server: TestClient[Any, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    node = node_of(server)
    table = node.tables[code]
    real = node.storage.write_journal

    async def broken(entries: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(node.storage, "write_journal", broken)
    await ada.send(RollDice(step=0))
    assert await ada.error() is ErrorCode.STORAGE_FAILED
    assert table.game is not None and table.game.log == ()
    assert [m for m in await bo.silent(0.05) if isinstance(m, Played)] == []
    monkeypatch.setattr(node.storage, "write_journal", real)
    await play_to_end([ada, bo], random.Random(5), moves=3)  # the same roll now goes through
    assert len(await node.storage.table_actions(table.id)) == len(table.game.log) > 0


async def test_a_result_that_cannot_be_saved_is_saved_later(
    server: TestClient[Any, Any], clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    node = node_of(server)
    real = node.storage.record_game
    failures = 0

    async def flaky(game: Any, **fence: int) -> Any:
        nonlocal failures
        if failures < 2:
            failures += 1
            raise OSError("database away")
        return await real(game, **fence)

    await play_first_turns([ada, bo], random.Random(6))
    monkeypatch.setattr(node.storage, "record_game", flaky)
    await bo.send(ResignGame())  # Ada wins at once
    await ada.until(lambda c: c.game is not None and c.game.over)
    await eventually(lambda: failures == 1)
    assert [m for m in await ada.silent(0.05) if isinstance(m, GameResult)] == []
    clock.advance(5.0)  # first retry: fails again
    await eventually(lambda: failures == 2)
    clock.advance(10.0)  # second retry, twice as late: saved
    result = await ada.expect(GameResult)
    assert {line.seat: line.placing for line in result.standings} == {
        0: Placing.WIN,
        1: Placing.TOOK_PART,
    }
    assert await node.storage.table_status(node.tables[code].id) == "finished"
