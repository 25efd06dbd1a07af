"""The database under the server's storage: transactions a backend supplies, the schema and its
migrations, and what every aggregate's writes share (the fence check, the errors).

SQL is written with ``?`` placeholders (PostgreSQL's ``$n`` are made from them).
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar, Protocol

from .migrations import LATEST, MIGRATIONS

Row = tuple[Any, ...]
CHAT_HISTORY = 50
BATCH = 500
"""Rows a bulk update or housekeeping step touches in one transaction."""


def now_ms() -> int:
    return int(time.time() * 1000)


class Tx(Protocol):
    """One open transaction."""

    async def execute(self, sql: str, *args: Any) -> None: ...

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None: ...

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer server than this one."""


class Fenced(Exception):
    """A write about a table by a node that is no longer its owner: someone took the table since
    this node did (its lease ran out while it was paused or cut off)."""

    def __init__(self, table_id: int) -> None:
        super().__init__(f"table {table_id} has another owner now")
        self.table_id = table_id


class AlreadySeated(Exception):
    """The player holds a live seat at another table (one seat per player, over all nodes)."""

    def __init__(self, player_id: int) -> None:
        super().__init__(f"player {player_id} sits at another table")
        self.player_id = player_id


class Database(ABC):
    """A database as each backend (``sqlite.py``, ``postgres.py``) supplies it, with its schema."""

    dialect: ClassVar[str]
    parallel_writes: ClassVar[int] = 1
    """Journal batches the database takes at once (see ``journal.py``)."""

    # --- what a backend provides ------------------------------------------------------------------

    @abstractmethod
    async def open(self) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction for writing (and reading what it writes)."""

    def reading(self) -> AbstractAsyncContextManager[Tx]:
        """For queries only (leaderboards, profiles, checks); a backend may run them apart
        from the writes."""
        return self.transaction()

    def single(self) -> AbstractAsyncContextManager[Tx]:
        """For one query that reads what is committed (a player by id, a live seat): one
        statement is its own snapshot, so a backend may run it without opening a transaction
        (PostgreSQL: one round trip instead of three)."""
        return self.transaction()

    @abstractmethod
    def is_unique_violation(self, error: BaseException) -> bool: ...

    @property
    @abstractmethod
    def description(self) -> str:
        """Where the data lives, without credentials (for logs and ``/health``)."""

    async def _lock_schema(self, tx: Tx) -> None:
        """Keep two servers from migrating at once (where the database can)."""
        return

    # --- schema -----------------------------------------------------------------------------------

    async def migrate(self) -> int:
        """Bring the schema to the latest version; returns it. Pending migrations run in one
        transaction: all or nothing."""
        async with self.transaction() as tx:
            await self._lock_schema(tx)
            await tx.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)"
            )
            current = await tx.fetchval("SELECT MAX(version) FROM schema_migrations") or 0
            if current > LATEST:
                raise SchemaTooNew(
                    f"the database has schema version {current}; this server knows up to {LATEST}"
                )
            for migration in MIGRATIONS:
                if migration.version <= current:
                    continue
                for statement in migration.for_dialect(self.dialect):
                    await tx.execute(statement)
                await tx.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    migration.version,
                    migration.name,
                    now_ms(),
                )
        return max(current, LATEST)

    async def schema_version(self) -> int:
        async with self.reading() as tx:
            return int(await tx.fetchval("SELECT MAX(version) FROM schema_migrations") or 0)

    async def ping(self) -> None:
        async with self.reading() as tx:
            await tx.fetchval("SELECT 1")

    # --- what every write about a table checks -----------------------------------------------

    share_lock: ClassVar[str] = ""
    """What makes a read of a table's fence hold off a concurrent ``take_table`` until the
    writing transaction ends (PostgreSQL: ``FOR SHARE``; SQLite has one writer anyway)."""

    async def hold_fence(self, tx: Tx, table_id: int, fence: int) -> None:
        current = await tx.fetchval(
            f"SELECT fence FROM game_tables WHERE id = ?{self.share_lock}", table_id
        )
        if current != fence:
            raise Fenced(table_id)


def placeholders(values: Sequence[object]) -> str:
    """``?, ?, ?`` for an ``IN`` list of these values."""
    return ", ".join("?" * len(values))
