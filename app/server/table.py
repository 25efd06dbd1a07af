"""A table as its owner runs it: seats, game, turn clock, away limits, followers and chat.

Everything that changes a table happens under the table's lock, in this order: check with the
rules engine, write to the journal, then change the table in memory and tell its followers. A
refused or unsaved action leaves the table exactly as it was. The table knows its followers
only as ``Follower`` values and reaches them, the clock, the journal and the database through
its ``TableHost``; it neither knows nor cares on which node their sockets are.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections import deque
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from app.net import (
    ChatLine,
    ChatPosted,
    DailyView,
    DiceView,
    ErrorCode,
    GameResult,
    Left,
    Played,
    Progress,
    RematchView,
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
from app.net.dice import commitment
from app.rules import (
    Action,
    ActionLog,
    DiceSource,
    Event,
    Game,
    IllegalMove,
    Outcome,
    Resign,
    Roll,
    TimeOut,
    TurnPassed,
    action_from_dict,
)

from .advisor import ClockChooser
from .clock import Clock, Timer
from .config import ServerConfig
from .members import Follower, PlayerInfo, Refusal
from .metrics import Metrics
from .names import tags as name_tags
from .policy import ORDINARY, Ending, TablePolicy, policy_of
from .results import ThrowCounts, aborted
from .storage import (
    AlreadySeated,
    Fenced,
    Journal,
    JournalAction,
    JournalChat,
    Storage,
    StoredTable,
    TableSettings,
    now_ms,
)
from .storage.base import CHAT_HISTORY
from .storage.cleanup import abandon_unplayed
from .storage.social import RematchRecord

log = logging.getLogger(__name__)

STEP_KINDS = frozenset({"roll", "enter", "strike", "time_out"})
HOLD_KINDS = frozenset({"hold", "release"})
TURN_KINDS = frozenset({"enter", "strike", "time_out", "resign"})
CHAT_PRUNE_EVERY = 50
"""Chat lines written between two trims of the table's stored chat."""
RESUMED_TURN_SECONDS = 15.0
"""A turn that runs on after a restart or a takeover has at least this long left."""
_json = msgspec.json.Encoder()


class TableHost(Protocol):
    """What a table needs of the node that runs it."""

    config: ServerConfig
    clock: Clock
    dice: DiceSource
    metrics: Metrics
    storage: Storage
    journal: Journal
    chooser: ClockChooser
    executor: Executor | None

    @property
    def closing(self) -> bool: ...

    def publish(self, table: Table, data: bytes, *, closing: bool = False) -> None:
        """Send ``data`` to every follower of the table."""

    def deliver(
        self,
        follower: Follower,
        data: bytes,
        *,
        state: bool = False,
        follows: int | None = None,
        unfollows: int | None = None,
    ) -> None:
        """Send ``data`` to one follower (see ``wire.Tell``)."""

    def progressed(self, follower: Follower, player: PlayerInfo) -> None:
        """The follower's player has a new level and points."""

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None: ...

    def listing_changed(self, table: Table) -> None:
        """The table's lobby entry changed (seats, status)."""

    def closed(self, table: Table) -> None:
        """The table is gone: forget it."""

    def left_ended(self, table: Table, player_id: int) -> None:
        """A player of the ended game stopped following it (a rematch offer lapses)."""

    def fenced(self, table: Table) -> None:
        """Another node has taken the table: stop running it here."""


