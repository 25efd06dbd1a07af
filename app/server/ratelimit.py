"""Allowances: token buckets per connection (messages, bad messages, state requests), and keyed
buckets and marks for what belongs to a player or an address (chat, code guessing, new players,
connections) so that reconnecting hands out no fresh allowance.

The keyed store is asynchronous because a cluster keeps it in Redis; ``LocalAllowances`` keeps it
in this process for a single server.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rate:
    """``burst`` at once, refilled at ``per_second``."""

    burst: float
    per_second: float

    @property
    def refill_seconds(self) -> float:
        """How long an empty bucket takes to be full again."""
        return self.burst / self.per_second if self.per_second > 0 else float("inf")


class TokenBucket:
    __slots__ = ("_last", "_tokens", "rate")

    def __init__(self, rate: Rate, now: float) -> None:
        self.rate = rate
        self._tokens = rate.burst
        self._last = now

    def take(self, now: float, cost: float = 1.0) -> bool:
        """Spend ``cost`` tokens if there are enough; False (and nothing spent) otherwise."""
        self._refill(now)
        if self._tokens < cost:
            return False
        self._tokens -= cost
        return True

    def has(self, now: float, cost: float = 1.0) -> bool:
        """Whether ``cost`` tokens are there, without spending them."""
        self._refill(now)
        return self._tokens >= cost

    def full(self, now: float) -> bool:
        self._refill(now)
        return self._tokens >= self.rate.burst

    def _refill(self, now: float) -> None:
        elapsed = max(0.0, now - self._last)
        self._last = now
        self._tokens = min(self.rate.burst, self._tokens + elapsed * self.rate.per_second)


class Allowances(ABC):
    """Token buckets and marks under string keys (``chat:p17``, ``miss:a203.0.113.9``), shared
    by every connection of a player or an address."""

    @abstractmethod
    async def take(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        """Spend ``cost`` from the bucket ``key``; False (and nothing spent) if it has less."""

    @abstractmethod
    async def has(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        """Whether the bucket holds ``cost``, without spending."""

    @abstractmethod
    async def mark(self, key: str, seconds: float) -> None:
        """Set a flag that lapses after ``seconds``."""

    @abstractmethod
    async def marked(self, key: str) -> bool: ...

    async def close(self) -> None:
        return


class LocalAllowances(Allowances):
    """The store of a single server. Buckets that are full again and lapsed marks are dropped,
    oldest first, once there are more than ``capacity`` keys, so memory stays bounded however
    many players and addresses come by (a spent bucket is kept: forgetting it would refill it)."""

    def __init__(self, now: Callable[[], float], capacity: int = 200_000) -> None:
        self._now = now
        self._capacity = capacity
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()
        self._marks: OrderedDict[str, float] = OrderedDict()

    async def take(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        return self._bucket(key, rate).take(self._now(), cost)

    async def has(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        bucket = self._buckets.get(key)
        return bucket is None or bucket.has(self._now(), cost)

    async def mark(self, key: str, seconds: float) -> None:
        self._marks[key] = self._now() + seconds
        self._marks.move_to_end(key)
        while len(self._marks) > self._capacity:
            self._marks.popitem(last=False)  # the oldest mark lapses first anyway

    async def marked(self, key: str) -> bool:
        until = self._marks.get(key)
        if until is None:
            return False
        if until <= self._now():
            del self._marks[key]
            return False
        return True

    def _bucket(self, key: str, rate: Rate) -> TokenBucket:
        bucket = self._buckets.get(key)
        now = self._now()
        if bucket is None:
            bucket = self._buckets[key] = TokenBucket(rate, now)
            self._evict(now)
        self._buckets.move_to_end(key)
        return bucket

    def _evict(self, now: float) -> None:
        while len(self._buckets) > self._capacity:
            for key, bucket in self._buckets.items():
                if bucket.full(now):
                    del self._buckets[key]
                    break
            else:
                return


class SocketCounts:
    """Open websockets per address (a count, not a rate: it goes down when a socket closes)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._open: dict[str, int] = {}

    def open(self, address: str) -> bool:
        count = self._open.get(address, 0)
        if count >= self.limit:
            return False
        self._open[address] = count + 1
        return True

    def close(self, address: str) -> None:
        count = self._open.get(address, 0) - 1
        if count > 0:
            self._open[address] = count
        else:
            self._open.pop(address, None)

    def count(self, address: str) -> int:
        return self._open.get(address, 0)


class PerAddress:
    """One bucket per remote address (for plain HTTP requests), forgetting the oldest."""

    def __init__(self, rate: Rate, capacity: int = 50_000) -> None:
        self._rate = rate
        self._capacity = capacity
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def take(self, address: str, now: float) -> bool:
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = self._buckets[address] = TokenBucket(self._rate, now)
            if len(self._buckets) > self._capacity:
                self._buckets.popitem(last=False)
        self._buckets.move_to_end(address)
        return bucket.take(now)


async def take_each(allowances: Allowances, *buckets: tuple[str, Rate]) -> bool:
    """Spend one from each bucket if every one has it (a refusal by one spends nothing of the
    others, so a player is not charged for what their address was refused)."""
    for key, rate in buckets:
        if not await allowances.has(key, rate):
            return False
    for key, rate in buckets:
        if not await allowances.take(key, rate):
            return False  # spent meanwhile by another connection
    return True
