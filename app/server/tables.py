"""A table: its seats, its game, its turn clock, its audience and its chat.

Everything that changes a table happens under the table's lock, in this order: check with the
rules engine, write to the journal, then change the table in memory and broadcast. A refused or
unsaved action leaves the table exactly as it was.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections import deque
from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from app.net import (
    ChatLine,
    ChatPosted,
    ErrorCode,
    GameResult,
    Played,
    Progress,
    ResultLine,
    SeatsChanged,
    SeatView,
    ServerMessage,
    TableAborted,
    TableClosed,
    TableClosedReason,
    TableState,
    TableStatus,
    TableSummary,
    TurnClock,
    encode,
    game_view,
    rules_view,
    step_of,
)
from app.rules import (
    Action,
    ActionLog,
    Event,
    Game,
    IllegalMove,
    Resign,
    Roll,
    TimeOut,
    TurnPassed,
    action_from_dict,
)

from .clock import Timer
from .players import Player, Refusal
from .results import ThrowCounts, aborted, score_game
from .storage import (
    JournalAction,
    JournalChat,
    RecordedGame,
    StoredTable,
    TableSettings,
    now_ms,
)
from .storage.base import CHAT_HISTORY

if TYPE_CHECKING:
    from .connection import Connection
    from .hall import Hall

log = logging.getLogger(__name__)

STEP_KINDS = frozenset({"roll", "enter", "strike", "time_out"})
HOLD_KINDS = frozenset({"hold", "release"})
CHAT_PRUNE_EVERY = 50
"""Chat lines written between two trims of the table's stored chat."""
_json = msgspec.json.Encoder()


