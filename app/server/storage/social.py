"""Playing together again, in the database: rematch offers, the people a player met lately,
and whether a player may be invited.

A rematch offer is one row per finished table (``rematches``). Its owner node changes it under
the table's lock; the row makes it last (a node that takes the table over finds it) and makes
the new table exactly once: the change from ``open`` to ``started`` and the new table with
every seat are one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from app.net import Placing, RematchStatus

from .base import AlreadySeated, Storage
from .records import TableSettings

RECENT_SCAN = 200
"""Results looked at (newest first) to find the people met lately."""


class RematchGone(Exception):
    """The offer is no longer open (it started, lapsed or was declined meanwhile)."""


@dataclass(frozen=True, slots=True)
class RematchRecord:
    table_id: int
    offered_by: int
    """The player who offered it."""
    offered_at: int
    ends: int
    """When it lapses (Unix ms)."""
    accepted: tuple[int, ...]
    """Players who said yes, in the order they did."""
    status: RematchStatus
    seat: int | None = None
    """Who declined, or whose leaving made it lapse."""
    new_table: int | None = None


@dataclass(frozen=True, slots=True)
class RecentRow:
    player_id: int
    name: str
    milestones: int
    finished_at: int
    placing: Placing
    """How the asking player did in that game."""
    their_placing: Placing | None = None
    """How the other player did in it."""


async def save_rematch(storage: Storage, record: RematchRecord) -> None:
    """Write the offer as it stands now (the first write makes it)."""
    async with storage.transaction() as tx:
        await tx.execute(
            "INSERT INTO rematches (table_id, offered_by, offered_at, ends, accepted, status, "
            "seat, new_table) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (table_id) DO UPDATE SET offered_by = excluded.offered_by, "
            "offered_at = excluded.offered_at, ends = excluded.ends, "
            "accepted = excluded.accepted, status = excluded.status, seat = excluded.seat, "
            "new_table = excluded.new_table",
            record.table_id,
            record.offered_by,
            record.offered_at,
            record.ends,
            json.dumps(list(record.accepted)),
            record.status.value,
            record.seat,
            record.new_table,
        )


async def load_rematch(storage: Storage, table_id: int) -> RematchRecord | None:
    async with storage.reading() as tx:
        row = await tx.fetchrow(
            "SELECT table_id, offered_by, offered_at, ends, accepted, status, seat, new_table "
            "FROM rematches WHERE table_id = ?",
            table_id,
        )
    if row is None:
        return None
    return RematchRecord(
        table_id=int(row[0]),
        offered_by=int(row[1]),
        offered_at=int(row[2]),
        ends=int(row[3]),
        accepted=tuple(int(p) for p in json.loads(row[4])),
        status=RematchStatus(row[5]),
        seat=None if row[6] is None else int(row[6]),
        new_table=None if row[7] is None else int(row[7]),
    )


async def start_rematch(
    storage: Storage,
    *,
    old_table: int,
    code: str,
    settings: TableSettings,
    players: Sequence[int],
    names: Sequence[str],
    at: int,
    dice_seed: str,
) -> tuple[int, int] | None:
    """The new table of an accepted offer, every seat taken and the game started: its id and
    fence; None when ``code`` is taken (pick another). ``RematchGone`` when the offer is not
    open any more; ``AlreadySeated`` when someone sits at another live table now."""
    rules = settings.rules
    try:
        async with storage.transaction() as tx:
            still_open = await tx.fetchval(
                "UPDATE rematches SET status = 'started' WHERE table_id = ? AND status = 'open' "
                "RETURNING table_id",
                old_table,
            )
            if still_open is None:
                raise RematchGone(old_table)
            table_id = int(
                await tx.fetchval(
                    "INSERT INTO game_tables (code, status, preset, triple, forced_order, seats, "
                    "clock, private, host, created_at, started_at, names, fence, dice_seed) "
                    "VALUES (?, 'playing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id",
                    code,
                    rules.name,
                    int(rules.triple),
                    int(rules.forced_order),
                    settings.seats,
                    settings.clock,
                    int(settings.private),
                    players[0],
                    at,
                    at,
                    json.dumps(list(names), ensure_ascii=False),
                    dice_seed,
                )
            )
            for seat, player in enumerate(players):
                await storage._insert_seat(tx, table_id, seat, player)
            await tx.execute(
                "UPDATE rematches SET new_table = ? WHERE table_id = ?", table_id, old_table
            )
            return table_id, 0
    except (RematchGone, AlreadySeated):
        raise
    except Exception as error:
        if storage.is_unique_violation(error):
            return None
        raise


async def recent_players(
    storage: Storage, player_id: int, since: int, limit: int
) -> list[RecentRow]:
    """The people ``player_id`` played scored games with since ``since`` (Unix ms), newest
    first, each once (with the newest game)."""
    async with storage.reading() as tx:
        rows = await tx.fetch(
            "SELECT o.player_id, p.name, "
            "(SELECT COUNT(*) FROM milestones m WHERE m.player_id = o.player_id), "
            "mine.finished_at, mine.outcome, o.outcome "
            "FROM results mine "
            "JOIN results o ON o.table_id = mine.table_id AND o.player_id <> mine.player_id "
            "JOIN players p ON p.id = o.player_id "
            "WHERE mine.player_id = ? AND mine.finished_at >= ? "
            "ORDER BY mine.finished_at DESC, o.seat LIMIT ?",
            player_id,
            since,
            RECENT_SCAN,
        )
    seen: set[int] = set()
    found: list[RecentRow] = []
    for row in rows:
        other = int(row[0])
        if other in seen:
            continue
        seen.add(other)
        found.append(
            RecentRow(
                other, str(row[1]), int(row[2]), int(row[3]), Placing(row[4]), Placing(row[5])
            )
        )
        if len(found) >= limit:
            break
    return found


async def invitations_allowed(storage: Storage, player_id: int) -> bool | None:
    """Whether others may invite the player; None for a player that does not exist."""
    async with storage.reading() as tx:
        value = await tx.fetchval("SELECT invitations FROM players WHERE id = ?", player_id)
    return None if value is None else bool(value)


async def set_invitations(storage: Storage, player_id: int, allowed: bool) -> None:
    async with storage.transaction() as tx:
        await tx.execute("UPDATE players SET invitations = ? WHERE id = ?", int(allowed), player_id)
