"""The interface of what nodes share (see the package's docstring)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable

from ..ratelimit import Allowances

MessageHandler = Callable[[bytes], None]
"""Receives a message sent to this node, or to every node."""


class Unavailable(Exception):
    """What the nodes share cannot be reached right now (Redis is down)."""


class Shared(ABC):
    node: str
    """This node's id: its name and a mark of this start, so that a node that restarts under the
    same name is a new node to the others."""
    allowances: Allowances

    async def start(
        self, on_message: MessageHandler, on_reconnected: Callable[[], Awaitable[None]]
    ) -> None:
        """Begin receiving; ``on_reconnected`` runs after what is shared was out of reach (it may
        have lost everything: the node writes its part again)."""
        return

    async def close(self) -> None:
        return

    @property
    def healthy(self) -> bool:
        return True

    @property
    def clustered(self) -> bool:
        """Whether other nodes may exist (a single server has no one to tell)."""
        return False

    def is_alive(self, node: str) -> bool:
        """Whether ``node`` has shown a sign of life lately (as last seen by this node)."""
        return node == self.node

    def alive_nodes(self) -> set[str]:
        """Every node that has shown a sign of life lately, this one included."""
        return {self.node}

    async def confirm_alive(self, node: str) -> bool:
        """Whether ``node`` is alive, looking again if this node has not seen it lately (it may
        have just started)."""
        return self.is_alive(node)

    # --- connections per address ------------------------------------------------------------------

    @abstractmethod
    async def open_socket(self, address: str, limit: int) -> bool:
        """Count a websocket of ``address``; False (and nothing counted) at ``limit``."""

    @abstractmethod
    async def close_socket(self, address: str) -> None: ...

    # --- tables -----------------------------------------------------------------------------------

    @abstractmethod
    async def claim_code(self, code: str, table_id: int) -> bool:
        """Make ``code`` name ``table_id``; False if it names a table already."""

    async def claim_codes(self, codes: dict[str, int]) -> set[str]:
        """``claim_code`` for many tables (code → table id): the codes that name their table."""
        return {code for code, table in codes.items() if await self.claim_code(code, table)}

    @abstractmethod
    async def table_of(self, code: str) -> int | None: ...

    @abstractmethod
    async def forget_code(self, code: str, table_id: int) -> None: ...

    @abstractmethod
    async def beat(self) -> None:
        """A heartbeat out of turn: learn now which nodes are alive, and start a round
        (``next_beat`` returns)."""

    @abstractmethod
    async def next_beat(self) -> None:
        """Return after this node's next heartbeat, when what it knows of the others is
        freshest."""

    @abstractmethod
    async def acquire(self, table_id: int) -> bool:
        """Become the table's owner if nobody is (or its owner is dead); the lease holds while
        this node is alive."""

    async def acquire_many(self, table_ids: list[int]) -> set[int]:
        """``acquire`` for many tables: the ids whose lease is this node's now."""
        return {table for table in table_ids if await self.acquire(table)}

    @abstractmethod
    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        """Check this node's leases (its heartbeat keeps them): the ids lost to another node, and
        the ids whose lease had vanished and was set again (what is shared was lost: write codes
        and listings again)."""

    @abstractmethod
    async def release(self, table_id: int) -> None: ...

    @abstractmethod
    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        """The owner of each table, or None where nobody holds it."""

    # --- players ----------------------------------------------------------------------------------

    @abstractmethod
    async def connect_player(self, player_id: int, conn_id: str) -> tuple[str, str] | None:
        """Record where the player is connected now; the node and connection before, if that
        is still alive (it must be replaced)."""

    @abstractmethod
    async def disconnect_player(self, player_id: int, conn_id: str) -> None: ...

    @abstractmethod
    async def where_player(self, player_id: int) -> tuple[str, str] | None:
        """The node and connection of the player, if connected to a node that is alive."""

    @abstractmethod
    async def online_players(self, player_ids: list[int]) -> set[int]:
        """Those of ``player_ids`` connected to a node that is alive."""

    @abstractmethod
    async def count_players(self, count: int) -> None:
        """How many players are connected to this node now."""

    @abstractmethod
    async def players_online(self) -> int:
        """Players connected to every node alive."""

    # --- the lobby --------------------------------------------------------------------------------

    @abstractmethod
    async def relist(self, entries: dict[int, bytes], gone: list[int]) -> None:
        """Put ``entries`` (table id → its lobby entry) in the listing, and take ``gone`` out
        of it, in one step."""

    @abstractmethod
    async def listing(self) -> list[bytes]: ...

    # --- messages between nodes -------------------------------------------------------------------

    @abstractmethod
    def send(self, node: str, data: bytes) -> None:
        """Queue a message for ``node`` (this one included). Messages from one node arrive in
        the order they were queued; none arrives while what is shared is out of reach."""

    @abstractmethod
    def announce(self, data: bytes) -> None:
        """Queue a message for every node, this one included."""

    async def flush(self) -> None:
        """Wait until what was queued has been sent."""
        return
