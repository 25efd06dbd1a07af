"""What nodes share, in the machine's Redis: leases, codes, players, sockets, allowances, the
lobby and messages between nodes — seen from two nodes at once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
import redis.asyncio as aioredis

from app.server.cluster.redis import RedisShared
from app.server.ratelimit import Rate

from ..helpers import eventually
from .conftest import REDIS_URL


class Node(RedisShared):
    """A node's shared state that keeps what it receives."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.inbox: list[bytes] = []

    async def begin(self) -> None:
        await self.start(self.inbox.append, _none)


async def _none() -> None:
    return


Nodes = Callable[..., Awaitable[Node]]


@pytest.fixture
async def nodes(redis_prefix: str) -> AsyncIterator[Nodes]:
    started: list[Node] = []

    async def start(name: str, **options: float) -> Node:
        node = Node(REDIS_URL, name, prefix=redis_prefix, **options)
        await node.begin()
        started.append(node)
        return node

    yield start
    for node in started:
        await node.close()


async def test_one_owner_per_table_while_its_node_lives(nodes: Nodes) -> None:
    """A lease holds while its node beats (the beat renews every lease of the node at once),
    and passes to another node once the holder's beat is a lease old."""
    a = await nodes("a", lease_seconds=0.5)
    b = await nodes("b", lease_seconds=0.5)
    assert await a.acquire(7) and not await b.acquire(7)
    assert await b.owners([7, 8]) == {7: a.node, 8: None}
    assert await a.renew([7]) == (set(), set())
    assert await b.renew([7]) == ({7}, set())  # b does not own it
    await asyncio.sleep(0.7)  # longer than a lease without a renewal: a beats, so it holds
    assert not await b.acquire(7)
    for task in a._tasks:  # a falls silent (paused, dead)
        if task.get_name() == "redis heartbeat":
            task.cancel()
    await b.client.zadd(b.key("nodes"), {a.node: await _redis_ms(b) - 10_000})
    assert await b.acquire(7)
    assert await a.renew([7]) == ({7}, set())  # a learns it lost the table
    await b.release(7)
    await a.release(7)  # not a's: changes nothing
    assert await a.owners([7]) == {7: None}


LATE_MS = 2000
"""A beat this old is late for a node that beats every second (1.5 rounds old) but not dead (3
rounds old)."""


async def settled(node: Node) -> None:
    """Wait until the node strikes off nodes (two rounds after it reached Redis)."""
    await asyncio.sleep(2.1 * node.heartbeat_seconds)


async def _redis_ms(node: Node) -> int:
    seconds, micros = await node.client.time()
    return int(seconds) * 1000 + int(micros) // 1000


async def test_a_late_node_without_connections_is_struck_off_and_its_lease_taken(
    nodes: Nodes,
) -> None:
    b = await nodes("b", heartbeat_seconds=1.0)
    await settled(b)
    ghost = "ghost.000000"  # a node that died (kill -9): its connections went with it
    await b.client.zadd(b.key("nodes"), {ghost: await _redis_ms(b) - LATE_MS})
    await b.client.set(b.key("lease", 9), ghost, px=60_000)
    assert not await b.confirm_alive(ghost)  # b beats at once to find out
    assert await b.client.zscore(b.key("nodes"), ghost) is None  # for every node
    assert await b.acquire(9)
    assert await b.owners([9]) == {9: b.node}


async def test_a_node_that_messages_no_longer_reach_is_struck_off_before_its_beat_is_late(
    nodes: Nodes,
) -> None:
    """A killed node's subscription goes with its connections: the first message to it that
    nobody hears (PUBLISH answers how many did) strikes it off, once it has no connection
    left, without waiting until its beat is late."""
    b = await nodes("b", heartbeat_seconds=1.0)
    await settled(b)
    ghost = "ghost.000001"
    await b.client.zadd(b.key("nodes"), {ghost: await _redis_ms(b) - 600})  # not late: 1.5 s
    await b.beat()
    assert b.is_alive(ghost)
    b.send(ghost, b'{"t":"x"}')
    await eventually(lambda: not b.is_alive(ghost), timeout=0.5)
    assert await b.client.zscore(b.key("nodes"), ghost) is None  # for every node


async def test_a_node_that_messages_do_not_reach_but_is_connected_stays_alive(
    nodes: Nodes,
) -> None:
    """Subscribing afresh (its subscription fell silent), a node hears nothing for a moment, but
    its other connections are there: it stays alive."""
    b = await nodes("b", heartbeat_seconds=1.0)
    await settled(b)
    resubscribing = "resub.000002"
    other = redis_client(b, b.link.key("node", resubscribing))
    try:
        await other.ping()
        await b.client.zadd(b.key("nodes"), {resubscribing: await _redis_ms(b) - 600})
        await b.beat()
        b.send(resubscribing, b'{"t":"x"}')
        await asyncio.sleep(0.3)
        assert b.is_alive(resubscribing)
        assert await b.client.zscore(b.key("nodes"), resubscribing) is not None
    finally:
        await other.aclose()


def redis_client(node: Node, name: str) -> Any:
    """A connection to Redis named as ``node``'s are."""
    return aioredis.Redis.from_url(REDIS_URL, client_name=name)


async def test_a_node_that_has_just_reached_redis_strikes_off_nobody(nodes: Nodes) -> None:
    """After Redis restarted with its data, the nodes connect again one by one: the first one
    back must not take the others, still connecting, for dead."""
    b = await nodes("b", heartbeat_seconds=1.0)
    late = "late.000000"
    await b.client.zadd(b.key("nodes"), {late: await _redis_ms(b) - LATE_MS})
    assert await b.confirm_alive(late)
    await settled(b)
    await b.client.zadd(b.key("nodes"), {late: await _redis_ms(b) - LATE_MS})
    assert not await b.confirm_alive("nobody.000000")  # b beats at once
    assert not b.is_alive(late)


