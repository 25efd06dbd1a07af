"""Fixtures for the cluster: the machine's Redis (each test under a key prefix of its own,
removed afterwards) and PostgreSQL (each test in a schema of its own)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import redis.asyncio as aioredis
from aiohttp import web
from redis.exceptions import RedisError

from app.server.app import create_app
from app.server.clockchoice import FALLBACK
from app.server.config import ServerConfig
from app.server.http import NODE
from app.server.node import Node
from app.server.serve import start as start_site

from ..conftest import POSTGRES_URL, UNLIMITED, missing_service
from .processes import PROXY_SOURCE, ProcessNode

REDIS_URL = os.environ.get("FUENFWURF_TEST_REDIS", "redis://127.0.0.1:6379/0")


async def redis_answers() -> bool:
    client = aioredis.Redis.from_url(REDIS_URL, socket_connect_timeout=1.0)
    try:
        return bool(await client.ping())
    except (RedisError, OSError):
        return False
    finally:
        await client.aclose()


async def drop_prefix(prefix: str) -> None:
    client = aioredis.Redis.from_url(REDIS_URL)
    try:
        keys = [key async for key in client.scan_iter(match=f"{prefix}:*", count=500)]
        if keys:
            await client.delete(*keys)
    finally:
        await client.aclose()


@pytest.fixture
async def redis_prefix() -> AsyncIterator[str]:
    """A key prefix of this test's own on the machine's Redis."""
    if not await redis_answers():
        missing_service(f"Redis at {REDIS_URL} (set FUENFWURF_TEST_REDIS)")
    prefix = f"test{uuid.uuid4().hex[:12]}"
    try:
        yield prefix
    finally:
        await drop_prefix(prefix)


# --- nodes of a cluster in this process ---------------------------------------------------------

QUICK = {"lease_seconds": 1.5, "heartbeat_seconds": 0.25}
"""Cluster rounds fast enough for tests: a dead node's tables come back in about 2 s."""


class InProcessNode:
    """A cluster node on a real port of this machine, in the test's own event loop."""

    def __init__(self, app: web.Application, runner: web.AppRunner, port: int) -> None:
        self.app = app
        self.runner = runner
        self.port = port
        self._session = aiohttp.ClientSession()

    @property
    def node(self) -> Node:
        return self.app[NODE]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def ws_connect(self, path: str) -> aiohttp.ClientWebSocketResponse:
        return await self._session.ws_connect(self.url + path)

    async def get(self, path: str) -> aiohttp.ClientResponse:
        return await self._session.get(self.url + path)

    async def stop(self) -> None:
        """A graceful stop (SIGTERM): the node drains first."""
        try:
            if not self.node.closing:
                await self.node.shutdown()
            await self.runner.cleanup()
        finally:
            await self._session.close()


StartNode = Callable[..., Awaitable[InProcessNode]]


@pytest.fixture
async def cluster(redis_prefix: str, postgres_schema: str) -> AsyncIterator[StartNode]:
    """Start nodes of one cluster (on this test's Redis prefix and PostgreSQL schema)."""
    started: list[InProcessNode] = []

    async def start(name: str, *, redis: str = REDIS_URL, **settings: Any) -> InProcessNode:
        for key, value in {**QUICK, "messages": UNLIMITED, "chat": UNLIMITED}.items():
            settings.setdefault(key, value)
        config = ServerConfig(
            host="127.0.0.1",
            port=0,
            db=POSTGRES_URL,
            db_schema=postgres_schema,
            redis=redis,
            redis_prefix=redis_prefix,
            node=name,
            **settings,
        )
        app = create_app(config, advisor=FALLBACK, dice=random.Random(len(started) + 1))
        runner, site = await start_site(app, config)
        node = InProcessNode(app, runner, site.port)
        started.append(node)
        return node

    yield start
    for node in reversed(started):
        with contextlib.suppress(Exception):
            await node.stop()


# --- nodes as processes ---------------------------------------------------------------------------

StartProcess = Callable[..., Awaitable[ProcessNode]]
"""``start(name, *arguments)``: a node process; later arguments override the fixture's."""


@pytest.fixture
async def processes(
    redis_prefix: str, postgres_schema: str, tmp_path: Path
) -> AsyncIterator[StartProcess]:
    """Start cluster nodes as processes of their own (killed afterwards)."""
    started: list[ProcessNode] = []
    arguments = [
        "--db", POSTGRES_URL, "--db-schema", postgres_schema,
        "--redis", REDIS_URL, "--redis-prefix", redis_prefix,
        "--lease-seconds", str(QUICK["lease_seconds"]),
        "--heartbeat-seconds", str(QUICK["heartbeat_seconds"]),
        "--advisor", "best-now", "--messages-per-second", "10000", "--log-level", "INFO",
        "--trusted-proxy", PROXY_SOURCE,  # HAProxy's source, where a test puts it in front
    ]  # fmt: skip

    async def start(name: str, *more: str) -> ProcessNode:
        node = ProcessNode(name, [*arguments, *more], tmp_path / f"{name}.log")
        started.append(node)
        return await node.start()

    yield start
    for node in started:
        await node.close()


# --- Redis that goes away -------------------------------------------------------------------------


class RedisDoor:
    """A TCP relay to the machine's Redis that the test can close (every connection through it
    is cut, new ones are refused) and open again: Redis unreachable, as one node sees it."""

    def __init__(self) -> None:
        self.port = 0
        self._server: asyncio.AbstractServer | None = None
        self._pipes: set[asyncio.StreamWriter] = set()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    async def open(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", self.port)
        self.port = self._server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for writer in list(self._pipes):
            writer.transport.abort()
        self._pipes.clear()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        host, port = REDIS_URL.removeprefix("redis://").split("/")[0].split(":")
        try:
            up_reader, up_writer = await asyncio.open_connection(host, int(port))
        except OSError:
            writer.transport.abort()
            return
        self._pipes |= {writer, up_writer}

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.transport.abort()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))
        self._pipes -= {writer, up_writer}


@pytest.fixture
async def redis_door() -> AsyncIterator[RedisDoor]:
    door = RedisDoor()
    await door.open()
    yield door
    await door.close()
