"""Which nodes are alive: each node beats (a sorted set of the last beats, in Redis' own time),
learns from its beat who else is, and strikes off a node whose beat is late and whose
connections to Redis are all gone (it died). A beat also notices that Redis lost its data."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Awaitable, Callable

from redis.exceptions import RedisError, ResponseError

from ..shared import Unavailable
from .link import RedisLink, log
from .scripts import GONE, HEARTBEAT

SETTLE_ROUNDS = 2
"""Rounds after this node reaches Redis (at its start, or after Redis was away) before it strikes
off nodes without connections: after a restart of Redis that kept its data, the others need a
round to connect again."""


UNHEARD_LATE = 0.5
"""Rounds a node's beat must be old to strike it off when a message to it reached nobody and it
has no connection left: a node does not lose its subscription and all its connections without
dying (or being cut off, which fencing covers), so the beat only guards the moment of a
reconnect; the beat alone waits 1.5 rounds."""
UNHEARD_CHECKS = 0.25
"""Rounds between two checks of one node that messages do not reach."""


async def _nothing() -> None:
    return


class RedisLiveness:
    def __init__(self, link: RedisLink, heartbeat_seconds: float) -> None:
        self.link = link
        self.heartbeat_seconds = heartbeat_seconds
        self.overdue_ms = int(1.5 * heartbeat_seconds * 1000)
        self._heartbeat_script = link.script(HEARTBEAT, control=True)
        self._gone_script = link.script(GONE, control=True)
        self._alive: set[str] = {link.node}
        self._beaten = asyncio.Event()
        """Set after each heartbeat (``next_beat``)."""
        self._steady_since = time.monotonic()
        """Since when Redis has answered this node without a break."""
        self._listing_clients = True
        """Redis lets this node list its clients (``CLIENT LIST``): a node whose connections are
        all gone is known dead before its beat is three rounds late."""
        self._epoch: bytes | None = None
        self.running = False
        """Past the first start (a catch-up after it is Redis coming back)."""
        self.on_reconnected: Callable[[], Awaitable[None]] = _nothing
        self._unheard_checked: dict[str, float] = {}
        """Node → when it was last checked after a message to it reached nobody."""
        self._checks: set[asyncio.Task[None]] = set()
        self._departed: set[str] = set()
        """Nodes seen to leave the living (their names never come back: each start adds a mark)."""
        self._asking: asyncio.Future[None] | None = None
        """The beat under way for ``confirm_alive``, shared by all who ask meanwhile."""

    def is_alive(self, node: str) -> bool:
        return node in self._alive

    def alive_nodes(self) -> set[str]:
        return set(self._alive)

    async def confirm_alive(self, node: str) -> bool:
        """Whether ``node`` lives; one this node has not heard of (it just started) is asked
        after with a beat, shared by everyone asking meanwhile. One seen to leave the living
        is dead at once: a restarted node has a new name, and the hundreds of players of a
        dead node who come back at once must not each wait for a beat of their own."""
        if node in self._alive:
            return True
        if node in self._departed:
            return False
        if self._asking is None:
            self._asking = asyncio.ensure_future(self.beat())
            self._asking.add_done_callback(self._asked)
        await asyncio.shield(self._asking)
        return node in self._alive

    def _asked(self, beat: asyncio.Future[None]) -> None:
        self._asking = None
        if not beat.cancelled():
            beat.exception()  # retrieved: each asker gets it raised

    async def next_beat(self) -> None:
        # Cleared after waking, not before waiting: a beat during the caller's round is not
        # missed.
        # (asyncio.timeout, not wait_for: on Python 3.11 a cancel that lands as the wait ends
        # is lost in wait_for, and this runs in a loop that must stop when cancelled)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(2 * self.heartbeat_seconds):
                await self._beaten.wait()
        self._beaten.clear()

    async def beat(self, *, round_: bool = False) -> None:
        """Write this node's heartbeat and learn who is alive; ``round_``: a beat of the node's
        rounds (``next_beat`` returns after it), not one asked for on the way (``confirm_alive``),
        so that the rounds keep their pace."""
        link = self.link
        fresh = secrets.token_hex(8)
        epoch, alive, overdue = await link.call(
            self._heartbeat_script,
            keys=[link.key("nodes"), link.key("epoch")],
            args=[link.node, link.alive_ms, fresh, self.overdue_ms],
        )
        if not link.healthy:  # Redis answers again (or for the first time)
            self._steady_since = time.monotonic()
        before = self._alive
        self._alive = {node.decode() for node in alive} | {link.node}
        self._departed |= before - self._alive
        suspects = {node.decode() for node in overdue} - {link.node}
        if suspects:
            struck = await self._strike_off(suspects)
            self._alive -= struck
            self._departed |= struck
        if self._epoch is not None and epoch != self._epoch:
            log.warning("Redis lost its data (a restart)")
            link.catch_up = True
        self._epoch = epoch
        link.healthy = True
        if link.catch_up and link.listening:  # only once we hear again what is sent to us
            link.catch_up = False
            if self.running:  # not at the first start
                log.warning("Redis answers again")
            await self.on_reconnected()
        if round_:
            self._beaten.set()

    def unheard(self, node: str) -> None:
        """A message to ``node`` reached nobody: if it has no connection left either, it died
        (a ``kill -9``, a crash): strike it off now rather than when its beat is late, and
        start a round, which takes its tables."""
        now = time.monotonic()
        if node not in self._alive or node == self.link.node:
            return
        if now - self._unheard_checked.get(node, -1e9) < UNHEARD_CHECKS * self.heartbeat_seconds:
            return
        self._unheard_checked[node] = now
        task = asyncio.create_task(self._check_unheard(node))
        self._checks.add(task)
        task.add_done_callback(self._checks.discard)

    def stop(self) -> None:
        for task in self._checks:
            task.cancel()

    async def _check_unheard(self, node: str) -> None:
        late_ms = int(UNHEARD_LATE * self.heartbeat_seconds * 1000)
        try:
            gone = await self._strike_off({node}, late_ms)
        except (RedisError, OSError, Unavailable):
            return
        if gone:
            self._alive -= gone
            self._departed |= gone
            self._beaten.set()  # a round now: the node's tables are orphans

    async def _strike_off(self, suspects: set[str], late_ms: int | None = None) -> set[str]:
        """The nodes among ``suspects`` (their beat is late) that have no connection to Redis
        left: a process that died (kill -9, a crash) loses its connections at once, so it is
        known dead here in half the time its beat alone would take. A node that is only slow
        (paused, starved of CPU) keeps its connections and is left to the beat. Returns the
        nodes struck off the list of the living, for every node. ``late_ms``: how old a beat
        must be (by default 1.5 rounds)."""
        link = self.link
        settled = time.monotonic() - self._steady_since >= SETTLE_ROUNDS * self.heartbeat_seconds
        if not (self._listing_clients and settled):
            return set()
        try:
            clients = await link.control.client_list()
        except (RedisError, OSError) as error:
            if isinstance(error, ResponseError):  # refused (an ACL), not just slow or away
                log.warning(
                    "Redis does not list its clients (%s): dead nodes are known by their "
                    "beat alone",
                    error,
                )
                self._listing_clients = False
            return set()
        connected = {client.get("name", "") for client in clients}
        unconnected = [node for node in suspects if link.key("node", node) not in connected]
        if not unconnected:
            return set()
        late = self.overdue_ms if late_ms is None else late_ms
        struck = await link.call(self._gone_script, [link.key("nodes")], [late, *unconnected])
        gone = {node.decode() for node in struck}
        if gone:
            log.warning("nodes with a late beat and no connection left: %s", ", ".join(gone))
        return gone

    async def heartbeats(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat_seconds)
            try:
                await self.beat(round_=True)
            except Unavailable:
                continue
            except Exception:
                log.exception("after Redis came back, writing this node's part failed")
