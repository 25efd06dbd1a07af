"""Real table servers for the end-to-end tests, on free loopback ports.

``ServerThread`` runs the server's aiohttp application on its own event loop in a thread of
this process, with a hand-driven clock (so a turn clock runs out when the test says) and seeded
dice. ``ServerProcess`` runs ``python -m app.server`` as the operator would.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import web

from app.host import ports
from app.server.app import create_app
from app.server.clock import ManualClock
from app.server.clockchoice import FALLBACK
from app.server.config import ServerConfig
from app.server.http import NODE
from app.server.node import Node
from app.server.ratelimit import Rate

ROOT = Path(__file__).resolve().parents[2]
GENEROUS = Rate(burst=1e6, per_second=1e6)
T = TypeVar("T")


def free_port() -> int:
    return ports.free_port("127.0.0.1")


class ServerThread:
    """The table server in a thread of its own, on ``127.0.0.1:port``."""

    def __init__(self, database: Path, *, port: int | None = None, seed: int = 5, **settings: Any):
        self.database = database
        self.port = port or free_port()
        self.clock = ManualClock()
        self.seed = seed
        self.settings = settings
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def node(self) -> Node:
        assert self._runner is not None
        return self._runner.app[NODE]

    @property
    def app(self) -> web.Application:
        assert self._runner is not None
        return self._runner.app

    def start(self) -> ServerThread:
        ready = threading.Event()
        self._loop = asyncio.new_event_loop()

        def serve() -> None:
            assert self._loop is not None
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(self._start())
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=serve, name="table-server", daemon=True)
        self._thread.start()
        if not ready.wait(15):
            raise RuntimeError("the server did not start")
        return self

    async def _start(self) -> None:
        self.settings.setdefault("messages", GENEROUS)
        self.settings.setdefault("connects_per_address", GENEROUS)
        config = ServerConfig(
            host="127.0.0.1", port=self.port, db=str(self.database), **self.settings
        )
        app = create_app(config, clock=self.clock, advisor=FALLBACK, dice=random.Random(self.seed))
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()

    def call(self, job: Callable[[], Coroutine[Any, Any, T]], timeout: float = 10) -> T:
        """Run a coroutine on the server's loop and wait for its result."""
        assert self._loop is not None
        future: Future[T] = asyncio.run_coroutine_threadsafe(job(), self._loop)
        return future.result(timeout)

    def advance(self, seconds: float) -> None:
        """Move the server's clock on (turn clocks, away limits)."""

        async def move() -> None:
            self.clock.advance(seconds)
            await asyncio.sleep(0)

        self.call(move)

    def stop(self) -> None:
        if self._loop is None or self._runner is None:
            return
        runner = self._runner

        async def stop() -> None:
            await runner.cleanup()

        async def finish() -> None:
            # What the clean-up left running (a slow close on a busy machine) ends here, on its
            # own loop: left pending, it would be closed later by the garbage collector, in
            # another test, with this loop gone.
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        with contextlib.suppress(Exception):
            self.call(stop, timeout=15)
        with contextlib.suppress(Exception):
            self.call(finish, timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(10)
        self._loop.close()
        self._loop = None
        self._runner = None


class ServerProcess:
    """``python -m app.server`` in a child process."""

    def __init__(self, database: Path, *, port: int | None = None, log: Path | None = None):
        self.database = database
        self.port = port or free_port()
        self.log = log or database.with_suffix(".log")
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        command = [
            sys.executable,
            "-m",
            "app.server",
            "--port",
            str(self.port),
            "--metrics-port",
            "0",  # no operators' listener: servers side by side would share its port
            "--db",
            str(self.database),
            "--advisor",
            "best-now",
            "--messages-per-second",
            "200",
            "--log-level",
            "WARNING",
        ]
        with self.log.open("ab") as out:
            self._process = subprocess.Popen(
                command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=dict(os.environ)
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"the server stopped: {self.log.read_text()}")
            health = f"http://127.0.0.1:{self.port}/health"
            with contextlib.suppress(OSError), urllib.request.urlopen(health, timeout=1):
                return self
            time.sleep(0.1)
        raise RuntimeError("the server did not answer in time")

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None


class FakeServer:
    """A small aiohttp server in a thread, answering ``/ws`` with a handler of the test's own
    (for servers that misbehave: another protocol version, nothing at all, not Fünfwurf)."""

    def __init__(self, handler: Callable[[web.Request], Coroutine[Any, Any, web.StreamResponse]]):
        self.port = free_port()
        self.requests = 0
        self._handler = handler
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._serve, name="fake-server", daemon=True)

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> FakeServer:
        ready = threading.Event()
        self._ready = ready
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("the fake server did not start")
        return self

    def _serve(self) -> None:
        asyncio.set_event_loop(self._loop)

        async def counted(request: web.Request) -> web.StreamResponse:
            self.requests += 1
            return await self._handler(request)

        async def start() -> None:
            app = web.Application()
            app.router.add_get("/ws", counted)
            self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
            await self._runner.setup()
            await web.TCPSite(self._runner, "127.0.0.1", self.port).start()

        self._loop.run_until_complete(start())
        self._ready.set()
        self._loop.run_forever()

    def stop(self) -> None:
        if self._runner is not None:
            future = asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop)
            with contextlib.suppress(Exception):
                future.result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop.close()


class SilentServer:
    """Accepts TCP connections and never says a word: a server that hangs."""

    def __init__(self) -> None:
        self._socket = socket.socket()
        self._socket.bind(("127.0.0.1", 0))
        self._socket.listen(16)
        self.port: int = self._socket.getsockname()[1]

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self._socket.close()
