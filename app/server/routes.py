"""Players play where their table is: in a cluster a seated player whose socket is on another
node than their table's owner is told where to go (``bye`` ``moving`` with a ``route``), and the
app reconnects to ``/ws?routes=1&node=NAME``, which the front door sends to that node
(``packaging/server/haproxy.cfg``: ``use-server`` by the ``node`` parameter). An action and its
broadcast then stay in one process instead of crossing nodes twice over Redis.

Only a client that says it follows routes (``routes`` in its websocket URL) is sent on: an older
client is served where it is, through the owner, as before. And a client is sent on only where
the front door evidently routes by node — it asked for no node, or for this one — so a door
that ignores the parameter (an older configuration, a client straight at a node) never makes a
client go round in circles: it is served here instead.

A route is the owner's name as the front door knows it: ``--node`` without the mark that each
start adds (``web-2``, not ``web-2.3fa9c1``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from app.net import CloseReason

ROUTES_PARAMETER = "routes"
"""In the websocket URL: this client reconnects where a ``bye`` ``moving`` routes it."""
NODE_PARAMETER = "node"
"""In the websocket URL: the node the client was sent to (the front door routes by it)."""
MARK_LENGTH = 6
"""The mark a start adds to a node's name in a cluster (``.`` and three random bytes in hex)."""


def route_of(node: str) -> str:
    """The front door's name of a node: its ``--node`` name, without the start's mark."""
    name, dot, mark = node.rpartition(".")
    return name if dot and len(mark) == MARK_LENGTH else node


@dataclass(frozen=True, slots=True)
class Wish:
    """What a connection said about routes when it opened."""

    follows: bool = False
    """It reconnects where it is routed (a client that knows routes)."""
    asked: str | None = None
    """The node it asked the front door for (``node=``), if any."""

    @classmethod
    def of(cls, query: Mapping[str, str]) -> Wish:
        asked = query.get(NODE_PARAMETER) or None
        return cls(ROUTES_PARAMETER in query or asked is not None, asked)


NO_WISH = Wish()
"""A client that knows nothing of routes (an older app, a test's bare socket)."""


class Closable(Protocol):
    def close(self, reason: CloseReason, *, route: str | None = None) -> None: ...


class Mover:
    """What a node decides when a seated player's table runs on another node."""

    def __init__(self, node: str, *, enabled: bool = True) -> None:
        self.here = route_of(node)
        self.enabled = enabled
        self.sent = 0
        """Connections sent on (for tests and ``/status``)."""

    def due(self, wish: Wish, route: str | None) -> bool:
        """Whether a connection that wished ``wish`` should go to ``route`` (the owner's)."""
        if not self.enabled or route is None or not wish.follows or route == self.here:
            return False
        # Where the client asked for another node and landed here, the door does not route by
        # node: sending it on again would only bring it back.
        return wish.asked is None or wish.asked == self.here

    def move(self, conn: Closable, route: str) -> None:
        self.sent += 1
        conn.close(CloseReason.MOVING, route=route)
