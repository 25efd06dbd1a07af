"""A game at a table on the server: intentions go out, the server's state comes back.

The session keeps an exact copy of the server's game (the ``table`` state replayed, then every
``played`` message applied with the rules engine), so the table screen, hints, sheet, results
and review work on it exactly as offline. The server rolls and decides; the copy only follows.
Before sending, an intention is tried on the copy: what the engine refuses is reported at once,
without a round trip, and the server refuses the same.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from app.net import (
    ClientMessage,
    EnterBox,
    HoldDie,
    OutOfStep,
    Played,
    ReleaseDie,
    ResignGame,
    RollDice,
    SeatView,
    SendChat,
    StrikeBox,
    SyncTable,
    TableState,
    TurnClock,
    advance,
    clean_chat,
    game_of,
)
from app.rules import Game, Hold, IllegalMove

from .interface import Finish, Session
from .setup import Seat, SeatKind, TableSetup

log = logging.getLogger(__name__)

Outbox = Callable[[ClientMessage], bool]
"""Sends a message to the server; False when there is no connection."""

ANSWER_TIMEOUT = 10.0
"""Seconds to wait for the server's answer to a roll or an entry before asking for the state."""


@dataclass(frozen=True, slots=True)
class TurnTimer:
    """The running turn's clock, as this computer sees it."""

    seat: int
    limit: int
    """Seconds per turn at this table."""
    deadline: float
    """``time.monotonic()`` when the server will act for the player."""

    def left(self, now: float) -> float:
        return max(0.0, self.deadline - now)


def setup_of(state: TableState) -> TableSetup:
    """The table as a setup: this computer's seat is "you", the others are people elsewhere."""
    names = state.game.names if state.game is not None else [s.name or "" for s in state.seats]
    seats = tuple(
        Seat(SeatKind.YOU if seat == state.you else SeatKind.PERSON, name=names[seat])
        for seat in range(len(names))
    )
    return TableSetup(state.rules.preset, state.rules.triple, state.rules.forced_order, seats)


