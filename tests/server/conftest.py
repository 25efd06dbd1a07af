"""Fixtures: a server on a throw-away SQLite file with a hand-driven clock."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.server.advisor import FALLBACK, Advisor
from app.server.app import create_app
from app.server.clock import ManualClock
from app.server.config import ServerConfig
from app.server.hall import Hall
from app.server.http import HALL
from app.server.ratelimit import Rate

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


def hall_of(http: TestClient[Any, Any]) -> Hall:
    return http.app[HALL]
