"""The analysis board's view-model: a finished game, step by step, beside its review.

Opening a game replays it at once (``replay_steps``) and reviews it in a worker thread, begun
once the window has drawn the board; the board shows the dice and sheets meanwhile and the
review's figures when they arrive. Reviews are kept for the games opened last, so opening one
again is quick.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement
from PySide6.QtQuick import QQuickWindow

from app import strategy
from app.net.checking import check_record
from app.rules import Game, GameRecord, write_game_file

if TYPE_CHECKING:
    from app.strategy import Choice, GameReview

from ..common.collecting import collect_before_work
from ..common.listmodel import RowListModel
from ..common.snapshot import publish, view_property
from ..common.winchart import WinChartModel
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .board import (
    BoardInput,
    BoardPlayerRow,
    BoardSheetRow,
    BoardView,
    ChoiceRow,
    choices_wanted,
    derive_board,
    derive_board_players,
    derive_board_sheet,
    derive_choices,
)
from .steps import replay_steps

log = logging.getLogger(__name__)

Reviewer = Callable[[Game], "GameReview"]


def _review(game: Game) -> GameReview:
    """The engine's review (the package loads the engine on first use, not at start-up)."""
    return strategy.review(game)


KEPT_REVIEWS = 8
FRAME_WAIT_MS = 250
"""How long the review waits for the window to draw the board at most."""


@QmlElement
@uncreatable("built by the analysis view-model")
class BoardSheetModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(BoardSheetRow, parent)


@QmlElement
@uncreatable("built by the analysis view-model")
class ChoiceModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ChoiceRow, parent)


@QmlElement
@uncreatable("built by the analysis view-model")
class BoardPlayersModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(BoardPlayerRow, parent)


