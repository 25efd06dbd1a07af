"""Allowances in Redis: token buckets and marks shared by every node."""

from __future__ import annotations

import time

from ...ratelimit import Allowances, LocalAllowances, Rate
from ..shared import Unavailable
from .link import RedisLink
from .scripts import TOKEN_BUCKET


class RedisAllowances(Allowances):
    """Token buckets and marks in Redis, shared by every node. While Redis is away they are
    kept by this node alone (``LocalAllowances``): every limit still holds, per node."""

    def __init__(self, link: RedisLink) -> None:
        self.link = link
        self._bucket_script = link.script(TOKEN_BUCKET)
        self._meanwhile = LocalAllowances(time.monotonic)

    async def _bucket(self, key: str, rate: Rate, cost: float, mode: str) -> bool:
        args = [rate.burst, rate.per_second, cost, mode]
        return bool(await self.link.call(self._bucket_script, [self.link.key("a", key)], args))

    async def take(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        try:
            return await self._bucket(key, rate, cost, "take")
        except Unavailable:
            return await self._meanwhile.take(key, rate, cost)

    async def has(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        try:
            return await self._bucket(key, rate, cost, "has")
        except Unavailable:
            return await self._meanwhile.has(key, rate, cost)

    async def mark(self, key: str, seconds: float) -> None:
        try:
            await self.link.do("set", self.link.key("m", key), 1, px=int(seconds * 1000))
        except Unavailable:
            await self._meanwhile.mark(key, seconds)

    async def marked(self, key: str) -> bool:
        try:
            return bool(await self.link.do("exists", self.link.key("m", key)))
        except Unavailable:
            return await self._meanwhile.marked(key)
