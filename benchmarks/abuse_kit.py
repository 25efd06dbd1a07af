"""What ``server_abuse.py`` needs to attack servers of its own: server processes on loopback,
clients from chosen loopback addresses (127.0.0.x), and an instrumented server.

Run as a script, this module is ``python -m app.server`` with instruments (for the benchmark,
never for a deployment)::

    python benchmarks/abuse_kit.py [--fail-new-players] [--count-board-reads] -- ARGS...

- ``--fail-new-players``: making a player fails inside the server (``Storage.create_player``
  raises), so every ``hello`` without a token ends in an ``internal`` error, as the crashing
  inputs of issue 25 did before they were parsed strictly (none is left to send from outside).
- ``--count-board-reads``: every read of a daily board from storage (``day_totals``) writes one
  warning ``board read from storage`` (logger ``abuse``) to the log, to be counted.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
from multidict import CIMultiDict

from app.host import ports
from app.net import AnyServerMessage, Bye, ClientMessage, Error, Welcome, decode_server, encode

ROOT = Path(__file__).resolve().parents[1]
PROXY_SOURCE = "127.0.0.2"
"""Where HAProxy connects to the nodes from (``localcluster.PROXY_SOURCE``): the one address
the nodes behind it trust."""
BOARD_READ = "board read from storage"


def free_port() -> int:
    return ports.free_port("127.0.0.1")


def forgeries(n: int) -> CIMultiDict[str]:
    """The n-th way of lying about one's address (as ``test_front_door_forged`` does): one
    ``X-Forwarded-For`` line, several lines, ``Forwarded`` and ``X-Real-IP``, the proxy's own
    address."""
    headers: CIMultiDict[str] = CIMultiDict()
    match n % 4:
        case 0:
            headers.add("X-Forwarded-For", f"198.51.100.{n % 250}")
        case 1:
            headers.add("X-Forwarded-For", f"198.51.100.{n % 250}")
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}, 192.0.2.{n % 250}")
        case 2:
            headers.add("Forwarded", f"for=198.51.100.{n % 250}")
            headers.add("X-Real-IP", f"198.51.100.{n % 250}")
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}")
        case _:
            headers.add("X-Forwarded-For", f"203.0.113.{n % 250}, {PROXY_SOURCE}")
    return headers


# --- servers ------------------------------------------------------------------------------------


class ServerProcess:
    """``python -m app.server`` (or this module, instrumented) on a free loopback port, its log
    in a file of its own."""

    def __init__(
        self,
        folder: Path,
        name: str,
        arguments: list[str],
        *,
        db: str | None = None,
        metrics: bool = False,
        instruments: list[str] | None = None,
        log_level: str = "WARNING",
    ) -> None:
        self.name = name
        self.port = free_port()
        self.metrics_port = free_port() if metrics else 0
        self.db = db or str(folder / f"{name}.sqlite3")
        self.log = folder / f"{name}.log"
        head = [str(Path(__file__)), *(instruments or []), "--"] if instruments else ["-m"]
        self.command = [
            sys.executable, *head, *([] if instruments else ["app.server"]),
            "--host", "127.0.0.1", "--port", str(self.port),
            "--metrics-port", str(self.metrics_port),  # 0: none; never the default 9765
            "--db", self.db, "--advisor", "best-now", "--log-level", log_level,
            *arguments,
        ]  # fmt: skip
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(self.command, cwd=ROOT, stdout=log, stderr=log)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"{self.name} exited:\n{self.log.read_text()[-3000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.05)
        raise SystemExit(f"{self.name} does not listen on {self.port}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def cpu_seconds(self) -> float:
        """User and system CPU time the server has used so far."""
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def log_size(self) -> int:
        return self.log.stat().st_size if self.log.exists() else 0


# --- clients ------------------------------------------------------------------------------------


class Closed(Exception):
    """The server closed the socket; ``reason`` is its ``bye``'s, if it sent one."""

    def __init__(self, reason: str | None) -> None:
        super().__init__(reason)
        self.reason = reason


