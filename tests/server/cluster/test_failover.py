"""A cluster of node processes when one of them fails: killed (SIGKILL) while owning a table or
while only carrying players, paused past its lease (SIGSTOP) and woken again, and restarted one
by one (SIGTERM) during play. The game goes on, and nothing anyone saw is lost or doubled."""

from __future__ import annotations

import asyncio
import json
import random
import signal

import asyncpg
import pytest

from app.net import ChatPosted, GameResult, SeatsChanged, SendChat, TableState

from ..conftest import POSTGRES_URL
from ..helpers import Client, Closed, play_to_end
from ..test_presence import reconnect
from .conftest import StartProcess
from .processes import ProcessNode
from .test_cluster import open_table

pytestmark = pytest.mark.xdist_group("subprocess")

SOON = 15.0
"""Seconds a test waits for a takeover (they take about 2 s with the tests' short leases)."""


async def stored(schema: str, code: str) -> tuple[list[dict[str, object]], list[str]]:
    """The table's journal and chat lines, as the database holds them."""
    connection = await asyncpg.connect(POSTGRES_URL, server_settings={"search_path": schema})
    try:
        table_id = await connection.fetchval("SELECT id FROM game_tables WHERE code = $1", code)
        actions = await connection.fetch(
            "SELECT action FROM actions WHERE table_id = $1 ORDER BY seq", table_id
        )
        chat = await connection.fetch(
            "SELECT text FROM chat WHERE table_id = $1 ORDER BY id", table_id
        )
    finally:
        await connection.close()
    return [json.loads(row[0]) for row in actions], [row[0] for row in chat]


def longest_log(clients: list[Client]) -> list[dict[str, object]]:
    games = [client.game for client in clients if client.game is not None]
    return [action.to_dict() for action in max((g.log for g in games), key=len)]


async def called_over(client: Client) -> TableState:
    """The whole table again, from the node that took it over."""
    return await client.expect(TableState, timeout=SOON)


async def test_killing_the_owner_loses_nothing_and_the_game_goes_on(
    processes: StartProcess, postgres_schema: str
) -> None:
    a, b, c = await processes("a"), await processes("b"), await processes("c")
    code, (ada, bo, cleo) = await open_table(a, (b, "Bo"), (c, "Cleo"))
    rng = random.Random(21)
    await play_to_end([ada, bo, cleo], rng, moves=7)
    seen = longest_log([ada, bo, cleo])
    await a.kill()
    for client in (bo, cleo):
        await called_over(client)
        assert longest_log([client]) == seen  # nothing anyone saw is missing
        assert client.game is not None
        if client.game.current != 0:  # the clock runs again once the player to move is back
            await client.until(lambda c: c.table is not None and c.table.turn is not None, SOON)
    with pytest.raises(Closed):
        await ada.receive()
    back, welcome = await reconnect(c, ada.token or "")  # through the front door: another node
    assert welcome.table == code
    state = await back.expect(TableState)
    assert state.turn is not None  # Ada's turn's clock, if it waited for her, runs now
    assert state.you == 0 and back.game == bo.game
    assert (await stored(postgres_schema, code))[0] == seen
    await play_to_end([back, bo, cleo], rng)
    assert isinstance(await bo.expect(GameResult), GameResult)
    assert (await stored(postgres_schema, code))[0] == longest_log([back, bo, cleo])


async def test_a_player_back_before_the_takeover_gets_the_table_once_it_is_taken(
    processes: StartProcess, postgres_schema: str
) -> None:
    """The app reconnects at once, while the dead owner's lease still stands: its ask for the
    table goes nowhere, and the new owner's word must bring the table to it all the same."""
    a, b, c = await processes("a"), await processes("b"), await processes("c")
    code, (ada, bo, cleo) = await open_table(a, (b, "Bo"), (c, "Cleo"))
    rng = random.Random(24)
    await play_to_end([ada, bo, cleo], rng, moves=5)
    seen = longest_log([ada, bo, cleo])
    await a.kill()
    back, welcome = await reconnect(c, ada.token or "")  # before anyone took the table over
    assert welcome.table == code
    state = await back.expect(TableState, timeout=SOON)
    assert state.you == 0 and longest_log([back]) == seen
    await called_over(bo)
    await play_to_end([back, bo, cleo], rng)
    assert isinstance(await bo.expect(GameResult), GameResult)
    assert (await stored(postgres_schema, code))[0] == longest_log([back, bo, cleo])


async def test_killing_a_node_that_only_carries_players(
    processes: StartProcess, postgres_schema: str
) -> None:
    a, b, c = await processes("a"), await processes("b"), await processes("c")
    code, (ada, bo, cleo) = await open_table(a, (b, "Bo"), (c, "Cleo"))
    rng = random.Random(22)
    await play_to_end([ada, bo, cleo], rng, moves=5)
    await b.kill()
    # The owner notices that b is gone: Bo's seat waits for him.
    await ada.until(
        lambda cl: any(isinstance(m, SeatsChanged) and not m.seats[1].connected for m in cl.inbox),
        timeout=SOON,
    )
    back, welcome = await reconnect(c, bo.token or "")
    assert welcome.table == code
    await back.expect(TableState)
    await ada.until(
        lambda cl: any(isinstance(m, SeatsChanged) and m.seats[1].connected for m in cl.inbox)
    )
    await play_to_end([ada, back, cleo], rng)
    assert (await stored(postgres_schema, code))[0] == longest_log([ada, back, cleo])


