"""The door of the TCP listener: what a connection must do before the HTTP server sees it.

A connection counts against its address from the moment it is accepted, long before a websocket
upgrade: an address with too many open connections gets its new ones closed at once. A client
must send its first request head within ``head_timeout`` seconds, or the connection is closed
(a half-sent request would otherwise hold a socket and a file descriptor for a long time).
Later requests on a kept-alive connection are bounded by aiohttp's own keep-alive timeout.
Connections from a trusted reverse proxy are not counted here: the proxy carries many clients,
and limits them itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, cast

from .addresses import Network, address_key, is_trusted

HEAD_END = b"\r\n\r\n"


class ConnectionGuard:
    def __init__(
        self,
        *,
        head_timeout: float,
        max_per_address: int,
        trusted: tuple[Network, ...] = (),
        on_refused: Callable[[str], None] | None = None,
    ) -> None:
        self.head_timeout = head_timeout
        self.max_per_address = max_per_address
        self.trusted = trusted
        self._on_refused = on_refused
        self._open: dict[str, int] = {}

    def wrap(self, factory: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """A protocol factory for ``loop.create_server`` around the HTTP server's own."""
        return lambda: _Guarded(self, factory())

    def open_connections(self, address: str) -> int:
        return self._open.get(address, 0)

    def _admit(self, address: str) -> bool:
        count = self._open.get(address, 0)
        if count >= self.max_per_address:
            if self._on_refused is not None:
                self._on_refused(address)
            return False
        self._open[address] = count + 1
        return True

    def _release(self, address: str) -> None:
        count = self._open.get(address, 0) - 1
        if count > 0:
            self._open[address] = count
        else:
            self._open.pop(address, None)


class _Guarded(asyncio.Protocol):
    """Passes everything to the HTTP server's protocol, watching the first request head."""

    def __init__(self, guard: ConnectionGuard, inner: asyncio.Protocol) -> None:
        self._guard = guard
        self._inner = inner
        self._counted: str | None = None
        self._admitted = False
        self._timer: asyncio.TimerHandle | None = None
        self._tail = b""
        self._transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.Transport, transport)
        peer: Any = transport.get_extra_info("peername")
        host = peer[0] if isinstance(peer, tuple) and peer else None
        if not is_trusted(host, self._guard.trusted):
            address = address_key(host)
            if not self._guard._admit(address):
                self._transport.abort()
                return
            self._counted = address
        self._admitted = True
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self._guard.head_timeout, self._head_too_slow)
        self._inner.connection_made(transport)

    def _head_too_slow(self) -> None:
        self._timer = None
        if self._transport is not None:
            self._transport.abort()

    def data_received(self, data: bytes) -> None:
        if self._timer is not None:
            seen = self._tail + data
            if HEAD_END in seen:
                self._timer.cancel()
                self._timer = None
                self._tail = b""
            else:
                self._tail = seen[-(len(HEAD_END) - 1) :]
        self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received()

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._counted is not None:
            self._guard._release(self._counted)
            self._counted = None
        self._transport = None
        if self._admitted:
            self._admitted = False
            self._inner.connection_lost(exc)
