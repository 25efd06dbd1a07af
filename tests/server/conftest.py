"""Fixtures: a server on a throw-away SQLite file with a hand-driven clock."""

from __future__ import annotations

import os
import random
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from aiohttp.test_utils import TestClient

from app.server.app import create_app
from app.server.clock import ManualClock
from app.server.clockchoice import FALLBACK, Advisor
from app.server.config import ServerConfig
from app.server.http import NODE
from app.server.node import Node
from app.server.ratelimit import Rate
from app.server.storage import Storage
from app.server.storage.postgres import PostgresStorage
from app.server.storage.sqlite import SqliteStorage

UNLIMITED = Rate(burst=1e9, per_second=1e9)
MakeServer = Callable[..., Awaitable[TestClient[Any, Any]]]


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "server.sqlite3")


@pytest.fixture
def make_server(aiohttp_client: Any, database: str, clock: ManualClock) -> MakeServer:
    """Start a server app; call again with the same database to restart."""

    async def make(
        *, advisor: Advisor = FALLBACK, seed: int = 1, db: str | None = None, **settings: Any
    ) -> TestClient[Any, Any]:
        settings.setdefault("messages", UNLIMITED)  # scripted clients are faster than people
        config = ServerConfig(db=db or database, **settings)
        app = create_app(config, clock=clock, advisor=advisor, dice=random.Random(seed))
        client: TestClient[Any, Any] = await aiohttp_client(app)
        return client

    return make


@pytest.fixture
async def server(make_server: MakeServer) -> TestClient[Any, Any]:
    return await make_server()


def node_of(http: TestClient[Any, Any]) -> Node:
    return http.app[NODE]


POSTGRES_URL = os.environ.get(
    "FUENFWURF_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test"
)


async def postgres_answers() -> bool:
    try:
        connection = await asyncpg.connect(POSTGRES_URL, timeout=2)
    except (OSError, asyncpg.PostgresError, TimeoutError):
        return False
    await connection.close()
    return True


def missing_service(what: str) -> None:
    """A service the test needs does not answer: skip, except on CI (``CI=true``), where that
    is a failure with a clear message, so tests that need it cannot go missing unseen."""
    message = f"{what} does not answer"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{message}; CI=true needs it", pytrace=False)
    pytest.skip(message)


async def need_postgres() -> None:
    if not await postgres_answers():
        missing_service(f"PostgreSQL at {POSTGRES_URL} (set FUENFWURF_TEST_POSTGRES)")


@asynccontextmanager
async def fresh_schema() -> AsyncIterator[str]:
    """A schema of its own in the machine's PostgreSQL, dropped afterwards."""
    await need_postgres()
    schema = f"test_{uuid.uuid4().hex[:16]}"
    try:
        yield schema
    finally:
        connection = await asyncpg.connect(POSTGRES_URL)
        try:
            await connection.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        finally:
            await connection.close()


@pytest.fixture
async def postgres_schema() -> AsyncIterator[str]:
    async with fresh_schema() as schema:
        yield schema


@pytest.fixture(params=["sqlite", "postgresql"])
async def blank_storage(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Storage]:
    """An empty storage of each kind, not migrated; PostgreSQL in a schema of its own."""
    if request.param == "sqlite":
        store: Storage = SqliteStorage(tmp_path / "storage.sqlite3")
    else:
        await need_postgres()
        store = PostgresStorage(POSTGRES_URL, schema=f"test_{uuid.uuid4().hex[:16]}")
    await store.open()
    try:
        yield store
    finally:
        if isinstance(store, PostgresStorage):
            await store.drop_schema()
        await store.close()


@pytest.fixture
async def storage(blank_storage: Storage) -> Storage:
    """An empty, migrated storage of each kind."""
    await blank_storage.migrate()
    return blank_storage


@pytest.fixture(params=["sqlite", "postgresql"])
async def server_any(
    request: pytest.FixtureRequest, make_server: MakeServer
) -> AsyncIterator[MakeServer]:
    """``make_server`` on each kind of database (PostgreSQL in a schema of its own)."""
    if request.param == "sqlite":
        yield make_server
        return
    async with fresh_schema() as schema:

        async def on_postgres(**settings: Any) -> TestClient[Any, Any]:
            return await make_server(db=POSTGRES_URL, db_schema=schema, **settings)

        yield on_postgres
