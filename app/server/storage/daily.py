"""The daily challenge in the database: the day's seeds, each player's attempt, the boards.

A ranked attempt is a solo table (``game_tables``, status ``playing`` from the start) and a row
of ``daily_attempts``, written in one transaction: the primary key of that row (day, ruleset,
player) is what allows one ranked attempt per player and day, on every node at once, and the
same transaction checks that the player was made before the day began. A practice attempt is
the solo table alone (its dice scope says what it is), counted per player and day.
"""

from __future__ import annotations

from collections.abc import Sequence

from .base import AlreadySeated, Storage
from .records import Claim, TableSettings


class AlreadyPlayed(Exception):
    """The player has had their attempt at this day's challenge."""


class TooNew(Exception):
    """The player was made on the day (or later): no ranked attempt for them that day."""


class PracticeSpent(Exception):
    """The player has begun as many practice attempts of the day as one may."""


async def day_seed(storage: Storage, day: int, ruleset: str, fresh: str) -> str:
    """The day's secret seed (hex) for ``ruleset``: ``fresh`` if the day had none yet."""
    # Every request of the day asks: a read, and a write only for the day's first one.
    async with storage.reading() as tx:
        known = await tx.fetchval(
            "SELECT seed FROM daily_seeds WHERE day = ? AND ruleset = ?", day, ruleset
        )
    if known is not None:
        return str(known)
    async with storage.transaction() as tx:
        await tx.execute(
            "INSERT INTO daily_seeds (day, ruleset, seed) VALUES (?, ?, ?) "
            "ON CONFLICT (day, ruleset) DO NOTHING",
            day,
            ruleset,
            fresh,
        )
        return str(
            await tx.fetchval(
                "SELECT seed FROM daily_seeds WHERE day = ? AND ruleset = ?", day, ruleset
            )
        )


async def revealed_seeds(storage: Storage, days: Sequence[int]) -> list[tuple[int, str, str]]:
    """(day, ruleset, seed) of the given days (call it only for days that are over)."""
    if not days:
        return []
    async with storage.reading() as tx:
        rows = await tx.fetch(
            f"SELECT day, ruleset, seed FROM daily_seeds WHERE day IN ({_marks(days)}) "
            "ORDER BY day, ruleset",
            *days,
        )
    return [(int(r[0]), str(r[1]), str(r[2])) for r in rows]


async def start_attempt(
    storage: Storage,
    *,
    day: int,
    ruleset: str,
    player: int,
    name: str,
    code: str,
    settings: TableSettings,
    seed: str,
    scope: str,
    reveal_after: int,
    at: int,
    ranked: bool,
    made_before: int,
    practice_limit: int,
    claim: Claim | None = None,
) -> tuple[int, int] | None:
    """A new attempt's table id and fence, the game started; None when ``code`` is taken.
    Ranked: ``TooNew`` for a player made at ``made_before`` (the day's start) or later,
    ``AlreadyPlayed`` for a second attempt. Practice: ``PracticeSpent`` after
    ``practice_limit`` attempts at ``scope``. ``AlreadySeated`` for a player at another table.
    ``claim`` is called before the commit."""
    try:
        async with storage.transaction() as tx:
            if ranked:
                made = await tx.fetchval("SELECT created_at FROM players WHERE id = ?", player)
                if made is None or int(made) >= made_before:
                    raise TooNew(player)
                done = await tx.fetchval(
                    "SELECT 1 FROM daily_attempts WHERE day = ? AND ruleset = ? AND player_id = ?",
                    day,
                    ruleset,
                    player,
                )
                if done:
                    raise AlreadyPlayed(player)
            else:
                begun = await tx.fetchval(
                    "SELECT COUNT(*) FROM game_tables WHERE host = ? AND dice_scope = ?",
                    player,
                    scope,
                )
                if int(begun or 0) >= practice_limit:
                    raise PracticeSpent(player)
            table_id = await storage.insert_table(
                tx,
                code=code,
                settings=settings,
                seated=[player],
                created_at=at,
                dice_seed=seed,
                names=[name],
                dice_scope=scope,
                reveal_after=reveal_after,
            )
            if ranked:
                await tx.execute(
                    "INSERT INTO daily_attempts (day, ruleset, player_id, table_id, started_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    day,
                    ruleset,
                    player,
                    table_id,
                    at,
                )
            if claim is not None:
                await claim(table_id)
            return table_id, 0
    except (AlreadyPlayed, AlreadySeated, TooNew, PracticeSpent):
        raise
    except Exception as error:
        if not storage.is_unique_violation(error):
            raise
        if ranked and (
            "daily_attempts" in str(error) or await _played(storage, day, ruleset, player)
        ):
            raise AlreadyPlayed(player) from None
        return None  # the code was taken: pick another


