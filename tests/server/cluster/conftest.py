"""Fixtures for the cluster: the machine's Redis (each test under a key prefix of its own,
removed afterwards) and PostgreSQL (each test in a schema of its own)."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator

import pytest
import redis.asyncio as aioredis
from redis.exceptions import RedisError

REDIS_URL = os.environ.get("FUENFWURF_TEST_REDIS", "redis://127.0.0.1:6379/0")


def missing_service(what: str) -> None:
    """A service the test needs does not answer: in CI that is a failure with a clear message,
    elsewhere the test is skipped."""
    message = f"{what} does not answer; the cluster tests need it"
    if os.environ.get("CI") == "true":
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


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
        missing_service(f"Redis at {REDIS_URL}")
    prefix = f"test{uuid.uuid4().hex[:12]}"
    try:
        yield prefix
    finally:
        await drop_prefix(prefix)