class Socket:
    """One websocket speaking the protocol through ``app.net``."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.player_id: int | None = None
        self.token: str | None = None
        self.name: str | None = None
        self.bye: str | None = None
        self.inbox: list[AnyServerMessage] = []

    async def send(self, message: ClientMessage) -> None:
        try:
            await self.ws.send_str(encode(message).decode())
        except (ConnectionResetError, RuntimeError) as error:  # closed under us
            raise Closed(self.bye) from error

    async def receive(self, timeout: float = 5.0) -> AnyServerMessage:
        while True:
            frame = await self.ws.receive(timeout=timeout)
            if frame.type in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
                aiohttp.WSMsgType.CLOSING,
                aiohttp.WSMsgType.ERROR,
            ):
                raise Closed(self.bye)
            message = decode_server(frame.data)
            if isinstance(message, Bye):
                self.bye = str(message.reason)
            elif isinstance(message, Welcome):
                self.player_id, self.name = message.player.id, message.player.name
                self.token = message.token or self.token
            return message

    async def answer(self, *kinds: type[Any], timeout: float = 5.0) -> Any:
        """The first message of one of ``kinds`` or an ``Error`` (others are kept in the
        inbox)."""
        for index, message in enumerate(self.inbox):
            if isinstance(message, (*kinds, Error)):
                return self.inbox.pop(index)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.receive(max(0.01, deadline - loop.time()))
            if isinstance(message, (*kinds, Error)):
                return message
            self.inbox.append(message)

    async def quiet(self, seconds: float) -> list[AnyServerMessage]:
        """Everything that arrives within ``seconds`` (and what waited in the inbox)."""
        got, self.inbox = self.inbox, []
        with contextlib.suppress(TimeoutError, Closed):
            while True:
                got.append(await self.receive(seconds))
        return got

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()


class Origin:
    """HTTP and websockets from one loopback address of this machine (127.0.0.x)."""

    def __init__(self, address: str, *, keep_alive: bool = False) -> None:
        self.address = address
        connector = aiohttp.TCPConnector(
            local_addr=(address, 0), force_close=not keep_alive, limit=0
        )
        self.session = aiohttp.ClientSession(connector=connector)

    async def socket(self, url: str, headers: CIMultiDict[str] | None = None) -> Socket:
        ws = await self.session.ws_connect(
            url + "/ws", headers=headers, heartbeat=None, max_msg_size=0
        )
        return Socket(ws)

    async def get(
        self, url: str, headers: dict[str, str] | CIMultiDict[str] | None = None
    ) -> tuple[int, bytes, float]:
        """Status, body and seconds of one GET."""
        started = time.perf_counter()
        async with self.session.get(url, headers=headers) as response:
            body = await response.read()
            return response.status, body, time.perf_counter() - started

    async def close(self) -> None:
        await self.session.close()


class Origins:
    """Loopback addresses handed out one after the other (127.0.0.3 and up: 127.0.0.1 is every
    local process's, 127.0.0.2 the proxy's)."""

    def __init__(self) -> None:
        self._next = 3
        self._open: list[Origin] = []

    def new(self, *, keep_alive: bool = False) -> Origin:
        origin = Origin(f"127.0.0.{self._next}", keep_alive=keep_alive)
        self._next += 1
        self._open.append(origin)
        return origin

    async def close(self) -> None:
        for origin in self._open:
            await origin.close()
        self._open.clear()


# --- the instrumented server ----------------------------------------------------------------------


def _instrumented(argv: list[str]) -> int:
    instruments, arguments = _split(argv)
    if "--fail-new-players" in instruments:
        from app.server.storage.base import Storage

        async def fail(self: Storage, name: str, token_hash: str) -> int:
            raise RuntimeError("injected by abuse_kit: making a player failed")

        Storage.create_player = fail  # type: ignore[method-assign]
    if "--count-board-reads" in instruments:
        import logging

        from app.server import http

        real = http.day_totals
        logger = logging.getLogger("abuse")

        async def counted(storage: Any, day: int, ruleset: str) -> Any:
            logger.warning(BOARD_READ)
            return await real(storage, day, ruleset)

        http.day_totals = counted  # type: ignore[assignment]
    from app.server.__main__ import main

    return main(arguments)


def _split(argv: list[str]) -> tuple[list[str], list[str]]:
    """The instruments before ``--``, the server's arguments after it."""
    if "--" not in argv:
        return argv, []
    index = argv.index("--")
    return argv[:index], argv[index + 1 :]


if __name__ == "__main__":
    sys.exit(_instrumented(sys.argv[1:]))
