"""Playing together again, in the database: rematch offers, the people a player met lately,
and whether a player may be invited.

Whether a player may be invited is ``players.invitations``: off, from the people they played
with lately (the default), or from anyone.

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
from .records import Claim, TableSettings

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
    claim: Claim | None = None,
) -> tuple[int, int] | None:
    """The new table of an accepted offer, every seat taken and the game started: its id and
    fence; None when ``code`` is taken (pick another). ``RematchGone`` when the offer is not
    open any more; ``AlreadySeated`` when someone sits at another live table now. ``claim`` is
    called before the commit."""
    try:
        async with storage.transaction() as tx:
            still_open = await tx.fetchval(
                "UPDATE rematches SET status = 'started' WHERE table_id = ? AND status = 'open' "
                "RETURNING table_id",
                old_table,
            )
            if still_open is None:
                raise RematchGone(old_table)
            table_id = await storage.insert_table(
                tx,
                code=code,
                settings=settings,
                seated=players,
                created_at=at,
                dice_seed=dice_seed,
                names=names,
            )
            await tx.execute(
                "UPDATE rematches SET new_table = ? WHERE table_id = ?", table_id, old_table
            )
            if claim is not None:
                await claim(table_id)
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


INVITATIONS_OFF = 0
INVITATIONS_RECENT = 1
"""From the people the player played with lately (the default)."""
INVITATIONS_ANYONE = 2
"""``players.invitations`` holds one of these (migration 5 made it 1 for everyone)."""


@dataclass(frozen=True, slots=True)
class Invitee:
    """What an invitation needs to know about the player invited."""

    name: str
    setting: int
    related: bool
    """Whether they sat at a started game with the inviter lately (or do now)."""

    @property
    def takes_it(self) -> bool:
        return self.setting == INVITATIONS_ANYONE or (
            self.setting == INVITATIONS_RECENT and self.related
        )


async def invitee(storage: Storage, player_id: int, inviter: int, since: int) -> Invitee | None:
    """The invited player and whether they played with ``inviter`` at a table that started
    since ``since`` (Unix ms; scored, capped, aborted or running: every seat stays in
    ``table_seats`` while its table is kept); None for nobody of that id. One read, whatever
    the answer, so that its time tells as little as its result."""
    async with storage.reading() as tx:
        row = await tx.fetchrow(
            "SELECT p.name, p.invitations, EXISTS (SELECT 1 FROM table_seats mine "
            "JOIN table_seats theirs ON theirs.table_id = mine.table_id "
            "JOIN game_tables t ON t.id = mine.table_id "
            "WHERE mine.player_id = ? AND theirs.player_id = ? AND t.started_at >= ?) "
            "FROM players p WHERE p.id = ?",
            inviter,
            player_id,
            since,
            player_id,
        )
    if row is None:
        return None
    return Invitee(str(row[0]), int(row[1]), bool(row[2]))


async def invitation_setting(storage: Storage, player_id: int) -> int | None:
    async with storage.reading() as tx:
        value = await tx.fetchval("SELECT invitations FROM players WHERE id = ?", player_id)
    return None if value is None else int(value)


async def set_invitations(storage: Storage, player_id: int, setting: int) -> None:
    async with storage.transaction() as tx:
        await tx.execute("UPDATE players SET invitations = ? WHERE id = ?", setting, player_id)


async def hidden_from(storage: Storage, table_id: int, player_id: int) -> bool:
    """Whether the table is a private one that has ended and ``player_id`` never sat there:
    its chat and its game are its players' alone, so for anyone else its code finds nothing."""
    async with storage.reading() as tx:
        value = await tx.fetchval(
            "SELECT 1 FROM game_tables t WHERE t.id = ? AND t.private = 1 "
            "AND t.status NOT IN ('open', 'playing') AND NOT EXISTS "
            "(SELECT 1 FROM table_seats s WHERE s.table_id = t.id AND s.player_id = ?)",
            table_id,
            player_id,
        )
    return value is not None
