"""The daily challenge screen's view-model: today's challenge per ruleset, its boards, and the
offline practice.

Online, the server's ``GET /daily`` says which day it is and what each challenge's commitment
is; the day's and the week's boards come from ``GET /daily/{day}/{ruleset}`` and
``/daily/week/{ruleset}`` (with the player's own place). Playing sends ``daily``; the table that
follows opens by itself, and a refusal (``already_played``, ``day_over``...) is shown here.
Offline, the practice starts a local game from the day's public stream (``app.net.practice``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net.days import DAILY_RULESETS, day_date, today
from app.net.views import DailyBoard, DailyChallenges

from ..common.dailyboard import DailyBar, DailyLine, daily_bars, daily_lines
from ..common.listmodel import RowListModel
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.requests import Request
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..session import Session


@dataclass(frozen=True, slots=True)
class DailyView:
    ruleset: str = "official"
    online: bool = False
    state: str = "none"
    """Today's challenges: ``none``, ``loading``, ``ready`` or ``failed``."""
    error: str = ""
    day: int = -1
    """The server's day (UTC days since 1970), or this computer's while offline."""
    date: str = ""
    """``YYYY-MM-DD``."""
    commit: str = ""
    """The commitment of the chosen ruleset's challenge (hex)."""
    attempts: int = 0
    """Attempts begun today at the chosen ruleset."""
    problem: str = ""
    """Why the server would not begin the challenge (an error code), until the next try."""
    board_state: str = "none"
    board_error: str = ""
    scored: int = 0
    """Finished attempts on today's board."""
    your_rank: int = 0
    """0: not on the board (yet)."""
    your_total: int = 0
    bars: tuple[DailyBar, ...] = ()
    week_state: str = "none"
    week_count: int = 0
    played: bool = False
    """The player has had today's attempt at the chosen ruleset (finished on the board, begun
    here, or refused as ``already_played``): it is not offered again until tomorrow."""


def played_today(view: DailyView, begun: frozenset[tuple[int, str]]) -> bool:
    """Whether today's attempt at the chosen ruleset is used up (``begun``: the attempts this
    app saw begin, as day and ruleset)."""
    return (
        view.your_rank > 0 or view.problem == "already_played" or (view.day, view.ruleset) in begun
    )


@QmlElement
@uncreatable("built by the daily view-model")
class DailyLinesModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(DailyLine, parent)


