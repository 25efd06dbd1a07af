"""The front door of ``packaging/server``: HAProxy (Debian's) with the project's own
configuration in front of node processes. Clients reach any node through one address; a node
that stops sends its clients back through the door, to the other one."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import shutil
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from app.host.ports import free_port, free_ports_in_a_row
from app.net import GameResult, TableState

from ..conftest import POSTGRES_URL
from ..helpers import Client, Closed, play_to_end
from ..test_presence import reconnect
from .conftest import REDIS_URL, StartProcess, missing_service
from .processes import ROOT, ProcessNode
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


async def test_make_cluster_starts_nodes_and_the_door_and_ctrl_c_stops_them_in_order(
    postgres_schema: str, redis_prefix: str
) -> None:
    haproxy_binary()
    door, first = free_port(), free_ports_in_a_row(2)
    command = [
        sys.executable, str(ROOT / "packaging" / "server" / "localcluster.py"),
        "--nodes", "2", "--port", str(door), "--first-node-port", str(first),
        "--first-metrics-port", str(free_ports_in_a_row(2)),
        "--db", POSTGRES_URL, "--db-schema", postgres_schema,
        "--redis", REDIS_URL, "--redis-prefix", redis_prefix, "--advisor", "best-now",
    ]  # fmt: skip
    process = await asyncio.create_subprocess_exec(
        *command, cwd=ROOT, stdout=asyncio.subprocess.PIPE
    )
    assert process.stdout is not None
    said: list[str] = []
    try:
        while not any("Connect the app to" in line for line in said):
            line = await asyncio.wait_for(process.stdout.readline(), 60)
            assert line, f"make cluster ended early: {said}"
            said.append(line.decode())
        front = Door(door)
        try:
            ws = await front.ws_connect("/ws")  # the door leads to a node
            await ws.close()
        finally:
            await front.close()
        process.send_signal(signal.SIGINT)  # Ctrl-C
        rest, _ = await asyncio.wait_for(process.communicate(), 90)
    finally:
        if process.returncode is None:  # the nodes run in sessions of their own: stop them too
            process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(process.wait(), 90)
            except TimeoutError:
                process.kill()
                await process.wait()
    lines = rest.decode().splitlines()
    assert process.returncode == 0
    # HAProxy first, then each node drains and exits by itself, one after the other (one that
    # had to be killed would say -9).
    stops = [line.strip().rsplit(" ", 1) for line in lines if "exited with" in line]
    assert [name for name, _ in stops] == ["HAProxy exited with", "node-1 exited with",
                                           "node-2 exited with"]  # fmt: skip
    assert stops[0][1] != "-9" and [code for _, code in stops[1:]] == ["0", "0"]
    assert lines[-1] == "stopped"
