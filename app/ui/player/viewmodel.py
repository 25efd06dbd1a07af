"""The profile screen's view-model: name, level, milestones and the server's statistics."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import Milestone, PlayerProfile

from ..common.listmodel import RowListModel
from ..common.refresher import Refresher
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.requests import Request
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

REFRESH_MS = 30_000
"""How often a shown profile asks the server again."""


@dataclass(frozen=True, slots=True)
class MilestoneRow:
    key: str
    """The milestone's code."""
    reached: bool


@dataclass(frozen=True, slots=True)
class ProfileView:
    state: str = "none"
    """``none`` (not asked yet), ``loading``, ``ready`` or ``failed``."""
    error: str = ""
    """Why it failed: a code (``offline``, ``unreachable``, ``rate_limited``...)."""
    name: str = ""
    level: int = 0
    milestones_reached: int = 0
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    best_total: int = -1
    """-1 until a game is played to the end with a full sheet."""
    five_alikes: int = 0
    upper_bonuses: int = 0
    points: int = 0


def derive_profile(profile: PlayerProfile) -> tuple[ProfileView, tuple[MilestoneRow, ...]]:
    stats = profile.stats
    reached = set(profile.milestones)
    view = ProfileView(
        state="ready",
        name=profile.name,
        level=profile.level,
        milestones_reached=len(reached),
        games=stats.games,
        wins=stats.wins,
        draws=stats.draws,
        losses=stats.losses,
        # the server keeps 0 until a sheet is filled to the end (a game won early does not count)
        best_total=stats.best_total if stats.best_total > 0 else -1,
        five_alikes=stats.five_alikes,
        upper_bonuses=stats.upper_bonuses,
        points=stats.points,
    )
    rows = tuple(MilestoneRow(m.value, m in reached) for m in Milestone)
    return view, rows


@QmlElement
@uncreatable("built by the profile view-model")
class MilestonesModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(MilestoneRow, parent)


@QmlElement
@uncreatable("built by the app")
class ProfileViewModel(QObject):
    stateChanged = Signal()
    state = view_property("state", str, stateChanged)
    errorChanged = Signal()
    error = view_property("error", str, errorChanged)
    nameChanged = Signal()
    name = view_property("name", str, nameChanged)
    levelChanged = Signal()
    level = view_property("level", int, levelChanged)
    milestonesReachedChanged = Signal()
    milestonesReached = view_property("milestones_reached", int, milestonesReachedChanged)
    gamesChanged = Signal()
    games = view_property("games", int, gamesChanged)
    winsChanged = Signal()
    wins = view_property("wins", int, winsChanged)
    drawsChanged = Signal()
    draws = view_property("draws", int, drawsChanged)
    lossesChanged = Signal()
    losses = view_property("losses", int, lossesChanged)
    bestTotalChanged = Signal()
    bestTotal = view_property("best_total", int, bestTotalChanged)
    fiveAlikesChanged = Signal()
    fiveAlikes = view_property("five_alikes", int, fiveAlikesChanged)
    upperBonusesChanged = Signal()
    upperBonuses = view_property("upper_bonuses", int, upperBonusesChanged)
    pointsChanged = Signal()
    points = view_property("points", int, pointsChanged)

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = client
        self._milestones = MilestonesModel(self)
        self._milestones.set_rows(tuple(MilestoneRow(m.value, False) for m in Milestone))
        self._view = ProfileView()
        self._request: Request[PlayerProfile] = Request(self._answered)
        self.refresher = Refresher(self._refresh_quietly, REFRESH_MS, self)
        client.progressArrived.connect(lambda _progress: self.refresh())

    @Property(QObject, constant=True)
    def milestones(self) -> MilestonesModel:
        return self._milestones

    @Slot()
    def refresh(self) -> None:
        if self._client.snapshot.player is None:
            self._show(ProfileView(state="failed", error="offline"))
            return
        self._show(replace(self._view, state="loading", error=""))
        self._request.start(self._client.profile)

    def set_shown(self, shown: bool) -> None:
        """The screen shows (or not): while it does, the profile follows the server by itself."""
        self.refresher.set_shown(shown)

    def _refresh_quietly(self) -> None:
        # A timed refresh keeps the profile on screen (no "asking the server" in between).
        if self._view.state != "ready" or self._client.snapshot.player is None:
            self.refresh()
            return
        self._request.start(self._client.profile)

    def _answered(self, profile: PlayerProfile | None, error: str) -> None:
        if profile is None:
            self._show(ProfileView(state="failed", error=error))
            return
        view, rows = derive_profile(profile)
        self._show(view)
        self._milestones.set_rows(rows)

    def _show(self, view: ProfileView) -> None:
        old, self._view = self._view, view
        publish(self, old, view)
