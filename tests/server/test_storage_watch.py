"""The storage watch behind ``/health``: it stops when told to, even when its ping answers at
that very moment (Python 3.11's ``asyncio.wait_for`` lost such a cancellation, and the watch
kept pinging: the server's shutdown, and a player's "stop hosting", waited for ever)."""

from __future__ import annotations

import asyncio
from typing import cast

import pytest

from app.server import health
from app.server.health import StorageWatch
from app.server.storage import Storage

HANG = 10.0
"""Seconds after which a stop that has not ended counts as hanging (it takes a few loop
passes)."""


class GatedStorage:
    """A storage whose ping answers when the test says so."""

    def __init__(self) -> None:
        self.pings = 0
        self.asked = asyncio.Event()
        self.answer: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    async def ping(self) -> None:
        self.pings += 1
        self.asked.set()
        await self.answer


async def test_the_watch_stops_when_its_ping_answers_as_it_is_stopped() -> None:
    storage = GatedStorage()
    watch = StorageWatch(cast(Storage, storage), interval=0.0)
    watch.start()
    task = watch._task
    assert task is not None
    await storage.asked.wait()  # the watch waits for the database's answer

    storage.answer.set_result(None)  # it answers, and in the same moment the watch is stopped
    stopping = asyncio.ensure_future(watch.stop())
    await asyncio.wait({stopping}, timeout=HANG)

    assert stopping.done(), "stopping the watch hangs: its task goes on pinging"
    assert task.done()
    assert storage.pings == 1
    stopping.result()


async def test_the_watch_stops_while_its_ping_waits() -> None:
    storage = GatedStorage()
    watch = StorageWatch(cast(Storage, storage), interval=0.0)
    watch.start()
    await storage.asked.wait()

    stopping = asyncio.ensure_future(watch.stop())
    await asyncio.wait({stopping}, timeout=HANG)

    assert stopping.done()
    stopping.result()
    assert storage.answer.cancelled()  # the ping was cut off, not waited for


async def test_a_ping_that_does_not_answer_in_time_counts_as_down(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    storage = GatedStorage()
    watch = StorageWatch(cast(Storage, storage))
    monkeypatch.setattr(health, "PING_TIMEOUT", 0.0)  # the ping's time is up at once

    assert await watch.ping() is False
    assert watch.ok is False

    monkeypatch.setattr(health, "PING_TIMEOUT", HANG)
    storage.answer = asyncio.get_running_loop().create_future()
    storage.answer.set_result(None)
    assert await watch.ping() is True
    assert watch.ok is True
