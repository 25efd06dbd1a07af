"""Where the link connects: the server's websocket, and in a cluster the node that runs the
player's table once a node has named it.

A node of a cluster that sees a seated player connected to another node than their table's
says goodbye with ``moving`` and a ``route`` (the table's node). The app then comes back on
``/ws?routes=1&node=ROUTE``; the front door sends it to that node, so that the player's actions
and what the table says about them stay in one process. ``routes=1`` on every connection tells
the server that this app follows routes (an older app is served wherever it lands); a server
that knows nothing of routes (a single server, an older one, a friend's hosted table) ignores the
query altogether.
"""

from __future__ import annotations

import random
from urllib.parse import urlencode

from app.net import Bye, CloseReason
from app.profile import websocket_url

ROUTED_SPREAD = 0.1
"""Seconds within which the app comes back when sent to a named node: at once, but not all the
players of a table in the same instant."""
MOVING_SPREAD = 0.5
"""A server that hands its tables on sends its clients to another at once: within this many
seconds (spread, so that they do not all arrive in one instant)."""
MAX_ROUTE = 200
"""The longest node name taken from a server (anything else is wherever the door likes)."""


class Route:
    def __init__(self) -> None:
        self.node: str | None = None
        """The node a ``moving`` goodbye named last; None: wherever the front door likes."""

    def url(self, server: str) -> str:
        """The websocket URL for the next connection to ``server`` (a normalised address)."""
        query = {"routes": "1"} if self.node is None else {"routes": "1", "node": self.node}
        return f"{websocket_url(server)}?{urlencode(query)}"

    def follow(self, bye: Bye) -> None:
        """The server said goodbye: remember the node it named (only ``moving`` names one)."""
        route = bye.route if bye.reason is CloseReason.MOVING else None
        self.node = route if route and route.isprintable() and len(route) <= MAX_ROUTE else None

    def forget(self) -> None:
        """Another server (or a fresh start): no node named yet."""
        self.node = None

    def pause(self, rng: random.Random) -> float:
        """Seconds to wait before coming back after a ``moving`` goodbye."""
        return rng.uniform(0.0, ROUTED_SPREAD if self.node is not None else MOVING_SPREAD)
