"""The websocket to the table server: connecting, greeting, reading, writing, and coming back.

One ``ServerLink`` keeps at most one connection. It runs on the app's asyncio loop (qasync), so
nothing here blocks the window: every await that waits on the network has a time limit, and a
dead connection is noticed by the websocket heartbeat. When the connection is lost, the link
tries again by itself after a growing, jittered pause (``backoff``); a player can also ask for
an attempt at once. What it is doing is always in ``state``.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

from app.host.addresses import primary_addresses
from app.net import (
    AnyServerMessage,
    Bye,
    ClientMessage,
    CloseReason,
    Error,
    ErrorCode,
    Hello,
    ProtocolError,
    Welcome,
    decode_server,
    encode,
)

from .backoff import FIRST_DELAY, GAME_DELAY, MAX_DELAY, NETWORK_CHECK, retry_delay
from .route import Route

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

CONNECT_TIMEOUT = 8.0
"""Seconds for the TCP and websocket handshake."""
WELCOME_TIMEOUT = 10.0
"""Seconds for the server's answer to ``hello``."""
SEND_TIMEOUT = 10.0
"""Seconds a message may take to leave; a socket that takes longer is given up."""
CLOSE_TIMEOUT = 2.0
HEARTBEAT = 20.0
"""Seconds between pings; a missing pong (after half of it) ends the connection."""
READ_LIMIT = 4 * 1024 * 1024
"""The largest frame accepted from the server (a full table state is far smaller)."""
GIVE_UP_AFTER = 3
"""Attempts in a row that find nobody at the address (``unreachable``) before the link stops
trying, as long as it never got through since it was started: a server that never answered is
not going to; the player is shown the choices instead (``no_answer``). A server that answered
before is waited for forever (it is restarting, or the network is gone for a while)."""


class LinkStatus(enum.StrEnum):
    OFFLINE = "offline"
    """Not connected and not trying (never asked to, stopped, or replaced elsewhere)."""
    CONNECTING = "connecting"
    ONLINE = "online"
    """Connected and greeted."""
    RECONNECTING = "reconnecting"
    """Waiting until ``retry_at`` before the next attempt."""
    INCOMPATIBLE = "incompatible"
    """The server speaks another protocol version, or is not a Fünfwurf server."""


@dataclass(frozen=True, slots=True)
class LinkState:
    status: LinkStatus = LinkStatus.OFFLINE
    reason: str = ""
    """Why the last connection ended or failed (a code: ``unreachable``, ``lost``, a ``bye``
    reason, an error code, ``name_required``); "" when there is nothing to explain."""
    retry_at: float = 0.0
    """``time.monotonic()`` of the next attempt (``RECONNECTING`` only)."""
    attempt: int = 0
    """Failed attempts in a row."""


class Greeter(Protocol):
    """Who the link says the player is (the identity lives with the client)."""

    async def hello(self) -> Hello:
        """The ``hello`` to send: the kept token, or a name for a new player."""
        ...

    async def welcomed(self, welcome: Welcome) -> None:
        """The server accepted the hello (keep a new token now)."""
        ...

    async def token_refused(self) -> bool:
        """The server does not know the token: forget it; True to try again as a new player."""
        ...


