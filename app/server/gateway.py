"""This node's side of its connections: the greeting's deadline, per-connection limits, and
which handler each client message goes to — who the player is (``greeting``), tables
(``tableasks``) and other people (``socialasks``); everything about a table is asked of the node
that runs it (this one, or another in a cluster).

Handlers turn a client's intention into a request for the table's owner; the rules engine
decides there. Anything refused becomes an ``error`` with a code; anything unexpected is logged
(never with a token or chat text) and answered with ``internal``, and the connection and the
server go on.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from app.net import CloseReason, Error, ErrorCode, Hello, ProtocolError, decode_client

from .asks import Router
from .clock import Clock
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .connection import Connection
from .errorlog import ErrorLog
from .greeting import Greeting
from .handling import Handler, Services
from .headcount import HeadCount
from .internode import Detach
from .lobby import Lobby
from .members import PlayerInfo, Refusal
from .metrics import Metrics
from .owner import TableOwner
from .registry import Registry
from .sightings import Sightings
from .socialasks import SocialAsks
from .storage import Storage
from .tableasks import TableAsks

log = logging.getLogger(__name__)


class Gateway:
    def __init__(
        self,
        *,
        config: ServerConfig,
        clock: Clock,
        storage: Storage,
        shared: Shared,
        registry: Registry,
        owner: TableOwner,
        router: Router,
        lobby: Lobby,
        metrics: Metrics,
        limits_time: Callable[[], float],
        spawn: Callable[[Coroutine[Any, Any, None]], None],
    ) -> None:
        self._services = Services(
            config=config,
            clock=clock,
            storage=storage,
            shared=shared,
            registry=registry,
            owner=owner,
            router=router,
            lobby=lobby,
            metrics=metrics,
            limits_time=limits_time,
            spawn=spawn,
            sightings=Sightings(storage, spawn),
            head_count=HeadCount(shared, registry),
        )
        self.closing = False
        self._error_log = ErrorLog(
            log, limits_time, counted=metrics.internal, unlogged=metrics.internal_unlogged
        )
        self._handlers: dict[type, Handler] = {}
        for group in (Greeting, TableAsks, SocialAsks):
            self._handlers.update(group(self._services).handlers())

    # --- connections ----------------------------------------------------------------------------

    def connected(self, conn: Connection) -> None:
        self._services.registry.add(conn)
        self._services.metrics.connections.inc()
        self._services.clock.call_later(
            self._services.config.hello_timeout, lambda: self._check_hello(conn)
        )

    def _check_hello(self, conn: Connection) -> None:
        if conn.player is not None or self._services.registry.get(conn.id) is not conn:
            return
        if conn.greeting:  # the client did its part; the server is slow: look again soon
            self._services.clock.call_later(1.0, lambda: self._check_hello(conn))
        else:
            conn.close(CloseReason.NO_HELLO)

    def disconnected(self, conn: Connection) -> None:
        self._services.registry.remove(conn)
        self._services.lobby.forget(conn)
        player, table_id = conn.player, conn.table_id
        if player is None:
            return
        self._services.spawn(self._gone(conn, player, table_id))

    async def _gone(self, conn: Connection, player: PlayerInfo, table_id: int | None) -> None:
        with contextlib.suppress(Unavailable):  # written afresh when the store is back
            await self._services.shared.disconnect_player(player.id, conn.id)
            await self._services.count_players()
        if table_id is not None:
            await self._services.router.ask_quietly(conn.id, player, table_id, Detach())

    async def receive(self, conn: Connection, data: bytes) -> None:
        """One text frame from a client."""
        if not conn.messages.take(self._services.limits_time()):
            self._refuse(conn, ErrorCode.RATE_LIMITED, None, strike=True)
            return
        try:
            message = decode_client(data)
        except ProtocolError as error:
            self._refuse(conn, error.code, error.ref, error.detail, strike=True)
            return
        kind = type(message)
        self._services.metrics.messages_in.labels(type=str(kind.__struct_config__.tag)).inc()
        if conn.player is None and kind is not Hello:
            self._refuse(conn, ErrorCode.HELLO_FIRST, message.id, strike=True)
            return
        if self.closing:
            self._refuse(conn, ErrorCode.SHUTTING_DOWN, message.id)
            return
        conn.greeting = kind is Hello
        try:
            await self._handlers[kind](conn, message)
        except Refusal as refusal:
            self._refuse(conn, refusal.code, message.id, refusal.detail, strike=refusal.strike)
        except Unavailable:
            self._refuse(conn, ErrorCode.UNAVAILABLE, message.id)
        except Exception:
            # A strike like any bad message (a client that found a crashing message must not
            # send it in a loop), and a traceback only within the client's log budget.
            self._error_log.exception(
                conn.tracebacks, conn.address, "handling a %s message failed", kind.__name__
            )
            self._refuse(conn, ErrorCode.INTERNAL, message.id, strike=True)
        finally:
            conn.greeting = False

    def refuse_binary(self, conn: Connection) -> None:
        self._refuse(conn, ErrorCode.MALFORMED, None, "binary", strike=True)

    def _refuse(
        self,
        conn: Connection,
        code: ErrorCode,
        ref: int | None,
        detail: str | None = None,
        *,
        strike: bool = False,
    ) -> None:
        self._services.metrics.errors.labels(code=code.value).inc()
        conn.send(Error(code=code, ref=ref, detail=detail))
        if strike and not conn.strikes.take(self._services.limits_time()):
            conn.close(CloseReason.FLOODING)

    async def count_players(self) -> None:
        """Tell the others how many players this node has (the lobby shows the sum)."""
        await self._services.count_players()
