"""Forged addresses (issue 25), on a server in this process: only a trusted proxy names the
client, and then only by the entry it added (every ``X-Forwarded-For`` line is read, from the
right); ``/health`` is limited per address except for the proxy's own checks; the operators'
listener is not the public one."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient
from multidict import CIMultiDict

from app.host.ports import free_port
from app.server.__main__ import config_from, parse_args
from app.server.addresses import client_address, parse_networks
from app.server.config import ServerConfig
from app.server.health import WATCH
from app.server.ratelimit import Rate
from app.server.serve import start_internal

from .conftest import MakeServer, node_of

PROXY = parse_networks(["127.0.0.1"])
"""The test client's own address, playing the proxy."""
FEW = Rate(burst=3, per_second=0.001)


@pytest.mark.parametrize(
    ("lines", "client"),
    [
        (["203.0.113.9"], "203.0.113.9"),
        (["6.6.6.6", "203.0.113.9"], "203.0.113.9"),  # the client's own line, then the proxy's
        (["6.6.6.6, 7.7.7.7", "203.0.113.9"], "203.0.113.9"),
        (["203.0.113.9", "127.0.0.1"], "203.0.113.9"),  # a chain of trusted proxies
        (["203.0.113.9", "garbage"], "127.0.0.1"),  # an unreadable last hop: the proxy itself
    ],
)
def test_every_line_is_read_from_the_right(lines: list[str], client: str) -> None:
    assert client_address("127.0.0.1", ",".join(lines), PROXY) == client


def _forged(*lines: str) -> CIMultiDict[str]:
    headers: CIMultiDict[str] = CIMultiDict()
    for line in lines:
        headers.add("X-Forwarded-For", line)
    headers.add("Forwarded", "for=6.6.6.6")  # never read
    return headers


async def _statuses(
    server: TestClient[Any, Any], path: str, heads: list[CIMultiDict[str]]
) -> list[int]:
    statuses = []
    for headers in heads:
        response = await server.get(path, headers=headers)
        await response.read()
        statuses.append(response.status)
    return statuses


async def test_behind_a_proxy_that_appends_the_clients_own_first_line_is_ignored(
    make_server: MakeServer,
) -> None:
    server = await make_server(trusted_proxies=PROXY, http_per_address=FEW)
    # The same client (the proxy's line, last) with a new forged first line every time.
    heads = [_forged(f"198.51.100.{n}", "203.0.113.9") for n in range(5)]
    assert await _statuses(server, "/leaderboard/week", heads) == [200, 200, 200, 429, 429]
    other = [_forged("203.0.113.9", "203.0.113.10")]  # another client has its own allowance
    assert await _statuses(server, "/leaderboard/week", other) == [200]


async def test_a_client_that_is_no_proxy_is_judged_by_its_own_address(
    make_server: MakeServer,
) -> None:
    server = await make_server(http_per_address=FEW)  # trusts nobody (the default)
    heads = [_forged(f"198.51.100.{n}", f"203.0.113.{n}") for n in range(5)]
    assert await _statuses(server, "/leaderboard/week", heads) == [200, 200, 200, 429, 429]
    assert node_of(server).config.trusted_proxies == ()


async def test_health_is_limited_per_address_but_not_the_proxys_own_checks(
    make_server: MakeServer,
) -> None:
    server = await make_server(trusted_proxies=PROXY, health_per_address=FEW)
    assert await _statuses(server, "/health", [CIMultiDict()] * 50) == [200] * 50  # its checks
    heads = [_forged(f"198.51.100.{n}", "203.0.113.9") for n in range(5)]
    assert await _statuses(server, "/health", heads) == [200, 200, 200, 429, 429]
    body = await (await server.get("/health")).json()
    assert body == {"status": "ok", "protocol": 1}  # nothing names the node


async def test_health_from_a_stranger_is_limited(make_server: MakeServer) -> None:
    server = await make_server(health_per_address=FEW)
    assert await _statuses(server, "/health", [CIMultiDict()] * 5) == [200, 200, 200, 429, 429]


async def test_health_asks_the_database_in_the_background_only(
    make_server: MakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server(trusted_proxies=PROXY)
    pings = 0
    storage = node_of(server).storage
    real = storage.ping

    async def counted() -> None:
        nonlocal pings
        pings += 1
        await real()

    monkeypatch.setattr(storage, "ping", counted)
    assert await _statuses(server, "/health", [CIMultiDict()] * 100) == [200] * 100
    assert pings <= 1  # at most the watch's round, whatever the number of checks


async def test_health_is_degraded_once_the_database_stops_answering(
    make_server: MakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server()
    watch = server.app[WATCH]

    async def broken() -> None:
        raise OSError("gone")

    monkeypatch.setattr(node_of(server).storage, "ping", broken)
    assert not await watch.ping()
    response = await server.get("/health")
    assert response.status == 503 and (await response.json())["status"] == "degraded"


async def test_there_is_no_metrics_on_the_public_listener(server: TestClient[Any, Any]) -> None:
    for path in ("/metrics", "/status", "/ready"):
        assert (await server.get(path)).status == 404, path


def test_the_operators_listener_is_on_loopback_by_default() -> None:
    default = config_from(parse_args([]))
    assert (default.metrics_host, default.metrics_port) == ("127.0.0.1", 9765)
    chosen = config_from(parse_args(["--metrics-host", "10.0.0.5", "--metrics-port", "9001"]))
    assert (chosen.metrics_host, chosen.metrics_port) == ("10.0.0.5", 9001)


async def test_the_operators_listener_serves_metrics_on_a_port_of_its_own(
    make_server: MakeServer,
) -> None:
    server = await make_server()
    port = free_port()
    config = ServerConfig(db="", metrics_port=port)
    runner = await start_internal(server.app, config)
    assert runner is not None
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/metrics") as response:
                assert response.status == 200
                assert "fuenfwurf_sockets" in await response.text()
            async with session.get(f"http://127.0.0.1:{port}/status") as response:
                assert (await response.json())["node"] == node_of(server).name
    finally:
        await runner.cleanup()
    assert await start_internal(server.app, ServerConfig(db="", metrics_port=0)) is None


def test_the_tables_an_address_may_open_are_an_option_of_the_command_line() -> None:
    default = config_from(parse_args([]))
    assert default.tables_per_address == ServerConfig().tables_per_address
    # a load test's players all come from one address: it opens the limit
    chosen = config_from(parse_args(["--tables-per-minute", "600"]))
    assert chosen.tables_per_address.burst == 600 and chosen.tables_per_address.per_second == 10
