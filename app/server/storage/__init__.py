"""Where the server keeps players, tables, the action journal and results.

``open_storage(url)`` picks the backend: a file path or ``sqlite:///path`` for SQLite, a
``postgresql://`` URL for PostgreSQL. Both run the same SQL and the same migrations.
"""

from __future__ import annotations

from pathlib import Path

from .base import AlreadySeated, Fenced, SchemaTooNew, Storage, now_ms
from .journal import Journal
from .records import (
    Claim,
    JournalAction,
    JournalChat,
    JournalEntry,
    LeaderRow,
    PlayerRecord,
    ProgressRecord,
    RecordedGame,
    StoredChat,
    StoredTable,
    Swept,
    TableSettings,
    TakenTable,
)


def storage_for(url: str, schema: str | None = None) -> Storage:
    """The storage a ``--db`` value names (not yet opened)."""
    if url.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage

        return PostgresStorage(url, schema)
    from .sqlite import SqliteStorage

    path = url.removeprefix("sqlite://") if url.startswith("sqlite://") else url
    return SqliteStorage(Path(path))


__all__ = [
    "AlreadySeated",
    "Claim",
    "Fenced",
    "Journal",
    "JournalAction",
    "JournalChat",
    "JournalEntry",
    "LeaderRow",
    "PlayerRecord",
    "ProgressRecord",
    "RecordedGame",
    "SchemaTooNew",
    "Storage",
    "StoredChat",
    "StoredTable",
    "Swept",
    "TableSettings",
    "TakenTable",
    "now_ms",
    "storage_for",
]