class _Final(Exception):
    """Stop trying: the state to end in."""

    def __init__(self, status: LinkStatus, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


class _Retry(Exception):
    """This attempt failed; try again after a pause."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ServerLink(QObject):
    stateChanged = Signal(object)
    """(LinkState)"""
    received = Signal(object)
    """(AnyServerMessage) every message after the greeting, and the ``welcome`` itself."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        first_delay: float = FIRST_DELAY,
        max_delay: float = MAX_DELAY,
        connect_timeout: float = CONNECT_TIMEOUT,
        give_up_after: int = GIVE_UP_AFTER,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.monotonic,
        network: Callable[[], object] | None = None,
        network_check: float = NETWORK_CHECK,
    ) -> None:
        super().__init__(parent)
        self.hurry: Callable[[], bool] = lambda: False
        """Whether the player has a game running (the client says): then the pauses stay
        short (``GAME_DELAY``)."""
        self._network = network or network_fingerprint
        self._network_check = network_check
        self._first_delay = first_delay
        self._max_delay = max_delay
        self._connect_timeout = connect_timeout
        self._give_up_after = give_up_after
        self._rng = rng or random.Random()
        self._clock = clock
        self._state = LinkState()
        self._task: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()
        """Every task of this link until it is done (a connection stopped, its writer): held,
        because the loop holds its tasks only weakly, and a pending task the garbage collector
        finds is closed in whatever thread it runs in, which touches this loop from there."""
        self._wake = asyncio.Event()
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._outbox: asyncio.Queue[bytes] | None = None
        self._server = ""
        self._greeted = False
        self.route = Route()
        """Where the next connection goes (a cluster's node named by a ``moving`` goodbye)."""

    # --- reading ----------------------------------------------------------------------------------

    @property
    def state(self) -> LinkState:
        return self._state

    @property
    def server(self) -> str:
        return self._server

    @property
    def online(self) -> bool:
        return self._state.status is LinkStatus.ONLINE and self._ws is not None

    @property
    def trying(self) -> bool:
        """Connected, connecting, or waiting to try again (not given up or stopped)."""
        return self._task is not None and not self._task.done()

    # --- commands ---------------------------------------------------------------------------------

    def start(self, server: str, greeter: Greeter) -> None:
        """Connect to ``server`` (a normalised address) and stay connected until ``stop``."""
        self.stop()
        self._server = server
        self.route.forget()
        self._wake = asyncio.Event()
        self._task = self._hold(asyncio.get_event_loop().create_task(self._run(server, greeter)))

    def _hold(self, task: asyncio.Task[None]) -> asyncio.Task[None]:
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        return task

    def stop(self, reason: str = "") -> None:
        """Close the connection and stop trying (offline)."""
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
        self._ws = None
        self._outbox = None
        self._set(LinkState(LinkStatus.OFFLINE, reason))

    async def aclose(self) -> None:
        """``stop`` and wait (briefly) until the socket is closed."""
        task = self._task
        self.stop()
        if task is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, CLOSE_TIMEOUT)

    def retry_now(self) -> None:
        """Skip the rest of the pause before the next attempt."""
        if self._state.status is LinkStatus.RECONNECTING:
            self._wake.set()

    def send(self, message: ClientMessage) -> bool:
        """Queue ``message`` for the server; False when not connected (nothing is queued)."""
        if not self.online or self._outbox is None:
            return False
        self._outbox.put_nowait(encode(message))
        return True

    def drop_connection(self) -> None:
        """Cut the socket without a goodbye, as a failing network does; the link reconnects.
        (For diagnostics and the tests of coming back.)"""
        ws = self._ws
        if ws is not None:
            connection = ws._response.connection
            if connection is not None and connection.transport is not None:
                connection.transport.abort()

    # --- the connection's life --------------------------------------------------------------------

    def _set(self, state: LinkState) -> None:
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)

    async def _run(self, server: str, greeter: Greeter) -> None:
        import aiohttp  # here, not at start-up: offline play never needs it

        attempt = 0
        got_through = False
        """Greeted at least once since ``start``."""
        timeout = aiohttp.ClientTimeout(total=None, connect=self._connect_timeout)
        try:
            async with aiohttp.ClientSession(timeout=timeout) as http:
                while True:
                    self._set(LinkState(LinkStatus.CONNECTING, self._state.reason, 0.0, attempt))
                    self._greeted = False
                    try:
                        reason = await self._connect_once(http, self.route.url(server), greeter)
                    except _Retry as retry:
                        reason = retry.reason
                    except _Final as final:
                        self._set(LinkState(final.status, final.reason))
                        return
                    if self._greeted:
                        attempt = 0  # it worked for a while: start the pauses afresh
                        got_through = True
                    if (
                        reason == "unreachable"
                        and not got_through
                        and attempt + 1 >= self._give_up_after > 0
                    ):
                        self._set(LinkState(LinkStatus.OFFLINE, "no_answer", 0.0, attempt + 1))
                        return
                    if reason == CloseReason.MOVING.value:  # another server has the table now
                        delay = self.route.pause(self._rng)
                    else:
                        cap = min(self._max_delay, GAME_DELAY) if self.hurry() else self._max_delay
                        delay = retry_delay(attempt, self._rng, first=self._first_delay, cap=cap)
                    attempt += 1
                    self._set(
                        LinkState(LinkStatus.RECONNECTING, reason, self._clock() + delay, attempt)
                    )
                    self._wake.clear()
                    await self._pause(delay)
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug here must not take the app down: show offline, log it
            log.exception("the server link failed")
            self._set(LinkState(LinkStatus.OFFLINE, "internal"))

    async def _pause(self, delay: float) -> None:
        """Wait ``delay`` seconds before the next attempt — less when asked to (``retry_now``)
        or when this computer's network changes meanwhile (then the server may be reachable
        again, or by another way)."""
        loop = asyncio.get_running_loop()
        until = loop.time() + delay
        seen = self._network()
        while (left := until - loop.time()) > 0:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), min(left, self._network_check))
                return
            now = self._network()
            if now != seen:
                log.info("the network changed: trying the server again at once")
                return

    async def _connect_once(self, http: aiohttp.ClientSession, url: str, greeter: Greeter) -> str:
        """One connection from handshake to its end; returns why it ended (to retry)."""
        import aiohttp

        try:
            ws = await asyncio.wait_for(
                http.ws_connect(url, heartbeat=HEARTBEAT, max_msg_size=READ_LIMIT),
                self._connect_timeout,
            )
        except aiohttp.WSServerHandshakeError as error:
            if error.status in (429, 503):  # too many sockets from here; the server is stopping
                raise _Retry("busy") from None
            raise _Final(LinkStatus.INCOMPATIBLE, "not_a_table_server") from None
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            log.info("cannot reach %s: %s", url, type(error).__name__)
            raise _Retry("unreachable") from None
        outbox: asyncio.Queue[bytes] = asyncio.Queue()
        writer: asyncio.Task[None] | None = None
        try:
            welcome = await self._greet(ws, greeter)
            self._ws, self._outbox = ws, outbox
            self._greeted = True
            writer = self._hold(asyncio.get_running_loop().create_task(self._write(ws, outbox)))
            self._set(LinkState(LinkStatus.ONLINE))
            self.received.emit(welcome)  # after going online: its handlers may send at once
            return await self._read(ws)
        finally:
            if self._ws is ws:
                self._ws = None
                self._outbox = None
            if writer is not None:
                writer.cancel()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(ws.close(), CLOSE_TIMEOUT)

    async def _greet(self, ws: aiohttp.ClientWebSocketResponse, greeter: Greeter) -> Welcome:
        await self._send_now(ws, await greeter.hello())
        while True:
            message = await self._next(ws, WELCOME_TIMEOUT)
            if isinstance(message, Welcome):
                await greeter.welcomed(message)
                return message
            if isinstance(message, Error):
                code = message.code
                if code is ErrorCode.BAD_TOKEN and await greeter.token_refused():
                    await self._send_now(ws, await greeter.hello())
                    continue
                if code is ErrorCode.UNSUPPORTED_VERSION:
                    raise _Final(LinkStatus.INCOMPATIBLE, code.value)
                if code in (ErrorCode.NAME_REQUIRED, ErrorCode.INVALID_NAME, ErrorCode.BAD_TOKEN):
                    raise _Final(LinkStatus.OFFLINE, code.value)
                raise _Retry(code.value)
            if isinstance(message, Bye):
                self._after_bye(message)

    async def _next(self, ws: aiohttp.ClientWebSocketResponse, timeout: float) -> AnyServerMessage:
        """The next message during the greeting."""
        import aiohttp

        while True:
            try:
                frame = await ws.receive(timeout=timeout)
            except TimeoutError:
                raise _Retry("no_welcome") from None
            if frame.type is not aiohttp.WSMsgType.TEXT:
                raise _Retry("lost")
            message = self._decode(frame.data)
            if message is not None:
                return message

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> str:
        """Hand every message on until the socket closes; returns why it ended. (No time limit
        here: the heartbeat ends a connection whose other side has gone.)"""
        import aiohttp

        async for frame in ws:
            if frame.type is aiohttp.WSMsgType.TEXT:
                message = self._decode(frame.data)
                if message is None:
                    continue
                if isinstance(message, Bye):
                    return self._after_bye(message)
                self.received.emit(message)
            elif frame.type is aiohttp.WSMsgType.ERROR:
                break
        return "lost"

    def _after_bye(self, bye: Bye) -> str:
        self.route.follow(bye)
        if bye.reason is CloseReason.REPLACED:
            raise _Final(LinkStatus.OFFLINE, bye.reason.value)  # this player plays elsewhere now
        raise _Retry(bye.reason.value)

    def _decode(self, data: str) -> AnyServerMessage | None:
        try:
            return decode_server(data)
        except ProtocolError as error:
            if error.code is ErrorCode.UNSUPPORTED_VERSION:
                raise _Final(LinkStatus.INCOMPATIBLE, error.code.value) from None
            # Types and fields a newer server adds within the version are skipped.
            log.info("skipped a server message: %s", error.code.value)
            return None

    async def _send_now(self, ws: aiohttp.ClientWebSocketResponse, message: ClientMessage) -> None:
        import aiohttp

        try:
            await asyncio.wait_for(ws.send_str(encode(message).decode()), SEND_TIMEOUT)
        except (aiohttp.ClientError, ConnectionError, TimeoutError):
            raise _Retry("lost") from None

    async def _write(
        self, ws: aiohttp.ClientWebSocketResponse, outbox: asyncio.Queue[bytes]
    ) -> None:
        """Send queued messages in order; a socket that will not take them is closed."""
        import aiohttp

        while True:
            data = await outbox.get()
            try:
                await asyncio.wait_for(ws.send_str(data.decode()), SEND_TIMEOUT)
            except (aiohttp.ClientError, ConnectionError, TimeoutError) as error:
                log.info("sending failed (%s); closing the connection", type(error).__name__)
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(ws.close(), CLOSE_TIMEOUT)
                return


def network_fingerprint() -> object:
    """What this computer's network looks like, cheaply (no packet is sent): the addresses it
    would reach the internet from. Another value means the network changed."""
    return frozenset(primary_addresses())
