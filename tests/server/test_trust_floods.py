"""Floods that write (issue 25): opening tables per identity and per address, tables that never
started removed within minutes, renames, sitting down and leaving in a loop, and changes of the
invitation setting — against a real server, and housekeeping's SQL on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from app.net import (
    CreateTable,
    Error,
    ErrorCode,
    Hello,
    JoinTable,
    LeaveTable,
    Left,
    Preferences,
    ProfileChanged,
    Rename,
    ResignGame,
    SeatsChanged,
    SetPreferences,
    TableAborted,
    TableState,
    WatchTable,
    Welcome,
)
from app.server.clock import ManualClock
from app.server.housekeeping import HOUSEKEEPING
from app.server.ratelimit import Rate
from app.server.storage import JournalChat, Storage
from app.server.storage.base import now_ms
from app.server.storage.cleanup import abandon_unplayed, remove_unplayed_tables

from .conftest import MakeServer, node_of
from .helpers import Client, connect, eventually
from .test_games import seat_players
from .test_housekeeping import count, ended_table, rows_of
from .test_storage import SETTINGS, players

SPENT = 1e-6
"""A refill so slow that a spent allowance stays spent for the test."""


async def refused(client: Client) -> Error:
    return await client.expect(Error)


async def open_and_leave(client: Client) -> None:
    """Open a table and give the seat up again."""
    client.drop_inbox(TableState)
    await client.send(CreateTable(seats=2, clock=30, preset="official"))
    await client.expect(TableState)
    await client.send(LeaveTable())
    await client.expect(Left)


async def tables_in(server: TestClient[Any, Any]) -> int:
    return await count(node_of(server).storage, "SELECT COUNT(*) FROM game_tables")


# --- opening tables -------------------------------------------------------------------------------


async def test_one_identity_opens_a_few_tables_and_then_one_in_a_while(
    server_any: MakeServer,
) -> None:
    server = await server_any(tables_per_player=Rate(burst=3, per_second=SPENT))
    ada = await connect(server, "Ada")
    for _ in range(3):
        await open_and_leave(ada)
    await ada.send(CreateTable(seats=2, clock=30, preset="official"))
    error = await refused(ada)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "create"
    assert await tables_in(server) == 3  # nothing written for the refused one
    # A new identity of the same address has an allowance of its own (the address's is wide).
    bo = await connect(server, "Bo")
    await open_and_leave(bo)


async def test_every_identity_of_an_address_shares_its_allowance(make_server: MakeServer) -> None:
    server = await make_server(tables_per_address=Rate(burst=4, per_second=SPENT))
    clients = [await connect(server, name) for name in ("Ada", "Bo", "Cleo")]
    for client in (*clients, clients[0]):
        await open_and_leave(client)
    await clients[2].send(CreateTable(seats=2, clock=30, preset="official"))
    error = await refused(clients[2])
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "create"
    assert await tables_in(server) == 4


async def test_a_refused_address_costs_the_player_nothing(make_server: MakeServer) -> None:
    server = await make_server(
        tables_per_player=Rate(burst=2, per_second=SPENT),
        tables_per_address=Rate(burst=1, per_second=SPENT),
    )
    ada, bo = await connect(server, "Ada"), await connect(server, "Bo")
    await open_and_leave(bo)  # the address's one table
    for _ in range(3):
        await ada.send(CreateTable(seats=2, clock=30, preset="official"))
        assert (await refused(ada)).detail == "create"
    allowances = node_of(server).shared.allowances
    assert ada.player_id is not None
    assert await allowances.has(f"tables:p{ada.player_id}", Rate(2, SPENT), cost=2)


# --- tables that never started ----------------------------------------------------------------


async def test_a_table_left_before_its_start_is_gone_within_minutes(
    server_any: MakeServer, clock: ManualClock
) -> None:
    server = await server_any()
    node = node_of(server)
    job = server.app[HOUSEKEEPING]
    storage = node.storage
    ada = await connect(server, "Ada")
    abandoned = []
    for _ in range(2):
        ada.drop_inbox(TableState)
        await ada.send(CreateTable(seats=3, clock=30, preset="official"))
        abandoned.append(node.owner.codes[(await ada.expect(TableState)).code])
        await ada.send(LeaveTable())
        await ada.expect(Left)
    assert [await storage.table_status(t) for t in abandoned] == ["abandoned", "abandoned"]
    _, (cleo, dan) = await seat_players(server, 2)  # started, then aborted: not "unplayed"
    aborted = node.owner.codes[cleo.table.code if cleo.table else ""]
    await dan.send(ResignGame())
    await cleo.expect(TableAborted)
    waiting = await connect(server, "Eve")
    await waiting.send(CreateTable(seats=4, clock=30, preset="official"))
    waiting_id = node.owner.codes[(await waiting.expect(TableState)).code]

    clock.advance(node.config.unplayed_kept)  # not yet: the first quick round finds nothing old
    await eventually(lambda: job.quick_rounds >= 1)
    assert [await storage.table_status(t) for t in abandoned] == ["abandoned", "abandoned"]
    clock.advance(node.config.unplayed_sweep_every + 1)
    await eventually(lambda: job.quick_rounds >= 2)
    for table_id in abandoned:
        assert await storage.table_status(table_id) is None
        for child in ("table_seats", "chat", "actions"):
            assert await rows_of(storage, child, table_id) == 0
    assert await storage.table_status(aborted) == "aborted"  # a week, as before
    assert await storage.table_status(waiting_id) == "open"  # Eve still waits there
    await waiting.send(LeaveTable())  # and it is still hers
    await waiting.expect(Left)


async def test_housekeeping_removes_only_what_never_started(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    now = now_ms()
    old, young = now - 20 * 60_000, now - 60_000

    async def unplayed(code: str, ended: int) -> int:
        table_id, fence = await storage.create_table(code, SETTINGS, ada, ended - 1000)  # type: ignore[misc]
        await storage.write_journal([JournalChat(table_id, ada, 0, "hallo?", ended - 500, 0)])
        await abandon_unplayed(storage, table_id, 0, ended, fence=fence)
        return int(table_id)

    gone = [await unplayed("UNPLAYD1", old), await unplayed("UNPLAYD2", old)]
    young_one = await unplayed("UNPLAYD3", young)
    started = await ended_table(storage, "STARTED1", "abandoned", old, [ada, bo])
    finished = await ended_table(storage, "FINISHD1", "finished", old, [ada, bo])
    open_id, _ = await storage.create_table("STILLOPN", SETTINGS, bo, old)  # type: ignore[misc]
    newest = await unplayed("UNPLAYD4", old)  # the newest of all stays (SQLite reuses its id)

    assert await remove_unplayed_tables(storage, now - 10 * 60_000) == 2
    for table_id in gone:
        assert await storage.table_status(table_id) is None
        assert await rows_of(storage, "chat", table_id) == 0
    for table_id, status in [
        (young_one, "abandoned"),
        (started, "abandoned"),
        (finished, "finished"),
        (open_id, "open"),
        (newest, "abandoned"),
    ]:
        assert await storage.table_status(table_id) == status
    assert await rows_of(storage, "table_seats", open_id) == 1
    assert await remove_unplayed_tables(storage, now - 10 * 60_000) == 0


# --- renames ----------------------------------------------------------------------------------


async def test_renames_are_limited_and_the_same_name_tells_nobody(make_server: MakeServer) -> None:
    server = await make_server(renames=Rate(burst=2, per_second=SPENT))
    _, (ada, bo) = await seat_players(server, 2)
    bo.drop_inbox(SeatsChanged)
    name = ada.table.seats[0].name if ada.table else "Ada"
    for _ in range(5):  # the same name again and again: free, and nobody hears of it
        await ada.send(Rename(name=name))
        assert (await ada.expect(ProfileChanged)).player.name == name
    assert not [m for m in await bo.silent(0.1) if isinstance(m, SeatsChanged)]
    for new_name in ("Ada Zwei", "Ada Drei"):
        await ada.send(Rename(name=new_name))
        assert (await ada.expect(ProfileChanged)).player.name == new_name
        seats = await bo.expect(SeatsChanged)
        assert seats.seats[0].name == new_name
    await ada.send(Rename(name="Ada Vier"))
    error = await refused(ada)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "rename"
    # A hello with yet another name is not refused: the old name is kept, and it says so.
    assert ada.token is not None
    again = Client(await server.ws_connect("/ws"))
    await again.send(Hello(token=ada.token, name="Ada Fünf"))
    assert (await again.expect(Welcome)).player.name == "Ada Drei"


# --- sitting down and leaving in a loop --------------------------------------------------------


async def test_sitting_down_and_leaving_in_a_loop_is_held(make_server: MakeServer) -> None:
    server = await make_server(joins_per_player=Rate(burst=2, per_second=SPENT))
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=3, clock=30, preset="official"))
    code = (await ada.expect(TableState)).code
    bo = await connect(server, "Bo")
    for _ in range(2):
        bo.drop_inbox(TableState)
        await bo.send(JoinTable(code=code))
        assert (await bo.expect(TableState)).you == 1
        await bo.send(LeaveTable())
        await bo.expect(Left)
    await bo.send(JoinTable(code=code))
    error = await refused(bo)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "join"
    cleo = await connect(server, "Cleo")  # others still sit down
    await cleo.send(JoinTable(code=code))
    assert (await cleo.expect(TableState)).you == 1


# --- the invitation setting -------------------------------------------------------------------


async def test_only_a_change_of_the_invitation_setting_counts(make_server: MakeServer) -> None:
    server = await make_server(preference_changes=Rate(burst=1, per_second=SPENT))
    bo = await connect(server, "Bo")
    for _ in range(5):  # what the app sends on every welcome: unchanged, free, not written
        await bo.send(SetPreferences(invitations=True))
        assert (await bo.expect(Preferences)).invitations is True
    await bo.send(SetPreferences(invitations=False))
    assert (await bo.expect(Preferences)).invitations is False
    await bo.send(SetPreferences(invitations=True, anyone=True))
    error = await refused(bo)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "preferences"
    await bo.send(SetPreferences(invitations=False))  # what is kept: still free
    assert (await bo.expect(Preferences)).invitations is False


# --- watching the same table again and again ------------------------------------------------------


async def test_watching_the_followed_table_again_is_held_like_asking_for_the_state(
    server_any: MakeServer,
) -> None:
    server = await server_any(state_requests=Rate(burst=2, per_second=SPENT))
    code, _players = await seat_players(server, 2)
    eve = await connect(server, "Eve")
    await eve.send(WatchTable(code=code))
    await eve.expect(TableState)
    states, refusals = 0, 0
    for _ in range(6):
        await eve.send(WatchTable(code=code))
        message = await eve.expect((TableState, Error))  # type: ignore[arg-type]
        if isinstance(message, Error):
            assert message.code is ErrorCode.RATE_LIMITED and message.detail == "sync"
            refusals += 1
        else:
            states += 1
    assert states <= 2 and refusals >= 4  # the first watch is free; repeats spend the allowance
