"""The results aggregate: a finished game's result, statistics, points and milestones (written
in one transaction), and what is read from them: leaderboards and player profiles."""

from __future__ import annotations

from app.net import Milestone, Placing, PlayerProfile, PlayerStats
from app.net.days import day_of

from ..results import (
    FinishedGame,
    StatsAfter,
    capped,
    earns_points,
    level_of,
    milestones_of,
    same_players,
)
from .database import Database, Tx, placeholders
from .records import LeaderRow, ProgressRecord, RecordedGame


class ResultStore(Database):
    # --- results ----------------------------------------------------------------------------------

    async def record_game(self, game: FinishedGame, *, fence: int) -> RecordedGame:
        """Ranking, statistics, points, opponents and milestones of a finished game, and the
        table's end, in one transaction. The game is counted among the day's games between
        its players first: beyond ``results.DAILY_SCORED`` it is recorded with no points and
        changes no statistics, opponents or milestones. The count is one row per set of
        players and day, incremented in place, so concurrent finishes of the same players wait
        for each other (PostgreSQL locks the row) and each sees the count before it.
        A game already recorded is left alone (no progress)."""
        ids = [player.player_id for player in game.players]
        async with self.transaction() as tx:
            await self.hold_fence(tx, game.table_id, fence)
            status = await tx.fetchval("SELECT status FROM game_tables WHERE id = ?", game.table_id)
            if status == "finished":
                was_capped = await tx.fetchval(
                    "SELECT MAX(capped) FROM results WHERE table_id = ?", game.table_id
                )
                return RecordedGame(capped(game) if was_capped else game, {})
            nth = await tx.fetchval(
                "INSERT INTO daily_games (players, day, games) VALUES (?, ?, 1) "
                "ON CONFLICT (players, day) DO UPDATE SET games = daily_games.games + 1 "
                "RETURNING games",
                same_players(ids),
                day_of(game.finished_at),
            )
            if not earns_points(int(nth)):
                game = capped(game)
            for player_id in ids:
                await self._record_player(tx, game, player_id)
            progress = {}
            for player_id in ids:
                progress[player_id] = await self._progress(tx, game, player_id)
            await tx.execute(
                f"UPDATE players SET has_results = 1 WHERE id IN ({placeholders(ids)}) "
                "AND has_results = 0",
                *ids,
            )
            await tx.execute(
                "UPDATE game_tables SET status = 'finished', finished_at = ? WHERE id = ?",
                game.finished_at,
                game.table_id,
            )
            await tx.execute("UPDATE table_seats SET live = 0 WHERE table_id = ?", game.table_id)
        return RecordedGame(game, progress)

    async def _record_player(self, tx: Tx, game: FinishedGame, player_id: int) -> None:
        player = next(p for p in game.players if p.player_id == player_id)
        win = int(player.placing is Placing.WIN)
        draw = int(player.placing is Placing.DRAW)
        await tx.execute(
            "INSERT INTO results (table_id, player_id, seat, place, total, resigned, outcome, "
            "points, finished_at, capped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            game.table_id,
            player_id,
            player.seat,
            player.place,
            player.total,
            int(player.resigned),
            player.placing.value,
            player.points,
            game.finished_at,
            int(game.capped),
        )
        if game.capped:
            return  # played, but counted nowhere else
        best = player.total if player.completed and not player.resigned else 0
        await tx.execute(
            "INSERT INTO player_stats (player_id, games, wins, draws, losses, best_total, "
            "five_alikes, upper_bonuses, points) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (player_id) DO UPDATE SET "
            "games = player_stats.games + 1, "
            "wins = player_stats.wins + excluded.wins, "
            "draws = player_stats.draws + excluded.draws, "
            "losses = player_stats.losses + excluded.losses, "
            "best_total = CASE WHEN excluded.best_total > player_stats.best_total "
            "THEN excluded.best_total ELSE player_stats.best_total END, "
            "five_alikes = player_stats.five_alikes + excluded.five_alikes, "
            "upper_bonuses = player_stats.upper_bonuses + excluded.upper_bonuses, "
            "points = player_stats.points + excluded.points",
            player_id,
            win,
            draw,
            1 - win - draw,
            best,
            player.five_alikes,
            player.upper_bonuses,
            player.points,
        )
        others = [(player_id, p.player_id) for p in game.players if p.player_id != player_id]
        if others:
            await tx.executemany(
                "INSERT INTO opponents (player_id, opponent_id) VALUES (?, ?) "
                "ON CONFLICT DO NOTHING",
                others,
            )

    async def _progress(self, tx: Tx, game: FinishedGame, player_id: int) -> ProgressRecord:
        row = await tx.fetchrow(
            "SELECT games, wins, points FROM player_stats WHERE player_id = ?", player_id
        )
        if game.capped:
            had = await tx.fetchval(
                "SELECT COUNT(*) FROM milestones WHERE player_id = ?", player_id
            )
            points = int(row[2]) if row is not None else 0
            return ProgressRecord(player_id, points, level_of(int(had)), ())
        assert row is not None  # written just before, in this transaction
        opponents = await tx.fetchval(
            "SELECT COUNT(*) FROM opponents WHERE player_id = ?", player_id
        )
        had = {
            Milestone(r[0])
            for r in await tx.fetch(
                "SELECT milestone FROM milestones WHERE player_id = ?", player_id
            )
        }
        reached = milestones_of(StatsAfter(int(row[0]), int(row[1]), int(opponents)))
        new = sorted(reached - had)
        if new:
            await tx.executemany(
                "INSERT INTO milestones (player_id, milestone, table_id, reached_at) "
                "VALUES (?, ?, ?, ?)",
                [(player_id, m.value, game.table_id, game.finished_at) for m in new],
            )
        return ProgressRecord(player_id, int(row[2]), level_of(len(had | reached)), tuple(new))

    # --- leaderboards and profiles ----------------------------------------------------------------

    async def leaderboard(self, start: int, end: int, limit: int) -> list[LeaderRow]:
        """Players by points earned in games finished in [start, end) (Unix ms)."""
        async with self.reading() as tx:
            rows = await tx.fetch(
                "SELECT r.player_id, p.name, "
                "(SELECT COUNT(*) FROM milestones m WHERE m.player_id = r.player_id), "
                "SUM(r.points), COUNT(*), "
                "SUM(CASE WHEN r.outcome = 'win' THEN 1 ELSE 0 END) "
                "FROM results r JOIN players p ON p.id = r.player_id "
                "WHERE r.finished_at >= ? AND r.finished_at < ? AND r.capped = 0 "
                "GROUP BY r.player_id, p.name "
                "ORDER BY SUM(r.points) DESC, "
                "SUM(CASE WHEN r.outcome = 'win' THEN 1 ELSE 0 END) DESC, r.player_id "
                "LIMIT ?",
                start,
                end,
                limit,
            )
        return [
            LeaderRow(int(r[0]), r[1], level_of(int(r[2])), int(r[3]), int(r[4]), int(r[5]))
            for r in rows
        ]

    async def profile(self, player_id: int) -> PlayerProfile | None:
        async with self.reading() as tx:
            player = await tx.fetchrow("SELECT id, name FROM players WHERE id = ?", player_id)
            if player is None:
                return None
            stats = await tx.fetchrow(
                "SELECT games, wins, draws, losses, best_total, five_alikes, upper_bonuses, "
                "points FROM player_stats WHERE player_id = ?",
                player_id,
            )
            milestones = await tx.fetch(
                "SELECT milestone FROM milestones WHERE player_id = ? ORDER BY reached_at, "
                "milestone",
                player_id,
            )
        values = [int(v) for v in stats] if stats else [0] * 8
        return PlayerProfile(
            id=int(player[0]),
            name=player[1],
            level=level_of(len(milestones)),
            milestones=[Milestone(r[0]) for r in milestones],
            stats=PlayerStats(
                games=values[0],
                wins=values[1],
                draws=values[2],
                losses=values[3],
                best_total=values[4],
                five_alikes=values[5],
                upper_bonuses=values[6],
                points=values[7],
            ),
        )
