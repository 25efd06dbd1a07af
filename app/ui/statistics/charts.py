"""The statistics charts as the screen draws them: bars and points placed from 0 to 1 on their
axes, from the profile's chart numbers (``app.profile.charts``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.profile import Charts, GameResult, charts, without_hints

from ..common.labels import RulesetLabel

COST_STEPS: tuple[float, ...] = (0.5, 1.0, 2.0, 3.0, 5.0, 10.0)
"""Tops the accuracy axis may have: the smallest above every game's points per decision."""


@dataclass(frozen=True, slots=True)
class ChartBar:
    low: int
    high: int
    count: int
    height: float
    """``count`` against the tallest bar, 0 to 1."""


@dataclass(frozen=True, slots=True)
class ChartPoint:
    number: int
    total: int
    x: float
    """Across the games shown, 0 (oldest) to 1 (newest)."""
    y: float
    """The total on the score axis, 0 to 1."""
    cost: float
    """Points lost per decision (-1: not reviewed)."""
    cost_y: float
    """The cost on the accuracy axis, 0 to 1 (-1: not reviewed)."""
    hints: bool


@dataclass(frozen=True, slots=True)
class RulesetOption:
    key: str
    label: RulesetLabel


@dataclass(frozen=True, slots=True)
class ChartsView:
    ruleset: str = ""
    """The ruleset key the charts show ("" before the first game)."""
    ruleset_options: tuple[RulesetOption, ...] = field(default=())
    include_hints: bool = True
    hinted: int = 0
    """Games of this ruleset in which hints were shown (left out unless ``include_hints``)."""
    chart_games: int = 0
    """Games in the charts (finished, not resigned)."""
    bars: tuple[ChartBar, ...] = field(default=())
    tallest: int = 0
    points: tuple[ChartPoint, ...] = field(default=())
    score_low: int = 0
    score_high: int = 0
    cost_high: float = 1.0
    bonus_rate: float = 0.0
    five_alikes_per_game: float = 0.0
    mean_cost: float = -1.0
    """Over the reviewed games (-1: none reviewed)."""
    reviewed: int = 0


def ruleset_label(key: str) -> RulesetLabel:
    preset, *options = key.split("+")
    return RulesetLabel(preset, "triple" in options, "forced_order" in options)


def chosen_ruleset(results: Sequence[GameResult], wanted: str) -> str:
    """The ruleset to chart: ``wanted`` if played, else the one of the last game played to the
    end (the charts leave resigned games out: opening on rules with nothing to chart would say
    "no game" above a list showing one), else the one played last ("" for none)."""
    keys = {r.ruleset for r in results}
    if wanted in keys:
        return wanted
    charted = [r for r in results if not r.resigned]
    pool = charted or list(results)
    return pool[-1].ruleset if pool else ""


def derive_charts(results: Sequence[GameResult], wanted: str, *, include_hints: bool) -> ChartsView:
    ruleset = chosen_ruleset(results, wanted)
    order = list(dict.fromkeys(r.ruleset for r in results))
    options = tuple(RulesetOption(key, ruleset_label(key)) for key in order)
    hinted = sum(1 for r in results if r.ruleset == ruleset and r.hints and not r.resigned)
    shown = results if include_hints else without_hints(results)
    numbers = charts(shown, ruleset)
    return _placed(numbers, options, include_hints, hinted)


def _placed(
    numbers: Charts, options: tuple[RulesetOption, ...], include_hints: bool, hinted: int
) -> ChartsView:
    tallest = max((bar.count for bar in numbers.distribution), default=0)
    bars = tuple(
        ChartBar(bar.low, bar.high, bar.count, bar.count / tallest if tallest else 0.0)
        for bar in numbers.distribution
    )
    totals = [game.total for game in numbers.recent]
    low, high = score_axis(totals)
    costs = [g.mean_cost for g in numbers.recent if g.mean_cost is not None]
    cost_high = next((top for top in COST_STEPS if top >= max(costs, default=0.0)), None)
    if cost_high is None:
        cost_high = float(math.ceil(max(costs)))
    last = max(1, len(numbers.recent) - 1)
    points = tuple(
        ChartPoint(
            number=game.number,
            total=game.total,
            x=(game.number - 1) / last if len(numbers.recent) > 1 else 0.5,
            y=(game.total - low) / (high - low),
            cost=game.mean_cost if game.mean_cost is not None else -1.0,
            cost_y=min(1.0, game.mean_cost / cost_high) if game.mean_cost is not None else -1.0,
            hints=game.hints,
        )
        for game in numbers.recent
    )
    rates = numbers.rates
    return ChartsView(
        ruleset=numbers.ruleset,
        ruleset_options=options,
        include_hints=include_hints,
        hinted=hinted,
        chart_games=rates.games,
        bars=bars,
        tallest=tallest,
        points=points,
        score_low=low,
        score_high=high,
        cost_high=cost_high,
        bonus_rate=rates.bonus_rate,
        five_alikes_per_game=rates.five_alikes_per_game,
        mean_cost=rates.mean_cost if rates.mean_cost is not None else -1.0,
        reviewed=rates.reviewed,
    )


def score_axis(totals: Sequence[int]) -> tuple[int, int]:
    """A score axis around ``totals``: from and to a multiple of 50, never empty."""
    if not totals:
        return 0, 100
    low = (min(totals) // 50) * 50
    high = max(low + 50, -(-max(totals) // 50) * 50)
    return low, high