async def test_a_late_node_that_is_still_connected_stays_alive_and_keeps_its_lease(
    nodes: Nodes,
) -> None:
    a = await nodes("a", heartbeat_seconds=10.0, lease_seconds=60.0)  # beats seldom
    b = await nodes("b", heartbeat_seconds=1.0)
    await settled(b)
    assert await a.acquire(4)
    await b.client.zadd(b.key("nodes"), {a.node: await _redis_ms(b) - LATE_MS})
    assert not await b.confirm_alive("nobody.000000")  # asked of a stranger, b beats at once
    assert b.is_alive(a.node)  # paused or starved, not dead: its connections are there
    assert not await b.acquire(4)
    assert await b.owners([4]) == {4: a.node}


async def test_a_vanished_lease_is_set_again_and_reported(nodes: Nodes) -> None:
    a = await nodes("a")
    assert await a.acquire(3)
    await a.client.delete(a.key("lease", 3))  # as if Redis had restarted
    assert await a.renew([3]) == (set(), {3})
    assert await a.owners([3]) == {3: a.node}


async def test_codes_name_one_table(nodes: Nodes) -> None:
    a = await nodes("a")
    b = await nodes("b")
    assert await a.claim_code("ABCDEFGH", 1)
    assert not await b.claim_code("ABCDEFGH", 2)
    assert await b.table_of("ABCDEFGH") == 1
    await b.forget_code("ABCDEFGH", 2)  # not its table: nothing happens
    assert await a.table_of("ABCDEFGH") == 1
    await a.forget_code("ABCDEFGH", 1)
    assert await b.table_of("ABCDEFGH") is None


async def test_a_second_connection_of_a_player_learns_of_the_first(nodes: Nodes) -> None:
    a = await nodes("a")
    b = await nodes("b")
    assert await a.connect_player(5, "c1") is None
    assert await b.connect_player(5, "c9") == (a.node, "c1")
    await a.disconnect_player(5, "c1")  # too late: the newer connection stays
    assert await a.connect_player(5, "c2") == (b.node, "c9")


async def test_a_dead_nodes_connections_are_not_replaced(nodes: Nodes) -> None:
    a = await nodes("a", heartbeat_seconds=0.1)
    b = await nodes("b", heartbeat_seconds=0.1)
    assert await a.connect_player(5, "c1") is None
    await a.close()  # a is gone
    await asyncio.sleep(0.4)
    assert await b.connect_player(5, "c2") is None
    await eventually(lambda: not b.is_alive(a.node))


async def test_sockets_per_address_count_over_all_nodes(nodes: Nodes) -> None:
    a = await nodes("a", heartbeat_seconds=0.1)
    b = await nodes("b", heartbeat_seconds=0.1)
    assert await a.open_socket("203.0.113.9", 3)
    assert await b.open_socket("203.0.113.9", 3)
    assert await b.open_socket("203.0.113.9", 3)
    assert not await a.open_socket("203.0.113.9", 3)
    assert await a.open_socket("198.51.100.1", 3)
    await b.close_socket("203.0.113.9")
    assert await a.open_socket("203.0.113.9", 3)
    await b.close()  # a dead node's sockets stop counting
    await asyncio.sleep(0.4)
    assert await a.open_socket("203.0.113.9", 3)


async def test_allowances_are_shared_by_the_nodes(nodes: Nodes) -> None:
    a = await nodes("a")
    b = await nodes("b")
    rate = Rate(burst=3, per_second=0.001)
    assert await a.allowances.take("chat:p1", rate)
    assert await b.allowances.take("chat:p1", rate)
    assert await a.allowances.has("chat:p1", rate)
    assert await b.allowances.take("chat:p1", rate)
    assert not await a.allowances.has("chat:p1", rate)
    assert not await a.allowances.take("chat:p1", rate)
    assert await a.allowances.take("chat:p2", rate)
    refilling = Rate(burst=1, per_second=20)
    assert await a.allowances.take("fast", refilling)
    assert not await b.allowances.take("fast", refilling)
    await asyncio.sleep(0.1)
    assert await b.allowances.take("fast", refilling)
    assert not await b.allowances.marked("guesser:p1")
    await a.allowances.mark("guesser:p1", 0.2)
    assert await b.allowances.marked("guesser:p1")
    await asyncio.sleep(0.3)
    assert not await b.allowances.marked("guesser:p1")


async def test_messages_reach_their_node_in_order_and_announcements_reach_all(
    nodes: Nodes,
) -> None:
    a = await nodes("a")
    b = await nodes("b")
    c = await nodes("c")
    for index in range(200):
        a.send(b.node, b"%d" % index)
    a.announce(b"to all")
    await a.flush()
    await eventually(lambda: len(b.inbox) == 201 and len(c.inbox) == 1 and len(a.inbox) == 1)
    assert b.inbox == [b"%d" % index for index in range(200)] + [b"to all"]
    assert a.inbox == c.inbox == [b"to all"]


async def test_the_lobby_listing_is_shared(nodes: Nodes) -> None:
    a = await nodes("a")
    b = await nodes("b")
    await a.relist({42: b"entry"}, [])
    assert await b.listing() == [b"entry"]
    await a.relist({43: b"other", 44: b"third"}, [42])
    assert sorted(await b.listing()) == [b"other", b"third"]
    await a.relist({}, [43])
    assert await b.listing() == [b"third"]
