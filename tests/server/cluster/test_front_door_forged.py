"""Forged addresses through the real front door (issue 25): HAProxy with the shipped
``packaging/server/haproxy.cfg`` (as ``localcluster.render`` makes it for loopback: it connects
to the nodes from 127.0.0.2, the one address they trust) in front of two node processes.

Each test's clients come from loopback addresses of their own (127.0.0.3 and up), so that
what is counted per client can be told apart from what would be counted per proxy. Whatever
``X-Forwarded-For`` or ``Forwarded`` a client writes — one line or several — it is counted by
its own address, through the door and when it reaches a node's port directly."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from multidict import CIMultiDict

from app.host.ports import free_port
from app.net import ErrorCode, Hello, JoinTable, Welcome

from ..helpers import Client
from .conftest import StartProcess
from .processes import PROXY_SOURCE, ProcessNode
from .test_front_door import _localcluster, haproxy_binary

pytestmark = pytest.mark.xdist_group("subprocess")
NEW_PLAYERS_AT_ONCE = 20
CODE_MISSES_PER_PLAYER = 10
CODE_MISSES_PER_ADDRESS = 30


def forgeries(n: int) -> CIMultiDict[str]:
    """The n-th way of lying about one's address: one line, several lines, ``Forwarded``,
    the proxy's own address."""
    headers: CIMultiDict[str] = CIMultiDict()
    match n % 4:
        case 0:
            headers.add("X-Forwarded-For", f"198.51.100.{n % 250}")
        case 1:
            headers.add("X-Forwarded-For", f"198.51.100.{n % 250}")
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}, 192.0.2.{n % 250}")
        case 2:
            headers.add("Forwarded", f"for=198.51.100.{n % 250}")
            headers.add("X-Real-IP", f"198.51.100.{n % 250}")
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}")
        case _:
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}, {PROXY_SOURCE}")
    return headers


class Origin:
    """HTTP and websockets from one loopback address of this machine."""

    def __init__(self, address: str) -> None:
        self.address = address
        connector = aiohttp.TCPConnector(local_addr=(address, 0), force_close=True)
        self.session = aiohttp.ClientSession(connector=connector)

    async def hello(self, url: str, n: int, token: str | None = None) -> Client:
        ws = await self.session.ws_connect(url + "/ws", headers=forgeries(n))
        client = Client(ws)
        await client.send(Hello(name=f"P{n}") if token is None else Hello(token=token))
        return client

    async def close(self) -> None:
        await self.session.close()


class FrontDoor:
    def __init__(self, port: int, nodes: list[ProcessNode]) -> None:
        self.url = f"http://127.0.0.1:{port}"
        self.nodes = nodes
        self._origins: list[Origin] = []

    def origin(self, last: int) -> Origin:
        origin = Origin(f"127.0.0.{last}")
        self._origins.append(origin)
        return origin

    async def close(self) -> None:
        for origin in self._origins:
            await origin.close()


@pytest.fixture
async def front(processes: StartProcess, tmp_path: Path) -> AsyncIterator[FrontDoor]:
    binary = haproxy_binary()
    nodes = [await processes("a"), await processes("b")]
    port = free_port()
    config = tmp_path / "haproxy.cfg"
    config.write_text(
        _localcluster().render(
            f"127.0.0.1:{port}", [(n.name, f"127.0.0.1:{n.port}") for n in nodes]
        )
    )
    assert f"source {PROXY_SOURCE}" in config.read_text()
    log = (tmp_path / "haproxy.log").open("ab")
    process = await asyncio.create_subprocess_exec(
        binary, "-db", "-f", str(config), stdout=log, stderr=log
    )
    door = FrontDoor(port, nodes)
    try:
        await _until_both_nodes_are_up(door.url)
        yield door
    finally:
        await door.close()
        process.terminate()
        await process.wait()
        log.close()


async def _until_both_nodes_are_up(url: str) -> None:
    """HAProxy counts a node up after two good checks (``rise 2``): until then the door may
    answer 503. Plain /health through the door until it answers (the checks themselves come
    from the trusted source and are never limited)."""
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            try:
                async with session.get(url + "/health") as response:
                    if response.status == 200:
                        await asyncio.sleep(2.5)  # the second node too (1 s checks, rise 2)
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.05)
    raise AssertionError("the door never led to a node")


async def _welcomed(client: Client) -> bool:
    message = await client.receive()
    if isinstance(message, Welcome):
        return True
    assert getattr(message, "code", None) is ErrorCode.RATE_LIMITED, message
    assert getattr(message, "detail", None) == "new_player"
    return False


async def test_forged_addresses_through_the_door_make_no_more_players(front: FrontDoor) -> None:
    liar, neighbour = front.origin(3), front.origin(4)
    made = []
    for n in range(NEW_PLAYERS_AT_ONCE + 4):
        client = await liar.hello(front.url, n)
        made.append(await _welcomed(client))
        await client.ws.close()
    assert made == [True] * NEW_PLAYERS_AT_ONCE + [False] * 4  # then one a minute
    # Counted per client, not per proxy: another address behind the same door is let in.
    other = await neighbour.hello(front.url, 0)
    assert await _welcomed(other)
    await other.ws.close()


async def test_forged_addresses_through_the_door_give_no_more_code_guesses(
    front: FrontDoor,
) -> None:
    guesser = front.origin(5)
    answered = []
    for player in range(4):
        client = await guesser.hello(front.url, player)
        assert await _welcomed(client)
        misses = 0
        for guess in range(CODE_MISSES_PER_PLAYER + 2):
            await client.send(JoinTable(code="ABCDEFGH"[guess % 8] * 8))
            code = await client.error()
            if code is ErrorCode.RATE_LIMITED:
                break
            assert code is ErrorCode.TABLE_NOT_FOUND
            misses += 1
        answered.append(misses)
        await client.ws.close()
    # 10 a player until the address's 30 are spent; then a new identity gets one guess.
    assert answered == [CODE_MISSES_PER_PLAYER] * 3 + [1]
    assert sum(answered[:3]) == CODE_MISSES_PER_ADDRESS


async def test_a_client_at_a_nodes_port_is_judged_by_its_own_address(front: FrontDoor) -> None:
    sneak = front.origin(6)
    a, b = front.nodes
    made = []
    for n in range(NEW_PLAYERS_AT_ONCE + 2):
        # Half through the door, half straight to a node with headers naming anyone (even the
        # proxy's own address): one allowance, the client's own.
        url = front.url if n % 2 == 0 else (a.url if n % 4 == 1 else b.url)
        client = await sneak.hello(url, n)
        made.append(await _welcomed(client))
        await client.ws.close()
    assert made == [True] * NEW_PLAYERS_AT_ONCE + [False] * 2


async def test_the_door_shows_no_internals(front: FrontDoor) -> None:
    visitor = front.origin(7)
    for path in ("/metrics", "/status", "/ready"):
        async with visitor.session.get(front.url + path) as response:
            assert response.status == 404, path
    async with visitor.session.get(front.url + "/health", headers=forgeries(1)) as response:
        assert response.status == 200
        assert await response.json() == {"status": "ok", "protocol": 1}
    client = await visitor.hello(front.url, 0)
    assert await _welcomed(client)
    await client.ws.close()
    accepted = 0.0
    for node in front.nodes:  # the operators' listener answers on the node's loopback port
        status = await node.status()
        assert status["node"].startswith(node.name + ".") and status["storage"] == "postgresql"
        accepted += await node.metric("fuenfwurf_connections_total")
    assert accepted == 1
