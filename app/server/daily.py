"""The daily challenge: each day (UTC) one challenge per offered ruleset, the same course of
dice for everyone who makes the same choices, one ranked attempt per player.

The day's dice come from a secret seed per day and ruleset (kept in the database, its commitment
published from the start of the day, the seed itself once the day is over) through the daily
construction (``app.net.dice``, version 2): each roll follows from the seed and the attempt's
course so far, so an attempt that differs in one choice meets unrelated dice from there on. An
attempt is a solo table without a turn clock; it closes at the end of its day, scored if it was
finished, void if not. A *ranked* attempt (one per identity, day and ruleset; only identities
made before the day began) goes on the day's board; *practice* attempts (any identity, any
number) roll from the day's practice seed (``app.net.dice.practice_seed``), a stream unrelated to
the ranked one, and rank nowhere. ``BoardCache`` keeps the boards for a while.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass

from app.net.days import (
    DAILY_BAR_WIDTH,
    day_starts,
)
from app.net.dice import DAILY_DICE_VERSION, DICE_VERSION

DAILY_VERSION = 2
"""The rules of the daily challenge (with ``app.net.dice.DAILY_DICE_VERSION``): 2 since each
roll follows the attempt's course and practice has a stream of its own."""
PRACTICE_PER_DAY = 30
"""Practice attempts per identity, day and ruleset: any number a person plays, bounded so that
one identity cannot fill the database with tables."""


def scope(day: int, ruleset: str, *, ranked: bool = True) -> str:
    """The dice scope of a day's challenge (``app.net.dice``): ``daily:DAY:RULESET:ranked`` or
    ``daily:DAY:RULESET:practice``."""
    return f"daily:{day}:{ruleset}:{'ranked' if ranked else 'practice'}"


@dataclass(frozen=True, slots=True)
class DailyScope:
    """What a daily attempt's dice scope says."""

    day: int
    ruleset: str
    ranked: bool
    version: int
    """The dice construction: 2, or 1 for attempts begun before it (``daily:DAY:RULESET``)."""


def parse_scope(text: str | None) -> DailyScope | None:
    """The daily attempt a stored dice scope names; None for an ordinary table's."""
    if text is None or not text.startswith("daily:"):
        return None
    parts = text.split(":")
    if len(parts) == 3:  # version 1: ranked, before practice existed
        return DailyScope(int(parts[1]), parts[2], True, DICE_VERSION)
    if len(parts) == 4 and parts[3] in ("ranked", "practice"):
        return DailyScope(int(parts[1]), parts[2], parts[3] == "ranked", DAILY_DICE_VERSION)
    raise ValueError(f"not a daily scope: {text!r}")


def ranked_from(day: int) -> int:
    """Identities made before this Unix ms may enter the day's ranked board: the day's start.
    An identity made during the day could be a throw-away made to scout (``docs/protocol.md``)."""
    return day_starts(day)


@dataclass(frozen=True, slots=True)
class Bar:
    low: int
    """The bar holds totals from ``low`` to ``low + DAILY_BAR_WIDTH - 1``."""
    count: int


def distribution(totals: Iterable[int]) -> list[Bar]:
    """How the day's totals spread, in bars of ``DAILY_BAR_WIDTH`` points (empty bars in between
    included, so that a chart shows the gaps)."""
    counts: dict[int, int] = {}
    for total in totals:
        low = total // DAILY_BAR_WIDTH * DAILY_BAR_WIDTH
        counts[low] = counts.get(low, 0) + 1
    if not counts:
        return []
    lowest, highest = min(counts), max(counts)
    return [Bar(low, counts.get(low, 0)) for low in range(lowest, highest + 1, DAILY_BAR_WIDTH)]


@dataclass(frozen=True, slots=True)
class Ranked:
    rank: int
    player: int
    name: str
    total: int


def ranked(rows: Sequence[tuple[int, str, int]]) -> list[Ranked]:
    """(player, name, total), best first; equal totals share a rank."""
    ordered = sorted(rows, key=lambda row: (-row[2], row[0]))
    places: list[Ranked] = []
    for index, (player, name, total) in enumerate(ordered):
        same = places and places[-1].total == total
        places.append(Ranked(places[-1].rank if same else index + 1, player, name, total))
    return places


def rank_of(total: int, totals: Iterable[int]) -> int:
    """The rank a total has among the day's totals (1 + how many are better)."""
    return 1 + sum(other > total for other in totals)


Rows = list[tuple[int, str, int]]
"""(player, name, total) of a board's attempts."""


@dataclass(frozen=True, slots=True)
class CachedBoard:
    """A board as read, ranked once: every request for it only picks from what is here (ranking
    20,000 attempts takes tens of milliseconds, which a busy board must not pay per request)."""

    seed: str | None
    """The day's seed (hex); None for a week, or a day without a challenge."""
    rows: Rows
    places: list[Ranked]
    """The rows ranked, best first."""
    by_player: dict[int, Ranked]
    bars: list[Bar]

    @classmethod
    def of(cls, seed: str | None, rows: Rows) -> CachedBoard:
        places = ranked(rows)
        by_player = {place.player: place for place in places}
        return cls(seed, rows, places, by_player, distribution(row[2] for row in rows))


class BoardCache:
    """The daily boards as read from the database, kept a while so that a board asked for again
    and again costs one read per ``today_seconds`` (a board still changing: today's, the
    week's) or ``past_seconds`` (a day that is over: nothing changes but an attempt finishing
    right at midnight). At most ``size`` boards; the least recently asked for go first."""

    def __init__(
        self,
        *,
        today_seconds: float = 5.0,
        past_seconds: float = 600.0,
        size: int = 256,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.today_seconds = today_seconds
        self.past_seconds = past_seconds
        self.size = size
        self._clock = clock
        self._boards: OrderedDict[tuple[object, ...], tuple[float, CachedBoard]] = OrderedDict()
        self._reading: dict[tuple[object, ...], asyncio.Future[CachedBoard]] = {}

    def __len__(self) -> int:
        return len(self._boards)

    def get(self, key: tuple[object, ...]) -> CachedBoard | None:
        """The board kept for ``key`` if it is still fresh."""
        kept = self._boards.get(key)
        if kept is None:
            return None
        if self._clock() >= kept[0]:
            del self._boards[key]
            return None
        self._boards.move_to_end(key)
        return kept[1]

    def put(self, key: tuple[object, ...], board: CachedBoard, *, over: bool) -> None:
        """Keep ``board`` for ``key``; ``over``: the board's days are all over."""
        lasts = self.past_seconds if over else self.today_seconds
        self._boards[key] = (self._clock() + lasts, board)
        self._boards.move_to_end(key)
        while len(self._boards) > self.size:
            self._boards.popitem(last=False)

    def forget(self, key: tuple[object, ...]) -> None:
        self._boards.pop(key, None)

    async def fetch(
        self,
        key: tuple[object, ...],
        read: Callable[[], Awaitable[CachedBoard]],
        *,
        over: bool,
        again: bool = False,
    ) -> CachedBoard:
        """The board for ``key``: kept, or read once however many ask for it meanwhile (the
        first asker reads; the others wait for that read instead of each starting their own).
        ``again``: read afresh even if a kept board is still fresh."""
        if not again:
            kept = self.get(key)
            if kept is not None:
                return kept
        reading = self._reading.get(key)
        if reading is None:
            reading = asyncio.ensure_future(read())
            self._reading[key] = reading
            reading.add_done_callback(lambda _: self._reading.pop(key, None))
        board = await asyncio.shield(reading)
        self.put(key, board, over=over)
        return board
