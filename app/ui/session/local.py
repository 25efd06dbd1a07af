"""A game played on this computer: the engine, the computer players and their pacing."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject

from app import strategy
from app.rules import (
    Action,
    DiceSource,
    Enter,
    Event,
    Game,
    IllegalMove,
    Outcome,
    Resign,
    Roll,
    Ruleset,
    Strike,
)
from app.strategy.decisions import Decision, decision_actions

from .interface import Finish, Session
from .moments import moment_of
from .pacing import PACINGS, Pacing
from .setup import SeatKind, TableSetup

log = logging.getLogger(__name__)


class Computer(Protocol):
    """What the session needs of a computer player (``app.strategy.ComputerPlayer``)."""

    def decide(self, game: Game) -> Decision: ...


ComputerFactory = Callable[[str, Ruleset], Computer]
ActionPlanner = Callable[[Game, Decision], list[Action]]
DiceStream = Callable[[Game], tuple[int, ...]]
"""The dice of the next roll of a game (a practice challenge's fixed stream)."""


class LocalSession(Session):
    persists = True
    can_undo = True
    can_chat = False
    online = False
    finish = Finish.RECORDED_HERE

    def __init__(
        self,
        setup: TableSetup,
        *,
        game: Game | None = None,
        names: tuple[str, ...] | None = None,
        dice: DiceSource | None = None,
        stream: DiceStream | None = None,
        pacing: Pacing = PACINGS["normal"],
        computer: ComputerFactory | None = None,
        planner: ActionPlanner = decision_actions,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(setup, parent)
        problem = setup.problem()
        if problem:
            raise ValueError(f"this table cannot be played: {problem}")
        if game is None:
            default = tuple(str(seat + 1) for seat in range(len(setup.seats)))
            game = Game.new(setup.rules(), names or default)
        elif game.rules != setup.rules() or game.player_count != len(setup.seats):
            raise ValueError("the game does not belong to this table setup")
        self._game = game
        self._dice: DiceSource = dice or random.Random()
        self._stream = stream
        """Where a practice challenge's dice come from (each roll fixed by its place)."""
        self._pacing = pacing
        self._planner = planner
        computer = computer or strategy.computer_player
        self._computers = {
            seat: computer(info.level, setup.rules())
            for seat, info in enumerate(setup.seats)
            if info.kind is SeatKind.COMPUTER
        }
        self._undo_point: Game | None = None
        self._moment = False
        """The last change brought a moment: the next computer lets it sink in."""
        self._busy = False
        self._task: asyncio.Task[None] | None = None
        self._closed = False

    # --- reading ----------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def undo_available(self) -> bool:
        return self._undo_point is not None

    def controls(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat].is_person

    def set_pacing(self, pacing: Pacing) -> None:
        self._pacing = pacing

    def start(self) -> None:
        """Let the computers move if it is their turn (a new or resumed game)."""
        self._wake_computers()

    # --- acting for a person ----------------------------------------------------------------------

    def toggle(self, die: int) -> None:
        if self._may_act():
            self._act(lambda game: game.toggle(die))

    def roll(self) -> None:
        if self._may_act():
            self._act(self._rolled)

    def _rolled(self, game: Game) -> Outcome:
        if self._stream is not None:
            return game.apply(Roll(game.current, self._stream(game)))
        return game.roll(self._dice)

    @property
    def challenge(self) -> str:
        return "practice" if self.setup.practice is not None else ""

    def enter(self, box: str) -> None:
        if self._may_act():
            self._act(lambda game: game.enter(box), undoable=True)

    def strike(self, box: str) -> None:
        if self._may_act():
            self._act(lambda game: game.strike(box), undoable=True)

    def resign(self) -> None:
        if self._may_act():
            self._act(lambda game: game.resign())

    def undo(self) -> None:
        if self._undo_point is None:
            self.refused.emit("nothing_to_undo")
            return
        self._stop_computers()
        self._game = self._undo_point
        self._set_undo_point(None)
        self.changed.emit(self._game, ())
        self._wake_computers()

    def close(self) -> None:
        self._closed = True
        self._stop_computers()

    # --- the engine -------------------------------------------------------------------------------

    def _may_act(self) -> bool:
        if self._busy:
            self.refused.emit("busy")
            return False
        if not self._game.over and not self.controls(self._game.current):
            self.refused.emit("not_your_seat")
            return False
        return True

    def _act(self, act: Callable[[Game], Any], *, undoable: bool = False) -> None:
        before = self._game
        try:
            game, events = act(before)
        except IllegalMove as error:
            self.refused.emit(error.code)
            return
        self._apply(game, events, before if undoable else None)
        self._wake_computers()

    def _apply(self, game: Game, events: tuple[Event, ...], undo_point: Game | None) -> None:
        self._game = game
        last = game.log[-1] if game.log else None
        if game.over:
            self._set_undo_point(None)  # a finished game is recorded: nothing to take back
        elif undo_point is not None:
            self._set_undo_point(undo_point)
        elif isinstance(last, Roll | Resign | Enter | Strike) and self.controls(last.seat):
            # A person's next action ends the chance to undo; the computers' moves do not (an
            # undo takes them back too).
            self._set_undo_point(None)
        self._moment = moment_of(events) is not None
        self.changed.emit(game, events)

    def _set_undo_point(self, game: Game | None) -> None:
        was = self._undo_point is not None
        self._undo_point = game
        if was != (game is not None):
            self.undoAvailableChanged.emit(game is not None)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    # --- the computers ----------------------------------------------------------------------------

    def _computer_to_move(self) -> bool:
        game = self._game
        return not game.over and game.current in self._computers

    def _wake_computers(self) -> None:
        if self._closed or not self._computer_to_move():
            return
        if self._task is None or self._task.done():
            self._set_busy(True)
            self._task = asyncio.get_event_loop().create_task(self._play_computers())

    def _stop_computers(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
        self._set_busy(False)

    def _pause_for(self, pause: float) -> float:
        # Nobody left to watch: the computers finish without pauses.
        people_playing = any(self.controls(seat) for seat in self._game.active_seats)
        return pause if people_playing else 0.0

    async def _play_computers(self) -> None:
        try:
            while self._computer_to_move():
                await self._play_one_step()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a broken computer must not take the game down with it
            log.exception("a computer player failed")
            self.failed.emit(f"computer player failed: {error}")
        finally:
            task = self._task
            # The loop may already have stopped when a cancelled task winds up at shutdown.
            if task is not None and asyncio.current_task(task.get_loop()) is task:
                self._task = None
            self._set_busy(False)

    async def _play_one_step(self) -> None:
        game = self._game
        seat = game.current
        if game.dice is None:
            pacing = self._pacing
            think = max(pacing.think, pacing.linger) if self._moment else pacing.think
            await asyncio.sleep(self._pause_for(think))
            self._computer_acts(Roll(seat), game)
            return
        await asyncio.sleep(self._pause_for(self._pacing.look))
        loop = asyncio.get_running_loop()
        decision = await loop.run_in_executor(None, self._computers[seat].decide, game)
        for index, action in enumerate(self._planner(game, decision)):
            if index:
                await asyncio.sleep(self._pause_for(self._pacing.step))
            self._computer_acts(action, self._game)

    def _computer_acts(self, action: Action, game: Game) -> None:
        if game is not self._game:
            raise RuntimeError("the game changed while a computer was acting")
        source = self._dice if isinstance(action, Roll) else None
        outcome = game.apply(action, source)
        self._apply(outcome.game, outcome.events, None)
