"""The listener's door, on a real TCP port as ``python -m app.server`` runs it: half-sent
requests are cut off, open connections per address are capped before any upgrade, and behind a
trusted proxy the client's own address is what counts."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from app.net import Hello, Welcome
from app.server.addresses import parse_networks
from app.server.app import create_app
from app.server.clock import ManualClock
from app.server.clockchoice import FALLBACK
from app.server.config import ServerConfig
from app.server.http import NODE
from app.server.serve import GuardedSite, start

from .conftest import UNLIMITED
from .helpers import Client
from .rawsocket import RawSocket

Start = Callable[..., Awaitable[tuple[web.Application, GuardedSite]]]


@pytest.fixture
async def door(tmp_path: Path) -> AsyncIterator[Start]:
    runners: list[web.AppRunner] = []

    async def start_server(**settings: Any) -> tuple[web.Application, GuardedSite]:
        settings.setdefault("messages", UNLIMITED)
        config = ServerConfig(
            host="127.0.0.1", port=0, db=str(tmp_path / "door.sqlite3"), **settings
        )
        app = create_app(config, clock=ManualClock(), advisor=FALLBACK, dice=random.Random(1))
        runner, site = await start(app, config)
        runners.append(runner)
        return app, site

    yield start_server
    for runner in runners:
        await runner.cleanup()


async def test_a_half_sent_request_is_cut_off(door: Start) -> None:
    _, site = await door(head_timeout=0.3)
    slow = await RawSocket.open("127.0.0.1", site.port)
    await slow.send_bytes(b"GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: web")
    assert await slow.closed_by_peer(timeout=3.0)
    slow.close()


async def test_a_request_sent_in_time_is_served(door: Start) -> None:
    _, site = await door(head_timeout=0.3)
    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(f"http://127.0.0.1:{site.port}/ws")
        await asyncio.sleep(0.5)  # the websocket outlives the head timeout
        client = Client(ws)
        await client.send(Hello(name="Ada"))
        assert isinstance(await client.expect(Welcome), Welcome)
        await ws.close()


async def test_open_connections_per_address_are_capped_before_any_upgrade(door: Start) -> None:
    app, site = await door(max_connections_per_address=5, head_timeout=30.0)
    held = [await RawSocket.open("127.0.0.1", site.port) for _ in range(5)]
    extra = await RawSocket.open("127.0.0.1", site.port)
    assert await extra.closed_by_peer(timeout=3.0)  # closed at once, before any request
    assert app[NODE].metrics.value("fuenfwurf_connections_refused_total") >= 1
    held[0].close()
    for _ in range(200):  # a freed connection makes room again
        fresh = await RawSocket.open("127.0.0.1", site.port)
        if not await fresh.closed_by_peer(timeout=0.05):
            break
        fresh.close()
    else:
        pytest.fail("the cap never made room again")
    for sock in [*held[1:], extra, fresh]:
        sock.close()


@pytest.mark.parametrize(
    ("trusted", "forwarded", "counted_as"),
    [
        ((), "203.0.113.9", "127.0.0.1"),  # an untrusted peer cannot name another address
        (("127.0.0.1",), "203.0.113.9", "203.0.113.9"),
        (("127.0.0.0/8",), "198.51.100.1, 203.0.113.9", "203.0.113.9"),  # the right-most hop
        (("127.0.0.1", "10.0.0.0/8"), "203.0.113.9, 10.1.2.3", "203.0.113.9"),
        (("127.0.0.1",), "2001:db8:1:2::a", "2001:db8:1:2::/64"),
        (("127.0.0.1",), "not an address", "127.0.0.1"),
    ],
)
async def test_behind_a_trusted_proxy_the_forwarded_client_counts(
    door: Start, trusted: tuple[str, ...], forwarded: str, counted_as: str
) -> None:
    app, site = await door(trusted_proxies=parse_networks(trusted))
    node = app[NODE]
    session = aiohttp.ClientSession()
    try:
        ws = await session.ws_connect(
            f"http://127.0.0.1:{site.port}/ws", headers={"X-Forwarded-For": forwarded}
        )
        await asyncio.sleep(0)  # let the server register the socket
        for _ in range(100):
            if node.registry:
                break
            await asyncio.sleep(0.01)
        assert [conn.address for conn in node.registry] == [counted_as]
        await ws.close()
    finally:
        await session.close()


async def test_the_websocket_limits_count_forwarded_clients_apart(door: Start) -> None:
    _, site = await door(trusted_proxies=parse_networks(["127.0.0.1"]), max_sockets_per_address=2)
    session = aiohttp.ClientSession()
    url = f"http://127.0.0.1:{site.port}/ws"
    try:
        mine = [
            await session.ws_connect(url, headers={"X-Forwarded-For": "203.0.113.1"})
            for _ in range(2)
        ]
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(url, headers={"X-Forwarded-For": "203.0.113.1"})
        assert refused.value.status == 429
        other = await session.ws_connect(url, headers={"X-Forwarded-For": "203.0.113.2"})
        client = Client(other)
        await client.send(Hello(name="Bo"))
        assert isinstance(await client.expect(Welcome), Welcome)
        for ws in [*mine, other]:
            await ws.close()
    finally:
        await session.close()