class Table:
    def __init__(
        self,
        host: TableHost,
        *,
        table_id: int,
        code: str,
        settings: TableSettings,
        host_player: int,
        created_at: int,
        fence: int,
        dice_seed: bytes | None = None,
        policy: TablePolicy = ORDINARY,
    ) -> None:
        self.node = host
        self.id = table_id
        self.code = code
        self.settings = settings
        self.host_player = host_player
        self.created_at = created_at
        self.fence = fence
        """The fencing token every write about this table carries (``Storage.take_table``)."""
        self.dice_seed = dice_seed
        """The server's secret for this table's dice (``app.net.dice``); None at tables from
        before it existed, which roll from the node's own source."""
        self.contributions: list[bytes | None] = [None] * settings.seats
        """Each seat's own dice seed, given before the first roll."""
        self.policy = policy
        """What kind of table it is (``policy.py``): an ordinary one, or a daily challenge's
        attempt (the day's seed, no contributions, no away limit, the seed kept until the day
        is over). The table asks it wherever the two differ."""
        self.scope = policy.scope(code)
        """What the dice of this table are made for (``app.net.dice``)."""
        self._day_over: Timer | None = None
        self._dice_key: bytes | None = None
        """Fixed at the first roll: later contributions do not count."""
        self.status = TableStatus.OPEN
        self.seats: list[PlayerInfo | None] = [None] * settings.seats
        self.game: Game | None = None
        self.step = 0
        self.counts = ThrowCounts.new(settings.seats)
        """Five-alikes and upper bonuses per seat, for the statistics at the end."""
        self.followers: dict[tuple[str, str], Follower] = {}
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_HISTORY)
        self.result: list[ResultLine] | None = None
        self.aborted = False
        """Someone left before every seat had played its first turn (``results.aborted``):
        nothing more is played, and the table ends unscored."""
        self.lock = asyncio.Lock()
        self.stopped = False
        """No longer run here (moved to another node, or gone)."""
        self._chat_written = 0
        self._holds_since_roll = 0
        """Hold and release actions since the last roll or entry (bounded per roll)."""
        self._plays: list[_Play] = []
        """Actions waiting for the lock (``_play_queued`` carries them out together)."""
        self._away: dict[int, Timer] = {}
        self._away_until: dict[int, float] = {}
        """When each away player's seat stops waiting (the node clock's time)."""
        self._turn: object | None = None
        self._turn_timer: Timer | None = None
        self._deadline = 0.0
        self._resumed_left: float | None = None
        """A restored turn's time, kept until its player is back (``resume``)."""
        self._linger: Timer | None = None
        self._retry: Timer | None = None
        self.rematch: RematchRecord | None = None
        """A rematch offered once the game is over (``rematch.Rematches`` changes it)."""
        self.rematch_code: str | None = None
        """The code of the table the rematch started."""

    # --- reading --------------------------------------------------------------------------------

    def seat_of(self, player_id: int | None) -> int | None:
        for seat, holder in enumerate(self.seats):
            if holder is not None and holder.id == player_id:
                return seat
        return None

    def hidden_from(self, player_id: int) -> bool:
        """A private table that has ended is its players' alone: for anyone else (a spectator
        of the game included) its code finds nothing and its chat is not theirs to read."""
        return self._players_only and self.seat_of(player_id) is None

    @property
    def _players_only(self) -> bool:
        return self.settings.private and self.status.ended

    def live_seat_of(self, player_id: int) -> int | None:
        """The player's seat, unless they resigned or the game is over."""
        seat = self.seat_of(player_id)
        if seat is None or self.status not in (TableStatus.OPEN, TableStatus.PLAYING):
            return None
        if self.game is not None and (seat in self.game.resigned or self.game.over):
            return None
        return seat

    @property
    def taken(self) -> int:
        return sum(holder is not None for holder in self.seats)

    @property
    def watchers(self) -> int:
        return sum(self.seat_of(f.player) is None for f in self.followers.values())

    def connected(self, player_id: int) -> bool:
        return any(f.player == player_id for f in self.followers.values())

    def name_tags(self) -> dict[int, str]:
        """Tags of look-alike names shown together here: the seated players and the writers of
        the chat kept (``app.server.names``)."""
        shown = [(holder.id, holder.name) for holder in self.seats if holder is not None]
        shown.extend((line.player, line.name) for line in self.chat)
        return name_tags(shown)

    def chat_views(self, tags: dict[int, str] | None = None) -> list[ChatLine]:
        """The chat kept, each line with its writer's tag as things stand now."""
        tags = self.name_tags() if tags is None else tags
        return [msgspec.structs.replace(line, tag=tags.get(line.player)) for line in self.chat]

    def seat_views(self, tags: dict[int, str] | None = None) -> list[SeatView]:
        resigned = set(self.game.resigned) if self.game else set()
        tags = self.name_tags() if tags is None else tags
        online = {f.player for f in self.followers.values()}
        return [
            SeatView(
                seat=seat,
                player=holder.id if holder else None,
                name=holder.name if holder else None,
                level=holder.level if holder else 0,
                connected=holder is not None and holder.id in online,
                resigned=seat in resigned,
                away_ms=self._away_ms(holder.id) if holder is not None else None,
                tag=tags.get(holder.id) if holder is not None else None,
            )
            for seat, holder in enumerate(self.seats)
        ]

    @staticmethod
    def _tagged(lines: list[ResultLine] | None, tags: dict[int, str]) -> list[ResultLine] | None:
        if lines is None:
            return None
        return [msgspec.structs.replace(line, tag=tags.get(line.player)) for line in lines]

    def _away_ms(self, player_id: int) -> int | None:
        until = self._away_until.get(player_id)
        if until is None:
            return None
        return max(0, round((until - self.node.clock.now()) * 1000))

    def turn_view(self) -> TurnClock | None:
        if self._turn is None or self.game is None:
            return None
        left = max(0.0, self._deadline - self.node.clock.now())
        return TurnClock(
            seat=self.game.current, limit=self.settings.clock, left_ms=int(left * 1000)
        )

    def state(self, you: int | None) -> TableState:
        game = self.game
        tags = self.name_tags()
        return TableState(
            code=self.code,
            status=self.status,
            private=self.settings.private,
            rules=rules_view(self.settings.rules),
            clock=self.settings.clock,
            seats=self.seat_views(tags),
            host=self.host_player,
            you=you,
            seq=len(game.log) if game else 0,
            step=self.step,
            game=game_view(game) if game else None,
            log=[action.to_dict() for action in game.log] if game else [],
            turn=self.turn_view(),
            chat=self.chat_views(tags) if you is not None or not self._players_only else [],
            result=self._tagged(self.result, tags),
            dice=self.dice_view(),
            daily=self.daily_view(),
            rematch=self.rematch_view(),
        )

    def daily_view(self) -> DailyView | None:
        return self.policy.daily_view()

    def dice_view(self) -> DiceView | None:
        """The commitment and contributions; the seed too once the game is over."""
        if self.dice_seed is None:
            return None
        over = self.game is not None and (self.game.over or self.aborted)
        return DiceView(
            version=self.policy.dice_version,
            scope=self.scope,
            commit=commitment(self.dice_seed),
            contributions=self.policy.shown_contributions(self.contributions),
            seed=self.dice_seed.hex() if self.policy.seed_told(over, now_ms()) else None,
        )

    def summary(self) -> TableSummary:
        names = [holder.name for holder in self.seats if holder is not None]
        return TableSummary(
            players=[holder.id for holder in self.seats if holder is not None],
            code=self.code,
            rules=rules_view(self.settings.rules),
            seats=self.settings.seats,
            taken=len(names),
            names=names,
            clock=self.settings.clock,
            host=names[0] if names else "",
            status=self.status,
            totals=[sheet.total for sheet in self.game.sheets] if self.game else [],
        )

    @property
    def listed(self) -> bool:
        """Whether the lobby lists it: public, and open (to join) or playing (to watch)."""
        live = self.status in (TableStatus.OPEN, TableStatus.PLAYING) and not self.aborted
        return live and not self.settings.private and self.policy.listable and not self.stopped

    def rematch_view(self) -> RematchView | None:
        offer = self.rematch
        if offer is None:
            return None
        return RematchView(
            by=self.seat_of(offer.offered_by) or 0,
            accepted=sorted(s for p in offer.accepted if (s := self.seat_of(p)) is not None),
            ends=offer.ends,
            status=offer.status,
            seat=offer.seat,
            table=self.rematch_code,
        )

    # --- followers ------------------------------------------------------------------------------

    def broadcast(self, message: ServerMessage) -> None:
        self.node.publish(self, encode(message))

    def send_state(self, follower: Follower) -> None:
        data = encode(self.state(self.seat_of(follower.player)))
        self.node.deliver(follower, data, state=True, follows=self.id)

    def send_state_to_all(self) -> None:
        base = self.state(None)
        encoded: dict[int | None, bytes] = {}
        for follower in list(self.followers.values()):
            seat = self.seat_of(follower.player)
            data = encoded.get(seat)
            if data is None:
                view = (
                    base
                    if seat is None
                    else msgspec.structs.replace(base, you=seat, chat=self.chat_views())
                )
                data = encoded[seat] = encode(view)
            self.node.deliver(follower, data, state=True, follows=self.id)

    def broadcast_seats(self) -> None:
        self.broadcast(SeatsChanged(code=self.code, seats=self.seat_views()))

    def start_alone(self, player: PlayerInfo, follower: Follower) -> None:
        """A solo table (a daily attempt): its one player sits down and the game begins."""
        self.seats[0] = player
        self.followers[follower.key] = follower
        self.game = Game.new(self.settings.rules, [player.name])
        self.status = TableStatus.PLAYING
        self.send_state(follower)
        self._watch_closing()

    def start_rematch(self, players: list[PlayerInfo], game: Game) -> None:
        """A rematch's new table: everyone seated (their followers already moved here), the
        game begins at once."""
        self.seats = list(players)
        self.game = game
        self.status = TableStatus.PLAYING
        self._start_turn()
        self.send_state_to_all()

    def open_with(self, player: PlayerInfo, follower: Follower) -> None:
        """A new table: its host sits at seat 0 and follows it."""
        self.seats[0] = player
        self.followers[follower.key] = follower
        self.send_state(follower)

    def attach(self, follower: Follower) -> None:
        """A connection follows the table (again): it gets the whole state; a seated player
        who was away is back."""
        was_connected = self.connected(follower.player)
        self.followers[follower.key] = follower
        seat = self.seat_of(follower.player)
        if self._resumed_left is not None and self._to_move(seat):
            self._start_turn(self._resumed_left)  # the restored turn's player is back
            self.send_state_to_all()  # everyone sees the clock run again
        else:
            self.send_state(follower)
        if seat is not None and not was_connected:
            self._cancel_away(follower.player)
            self.broadcast_seats()

    def detach(self, follower: Follower) -> None:
        """The connection follows the table no more; a seated player without any other
        connection is away (their seat waits for them)."""
        if self.followers.pop(follower.key, None) is None:
            return
        if self.seat_of(follower.player) is not None and not self.connected(follower.player):
            self._went_away(follower.player)
            if self.status.ended:
                self.node.left_ended(self, follower.player)

    def forget_followers(self, node: str) -> None:
        """A node died: its connections are gone."""
        for follower in [f for f in self.followers.values() if f.node == node]:
            self.detach(follower)

    # --- seats ----------------------------------------------------------------------------------

    async def sit(self, player: PlayerInfo, follower: Follower) -> None:
        """Take the first free seat; the last one starts the game."""
        await _to_the_end(self._sit(player, follower))

    async def _sit(self, player: PlayerInfo, follower: Follower) -> None:
        async with self.lock:
            self._check_running_here()
            if self.seat_of(player.id) is not None:  # a second join while the first waited
                self.attach(follower)
                return
            if self.status is not TableStatus.OPEN:
                raise Refusal(ErrorCode.GAME_STARTED)
            free = [seat for seat, holder in enumerate(self.seats) if holder is None]
            seat = free[0]  # an open table has a free seat: the last one starts the game
            storage = self.node.storage
            starts = len(free) == 1
            names = [holder.name if holder else player.name for holder in self.seats]
            try:
                if starts:
                    await storage.start_table(
                        self.id, seat, player.id, names, at=now_ms(), fence=self.fence
                    )
                else:
                    await storage.set_seat(self.id, seat, player.id, fence=self.fence)
            except AlreadySeated:
                raise Refusal(ErrorCode.ALREADY_SEATED) from None
            except Fenced:
                self._lost()
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            except Exception:
                log.exception("table %s: saving a seat failed", self.id)
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            self.seats[seat] = player
            self.followers[follower.key] = follower
            if starts:
                self.game = Game.new(self.settings.rules, names)
                self.status = TableStatus.PLAYING
                self._start_turn()
                self.node.metrics.games_started.inc()
                self.send_state_to_all()
            else:
                self.send_state(follower)
                self.broadcast_seats()
        self.node.listing_changed(self)

    async def unseat(self, player_id: int) -> None:
        """Give up a seat before the start; an empty table closes."""
        await _to_the_end(self._unseat(player_id))

    async def _unseat(self, player_id: int) -> None:
        async with self.lock:
            self._check_running_here()
            seat = self.seat_of(player_id)
            if self.status is not TableStatus.OPEN or seat is None:
                return
            storage = self.node.storage
            try:
                if self.taken == 1:  # the last one: the table ends with the seat (one write)
                    await abandon_unplayed(storage, self.id, seat, now_ms(), fence=self.fence)
                else:
                    await storage.set_seat(self.id, seat, None, fence=self.fence)
            except Fenced:
                self._lost()
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            except Exception:
                log.exception("table %s: freeing a seat failed", self.id)
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            self.seats[seat] = None
            self._cancel_away(player_id)
            if self.taken == 0:
                self.close(TableClosedReason.EMPTY)
            else:
                self.broadcast_seats()
        self.node.listing_changed(self)

    async def leave(self, follower: Follower) -> None:
        """``leave``: before the start, give up the seat (the last one closes the table);
        during the game, resign; then (and for a spectator, only) stop following."""
        if self.live_seat_of(follower.player) is not None:
            if self.status is TableStatus.OPEN:
                await self.unseat(follower.player)
            else:
                await self.resign(follower.player)
        present = follower.key in self.followers
        self.followers.pop(follower.key, None)
        self.node.deliver(follower, encode(Left(code=self.code)), unfollows=self.id)
        seated = self.seat_of(follower.player) is not None
        if present and seated and not self.connected(follower.player):
            self.broadcast_seats()  # the others see them go (their chat says so)
        if present and seated and self.status.ended and not self.connected(follower.player):
            self.node.left_ended(self, follower.player)

    def rename(self, player: PlayerInfo) -> None:
        seat = self.seat_of(player.id)
        if seat is None or (holder := self.seats[seat]) is None or holder.name == player.name:
            return  # nothing changed: nothing to tell
        self.seats[seat] = player
        self.broadcast_seats()
        self.node.listing_changed(self)

    def close(self, reason: TableClosedReason) -> None:
        """Tell the followers the table is gone, and forget it."""
        self.stop()
        self.node.publish(self, encode(TableClosed(code=self.code, reason=reason)), closing=True)
        self.followers.clear()
        self.node.closed(self)

    def stop(self) -> None:
        """Stop everything that runs on its own (the table moves or goes away)."""
        self.stopped = True
        self._stop_turn()
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        self._away_until.clear()
        for pending in (self._linger, self._retry, self._day_over):
            if pending is not None:
                pending.cancel()
        self._linger = self._retry = self._day_over = None  # no cycle left: freed once dropped

    def _check_running_here(self) -> None:
        if self.stopped:  # it moved on while this request waited for the lock
            raise Refusal(ErrorCode.STORAGE_FAILED, "moved")

    def _lost(self) -> None:
        """Another node took the table (our lease ran out): stop, and let the node hand the
        followers over."""
        log.warning("table %s: another node runs it now; stopping here", self.id)
        self.node.metrics.fenced.inc()
        self.stop()
        self.node.fenced(self)

    # --- presence -------------------------------------------------------------------------------

    def _went_away(self, player_id: int) -> None:
        """The player has no connection any more; the seat waits ``away_limit`` for them."""
        if self.node.closing or self.stopped:
            return
        if self.live_seat_of(player_id) is not None and self.policy.away_limit:
            self._cancel_away(player_id)
            self._start_away(player_id, self.node.config.away_limit)
        self.broadcast_seats()

    def _start_away(self, player_id: int, seconds: float) -> None:
        self._away[player_id] = self.node.clock.call_later(
            seconds, functools.partial(self._away_ran_out, player_id)
        )
        self._away_until[player_id] = self.node.clock.now() + seconds

    def _cancel_away(self, player_id: int) -> None:
        self._away_until.pop(player_id, None)
        timer = self._away.pop(player_id, None)
        if timer is not None:
            timer.cancel()

    def _away_ran_out(self, player_id: int) -> None:
        self._away.pop(player_id, None)
        self._away_until.pop(player_id, None)
        if not self.connected(player_id) and self.live_seat_of(player_id) is not None:
            self.node.spawn(self._away_too_long(player_id))

    async def _away_too_long(self, player_id: int) -> None:
        try:
            if self.status is TableStatus.OPEN:
                await self.unseat(player_id)
            elif self.status is TableStatus.PLAYING:
                log.info("table %s: player %s resigned after being away", self.id, player_id)
                await self.resign(player_id)
        except Refusal as refusal:
            # Meanwhile the game ended (another seat's away limit ran out at the same moment)
            # or the seat was given up: nothing is left to resign. A failed write is tried
            # again shortly.
            if refusal.code is ErrorCode.STORAGE_FAILED and not self.stopped:
                log.warning("table %s: resigning player %s failed; again soon", self.id, player_id)
                self._start_away(player_id, 5.0)
            else:
                log.debug("table %s: player %s had nothing to resign", self.id, player_id)

    # --- play -----------------------------------------------------------------------------------

    async def play(
        self, player_id: int, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        """A player's action: checked by the engine, saved, then broadcast."""
        await _to_the_end(self._play(player_id, action_for, step))

    async def _play(
        self, player_id: int, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        started = time.perf_counter()
        play = _Play(player_id, action_for, step, asyncio.get_running_loop().create_future())
        self._plays.append(play)
        async with self.lock:
            if self._plays:  # else an earlier holder of the lock carried this one out
                await self._play_queued()
        await play.done
        self.node.metrics.action_seconds.observe(time.perf_counter() - started)

    async def _play_queued(self) -> None:
        """Every action that queued while the lock was held, checked by the engine one after
        the other, then saved in one journal write and broadcast in order (lock held). A
        player's decision often comes as a burst (holds, then the roll): it costs one commit,
        and its last action does not wait for the commits of the ones before."""
        plays, self._plays = self._plays, []
        try:
            await self._carry_out_plays(plays)
        except BaseException as error:  # nobody may wait for ever on a play left undone
            for play in plays:
                if not play.done.done():
                    play.done.set_exception(_again(error))
            if not isinstance(error, Refusal):
                raise

    async def _carry_out_plays(self, plays: list[_Play]) -> None:
        self._check_running_here()
        game = self._running()
        step, holds = self.step, self._holds_since_roll
        accepted: list[tuple[_Play, Game, Sequence[Event]]] = []
        for play in plays:
            try:
                outcome = self._check_play(play, game, step, holds)
            except Refusal as refusal:
                play.done.set_exception(refusal)
                continue
            if outcome is None:  # holding a held die (or releasing a free one) changes nothing
                play.done.set_result(None)
                continue
            step, holds = _counted(step, holds, outcome.game.log.tail(len(game.log)))
            accepted.append((play, outcome.game, outcome.events))
            game = outcome.game
        if not accepted:
            return
        # A Refusal here refuses every play not done yet (``_play_queued``).
        data = await self._save(game)
        for play, after, events in accepted:
            assert self.game is not None
            count = len(after.log) - len(self.game.log)  # this play's share of the actions
            self._adopt(after, events, data[:count])
            data = data[count:]
            play.done.set_result(None)
        if game.over or self.aborted:
            await self._finish()

    def _check_play(self, play: _Play, game: Game, step: int, holds: int) -> Outcome | None:
        """The engine's outcome of ``play`` after ``game`` (the table's game with the actions
        before it in the queue); None if it changes nothing; ``Refusal`` if it is not allowed."""
        if game.over:
            raise Refusal(ErrorCode.GAME_OVER)
        seat = self.seat_of(play.player_id)
        if seat is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        if play.step is not None and play.step != step:
            raise Refusal(ErrorCode.STALE)
        action = self._with_dice(play.action_for(seat), game)
        if action.kind in HOLD_KINDS and holds >= self.node.config.holds_per_roll:
            raise Refusal(ErrorCode.RATE_LIMITED, "holds")
        try:
            outcome = game.apply(action, self.node.dice)
        except IllegalMove as error:
            raise Refusal(ErrorCode(error.code)) from None
        return None if outcome.game is game else outcome

    async def resign(self, player_id: int) -> None:
        await _to_the_end(self._resign(player_id))

    async def _resign(self, player_id: int) -> None:
        async with self.lock:
            self._check_running_here()
            seat = self.seat_of(player_id)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            game = self._running()
            if seat in game.resigned:
                raise Refusal(ErrorCode.RESIGNED)
            outcome = game.apply(Resign(seat))
            await self._commit(outcome.game, outcome.events)
            self._cancel_away(player_id)
            if not outcome.game.over and not self.aborted:
                try:  # free to sit elsewhere at once (the end frees every seat anyway)
                    await self.node.storage.seat_left(self.id, seat, fence=self.fence)
                except Fenced:
                    self._lost()
                except Exception:
                    log.exception("table %s: marking seat %s as left failed", self.id, seat)

    def _with_dice(self, action: Action, game: Game) -> Action:
        """A roll with the dice the table's seeds give (from the first roll on, the seats'
        contributions are fixed); anything else as it is."""
        if not isinstance(action, Roll) or self.dice_seed is None:
            return action
        if self._dice_key is None:
            self._dice_key = self._fixed_key()
        return Roll(action.seat, self.policy.next_roll(self._dice_key, self.scope, game))

    def _fixed_key(self) -> bytes:
        """The dice key, from the seeds as they are now (a day's dice: its seed alone)."""
        assert self.dice_seed is not None
        return self.policy.dice_key(self.dice_seed, self.contributions)

    async def contribute(self, player_id: int, value: bytes) -> None:
        """A seated player's own dice seed; the first one of a seat counts, until the first
        roll (after that: ``stale``)."""
        async with self.lock:
            self._check_running_here()
            seat = self.seat_of(player_id)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            set_already = self._dice_key is not None or self.contributions[seat] is not None
            if set_already or not self.policy.takes_contributions:
                raise Refusal(ErrorCode.STALE, "dice")
            if self.dice_seed is None:
                return  # a table from before: its dice do not take contributions
            try:
                await self.node.storage.contribute(self.id, seat, value.hex(), fence=self.fence)
            except Fenced:
                self._lost()
                raise Refusal(ErrorCode.STORAGE_FAILED, "moved") from None
            except Exception:
                log.exception("table %s: saving a dice contribution failed", self.id)
                raise Refusal(ErrorCode.STORAGE_FAILED) from None
            self.contributions[seat] = value

    def _running(self) -> Game:
        if self.game is None:
            raise Refusal(ErrorCode.GAME_NOT_STARTED)
        if self.game.over or self.aborted:
            raise Refusal(ErrorCode.GAME_OVER)
        return self.game

    async def _commit(self, game: Game, events: Sequence[Event]) -> None:
        """Save the new actions, then make them the table's and tell everyone (lock held)."""
        self._adopt(game, events, await self._save(game))
        if game.over or self.aborted:
            await self._finish()

    async def _save(self, game: Game) -> list[dict[str, Any]]:
        """Write the actions ``game`` has past the table's own to the journal, and return them
        in their wire form; ``Refusal`` if that fails (nothing is changed then)."""
        old = self.game
        assert old is not None
        at = now_ms()
        data = [action.to_dict() for action in game.log.tail(len(old.log))]
        entries = [
            JournalAction(
                self.id, len(old.log) + offset, _json.encode(item).decode(), at, self.fence
            )
            for offset, item in enumerate(data)
        ]
        try:
            await self.node.journal.write(entries)
        except Fenced:
            self._lost()
            raise Refusal(ErrorCode.STORAGE_FAILED, "moved") from None
        except Exception:
            log.exception("table %s: the journal write failed; the action is refused", self.id)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None
        return data

    def _adopt(self, game: Game, events: Sequence[Event], data: list[dict[str, Any]]) -> None:
        """Make ``game`` (saved; ``data`` its new actions in wire form) the table's, and tell
        everyone what changed."""
        old = self.game
        assert old is not None
        fresh = game.log.tail(len(old.log))
        self.game = game
        self.step, self._holds_since_roll = _counted(self.step, self._holds_since_roll, fresh)
        self.counts.count(events)
        resigned = any(isinstance(action, Resign) for action in fresh)
        if not self.aborted and self.policy.early_resignations_abort and resigned:
            self.aborted = aborted(game)
        if game.over or self.aborted:
            self._stop_turn()
        elif any(isinstance(event, TurnPassed) for event in events):
            self._start_turn()
            self.node.listing_changed(self)  # the lobby shows the totals of running games
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
            self.node.metrics.actions.labels(type=action.kind).inc()

    # --- the turn clock -------------------------------------------------------------------------

    def _start_turn(self, seconds: float | None = None) -> None:
        self._stop_turn()
        if self.game is None or self.game.over or self.stopped or self.settings.clock <= 0:
            return
        turn = object()
        delay = self.settings.clock if seconds is None else seconds
        self._turn = turn
        self._deadline = self.node.clock.now() + delay
        self._turn_timer = self.node.clock.call_later(delay, lambda: self._turn_ran_out(turn))

    def _to_move(self, seat: int | None) -> bool:
        game = self.game
        return seat is not None and game is not None and not game.over and game.current == seat

    def _stop_turn(self) -> None:
        self._resumed_left = None
        if self._turn_timer is not None:
            self._turn_timer.cancel()
        self._turn = None
        self._turn_timer = None

    def _turn_ran_out(self, turn: object) -> None:
        if turn is self._turn:
            self.node.spawn(self._time_out(turn))

    async def _time_out(self, turn: object) -> None:
        """Roll if the player has not, then enter the advisor's first box for them."""
        async with self.lock:
            if turn is not self._turn or self.game is None or self.game.over or self.stopped:
                return
            game = self.game
            seat = game.current
            events: list[Event] = []
            if game.dice is None:
                game, rolled = game.apply(self._with_dice(Roll(seat), game), self.node.dice)
                events += rolled
            box = await self.node.chooser.choose(game)
            game, entered = game.apply(TimeOut(seat, box))
            events += entered
            try:
                await self._commit(game, events)
            except Refusal:
                self._start_turn(seconds=5.0)  # try again soon; the player may still move
                return
            self.node.metrics.timeouts.inc()

    # --- the end --------------------------------------------------------------------------------

    async def _finish(self, retry_in: float = 5.0) -> None:
        """Score the finished game in one transaction — or, if it was aborted, mark the table
        so, unscored — then tell everyone (lock held). If that cannot be saved, try again
        later, waiting twice as long each time (up to a minute): the game is in the journal,
        so nothing is lost meanwhile."""
        game = self.game
        assert game is not None and (game.over or self.aborted)
        if self.status is not TableStatus.PLAYING or self.stopped:
            return
        self._stop_turn()
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        self._away_until.clear()
        players = [holder for holder in self.seats if holder is not None]
        try:
            ending = await self.policy.save_end(
                self.node.storage,
                self.id,
                game,
                players,
                self.counts,
                aborted=self.aborted,
                at=now_ms(),
                fence=self.fence,
            )
        except Fenced:
            self._lost()
            return
        except Exception:
            log.exception("table %s: saving the end of the game failed; trying again", self.id)
            self._retry = self.node.clock.call_later(
                retry_in, lambda: self.node.spawn(self._finish_again(min(retry_in * 2, 60.0)))
            )
            return
        if ending is None:
            self._was_aborted(game)
        else:
            self._finished(ending)
        self.node.listing_changed(self)

    def _watch_closing(self) -> None:
        """A table whose policy closes it at a set time (a daily attempt, at the end of its
        day) is closed then: void if its game is not over."""
        closes_at = self.policy.closes_at
        if closes_at is None:
            return
        left = closes_at / 1000 - self.node.clock.time()
        self._day_over = self.node.clock.call_later(
            max(0.0, left), lambda: self.node.spawn(self._end_of_day())
        )

    async def _end_of_day(self) -> None:
        async with self.lock:
            if self.stopped or self.status is not TableStatus.PLAYING:
                return
            try:
                await self.policy.save_void(self.node.storage, self.id, now_ms(), fence=self.fence)
            except Fenced:
                self._lost()
                return
            except Exception:
                log.exception("table %s: closing a daily attempt failed", self.id)
                return
            self.close(TableClosedReason.DAY_OVER)

    async def _finish_again(self, retry_in: float) -> None:
        async with self.lock:
            await self._finish(retry_in)

    async def finish_restored(self) -> None:
        """A game that ended (or was aborted) just before a restart but was not saved so yet."""
        async with self.lock:
            await self._finish()

    def _finished(self, ending: Ending) -> None:
        """Saved as finished (``ending``, from the policy): everyone hears the standings, and
        each player of a scored game their new level and points."""
        progress = ending.progress
        self.status = TableStatus.FINISHED
        self.result = ending.standings
        tags = self.name_tags()
        self.result = [msgspec.structs.replace(r, tag=tags.get(r.player)) for r in self.result]
        self.broadcast(GameResult(code=self.code, standings=self.result, dice=self.dice_view()))
        points = {r.player: r.points for r in ending.standings}
        for seat, holder in enumerate(self.seats):
            record = progress.get(holder.id) if holder is not None else None
            if holder is None or record is None:
                continue
            now = PlayerInfo(holder.id, holder.name, record.level, record.points_total)
            self.seats[seat] = now
            message = encode(
                Progress(
                    player=now.view(),
                    points=points[now.id],
                    milestones=[m.value for m in record.new_milestones],
                )
            )
            for follower in [f for f in self.followers.values() if f.player == now.id]:
                self.node.progressed(follower, now)
                self.node.deliver(follower, message)
        self.node.metrics.games_finished.inc()
        self._linger_then_close()

    def _was_aborted(self, game: Game) -> None:
        """Saved as aborted: everyone hears who left, and is free to sit elsewhere."""
        self.status = TableStatus.ABORTED
        self.broadcast(TableAborted(code=self.code, seat=game.resigned[-1], dice=self.dice_view()))
        self.node.metrics.games_aborted.inc()
        log.info("table %s: aborted (seat %s left early)", self.id, game.resigned[-1])
        self._linger_then_close()

    def _linger_then_close(self) -> None:
        """The ended table stays a while for its chat and its result, then it is cleared."""
        self._linger = self.node.clock.call_later(
            self.node.config.finished_linger, lambda: self.close(TableClosedReason.FINISHED)
        )

    # --- chat -----------------------------------------------------------------------------------

    async def say(self, player: PlayerInfo, text: str) -> None:
        seat = self.seat_of(player.id)
        if seat is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        self._check_running_here()
        at = now_ms()
        try:
            await self.node.journal.write(
                [JournalChat(self.id, player.id, seat, text, at, self.fence)]
            )
        except Fenced:
            self._lost()
            raise Refusal(ErrorCode.STORAGE_FAILED, "moved") from None
        except Exception:
            log.exception("table %s: saving a chat line failed", self.id)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None
        line = ChatLine(seat=seat, player=player.id, name=player.name, text=text, at=at)
        self.chat.append(line)
        # always the writer's name, and their tag if someone shown here looks the same
        line.tag = self.name_tags().get(player.id)
        posted = ChatPosted(code=self.code, line=line)
        if self._players_only:  # after a private game, only those who sat there read on
            data = encode(posted)
            for follower in list(self.followers.values()):
                if self.seat_of(follower.player) is not None:
                    self.node.deliver(follower, data)
        else:
            self.broadcast(posted)
        self._chat_written += 1
        if self._chat_written % CHAT_PRUNE_EVERY == 0:
            self.node.spawn(self.node.storage.prune_chat(self.id, self.node.config.chat_kept))

    # --- restoring after a restart or a takeover ------------------------------------------------

    @classmethod
    def restore(cls, host: TableHost, stored: StoredTable, players: dict[int, PlayerInfo]) -> Table:
        """The table as it was saved; ``ValueError`` (or ``IllegalMove``) if the log is corrupt."""
        table = cls(
            host,
            table_id=stored.id,
            code=stored.code,
            settings=stored.settings,
            host_player=stored.host,
            created_at=stored.created_at,
            fence=stored.fence,
            dice_seed=bytes.fromhex(stored.dice_seed) if stored.dice_seed else None,
            policy=policy_of(stored.dice_scope),
        )
        for seat, given in stored.contributions.items():
            if 0 <= seat < stored.settings.seats:
                table.contributions[seat] = bytes.fromhex(given)
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
            if table.dice_seed is not None and any(isinstance(a, Roll) for a in actions):
                table._dice_key = table._fixed_key()
            table.step = step_of(table.game)
            table._holds_since_roll = _trailing_holds(table.game.log)
            table.counts = ThrowCounts.of_game(table.game)
            table.aborted = aborted(table.game)
            table.status = TableStatus.PLAYING
        return table

    def resume(self, turn_started_at: int | None) -> None:
        """Start what runs on its own after a restart or takeover: the away limits of the seats
        nobody follows yet, and the clock — with what was left of the turn (``turn_started_at``,
        Unix ms; at least ``RESUMED_TURN_SECONDS``), but only once the player to move is back:
        counted from the server's start, it would have run out while their app was still
        finding the server again. A player who stays away resigns when their away limit ends."""
        if self.game is not None and (self.game.over or self.aborted):
            self.node.spawn(self.finish_restored())
            return
        self._watch_closing()
        for holder in self.seats:
            if holder is not None and self.live_seat_of(holder.id) is not None:
                self._start_away(holder.id, self.node.config.away_limit)
        if self.game is not None:
            left: float = self.settings.clock
            if turn_started_at is not None:
                elapsed = self.node.clock.time() - turn_started_at / 1000
                left = min(left, max(RESUMED_TURN_SECONDS, left - elapsed))
            holder = self.seats[self.game.current]
            if holder is not None and self.connected(holder.id):
                self._start_turn(left)
            elif self.settings.clock > 0:
                self._stop_turn()
                self._resumed_left = left


def turn_started_at(stored: StoredTable, game: Game | None) -> int | None:
    """When the running turn began (Unix ms): the time of the last action that passed a turn,
    or the start of the game."""
    if game is None:
        return None
    for action, at in zip(reversed(stored.actions), reversed(stored.action_times), strict=True):
        if msgspec.json.decode(action).get("type") in TURN_KINDS:
            return at
    return stored.started_at


def _trailing_holds(log: ActionLog) -> int:
    count = 0
    for action in reversed(log):
        if action.kind not in HOLD_KINDS:
            break
        count += 1
    return count


def _counted(step: int, holds: int, fresh: Sequence[Action]) -> tuple[int, int]:
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


async def _to_the_end(change: Coroutine[Any, Any, None]) -> None:
    """Run a change to a table to its end even if the caller is cancelled: stopping between the
    journal write and the change in memory would leave the two apart."""
    task = asyncio.ensure_future(change)
    task.add_done_callback(_retrieve)
    await asyncio.shield(task)


def _retrieve(task: asyncio.Future[None]) -> None:
    if not task.cancelled():
        task.exception()  # seen here when nobody awaits it any more