async def test_an_owner_paused_past_its_lease_wakes_up_fenced_off(
    processes: StartProcess, postgres_schema: str
) -> None:
    a, b, c = await processes("a"), await processes("b"), await processes("c")
    code, (ada, bo, cleo) = await open_table(a, (b, "Bo"), (c, "Cleo"))
    rng = random.Random(23)
    await play_to_end([ada, bo, cleo], rng, moves=4)
    a.signal(signal.SIGSTOP)  # a long pause: a GC, a swap storm, a frozen VM
    for client in (bo, cleo):
        await called_over(client)
    # Ada's words reach a while it sleeps; a wakes up believing it still runs the table.
    await ada.send(SendChat(text="are you there?"))
    a.signal(signal.SIGCONT)
    for _ in range(100):
        if (await a.status())["tables"] == 0:
            break
        await asyncio.sleep(0.1)
    assert (await a.status())["tables"] == 0  # a let the table go
    # Whatever a did with the line, the database and the players agree on it.
    await bo.send(SendChat(text="still here"))
    await bo.until(
        lambda cl: any(isinstance(m, ChatPosted) and m.line.text == "still here" for m in cl.inbox)
    )
    # Ada's line may still be on its way to the new owner (a asks again after ``not_owner``)
    # and land after Bo's: what arrives meanwhile is heard too.
    bo.inbox.extend(await bo.silent(2.0))
    said = [m.line.text for m in bo.inbox if isinstance(m, ChatPosted)]
    assert (await stored(postgres_schema, code))[1] == said
    # What a does first on waking decides the ending: it tries to write the line and the
    # database refuses the stale fence, or its heartbeat finds the lease gone and it drops the
    # table before it reads the line. Either way the line is never both refused and said.
    assert await a.metric("fuenfwurf_fenced_writes_total") + said.count("are you there?") <= 1
    back, _ = await reconnect(b, ada.token or "")
    await back.expect(TableState)
    await play_to_end([back, bo, cleo], rng)
    assert (await stored(postgres_schema, code))[0] == longest_log([back, bo, cleo])


async def test_an_owner_paused_for_less_than_its_lease_keeps_its_tables(
    processes: StartProcess, postgres_schema: str
) -> None:
    """A node that is only slow (paused, starved of CPU) keeps its connections to Redis: its
    beat is late (from a round and a half on), but the others leave it its tables until its
    beat is a lease old. The default timings (a round of 0.5 s, a lease of 3 s) and a pause of
    half a lease: b and c beat three times meanwhile and find a's beat late."""
    timings = ("--lease-seconds", "3", "--heartbeat-seconds", "0.5")
    a, b, c = [await processes(name, *timings) for name in ("a", "b", "c")]
    code, (ada, bo, cleo) = await open_table(a, (b, "Bo"), (c, "Cleo"))
    rng = random.Random(25)
    await play_to_end([ada, bo, cleo], rng, moves=4)
    a.signal(signal.SIGSTOP)
    await asyncio.sleep(1.5)
    a.signal(signal.SIGCONT)
    for client in (ada, bo, cleo):
        client.inbox.extend(await client.silent(2.0))  # their rounds go on for a while
    assert not any(isinstance(m, TableState) for c in (ada, bo, cleo) for m in c.inbox)
    assert (await a.status())["tables"] == 1  # nobody took the table over
    for node in (b, c):
        assert await node.metric("fuenfwurf_table_takeovers_total") == 0
        assert (await node.status())["tables"] == 0
    assert await a.metric("fuenfwurf_fenced_writes_total") == 0
    await play_to_end([ada, bo, cleo], rng)
    assert isinstance(await bo.expect(GameResult), GameResult)
    assert (await stored(postgres_schema, code))[0] == longest_log([ada, bo, cleo])


async def test_a_rolling_restart_during_play_loses_no_table_and_no_action(
    processes: StartProcess, postgres_schema: str
) -> None:
    nodes = {name: await processes(name) for name in ("a", "b", "c")}
    first, players_1 = await open_table(nodes["a"], (nodes["b"], "Bo"))
    second, players_2 = await open_table(nodes["b"], (nodes["c"], "Dan"), host="Cleo")
    tables = {first: players_1, second: players_2}
    rng = random.Random(24)
    for name in ("a", "b", "c"):
        for clients in tables.values():
            await play_to_end(clients, rng, moves=3)
        node = nodes[name]
        assert await node.terminate() == 0  # drains: hands its tables over, then exits
        for code, clients in tables.items():
            tables[code] = [await after_restart(client, nodes, name) for client in clients]
        nodes[name] = await processes(name)  # the same node started again
    for code, clients in tables.items():
        await play_to_end(clients, rng)
        assert (await stored(postgres_schema, code))[0] == longest_log(clients)


async def after_restart(client: Client, nodes: dict[str, ProcessNode], gone: str) -> Client:
    """A client of the node that went away comes back on another; the others carry on."""
    if client.ws.closed or await _was_sent_away(client):
        target = next(node for name, node in nodes.items() if name != gone)
        back, _ = await reconnect(target, client.token or "")
        back.token = client.token
        await back.expect(TableState)
        return back
    return client


async def _was_sent_away(client: Client) -> bool:
    try:
        await client.until(lambda cl: cl.ws.closed, timeout=0.5)
    except (Closed, TimeoutError):
        return client.ws.closed
    return True
