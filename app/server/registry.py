"""Who is where on this node: its connections, the player each speaks for, and the table each
follows. The one place that links them; everything that reaches a connection goes through it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from app.net import CloseReason

from .connection import Connection
from .members import PlayerInfo
from .routes import Mover


class Registry:
    def __init__(self, mover: Mover | None = None) -> None:
        self.mover = mover
        """Sends seated players to their table's node (``routes``); None: nobody is sent."""
        self._connections: dict[str, Connection] = {}
        self._by_player: defaultdict[int, set[Connection]] = defaultdict(set)
        self._following: defaultdict[int, set[Connection]] = defaultdict(set)

    # --- reading --------------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._connections)

    def __iter__(self) -> Iterator[Connection]:
        return iter(list(self._connections.values()))

    def get(self, conn_id: str) -> Connection | None:
        return self._connections.get(conn_id)

    @property
    def players(self) -> int:
        """Players connected to this node."""
        return len(self._by_player)

    def connections_of(self, player_id: int) -> list[Connection]:
        """The connections greeted as this player."""
        return list(self._by_player.get(player_id, ()))

    def players_online(self) -> list[int]:
        return list(self._by_player)

    def followers(self, table_id: int) -> list[Connection]:
        return list(self._following.get(table_id, ()))

    def followed_tables(self) -> list[int]:
        return list(self._following)

    # --- links ----------------------------------------------------------------------------------

    def add(self, conn: Connection) -> None:
        self._connections[conn.id] = conn

    def remove(self, conn: Connection) -> None:
        self._connections.pop(conn.id, None)
        if conn.player is not None:
            self._drop(self._by_player, conn.player.id, conn)
        if conn.table_id is not None:
            self._drop(self._following, conn.table_id, conn)

    def greeted(self, conn: Connection, player: PlayerInfo) -> None:
        conn.player = player
        self._by_player[player.id].add(conn)

    def follow(self, conn: Connection, table_id: int) -> None:
        if conn.table_id == table_id:
            return
        if conn.table_id is not None:
            self._drop(self._following, conn.table_id, conn)
        conn.table_id = table_id
        self._following[table_id].add(conn)

    def unfollow(self, conn: Connection, table_id: int) -> None:
        if conn.table_id == table_id:
            conn.table_id = None
            self._drop(self._following, table_id, conn)

    @staticmethod
    def _drop(index: defaultdict[int, set[Connection]], key: int, conn: Connection) -> None:
        group = index.get(key)
        if group is not None:
            group.discard(conn)
            if not group:
                del index[key]

    # --- reaching connections -------------------------------------------------------------------

    def tell(
        self,
        conn_id: str,
        data: bytes,
        *,
        state: bool = False,
        follows: int | None = None,
        unfollows: int | None = None,
        route: str | None = None,
    ) -> None:
        """What a table says to one connection of this node; ``route``: the connection's
        player sits at the table, which runs on that node (``routes``)."""
        conn = self._connections.get(conn_id)
        if conn is None:
            return
        if follows is not None:
            self.follow(conn, follows)
        if state:
            conn.send_state(data)
        else:
            conn.send_bytes(data)
        if unfollows is not None:
            self.unfollow(conn, unfollows)
        if route is not None and self.mover is not None and self.mover.due(conn.wish, route):
            self.mover.move(conn, route)  # after the state: the app shows the table meanwhile

    def shout(self, table_id: int, data: bytes, *, closing: bool = False) -> None:
        """What a table says to all its followers on this node."""
        for conn in self.followers(table_id):
            conn.send_bytes(data)
            if closing:
                self.unfollow(conn, table_id)

    def progressed(self, player: PlayerInfo) -> None:
        for conn in self._by_player.get(player.id, ()):
            conn.player = player

    def close(self, conn_id: str, reason: CloseReason) -> None:
        conn = self._connections.get(conn_id)
        if conn is not None:
            conn.close(reason)
