"""Days as client and server count them, and the facts of the daily challenge both sides know.

A day is a UTC calendar day, numbered from 1970-01-01 (day 0); times are Unix milliseconds.
The daily challenge (``docs/protocol.md``) is offered for ``DAILY_RULESETS``; a day's board
groups the field's totals in bars ``DAILY_BAR_WIDTH`` points wide (``views.DailyBar``).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

DAY_MS = 86_400_000
"""Milliseconds in a day."""
DAILY_RULESETS: tuple[str, ...] = ("official", "yatzy", "maxi")
"""The rulesets with a daily challenge (plain presets: no Triple, no forced order)."""
DAILY_BAR_WIDTH = 10
"""Points per bar of a day's distribution of totals: a bar from ``low`` holds ``low`` to
``low + DAILY_BAR_WIDTH - 1``."""

_EPOCH = date(1970, 1, 1)


def day_of(at_ms: int) -> int:
    """The UTC day of a Unix time in milliseconds (days since 1970-01-01)."""
    return at_ms // DAY_MS


def day_starts(day: int) -> int:
    """Unix ms when the day begins."""
    return day * DAY_MS


def day_ends(day: int) -> int:
    """Unix ms when the day is over."""
    return (day + 1) * DAY_MS


def day_date(day: int) -> date:
    """The calendar date of a day number."""
    return _EPOCH + timedelta(days=day)


def today() -> int:
    """Today's day number (UTC)."""
    return (datetime.now(UTC).date() - _EPOCH).days


def week_of(day: int) -> range:
    """The days of the calendar week (Monday first) the day is in."""
    weekday = day_date(day).weekday()
    return range(day - weekday, day - weekday + 7)
