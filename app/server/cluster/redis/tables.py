"""Tables in Redis: who owns each (a lease that lapses unless renewed) and which table a code
names."""

from __future__ import annotations

from .link import RedisLink
from .scripts import ACQUIRE, DELETE_IF, RENEW


class RedisTables:
    def __init__(self, link: RedisLink, lease_seconds: float) -> None:
        self.link = link
        self.lease_ms = int(lease_seconds * 1000)
        self._acquire_script = link.script(ACQUIRE)
        self._renew_script = link.script(RENEW, control=True)
        self._delete_if_script = link.script(DELETE_IF)

    # --- codes --------------------------------------------------------------------------------

    async def claim_code(self, code: str, table_id: int) -> bool:
        key = self.link.key("code", code)
        if await self.link.do("set", key, table_id, nx=True):
            return True
        return bool(await self.link.do("get", key) == str(table_id).encode())

    async def table_of(self, code: str) -> int | None:
        value = await self.link.do("get", self.link.key("code", code))
        return None if value is None else int(value)

    async def forget_code(self, code: str, table_id: int) -> None:
        await self.link.call(self._delete_if_script, [self.link.key("code", code)], [table_id])

    # --- leases -------------------------------------------------------------------------------

    async def acquire(self, table_id: int) -> bool:
        link = self.link
        keys = [link.key("lease", table_id), link.key("nodes")]
        args = [link.node, self.lease_ms, link.alive_ms]
        return bool(await link.call(self._acquire_script, keys, args))

    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        if not table_ids:
            return set(), set()
        link = self.link
        keys = [link.key("lease", table) for table in table_ids]
        states = await link.call(self._renew_script, keys, [link.node, self.lease_ms])
        lost = {table for table, state in zip(table_ids, states, strict=True) if state == 2}
        again = {table for table, state in zip(table_ids, states, strict=True) if state == 1}
        return lost, again

    async def release(self, table_id: int) -> None:
        link = self.link
        await link.call(self._delete_if_script, [link.key("lease", table_id)], [link.node])

    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        if not table_ids:
            return {}
        values = await self.link.do("mget", [self.link.key("lease", t) for t in table_ids])
        return {
            table: None if value is None else value.decode()
            for table, value in zip(table_ids, values, strict=True)
        }
