"""Who is connected where, in Redis: each player's one connection (node and connection id), the
players connected per node, and the open websockets per client address on each node."""

from __future__ import annotations

from .link import RedisLink
from .liveness import RedisLiveness
from .scripts import CLOSE_SOCKET, CONNECT_PLAYER, DELETE_IF, OPEN_SOCKET, PLAYERS_ONLINE


class RedisPresence:
    def __init__(self, link: RedisLink, liveness: RedisLiveness) -> None:
        self.link = link
        self.liveness = liveness
        self._open_socket_script = link.script(OPEN_SOCKET)
        self._close_socket_script = link.script(CLOSE_SOCKET)
        self._connect_script = link.script(CONNECT_PLAYER)
        self._delete_if_script = link.script(DELETE_IF)
        self._online_script = link.script(PLAYERS_ONLINE)

    # --- connections per address --------------------------------------------------------------

    async def open_socket(self, address: str, limit: int) -> bool:
        link = self.link
        keys = [link.key("sock", address), link.key("nodes")]
        return bool(
            await link.call(self._open_socket_script, keys, [link.node, limit, link.alive_ms])
        )

    async def close_socket(self, address: str) -> None:
        link = self.link
        await link.call(self._close_socket_script, [link.key("sock", address)], [link.node])

    # --- players ------------------------------------------------------------------------------

    async def connect_player(self, player_id: int, conn_id: str) -> tuple[str, str] | None:
        link = self.link
        keys = [link.key("player", player_id), link.key("nodes")]
        before = await link.call(
            self._connect_script, keys, [f"{link.node} {conn_id}", link.alive_ms]
        )
        if not before:
            return None
        node, conn = before.decode().split(" ", 1)
        return node, conn

    async def disconnect_player(self, player_id: int, conn_id: str) -> None:
        link = self.link
        await link.call(
            self._delete_if_script, [link.key("player", player_id)], [f"{link.node} {conn_id}"]
        )

    async def where_player(self, player_id: int) -> tuple[str, str] | None:
        value = await self.link.do("get", self.link.key("player", player_id))
        if value is None:
            return None
        node, conn = value.decode().split(" ", 1)
        return (node, conn) if await self.liveness.confirm_alive(node) else None

    async def online_players(self, player_ids: list[int]) -> set[int]:
        if not player_ids:
            return set()
        values = await self.link.do("mget", [self.link.key("player", p) for p in player_ids])
        alive = self.liveness.alive_nodes()
        return {
            player
            for player, value in zip(player_ids, values, strict=True)
            if value is not None and value.decode().split(" ", 1)[0] in alive
        }

    async def count_players(self, count: int) -> None:
        await self.link.do("hset", self.link.key("online"), self.link.node, count)

    async def players_online(self) -> int:
        link = self.link
        keys = [link.key("online"), link.key("nodes")]
        return int(await link.call(self._online_script, keys, [link.alive_ms]))
