"""One client's websocket: its identity, its table, its allowances and its outgoing queue.

Messages to a client are queued and written by the connection's own task, so a broadcast never
waits for a slow client. What waits is bounded in bytes: a client that stops reading is
disconnected once more than ``send_budget`` bytes wait for it. At most one full table state
waits per connection; asking for another while one waits asks for nothing new.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections import deque

from aiohttp import WSCloseCode, WSMsgType, web
from prometheus_client import Counter

from app.net import Bye, CloseReason, ServerMessage, encode

from .config import ServerConfig
from .errorlog import PER_CONNECTION
from .members import PlayerInfo
from .ratelimit import TokenBucket
from .routes import NO_WISH, Wish

log = logging.getLogger(__name__)

_ids = (f"c{number}" for number in itertools.count(1))

CLOSE_GRACE = 2.0
"""Seconds a closed connection has to take its ``bye`` before the socket is cut."""

CLOSE_CODES = {
    CloseReason.SHUTDOWN: WSCloseCode.GOING_AWAY,
    CloseReason.MOVING: WSCloseCode.GOING_AWAY,
    CloseReason.REPLACED: WSCloseCode.POLICY_VIOLATION,
    CloseReason.FLOODING: WSCloseCode.POLICY_VIOLATION,
    CloseReason.NO_HELLO: WSCloseCode.POLICY_VIOLATION,
    CloseReason.TOO_SLOW: WSCloseCode.POLICY_VIOLATION,
}


class Connection:
    def __init__(
        self,
        ws: web.WebSocketResponse,
        address: str,
        config: ServerConfig,
        now: float,
        *,
        sent: Counter | None = None,
        transport: asyncio.Transport | None = None,
        disconnects: Counter | None = None,
        wish: Wish = NO_WISH,
    ) -> None:
        self.ws = ws
        self._transport = transport
        self.id = next(_ids)
        """Unique on this node (a node's id makes it unique in a cluster)."""
        self.address = address
        self.player: PlayerInfo | None = None
        """Who speaks here, once greeted."""
        self.greeting = False
        """A hello is being handled (a busy database may take a while over it)."""
        self.table_id: int | None = None
        """The table this connection follows (seated or watching), as the registry links it."""
        self.wish = wish
        """What the client said about routes when it connected (``routes``)."""
        self.messages = TokenBucket(config.messages, now)
        self.strikes = TokenBucket(config.strikes, now)
        self.state_requests = TokenBucket(config.state_requests, now)
        self.code_misses = TokenBucket(config.code_misses_per_player, now)
        self.tracebacks = TokenBucket(PER_CONNECTION, now)
        """How many internal errors of this connection may still be logged (``errorlog``)."""
        self._budget = config.send_budget
        self._queue: deque[tuple[bytes, bool]] = deque()
        """Encoded messages, each with whether it is a full table state."""
        self._queued_bytes = 0
        self._states_waiting = 0
        self._ready = asyncio.Event()
        self._closing: CloseReason | None = None
        self._hang_up: asyncio.TimerHandle | None = None
        self._sent = sent
        self._disconnects = disconnects
        self._writer = asyncio.create_task(self._write(), name=f"ws-writer {address}")

    @property
    def closing(self) -> bool:
        return self._closing is not None

    @property
    def state_waiting(self) -> bool:
        """A full table state is queued and not yet written."""
        return self._states_waiting > 0

    @property
    def queued_bytes(self) -> int:
        return self._queued_bytes

    def send(self, message: ServerMessage) -> None:
        self.send_bytes(encode(message))

    def send_state(self, data: bytes) -> None:
        """Queue an encoded full table state."""
        self.send_bytes(data, state=True)

    def send_bytes(self, data: bytes, *, state: bool = False) -> None:
        """Queue an encoded message (the same bytes may go to many connections)."""
        if self._closing is not None:
            return
        if self._queued_bytes + len(data) > self._budget:
            self._queue.clear()
            self._queued_bytes = 0
            self._states_waiting = 0
            self.close(CloseReason.TOO_SLOW)
            return
        self._queue.append((data, state))
        self._queued_bytes += len(data)
        self._states_waiting += state
        self._ready.set()
        if self._sent is not None:
            self._sent.inc()

    def close(self, reason: CloseReason, *, route: str | None = None) -> None:
        """Say ``bye`` after what is queued (with ``moving``, perhaps the node to come back
        to), then close the socket."""
        if self._closing is not None:
            return
        self._queue.append((encode(Bye(reason=reason, route=route)), False))
        self._closing = reason
        self._ready.set()
        if self._disconnects is not None:
            self._disconnects.labels(reason=reason.value).inc()
        # A client that does not read never lets the writer get to the ``bye``, and one that
        # sends nothing never wakes the reader: after a grace the socket is cut.
        self._hang_up = asyncio.get_running_loop().call_later(CLOSE_GRACE, self._abort)

    def _abort(self) -> None:
        self._hang_up = None
        if self._transport is not None and not self._transport.is_closing():
            self._transport.abort()

    async def _write(self) -> None:
        ws = self.ws
        try:
            while True:
                await self._ready.wait()
                self._ready.clear()
                while self._queue:
                    data, state = self._queue.popleft()
                    self._queued_bytes -= len(data)
                    self._states_waiting -= state
                    await ws.send_frame(data, WSMsgType.TEXT)
                if self._closing is not None:
                    await ws.close(code=CLOSE_CODES[self._closing], message=self._closing.encode())
                    return
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            # The peer went away (or the server is stopping): the reader ends on its own.
            return

    async def flush(self, timeout: float) -> None:
        """Give the writer ``timeout`` seconds to send what is queued (and close, if asked)."""
        with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(self._writer), timeout)

    async def stop(self) -> None:
        if self._hang_up is not None:
            self._hang_up.cancel()
            self._hang_up = None
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer
