"""A table's play pipeline: every action waits in a queue for the table's lock, is checked by the
rules engine, written to the journal with the others of its burst in one write, and only then
adopted (the table's game, its step, the clock) and broadcast. A refused or unsaved action
leaves the table exactly as it was. Resigning and the seats' dice contributions go the same
way: check, write, adopt."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from app.net import ErrorCode, Played
from app.rules import (
    Action,
    ActionLog,
    Event,
    Game,
    IllegalMove,
    Outcome,
    Resign,
    Roll,
    TurnPassed,
)

from ..members import Refusal
from ..results import aborted
from ..storage import JournalAction, now_ms
from .core import TableCore
from .presence import Presence

STEP_KINDS = frozenset({"roll", "enter", "strike", "time_out"})
HOLD_KINDS = frozenset({"hold", "release"})
_json = msgspec.json.Encoder()


class Plays:
    def __init__(self, table: TableCore, presence: Presence) -> None:
        self.table = table
        self.presence = presence
        self.queue: list[_Play] = []
        """Actions waiting for the lock (``_carry_out_queued`` carries them out together)."""
        self.holds_since_roll = 0
        """Hold and release actions since the last roll or entry (bounded per roll)."""
        self.dice_key: bytes | None = None
        """Fixed at the first roll: later contributions do not count."""

    async def play(
        self, player_id: int, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        """A player's action: checked by the engine, saved, then broadcast."""
        await to_the_end(self._play(player_id, action_for, step))

    async def _play(
        self, player_id: int, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        started = time.perf_counter()
        play = _Play(player_id, action_for, step, asyncio.get_running_loop().create_future())
        self.queue.append(play)
        async with self.table.lock:
            if self.queue:  # else an earlier holder of the lock carried this one out
                await self._carry_out_queued()
        await play.done
        self.table.node.metrics.action_seconds.observe(time.perf_counter() - started)

    async def _carry_out_queued(self) -> None:
        """Every action that queued while the lock was held, checked by the engine one after
        the other, then saved in one journal write and broadcast in order (lock held). A
        player's decision often comes as a burst (holds, then the roll): it costs one commit,
        and its last action does not wait for the commits of the ones before."""
        plays, self.queue = self.queue, []
        try:
            await self._carry_out(plays)
        except BaseException as error:  # nobody may wait for ever on a play left undone
            for play in plays:
                if not play.done.done():
                    play.done.set_exception(_again(error))
            if not isinstance(error, Refusal):
                raise

    async def _carry_out(self, plays: list[_Play]) -> None:
        table = self.table
        table.check_running_here()
        game = table.running()
        step, holds = table.step, self.holds_since_roll
        accepted: list[tuple[_Play, Game, Sequence[Event]]] = []
        for play in plays:
            try:
                outcome = self._check(play, game, step, holds)
            except Refusal as refusal:
                play.done.set_exception(refusal)
                continue
            if outcome is None:  # holding a held die (or releasing a free one) changes nothing
                play.done.set_result(None)
                continue
            step, holds = counted(step, holds, outcome.game.log.tail(len(game.log)))
            accepted.append((play, outcome.game, outcome.events))
            game = outcome.game
        if not accepted:
            return
        # A Refusal here refuses every play not done yet (``_carry_out_queued``).
        data = await self._save(game)
        for play, after, events in accepted:
            assert table.game is not None
            count = len(after.log) - len(table.game.log)  # this play's share of the actions
            self._adopt(after, events, data[:count])
            data = data[count:]
            play.done.set_result(None)
        if game.over or table.aborted:
            await table.finish()

    def _check(self, play: _Play, game: Game, step: int, holds: int) -> Outcome | None:
        """The engine's outcome of ``play`` after ``game`` (the table's game with the actions
        before it in the queue); None if it changes nothing; ``Refusal`` if it is not allowed."""
        table = self.table
        if game.over:
            raise Refusal(ErrorCode.GAME_OVER)
        seat = table.seat_of(play.player_id)
        if seat is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        if play.step is not None and play.step != step:
            raise Refusal(ErrorCode.STALE)
        action = self.with_dice(play.action_for(seat), game)
        if action.kind in HOLD_KINDS and holds >= table.node.config.holds_per_roll:
            raise Refusal(ErrorCode.RATE_LIMITED, "holds")
        try:
            outcome = game.apply(action, table.node.dice)
        except IllegalMove as error:
            raise Refusal(ErrorCode(error.code)) from None
        return None if outcome.game is game else outcome

    async def resign(self, player_id: int) -> None:
        await to_the_end(self._resign(player_id))

    async def _resign(self, player_id: int) -> None:
        table = self.table
        async with table.lock:
            table.check_running_here()
            seat = table.seat_of(player_id)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            game = table.running()
            if seat in game.resigned:
                raise Refusal(ErrorCode.RESIGNED)
            outcome = game.apply(Resign(seat))
            await self.commit(outcome.game, outcome.events)
            self.presence.cancel(player_id)
            if not outcome.game.over and not table.aborted:
                # free to sit elsewhere at once (the end frees every seat anyway)
                with contextlib.suppress(Refusal):
                    await table.write(
                        table.node.storage.seat_left(table.id, seat, fence=table.fence),
                        f"marking seat {seat} as left failed",
                    )

    def with_dice(self, action: Action, game: Game) -> Action:
        """A roll with the dice the table's seeds give (from the first roll on, the seats'
        contributions are fixed); anything else as it is."""
        table = self.table
        if not isinstance(action, Roll) or table.dice_seed is None:
            return action
        if self.dice_key is None:
            self.dice_key = self.fixed_key()
        return Roll(action.seat, table.policy.next_roll(self.dice_key, table.scope, game))

    def fixed_key(self) -> bytes:
        """The dice key, from the seeds as they are now (a day's dice: its seed alone)."""
        table = self.table
        assert table.dice_seed is not None
        return table.policy.dice_key(table.dice_seed, table.contributions)

    async def contribute(self, player_id: int, value: bytes) -> None:
        """A seated player's own dice seed; the first one of a seat counts, until the first
        roll (after that: ``stale``)."""
        table = self.table
        async with table.lock:
            table.check_running_here()
            seat = table.seat_of(player_id)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            set_already = self.dice_key is not None or table.contributions[seat] is not None
            if set_already or not table.policy.takes_contributions:
                raise Refusal(ErrorCode.STALE, "dice")
            if table.dice_seed is None:
                return  # a table from before: its dice do not take contributions
            await table.write(
                table.node.storage.contribute(table.id, seat, value.hex(), fence=table.fence),
                "saving a dice contribution failed",
            )
            table.contributions[seat] = value

    async def commit(self, game: Game, events: Sequence[Event]) -> None:
        """Save the new actions, then make them the table's and tell everyone (lock held)."""
        self._adopt(game, events, await self._save(game))
        if game.over or self.table.aborted:
            await self.table.finish()

    async def _save(self, game: Game) -> list[dict[str, Any]]:
        """Write the actions ``game`` has past the table's own to the journal, and return them
        in their wire form; ``Refusal`` if that fails (nothing is changed then)."""
        table = self.table
        old = table.game
        assert old is not None
        at = now_ms()
        data = [action.to_dict() for action in game.log.tail(len(old.log))]
        entries = [
            JournalAction(
                table.id, len(old.log) + offset, _json.encode(item).decode(), at, table.fence
            )
            for offset, item in enumerate(data)
        ]
        await table.write(
            table.node.journal.write(entries), "the journal write failed; the action is refused"
        )
        return data

    def _adopt(self, game: Game, events: Sequence[Event], data: list[dict[str, Any]]) -> None:
        """Make ``game`` (saved; ``data`` its new actions in wire form) the table's, and tell
        everyone what changed."""
        table = self.table
        old = table.game
        assert old is not None
        fresh = game.log.tail(len(old.log))
        table.game = game
        table.step, self.holds_since_roll = counted(table.step, self.holds_since_roll, fresh)
        table.counts.count(events)
        resigned = any(isinstance(action, Resign) for action in fresh)
        if not table.aborted and table.policy.early_resignations_abort and resigned:
            table.aborted = aborted(game)
        if game.over or table.aborted:
            table.stop_turn()
        elif any(isinstance(event, TurnPassed) for event in events):
            table.start_turn()
            table.node.listing_changed(table)  # the lobby shows the totals of running games
        table.broadcast(
            Played(
                code=table.code,
                seq=len(game.log),
                step=table.step,
                actions=data,
                events=[event.to_dict() for event in events],
                turn=table.turn_view(),
            )
        )
        for action in fresh:
            table.node.metrics.actions.labels(type=action.kind).inc()


def trailing_holds(log: ActionLog) -> int:
    """Hold and release actions at the end of ``log`` (since its last roll or entry)."""
    count = 0
    for action in reversed(log):
        if action.kind not in HOLD_KINDS:
            break
        count += 1
    return count


def counted(step: int, holds: int, fresh: Sequence[Action]) -> tuple[int, int]:
    """The table's step and holds since the roll after ``fresh`` actions."""
    for action in fresh:
        step += action.kind in STEP_KINDS
        holds = holds + 1 if action.kind in HOLD_KINDS else 0
    return step, holds


def _again(error: BaseException) -> BaseException:
    """The same refusal for another waiting play (an exception object is raised once); any
    other failure as an ``internal`` refusal."""
    if isinstance(error, Refusal):
        return Refusal(error.code, error.detail, strike=error.strike)
    return Refusal(ErrorCode.INTERNAL)


@dataclass(frozen=True, slots=True)
class _Play:
    """A player's action waiting to be carried out; ``done`` says how it went."""

    player_id: int
    action_for: Callable[[int], Action]
    step: int | None
    done: asyncio.Future[None]


async def to_the_end(change: Coroutine[Any, Any, None]) -> None:
    """Run a change to a table to its end even if the caller is cancelled: stopping between the
    journal write and the change in memory would leave the two apart."""
    task = asyncio.ensure_future(change)
    task.add_done_callback(_retrieve)
    await asyncio.shield(task)


def _retrieve(task: asyncio.Future[None]) -> None:
    if not task.cancelled():
        task.exception()  # seen here when nobody awaits it any more
