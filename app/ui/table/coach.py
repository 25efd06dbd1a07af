"""The coach: after a decision of a person at this computer that cost more than a point, a short
note says what the best choice was and what it would have been worth. Play goes on; the note
stays until that person's next decision. Offline only, and only when the player turned it on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app import strategy
from app.rules import Game

if TYPE_CHECKING:
    from app.strategy import DecisionReview

from ..common.labels import NO_BOX, BoxLabel, box_label
from ..common.snapshot import publish, view_property
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

WORTH_A_NOTE = 1.0
"""Expected points a decision must cost before the coach speaks up."""


@dataclass(frozen=True, slots=True)
class CoachView:
    shown: bool = False
    seat: int = -1
    """Whose decision it was."""
    chosen_kind: str = ""
    """``keep`` or ``box``."""
    chosen_kept: tuple[int, ...] = ()
    chosen_label: BoxLabel = NO_BOX
    chosen_points: int = 0
    best_kind: str = ""
    best_kept: tuple[int, ...] = ()
    best_label: BoxLabel = NO_BOX
    best_points: int = 0
    best_expected: float = 0.0
    chosen_expected: float = 0.0
    cost: float = 0.0


def last_decision(before: Game, after: Game) -> DecisionReview | None:
    """The decision that led from ``before`` to ``after`` (one action apart), reviewed; None
    when the step was no decision (a hold, a turn's first roll) or the games are further apart
    (an undo, another game)."""
    if len(after.log) != len(before.log) + 1 or after.log[: len(before.log)] != before.log:
        return None
    return strategy.decision_review(before, after.log[-1])


def derive_coach(decision: DecisionReview | None, seat: int, game: Game) -> CoachView | None:
    """The note about ``decision`` (made by ``seat``), or None when it is not worth one."""
    if decision is None or decision.cost <= WORTH_A_NOTE:
        return None
    rules = game.rules
    chosen, best = decision.chosen, decision.best
    return CoachView(
        shown=True,
        seat=seat,
        chosen_kind=chosen.kind,
        chosen_kept=chosen.kept,
        chosen_label=box_label(rules, chosen.box) if chosen.kind == "box" else NO_BOX,
        chosen_points=chosen.points or 0,
        best_kind=best.kind,
        best_kept=best.kept,
        best_label=box_label(rules, best.box) if best.kind == "box" else NO_BOX,
        best_points=best.points or 0,
        best_expected=best.expected,
        chosen_expected=chosen.expected,
        cost=decision.cost,
    )


@QmlElement
@uncreatable("built by the table view-model")
class CoachViewModel(QObject):
    shownChanged = Signal()
    shown = view_property("shown", bool, shownChanged)
    seatChanged = Signal()
    seat = view_property("seat", int, seatChanged)
    chosenKindChanged = Signal()
    chosenKind = view_property("chosen_kind", str, chosenKindChanged)
    chosenKeptChanged = Signal()
    chosenKept = view_property("chosen_kept", list, chosenKeptChanged)
    chosenLabelChanged = Signal()
    chosenLabel = view_property("chosen_label", dict, chosenLabelChanged)
    chosenPointsChanged = Signal()
    chosenPoints = view_property("chosen_points", int, chosenPointsChanged)
    bestKindChanged = Signal()
    bestKind = view_property("best_kind", str, bestKindChanged)
    bestKeptChanged = Signal()
    bestKept = view_property("best_kept", list, bestKeptChanged)
    bestLabelChanged = Signal()
    bestLabel = view_property("best_label", dict, bestLabelChanged)
    bestPointsChanged = Signal()
    bestPoints = view_property("best_points", int, bestPointsChanged)
    bestExpectedChanged = Signal()
    bestExpected = view_property("best_expected", float, bestExpectedChanged)
    chosenExpectedChanged = Signal()
    chosenExpected = view_property("chosen_expected", float, chosenExpectedChanged)
    costChanged = Signal()
    cost = view_property("cost", float, costChanged)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = CoachView()
        self.enabled = False
        """The player turned the coach on (a setting)."""

    def observe(self, before: Game, after: Game, *, person: bool, ready: bool) -> None:
        """A step of an offline game: ``person`` says a person at this computer made it,
        ``ready`` that the strategy's tables are loaded (the coach never waits for them)."""
        if len(after.log) < len(before.log):
            self.dismiss()  # undone: the note was about a move that is gone
            return
        if not self.enabled or not person or not ready:
            return
        decision = last_decision(before, after)
        if decision is None:
            return
        self._show(derive_coach(decision, after.log[-1].seat, after) or CoachView())

    @Slot()
    def dismiss(self) -> None:
        self._show(CoachView())

    def _show(self, view: CoachView) -> None:
        old, self._view = self._view, view
        publish(self, old, view)
