"""A day's board of the daily challenge as the screens draw it: bars of the field's totals (the
player's own bar marked) and the ranked lines. Shared by the daily screen and the results."""

from __future__ import annotations

from dataclasses import dataclass

from app.net import with_tag
from app.net.days import DAILY_BAR_WIDTH
from app.net.views import DailyBoard


@dataclass(frozen=True, slots=True)
class DailyBar:
    low: int
    high: int
    """Totals from ``low`` to ``high`` (``DAILY_BAR_WIDTH`` of them, as the server counts)."""
    count: int
    height: float
    """``count`` relative to the tallest bar (0 to 1)."""
    mine: bool
    """The player's own total falls in this bar."""


@dataclass(frozen=True, slots=True)
class DailyLine:
    key: int
    """The player's id."""
    rank: int
    name: str
    total: int
    you: bool


def daily_bars(board: DailyBoard, your_total: int | None) -> tuple[DailyBar, ...]:
    tallest = max((bar.count for bar in board.distribution), default=0)
    return tuple(
        DailyBar(
            bar.low,
            bar.low + DAILY_BAR_WIDTH - 1,
            bar.count,
            bar.count / tallest if tallest else 0.0,
            your_total is not None and bar.low <= your_total < bar.low + DAILY_BAR_WIDTH,
        )
        for bar in board.distribution
    )


def daily_lines(board: DailyBoard, you: int | None) -> tuple[DailyLine, ...]:
    return tuple(
        DailyLine(
            entry.player,
            entry.rank,
            with_tag(entry.name, entry.tag),
            entry.total,
            entry.player == you,
        )
        for entry in board.entries
    )
