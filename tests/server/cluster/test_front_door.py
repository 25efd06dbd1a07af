"""The front door of ``packaging/server``: HAProxy (Debian's) with the project's own
configuration in front of node processes. Clients reach any node through one address; a node
that stops sends its clients back through the door, to the other one."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import shutil
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from app.net import GameResult, TableState

from ..helpers import Client, Closed, play_to_end
from ..test_presence import reconnect
from .conftest import StartProcess, missing_service
from .processes import ROOT, ProcessNode, free_port
from .test_cluster import open_table

pytestmark = pytest.mark.xdist_group("subprocess")
CONFIG = ROOT / "packaging" / "server" / "haproxy.cfg"


def _localcluster() -> Any:
    spec = importlib.util.spec_from_file_location(
        "localcluster", CONFIG.with_name("localcluster.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def haproxy_binary() -> str:
    found = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
    if found is None:
        missing_service("HAProxy (Debian's haproxy package, which make test installs as root)")
    assert found is not None
    return found


class Door:
    """Through HAProxy: what a client of the cluster sees."""

    def __init__(self, port: int) -> None:
        self.port = port
        self._session = aiohttp.ClientSession()

    async def ws_connect(self, path: str) -> aiohttp.ClientWebSocketResponse:
        return await self._session.ws_connect(f"http://127.0.0.1:{self.port}{path}")

    async def close(self) -> None:
        await self._session.close()


@pytest.fixture
async def door(
    processes: StartProcess, tmp_path: Path
) -> AsyncIterator[tuple[Door, list[ProcessNode]]]:
    binary = haproxy_binary()
    nodes = [await processes("a"), await processes("b")]
    port = free_port()
    config = tmp_path / "haproxy.cfg"
    config.write_text(
        _localcluster().render(
            f"127.0.0.1:{port}", [(n.name, f"127.0.0.1:{n.port}") for n in nodes]
        )
    )
    log = (tmp_path / "haproxy.log").open("ab")
    process = await asyncio.create_subprocess_exec(
        binary, "-db", "-f", str(config), stdout=log, stderr=log
    )
    front = Door(port)
    try:
        for _ in range(200):
            try:
                ws = await front.ws_connect("/ws")
                await ws.close()
                break
            except aiohttp.ClientError:
                await asyncio.sleep(0.05)
        yield front, nodes
    finally:
        await front.close()
        process.terminate()
        await process.wait()
        log.close()


async def test_the_deployment_configuration_is_valid(tmp_path: Path) -> None:
    binary = haproxy_binary()
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=play.example.org", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    bundle = tmp_path / "fuenfwurf.pem"
    bundle.write_bytes(cert.read_bytes() + key.read_bytes())
    config = tmp_path / "haproxy.cfg"
    config.write_text(CONFIG.read_text().replace("/etc/haproxy/certs/fuenfwurf.pem", str(bundle)))
    checked = subprocess.run(
        [binary, "-c", "-f", str(config)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "WARNING" not in checked.stdout + checked.stderr


async def test_players_come_back_through_the_door_when_their_node_stops(
    door: tuple[Door, list[ProcessNode]],
) -> None:
    front, (a, _b) = door
    code, (ada, bo) = await open_table(front, (front, "Bo"))
    rng = random.Random(41)
    await play_to_end([ada, bo], rng, moves=5)
    assert await a.terminate() == 0  # a rolling restart begins with a: it drains, then exits
    clients = []
    for player in (ada, bo):
        if await sent_away(player):  # it was on a: back in through the door, which picks b
            back, welcome = await reconnect(front, player.token or "")
            assert welcome.table == code
            back.token = player.token
            await back.expect(TableState)
            player = back  # noqa: PLW2901 (the same player, on a new connection)
        clients.append(player)
    await play_to_end(clients, rng)
    results = [await client.expect(GameResult) for client in clients]
    assert results[0].standings == results[1].standings


async def sent_away(client: Client) -> bool:
    """Whether the server closed the client's socket (``bye`` ``moving`` first)."""
    try:
        await client.silent(0.3)
    except Closed:
        return True
    return client.ws.closed
