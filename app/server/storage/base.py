"""What the server keeps, written once in SQL that SQLite and PostgreSQL both run: one
``Storage`` made of its aggregates, each in its own module.

- ``database.py``: the transactions a backend supplies, the schema, the fence every write
  about a table checks;
- ``players.py``: players; ``tables.py``: tables, seats, fencing and the journal;
  ``boards.py``: results, leaderboards and profiles;
- ``daily.py`` and ``social.py``: the daily challenge and rematches, invitations, recent
  players, as functions over a ``Storage``; ``cleanup.py``: housekeeping.
"""

from __future__ import annotations

from .boards import ResultStore
from .database import (
    BATCH,
    CHAT_HISTORY,
    AlreadySeated,
    Database,
    Fenced,
    Row,
    SchemaTooNew,
    Tx,
    now_ms,
    placeholders,
)
from .players import PlayerStore
from .tables import SeatedJournal, TableStore

__all__ = [
    "BATCH",
    "CHAT_HISTORY",
    "AlreadySeated",
    "Database",
    "Fenced",
    "Row",
    "SchemaTooNew",
    "SeatedJournal",
    "Storage",
    "Tx",
    "now_ms",
    "placeholders",
]


class Storage(PlayerStore, TableStore, ResultStore):
    """Everything the server keeps; a backend subclasses it and supplies the transactions."""
