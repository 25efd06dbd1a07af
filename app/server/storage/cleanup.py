"""Housekeeping in the database: what nobody needs any more goes, a small batch at a time.

- Tables that ended without a result (``abandoned``, ``broken``, ``aborted``) before a cutoff,
  with their seats, journal and chat.
- Chat lines of tables that finished before a cutoff (their journal and results stay).
- Tables whose game never started (their last seat left before the start) within minutes: a
  quick round of its own (``remove_unplayed_tables``), more often than the rest.
- Players who never finished a game, were last seen before a cutoff and are referred to by
  nothing (no seat, no table they opened, no chat line): they can never hold results.
- The counts of games a day between the same players, once that day is over.

Each step finds at most ``BATCH`` rows through an index and removes them in one short
transaction, and repeats until less than a batch is left, giving the event loop a turn between
batches. What refers to a row goes before the row, so the foreign keys hold throughout.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from .base import BATCH, Storage, placeholders
from .records import Swept

ENDED_UNSCORED = ("abandoned", "broken", "aborted")
TABLE_BATCH = 50
"""Tables removed per transaction (each with its journal, which may be long)."""


@dataclass(frozen=True, slots=True)
class Cutoffs:
    tables_before: int
    """Unix ms: unscored tables that ended before this go, and finished tables' chat."""
    players_before: int
    """Unix ms: players without results last seen before this go."""
    today: int
    """The UTC day number."""


async def sweep(storage: Storage, cutoffs: Cutoffs) -> Swept:
    """One round of everything above."""
    tables = await remove_ended_tables(storage, cutoffs.tables_before)
    chat = await prune_finished_chat(storage, cutoffs.tables_before)
    players = await remove_unseen_players(storage, cutoffs.players_before)
    await forget_daily_counts(storage, cutoffs.today)
    return Swept(tables=tables, chat_lines=chat, players=players)


async def remove_ended_tables(storage: Storage, ended_before: int) -> int:
    """Tables that ended unscored before ``ended_before``, with their seats, journal and chat."""
    removed = 0
    statuses = placeholders(ENDED_UNSCORED)
    while True:
        async with storage.transaction() as tx:
            rows = await tx.fetch(
                f"SELECT id FROM game_tables WHERE status IN ({statuses}) AND finished_at < ? "
                "LIMIT ?",
                *ENDED_UNSCORED,
                ended_before,
                TABLE_BATCH,
            )
            ids = [int(row[0]) for row in rows]
            if ids:
                marks = placeholders(ids)
                for child in ("chat", "actions", "table_seats", "daily_attempts", "rematches"):
                    await tx.execute(f"DELETE FROM {child} WHERE table_id IN ({marks})", *ids)
                await tx.execute(f"DELETE FROM game_tables WHERE id IN ({marks})", *ids)
        removed += len(ids)
        if len(ids) < TABLE_BATCH:
            return removed
        await asyncio.sleep(0)


async def remove_unplayed_tables(storage: Storage, ended_before: int) -> int:
    """Tables abandoned before their game started (the last seat left, or their node could not
    run them), ended before ``ended_before``, with their seats, chat and journal (the dice
    contributions of an open table). Nobody sits or waits at an abandoned table, and none of
    them holds a result or a daily attempt. The newest table of all stays until a newer one
    exists: SQLite hands the highest id out again once its row is gone, and a node may still
    name a table it just let go (its lease, its lobby entry)."""
    removed = 0
    while True:
        async with storage.transaction() as tx:
            rows = await tx.fetch(
                "SELECT t.id FROM game_tables t WHERE t.status = 'abandoned' "
                "AND t.finished_at < ? AND t.started_at IS NULL "
                "AND t.id < (SELECT MAX(m.id) FROM game_tables m) "
                "AND NOT EXISTS (SELECT 1 FROM results r WHERE r.table_id = t.id) "
                "AND NOT EXISTS (SELECT 1 FROM daily_attempts d WHERE d.table_id = t.id) "
                "LIMIT ?",
                ended_before,
                TABLE_BATCH,
            )
            ids = [int(row[0]) for row in rows]
            if ids:
                marks = placeholders(ids)
                for child in ("chat", "actions", "table_seats", "rematches"):
                    await tx.execute(f"DELETE FROM {child} WHERE table_id IN ({marks})", *ids)
                await tx.execute(f"DELETE FROM game_tables WHERE id IN ({marks})", *ids)
        removed += len(ids)
        if len(ids) < TABLE_BATCH:
            return removed
        await asyncio.sleep(0)


async def abandon_unplayed(
    storage: Storage, table_id: int, seat: int, at: int, *, fence: int
) -> None:
    """The last seat of an open table is given up: the seat goes and the table ends as
    abandoned, in one transaction (so no open table without anyone is left behind by a crash
    between the two); ``remove_unplayed_tables`` removes it minutes later."""
    async with storage.transaction() as tx:
        await storage.hold_fence(tx, table_id, fence)
        await tx.execute("DELETE FROM table_seats WHERE table_id = ? AND seat = ?", table_id, seat)
        await tx.execute(
            "UPDATE game_tables SET status = 'abandoned', finished_at = ? WHERE id = ?",
            at,
            table_id,
        )
        await tx.execute("UPDATE table_seats SET live = 0 WHERE table_id = ?", table_id)


async def prune_finished_chat(storage: Storage, finished_before: int) -> int:
    """Chat lines of tables that finished before ``finished_before``. Only lines older than the
    cutoff are looked at (through the index on ``at``): a line written while a finished table
    lingered goes in a later round."""
    return await _delete_in_batches(
        storage,
        "DELETE FROM chat WHERE id IN ("
        "SELECT c.id FROM chat c JOIN game_tables t ON t.id = c.table_id "
        "WHERE c.at < ? AND t.status = 'finished' AND t.finished_at < ? LIMIT ?) "
        "RETURNING id",
        finished_before,
        finished_before,
    )


async def remove_unseen_players(storage: Storage, seen_before: int) -> int:
    """Players without results, last seen before ``seen_before``, that nothing refers to."""
    return await _delete_in_batches(
        storage,
        "DELETE FROM players WHERE id IN ("
        "SELECT p.id FROM players p WHERE p.has_results = 0 AND p.last_seen < ? "
        "AND NOT EXISTS (SELECT 1 FROM results r WHERE r.player_id = p.id) "
        "AND NOT EXISTS (SELECT 1 FROM table_seats s WHERE s.player_id = p.id) "
        "AND NOT EXISTS (SELECT 1 FROM game_tables t WHERE t.host = p.id) "
        "AND NOT EXISTS (SELECT 1 FROM chat c WHERE c.player_id = p.id) "
        "AND NOT EXISTS (SELECT 1 FROM daily_attempts d WHERE d.player_id = p.id) "
        "LIMIT ?) RETURNING id",
        seen_before,
    )


async def forget_daily_counts(storage: Storage, today: int) -> None:
    """Counts of days before yesterday (yesterday's stay for a game that ends at midnight)."""
    async with storage.transaction() as tx:
        await tx.execute("DELETE FROM daily_games WHERE day < ?", today - 1)


async def _delete_in_batches(storage: Storage, sql: str, *args: object) -> int:
    """Run a ``DELETE ... WHERE id IN (SELECT ... LIMIT ?) RETURNING id`` until it removes
    less than a batch; returns how many rows went."""
    removed = 0
    while True:
        async with storage.transaction() as tx:
            count = len(await tx.fetch(sql, *args, BATCH))
        removed += count
        if count < BATCH:
            return removed
        await asyncio.sleep(0)
