"""The player's intentions at the table, passed on to the session: roll, keep a die, click a
box (marked first where it asks), Return, resign, undo. While the dice tumble every action is
ignored, not kept for later. The engine decides; nothing here scores."""

from __future__ import annotations

from typing import Protocol

from ..session import Session
from .entry import Step, click_box
from .keyboard import SheetCursor
from .view import TableInput


class Desk(Protocol):
    """What the intentions need of the table they act at."""

    @property
    def session(self) -> Session | None: ...

    @property
    def state(self) -> TableInput | None: ...

    @property
    def cursor_keys(self) -> SheetCursor: ...

    def mark(self, box: str) -> None:
        """Mark ``box`` and ask before it is filled."""

    def refuse(self, code: str) -> None:
        """Say why the action is not taken."""

    def read_bonus_row(self) -> None:
        """Return on the bonus row: say how far the bonus is."""


class Intentions:
    def __init__(self, desk: Desk) -> None:
        self._desk = desk
        self.confirm_every = False
        """Every entry asks first (a setting), not only those while rolls are left."""

    def _rolling(self) -> bool:
        """Dice still tumble: whatever the player does now is ignored, not kept for later."""
        state = self._desk.state
        return state is not None and state.rolling

    def roll(self) -> None:
        session = self._desk.session
        if session is not None and not self._rolling():
            session.roll()

    def toggle(self, die: int) -> None:
        session, state = self._desk.session, self._desk.state
        if session is None or self._rolling():
            return
        if state is not None and die >= state.game.rules.dice_count:
            return
        session.toggle(die)

    def click(self, box: str) -> None:
        session, state = self._desk.session, self._desk.state
        if session is None or state is None or state.rolling:
            return
        if state.busy:
            self._desk.refuse("busy")
            return
        step = click_box(state.game, box, state.marked, self.confirm_every)
        self._desk.cursor_keys.clicked(state.game, box)
        if step.step is Step.MARK:
            self._desk.mark(box)
        elif step.step is Step.STRIKE:
            session.strike(box)
        else:
            session.enter(box)  # entered at once, or refused by the engine with its reason

    def confirm(self) -> None:
        """Return: the place under the cursor, else the marked box, else the first free box."""
        state = self._desk.state
        if state is None or state.rolling:
            return
        box = self._desk.cursor_keys.target(state.game, state.marked)
        if box and state.game.rules.box_index(box) is None:  # the bonus row: read it out
            self._desk.read_bonus_row()
        elif box:
            self.click(box)
        elif self._desk.session is not None:
            self._desk.session.enter("")  # nothing to enter: let the engine say why (roll first)

    def undo(self) -> None:
        # Not held back by tumbling dice: it stops the computers at once, their rolls too.
        session = self._desk.session
        if session is not None:
            session.undo()

    def resign(self) -> None:
        session = self._desk.session
        if session is not None:
            session.resign()
