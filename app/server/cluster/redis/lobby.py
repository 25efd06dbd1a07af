"""The lobby in Redis: one hash of every listed table's entry, written by the table's owner."""

from __future__ import annotations

from redis.exceptions import RedisError

from ..shared import Unavailable
from .link import RedisLink


class RedisLobby:
    def __init__(self, link: RedisLink) -> None:
        self.link = link

    async def relist(self, entries: dict[int, bytes], gone: list[int]) -> None:
        link = self.link
        lobby = link.key("lobby")
        try:
            pipe = link.data.pipeline(transaction=False)
            if entries:
                pipe.hset(lobby, mapping={str(table): entry for table, entry in entries.items()})
            if gone:
                pipe.hdel(lobby, *(str(table) for table in gone))
            await pipe.execute()
        except (RedisError, OSError) as error:
            await link.failed(error)
            raise Unavailable(str(error)) from None

    async def listing(self) -> list[bytes]:
        return list((await self.link.do("hgetall", self.link.key("lobby"))).values())
