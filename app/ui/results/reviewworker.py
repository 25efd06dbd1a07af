"""Reviewing a finished game in a worker thread, for the results screen."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app import strategy
from app.rules import Game

if TYPE_CHECKING:
    from app.strategy import GameReview

from ..common.collecting import collect_before_work
from .reviewrows import ReviewRow, derive_review
from .viewmodel import ResultsViewModel

log = logging.getLogger(__name__)

Reviewer = Callable[[Game], "GameReview"]


def _review(game: Game) -> GameReview:
    """The engine's review (the package loads the engine on first use, not at start-up)."""
    return strategy.review(game)


Outcome = tuple[tuple[ReviewRow, ...], "GameReview"]


class ReviewRunner(QObject):
    """At most one review runs; the results screen says ``working``, then ``ready`` with the
    rows or ``failed``. ``reviewed(game, review)`` tells of each review that arrives."""

    reviewed = Signal(object, object)
    """(Game, GameReview)"""

    def __init__(
        self,
        results: ResultsViewModel,
        reviewer: Reviewer | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._results = results
        self._reviewer = reviewer or _review
        self._task: asyncio.Future[Outcome] | None = None

    def start(self, game: Game) -> None:
        self.cancel()
        self._results.set_review("working")
        collect_before_work()  # (none of it left to the worker)
        future = asyncio.get_event_loop().run_in_executor(None, self._rows, game)
        self._task = future
        future.add_done_callback(lambda done: self._done(game, done))

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _rows(self, game: Game) -> Outcome:
        """In the worker thread: the review, and the rows the screen shows."""
        outcome = self._reviewer(game)
        return derive_review(game, outcome), outcome

    def _done(self, game: Game, finished: asyncio.Future[Outcome]) -> None:
        if finished.cancelled() or finished is not self._task:
            return
        self._task = None
        error = finished.exception()
        if error is not None:
            log.error("the review failed", exc_info=error)
            self._results.set_review("failed")
            return
        rows, outcome = finished.result()
        self._results.set_review("ready", rows, exact=outcome.exact)
        self.reviewed.emit(game, outcome)