class Table:
    def __init__(
        self,
        hall: Hall,
        *,
        table_id: int,
        code: str,
        settings: TableSettings,
        host: int,
        created_at: int,
    ) -> None:
        self.hall = hall
        self.id = table_id
        self.code = code
        self.settings = settings
        self.host = host
        self.created_at = created_at
        self.status = TableStatus.OPEN
        self.seats: list[Player | None] = [None] * settings.seats
        self.game: Game | None = None
        self.step = 0
        self.counts = ThrowCounts.new(settings.seats)
        """Five-alikes and upper bonuses per seat, for the statistics at the end."""
        self.audience: set[Connection] = set()
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_HISTORY)
        self._chat_written = 0
        self._holds_since_roll = 0
        """Hold and release actions since the last roll or entry (bounded per roll)."""
        self.result: list[ResultLine] | None = None
        self.aborted = False
        """Someone left before every seat had played its first turn (``results.aborted``):
        nothing more is played, and the table ends unscored."""
        self.lock = asyncio.Lock()
        self._away: dict[int, Timer] = {}
        self._turn: object | None = None
        self._turn_timer: Timer | None = None
        self._deadline = 0.0
        self._linger: Timer | None = None
        self._retry: Timer | None = None

    # --- reading --------------------------------------------------------------------------------

    def seat_of(self, player: Player | None) -> int | None:
        if player is None:
            return None
        for seat, holder in enumerate(self.seats):
            if holder is player:
                return seat
        return None

    @property
    def taken(self) -> int:
        return sum(holder is not None for holder in self.seats)

    @property
    def watchers(self) -> int:
        return sum(self.seat_of(conn.player) is None for conn in self.audience)

    def seat_views(self) -> list[SeatView]:
        resigned = set(self.game.resigned) if self.game else set()
        return [
            SeatView(
                seat=seat,
                player=holder.id if holder else None,
                name=holder.name if holder else None,
                level=holder.level if holder else 0,
                connected=holder is not None and holder.connection is not None,
                resigned=seat in resigned,
            )
            for seat, holder in enumerate(self.seats)
        ]

    def turn_view(self) -> TurnClock | None:
        if self._turn is None or self.game is None:
            return None
        left = max(0.0, self._deadline - self.hall.clock.now())
        return TurnClock(
            seat=self.game.current, limit=self.settings.clock, left_ms=int(left * 1000)
        )

    def state(self, you: int | None) -> TableState:
        game = self.game
        return TableState(
            code=self.code,
            status=self.status,
            private=self.settings.private,
            rules=rules_view(self.settings.rules),
            clock=self.settings.clock,
            seats=self.seat_views(),
            host=self.host,
            you=you,
            seq=len(game.log) if game else 0,
            step=self.step,
            game=game_view(game) if game else None,
            log=[action.to_dict() for action in game.log] if game else [],
            turn=self.turn_view(),
            chat=list(self.chat),
            result=self.result,
        )

    def summary(self) -> TableSummary:
        names = [holder.name for holder in self.seats if holder is not None]
        return TableSummary(
            code=self.code,
            rules=rules_view(self.settings.rules),
            seats=self.settings.seats,
            taken=len(names),
            names=names,
            clock=self.settings.clock,
            host=names[0] if names else "",
        )

    # --- audience -------------------------------------------------------------------------------

    def attach(self, conn: Connection) -> None:
        if conn.table is not None and conn.table is not self:
            conn.table.detach(conn)
        conn.table = self
        self.audience.add(conn)

    def detach(self, conn: Connection) -> None:
        self.audience.discard(conn)
        if conn.table is self:
            conn.table = None

    def broadcast(self, message: ServerMessage) -> None:
        data = encode(message)
        for conn in list(self.audience):
            conn.send_bytes(data)

    def send_state(self, conn: Connection) -> None:
        conn.send_state(encode(self.state(self.seat_of(conn.player))))

    def send_state_to_all(self) -> None:
        base = self.state(None)
        encoded: dict[int | None, bytes] = {}
        for conn in list(self.audience):
            seat = self.seat_of(conn.player)
            data = encoded.get(seat)
            if data is None:
                view = base if seat is None else msgspec.structs.replace(base, you=seat)
                data = encoded[seat] = encode(view)
            conn.send_state(data)

    def broadcast_seats(self) -> None:
        self.broadcast(SeatsChanged(code=self.code, seats=self.seat_views()))

    # --- seats ----------------------------------------------------------------------------------

    async def sit(self, player: Player, conn: Connection) -> None:
        """Take the first free seat; the last one starts the game."""
        await _to_the_end(self._sit(player, conn))

    async def _sit(self, player: Player, conn: Connection) -> None:
        async with self.lock:
            if self.seat_of(player) is not None:  # a second join while the first waited
                self.came_back(player, conn)
                return
            if player.table is not None:  # seated elsewhere meanwhile (another connection)
                raise Refusal(ErrorCode.ALREADY_SEATED, player.table.code)
            if self.status is not TableStatus.OPEN:
                raise Refusal(ErrorCode.GAME_STARTED)
            free = [seat for seat, holder in enumerate(self.seats) if holder is None]
            seat = free[0]  # an open table has a free seat: the last one starts the game
            storage = self.hall.storage
            starts = len(free) == 1
            names = [holder.name if holder else player.name for holder in self.seats]
            try:
                if starts:
                    await storage.start_table(self.id, seat, player.id, names, now_ms())
                else:
                    await storage.set_seat(self.id, seat, player.id)
            except Exception:
                log.exception("table %s: saving a seat failed", self.id)
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            self.seats[seat] = player
            player.table = self
            self.attach(conn)
            if starts:
                self.game = Game.new(self.settings.rules, names)
                self.status = TableStatus.PLAYING
                self._start_turn()
                self.hall.metrics.games_started.inc()
                self.send_state_to_all()
            else:
                self.send_state(conn)
                self.broadcast_seats()
        self.hall.lobby_changed()

    async def unseat(self, player: Player) -> None:
        """Give up a seat before the start; an empty table closes."""
        await _to_the_end(self._unseat(player))

    async def _unseat(self, player: Player) -> None:
        async with self.lock:
            seat = self.seat_of(player)
            if self.status is not TableStatus.OPEN or seat is None:
                return
            try:
                await self.hall.storage.set_seat(self.id, seat, None)
                if self.taken == 1:
                    await self.hall.storage.close_table(self.id, "abandoned", now_ms())
            except Exception:
                log.exception("table %s: freeing a seat failed", self.id)
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            self.seats[seat] = None
            self._cancel_away(player)
            if player.table is self:
                player.table = None
            if self.taken == 0:
                self.close(TableClosedReason.EMPTY)
            else:
                self.broadcast_seats()
        self.hall.lobby_changed()
        self.hall.forget_if_idle(player)

    def close(self, reason: TableClosedReason) -> None:
        """Tell the audience the table is gone and drop it from the hall."""
        self._stop_turn()
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        for pending in (self._linger, self._retry):
            if pending is not None:
                pending.cancel()
        self._linger = self._retry = None  # no cycle left: the table is freed once dropped
        self.broadcast(TableClosed(code=self.code, reason=reason))
        for conn in list(self.audience):
            self.detach(conn)
        self.hall.remove_table(self)

    # --- presence -------------------------------------------------------------------------------

    def went_away(self, player: Player) -> None:
        """The player's connection is gone; the seat waits ``away_limit`` for them."""
        if self.hall.closing:
            return
        if player.table is self:
            self._cancel_away(player)
            self._away[player.id] = self.hall.clock.call_later(
                self.hall.config.away_limit, lambda: self._away_ran_out(player)
            )
        self.broadcast_seats()

    def came_back(self, player: Player, conn: Connection) -> None:
        """Called back to the table: the full state, and everyone sees the seat filled again."""
        self._cancel_away(player)
        self.attach(conn)
        self.send_state(conn)
        self.broadcast_seats()

    def _cancel_away(self, player: Player) -> None:
        timer = self._away.pop(player.id, None)
        if timer is not None:
            timer.cancel()

    def _away_ran_out(self, player: Player) -> None:
        self._away.pop(player.id, None)
        if player.connection is None and player.table is self:
            self.hall.spawn(self._away_too_long(player))

    async def _away_too_long(self, player: Player) -> None:
        try:
            if self.status is TableStatus.OPEN:
                await self.unseat(player)
            elif self.status is TableStatus.PLAYING:
                log.info(
                    "table %s: seat of player %s resigned after being away", self.id, player.id
                )
                await self.resign(player)
        except Refusal as refusal:
            # Meanwhile the game ended (another seat's away limit ran out at the same moment)
            # or the seat was given up: nothing is left to resign. A failed write is tried
            # again shortly.
            if refusal.code is ErrorCode.STORAGE_FAILED:
                log.warning(
                    "table %s: resigning player %s failed; trying again", self.id, player.id
                )
                self._away[player.id] = self.hall.clock.call_later(
                    5.0, functools.partial(self._away_ran_out, player)
                )
            else:
                log.debug("table %s: player %s had nothing to resign", self.id, player.id)

    # --- play -----------------------------------------------------------------------------------

    async def play(
        self, player: Player, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        """A player's action: checked by the engine, saved, then broadcast."""
        await _to_the_end(self._play(player, action_for, step))

    async def _play(
        self, player: Player, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        started = time.perf_counter()
        async with self.lock:
            seat = self.seat_of(player)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            game = self._running()
            if step is not None and step != self.step:
                raise Refusal(ErrorCode.STALE)
            action = action_for(seat)
            holds_spent = self._holds_since_roll >= self.hall.config.holds_per_roll
            if action.kind in HOLD_KINDS and holds_spent:
                raise Refusal(ErrorCode.RATE_LIMITED, "holds")
            try:
                outcome = game.apply(action, self.hall.dice)
            except IllegalMove as error:
                raise Refusal(ErrorCode(error.code)) from None
            if outcome.game is game:
                return  # holding a held die (or releasing a free one) changes nothing
            await self._commit(outcome.game, outcome.events)
        self.hall.metrics.action_seconds.observe(time.perf_counter() - started)

    async def resign(self, player: Player) -> None:
        await _to_the_end(self._resign(player))

    async def _resign(self, player: Player) -> None:
        async with self.lock:
            seat = self.seat_of(player)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            game = self._running()
            if seat in game.resigned:
                raise Refusal(ErrorCode.RESIGNED)
            outcome = game.apply(Resign(seat))
            await self._commit(outcome.game, outcome.events)
            self._cancel_away(player)
            if player.table is self:
                player.table = None
        self.hall.forget_if_idle(player)

    def _running(self) -> Game:
        if self.game is None:
            raise Refusal(ErrorCode.GAME_NOT_STARTED)
        if self.game.over or self.aborted:
            raise Refusal(ErrorCode.GAME_OVER)
        return self.game

    async def _commit(self, game: Game, events: Sequence[Event]) -> None:
        """Save the new actions, then make them the table's and tell everyone (lock held)."""
        old = self.game
        assert old is not None
        fresh = game.log.tail(len(old.log))
        data = [action.to_dict() for action in fresh]
        at = now_ms()
        entries = [
            JournalAction(self.id, len(old.log) + offset, _json.encode(item).decode(), at)
            for offset, item in enumerate(data)
        ]
        try:
            await self.hall.journal.write(entries)
        except Exception:
            log.exception("table %s: the journal write failed; the action is refused", self.id)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None
        self.game = game
        self.step += sum(action.kind in STEP_KINDS for action in fresh)
        for action in fresh:
            self._holds_since_roll = self._holds_since_roll + 1 if action.kind in HOLD_KINDS else 0
        self.counts.count(events)
        if not self.aborted and any(isinstance(action, Resign) for action in fresh):
            self.aborted = aborted(game)
        if game.over or self.aborted:
            self._stop_turn()
        elif any(isinstance(event, TurnPassed) for event in events):
            self._start_turn()
        self.broadcast(
            Played(
                code=self.code,
                seq=len(game.log),
                step=self.step,
                actions=data,
                events=[event.to_dict() for event in events],
                turn=self.turn_view(),
            )
        )
        for action in fresh:
            self.hall.metrics.actions.labels(type=action.kind).inc()
        if game.over or self.aborted:
            await self._finish()

    # --- the turn clock -------------------------------------------------------------------------

    def _start_turn(self, seconds: float | None = None) -> None:
        self._stop_turn()
        if self.game is None or self.game.over:
            return
        turn = object()
        delay = self.settings.clock if seconds is None else seconds
        self._turn = turn
        self._deadline = self.hall.clock.now() + delay
        self._turn_timer = self.hall.clock.call_later(delay, lambda: self._turn_ran_out(turn))

    def _stop_turn(self) -> None:
        if self._turn_timer is not None:
            self._turn_timer.cancel()
        self._turn = None
        self._turn_timer = None

    def _turn_ran_out(self, turn: object) -> None:
        if turn is self._turn:
            self.hall.spawn(self._time_out(turn))

    async def _time_out(self, turn: object) -> None:
        """Roll if the player has not, then enter the advisor's first box for them."""
        async with self.lock:
            if turn is not self._turn or self.game is None or self.game.over:
                return
            game = self.game
            seat = game.current
            events: list[Event] = []
            if game.dice is None:
                game, rolled = game.apply(Roll(seat), self.hall.dice)
                events += rolled
            box = await self.hall.chooser.choose(game)
            game, entered = game.apply(TimeOut(seat, box))
            events += entered
            try:
                await self._commit(game, events)
            except Refusal:
                self._start_turn(seconds=5.0)  # try again soon; the player may still move
                return
            self.hall.metrics.timeouts.inc()

    # --- the end --------------------------------------------------------------------------------

    async def _finish(self, retry_in: float = 5.0) -> None:
        """Score the finished game in one transaction — or, if it was aborted, mark the table
        so, unscored — then tell everyone (lock held). If that cannot be saved, try again
        later, waiting twice as long each time (up to a minute): the game is in the journal,
        so nothing is lost meanwhile."""
        game = self.game
        assert game is not None and (game.over or self.aborted)
        if self.status is not TableStatus.PLAYING:
            return
        self._stop_turn()
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        players = [holder for holder in self.seats if holder is not None]
        storage = self.hall.storage
        recorded: RecordedGame | None = None
        try:
            if self.aborted:
                await storage.close_table(self.id, TableStatus.ABORTED.value, now_ms())
            else:
                scored = score_game(game, self.id, [p.id for p in players], now_ms(), self.counts)
                recorded = await storage.record_game(scored)
        except Exception:
            log.exception("table %s: saving the end of the game failed; trying again", self.id)
            self._retry = self.hall.clock.call_later(
                retry_in, lambda: self.hall.spawn(self._finish_again(min(retry_in * 2, 60.0)))
            )
            return
        if recorded is None:
            self._was_aborted(game, players)
        else:
            self._finished(recorded, players)

    async def _finish_again(self, retry_in: float) -> None:
        async with self.lock:
            await self._finish(retry_in)

    async def finish_restored(self) -> None:
        """A game that ended (or was aborted) just before a restart but was not saved so yet."""
        async with self.lock:
            await self._finish()

    def _finished(self, recorded: RecordedGame, players: list[Player]) -> None:
        scored, progress = recorded.game, recorded.progress
        self.status = TableStatus.FINISHED
        self.result = [
            ResultLine(
                seat=r.seat,
                player=r.player_id,
                name=r.name,
                place=r.place,
                total=r.total,
                resigned=r.resigned,
                placing=r.placing,
                points=r.points,
                capped=scored.capped,
            )
            for r in scored.players
        ]
        self.broadcast(GameResult(code=self.code, standings=self.result))
        points = {r.player_id: r.points for r in scored.players}
        for player in players:
            if player.table is self:
                player.table = None
            record = progress.get(player.id)
            if record is not None:
                player.level = record.level
                player.points = record.points_total
                if player.connection is not None:
                    player.connection.send(
                        Progress(
                            player=player.view(),
                            points=points[player.id],
                            milestones=[m.value for m in record.new_milestones],
                        )
                    )
            self.hall.forget_if_idle(player)
        self.hall.metrics.games_finished.inc()
        self._linger_then_close()

    def _was_aborted(self, game: Game, players: list[Player]) -> None:
        """Saved as aborted: everyone hears who left, and is free to sit elsewhere."""
        self.status = TableStatus.ABORTED
        self.broadcast(TableAborted(code=self.code, seat=game.resigned[-1]))
        for player in players:
            if player.table is self:
                player.table = None
            self.hall.forget_if_idle(player)
        self.hall.metrics.games_aborted.inc()
        log.info("table %s: aborted (seat %s left early)", self.id, game.resigned[-1])
        self._linger_then_close()

    def _linger_then_close(self) -> None:
        """The ended table stays a while for its chat and its result, then it is cleared."""
        self._linger = self.hall.clock.call_later(
            self.hall.config.finished_linger, lambda: self.close(TableClosedReason.FINISHED)
        )

    # --- chat -----------------------------------------------------------------------------------

    async def say(self, player: Player, text: str) -> None:
        seat = self.seat_of(player)
        if seat is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        at = now_ms()
        try:
            await self.hall.journal.write([JournalChat(self.id, player.id, seat, text, at)])
        except Exception:
            log.exception("table %s: saving a chat line failed", self.id)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None
        line = ChatLine(seat=seat, player=player.id, name=player.name, text=text, at=at)
        self.chat.append(line)
        self.broadcast(ChatPosted(code=self.code, line=line))
        self._chat_written += 1
        if self._chat_written % CHAT_PRUNE_EVERY == 0:
            self.hall.spawn(self.hall.storage.prune_chat(self.id, self.hall.config.chat_kept))

    # --- restoring after a restart --------------------------------------------------------------

    @classmethod
    def restore(cls, hall: Hall, stored: StoredTable, players: dict[int, Player]) -> Table:
        """The table as it was saved; ``ValueError`` (or ``IllegalMove``) if the log is corrupt."""
        table = cls(
            hall,
            table_id=stored.id,
            code=stored.code,
            settings=stored.settings,
            host=stored.host,
            created_at=stored.created_at,
        )
        for seat, player_id in stored.seats.items():
            if not 0 <= seat < stored.settings.seats:
                raise ValueError(f"seat {seat} does not exist at this table")
            table.seats[seat] = players[player_id]
        table.chat.extend(
            ChatLine(seat=c.seat, player=c.player_id, name=c.name, text=c.text, at=c.at)
            for c in stored.chat
        )
        if stored.status == TableStatus.PLAYING:
            if stored.names is None or table.taken != stored.settings.seats:
                raise ValueError("a running table needs its players' names and every seat")
            actions = [action_from_dict(msgspec.json.decode(item)) for item in stored.actions]
            table.game = Game.replay(stored.settings.rules, stored.names, actions)
            table.step = step_of(table.game)
            table._holds_since_roll = _trailing_holds(table.game.log)
            table.counts = ThrowCounts.of_game(table.game)
            table.aborted = aborted(table.game)
            table.status = TableStatus.PLAYING
        return table

    def resume(self) -> None:
        """Start what runs on its own after a restart: the clock, and the seats' away limits
        (nobody is connected yet)."""
        resigned = set(self.game.resigned) if self.game else set()
        for seat, holder in enumerate(self.seats):
            if holder is not None and seat not in resigned and holder.table is None:
                holder.table = self
                self._away[holder.id] = self.hall.clock.call_later(
                    self.hall.config.away_limit, functools.partial(self._away_ran_out, holder)
                )
        if self.game is not None:
            if self.game.over or self.aborted:
                self.hall.spawn(self.finish_restored())
            else:
                self._start_turn()


def _trailing_holds(log: ActionLog) -> int:
    count = 0
    for action in reversed(log):
        if action.kind not in HOLD_KINDS:
            break
        count += 1
    return count


async def _to_the_end(change: Coroutine[Any, Any, None]) -> None:
    """Run a change to a table to its end even if the caller is cancelled: stopping between the
    journal write and the change in memory would leave the two apart."""
    task = asyncio.ensure_future(change)
    task.add_done_callback(_retrieve)
    await asyncio.shield(task)


def _retrieve(task: asyncio.Future[None]) -> None:
    if not task.cancelled():
        task.exception()  # seen here when nobody awaits it any more