class RemoteSession(Session):
    persists = False
    can_undo = False
    can_chat = True
    online = True
    finish = Finish.SCORED_BY_SERVER

    clockChanged = Signal()
    seatsChanged = Signal()
    connectedChanged = Signal(bool)

    def __init__(
        self,
        state: TableState,
        outbox: Outbox,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        game = game_of(state)
        if game is None:
            raise ValueError("the table has not started: there is no game to follow")
        super().__init__(setup_of(state), parent)
        self.code = state.code
        self.daily = state.daily
        self._outbox = outbox
        self._clock = clock
        self._game = game
        self._aborted = False
        self._step = state.step
        self._you = state.you
        self._seats: tuple[SeatView, ...] = tuple(state.seats)
        self._turn = self._timer(state.turn)
        self._connected = True
        self._pending: int | None = None
        """The step a sent roll or entry was made at, until the server answers."""
        self._held_intent: tuple[bool, ...] | None = None
        """The kept dice as this player asked for them, until the server's copy shows it."""
        self._answer_timer: asyncio.TimerHandle | None = None

    # --- reading ----------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def busy(self) -> bool:
        return not self._connected or self._pending is not None

    @property
    def you(self) -> int | None:
        """This computer's seat (None when only watching)."""
        return self._you

    @property
    def challenge(self) -> str:
        return "daily" if self.daily is not None else ""

    @property
    def seated(self) -> bool:
        """Still a player here: seated and not resigned."""
        return self._you is not None and self._you not in self._game.resigned

    @property
    def connected(self) -> bool:
        return self._connected

    @property
    def aborted(self) -> bool:
        return self._aborted

    @property
    def seats(self) -> tuple[SeatView, ...]:
        return self._seats

    @property
    def turn(self) -> TurnTimer | None:
        return self._turn

    @property
    def step(self) -> int:
        return self._step

    def controls(self, seat: int) -> bool:
        return seat == self._you and self.seated and not self.ended

    def away(self, seat: int) -> bool:
        return any(s.seat == seat and s.player is not None and not s.connected for s in self._seats)

    # --- acting -----------------------------------------------------------------------------------

    def toggle(self, die: int) -> None:
        game = self._intended()
        if game is None or not self._may_act():
            return
        try:
            outcome = game.toggle(die, seat=self._you)
        except IllegalMove as error:
            self.refused.emit(error.code)
            return
        held = isinstance(outcome.game.log[-1], Hold)
        message = (
            HoldDie(die=die, step=self._step) if held else ReleaseDie(die=die, step=self._step)
        )
        if self._send(message):
            self._held_intent = outcome.game.held

    def roll(self) -> None:
        game = self._intended()
        if game is None or not self._may_act():
            return
        try:
            game.roll(random.Random(), seat=self._you)  # only to hear the engine's objection
        except IllegalMove as error:
            self.refused.emit(error.code)
            return
        self._send_step(RollDice(step=self._step))

    def enter(self, box: str) -> None:
        self._entry(box, strike=False)

    def strike(self, box: str) -> None:
        self._entry(box, strike=True)

    def resign(self) -> None:
        """Give up the game (and keep watching it to the end)."""
        if not self.seated or self.ended:
            refusal = "game_over" if self.ended else "watching" if self._you is None else "resigned"
            self.refused.emit(refusal)
            return
        if not self._connected:
            self.refused.emit("offline")
            return
        self._send(ResignGame())

    def chat(self, text: str) -> None:
        line = clean_chat(text)
        if line is None:
            self.refused.emit("chat_invalid")
        elif self._you is None:
            self.refused.emit("not_seated")
        elif not self._connected:
            self.refused.emit("offline")
        else:
            self._send(SendChat(text=line))

    def close(self) -> None:
        self._stop_answer_timer()

    def _entry(self, box: str, *, strike: bool) -> None:
        game = self._intended()
        if game is None or not self._may_act():
            return
        try:
            if strike:
                game.strike(box, seat=self._you)
            else:
                game.enter(box, seat=self._you)
        except IllegalMove as error:
            self.refused.emit(error.code)
            return
        message = StrikeBox if strike else EnterBox
        self._send_step(message(box=box, step=self._step))

    def _intended(self) -> Game | None:
        """The copy with the dice kept as this player last asked (None when not seated)."""
        if self._you is None:
            self.refused.emit("watching")  # a spectator: only the players move
            return None
        if self._held_intent is None or self._game.dice is None:
            return self._game
        return replace(self._game, held=self._held_intent)

    def _may_act(self) -> bool:
        if self._aborted:
            self.refused.emit("game_over")
            return False
        if not self._connected:
            self.refused.emit("offline")
            return False
        if self._pending is not None:
            self.refused.emit("waiting_for_server")
            return False
        return True

    def _send(self, message: ClientMessage) -> bool:
        if self._outbox(message):
            return True
        self.refused.emit("offline")
        return False

    def _send_step(self, message: ClientMessage) -> None:
        if not self._send(message):
            return
        self._pending = self._step
        self.busyChanged.emit(self.busy)
        self._stop_answer_timer()
        loop = asyncio.get_event_loop()
        self._answer_timer = loop.call_later(ANSWER_TIMEOUT, self._no_answer)

    def _no_answer(self) -> None:
        self._answer_timer = None
        if self._pending is not None:
            log.info("table %s: no answer to an action; asking for the state", self.code)
            self._outbox(SyncTable())

    def _stop_answer_timer(self) -> None:
        if self._answer_timer is not None:
            self._answer_timer.cancel()
            self._answer_timer = None

    def _settle(self) -> None:
        """Nothing is waiting for the server any more."""
        was_busy = self.busy
        self._pending = None
        self._held_intent = None
        self._stop_answer_timer()
        if was_busy != self.busy:
            self.busyChanged.emit(self.busy)

    # --- what the server says ---------------------------------------------------------------------

    def apply_state(self, state: TableState) -> None:
        """The whole table again (on coming back, after ``sync``)."""
        try:
            game = game_of(state)
        except (ValueError, IllegalMove) as error:
            log.error("table %s: the server's log cannot be replayed: %s", self.code, error)
            self.failed.emit(f"the table's state cannot be followed: {error}")
            return
        if game is None:
            return
        self._game, self._step, self._you = game, state.step, state.you
        self._seats = tuple(state.seats)
        self._set_turn(state.turn)
        self._settle()
        self.seatsChanged.emit()
        self.presenceChanged.emit()
        self.changed.emit(game, ())

    def apply_played(self, played: Played) -> None:
        """Accepted actions: applied to the copy with the engine, events handed on."""
        try:
            game, events = advance(self._game, played)
        except OutOfStep as gap:
            if gap.behind:  # missed something: ask for the whole state
                self._outbox(SyncTable())
            return
        except ValueError as error:  # IllegalMove included
            log.error("table %s: a played action does not follow: %s", self.code, error)
            self._outbox(SyncTable())
            return
        self._game, self._step = game, played.step
        if self._pending is not None and played.step > self._pending:
            self._settle()
        elif self._held_intent is not None and (
            game.held == self._held_intent or game.current != self._you
        ):
            self._held_intent = None
        self._set_turn(played.turn)
        self.changed.emit(game, events)

    def apply_seats(self, seats: list[SeatView]) -> None:
        self._seats = tuple(seats)
        self.seatsChanged.emit()
        self.presenceChanged.emit()

    def refuse(self, code: str) -> None:
        """The server refused an action of this session."""
        self._settle()
        if code == "stale":
            self._outbox(SyncTable())  # the clock (or another message) was faster
        self.refused.emit(code)

    def set_aborted(self) -> None:
        """The server aborted the game: nothing more is played here (the clock stops)."""
        if self._aborted:
            return
        self._aborted = True
        self._settle()
        self._set_turn(None)
        self.changed.emit(self._game, ())

    def set_connected(self, connected: bool) -> None:
        if connected == self._connected:
            return
        was_busy = self.busy
        self._connected = connected
        if not connected:
            self._pending = None
            self._held_intent = None
            self._stop_answer_timer()
        self.connectedChanged.emit(connected)
        if was_busy != self.busy:
            self.busyChanged.emit(self.busy)

    # --- the clock --------------------------------------------------------------------------------

    def _timer(self, turn: TurnClock | None) -> TurnTimer | None:
        if turn is None or self.ended:
            return None
        return TurnTimer(turn.seat, turn.limit, self._clock() + turn.left_ms / 1000.0)

    def _set_turn(self, turn: TurnClock | None) -> None:
        timer = self._timer(turn)
        old = self._turn
        self._turn = timer
        if old != timer:
            self.clockChanged.emit()
