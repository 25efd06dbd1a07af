"""A table's turn clock: each turn has ``settings.clock`` seconds; when they run out, the clock
rolls for the player if they have not, and enters the box the node's ``ClockChooser`` picks."""

from __future__ import annotations

from app.net import TurnClock
from app.rules import Event, Roll, TimeOut

from ..clock import Timer
from ..members import Refusal
from .core import TableCore
from .plays import Plays


class TurnTimer:
    def __init__(self, table: TableCore, plays: Plays) -> None:
        self.table = table
        self.plays = plays
        self._turn: object | None = None
        self._timer: Timer | None = None
        self._deadline = 0.0
        self.resumed_left: float | None = None
        """A restored turn's time, kept until its player is back (``Seating.attach``)."""

    def view(self) -> TurnClock | None:
        table = self.table
        if self._turn is None or table.game is None:
            return None
        left = max(0.0, self._deadline - table.node.clock.now())
        return TurnClock(
            seat=table.game.current, limit=table.settings.clock, left_ms=int(left * 1000)
        )

    def start(self, seconds: float | None = None) -> None:
        self.stop()
        table = self.table
        if table.game is None or table.game.over or table.stopped or table.settings.clock <= 0:
            return
        turn = object()
        delay = table.settings.clock if seconds is None else seconds
        self._turn = turn
        self._deadline = table.node.clock.now() + delay
        self._timer = table.node.clock.call_later(delay, lambda: self._ran_out(turn))

    def to_move(self, seat: int | None) -> bool:
        game = self.table.game
        return seat is not None and game is not None and not game.over and game.current == seat

    def stop(self) -> None:
        self.resumed_left = None
        if self._timer is not None:
            self._timer.cancel()
        self._turn = None
        self._timer = None

    def wait_for_player(self, left: float) -> None:
        """A restored turn: its clock runs once its player is back (``left`` seconds)."""
        self.stop()
        self.resumed_left = left

    def _ran_out(self, turn: object) -> None:
        if turn is self._turn:
            self.table.node.spawn(self._time_out(turn))

    async def _time_out(self, turn: object) -> None:
        """Roll if the player has not, then enter the advisor's first box for them."""
        table = self.table
        async with table.lock:
            if turn is not self._turn or table.game is None or table.game.over or table.stopped:
                return
            game = table.game
            seat = game.current
            events: list[Event] = []
            if game.dice is None:
                roll = self.plays.with_dice(Roll(seat), game)
                game, rolled = game.apply(roll, table.node.dice)
                events += rolled
            box = await table.node.chooser.choose(game)
            game, entered = game.apply(TimeOut(seat, box))
            events += entered
            try:
                await table.commit(game, events)
            except Refusal:
                self.start(seconds=5.0)  # try again soon; the player may still move
                return
            table.node.metrics.timeouts.inc()
