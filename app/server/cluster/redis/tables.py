"""Tables in Redis: who owns each (a lease) and which table a code names.

A lease names its node, and holds for as long as that node is alive (its beat younger than
``alive_ms``, at least a lease: ``liveness``): the node's heartbeat renews all its leases at
once, and a table's lease is not written again for every round. The key itself lasts
``KEEP_SECONDS`` (refreshed by its holder every ``REFRESH_SECONDS``), so that a lease left behind
(its release failed, its node gone) does not stay in Redis for ever. Every renewal round a node
reads its leases in one ``MGET`` (one command for all its tables): a lease that names another
node was taken (this node was paused past its lease, or cut off), and a lease that vanished
(Redis lost its data) is written again."""

from __future__ import annotations

import time

from .link import RedisLink
from .scripts import ACQUIRE, ACQUIRE_MANY, CLAIM_CODES, DELETE_IF, RENEW

KEEP_SECONDS = 3600.0
"""How long a lease's key stays in Redis unless refreshed (its holder's life decides whether it
holds)."""
REFRESH_SECONDS = 600.0
"""How often a node refreshes its leases' keys (one script, two commands per table)."""


class RedisTables:
    def __init__(self, link: RedisLink, lease_seconds: float) -> None:
        self.link = link
        self.lease_ms = int(KEEP_SECONDS * 1000)
        """A lease key's time to live (see the module)."""
        self._acquire_script = link.script(ACQUIRE)
        self._acquire_many_script = link.script(ACQUIRE_MANY)
        self._claim_codes_script = link.script(CLAIM_CODES)
        self._renew_script = link.script(RENEW, control=True)
        self._delete_if_script = link.script(DELETE_IF)
        self._refreshed = time.monotonic()

    # --- codes --------------------------------------------------------------------------------

    async def claim_code(self, code: str, table_id: int) -> bool:
        key = self.link.key("code", code)
        if await self.link.do("set", key, table_id, nx=True):
            return True
        return bool(await self.link.do("get", key) == str(table_id).encode())

    async def claim_codes(self, codes: dict[str, int]) -> set[str]:
        """``claim_code`` for many tables in one script: the codes that name their table."""
        if not codes:
            return set()
        names = list(codes)
        keys = [self.link.key("code", code) for code in names]
        named = await self.link.call(self._claim_codes_script, keys, [codes[c] for c in names])
        return {code for code, flag in zip(names, named, strict=True) if flag}

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

    async def acquire_many(self, table_ids: list[int]) -> set[int]:
        """``acquire`` for many tables in one script: the ids whose lease is this node's now."""
        if not table_ids:
            return set()
        link = self.link
        keys = [link.key("nodes"), *(link.key("lease", table) for table in table_ids)]
        taken = await link.call(
            self._acquire_many_script, keys, [link.node, self.lease_ms, link.alive_ms]
        )
        return {table for table, flag in zip(table_ids, taken, strict=True) if flag}

    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        if not table_ids:
            return set(), set()
        link = self.link
        if time.monotonic() - self._refreshed >= REFRESH_SECONDS:
            self._refreshed = time.monotonic()
            return await self._renew(table_ids)
        keys = [link.key("lease", table) for table in table_ids]
        holders = await link.do_control("mget", keys)
        mine = link.node.encode()
        lost = {t for t, node in zip(table_ids, holders, strict=True) if node not in (None, mine)}
        vanished = [t for t, node in zip(table_ids, holders, strict=True) if node is None]
        if not vanished:
            return lost, set()
        taken, again = await self._renew(vanished)  # set again, unless taken meanwhile
        return lost | taken, again

    async def _renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        """Refresh the keys of these leases (set again where they vanished): the ids lost to
        another node, and the ids set again."""
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
