"""PostgreSQL storage through asyncpg, for real deployments (``--db postgresql://...``)."""

from __future__ import annotations

import functools
import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any, ClassVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from .base import Row, Storage, Tx
from .records import JournalAction, JournalEntry

_MIGRATION_LOCK = 0x46FC_5702  # any fixed number: the advisory lock serialising migrations
_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")

_WRITE_JOURNAL = """
WITH held AS (
    SELECT id, fence FROM game_tables WHERE id = ANY($1::bigint[]) FOR SHARE
), written_actions AS (
    INSERT INTO actions (table_id, seq, action, at)
    SELECT a.table_id, a.seq, a.action, a.at
    FROM unnest($2::bigint[], $3::bigint[], $4::integer[], $5::text[], $6::bigint[])
      AS a (table_id, fence, seq, action, at)
    WHERE (a.table_id, a.fence) IN (SELECT id, fence FROM held)
    RETURNING 1
), written_chat AS (
    INSERT INTO chat (table_id, player_id, seat, text, at)
    SELECT c.table_id, c.player_id, c.seat, c.text, c.at
    FROM unnest($7::bigint[], $8::bigint[], $9::bigint[], $10::integer[], $11::text[],
                $12::bigint[])
      AS c (table_id, fence, player_id, seat, text, at)
    WHERE (c.table_id, c.fence) IN (SELECT id, fence FROM held)
    RETURNING 1
)
SELECT id, fence FROM held
"""
"""A journal batch in one statement, so one round trip and one implicit transaction: the
tables' fences are read and held (``FOR SHARE``: a concurrent ``take_table`` waits for this
write, or raised the fence first and the entries do not match it), and only the entries whose
fence is their table's are inserted. Data-modifying parts of a ``WITH`` always run to
completion. (Matching on ``= ANY`` and a semi-join costs the database about half of what a join
with the unnested fences does.)"""


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, ...`` (our SQL has no ``?`` in literals)."""
    parts = sql.split("?")
    out = [parts[0]]
    for index, part in enumerate(parts[1:], 1):
        out.append(f"${index}{part}")
    return "".join(out)


class PostgresStorage(Storage):
    dialect: ClassVar[str] = "postgresql"
    share_lock: ClassVar[str] = " FOR SHARE"
    parallel_writes: ClassVar[int] = 2
    """Each commit waits for the disk: overlap two, so that one gathers entries while the
    other commits (more would split the entries over more, smaller commits, each costing the
    database a flush of its log)."""

    def __init__(self, url: str, schema: str | None = None, pool_size: int = 8) -> None:
        if schema is not None and not _SCHEMA_NAME.fullmatch(schema):
            raise ValueError(f"not a plain schema name: {schema!r}")
        self.url = url
        self.schema = schema
        self._pool_size = pool_size
        self._pool: Any = None

    @property
    def description(self) -> str:
        parts = urlsplit(self.url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
        safe = urlunsplit((parts.scheme, f"{host}{port}", parts.path, "", ""))
        return safe + (f" (schema {self.schema})" if self.schema else "")

    async def open(self) -> None:
        settings = {"search_path": self.schema} if self.schema else None
        if self.schema:
            connection = await asyncpg.connect(self.url)
            try:
                # Nodes of a cluster start together: IF NOT EXISTS alone still races (two
                # creators collide on the catalogue's unique index), the lock serialises them.
                async with connection.transaction():
                    await connection.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                    await connection.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
            finally:
                await connection.close()
        self._pool = await asyncpg.create_pool(
            self.url,
            min_size=1,
            max_size=self._pool_size,
            server_settings=settings,
            reset=_keep_as_is,
        )

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    async def drop_schema(self) -> None:
        """Remove the whole schema (tests use one schema per run)."""
        if self.schema and self._pool is not None:
            async with self._pool.acquire() as connection:
                await connection.execute(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE')

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        if self._pool is None:
            raise RuntimeError("the storage is not open")
        async with self._pool.acquire() as connection, connection.transaction():
            yield _PostgresTx(connection)

    @asynccontextmanager
    async def single(self) -> AsyncIterator[Tx]:
        if self._pool is None:
            raise RuntimeError("the storage is not open")
        async with self._pool.acquire() as connection:
            yield _PostgresTx(connection)

    async def write_journal(self, entries: Sequence[JournalEntry]) -> set[int]:
        """As ``Storage.write_journal``, in one statement instead of four round trips (begin,
        fence check, inserts, commit): the journal is the server's busiest write."""
        if self._pool is None:
            raise RuntimeError("the storage is not open")
        fences: dict[int, int] = {}
        actions: list[JournalAction] = []
        chats = []
        for entry in entries:
            fences.setdefault(entry.table_id, entry.fence)
            if isinstance(entry, JournalAction):
                actions.append(entry)
            else:
                chats.append(entry)
        async with self._pool.acquire() as connection:
            rows = await connection.fetch(
                _WRITE_JOURNAL,
                list(fences),
                [a.table_id for a in actions],
                [fences[a.table_id] for a in actions],
                [a.seq for a in actions],
                [a.data for a in actions],
                [a.at for a in actions],
                [c.table_id for c in chats],
                [fences[c.table_id] for c in chats],
                [c.player_id for c in chats],
                [c.seat for c in chats],
                [c.text for c in chats],
                [c.at for c in chats],
            )
        held = {int(row[0]): int(row[1]) for row in rows}
        return {table for table, fence in fences.items() if held.get(table) != fence}

    async def _lock_schema(self, tx: Tx) -> None:
        await tx.execute("SELECT pg_advisory_xact_lock(?)", _MIGRATION_LOCK)

    def is_unique_violation(self, error: BaseException) -> bool:
        return isinstance(error, asyncpg.UniqueViolationError)


async def _keep_as_is(connection: Any) -> None:
    """What a connection goes back to the pool with: nothing to undo. The storage takes only
    transaction-scoped locks, listens to nothing, leaves no cursor open and sets its search path
    when connecting; asyncpg's own reset would cost a round trip and a transaction per use."""
    return


class _PostgresTx:
    def __init__(self, connection: Any) -> None:
        self._connection = connection

    async def execute(self, sql: str, *args: Any) -> None:
        await self._connection.execute(numbered(sql), *args)

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None:
        await self._connection.executemany(numbered(sql), rows)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return [tuple(record) for record in await self._connection.fetch(numbered(sql), *args)]

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        record = await self._connection.fetchrow(numbered(sql), *args)
        return None if record is None else tuple(record)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self._connection.fetchval(numbered(sql), *args)