@QmlElement
@uncreatable("built by the app")
class AnalysisViewModel(QObject):
    loadedChanged = Signal()
    loaded = view_property("loaded", bool, loadedChanged)
    rulesChanged = Signal()
    rules = view_property("rules", dict, rulesChanged)
    exactChanged = Signal()
    exact = view_property("exact", bool, exactChanged)
    reviewStateChanged = Signal()
    reviewState = view_property("review_state", str, reviewStateChanged)
    sourceChanged = Signal()
    source = view_property("source", str, sourceChanged)
    finishedAtChanged = Signal()
    finishedAt = view_property("finished_at", str, finishedAtChanged)
    hintsChanged = Signal()
    hints = view_property("hints", bool, hintsChanged)
    tableChanged = Signal()
    table = view_property("table", str, tableChanged)
    stepChanged = Signal()
    step = view_property("step", int, stepChanged)
    stepsChanged = Signal()
    steps = view_property("steps", int, stepsChanged)
    kindChanged = Signal()
    kind = view_property("kind", str, kindChanged)
    seatChanged = Signal()
    seat = view_property("seat", int, seatChanged)
    nameChanged = Signal()
    name = view_property("name", str, nameChanged)
    turnChanged = Signal()
    turn = view_property("turn", int, turnChanged)
    turnsChanged = Signal()
    turns = view_property("turns", int, turnsChanged)
    rollChanged = Signal()
    roll = view_property("roll", int, rollChanged)
    diceChanged = Signal()
    dice = view_property("dice", list, diceChanged)
    heldChanged = Signal()
    held = view_property("held", list, heldChanged)
    rollsLeftChanged = Signal()
    rollsLeft = view_property("rolls_left", int, rollsLeftChanged)
    savesRollsChanged = Signal()
    savesRolls = view_property("saves_rolls", bool, savesRollsChanged)
    nextKindChanged = Signal()
    nextKind = view_property("next_kind", str, nextKindChanged)
    nextKeptChanged = Signal()
    nextKept = view_property("next_kept", list, nextKeptChanged)
    nextLabelChanged = Signal()
    nextLabel = view_property("next_label", dict, nextLabelChanged)
    nextPointsChanged = Signal()
    nextPoints = view_property("next_points", int, nextPointsChanged)
    timedOutChanged = Signal()
    timedOut = view_property("timed_out", bool, timedOutChanged)
    costChanged = Signal()
    cost = view_property("cost", float, costChanged)
    mistakeChanged = Signal()
    mistake = view_property("mistake", bool, mistakeChanged)
    winCostChanged = Signal()
    winCost = view_property("win_cost", float, winCostChanged)
    bestExpectedChanged = Signal()
    bestExpected = view_property("best_expected", float, bestExpectedChanged)
    chosenExpectedChanged = Signal()
    chosenExpected = view_property("chosen_expected", float, chosenExpectedChanged)
    selectedChanged = Signal()
    selected = view_property("selected", int, selectedChanged)
    selectedNameChanged = Signal()
    selectedName = view_property("selected_name", str, selectedNameChanged)
    mistakesChanged = Signal()
    mistakes = view_property("mistakes", int, mistakesChanged)
    previousMistakeChanged = Signal()
    previousMistake = view_property("previous_mistake", int, previousMistakeChanged)
    nextMistakeChanged = Signal()
    nextMistake = view_property("next_mistake", int, nextMistakeChanged)
    canPlayOnChanged = Signal()
    canPlayOn = view_property("can_play_on", bool, canPlayOnChanged)
    columnsChanged = Signal()
    columns = view_property("columns", int, columnsChanged)
    playerCountChanged = Signal()
    playerCount = view_property("player_count", int, playerCountChanged)
    playerNamesChanged = Signal()
    playerNames = view_property("player_names", list, playerNamesChanged)
    winnerChanged = Signal()
    winner = view_property("winner", str, winnerChanged)

    playOnRequested = Signal(object, object)
    """(GameRecord, Game): play on from this position in a local game."""
    reviewed = Signal(object, object)
    """(GameRecord, GameReview) once a game opened here is reviewed."""
    exportFailed = Signal(str)
    """Writing the game file failed (the reason)."""

    def __init__(self, reviewer: Reviewer | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reviewer = reviewer or _review
        self._sheet = BoardSheetModel(self)
        self._choices = ChoiceModel(self)
        self._players = BoardPlayersModel(self)
        self._win_chart = WinChartModel(self)
        self._view = BoardView()
        self._input: BoardInput | None = None
        self._reviews: OrderedDict[Game, GameReview] = OrderedDict()
        self._task: asyncio.Future[GameReview] | None = None
        self._choices_at: dict[int, tuple[Choice, ...]] = {}
        self._dice_check = "none"
        """The alternatives of each step looked at since the game was opened."""
        self._waiting_work: Callable[[], None] | None = None
        self._waiting_on: QQuickWindow | None = None
        """The window whose next frame the work waits for."""

    # --- what QML reads besides the view ----------------------------------------------------------

    @Property(QObject, constant=True)
    def sheet(self) -> BoardSheetModel:
        return self._sheet

    @Property(QObject, constant=True)
    def choices(self) -> ChoiceModel:
        return self._choices

    @Property(QObject, constant=True)
    def winChart(self) -> WinChartModel:
        """Every player's chance to win over the game (a point per turn start)."""
        return self._win_chart

    @Property(QObject, constant=True)
    def players(self) -> BoardPlayersModel:
        return self._players

    @property
    def state(self) -> BoardInput | None:
        return self._input

    # --- opening ----------------------------------------------------------------------------------

    diceCheckChanged = Signal()

    @Property(str, notify=diceCheckChanged)
    def diceCheck(self) -> str:
        """What checking the game's dice found (``app.net.checking.DiceCheck``): ``none`` for a
        game without published dice (played here)."""
        return self._dice_check

    def open(self, record: GameRecord, source: str, dice_check: str = "") -> None:
        """Show ``record`` from its start; its review follows from a worker thread. Its dice
        are checked here unless the app checked them already (``dice_check``)."""
        self.close()
        game = record.game
        check = dice_check or check_record(game.rules, game.names, game.log, record.dice).value
        if check != self._dice_check:
            self._dice_check = check
            self.diceCheckChanged.emit()
        self._choices_at.clear()
        game = record.game
        you = record.you
        known = self._reviews.get(game)
        self._input = BoardInput(
            record=record,
            replay=replay_steps(game),
            selected=you if you is not None else 0,
            review=known,
            review_state="ready" if known is not None else "working",
            source=source,
        )
        if known is not None:
            self._reviews.move_to_end(game)
            self.reviewed.emit(record, known)
        self._refresh()
        self._win_chart.show(
            game, tuple(self._view.player_names), levels=record.levels, begin=False
        )
        self._after_next_frame(lambda: self._begin_work(game))

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _after_next_frame(self, work: Callable[[], None]) -> None:
        """``work`` once the window has drawn the board (or after ``FRAME_WAIT_MS`` at most: a
        window that is not drawn does not hold it back); at once without a window. Workers
        begun earlier would share the interpreter with the GUI thread while it builds and
        draws the board, and the player would wait for the board several times as long."""
        self._waiting_work = work
        if self._waiting_on is not None:
            return  # (connected already: the newer work replaces the older)
        window = next(
            (
                shown
                for shown in QGuiApplication.topLevelWindows()
                if isinstance(shown, QQuickWindow) and shown.isVisible()
            ),
            None,
        )
        if window is None:
            self._frame_drawn()
            return
        self._waiting_on = window
        window.frameSwapped.connect(self._frame_drawn)
        QTimer.singleShot(FRAME_WAIT_MS, self, self._frame_drawn)

    @Slot()
    def _frame_drawn(self) -> None:
        window, self._waiting_on = self._waiting_on, None
        if window is not None:
            window.frameSwapped.disconnect(self._frame_drawn)
        work, self._waiting_work = self._waiting_work, None
        if work is not None:
            work()

    def _begin_work(self, game: Game) -> None:
        """The review (unless it is known) and the graph of the game on the board, in worker
        threads."""
        state = self._input
        if state is None or state.record.game is not game:
            return  # another game came to the board meanwhile
        review = state.review is None and self._task is None
        if review or self._win_chart.waiting:
            collect_before_work()  # once for both (none of it left to the workers)
        if review:
            self._start_review(game)
        self._win_chart.begin(collected=True)

    def _start_review(self, game: Game) -> None:
        future = asyncio.get_event_loop().run_in_executor(None, self._reviewer, game)
        self._task = future
        future.add_done_callback(lambda done: self._reviewed(game, done))

    def _reviewed(self, game: Game, done: asyncio.Future[GameReview]) -> None:
        if done.cancelled() or done is not self._task:
            return
        self._task = None
        state = self._input
        if state is None or state.record.game != game:
            return
        error = done.exception()
        if error is not None:
            log.error("the review of the game on the board failed", exc_info=error)
            self._update(review_state="failed")
            return
        result = done.result()
        self._reviews[game] = result
        while len(self._reviews) > KEPT_REVIEWS:
            self._reviews.popitem(last=False)
        self._update(review=result, review_state="ready")
        self.reviewed.emit(state.record, result)

    # --- stepping ---------------------------------------------------------------------------------

    @Slot(int)
    def goTo(self, step: int) -> None:
        state = self._input
        if state is not None:
            self._update(step=max(0, min(step, len(state.replay.steps) - 1)))

    @Slot(int)
    def stepBy(self, delta: int) -> None:
        if self._input is not None:
            self.goTo(self._input.step + delta)

    @Slot(int)
    def turnBy(self, delta: int) -> None:
        """To the first roll of the next (or an earlier) turn of any player."""
        state = self._input
        if state is None:
            return
        steps = state.replay.steps
        here = steps[state.step]
        starts = [s.key for s in steps if s.kind != "roll" or s.roll == 1]
        if delta > 0:
            self.goTo(next((k for k in starts if k > here.key), len(steps) - 1))
        else:
            this_turn = max((k for k in starts if k <= here.key), default=0)
            target = (
                this_turn
                if this_turn < here.key
                else max((k for k in starts if k < this_turn), default=0)
            )
            self.goTo(target)

    @Slot(int)
    def goToAction(self, action: int) -> None:
        """To the first roll after ``action`` actions of the log (a point of the win-chance
        graph: the start of a turn), or the end."""
        state = self._input
        if state is None:
            return
        steps = state.replay.steps
        self.goTo(next((s.key for s in steps if s.actions > action), len(steps) - 1))

    @Slot(int, result=int)
    def winPointOf(self, step: int) -> int:
        """The point of the win-chance graph at ``step`` (the start of its turn), -1 for none."""
        state = self._input
        actions = self._win_chart.point_actions()
        if state is None or not actions or not 0 <= step < len(state.replay.steps):
            return -1
        here = state.replay.steps[step]
        if here.kind == "end":
            return len(actions) - 1
        return max((i for i, a in enumerate(actions) if a < max(1, here.actions)), default=0)

    @Slot()
    def toNextMistake(self) -> None:
        if self._view.next_mistake >= 0:
            self.goTo(self._view.next_mistake)

    @Slot()
    def toPreviousMistake(self) -> None:
        if self._view.previous_mistake >= 0:
            self.goTo(self._view.previous_mistake)

    @Slot(int)
    def select(self, seat: int) -> None:
        state = self._input
        if state is not None and 0 <= seat < state.record.game.player_count:
            self._update(selected=seat)

    # --- acting -----------------------------------------------------------------------------------

    @Slot()
    def playOn(self) -> None:
        """Take over this position in a local game (only where ``canPlayOn``)."""
        state = self._input
        if state is not None and self._view.can_play_on:
            self.playOnRequested.emit(state.record, state.replay.games[state.step])

    @Slot(str, result=bool)
    def exportTo(self, target: str) -> bool:
        """Write the game as a game file to ``target`` (a path or a ``file:`` URL)."""
        state = self._input
        if state is None:
            return False
        url = QUrl(target)
        path = Path(url.toLocalFile() if url.isLocalFile() else target)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        try:
            path.write_text(write_game_file(state.record), encoding="utf-8")
        except OSError as error:
            log.warning("the game file cannot be written: %s", error)
            self.exportFailed.emit(f"{path}: {error.strerror or error}")
            return False
        return True

    @Slot(result=str)
    def suggestedFileName(self) -> str:
        """A name for the exported file: the ruleset and when the game ended."""
        state = self._input
        if state is None:
            return "game.json"
        when = state.record.finished_at[:16].replace(":", "-").replace("T", "_")
        key = state.record.game.rules.key.replace("+", "-")
        return f"fuenfwurf-{key}{'-' + when if when else ''}.json"

    # --- deriving ---------------------------------------------------------------------------------

    def _choices_of(self, state: BoardInput) -> tuple[Choice, ...]:
        game = choices_wanted(state)
        if game is None:
            return ()
        known = self._choices_at.get(state.step)
        if known is None:
            known = self._choices_at[state.step] = strategy.alternatives(game)
        return known

    def _update(self, **changes: object) -> None:
        """The same game with other facts (the step, the player followed, the review)."""
        if self._input is not None:
            self._show(replace(self._input, **changes))  # type: ignore[arg-type]

    def _refresh(self) -> None:
        if self._input is not None:
            self._show(self._input)

    def _show(self, state: BoardInput) -> None:
        choices = self._choices_of(state)
        state = self._input = replace(state, choices=choices)
        view = derive_board(state)
        old, self._view = self._view, view
        publish(self, old, view)
        self._sheet.set_rows(derive_board_sheet(state))
        self._choices.set_rows(derive_choices(state))
        self._players.set_rows(derive_board_players(state))
