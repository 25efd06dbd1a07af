"""The node's number of players, written for the lobby: a burst of hellos costs a few writes."""

from __future__ import annotations

import asyncio
from typing import Any, cast

from app.server.headcount import HeadCount
from app.server.registry import Registry


class SlowShared:
    """Writes that wait until the test lets them finish, and what they wrote."""

    def __init__(self) -> None:
        self.written: list[int] = []
        self.announced = 0
        self.go = asyncio.Event()

    async def count_players(self, count: int) -> None:
        await self.go.wait()
        self.written.append(count)

    def announce(self, data: bytes) -> None:
        self.announced += 1


class Players:
    def __init__(self) -> None:
        self.players = 0


async def test_a_burst_of_changes_is_written_in_two_writes_with_the_last_count() -> None:
    shared, registry = SlowShared(), Players()
    count = HeadCount(cast(Any, shared), cast(Registry, registry))
    registry.players = 1
    first = asyncio.create_task(count.update())
    await asyncio.sleep(0)  # the first write is under way
    for players in range(2, 300):  # hundreds of hellos meanwhile
        registry.players = players
        await count.update()  # returns at once: the write under way writes again
    shared.go.set()
    await first
    assert shared.written == [1, 299]
    assert shared.announced == 2


async def test_a_single_change_is_written_at_once() -> None:
    shared, registry = SlowShared(), Players()
    shared.go.set()
    count = HeadCount(cast(Any, shared), cast(Registry, registry))
    registry.players = 3
    await count.update()
    registry.players = 2
    await count.update()
    assert shared.written == [3, 2]
