"""Tables hosted on this network: announced and found by DNS-SD over mDNS (python-zeroconf).

A hosting app announces one service of type ``_fuenfwurf._tcp.local.`` on its server's port,
with the computer's network addresses and a TXT record:

| key | |
| --- | --- |
| ``v`` | the protocol version (``app.net.PROTOCOL_VERSION``) |
| ``name`` | the host's display name |
| ``public`` | public tables waiting for players (listed in that server's lobby) |
| ``private`` | private tables waiting (their code is needed: the host gives it out) |
| ``free`` | free seats at the public waiting tables |

``Browser`` lists every such service the network answers for, as ``NearbyTable`` values.
Everything runs on the asyncio loop it is started on (the app's qasync loop, or a plain one).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.net import PROTOCOL_VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceStateChange, Zeroconf
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    from .hosting import Tables

log = logging.getLogger(__name__)

SERVICE_TYPE = "_fuenfwurf._tcp.local."
ASK_TIMEOUT_MS = 3000
"""How long to wait for a found service's details (addresses, TXT)."""


@dataclass(frozen=True, slots=True)
class NearbyTable:
    key: str
    """The service's instance name (unique on the network)."""
    host_name: str
    """Who hosts (the TXT ``name``)."""
    server: str
    """The address to connect to (``ws://192.168.1.20:8765``)."""
    addresses: tuple[str, ...]
    version: int
    public: int = 0
    private: int = 0
    free: int = 0

    @property
    def compatible(self) -> bool:
        return self.version == PROTOCOL_VERSION


def txt_of(name: str, tables: Tables) -> dict[str, str]:
    return {
        "v": str(PROTOCOL_VERSION),
        "name": name,
        "public": str(tables.public),
        "private": str(tables.private),
        "free": str(tables.free),
    }


def instance_name(host_name: str) -> str:
    """The service's instance name: the host's name and the computer's (63 bytes at most)."""
    label = f"{host_name or 'Fünfwurf'} @ {socket.gethostname().split('.')[0]}"
    encoded = label.encode()[:63]
    return encoded.decode(errors="ignore").strip()


def _zeroconf(addresses: list[str] | None = None) -> AsyncZeroconf:
    from zeroconf import InterfaceChoice, IPVersion
    from zeroconf.asyncio import AsyncZeroconf

    # IPv4 multicast: what every home router passes on; the records name IPv6 addresses too.
    interfaces = addresses if addresses else InterfaceChoice.All
    return AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)


class Announcer:
    """Announces the hosted server while it runs; ``update`` when its tables change."""

    def __init__(self, host_name: str, port: int, addresses: list[str]) -> None:
        self._host_name = host_name
        self._port = port
        self._addresses = addresses
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._txt: dict[str, str] = {}

    @property
    def name(self) -> str:
        """The instance name registered (after a conflict, the one zeroconf chose)."""
        return self._info.name if self._info is not None else ""

    async def start(self, tables: Tables) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        v4 = [a for a in self._addresses if ipaddress.ip_address(a).version == 4]
        self._zc = _zeroconf(v4 or None)
        self._txt = txt_of(self._host_name, tables)
        label = instance_name(self._host_name)
        self._info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"{label}.{SERVICE_TYPE}",
            port=self._port,
            properties=self._txt,
            parsed_addresses=self._addresses,
            server=f"{socket.gethostname().split('.')[0]}-fuenfwurf.local.",
        )
        await self._zc.async_register_service(self._info, allow_name_change=True)
        log.info("announced %s on port %d (%s)", self._info.name, self._port, self._addresses)

    async def update(self, tables: Tables, host_name: str | None = None) -> None:
        if host_name is not None:
            self._host_name = host_name
        txt = txt_of(self._host_name, tables)
        if self._zc is None or self._info is None or txt == self._txt:
            return
        self._txt = txt
        self._info.properties = txt  # type: ignore[misc, assignment]
        await self._zc.async_update_service(self._info)

    async def stop(self) -> None:
        zc, info = self._zc, self._info
        self._zc = None
        if zc is None:
            return
        with contextlib.suppress(Exception):
            if info is not None:
                await asyncio.wait_for(zc.async_unregister_service(info), 3.0)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(zc.async_close(), 3.0)


class Browser:
    """Finds the hosted tables on this network; ``changed`` gets the whole list each time."""

    def __init__(self, changed: Callable[[tuple[NearbyTable, ...]], None]) -> None:
        self._changed = changed
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._found: dict[str, NearbyTable] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def found(self) -> tuple[NearbyTable, ...]:
        return tuple(sorted(self._found.values(), key=lambda t: (t.host_name.lower(), t.key)))

    @property
    def running(self) -> bool:
        return self._zc is not None

    async def start(self) -> None:
        from zeroconf.asyncio import AsyncServiceBrowser

        if self._zc is not None:
            return
        self._zc = _zeroconf()
        self._browser = AsyncServiceBrowser(
            self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_change]
        )

    def _on_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            if self._found.pop(name, None) is not None:
                self._changed(self.found)
            return
        task = asyncio.get_running_loop().create_task(self._ask(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _ask(self, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        zc = self._zc
        if zc is None:
            return
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        try:
            answered = await info.async_request(zc.zeroconf, ASK_TIMEOUT_MS)
        except Exception:
            log.exception("asking for %s failed", name)
            return
        if not answered or self._zc is None:
            return
        table = table_of(name, info)
        if table is None:
            return
        if self._found.get(name) != table:
            self._found[name] = table
            self._changed(self.found)

    async def stop(self) -> None:
        zc, browser = self._zc, self._browser
        self._zc = self._browser = None
        for task in list(self._tasks):
            task.cancel()
        with contextlib.suppress(Exception):
            if browser is not None:
                await asyncio.wait_for(browser.async_cancel(), 3.0)
        with contextlib.suppress(Exception):
            if zc is not None:
                await asyncio.wait_for(zc.async_close(), 3.0)
        self._found.clear()


def table_of(name: str, info: AsyncServiceInfo) -> NearbyTable | None:
    """The table a service describes; None when it names no usable address."""
    txt = {
        (key.decode(errors="replace") if isinstance(key, bytes) else str(key)): (
            value.decode(errors="replace") if isinstance(value, bytes) else ""
        )
        for key, value in (info.properties or {}).items()
    }
    addresses = []
    for text in info.parsed_scoped_addresses():
        with contextlib.suppress(ValueError):
            address = ipaddress.ip_address(text.split("%")[0])
            if not (address.is_loopback or address.is_link_local or address.is_unspecified):
                addresses.append(str(address))
    addresses.sort(key=lambda a: ipaddress.ip_address(a).version)  # IPv4 first
    if not addresses or info.port is None:
        return None
    first = addresses[0]
    host = f"[{first}]" if ipaddress.ip_address(first).version == 6 else first
    return NearbyTable(
        key=name,
        host_name=txt.get("name", "") or name.removesuffix(f".{SERVICE_TYPE}"),
        server=f"ws://{host}:{info.port}",
        addresses=tuple(addresses),
        version=_number(txt.get("v")),
        public=_number(txt.get("public")),
        private=_number(txt.get("private")),
        free=_number(txt.get("free")),
    )


def _number(text: str | None) -> int:
    try:
        return max(0, int(text or "0"))
    except ValueError:
        return 0
