"""The players aggregate: who plays here (name, token, when last seen) and what a table needs
to know of them (``players_in``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..results import level_of
from .database import BATCH, Database, Tx, now_ms, placeholders
from .records import PlayerRecord


class PlayerStore(Database):
    async def create_player(self, name: str, token_hash: str) -> int:
        at = now_ms()
        async with self.transaction() as tx:
            return int(
                await tx.fetchval(
                    "INSERT INTO players (name, token_hash, created_at, last_seen) "
                    "VALUES (?, ?, ?, ?) RETURNING id",
                    name,
                    token_hash,
                    at,
                    at,
                )
            )

    async def players_seen(self, player_ids: Sequence[int], at: int) -> None:
        """These players were here at ``at`` (Unix ms): they said hello, or are connected."""
        for start in range(0, len(player_ids), BATCH):
            batch = list(player_ids[start : start + BATCH])
            async with self.transaction() as tx:
                await tx.execute(
                    f"UPDATE players SET last_seen = ? WHERE id IN ({placeholders(batch)}) "
                    "AND last_seen < ?",
                    at,
                    *batch,
                    at,
                )

    async def player(self, player_id: int) -> PlayerRecord | None:
        async with self.single() as tx:
            return (await players_in(tx, [player_id])).get(player_id)

    async def rename_player(self, player_id: int, name: str) -> None:
        async with self.transaction() as tx:
            await tx.execute("UPDATE players SET name = ? WHERE id = ?", name, player_id)


async def players_in(tx: Tx, player_ids: Sequence[int]) -> dict[int, PlayerRecord]:
    """The players of ``player_ids`` that exist, in one query."""
    rows = await tx.fetch(
        "SELECT p.id, p.name, p.token_hash, "
        "(SELECT COUNT(*) FROM milestones m WHERE m.player_id = p.id), "
        "COALESCE((SELECT s.points FROM player_stats s WHERE s.player_id = p.id), 0) "
        f"FROM players p WHERE p.id IN ({placeholders(player_ids)})",
        *player_ids,
    )
    return {
        row[0]: PlayerRecord(row[0], row[1], row[2], level_of(int(row[3])), int(row[4]))
        for row in rows
    }
