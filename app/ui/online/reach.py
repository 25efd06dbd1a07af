"""Which server address others can use: the one place that decides what an invitation names.

The app speaks to the server in its settings, or — while the player hosts a table on this
computer (``app/host``) — to its own hosted server through loopback (``ws://127.0.0.1:PORT``),
which always works from here but means nothing to anyone else. Whatever builds an invitation
(the text, the link, the code shown) asks ``for_others(server)`` for the address to put in it:

- the hosted server's local address → the address the host chose to give out (a network
  address of this computer, ``ws://192.168.1.20:8765``);
- any other loopback address (``127.0.0.1``, ``::1``, ``localhost``) → None: there is nothing
  reachable to name, and the invitation must warn instead of carrying it;
- anything else → the address itself.

Hosting keeps ``REACH`` current (``set_hosted`` when the server listens, ``clear_hosted`` when it
stops); the functions below are pure and read it, so they need no Qt and no network.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit


@dataclass(frozen=True, slots=True)
class Hosted:
    local: str
    """The address this app connects to its own hosted server by (``ws://127.0.0.1:8765``)."""
    shared: str
    """The address given to others (``ws://192.168.1.20:8765``); "" when this computer has no
    network address (then nobody else can reach it)."""
    addresses: tuple[str, ...] = ()
    """Every address the hosted server can be reached at, the shared one first."""


class Reach:
    """What this app hosts right now (one per process: ``REACH``)."""

    def __init__(self) -> None:
        self.hosted: Hosted | None = None

    def set_hosted(self, hosted: Hosted) -> None:
        self.hosted = hosted

    def clear_hosted(self) -> None:
        self.hosted = None

    def for_others(self, server: str) -> str | None:
        """The address to give someone else for ``server`` (a normalised address), or None
        when ``server`` is only reachable from this computer."""
        hosted = self.hosted
        if hosted is not None and server == hosted.local:
            return hosted.shared or None
        return None if is_loopback(server) else server


REACH = Reach()


def for_others(server: str) -> str | None:
    """``REACH.for_others``: the address an invitation for ``server`` names (None: warn)."""
    return REACH.for_others(server)


def is_loopback(server: str) -> bool:
    """Whether a normalised server address points at this computer only."""
    try:
        host = urlsplit(server).hostname or ""
    except ValueError:
        return False
    if host.lower() in ("localhost", "localhost.localdomain") or host.lower().endswith(
        ".localhost"
    ):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    # 0.0.0.0 and :: (a listener's "every address") reach this computer when connected to.
    return address.is_loopback or address.is_unspecified or _mapped_loopback(address)


def _mapped_loopback(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """``::ffff:127.0.0.1`` and the like."""
    mapped = getattr(address, "ipv4_mapped", None)
    return mapped is not None and (mapped.is_loopback or mapped.is_unspecified)
