"""What the statistics charts show, computed from the results of finished games.

Pure functions of ``GameResult`` lists: the distribution of final scores, score and accuracy
over the last games, and the bonus and five-of-a-kind rates, for one ruleset. Games the player
resigned have no final score and are left out of all of them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .statistics import GameResult

WIDTHS: tuple[int, ...] = (5, 10, 20, 25, 50, 100, 200, 250, 500)
"""Bin widths a histogram may have: the smallest that keeps it within ``MAX_BARS``."""
MAX_BARS = 12
LAST_GAMES = 30


@dataclass(frozen=True, slots=True)
class Bar:
    """Final scores from ``low`` up to (not including) ``high``."""

    low: int
    high: int
    count: int


@dataclass(frozen=True, slots=True)
class RecentGame:
    number: int
    """1 for the oldest game shown."""
    total: int
    mean_cost: float | None
    """Points lost per decision (None: not reviewed)."""
    hints: bool
    finished_at: str


@dataclass(frozen=True, slots=True)
class Rates:
    games: int
    bonus_rate: float
    """Share of columns played that reached the upper bonus (0 to 1)."""
    five_alikes_per_game: float
    """Five (or six) of a kind entered, on average per game."""
    mean_cost: float | None
    """Points lost per decision over the reviewed games (None: none reviewed)."""
    reviewed: int
    """Games with a review."""


@dataclass(frozen=True, slots=True)
class Charts:
    ruleset: str
    distribution: tuple[Bar, ...]
    recent: tuple[RecentGame, ...]
    rates: Rates

    @property
    def empty(self) -> bool:
        return self.rates.games == 0


def finished(results: Iterable[GameResult], ruleset: str) -> list[GameResult]:
    """The games of ``ruleset`` that the player played to the end, oldest first."""
    return [r for r in results if r.ruleset == ruleset and not r.resigned]


def bin_width(low: int, high: int) -> int:
    """The bin width for scores from ``low`` to ``high``: the smallest of ``WIDTHS`` that needs
    at most ``MAX_BARS`` bins aligned on its multiples."""
    for width in WIDTHS:
        if high // width - low // width + 1 <= MAX_BARS:
            return width
    return WIDTHS[-1] * math.ceil((high - low + 1) / (WIDTHS[-1] * MAX_BARS))


def score_distribution(totals: Sequence[int]) -> tuple[Bar, ...]:
    """Counts of final scores in equal bins from the lowest bin to the highest, empty bins
    between included."""
    if not totals:
        return ()
    low, high = min(totals), max(totals)
    width = bin_width(low, high)
    first = (low // width) * width
    bars = (high - first) // width + 1
    counts = [0] * bars
    for total in totals:
        counts[(total - first) // width] += 1
    return tuple(
        Bar(first + i * width, first + (i + 1) * width, count) for i, count in enumerate(counts)
    )


def recent_games(games: Sequence[GameResult], last: int = LAST_GAMES) -> tuple[RecentGame, ...]:
    """The last ``last`` games, oldest first."""
    shown = games[-last:] if last > 0 else []
    return tuple(
        RecentGame(
            number=i + 1,
            total=game.total,
            mean_cost=game.accuracy.mean_cost if game.accuracy is not None else None,
            hints=game.hints,
            finished_at=game.finished_at,
        )
        for i, game in enumerate(shown)
    )


def rates(games: Sequence[GameResult], columns: int) -> Rates:
    reviewed = [g.accuracy for g in games if g.accuracy is not None and g.accuracy.decisions]
    decisions = sum(a.decisions for a in reviewed)
    return Rates(
        games=len(games),
        bonus_rate=sum(g.upper_bonuses for g in games) / (len(games) * columns) if games else 0.0,
        five_alikes_per_game=sum(g.five_alikes for g in games) / len(games) if games else 0.0,
        mean_cost=sum(a.lost for a in reviewed) / decisions if decisions else None,
        reviewed=len(reviewed),
    )


def columns_of(ruleset: str) -> int:
    """Columns of a ruleset key's sheet (``"maxi+triple"``: 3)."""
    return 3 if "triple" in ruleset.split("+")[1:] else 1


def charts(results: Iterable[GameResult], ruleset: str, last: int = LAST_GAMES) -> Charts:
    games = finished(results, ruleset)
    return Charts(
        ruleset=ruleset,
        distribution=score_distribution([g.total for g in games]),
        recent=recent_games(games, last),
        rates=rates(games, columns_of(ruleset)),
    )
