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
import hashlib
import logging
import secrets
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import Any

import msgspec

from app.net import (
    TABLE_CODE_ALPHABET,
    TABLE_CODE_LENGTH,
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
from app.net.dice import SEED_BYTES, practice_seed
from app.net.messages import EnterBox, HoldDie, ReleaseDie, RollDice, StrikeBox
from app.rules import DiceSource, Enter, Hold, Release, Roll, Strike, preset

from .advisor import ClockChooser
from .clock import Clock
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .daily import PRACTICE_PER_DAY, day_ends, day_of, ranked_from
from .errorlog import ErrorLog
from .invitations import Invitations
from .lobby import entry_of
from .members import Follower, PlayerInfo, Refusal
from .metrics import Metrics
from .policy import DailyPolicy
from .registry import Registry
from .rematch import Rematches
from .storage import AlreadySeated, Journal, Storage, TableSettings, now_ms
from .storage.daily import (
    AlreadyPlayed,
    PracticeSpent,
    TooNew,
    day_seed,
    finish_attempt,
    start_attempt,
)
from .table import Table, turn_started_at
from .wire import (
    Ask,
    Attach,
    Detach,
    LobbyChanged,
    Moved,
    NotOwner,
    Progressed,
    Renamed,
    Shout,
    TakeOver,
    Tell,
    encode_wire,
)

log = logging.getLogger(__name__)

RELIST_SECONDS = 0.25
"""How long lobby changes gather before they are written (in a cluster: one write and one word
to the nodes for all of them)."""
ORPHAN_PATIENCE = 2
"""Scans a table must have been without an owner before a node takes it: its owner may only be
writing its lease again after what is shared was lost."""
ORPHAN_ANYONE = 5
"""Scans after which any node takes an orphan, not just the one it falls to."""


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
        self._spawn = spawn
        self._on_lost = on_lost
        """Told the id of a table another node runs now, for this node's followers of it."""
        self.tables: dict[int, Table] = {}
        self.codes: dict[str, int] = {}
        self._closing = False
        self._orphaned: dict[int, int] = {}
        """Table id → scans in a row that found it without an owner."""
        self._last_owners: dict[int, str] = {}
        """Table id → the node its lease named at the last orphan scan."""
        self._taking: dict[int, asyncio.Future[Table | None]] = {}
        self._relisting: dict[int, Table] = {}
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

    def publish(self, table: Table, data: bytes, *, closing: bool = False) -> None:
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
            tell = Tell(follower.conn, msgspec.Raw(data), state, follows, unfollows)
            self.shared.send(follower.node, encode_wire(tell))

    def progressed(self, follower: Follower, player: PlayerInfo) -> None:
        if follower.node == self.node:
            self.registry.progressed(player)
        else:
            self.shared.send(follower.node, encode_wire(Progressed(player)))

    def listing_changed(self, table: Table) -> None:
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

    def left_ended(self, table: Table, player_id: int) -> None:
        self.rematches.left(table, player_id)

    def register(self, table: Table) -> None:
        """A table made here (a rematch's) runs here."""
        self.tables[table.id] = table
        self.codes[table.code] = table.id

    def closed(self, table: Table) -> None:
        self.rematches.forget(table.id)
        self._forget(table)
        self._spawn(self._let_go(table))

    def fenced(self, table: Table) -> None:
        """Someone else runs the table now: forget it here, without a word to its followers
        (the new owner calls them over; this node's are sent to it in case its call was lost)."""
        self._forget(table)
        self._on_lost(table.id)

    def _forget(self, table: Table) -> None:
        if self.tables.get(table.id) is table:
            del self.tables[table.id]
        if self.codes.get(table.code) == table.id:
            del self.codes[table.code]

    async def _let_go(self, table: Table) -> None:
        try:
            await self.shared.relist({}, [table.id])
            await self.shared.forget_code(table.code, table.id)
            await self.shared.release(table.id)
        except Unavailable:
            return  # the lease lapses by itself; a stale code finds no live table
        self.shared.announce(encode_wire(LobbyChanged()))

    # --- creating and taking --------------------------------------------------------------------

    async def create(
        self, player: PlayerInfo, settings: TableSettings, follower: Follower
    ) -> Table:
        """Open a table with ``player`` at seat 0; this node runs it."""
        created_at = now_ms()
        for _ in range(10):
            code = "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))
            if code in self.codes:
                continue
            seed = bytes(self.dice.randint(0, 255) for _ in range(SEED_BYTES))
            try:
                made = await self.storage.create_table(
                    code, settings, player.id, created_at, seed.hex()
                )
            except AlreadySeated:
                raise Refusal(ErrorCode.ALREADY_SEATED) from None
            if made is not None:
                break
        else:
            raise Refusal(ErrorCode.INTERNAL)
        table_id, fence = made
        try:
            if not await self.shared.acquire(table_id) or not await self.shared.claim_code(
                code, table_id
            ):
                raise Unavailable("a new table's lease or code is taken")
        except Unavailable:
            await self.storage.close_table(table_id, "abandoned", now_ms(), fence=fence)
            raise Refusal(ErrorCode.UNAVAILABLE) from None
        table = Table(
            self,
            table_id=table_id,
            code=code,
            settings=settings,
            host_player=player.id,
            created_at=created_at,
            fence=fence,
            dice_seed=seed,
        )
        self.tables[table_id] = table
        self.codes[code] = table_id
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
        for _ in range(10):
            code = "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))
            try:
                made = await start_attempt(
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
            if made is not None:
                break
        else:
            raise Refusal(ErrorCode.INTERNAL)
        table_id, fence = made
        try:
            if not await self.shared.acquire(table_id) or not await self.shared.claim_code(
                code, table_id
            ):
                raise Unavailable("a new table's lease or code is taken")
        except Unavailable:
            await finish_attempt(self.storage, table_id, None, now_ms(), fence=fence)
            raise Refusal(ErrorCode.UNAVAILABLE) from None
        table = Table(
            self,
            table_id=table_id,
            code=code,
            settings=settings,
            host_player=player.id,
            created_at=at,
            fence=fence,
            dice_seed=bytes.fromhex(seed),
            policy=policy,
        )
        self.tables[table_id] = table
        self.codes[code] = table_id
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

    # --- leases, orphans and nodes that died -----------------------------------------------------

    async def keep_leases(self) -> None:
        """Renew this node's leases; drop the tables another node has taken meanwhile."""
        owned = list(self.tables)
        lost, written_again = await self.shared.renew(owned)
        for table_id in lost:
            table = self.tables.get(table_id)
            if table is not None:
                log.warning("table %s: the lease went to another node; stopping here", table_id)
                table.stop()
                self.fenced(table)
        if written_again:
            await self.reassert(written_again)

    async def reassert(self, table_ids: set[int] | None = None) -> None:
        """What is shared was lost (Redis restarted): write this node's codes and lobby entries
        again."""
        for table_id in table_ids if table_ids is not None else set(self.tables):
            table = self.tables.get(table_id)
            if table is None:
                continue
            await self.shared.acquire(table_id)
            await self.shared.claim_code(table.code, table_id)
            self.listing_changed(table)

    async def adopt_orphans(self) -> None:
        """Take the live tables nobody runs (their node died, or drained without a taker)."""
        live = await self.storage.live_table_ids()
        owners = await self.shared.owners(live)
        alive = self.shared.alive_nodes()
        orphans = {table for table, node in owners.items() if node is None or node not in alive}
        self._orphaned = {table: self._orphaned.get(table, 0) + 1 for table in orphans}
        # An owner that stopped showing signs of life is dead (or cut off: fencing keeps it
        # from writing): its tables are taken at once, not after the scans of patience that a
        # lease vanished by itself needs. That includes a lease that lapsed since the last scan,
        # which named such a node then.
        last_owners, self._last_owners = (
            self._last_owners,
            {table: node for table, node in owners.items() if node is not None},
        )
        owned_by_dead = {
            table
            for table in orphans
            if (owners[table] or last_owners.get(table, self.node)) not in alive
        }
        for table_id, scans in self._orphaned.items():
            patience = 1 if table_id in owned_by_dead else ORPHAN_PATIENCE
            if scans < patience or table_id in self.tables:
                continue
            if scans >= ORPHAN_ANYONE or _falls_to(table_id, alive) == self.node:
                self._spawn(self._take_orphan(table_id))

    async def _take_orphan(self, table_id: int) -> None:
        try:
            await self.take(table_id)
        except Unavailable:
            return
        except Exception:
            log.exception("taking table %s over failed", table_id)

    async def forget_dead_nodes(self) -> None:
        """Connections on nodes that stopped showing signs of life are gone (a node this one has
        not heard of yet, one that just started, is asked after first)."""
        alive = self.shared.alive_nodes()
        following = {f.node for t in self.tables.values() for f in t.followers.values()}
        dead = {node for node in following - alive if not await self.shared.confirm_alive(node)}
        for table in list(self.tables.values()):
            for node in {f.node for f in table.followers.values()} & dead:
                table.forget_followers(node)

    # --- stopping ---------------------------------------------------------------------------------

    async def hand_over(self, timeout: float) -> int:
        """Draining: stop every table here and give it to another node (round robin); wait
        until they run elsewhere, at most ``timeout`` seconds. Returns how many moved."""
        self._closing = True
        others = sorted(self.shared.alive_nodes() - {self.node})
        handed: list[int] = []
        for index, table in enumerate(list(self.tables.values())):
            async with table.lock:  # no change is under way once we hold it
                table.stop()
            self._forget(table)
            try:
                await self.shared.release(table.id)
            except Unavailable:
                continue  # the lease lapses by itself, and an orphan scan finds the table
            if others:
                self.shared.send(others[index % len(others)], encode_wire(TakeOver(table.id)))
                handed.append(table.id)
        await self.shared.flush()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        waiting = list(handed)
        while waiting and loop.time() < deadline:
            owners = await self.shared.owners(waiting)
            waiting = [table for table, node in owners.items() if node is None]
            if waiting:
                await asyncio.sleep(0.05)
        return len(handed) - len(waiting)

    def stop(self) -> None:
        """The node stops: nothing runs on its own any more (the journal keeps the tables)."""
        self._closing = True
        for table in self.tables.values():
            table.stop()


def _falls_to(table_id: int, nodes: set[str]) -> str:
    """The node an orphaned table falls to (rendezvous hashing): spread over the nodes alive,
    the same choice on every node."""
    return max(
        nodes,
        key=lambda node: hashlib.blake2b(f"{node}/{table_id}".encode(), digest_size=8).digest(),
    )
