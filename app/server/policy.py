"""What kind of table a table is: the rules that differ between an ordinary table and a daily
challenge's attempt, as a policy object the ``Table`` is given (it asks, it never checks which).

``TablePolicy`` is an ordinary table: dice from the server's seed and the seats' contributions,
fixed by turn, roll and slot (``app.net.dice`` version 1), the seed told when the game is over,
listed and watchable, away limits, early resignations abort, rematches, scored with points.
``DailyPolicy`` is an attempt at a day's challenge (ranked or practice): the day's dice along the
attempt's course (version 2), no contributions, nobody watches, no away limit, no rematch, the
seed kept until the day is over, scored on the day's board (ranked) or nowhere (practice), and
void when the day ends first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.net import DailyView, Placing, ResultLine, TableStatus
from app.net.days import day_date, day_ends
from app.net.dice import (
    DAILY_DICE_VERSION,
    DICE_VERSION,
    daily_key,
    daily_next_roll,
    dice_key,
    next_roll,
)
from app.rules import Game

from .daily import DailyScope, parse_scope
from .daily import scope as daily_scope
from .members import PlayerInfo
from .results import ThrowCounts, score_game
from .storage import Storage
from .storage.daily import finish_attempt
from .storage.records import ProgressRecord


@dataclass(frozen=True, slots=True)
class Ending:
    """A finished game as saved: its standings, and each player's new level and points."""

    standings: list[ResultLine]
    progress: dict[int, ProgressRecord]


class TablePolicy:
    """An ordinary table among people."""

    dice_version = DICE_VERSION
    takes_contributions = True
    """Each seat may give a seed of its own before the first roll."""
    listable = True
    """A public one is listed in the lobby while open or playing."""
    watchable = True
    rematches = True
    away_limit = True
    """A seat whose player is away waits ``away_limit`` seconds, then the player has resigned."""
    early_resignations_abort = True
    """A resignation before every seat has played its first turn aborts the table."""
    closes_at: int | None = None
    """Unix ms when the table is closed whatever its state (its game void if not over)."""

    def scope(self, code: str) -> str:
        """What the table's dice are made for: its code."""
        return code

    def daily_view(self) -> DailyView | None:
        return None

    def dice_key(self, seed: bytes, contributions: Sequence[bytes | None]) -> bytes:
        return dice_key(seed, contributions)

    def next_roll(self, key: bytes, scope: str, game: Game) -> tuple[int, ...]:
        return next_roll(key, scope, game)

    def shown_contributions(self, contributions: Sequence[bytes | None]) -> list[str | None]:
        return [c.hex() if c is not None else None for c in contributions]

    def seed_told(self, over: bool, at: int) -> bool:
        """Whether the seed may be told (``at``: Unix ms now): once the game is over."""
        return over

    async def save_end(
        self,
        storage: Storage,
        table_id: int,
        game: Game,
        seats: Sequence[PlayerInfo],
        counts: ThrowCounts,
        *,
        aborted: bool,
        at: int,
        fence: int,
    ) -> Ending | None:
        """Save the end of the game: scored with placings and points, or (None) aborted.
        Raises what the storage raises (``Fenced``, or any failure: the table tries again)."""
        if aborted:
            await storage.close_table(table_id, TableStatus.ABORTED.value, at, fence=fence)
            return None
        scored = score_game(game, table_id, [p.id for p in seats], at, counts)
        recorded = await storage.record_game(scored, fence=fence)
        standings = [
            ResultLine(
                seat=r.seat,
                player=r.player_id,
                name=r.name,
                place=r.place,
                total=r.total,
                resigned=r.resigned,
                placing=r.placing,
                points=r.points,
                capped=recorded.game.capped,
            )
            for r in recorded.game.players
        ]
        return Ending(standings, recorded.progress)

    async def save_void(self, storage: Storage, table_id: int, at: int, *, fence: int) -> None:
        """Close the table at ``closes_at`` (only policies that have one)."""
        raise NotImplementedError("an ordinary table does not close by the clock")


ORDINARY = TablePolicy()


class DailyPolicy(TablePolicy):
    """An attempt at a day's challenge: ranked (on the day's board) or practice."""

    takes_contributions = False
    """A day's dice are its seed's alone (everyone meets the same ones)."""
    listable = False
    watchable = False
    """The day's dice are everyone's to meet: nobody watches another's attempt."""
    rematches = False
    away_limit = False
    """An attempt waits for its player until the day is over."""
    early_resignations_abort = False
    """Resigning ends the attempt with what the sheet holds."""

    def __init__(self, day: int, ruleset: str, *, ranked: bool, version: int = DAILY_DICE_VERSION):
        self.day = day
        self.ruleset = ruleset
        self.ranked = ranked
        self.dice_version = version
        """2; 1 for an attempt begun before the course construction (restored)."""
        self.closes_at = day_ends(day)

    @classmethod
    def of(cls, parsed: DailyScope) -> DailyPolicy:
        return cls(parsed.day, parsed.ruleset, ranked=parsed.ranked, version=parsed.version)

    def scope(self, code: str) -> str:
        if self.dice_version == DICE_VERSION:
            return f"daily:{self.day}:{self.ruleset}"  # as version 1 attempts were made
        return daily_scope(self.day, self.ruleset, ranked=self.ranked)

    def daily_view(self) -> DailyView | None:
        return DailyView(
            day=self.day,
            date=day_date(self.day).isoformat(),
            ruleset=self.ruleset,
            ends=day_ends(self.day),
            practice=not self.ranked,
        )

    def dice_key(self, seed: bytes, contributions: Sequence[bytes | None]) -> bytes:
        if self.dice_version == DICE_VERSION:
            return dice_key(seed)
        return daily_key(seed)

    def next_roll(self, key: bytes, scope: str, game: Game) -> tuple[int, ...]:
        if self.dice_version == DICE_VERSION:
            return next_roll(key, scope, game)
        return daily_next_roll(key, scope, game)

    def shown_contributions(self, contributions: Sequence[bytes | None]) -> list[str | None]:
        return []

    def seed_told(self, over: bool, at: int) -> bool:
        # The day's dice are everyone's until the day is over: an attempt that ended early
        # tells its seed no sooner than any other.
        return over and at >= day_ends(self.day)

    async def save_end(
        self,
        storage: Storage,
        table_id: int,
        game: Game,
        seats: Sequence[PlayerInfo],
        counts: ThrowCounts,
        *,
        aborted: bool,
        at: int,
        fence: int,
    ) -> Ending | None:
        """The attempt is scored with its total (on the board if ranked); the player hears it
        as a result without points (the daily challenge is not among the games between people)."""
        sheet, holder = game.sheets[0], seats[0]
        await finish_attempt(storage, table_id, sheet.total, at, fence=fence)
        line = ResultLine(
            seat=0,
            player=holder.id,
            name=holder.name,
            place=1,
            total=sheet.total,
            resigned=bool(game.resigned),
            placing=Placing.TOOK_PART,
            points=0,
        )
        return Ending([line], {})

    async def save_void(self, storage: Storage, table_id: int, at: int, *, fence: int) -> None:
        await finish_attempt(storage, table_id, None, at, fence=fence)


def policy_of(stored_scope: str | None) -> TablePolicy:
    """The policy of a stored table, from its dice scope (``ValueError`` if it is garbled)."""
    parsed = parse_scope(stored_scope)
    return ORDINARY if parsed is None else DailyPolicy.of(parsed)
