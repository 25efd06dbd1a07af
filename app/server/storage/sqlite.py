"""SQLite storage: one file, no set-up.

The database runs in WAL mode with ``synchronous=NORMAL``: a commit writes to the WAL file
without waiting for the disk and survives the server being killed (only a power cut may lose the
last commits). The server's writes are all small — an action, a seat, a player, one finished
game — so they run right on the event loop, each transaction in one go: tens of microseconds, no
thread hop, and nothing can interleave with them (they never give the loop away). What does wait
for the disk runs elsewhere: checkpoints (copying the WAL into the database file, with fsync) on
a connection and thread of their own every second, and the queries that may read a lot
(leaderboards, profiles) on a read-only connection in a worker thread, which WAL lets read while
the writer writes.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from .base import Row, Storage, Tx

T = TypeVar("T")

CHECKPOINT_EVERY = 1.0
"""Seconds between checkpoints."""


def _connect(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("PRAGMA wal_autocheckpoint = 0")  # never inside a commit on the loop
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA busy_timeout = 5000")
    if read_only:
        db.execute("PRAGMA query_only = ON")
    return db


class SqliteStorage(Storage):
    dialect: ClassVar[str] = "sqlite"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._writer: sqlite3.Connection | None = None
        self._reader: sqlite3.Connection | None = None
        self._thread: ThreadPoolExecutor | None = None
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()
        self._checkpoints: asyncio.Task[None] | None = None

    @property
    def description(self) -> str:
        return f"sqlite:{self.path}"

    async def open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._writer = _connect(self.path)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-read")
        self._reader = await self._in_thread(_connect, self.path, read_only=True)
        self._checkpoints = asyncio.create_task(self._checkpoint_now_and_then())

    async def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpoints
            self._checkpoints = None
        if self._reader is not None:
            await self._in_thread(self._reader.close)
            self._reader = None
        if self._thread is not None:
            self._thread.shutdown(wait=True)
            self._thread = None
        if self._writer is not None:
            async with self._lock:
                self._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                self._writer.close()
            self._writer = None

    async def _in_thread(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        if self._thread is None:
            raise RuntimeError("the storage is not open")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._thread, lambda: fn(*args, **kwargs))

    async def _checkpoint_now_and_then(self) -> None:
        loop = asyncio.get_running_loop()
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-checkpoint") as thread:
            db = await loop.run_in_executor(thread, lambda: _connect(self.path))
            try:
                while True:
                    await asyncio.sleep(CHECKPOINT_EVERY)
                    # PASSIVE: copies what it can without blocking the writer.
                    await loop.run_in_executor(thread, db.execute, "PRAGMA wal_checkpoint(PASSIVE)")
            finally:
                await loop.run_in_executor(thread, db.close)

    @property
    def writer(self) -> sqlite3.Connection:
        if self._writer is None:
            raise RuntimeError("the storage is not open")
        return self._writer

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._lock:  # free unless a transaction awaited something else
            db = self.writer
            db.execute("BEGIN IMMEDIATE")
            try:
                yield _InlineTx(db)
            except BaseException:
                db.rollback()
                raise
            db.commit()

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Tx]:
        """One snapshot for all the queries inside (one reader at a time)."""
        reader = self._reader
        if reader is None:
            raise RuntimeError("the storage is not open")
        async with self._read_lock:
            await self._in_thread(reader.execute, "BEGIN")
            try:
                yield _ThreadTx(self, reader)
            finally:
                await self._in_thread(reader.execute, "COMMIT")

    def is_unique_violation(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)


class _InlineTx:
    """Statements run at once, on the calling (loop) thread."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, *args: Any) -> None:
        self._db.execute(sql, args)

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None:
        self._db.executemany(sql, rows)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return self._db.execute(sql, args).fetchall()

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        row: Row | None = self._db.execute(sql, args).fetchone()
        return row

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = self._db.execute(sql, args).fetchone()
        return None if row is None else row[0]


class _ThreadTx:
    """Read-only statements on the reader connection, in the worker thread."""

    def __init__(self, storage: SqliteStorage, db: sqlite3.Connection) -> None:
        self._storage = storage
        self._db = db

    async def execute(self, sql: str, *args: Any) -> None:
        raise RuntimeError("the reader only reads")

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None:
        raise RuntimeError("the reader only reads")

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return await self._storage._in_thread(lambda: self._db.execute(sql, args).fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]
