"""Hosting a table server on this computer, and finding the ones hosted nearby, for the app.

``Hosting`` wraps ``app.host`` (the server, its announcement, the browser of the network's
tables) for the view-models: it starts and stops them on the app's qasync loop, keeps
``REACH`` (``reach.py``) current so that invitations name an address others can use, and keeps
one frozen ``HostingState`` that the screens derive from. Nothing here waits in a UI call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from .reach import REACH, Hosted

if TYPE_CHECKING:
    from app.host.addresses import NetworkAddress
    from app.host.hosting import Advisor, HostedServer, Seated
    from app.host.nearby import Announcer, Browser, NearbyTable

log = logging.getLogger(__name__)

ANNOUNCE_EVERY = 2.0
"""Seconds between looks at the hosted tables (the announcement's TXT follows them)."""


def multicast_allowed() -> bool:
    """Whether the app may announce and look for tables on the network (mDNS): always, unless
    ``FUENFWURF_NEARBY=off`` (the tests, which must not talk to the machine's network)."""
    return os.environ.get("FUENFWURF_NEARBY", "on").lower() != "off"


@dataclass(frozen=True, slots=True)
class HostingState:
    status: str = "off"
    """``off``, ``starting``, ``on``, ``stopping`` or ``failed``."""
    reason: str = ""
    """Why it failed: ``port``, ``storage``, ``failed``."""
    port: int = 0
    local: str = ""
    """What this app connects to its own server by (``ws://127.0.0.1:8765``)."""
    addresses: tuple[str, ...] = ()
    """The server's addresses for others, the best first (``ws://192.168.1.20:8765``)."""
    private_only: bool = True
    """Every address is a private one: a friend elsewhere on the internet needs a forwarded
    port (or a public server)."""
    announced: bool = False
    """The network hears of it (mDNS); False where multicast is not available."""
    looking: bool = False
    """The browser for hosted tables nearby runs."""
    nearby: tuple[NearbyTable, ...] = ()
    """Tables hosted elsewhere on this network (this computer's own left out)."""


class Hosting(QObject):
    changed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        database: Path | None = None,
        port: int | None = None,
        server_factory: Callable[[], HostedServer] | None = None,
    ) -> None:
        super().__init__(parent)
        self._database = database
        self._factory = server_factory
        self.port = port
        self.advisor: Advisor | None = None
        """The clock's advisor for the hosted server (None: the real server's)."""
        """The port to host on (None: 8765, or a free one when that is taken; 0: a free one)."""
        self._state = HostingState()
        self._server: HostedServer | None = None
        self._announcer: Announcer | None = None
        self._browser: Browser | None = None
        self._keeper: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._name = ""
        self._closed = False

    @property
    def state(self) -> HostingState:
        return self._state

    @property
    def local(self) -> str:
        """The hosted server's own address while it runs, else ""."""
        return self._state.local if self._state.status == "on" else ""

    def seated(self) -> list[Seated]:
        return self._server.seated() if self._server is not None and self._server.running else []

    # --- hosting ----------------------------------------------------------------------------------

    def host(self, name: str) -> None:
        """Start the server (and announce it); ``changed`` follows its way to ``on``."""
        if self._state.status in ("starting", "on", "stopping") or self._closed:
            return
        self._name = name
        self._update(replace(self._state, status="starting", reason=""))
        self._spawn(self._start())

    def rename(self, name: str) -> None:
        if name != self._name:
            self._name = name
            if self._announcer is not None and self._server is not None:
                self._spawn(self._announcer.update(self._server.tables(), name))

    async def _start(self) -> None:
        from app.host.addresses import network_addresses, reachable_from_internet
        from app.host.hosting import HostingError

        server = self._factory() if self._factory else self._new_server()
        try:
            port = await server.start()
        except HostingError as error:
            log.warning("hosting failed: %s", error)
            self._update(replace(self._state, status="failed", reason=error.reason))
            return
        except Exception:
            log.exception("hosting failed")
            self._update(replace(self._state, status="failed", reason="failed"))
            return
        if self._closed:
            await server.stop()
            return
        self._server = server
        found: list[NetworkAddress] = []
        with contextlib.suppress(Exception):
            found = await asyncio.get_running_loop().run_in_executor(None, network_addresses)
        addresses = tuple(address.server(port) for address in found)
        REACH.set_hosted(Hosted(server.local, addresses[0] if addresses else "", addresses))
        self._update(
            replace(
                self._state,
                status="on",
                port=port,
                local=server.local,
                addresses=addresses,
                private_only=not reachable_from_internet(found),
                nearby=self._others(self._state.nearby),
            )
        )
        await self._announce(port, [a.address for a in found])
        self._keeper = asyncio.get_running_loop().create_task(self._keep_announcing())

    def _new_server(self) -> HostedServer:
        from app.host.hosting import DEFAULT_PORT, HostedServer

        port = DEFAULT_PORT if self.port is None else self.port
        return HostedServer(database=self._database, port=port, advisor=self.advisor)

    async def _announce(self, port: int, addresses: list[str]) -> None:
        from app.host.nearby import Announcer

        if not addresses or self._server is None or not multicast_allowed():
            return  # no network (or no multicast wanted): nobody to tell
        announcer = Announcer(self._name, port, addresses)
        try:
            await announcer.start(self._server.tables())
        except Exception as error:  # no multicast here: hosting works, by address only
            log.warning("the table cannot be announced on the network: %r", error)
            await announcer.stop()
            return
        self._announcer = announcer
        self._update(replace(self._state, announced=True, nearby=self._others(self._state.nearby)))

    async def _keep_announcing(self) -> None:
        while True:
            await asyncio.sleep(ANNOUNCE_EVERY)
            if self._announcer is not None and self._server is not None:
                try:
                    await self._announcer.update(self._server.tables())
                except Exception as error:
                    log.info("the announcement could not be updated: %r", error)

    def stop(self) -> None:
        """Stop hosting (everyone at its tables hears that the server stops)."""
        if self._state.status == "on":
            self._spawn(self._stop())

    async def _stop(self) -> None:
        self._update(replace(self._state, status="stopping"))
        await self._stop_hosting()
        self._update(
            replace(HostingState(), looking=self._state.looking, nearby=self._state.nearby)
        )

    async def _stop_hosting(self) -> None:
        keeper, self._keeper = self._keeper, None
        if keeper is not None:
            keeper.cancel()
        announcer, self._announcer = self._announcer, None
        if announcer is not None:
            await announcer.stop()
        server, self._server = self._server, None
        REACH.clear_hosted()
        if server is not None:
            await server.stop()

    # --- tables nearby ----------------------------------------------------------------------------

    def look(self) -> None:
        """Start listening for hosted tables on this network (until ``aclose``)."""
        if self._browser is not None or self._closed or not multicast_allowed():
            return
        self._spawn(self._look())

    async def _look(self) -> None:
        from app.host.nearby import Browser

        browser = Browser(self._on_nearby)
        self._browser = browser
        try:
            await browser.start()
        except Exception as error:
            log.warning("tables nearby cannot be looked for: %r", error)
            self._browser = None
            await browser.stop()
            return
        self._update(replace(self._state, looking=True))

    def _on_nearby(self, tables: tuple[NearbyTable, ...]) -> None:
        self._update(replace(self._state, nearby=self._others(tables)))

    def _others(self, tables: tuple[NearbyTable, ...]) -> tuple[NearbyTable, ...]:
        own = self._announcer.name if self._announcer is not None else ""
        return tuple(table for table in tables if table.key != own)

    def nearby_table(self, key: str) -> NearbyTable | None:
        return next((table for table in self._state.nearby if table.key == key), None)

    # --- closing ----------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Stop everything: the server (its clients hear ``shutdown``), the announcement, the
        browser."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        await self._stop_hosting()
        browser, self._browser = self._browser, None
        if browser is not None:
            await browser.stop()

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_event_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_log_failure)

    def _update(self, state: HostingState) -> None:
        if state != self._state:
            self._state = state
            self.changed.emit()


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("a hosting task failed", exc_info=task.exception())
