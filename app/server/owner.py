"""The tables this node runs: creating them, taking them over (after a restart, from a node that
died or is draining), carrying out what gateways ask of them, keeping their leases, and handing
them on. It is the ``TableHost`` every table here talks to.

A table has one owner at a time: the node holding its lease in what the nodes share (Redis, in
a cluster). Taking a table raises its fencing token in the database, so an owner that lost its
lease without noticing (paused, cut off) cannot write about the table again (``Fenced``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import Any

import msgspec

from app.net import (
    AnswerRematch,
    ContributeSeed,
    Error,
    ErrorCode,
    Invite,
    JoinTable,
    LeaveTable,
    ResignGame,
    SendChat,
    SyncTable,
    WatchTable,
    encode,
)
from app.net.days import day_ends, day_of
from app.net.dice import SEED_BYTES, practice_seed
from app.net.messages import EnterBox, HoldDie, ReleaseDie, RollDice, StrikeBox
from app.rules import DiceSource, Enter, Hold, Release, Roll, Strike, preset

from .clock import Clock
from .clockchoice import ClockChooser
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .daily import PRACTICE_PER_DAY, ranked_from
from .errorlog import ErrorLog
from .internode import (
    Ask,
    Attach,
    Detach,
    LobbyChanged,
    Moved,
    NotOwner,
    Progressed,
    Renamed,
    Shout,
    Tell,
    encode_wire,
)
from .invitations import Invitations
from .lobby import entry_of
from .members import Follower, PlayerInfo, Refusal
from .metrics import Metrics
from .opening import open_table
from .policy import DailyPolicy
from .registry import Registry
from .rematch import Rematches
from .routes import route_of
from .storage import AlreadySeated, Journal, Storage, TableSettings, now_ms
from .storage.daily import (
    AlreadyPlayed,
    PracticeSpent,
    TooNew,
    day_seed,
    finish_attempt,
    start_attempt,
)
from .table import Table, TableCore, turn_started_at

log = logging.getLogger(__name__)

RELIST_SECONDS = 0.25
"""How long lobby changes gather before they are written (in a cluster: one write and one word
to the nodes for all of them)."""


class TableOwner:
    def __init__(
        self,
        *,
        config: ServerConfig,
        clock: Clock,
        dice: DiceSource,
        metrics: Metrics,
        storage: Storage,
        journal: Journal,
        chooser: ClockChooser,
        shared: Shared,
        registry: Registry,
        spawn: Callable[[Coroutine[Any, Any, None]], None],
        on_lost: Callable[[int], None] = lambda _: None,
        executor: Executor | None = None,
    ) -> None:
        self.config = config
        self.clock = clock
        self.dice = dice
        self.metrics = metrics
        self.storage = storage
        self.journal = journal
        self.chooser = chooser
        self.executor = executor
        self.shared = shared
        self.registry = registry
        self.node = shared.node
        self.route = route_of(shared.node)
        """This node's name at the front door (``routes``)."""
        self._spawn = spawn
        self._on_lost = on_lost
        """Told the id of a table another node runs now, for this node's followers of it."""
        self.tables: dict[int, Table] = {}
        self.codes: dict[str, int] = {}
        self._closing = False
        self._taking: dict[int, asyncio.Future[Table | None]] = {}
        self._relisting: dict[int, TableCore] = {}
        """Tables whose lobby entry changed since it was last written (``_relist``)."""
        self.rematches = Rematches(self)
        self.invitations = Invitations(self)
        self._error_log = ErrorLog(
            log, time.monotonic, counted=metrics.internal, unlogged=metrics.internal_unlogged
        )
        """Tracebacks a player can cause here, within a budget per player (``errorlog``)."""

    # --- TableHost ------------------------------------------------------------------------------

    @property
    def closing(self) -> bool:
        return self._closing

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        self._spawn(coroutine)

    def publish(self, table: TableCore, data: bytes, *, closing: bool = False) -> None:
        self.registry.shout(table.id, data, closing=closing)
        elsewhere = {f.node for f in table.followers.values()} - {self.node}
        if elsewhere:
            message = encode_wire(Shout(table.id, msgspec.Raw(data), closing))
            for node in elsewhere:
                self.shared.send(node, message)

    def deliver(
        self,
        follower: Follower,
        data: bytes,
        *,
        state: bool = False,
        follows: int | None = None,
        unfollows: int | None = None,
    ) -> None:
        if follower.node == self.node:
            self.registry.tell(
                follower.conn, data, state=state, follows=follows, unfollows=unfollows
            )
        else:
            route = self._route_for(follower, follows) if state else None
            tell = Tell(follower.conn, msgspec.Raw(data), state, follows, unfollows, route)
            self.shared.send(follower.node, encode_wire(tell))

    def _route_for(self, follower: Follower, table_id: int | None) -> str | None:
        """This node's route, for a follower elsewhere who sits at a table that runs here: its
        client may come here (``routes``); None for a spectator."""
        if not self.config.routes or table_id is None:
            return None
        table = self.tables.get(table_id)
        if table is None or table.seat_of(follower.player) is None:
            return None
        return self.route

    def progressed(self, follower: Follower, player: PlayerInfo) -> None:
        if follower.node == self.node:
            self.registry.progressed(player)
        else:
            self.shared.send(follower.node, encode_wire(Progressed(player)))

    def listing_changed(self, table: TableCore) -> None:
        if not self._relisting:
            self._spawn(self._relist())
        self._relisting[table.id] = table

    async def _relist(self) -> None:
        """Write the lobby entries of every table changed meanwhile in one step, and tell the
        nodes once: a busy node changes dozens of entries a second (each turn's totals)."""
        await asyncio.sleep(RELIST_SECONDS if self.shared.clustered else 0)
        tables, self._relisting = self._relisting, {}
        entries = {
            table.id: entry_of(table.id, table.created_at, table.summary())
            for table in tables.values()
            if table.listed
        }
        gone = [table.id for table in tables.values() if not table.listed]
        try:
            await self.shared.relist(entries, gone)
        except Unavailable:
            return  # written again when the shared store is back (``reassert``)
        self.shared.announce(encode_wire(LobbyChanged()))

    def left_ended(self, table: TableCore, player_id: int) -> None:
        self.rematches.left(table, player_id)

    def register(self, table: Table) -> None:
        """A table made here (a rematch's) runs here."""
        self.tables[table.id] = table
        self.codes[table.code] = table.id

    def closed(self, table: TableCore) -> None:
        self.rematches.forget(table.id)
        self.forget(table)
        self._spawn(self._let_go(table))

    def fenced(self, table: TableCore) -> None:
        """Someone else runs the table now: forget it here, without a word to its followers
        (the new owner calls them over; this node's are sent to it in case its call was lost)."""
        self.forget(table)
        self._on_lost(table.id)

    def forget(self, table: TableCore) -> None:
        """The table runs here no more."""
        if self.tables.get(table.id) is table:
            del self.tables[table.id]
        if self.codes.get(table.code) == table.id:
            del self.codes[table.code]

    async def _let_go(self, table: TableCore) -> None:
        try:
            await self.shared.relist({}, [table.id])
            await self.shared.forget_code(table.code, table.id)
            await self.shared.release(table.id)
        except Unavailable:
            return  # the lease's key expires within the hour; a stale code finds no live table
        self.shared.announce(encode_wire(LobbyChanged()))

    # --- creating and taking --------------------------------------------------------------------

    async def create(
        self, player: PlayerInfo, settings: TableSettings, follower: Follower
    ) -> Table:
        """Open a table with ``player`` at seat 0; this node runs it."""
        created_at = now_ms()
        seed = bytes(self.dice.randint(0, 255) for _ in range(SEED_BYTES))

        async def write(code: str) -> tuple[int, int] | None:
            try:
                return await self.storage.create_table(
                    code, settings, player.id, created_at, seed.hex()
                )
            except AlreadySeated:
                raise Refusal(ErrorCode.ALREADY_SEATED) from None

        async def undo(table_id: int, fence: int) -> None:
            await self.storage.close_table(table_id, "abandoned", now_ms(), fence=fence)

        table = await open_table(
            self,
            write,
            settings=settings,
            host_player=player.id,
            created_at=created_at,
            dice_seed=seed,
            undo=undo,
        )
        table.open_with(player, follower)
        self.chooser.warm(settings.rules)
        self.listing_changed(table)
        return table

    async def create_daily(
        self, player: PlayerInfo, ruleset: str, follower: Follower, *, practice: bool = False
    ) -> Table:
        """Today's challenge of ``ruleset`` for ``player``: a solo table with the day's dice
        (``practice``: the day's practice dice), already playing. ``Refusal`` ``too_new`` for a
        ranked attempt of a player made today, ``already_played`` for a second one,
        ``rate_limited`` after ``PRACTICE_PER_DAY`` practice attempts."""
        at = now_ms()
        day = day_of(at)
        fresh = bytes(self.dice.randint(0, 255) for _ in range(SEED_BYTES)).hex()
        seed = await day_seed(self.storage, day, ruleset, fresh)
        if practice:  # a stream of its own: what practice shows says nothing of the ranked dice
            seed = practice_seed(bytes.fromhex(seed)).hex()
        policy = DailyPolicy(day, ruleset, ranked=not practice)
        settings = TableSettings(seats=1, clock=0, rules=preset(ruleset), private=True)

        async def write(code: str) -> tuple[int, int] | None:
            try:
                return await start_attempt(
                    self.storage,
                    day=day,
                    ruleset=ruleset,
                    player=player.id,
                    name=player.name,
                    code=code,
                    settings=settings,
                    seed=seed,
                    scope=policy.scope(code),
                    reveal_after=day_ends(day),
                    at=at,
                    ranked=policy.ranked,
                    made_before=ranked_from(day),
                    practice_limit=PRACTICE_PER_DAY,
                )
            except TooNew:
                raise Refusal(ErrorCode.TOO_NEW) from None
            except PracticeSpent:
                raise Refusal(ErrorCode.RATE_LIMITED, "practice") from None
            except AlreadyPlayed:
                raise Refusal(ErrorCode.ALREADY_PLAYED) from None
            except AlreadySeated:
                raise Refusal(ErrorCode.ALREADY_SEATED) from None

        async def undo(table_id: int, fence: int) -> None:
            await finish_attempt(self.storage, table_id, None, now_ms(), fence=fence)

        table = await open_table(
            self,
            write,
            settings=settings,
            host_player=player.id,
            created_at=at,
            dice_seed=bytes.fromhex(seed),
            policy=policy,
            undo=undo,
        )
        table.start_alone(player, follower)
        self.metrics.games_started.inc()
        return table

    async def take(self, table_id: int, *, moved: bool = True) -> Table | None:
        """Run the table here from now on, if nobody does; None if another node does, or the
        table has ended. Concurrent calls for one table share one attempt."""
        if table_id in self.tables:
            return self.tables[table_id]
        pending = self._taking.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Table | None] = asyncio.get_running_loop().create_future()
        self._taking[table_id] = future
        try:
            table = await self._take(table_id, moved)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: the caller gets it raised
            raise
        else:
            future.set_result(table)
            return table
        finally:
            del self._taking[table_id]

    async def _take(self, table_id: int, moved: bool) -> Table | None:
        if self._closing or not await self.shared.acquire(table_id):
            return None
        try:
            taken = await self.storage.take_over(table_id)
        except ValueError as error:  # unreadable (a preset unknown here, a player missing)
            await self._broken(table_id, error)
            return None
        except BaseException:  # the database failed: another scan tries again
            with contextlib.suppress(Unavailable):
                await self.shared.release(table_id)
            raise
        if taken is None:
            await self.shared.release(table_id)
            return None
        stored = taken.stored
        players = {
            record.id: PlayerInfo(record.id, record.name, record.level, record.points)
            for record in taken.players.values()
        }
        try:
            table = Table.restore(self, stored, players)
        except Exception as error:  # its journal does not replay
            await self._broken(table_id, error)
            return None
        fence = stored.fence
        self.tables[table_id] = table
        self.codes[table.code] = table_id
        await self.shared.claim_code(table.code, table_id)
        table.resume(turn_started_at(stored, table.game))
        self.chooser.warm(table.settings.rules)
        self.listing_changed(table)
        if moved:
            self.metrics.takeovers.inc()
            self.shared.announce(encode_wire(Moved(table_id, self.node)))
        log.info("table %s runs here now (fence %d)", table_id, fence)
        return table

    async def _broken(self, table_id: int, error: BaseException) -> None:
        """The table cannot run again: it ends as broken, so that no node tries again."""
        log.error("table %s cannot be restored: %r", table_id, error)
        fence = await self.storage.take_table(table_id)
        if fence is not None:
            await self.storage.close_table(table_id, "broken", now_ms(), fence=fence)
        await self.shared.release(table_id)

    async def adopt_all(self) -> int:
        """A single server's start: every open or running table is run here again."""
        taken = 0
        for table_id in await self.storage.live_table_ids():
            taken += await self.take(table_id, moved=False) is not None
        log.info("restored %d tables", taken)
        return taken

    # --- what gateways ask ----------------------------------------------------------------------

    async def handle(self, ask: Ask) -> None:
        """Carry out a gateway's request; refusals go back to the connection as errors."""
        taking = self._taking.get(ask.table)
        if taking is not None:  # being taken over here right now: wait for it
            await asyncio.shield(taking)
        table = self.tables.get(ask.table)
        if table is None or table.stopped:
            self.shared.send(ask.node, encode_wire(NotOwner(ask)))
            return
        follower = Follower(ask.node, ask.conn, ask.player.id)
        try:
            await self._carry_out(table, ask, follower)
        except Refusal as refusal:
            error = Error(code=refusal.code, ref=ask.op.id, detail=refusal.detail)
            self.deliver(follower, encode(error))
            self.metrics.errors.labels(code=refusal.code.value).inc()
        except Exception:
            self._error_log.exception(
                None,
                f"p{ask.player.id}",
                "table %s: carrying out a %s failed",
                table.id,
                type(ask.op).__name__,
            )
            self.deliver(follower, encode(Error(code=ErrorCode.INTERNAL, ref=ask.op.id)))

    async def _carry_out(self, table: Table, ask: Ask, follower: Follower) -> None:
        player = ask.player
        op = ask.op
        match op:
            case JoinTable() | WatchTable() if table.hidden_from(player.id):
                # Its players' alone once it ended (the gateway found the same in the database
                # and spent a miss; this holds for the moments the two differ).
                raise Refusal(ErrorCode.TABLE_NOT_FOUND)
            case JoinTable():
                if table.seat_of(player.id) is not None:
                    table.attach(follower)
                else:
                    await table.sit(player, follower)
            case WatchTable() if not table.policy.watchable and table.seat_of(player.id) is None:
                raise Refusal(ErrorCode.NOT_WATCHABLE)
            case WatchTable():
                newcomer = follower.key not in table.followers and table.seat_of(player.id) is None
                if newcomer and table.watchers >= self.config.max_watchers:
                    raise Refusal(ErrorCode.WATCHERS_FULL)
                table.attach(follower)
            case LeaveTable():
                if follower.key not in table.followers:
                    raise Refusal(ErrorCode.NOT_AT_TABLE)
                await table.leave(follower)
            case SyncTable():
                table.send_state(follower)
            case HoldDie(die=die, step=step):
                await table.play(player.id, lambda seat: Hold(seat, die), step)
            case ReleaseDie(die=die, step=step):
                await table.play(player.id, lambda seat: Release(seat, die), step)
            case RollDice(step=step):
                await table.play(player.id, Roll, step)
            case EnterBox(box=box, step=step):
                await table.play(player.id, lambda seat: Enter(seat, box), step)
            case StrikeBox(box=box, step=step):
                await table.play(player.id, lambda seat: Strike(seat, box), step)
            case ResignGame():
                await table.resign(player.id)
            case SendChat(text=text):
                await table.say(player, text)
            case ContributeSeed(value=value):
                await table.contribute(player.id, bytes.fromhex(value))
            case Attach():
                table.attach(follower)
            case Detach():
                table.detach(follower)
            case Renamed():
                table.rename(player)
            case AnswerRematch(accept=accept):
                await self.rematches.answer(table, player, accept)
            case Invite(player=invitee):
                await self.invitations.send(table, player, invitee, follower)

    # --- stopping ---------------------------------------------------------------------------------

    def stop_taking(self) -> None:
        """Draining: no table starts to run here any more, nor waits for an absent player."""
        self._closing = True

    def stop(self) -> None:
        """The node stops: nothing runs on its own any more (the journal keeps the tables)."""
        self._closing = True
        for table in self.tables.values():
            table.stop()
