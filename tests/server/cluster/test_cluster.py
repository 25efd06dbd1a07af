"""Several nodes of one cluster in this process, each on its own port, sharing the machine's
PostgreSQL and Redis: players of one table on different nodes, the lobby and codes across
nodes, one connection per player, a stale owner fenced off, and a node draining."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from app.net import (
    Bye,
    CloseReason,
    CreateTable,
    ErrorCode,
    GameResult,
    JoinTable,
    LobbyState,
    Played,
    RollDice,
    TableState,
    WatchLobby,
    WatchTable,
)
from app.rules import preset
from app.server.cluster import Unavailable
from app.server.health import WATCH
from app.server.internal import node_status
from app.server.keeping import ORPHAN_ANYONE, ORPHAN_PATIENCE
from app.server.storage import TableSettings

from ..helpers import Client, connect, eventually, play_to_end
from ..test_presence import reconnect
from .conftest import InProcessNode, RedisDoor, StartNode, drop_prefix


async def open_table(
    host_node: Any, *guests: tuple[Any, str], host: str = "Ada"
) -> tuple[str, list[Client]]:
    """``host`` opens a table on ``host_node``; each guest joins on its node (any object with
    ``ws_connect``); the game starts."""
    opener = await connect(host_node, host)
    await opener.send(CreateTable(seats=1 + len(guests), clock=90, preset="official"))
    code = (await opener.expect(TableState)).code
    clients = [opener]
    for node, name in guests:
        guest = await connect(node, name)
        await guest.send(JoinTable(code=code))
        await guest.expect(TableState)
        clients.append(guest)
    for client in clients:
        await client.until(lambda c: c.game is not None)
        client.drop_inbox(TableState)  # applied already: what comes later is news
    return code, clients


async def journal_of(node: InProcessNode, code: str) -> list[dict[str, object]]:
    storage = node.node.storage
    async with storage.reading() as tx:
        table_id = await tx.fetchval("SELECT id FROM game_tables WHERE code = ?", code)
    return [json.loads(item) for item in await storage.table_actions(int(table_id))]


async def test_players_on_three_nodes_play_one_table_to_its_end(cluster: StartNode) -> None:
    a, b, c = await cluster("a"), await cluster("b"), await cluster("c")
    code, clients = await open_table(a, (b, "Bo"), (c, "Cleo"))
    assert code in a.node.tables and not b.node.tables and not c.node.tables
    await play_to_end(clients, random.Random(3))
    results = [await client.expect(GameResult) for client in clients]
    assert all(result.standings == results[0].standings for result in results)
    game = clients[0].game
    assert game is not None and all(client.game == game for client in clients)
    assert await journal_of(b, code) == [action.to_dict() for action in game.log]


async def test_codes_and_the_lobby_reach_every_node(cluster: StartNode) -> None:
    a, b, c = await cluster("a"), await cluster("b"), await cluster("c")
    browser = await connect(c, "Browser")
    await browser.send(WatchLobby())
    assert (await browser.expect(LobbyState)).total == 0
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=3, clock=90, preset="yatzy"))
    code = (await ada.expect(TableState)).code
    await browser.until(  # (a listing may come first that counts Ada online, without her table)
        lambda cl: any(
            isinstance(m, LobbyState) and [(t.code, t.taken) for t in m.tables] == [(code, 1)]
            for m in cl.inbox
        )
    )
    bo = await connect(b, "Bo")
    await bo.send(JoinTable(code=code.lower()))
    assert (await bo.expect(TableState)).you == 1
    await browser.until(
        lambda cl: any(
            isinstance(m, LobbyState) and m.tables and m.tables[0].taken == 2 for m in cl.inbox
        )
    )
    watcher = await connect(c, "Eve")
    await watcher.send(WatchTable(code=code))
    assert (await watcher.expect(TableState)).status.value == "open"
    guesser = await connect(b, "Guess")
    await guesser.send(JoinTable(code="ZZZZZZZZ"))
    assert await guesser.error() is ErrorCode.TABLE_NOT_FOUND


async def test_a_player_back_while_the_dead_owner_holds_the_lease_gets_the_table_once_taken(
    cluster: StartNode,
) -> None:
    """The player's own node knows the owner is dead before anyone has taken the table over (its
    lease still names the dead node): the hello is answered without an error, and the table
    comes with the takeover."""
    a = await cluster("a", lease_seconds=60.0)  # its lease outlives it: only death frees it
    b = await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    _stop_rounds(b, "cluster tick")  # b takes nothing over until the test says so
    _stop_rounds(a, "cluster tick", "cluster leases", "redis heartbeat")  # a falls silent
    await eventually(lambda: not b.node.shared.is_alive(a.node.shared.node), timeout=10)
    back, welcome = await reconnect(b, ada.token or "")
    assert welcome.table == code
    assert await back.silent(0.3) == []  # no error: the table is on its way
    await b.node.keeper.adopt_orphans()
    state = await back.expect(TableState, timeout=10)
    assert state.you == 0 and code in b.node.tables
    await play_to_end([back, bo], random.Random(9), moves=4)


async def test_a_node_seen_dead_is_named_to_the_others_which_look_for_its_tables_at_once(
    cluster: StartNode,
) -> None:
    """b sees a die but takes nothing over (it is on its way out); c beats no more by itself, so
    it would believe a alive for ever: it takes a's table only because b names a as dead. a's
    lease outlives the test, so c must take it from a dead holder."""
    a = await cluster("a", lease_seconds=60.0)
    b, c = await cluster("b"), await cluster("c")
    code, (_ada, bo) = await open_table(a, (c, "Bo"))
    b.node.draining = True
    _stop_rounds(c, "redis heartbeat")
    assert c.node.shared.is_alive(a.node.shared.node)
    _stop_rounds(a, "cluster tick", "cluster leases", "redis heartbeat")  # a falls silent
    await eventually(lambda: code in c.node.tables, timeout=10)
    assert (await bo.expect(TableState, timeout=5)).you == 1
    assert code not in b.node.tables


async def test_the_orphan_scan_waits_for_a_death_or_its_own_slow_rhythm(
    cluster: StartNode,
) -> None:
    """Reading every live table on every beat costs in proportion to the cluster: with nobody
    dying a node scans seldom, and the beat that sees a node die scans at once."""
    a = await cluster("a")
    b = await cluster("b", orphan_scan_seconds=600.0)
    code, _players = await open_table(a, (a, "Bo"))
    for _ in range(2):  # past b's first beat, which scans (b may have just started)
        await b.node.shared.next_beat()
    scans = 0
    scan = b.node.keeper.adopt_orphans

    async def counted() -> None:
        nonlocal scans
        scans += 1
        await scan()

    b.node.keeper.adopt_orphans = counted  # type: ignore[method-assign]
    for _ in range(6):
        await b.node.shared.next_beat()
    assert scans == 0
    _stop_rounds(a, "cluster tick", "cluster leases", "redis heartbeat")  # a falls silent
    await eventually(lambda: code in b.node.tables, timeout=10)
    assert scans >= 1


async def test_a_table_being_opened_is_its_nodes_before_another_node_can_see_it(
    cluster: StartNode,
) -> None:
    """The opener takes a new table's lease inside the transaction that writes its row: while
    the row is not committed the other nodes cannot see the table, and once it is they find it
    owned, however many scans they make."""
    a, b = await cluster("a"), await cluster("b")
    _stop_rounds(a, "cluster tick")
    _stop_rounds(b, "cluster tick")  # only the scans the test makes
    player = await a.node.storage.create_player("Ada", "x" * 64)
    settings = TableSettings(seats=2, clock=90, rules=preset("official"), private=False)
    seen_by_b: list[int] = []

    async def claim(table_id: int) -> None:
        seen_by_b.extend(await b.node.storage.live_table_ids())
        for _ in range(ORPHAN_ANYONE + 1):
            await b.node.keeper.adopt_orphans()
        assert await a.node.shared.acquire(table_id)
        seen_by_b.append(-table_id)  # the claim ran

    made = await a.node.storage.create_table(
        "LEASEFIR", settings, player, 0, "00" * 32, claim=claim
    )
    assert made is not None
    table_id = made[0]
    assert -table_id in seen_by_b and table_id not in seen_by_b
    for _ in range(ORPHAN_ANYONE + 1):
        await b.node.keeper.adopt_orphans()
    await asyncio.sleep(0.2)
    assert table_id not in b.node.owner.tables
    assert (await b.node.shared.owners([table_id]))[table_id] == a.node.owner.node


async def test_a_table_whose_claim_fails_is_not_written(cluster: StartNode) -> None:
    a = await cluster("a")
    player = await a.node.storage.create_player("Ada", "x" * 64)
    settings = TableSettings(seats=2, clock=90, rules=preset("official"), private=False)

    async def claim(table_id: int) -> None:
        raise Unavailable("the lease is taken")

    with pytest.raises(Unavailable):
        await a.node.storage.create_table("NOLEASE1", settings, player, 0, "00" * 32, claim=claim)
    assert await a.node.storage.live_table_ids() == []
    assert await a.node.storage.live_seat(player) is None


async def test_a_live_table_without_a_lease_is_taken_after_a_few_scans(
    cluster: StartNode,
) -> None:
    """A table nobody holds (what is shared was lost, and its node did not write it again) is
    left alone for a few scans (its owner may be writing it again), then taken."""
    a, b = await cluster("a"), await cluster("b")
    _stop_rounds(a, "cluster tick")
    _stop_rounds(b, "cluster tick")
    player = await a.node.storage.create_player("Ada", "x" * 64)
    settings = TableSettings(seats=2, clock=90, rules=preset("official"), private=False)
    made = await a.node.storage.create_table("NOOWNER1", settings, player, 0, "00" * 32)
    assert made is not None
    table_id = made[0]
    for _ in range(ORPHAN_PATIENCE - 1):
        await b.node.keeper.adopt_orphans()
    await asyncio.sleep(0.2)
    assert table_id not in b.node.owner.tables
    for _ in range(ORPHAN_ANYONE - ORPHAN_PATIENCE + 1):
        await b.node.keeper.adopt_orphans()  # any node takes it by now
    await eventually(lambda: table_id in b.node.owner.tables, timeout=5)


def _stop_rounds(node: InProcessNode, *names: str) -> None:
    for task in [*node.node._tasks, *node.node.shared._tasks]:  # type: ignore[attr-defined]
        if task.get_name() in names:
            task.cancel()


async def test_a_second_login_on_another_node_replaces_the_first(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    assert ada.token is not None
    twin, welcome = await reconnect(b, ada.token)
    assert welcome.table == code
    assert (await twin.expect(TableState)).you == 0
    assert (await ada.expect(Bye)).reason is CloseReason.REPLACED
    await play_to_end([twin, bo], random.Random(5), moves=4)


async def test_an_owner_that_lost_its_lease_cannot_write_again(cluster: StartNode) -> None:
    """Node a stops its rounds (as a paused process would): its lease lapses and b takes the
    table over. When a then acts on the table, the database refuses the write."""
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    assert ada.my_turn and ada.game is not None and ada.game.dice is None
    _stop_rounds(a, "cluster tick", "cluster leases", "redis heartbeat")
    await eventually(lambda: code in b.node.tables, timeout=10)
    moved = await bo.expect(TableState)  # the new owner calls Bo over
    assert moved.seq == 0
    assert code in a.node.tables  # a has not noticed: to it, Ada's roll is its own business
    await ada.send(RollDice(step=ada.step))
    assert await ada.error() is ErrorCode.STORAGE_FAILED
    assert a.node.metrics.value("fuenfwurf_fenced_writes_total") == 1
    assert code not in a.node.tables  # refused once, a lets the table go
    assert await journal_of(b, code) == []  # nothing of a's was written
    back, welcome = await reconnect(b, ada.token or "")
    assert welcome.table == code
    await back.expect(TableState)
    await play_to_end([back, bo], random.Random(8), moves=4)
    game = bo.game
    assert game is not None and await journal_of(b, code) == [x.to_dict() for x in game.log]


async def test_a_draining_node_hands_its_tables_over_and_sends_its_players_on(
    cluster: StartNode,
) -> None:
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    await play_to_end([ada, bo], random.Random(11), moves=5)
    before = len(await journal_of(b, code))
    drain = asyncio.create_task(a.node.drain())
    assert (await ada.expect(Bye)).reason is CloseReason.MOVING
    await drain
    await eventually(lambda: code in b.node.tables)
    assert code not in a.node.tables
    state = await bo.expect(TableState)
    assert state.seq == before
    back, welcome = await reconnect(b, ada.token or "")
    assert welcome.table == code
    await back.expect(TableState)
    await play_to_end([back, bo], random.Random(12))
    assert isinstance(await bo.expect(GameResult), GameResult)
    game = bo.game
    assert game is not None and await journal_of(b, code) == [a.to_dict() for a in game.log]
    assert [m for m in bo.inbox if isinstance(m, Played)] == []


async def test_status_names_the_node_and_the_cluster_and_health_does_not(
    cluster: StartNode,
) -> None:
    a = await cluster("a")
    b = await cluster("b")
    body = node_status(a.node, a.app[WATCH])
    assert body["status"] == "ok" and body["shared"] == "redis" and body["shared_ok"]
    await eventually(lambda: len(b.node.shared.alive_nodes()) == 2)
    assert body["node"].startswith("a.")
    public = await (await a.get("/health")).json()
    assert public == {"status": "ok", "protocol": 1}  # nothing that names the node


async def test_while_redis_is_away_every_node_runs_its_own_tables_on(
    cluster: StartNode, redis_door: RedisDoor
) -> None:
    a = await cluster("a", redis=redis_door.url)
    b = await cluster("b", redis=redis_door.url)
    code, (ada, cleo) = await open_table(a, (a, "Cleo"))  # the table and its players on a
    await redis_door.close()  # Redis is out of reach for the whole cluster
    await eventually(lambda: not a.node.shared.healthy and not b.node.shared.healthy, timeout=5)
    health = node_status(a.node, a.app[WATCH])
    assert health["status"] == "limited" and health["shared_ok"] is False
    assert (await (await a.get("/health")).json())["status"] == "limited"
    # Nobody can take a's table meanwhile, so it goes on: the journal is in PostgreSQL.
    await play_to_end([ada, cleo], random.Random(31), moves=6)
    # A new player is still let in (limits are counted per node meanwhile), but what needs
    # the others is refused with a code that says "try again shortly".
    dan = await connect(b, "Dan")
    await dan.send(CreateTable(seats=2, clock=90, preset="official"))
    assert await dan.error() is ErrorCode.UNAVAILABLE
    await redis_door.open()
    await eventually(lambda: a.node.shared.healthy and b.node.shared.healthy, timeout=10)
    await eventually(lambda: len(b.node.shared.alive_nodes()) == 2)  # b has heard a again
    assert (await (await a.get("/health")).json())["status"] == "ok"
    await dan.send(CreateTable(seats=2, clock=90, preset="official"))
    assert (await dan.expect(TableState)).you == 0
    eve = await connect(b, "Eve")  # a's table is found from b again
    await eve.send(WatchTable(code=code))
    state = await eve.expect(TableState)
    assert ada.game is not None and state.seq == len(ada.game.log)
    assert code in a.node.tables and code not in b.node.tables  # it never moved
    await play_to_end([ada, cleo], random.Random(32))
    assert cleo.game is not None
    assert await journal_of(b, code) == [x.to_dict() for x in cleo.game.log]


async def test_a_node_cut_off_from_redis_loses_its_tables_to_the_others(
    cluster: StartNode, redis_door: RedisDoor
) -> None:
    a = await cluster("a", redis=redis_door.url)
    b = await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    await redis_door.close()  # only a is cut off: to the others it is dead
    state = await bo.expect(TableState, timeout=10)  # b took the table over
    assert state.seq == 0 and code in b.node.tables
    await ada.send(RollDice(step=ada.step))  # a still runs the table, as far as it knows
    assert await ada.error() in (ErrorCode.STORAGE_FAILED, ErrorCode.UNAVAILABLE)
    assert await journal_of(b, code) == []  # refused by the database: b has the table
    await redis_door.open()
    back = await ada.expect(TableState, timeout=10)  # a calls Ada over to b
    assert back.seq == 0 and code not in a.node.tables
    await play_to_end([ada, bo], random.Random(33), moves=6)
    assert bo.game is not None
    assert await journal_of(b, code) == [x.to_dict() for x in bo.game.log]


async def test_what_redis_forgets_is_written_again(cluster: StartNode, redis_prefix: str) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    await drop_prefix(redis_prefix)  # Redis restarted: it keeps nothing on disk
    browser = await connect(b, "Browser")

    async def listed() -> bool:
        await browser.send(WatchLobby(watch=False))
        return bool((await browser.expect(LobbyState)).tables)

    for _ in range(100):
        if await listed():
            break
        await asyncio.sleep(0.1)
    assert await listed()  # the owner wrote its lease, code and lobby entry again
    bo = await connect(b, "Bo")
    await bo.send(JoinTable(code=code))
    assert (await bo.expect(TableState)).you == 1
    assert code in a.node.tables and not b.node.tables
