"""The table server hosted by the app: ``python -m app.server``'s program on the app's loop.

It is the real server (``create_app`` with a ``ServerConfig`` of the defaults: the same rules,
limits, clock and journal), with its own SQLite file in the player's data folder
(``hosted-server.sqlite3`` beside the app's own data file), listening on every address of this
computer (IPv4 and IPv6) on port 8765, or on a free port when that one is taken. ``stop`` shuts
it down as SIGTERM does ``python -m app.server``: every client hears ``bye`` with ``shutdown``.
"""

from __future__ import annotations

import errno
import logging
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from app.net import TableStatus

from . import ports

if TYPE_CHECKING:
    from aiohttp import web

    from app.server.clockchoice import Advisor as Advisor  # noqa: PLC0414 (named for the app)
    from app.server.serve import GuardedSite
    from app.server.table import Table

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
DATABASE_NAME = "hosted-server.sqlite3"
ALL_ADDRESSES = ""
"""Listen on every address, IPv4 and IPv6 (asyncio's ``create_server(host="")``)."""


def hosted_database(folder: Path | None = None) -> Path:
    """The hosted server's SQLite file: in ``folder``, else the platform's data folder."""
    base = folder or Path(platformdirs.user_data_dir("fuenfwurf", appauthor=False))
    return base / DATABASE_NAME


@dataclass(frozen=True, slots=True)
class Seated:
    """Someone at a table of the hosted server that has not ended."""

    player_id: int
    name: str
    code: str
    playing: bool
    """The game runs (leaving would resign it); False while the table waits for players."""


@dataclass(frozen=True, slots=True)
class Tables:
    """What the hosted server's tables look like from outside (for the announcement)."""

    public: int = 0
    """Public tables waiting for players (listed in its lobby)."""
    private: int = 0
    """Private tables waiting for players (joined by their code only)."""
    free: int = 0
    """Free seats at the public waiting tables."""
    playing: int = 0


class HostingError(Exception):
    """The server could not start; ``reason`` is a code for the view (``port``, ``storage``,
    ``failed``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


def hosted_advisor() -> Advisor:
    """The clock's advisor as the real server's; inside the bundle (no ``python -m`` to start
    a child with) it builds its tables in this process's worker thread instead."""
    from app.server.clockchoice import default_advisor

    advisor = default_advisor()
    if getattr(sys, "frozen", False):
        advisor = replace(advisor, build_in_child=False)
    return advisor


class HostedServer:
    """One hosted table server; ``start`` once, ``stop`` once (a new one to host again)."""

    def __init__(
        self,
        *,
        database: Path | None = None,
        port: int = DEFAULT_PORT,
        host: str = ALL_ADDRESSES,
        advisor: Advisor | None = None,
        away_limit: float | None = None,
    ) -> None:
        self.database = database or hosted_database()
        self._port_wanted = port
        self._host = host
        self._advisor = advisor
        self._away_limit = away_limit
        self._app: web.Application | None = None
        self._runner: web.AppRunner | None = None
        self._site: GuardedSite | None = None
        self.port = 0
        """The port it listens on (0 until started)."""

    @property
    def running(self) -> bool:
        return self._runner is not None

    @property
    def local(self) -> str:
        """The address this computer reaches it at (what the host's own app connects to)."""
        return f"ws://127.0.0.1:{self.port}"

    async def start(self) -> int:
        """Listen on the wanted port, or on a free one when that is taken; returns the port.
        ``HostingError`` when the server cannot start at all."""
        from app.server.storage import SchemaTooNew

        self.database.parent.mkdir(parents=True, exist_ok=True)
        last: OSError | None = None
        for attempt in range(4):
            # Port 0 would give each address family its own free port: one is picked for all.
            port = self._port_wanted if attempt == 0 and self._port_wanted else ports.free_port()
            try:
                await self._start_on(port)
            except OSError as error:
                last = error
                if error.errno not in (errno.EADDRINUSE, errno.EACCES):
                    break
                log.info("port %d is taken: trying another", port)
                continue
            except SchemaTooNew as error:
                raise HostingError("storage", str(error)) from None
            return self.port
        raise HostingError("port", str(last) if last else "") from None

    async def _start_on(self, port: int) -> None:
        from app.server.app import create_app
        from app.server.config import ServerConfig
        from app.server.serve import start

        config = ServerConfig(host=self._host, port=port, db=str(self.database))
        if self._away_limit is not None:
            config = replace(config, away_limit=self._away_limit)
        app = create_app(config, advisor=self._advisor or hosted_advisor())
        runner, site = await start(app, config)
        self._app, self._runner, self._site = app, runner, site
        self.port = site.port
        log.info("hosting a table server on port %d (%s)", self.port, self.database)

    async def stop(self) -> None:
        """Say goodbye to every client and stop listening (pending writes finish)."""
        from app.server.http import NODE

        app, runner = self._app, self._runner
        self._app = self._runner = self._site = None
        if app is None or runner is None:
            return
        try:
            if NODE in app:
                await app[NODE].shutdown()  # before the listener closes: clients hear why
        finally:
            await runner.cleanup()
        log.info("the hosted table server stopped")

    # --- what runs on it --------------------------------------------------------------------------

    def _tables(self) -> list[Table]:
        from app.server.http import NODE

        app = self._app
        if app is None or NODE not in app:
            return []
        return list(app[NODE].tables.values())

    def seated(self) -> list[Seated]:
        """Everyone holding a seat at a table that has not ended."""
        return [
            Seated(player.id, player.name, table.code, table.status is TableStatus.PLAYING)
            for table in self._tables()
            if not table.status.ended
            for player in table.seats
            if player is not None
        ]

    def tables(self) -> Tables:
        counts = Tables()
        for table in self._tables():
            if table.status is TableStatus.PLAYING:
                counts = replace(counts, playing=counts.playing + 1)
            elif table.status is TableStatus.OPEN and table.policy.listable:
                if table.settings.private:
                    counts = replace(counts, private=counts.private + 1)
                else:
                    free = table.settings.seats - table.taken
                    counts = replace(counts, public=counts.public + 1, free=counts.free + free)
        return counts
