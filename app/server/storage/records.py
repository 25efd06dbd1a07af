"""The values the storage reads and writes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from app.net import Milestone
from app.rules import Ruleset

from ..results import FinishedGame

Claim = Callable[[int], Awaitable[None]]
"""Called with a new table's id inside the transaction that writes it, as its last step: the
node that opens the table takes it (lease and code) before any other can see its row. Raising
undoes the whole transaction."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    id: int
    name: str
    token_hash: str
    level: int
    points: int


@dataclass(frozen=True, slots=True)
class TableSettings:
    seats: int
    clock: int
    """Seconds per turn."""
    rules: Ruleset
    private: bool


@dataclass(frozen=True, slots=True)
class StoredChat:
    player_id: int
    seat: int | None
    name: str
    text: str
    at: int


@dataclass(frozen=True, slots=True)
class StoredTable:
    """An open or running table as saved: enough to rebuild it exactly."""

    id: int
    code: str
    status: str
    settings: TableSettings
    host: int
    created_at: int
    names: tuple[str, ...] | None
    """The players' names at the start (None while open)."""
    seats: dict[int, int]
    """Seat to player id."""
    actions: list[str] = field(default_factory=list)
    """The action log in order, each in the engine's JSON form."""
    action_times: list[int] = field(default_factory=list)
    """When each action was saved (Unix ms)."""
    chat: list[StoredChat] = field(default_factory=list)
    fence: int = 0
    """The fencing token of whoever loaded it to run it."""
    started_at: int | None = None
    dice_seed: str | None = None
    """The server's secret dice seed (hex); None for tables from before it existed."""
    contributions: dict[int, str] = field(default_factory=dict)
    """Seat to the dice seed its player contributed (hex)."""
    dice_scope: str | None = None
    """The dice's scope when it is not the table's code (a daily challenge's)."""
    reveal_after: int | None = None
    """Unix ms from which the dice seed may be revealed (a daily challenge: its day's end)."""


@dataclass(frozen=True, slots=True)
class TakenTable:
    """A table just taken over (``Storage.take_over``): as saved, with its seated players."""

    stored: StoredTable
    players: dict[int, PlayerRecord]
    """Player id to record, for every seated player."""


@dataclass(frozen=True, slots=True)
class JournalAction:
    table_id: int
    seq: int
    data: str
    at: int
    fence: int = 0
    """The writer's fencing token for the table (``Storage.take_table``)."""


@dataclass(frozen=True, slots=True)
class JournalChat:
    table_id: int
    player_id: int
    seat: int | None
    text: str
    at: int
    fence: int = 0


JournalEntry = JournalAction | JournalChat


@dataclass(frozen=True, slots=True)
class ProgressRecord:
    """What a scored game changed for one player."""

    player_id: int
    points_total: int
    level: int
    new_milestones: tuple[Milestone, ...]


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """What ``record_game`` wrote."""

    game: FinishedGame
    """The game as recorded: beyond the daily cap with no points and ``capped`` set."""
    progress: dict[int, ProgressRecord]
    """Per player id; empty when the game had been recorded before."""


@dataclass(frozen=True, slots=True)
class Swept:
    """What one housekeeping round removed."""

    tables: int = 0
    """Abandoned, broken and aborted tables, with their seats, journal and chat."""
    chat_lines: int = 0
    """Chat lines of finished tables."""
    players: int = 0
    """Players who never finished a game and were not seen for long."""


@dataclass(frozen=True, slots=True)
class LeaderRow:
    player_id: int
    name: str
    level: int
    points: int
    games: int
    wins: int
