"""The win-chance graph of a finished game (results screen and analysis board): every player's
chance to win at each turn start, worked out in a worker thread (``winhistory.win_history``).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement

from app import strategy
from app.rules import Game

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .collecting import collect_before_work

if TYPE_CHECKING:
    from app.strategy import WinPoint

log = logging.getLogger(__name__)

KEPT_GRAPHS = 8


def _history(game: Game, levels: tuple[str | None, ...]) -> tuple[WinPoint, ...]:
    """In the worker thread: the engine's history (its first use loads the engine there, not on
    the GUI thread, which goes on showing the screen meanwhile), each computer valued as its
    level plays where ``levels`` says (one per seat)."""
    known = levels if len(levels) == game.player_count else None
    return strategy.win_history(game, levels=known)


@dataclass(frozen=True, slots=True)
class ChartView:
    state: str = "none"
    """``none`` (no graph: a solo game), ``working``, ``ready`` or ``failed``."""
    series: tuple[dict[str, object], ...] = ()
    """Per seat: ``seat``, ``name``, ``values`` (the chance at every point, 0 to 1)."""
    rounds: tuple[int, ...] = ()
    """The round of every point."""
    actions: tuple[int, ...] = ()
    """How much of the game's log is played at every point (to jump there)."""


def derive_chart(points: tuple[WinPoint, ...], names: tuple[str, ...]) -> ChartView:
    seats = len(points[0].chances) if points else 0
    shown = names if len(names) == seats else tuple(str(seat + 1) for seat in range(seats))
    series = tuple(
        {"seat": seat, "name": shown[seat], "values": [p.chances[seat] for p in points]}
        for seat in range(seats)
    )
    return ChartView(
        "ready", series, tuple(p.round for p in points), tuple(p.action for p in points)
    )


@QmlElement
@uncreatable("built by the results or the analysis view-model")
class WinChartModel(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = ChartView()
        self._game: Game | None = None
        self._names: tuple[str, ...] = ()
        self._levels: tuple[str | None, ...] = ()
        self._points: tuple[WinPoint, ...] = ()
        self._task: asyncio.Future[tuple[WinPoint, ...]] | None = None
        self._kept: OrderedDict[Game, tuple[WinPoint, ...]] = OrderedDict()
        """The graphs of the games shown last (a game opened again shows its graph at once)."""

    @Property(str, notify=changed)
    def state(self) -> str:
        return self._view.state

    @Property(list, notify=changed)
    def series(self) -> list[dict[str, object]]:
        return list(self._view.series)

    @Property(list, notify=changed)
    def rounds(self) -> list[int]:
        return list(self._view.rounds)

    @Property(list, notify=changed)
    def actions(self) -> list[int]:
        return list(self._view.actions)

    def point_actions(self) -> tuple[int, ...]:
        """``actions``, for Python."""
        return self._view.actions

    def _set(self, view: ChartView) -> None:
        if view != self._view:
            self._view = view
            self.changed.emit()

    def show(
        self,
        game: Game,
        names: tuple[str, ...],
        *,
        levels: tuple[str | None, ...] = (),
        in_thread: bool = True,
        begin: bool = True,
    ) -> None:
        """The graph of ``game`` (names as shown; ``levels``: each seat's computer level, None
        for a person); worked out in a worker thread unless told otherwise, or only renamed when
        it is the game shown already. ``begin=False``: the graph says it is being worked out,
        but the work waits for ``begin``."""
        if game is self._game:
            self._names = names
            if self._points:
                self._set(derive_chart(self._points, names))
            return
        self.cancel()
        self._game, self._names, self._points, self._levels = game, names, (), levels
        if game.player_count < 2:
            self._set(ChartView())
            return
        known = self._kept.get(game)
        if known is not None:
            self._kept.move_to_end(game)
            self._arrived(game, known)
            return
        if not in_thread:
            self._arrived(game, _history(game, levels))
            return
        self._set(ChartView("working"))
        if begin:
            self.begin()

    @property
    def waiting(self) -> bool:
        """A graph is to be worked out and its work has not begun."""
        return self._game is not None and self._task is None and self._view.state == "working"

    def begin(self, *, collected: bool = False) -> None:
        """Work out the graph shown in a worker thread, where it waits for that (``show``).
        ``collected``: the caller has just collected the garbage (a full collection takes tens
        of milliseconds of the GUI thread: not twice in a row)."""
        game = self._game
        if game is None or not self.waiting:
            return
        if not collected:
            collect_before_work()  # (none of it left to the worker)
        future = asyncio.get_event_loop().run_in_executor(None, _history, game, self._levels)
        self._task = future
        future.add_done_callback(lambda done: self._done(game, done))

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _done(self, game: Game, finished: asyncio.Future[tuple[WinPoint, ...]]) -> None:
        if finished.cancelled() or finished is not self._task:
            return
        self._task = None
        error = finished.exception()
        if error is not None:
            log.error("the win chances of the game failed", exc_info=error)
            self._set(ChartView("failed"))
            return
        self._arrived(game, finished.result())

    def _arrived(self, game: Game, points: tuple[WinPoint, ...]) -> None:
        if game is not self._game:
            return
        self._points = points
        self._kept[game] = points
        while len(self._kept) > KEPT_GRAPHS:
            self._kept.popitem(last=False)
        self._set(derive_chart(points, self._names))
