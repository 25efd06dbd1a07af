"""Leaderboard periods: the current calendar week (Monday 00:00), month and year, in UTC."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.net import Period


def period_bounds(period: Period, now: datetime) -> tuple[datetime, datetime]:
    """The start (inclusive) and end (exclusive) of the period that contains ``now``."""
    now = now.astimezone(UTC)
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if period is Period.WEEK:
        start = midnight - timedelta(days=now.weekday())
        return start, start + timedelta(days=7)
    if period is Period.MONTH:
        start = midnight.replace(day=1)
        end = (
            start.replace(year=start.year + 1, month=1)
            if start.month == 12
            else start.replace(month=start.month + 1)
        )
        return start, end
    start = midnight.replace(month=1, day=1)
    return start, start.replace(year=start.year + 1)


def to_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)
