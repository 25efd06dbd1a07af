"""A game's end: recorded (here, or as the server scored it), reviewed, and shown on the results
screen after the last entry has had its moment; what the server adds later (the standings, the
day's board, the dice check, what the game brought) joins the results shown.

The results of the last game stay (``ShownResults``) while they can be shown again: the
analysis board opens them after their session and their table are gone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from app.net import Progress, ResultLine
from app.net.views import DailyBoard
from app.rules import Game

from ..common.dailyboard import daily_bars
from ..online.requests import Request
from ..parts import Jobs, Screens
from ..results.viewmodel import Earned, Standing
from ..session import Finish, Pacing, Session
from ..session.setup import TableSetup
from .navigation import Navigation
from .stage import Stage
from .statsfeed import StatsFeed

if TYPE_CHECKING:
    from app.strategy import GameReview

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ShownResults:
    """The finished game the results screen shows, kept while they can be shown again: its
    analysis works after its session and its table are gone."""

    game: Game
    setup: TableSetup
    table: str
    """The online table's code ("" for a game of this computer)."""
    hints: bool


class Ending:
    def __init__(
        self,
        stage: Stage,
        navigation: Navigation,
        screens: Screens,
        jobs: Jobs,
        *,
        stats: StatsFeed,
        pacing: Callable[[], Pacing],
    ) -> None:
        self._stage = stage
        self._navigation = navigation
        self._table = screens.table
        self._results = screens.results
        self._jobs = jobs
        self._online = jobs.online
        self._stats = stats
        self._pacing = pacing
        self._finished_id: tuple[Game, int] | None = None
        """The game last recorded here and its id in the data file."""
        self._shown: ShownResults | None = None
        self._daily_board: Request[DailyBoard] = Request(self._daily_board_arrived)

    def finish(self, session: Session, game: Game, *, linger: bool = False) -> None:
        """Record and review the finished game and show its results: after the last entry
        has had its moment at the table (``linger``), at once when the game comes back over."""
        results, jobs = self._results, self._jobs
        names = self._table.shown_names()
        hints = jobs.local_games.hints if not session.online else False
        self._shown = ShownResults(game, session.setup, session.code, hints)
        if session.finish is Finish.RECORDED_HERE:
            recorded = jobs.recorder.record(game, session.setup, hints=jobs.local_games.hints)
            if recorded.game_id is not None:
                self._finished_id = (game, recorded.game_id)
            results.show(
                game, session.setup, recorded.best_before, names, challenge=session.challenge
            )
            self._stats.refresh()
        else:  # scored by the server: its word may be here already, or come later
            if results.shows(game):
                return  # already shown
            self._keep_online_game(session, game)
            results.show(game, session.setup, None, names, online=True, challenge=session.challenge)
            table = self._online.snapshot.table
            if table is not None and table.result is not None:
                self.show_standings(table.result)
            checked = self._online.dice_checked(session.code)
            if checked is not None:
                results.set_dice_check(checked.result.value)
        jobs.reviews.start(game)
        pause = self._pacing().linger if linger else 0.0
        if pause <= 0:
            self._navigation.show("results")
            return

        def on_to_results() -> None:
            if self._stage.screen == "table" and self._stage.session is session:
                self._navigation.show("results")

        QTimer.singleShot(round(pause * 1000), self._stage, on_to_results)

    def _keep_online_game(self, session: Session, game: Game) -> None:
        """An online game the player sat at, played to its end, counts in this computer's
        statistics too (kept once; an aborted game counts for nobody)."""
        if session.you is None or session.aborted:
            return
        online = f"{self._online.snapshot.server} {session.code}"
        recorded = self._jobs.recorder.record(game, session.setup, online=online)
        if recorded.game_id is not None:
            self._finished_id = (game, recorded.game_id)
        self._stats.refresh()

    def store_accuracy(self, game: Game, review: GameReview) -> None:
        """The results screen's review arrived: keep its figures with the recorded game."""
        if self._finished_id is not None and self._finished_id[0] == game:
            self._jobs.recorder.record_accuracy(self._finished_id[1], review)
            self._stats.refresh()

    def analyse(self) -> None:
        """The game of the results screen on the analysis board (kept with the results: its
        session or its online table may be gone by now)."""
        shown = self._shown
        if shown is None or not self._results.shows(shown.game):
            return
        finished_id = self._finished_id
        game_id = finished_id[1] if finished_id and finished_id[0] == shown.game else None
        table = shown.table
        checked = self._online.dice_checked(table) if table else None
        self._jobs.opener.open_game(
            shown.game,
            shown.setup,
            hints=shown.hints,
            table=table,
            game_id=game_id,
            dice=checked.record if checked else None,
            dice_check=checked.result.value if checked else "",
        )

    # --- what the server adds to the results ------------------------------------------------------

    def show_standings(self, standings: tuple[ResultLine, ...]) -> None:
        """The server's word on the online game: the standings; for a daily attempt, the
        day's board follows."""
        self._results.set_standings(
            tuple(
                Standing(line.seat, line.placing.value, line.points, line.capped)
                for line in standings
            )
        )
        session = self._stage.session
        daily = session.daily if session is not None else None
        if daily is not None and session is not None and self._results.shows(session.game):
            # The attempt is on the day's board now: the field's totals and the rank.
            self._results.set_daily_board("loading")
            day, ruleset = daily.day, daily.ruleset
            self._daily_board.start(lambda: self._online.daily_board(day, ruleset))

    def _daily_board_arrived(self, board: DailyBoard | None, error: str) -> None:
        session = self._stage.session
        if session is None or not session.game.over:
            return
        if board is None:
            log.info("the day's board did not come: %s", error)
            self._results.set_daily_board("failed")
            return
        you = board.you
        total = you.total if you is not None else session.game.sheets[0].total
        self._results.set_daily_board(
            "ready", daily_bars(board, total), you.rank if you else 0, board.attempts
        )

    def show_dice_check(self, code: str, check: str) -> None:
        """The app checked the dice of the game at its online table."""
        session = self._stage.session
        if session is not None and session.code == code and self._results.shows(session.game):
            self._results.set_dice_check(check)

    def show_progress(self, progress: Progress) -> None:
        """What the online game brought the player: points, milestones, the level."""
        self._results.set_earned(
            Earned(progress.points, tuple(progress.milestones), progress.player.level)
        )

    def show_aborted(self, seat: int) -> None:
        """The online game was aborted: the results say so (and that it counts for nobody)."""
        session = self._stage.session
        if session is None or not session.online:
            return
        self.finish(session, session.game)
        names = self._table.shown_names() or session.game.names
        self._results.set_aborted(names[seat] if 0 <= seat < len(names) else "")
        self._stage.hasGameChanged.emit()
