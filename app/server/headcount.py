"""How many players this node has, written for the lobby's sum over the cluster.

Every hello and every goodbye changes the count; when the players of a dead node come back, a
survivor greets hundreds at once. One write is under way at a time, and what changed meanwhile
goes out in the next one: a burst costs a few writes and announcements, not one per player.
"""

from __future__ import annotations

from .cluster import Shared
from .internode import LobbyChanged, encode_wire
from .registry import Registry


class HeadCount:
    def __init__(self, shared: Shared, registry: Registry) -> None:
        self._shared = shared
        self._registry = registry
        self._writing = False
        self._changed = False

    async def update(self) -> None:
        """Write the count as it is now and tell the nodes; if a write is under way, it writes
        once more when done (``Unavailable`` reaches the caller whose write it was)."""
        self._changed = True
        if self._writing:
            return
        self._writing = True
        try:
            while self._changed:
                self._changed = False
                await self._shared.count_players(self._registry.players)
                self._shared.announce(encode_wire(LobbyChanged()))
        finally:
            self._writing = False
