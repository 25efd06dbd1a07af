"""The daily challenge: each day (UTC) one challenge per offered ruleset, the same dice for
everyone, one scored attempt per player.

The day's dice come from a secret seed per day and ruleset (kept in the database, its commitment
published from the start of the day, the seed itself once the day is over) through the same
construction as every table's dice (``app.net.dice``), with no contributions and the scope
``daily:DAY:RULESET``: the die at a slot of a roll of a turn is fixed, so the dice a player sees
depend only on what they kept. An attempt is a solo table without a turn clock; it closes at the
end of its day, scored if it was finished, void if not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

DAILY_RULESETS = ("official", "yatzy", "maxi")
"""The rulesets with a daily challenge (plain presets: no Triple, no forced order)."""
DAILY_VERSION = 1
"""The rules of the daily challenge (with ``app.net.dice.DICE_VERSION``)."""
DAY_MS = 86_400_000
BUCKET = 10
"""Points per bar of a day's distribution of totals."""


def day_of(at_ms: int) -> int:
    """The UTC day of a Unix time in milliseconds (days since 1970-01-01)."""
    return at_ms // DAY_MS


def day_ends(day: int) -> int:
    """Unix ms when the day is over (its seed may be revealed, its attempts close)."""
    return (day + 1) * DAY_MS


def day_date(day: int) -> date:
    return date(1970, 1, 1) + timedelta(days=day)


def week_of(day: int) -> range:
    """The days of the calendar week (Monday first) the day is in."""
    weekday = datetime.fromtimestamp(day * 86_400, UTC).weekday()
    return range(day - weekday, day - weekday + 7)


def scope(day: int, ruleset: str) -> str:
    """The dice scope of a day's challenge (``app.net.dice``)."""
    return f"daily:{day}:{ruleset}"


@dataclass(frozen=True, slots=True)
class Bar:
    low: int
    """The bar holds totals from ``low`` to ``low + BUCKET - 1``."""
    count: int


def distribution(totals: Iterable[int]) -> list[Bar]:
    """How the day's totals spread, in bars of ``BUCKET`` points (empty bars in between
    included, so that a chart shows the gaps)."""
    counts: dict[int, int] = {}
    for total in totals:
        counts[total // BUCKET * BUCKET] = counts.get(total // BUCKET * BUCKET, 0) + 1
    if not counts:
        return []
    lowest, highest = min(counts), max(counts)
    return [Bar(low, counts.get(low, 0)) for low in range(lowest, highest + 1, BUCKET)]


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
