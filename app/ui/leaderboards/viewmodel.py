"""The leaderboards screen's view-model: the current week, month or year by points."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import Leaderboard, Period, with_tag

from ..common.listmodel import RowListModel
from ..common.refresher import Refresher
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.requests import Request
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

REFRESH_MS = 30_000
"""How often a shown leaderboard asks the server again."""


@dataclass(frozen=True, slots=True)
class LeaderRow:
    key: int
    """The player's id."""
    rank: int
    name: str
    level: int
    points: int
    games: int
    wins: int
    you: bool


@dataclass(frozen=True, slots=True)
class LeaderboardView:
    period: str = Period.WEEK.value
    state: str = "none"
    """``none``, ``loading``, ``ready`` or ``failed``."""
    error: str = ""
    start: str = ""
    """The period's first day, ``YYYY-MM-DD`` (UTC)."""
    end: str = ""
    """Its last day."""
    count: int = 0


def leader_rows(board: Leaderboard, you: int | None) -> tuple[LeaderRow, ...]:
    return tuple(
        LeaderRow(
            e.player,
            e.rank,
            with_tag(e.name, e.tag),
            e.level,
            e.points,
            e.games,
            e.wins,
            e.player == you,
        )
        for e in board.entries
    )


def period_days(board: Leaderboard) -> tuple[str, str]:
    """First and last day of the period: ``end`` is the instant the next period begins."""
    from datetime import datetime, timedelta

    def day(text: str) -> datetime:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))

    try:
        start, end = day(board.start), day(board.end)
    except ValueError:
        return board.start[:10], board.end[:10]
    last = end - timedelta(microseconds=1) if end > start else end
    return start.date().isoformat(), last.date().isoformat()


@QmlElement
@uncreatable("built by the leaderboards view-model")
class LeadersModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(LeaderRow, parent)


@QmlElement
@uncreatable("built by the app")
class LeaderboardViewModel(QObject):
    periodChanged = Signal()
    period = view_property("period", str, periodChanged)
    stateChanged = Signal()
    state = view_property("state", str, stateChanged)
    errorChanged = Signal()
    error = view_property("error", str, errorChanged)
    startChanged = Signal()
    start = view_property("start", str, startChanged)
    endChanged = Signal()
    end = view_property("end", str, endChanged)
    countChanged = Signal()
    count = view_property("count", int, countChanged)

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = client
        self._rows = LeadersModel(self)
        self._view = LeaderboardView()
        self._request: Request[Leaderboard] = Request(self._answered)
        self.refresher = Refresher(self._refresh_quietly, REFRESH_MS, self)

    @Property(QObject, constant=True)
    def leaders(self) -> LeadersModel:
        return self._rows

    @Property(list, constant=True)
    def periods(self) -> list[str]:
        return [period.value for period in Period]

    @Slot(str)
    def setPeriod(self, period: str) -> None:
        if period in {p.value for p in Period} and period != self._view.period:
            self._show(LeaderboardView(period=period))
            self._rows.set_rows(())
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        if not self._client.snapshot.server:
            self._show(replace(self._view, state="failed", error="offline"))
            return
        self._show(replace(self._view, state="loading", error=""))
        period = self._view.period
        self._request.start(lambda: self._client.leaderboard(period))

    def set_shown(self, shown: bool) -> None:
        """The screen shows (or not): while it does, the board follows the server by itself."""
        self.refresher.set_shown(shown)

    def _refresh_quietly(self) -> None:
        # A timed refresh keeps the rows on screen (no "asking the server" in between).
        if self._view.state != "ready" or not self._client.snapshot.server:
            self.refresh()
            return
        period = self._view.period
        self._request.start(lambda: self._client.leaderboard(period))

    def _answered(self, board: Leaderboard | None, error: str) -> None:
        if board is None:
            self._show(replace(self._view, state="failed", error=error))
            return
        player = self._client.snapshot.player
        rows = leader_rows(board, player.id if player else None)
        start, end = period_days(board)
        self._show(
            replace(self._view, state="ready", error="", start=start, end=end, count=len(rows))
        )
        self._rows.set_rows(rows)

    def _show(self, view: LeaderboardView) -> None:
        old, self._view = self._view, view
        publish(self, old, view)
