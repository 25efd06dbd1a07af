"""One client's websocket: its identity, its table, its allowances and its outgoing queue.

Messages to a client are queued and written by the connection's own task, so a broadcast never
waits for a slow client; one that stops reading is disconnected when its queue overflows.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from typing import TYPE_CHECKING

from aiohttp import WSCloseCode, WSMsgType, web

from app.net import Bye, CloseReason, ServerMessage, encode

from .config import ServerConfig
from .metrics import Counter
from .ratelimit import TokenBucket

if TYPE_CHECKING:
    from .players import Player
    from .tables import Table

log = logging.getLogger(__name__)

CLOSE_CODES = {
    CloseReason.SHUTDOWN: WSCloseCode.GOING_AWAY,
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
        sent: Counter | None = None,
    ) -> None:
        self.ws = ws
        self.address = address
        self.player: Player | None = None
        self.table: Table | None = None
        """The table this connection follows (seated or watching)."""
        self.watching_lobby = False
        self.messages = TokenBucket(config.messages, now)
        self.strikes = TokenBucket(config.strikes, now)
        self.chat = TokenBucket(config.chat, now)
        self.code_misses = TokenBucket(config.code_misses_per_address, now)
        self._limit = config.send_queue
        self._queue: deque[bytes] = deque()
        self._ready = asyncio.Event()
        self._closing: CloseReason | None = None
        self._sent = sent
        self._writer = asyncio.create_task(self._write(), name=f"ws-writer {address}")

    @property
    def closing(self) -> bool:
        return self._closing is not None

    def send(self, message: ServerMessage) -> None:
        self.send_bytes(encode(message))

    def send_bytes(self, data: bytes) -> None:
        """Queue an encoded message (the same bytes may go to many connections)."""
        if self._closing is not None:
            return
        if len(self._queue) >= self._limit:
            self._queue.clear()
            self.close(CloseReason.TOO_SLOW)
            return
        self._queue.append(data)
        self._ready.set()
        if self._sent is not None:
            self._sent.inc()

    def close(self, reason: CloseReason) -> None:
        """Say ``bye`` after what is queued, then close the socket."""
        if self._closing is not None:
            return
        self._queue.append(encode(Bye(reason=reason)))
        self._closing = reason
        self._ready.set()

    async def _write(self) -> None:
        ws = self.ws
        try:
            while True:
                await self._ready.wait()
                self._ready.clear()
                while self._queue:
                    await ws.send_frame(self._queue.popleft(), WSMsgType.TEXT)
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
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer
