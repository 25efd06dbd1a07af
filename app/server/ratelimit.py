"""Token buckets: per connection (messages, chat, bad messages) and per address (sockets,
connections, table-code look-ups that found nothing)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rate:
    """``burst`` at once, refilled at ``per_second``."""

    burst: float
    per_second: float


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


@dataclass(slots=True)
class AddressState:
    sockets: int
    connects: TokenBucket
    code_misses: TokenBucket


class AddressBook:
    """What each remote address is allowed; entries of idle addresses are dropped so that the
    book stays small however many addresses come by."""

    def __init__(
        self, max_sockets: int, connects: Rate, code_misses: Rate, capacity: int = 100_000
    ) -> None:
        self.max_sockets = max_sockets
        self._connects = connects
        self._code_misses = code_misses
        self._capacity = capacity
        self._entries: OrderedDict[str, AddressState] = OrderedDict()

    def _entry(self, address: str, now: float) -> AddressState:
        entry = self._entries.get(address)
        if entry is None:
            entry = AddressState(
                0, TokenBucket(self._connects, now), TokenBucket(self._code_misses, now)
            )
            self._entries[address] = entry
            self._evict(now)
        self._entries.move_to_end(address)
        return entry

    def _evict(self, now: float) -> None:
        # Oldest first; an address with open sockets or spent buckets stays (forgetting it
        # would hand it fresh allowances).
        while len(self._entries) > self._capacity:
            for address, entry in self._entries.items():
                if not entry.sockets and entry.connects.full(now) and entry.code_misses.full(now):
                    del self._entries[address]
                    break
            else:
                return

    def open_socket(self, address: str, now: float) -> bool:
        """Count a new connection; False when the address has too many or connects too often."""
        entry = self._entry(address, now)
        if entry.sockets >= self.max_sockets or not entry.connects.take(now):
            return False
        entry.sockets += 1
        return True

    def close_socket(self, address: str) -> None:
        entry = self._entries.get(address)
        if entry is not None and entry.sockets > 0:
            entry.sockets -= 1

    def may_look_up_code(self, address: str, now: float) -> bool:
        """Whether a table-code look-up is allowed now (misses spend the allowance)."""
        return self._entry(address, now).code_misses.has(now)

    def code_missed(self, address: str, now: float) -> None:
        self._entry(address, now).code_misses.take(now)

    def sockets(self, address: str) -> int:
        entry = self._entries.get(address)
        return entry.sockets if entry else 0


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
