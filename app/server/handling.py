"""What the gateway's groups of handlers (``greeting``, ``tableasks``, ``socialasks``) work
with: the node's services, and the few steps every group takes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from .asks import Router
from .clock import Clock
from .cluster import Shared
from .config import ServerConfig
from .connection import Connection
from .headcount import HeadCount
from .internode import TableOp
from .lobby import Lobby
from .members import PlayerInfo
from .metrics import Metrics
from .owner import TableOwner
from .registry import Registry
from .sightings import Sightings
from .storage import Storage

Handler = Callable[[Connection, Any], Awaitable[None]]
"""What a client message of one kind does (refusals are raised as ``Refusal``)."""


@dataclass(frozen=True, slots=True)
class Services:
    config: ServerConfig
    clock: Clock
    storage: Storage
    shared: Shared
    registry: Registry
    owner: TableOwner
    router: Router
    """Where what is asked of a table goes (its owner, on this node or another)."""
    lobby: Lobby
    metrics: Metrics
    limits_time: Callable[[], float]
    """Time for rate limits (kept apart from the game clock, which tests drive by hand)."""
    spawn: Callable[[Coroutine[Any, Any, None]], None]
    sightings: Sightings
    """When players were last seen, written in batches."""
    head_count: HeadCount
    """This node's number of players, for the lobby."""

    @property
    def node(self) -> str:
        return self.shared.node

    async def ask(self, conn: Connection, table_id: int, op: TableOp) -> None:
        """Have the table's owner carry out ``op`` for the connection's player."""
        await self.router.ask(conn.id, player_of(conn), table_id, op)

    async def count_players(self) -> None:
        """Tell the others how many players this node has (the lobby shows the sum)."""
        await self.head_count.update()


def player_of(conn: Connection) -> PlayerInfo:
    assert conn.player is not None  # the gateway lets nothing else through before hello
    return conn.player