async def _played(storage: Storage, day: int, ruleset: str, player: int) -> bool:
    async with storage.reading() as tx:
        return bool(
            await tx.fetchval(
                "SELECT 1 FROM daily_attempts WHERE day = ? AND ruleset = ? AND player_id = ?",
                day,
                ruleset,
                player,
            )
        )


async def finish_attempt(
    storage: Storage, table_id: int, total: int | None, at: int, *, fence: int
) -> None:
    """The attempt is over: scored with ``total``, or void (None: its day ended first). A
    practice attempt has no ``daily_attempts`` row: only its table is closed."""
    async with storage.transaction() as tx:
        await storage.hold_fence(tx, table_id, fence)
        await tx.execute(
            "UPDATE daily_attempts SET total = ?, finished_at = ? WHERE table_id = ?",
            total,
            at,
            table_id,
        )
        await tx.execute(
            "UPDATE game_tables SET status = ?, finished_at = ? WHERE id = ?",
            "finished" if total is not None else "abandoned",
            at,
            table_id,
        )
        await tx.execute("UPDATE table_seats SET live = 0 WHERE table_id = ?", table_id)


async def day_totals(storage: Storage, day: int, ruleset: str) -> list[tuple[int, str, int]]:
    """(player, name, total) of every scored attempt of the day."""
    async with storage.reading() as tx:
        rows = await tx.fetch(
            "SELECT d.player_id, p.name, d.total FROM daily_attempts d "
            "JOIN players p ON p.id = d.player_id "
            "WHERE d.day = ? AND d.ruleset = ? AND d.total IS NOT NULL",
            day,
            ruleset,
        )
    return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]


async def attempts_started(storage: Storage, day: int) -> dict[str, int]:
    """Per ruleset: attempts begun that day."""
    async with storage.reading() as tx:
        rows = await tx.fetch(
            "SELECT ruleset, COUNT(*) FROM daily_attempts WHERE day = ? GROUP BY ruleset", day
        )
    return {str(r[0]): int(r[1]) for r in rows}


async def best_of_week(
    storage: Storage, days: Sequence[int], ruleset: str
) -> list[tuple[int, str, int]]:
    """(player, name, best daily total of those days)."""
    async with storage.reading() as tx:
        rows = await tx.fetch(
            "SELECT d.player_id, p.name, MAX(d.total) FROM daily_attempts d "
            "JOIN players p ON p.id = d.player_id "
            f"WHERE d.ruleset = ? AND d.total IS NOT NULL AND d.day IN ({_marks(days)}) "
            "GROUP BY d.player_id, p.name",
            ruleset,
            *days,
        )
    return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]


async def own_total(storage: Storage, days: Sequence[int], ruleset: str, player: int) -> int | None:
    """The player's best scored ranked total of those days (None: none)."""
    async with storage.reading() as tx:
        value = await tx.fetchval(
            "SELECT MAX(total) FROM daily_attempts WHERE ruleset = ? AND player_id = ? "
            f"AND total IS NOT NULL AND day IN ({_marks(days)})",
            ruleset,
            player,
            *days,
        )
    return None if value is None else int(value)


async def attempt_table(storage: Storage, table_id: int) -> tuple[int, str] | None:
    """The (day, ruleset) of a daily attempt's table; None for any other table."""
    async with storage.reading() as tx:
        row = await tx.fetchrow(
            "SELECT day, ruleset FROM daily_attempts WHERE table_id = ?", table_id
        )
    return None if row is None else (int(row[0]), str(row[1]))


def _marks(values: Sequence[object]) -> str:
    return ", ".join("?" for _ in values)
