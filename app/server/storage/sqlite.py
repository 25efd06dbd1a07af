"""SQLite storage: one file, no set-up.

The database runs in WAL mode with ``synchronous=NORMAL``: a commit writes to the WAL file
without waiting for the disk, and survives the server being killed (only a power cut may lose
the last commits). So the journal's group commits, which are small and frequent, run right on the
event loop (tens of microseconds; a thread hop would cost more). Everything else runs on one
dedicated thread, and the checkpoints, which do wait for the disk, on another connection and
thread of their own, so neither the loop nor the writers wait for them. One asyncio lock keeps
transactions from interleaving."""

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
"""Seconds between checkpoints (copying the WAL into the database file)."""


class SqliteStorage(Storage):
    dialect: ClassVar[str] = "sqlite"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._thread: ThreadPoolExecutor | None = None
        self._db: sqlite3.Connection | None = None
        self._lock = asyncio.Lock()
        self._checkpoints: asyncio.Task[None] | None = None

    @property
    def description(self) -> str:
        return f"sqlite:{self.path}"

    async def open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite")
        self._db = await self._run(self._connect)
        self._checkpoints = asyncio.create_task(self._checkpoint_now_and_then())

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA wal_autocheckpoint = 0")  # never inside a commit: see below
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA busy_timeout = 5000")
        return db

    async def _checkpoint_now_and_then(self) -> None:
        loop = asyncio.get_running_loop()
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-checkpoint") as thread:
            db = await loop.run_in_executor(
                thread, lambda: sqlite3.connect(self.path, check_same_thread=False)
            )
            try:
                while True:
                    await asyncio.sleep(CHECKPOINT_EVERY)
                    # PASSIVE: copies what it can without blocking the writer.
                    await loop.run_in_executor(thread, db.execute, "PRAGMA wal_checkpoint(PASSIVE)")
            except asyncio.CancelledError:
                await loop.run_in_executor(thread, db.close)
                raise

    async def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpoints
            self._checkpoints = None
        if self._db is not None:
            async with self._lock:
                await self._run(self._db.execute, "PRAGMA wal_checkpoint(TRUNCATE)")
                await self._run(self._db.close)
            self._db = None
        if self._thread is not None:
            self._thread.shutdown(wait=True)
            self._thread = None

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        if self._thread is None:
            raise RuntimeError("the storage is not open")
        return await asyncio.get_running_loop().run_in_executor(self._thread, fn, *args)

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise RuntimeError("the storage is not open")
        return self._db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._lock:
            await self._run(self.db.execute, "BEGIN IMMEDIATE")
            try:
                yield _SqliteTx(self)
            except BaseException:
                await self._run(self.db.rollback)
                raise
            await self._run(self.db.commit)

    async def _write_journal(self, actions: list[Row], chats: list[Row]) -> None:
        async with self._lock:
            self._write_journal_now(actions, chats)  # on the loop: see the module's docstring

    def _write_journal_now(self, actions: list[Row], chats: list[Row]) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            if actions:
                db.executemany(
                    "INSERT INTO actions (table_id, seq, action, at) VALUES (?, ?, ?, ?)", actions
                )
            if chats:
                db.executemany(
                    "INSERT INTO chat (table_id, player_id, seat, text, at) VALUES (?, ?, ?, ?, ?)",
                    chats,
                )
        except BaseException:
            db.rollback()
            raise
        db.commit()

    def is_unique_violation(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)


class _SqliteTx:
    def __init__(self, storage: SqliteStorage) -> None:
        self._storage = storage

    async def execute(self, sql: str, *args: Any) -> None:
        await self._storage._run(self._storage.db.execute, sql, args)

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None:
        await self._storage._run(self._storage.db.executemany, sql, rows)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return await self._storage._run(self._fetch, sql, args)

    def _fetch(self, sql: str, args: tuple[Any, ...]) -> list[Row]:
        return self._storage.db.execute(sql, args).fetchall()

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]
