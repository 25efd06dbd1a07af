"""Two-step entry: what a click (or Return) on a box does. Points come from the engine."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from app.rules import Game


class Step(enum.Enum):
    MARK = "mark"
    """Mark the box and ask "Enter?" (or "Strike?")."""
    ENTER = "enter"
    STRIKE = "strike"
    ASK_ENGINE = "ask_engine"
    """Not a choice the engine offers now: pass it on so the engine says why."""


@dataclass(frozen=True, slots=True)
class EntryStep:
    step: Step
    box: str
    points: int = 0


def click_box(game: Game, box: str, marked: str | None, confirm_every: bool) -> EntryStep:
    """The step a click on ``box`` takes, given the box already marked (if any).

    While rolls are left every entry asks first; a strike (0 points) always asks; after the
    last roll a box with points is entered at once unless the player wants every entry to ask.
    """
    options = game.options()
    if box not in options:
        return EntryStep(Step.ASK_ENGINE, box)
    points = options[box]
    asks = points == 0 or game.rolls_left > 0 or confirm_every
    if asks and marked != box:
        return EntryStep(Step.MARK, box, points)
    return EntryStep(Step.STRIKE if points == 0 else Step.ENTER, box, points)