@QmlElement
@uncreatable("built by the app")
class DailyViewModel(QObject):
    rulesetChanged = Signal()
    ruleset = view_property("ruleset", str, rulesetChanged)
    onlineChanged = Signal()
    online = view_property("online", bool, onlineChanged)
    stateChanged = Signal()
    state = view_property("state", str, stateChanged)
    errorChanged = Signal()
    error = view_property("error", str, errorChanged)
    dayChanged = Signal()
    day = view_property("day", int, dayChanged)
    dateChanged = Signal()
    date = view_property("date", str, dateChanged)
    commitChanged = Signal()
    commit = view_property("commit", str, commitChanged)
    attemptsChanged = Signal()
    attempts = view_property("attempts", int, attemptsChanged)
    problemChanged = Signal()
    problem = view_property("problem", str, problemChanged)
    boardStateChanged = Signal()
    boardState = view_property("board_state", str, boardStateChanged)
    boardErrorChanged = Signal()
    boardError = view_property("board_error", str, boardErrorChanged)
    scoredChanged = Signal()
    scored = view_property("scored", int, scoredChanged)
    yourRankChanged = Signal()
    yourRank = view_property("your_rank", int, yourRankChanged)
    yourTotalChanged = Signal()
    yourTotal = view_property("your_total", int, yourTotalChanged)
    barsChanged = Signal()
    bars = view_property("bars", list, barsChanged)
    weekStateChanged = Signal()
    weekState = view_property("week_state", str, weekStateChanged)
    weekCountChanged = Signal()
    weekCount = view_property("week_count", int, weekCountChanged)
    playedChanged = Signal()
    played = view_property("played", bool, playedChanged)

    practiceRequested = Signal(str, int)
    """(ruleset, day) start the offline practice of that day's challenge."""

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = client
        self._view = DailyView(online=client.online, day=today(), date=_date(today()))
        self._challenges: DailyChallenges | None = None
        self._leaders = DailyLinesModel(self)
        self._week = DailyLinesModel(self)
        self._today: Request[DailyChallenges] = Request(self._challenges_arrived)
        self._board: Request[DailyBoard] = Request(self._board_arrived)
        self._week_board: Request[DailyBoard] = Request(self._week_arrived)
        self._begun: frozenset[tuple[int, str]] = frozenset()
        client.changed.connect(self._on_client)
        client.sessionStarted.connect(self._on_session)
        client.dailyRefused.connect(lambda code: self._show(replace(self._view, problem=code)))

    @Property(QObject, constant=True)
    def leaders(self) -> DailyLinesModel:
        return self._leaders

    @Property(QObject, constant=True)
    def week(self) -> DailyLinesModel:
        return self._week

    @Property(list, constant=True)
    def rulesets(self) -> list[str]:
        return list(DAILY_RULESETS)

    # --- the player's choices ---------------------------------------------------------------------

    @Slot(str)
    def select(self, ruleset: str) -> None:
        if ruleset in DAILY_RULESETS and ruleset != self._view.ruleset:
            self._show(replace(self._view, ruleset=ruleset, problem=""))
            self._apply_challenges()
            self._fetch_boards()

    @Slot()
    def refresh(self) -> None:
        """Ask the server about today (offline: only the practice's day is known)."""
        if not self._client.online:
            day = today()
            self._show(replace(self._view, online=False, day=day, date=_date(day), state="none"))
            return
        self._show(replace(self._view, online=True, state="loading", error=""))
        self._today.start(self._client.daily_challenges)

    @Slot()
    def play(self) -> None:
        """Begin today's ranked challenge (online): the table opens when the server agrees."""
        self._show(replace(self._view, problem=""))
        self._client.play_daily(self._view.ruleset)

    @Slot()
    def practice(self) -> None:
        """The offline practice of today's challenge (this computer's date, UTC)."""
        self.practiceRequested.emit(self._view.ruleset, today())

    @Slot()
    def goOnline(self) -> None:
        self._client.go_online()

    # --- answers ----------------------------------------------------------------------------------

    def _on_session(self, session: Session) -> None:
        """A table opened: an attempt at a daily challenge uses up that day's."""
        daily = session.daily
        if daily is not None and session.you is not None:
            self._begun = self._begun | {(daily.day, daily.ruleset)}
            self._show(self._view)

    def _on_client(self) -> None:
        online = self._client.online
        if online != self._view.online:
            self._show(replace(self._view, online=online))
            if online:
                self.refresh()

    def _challenges_arrived(self, challenges: DailyChallenges | None, error: str) -> None:
        if challenges is None:
            self._show(replace(self._view, state="failed", error=error))
            return
        self._challenges = challenges
        self._show(
            replace(self._view, state="ready", error="", day=challenges.day, date=challenges.date)
        )
        self._apply_challenges()
        self._fetch_boards()

    def _apply_challenges(self) -> None:
        challenges = self._challenges
        if challenges is None:
            return
        found = next((c for c in challenges.challenges if c.ruleset == self._view.ruleset), None)
        self._show(
            replace(
                self._view,
                commit=found.commit if found else "",
                attempts=found.attempts if found else 0,
            )
        )

    def _fetch_boards(self) -> None:
        if self._challenges is None or not self._client.online:
            return
        day, ruleset = self._challenges.day, self._view.ruleset
        self._show(replace(self._view, board_state="loading", week_state="loading"))
        self._board.start(lambda: self._client.daily_board(day, ruleset))
        self._week_board.start(lambda: self._client.daily_board("week", ruleset))

    def _board_arrived(self, board: DailyBoard | None, error: str) -> None:
        if board is None:
            self._show(replace(self._view, board_state="failed", board_error=error, bars=()))
            self._leaders.set_rows(())
            return
        you = board.you
        self._show(
            replace(
                self._view,
                board_state="ready",
                board_error="",
                scored=board.attempts,
                your_rank=you.rank if you else 0,
                your_total=you.total if you else 0,
                bars=daily_bars(board, you.total if you else None),
            )
        )
        self._leaders.set_rows(daily_lines(board, you.player if you else None))

    def _week_arrived(self, board: DailyBoard | None, error: str) -> None:
        if board is None:
            self._show(replace(self._view, week_state="failed", week_count=0))
            self._week.set_rows(())
            return
        lines = daily_lines(board, board.you.player if board.you else None)
        self._show(replace(self._view, week_state="ready", week_count=len(lines)))
        self._week.set_rows(lines)

    def _show(self, view: DailyView) -> None:
        view = replace(view, played=played_today(view, self._begun))
        old, self._view = self._view, view
        publish(self, old, view)


def _date(day: int) -> str:
    return day_date(day).isoformat()
