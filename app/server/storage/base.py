"""What the server keeps, written once in SQL that SQLite and PostgreSQL both run.

Each backend supplies transactions and a batch write for the journal; everything else is here.
SQL is written with ``?`` placeholders (PostgreSQL's ``$n`` are made from them).
"""

from __future__ import annotations

import json
import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from app.net import Milestone, Placing, PlayerProfile, PlayerStats
from app.rules import Ruleset, preset

from ..results import (
    FinishedGame,
    StatsAfter,
    capped,
    earns_points,
    level_of,
    milestones_of,
    same_players,
    utc_day,
)
from .migrations import LATEST, MIGRATIONS
from .records import (
    JournalAction,
    JournalEntry,
    LeaderRow,
    PlayerRecord,
    ProgressRecord,
    RecordedGame,
    StoredChat,
    StoredTable,
    TableSettings,
    TakenTable,
)

log = logging.getLogger(__name__)
Row = tuple[Any, ...]
CHAT_HISTORY = 50
BATCH = 500
"""Rows a bulk update or housekeeping step touches in one transaction."""


def now_ms() -> int:
    return int(time.time() * 1000)


class Tx(Protocol):
    """One open transaction."""

    async def execute(self, sql: str, *args: Any) -> None: ...

    async def executemany(self, sql: str, rows: Sequence[Row]) -> None: ...

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer server than this one."""


class Fenced(Exception):
    """A write about a table by a node that is no longer its owner: someone took the table since
    this node did (its lease ran out while it was paused or cut off)."""

    def __init__(self, table_id: int) -> None:
        super().__init__(f"table {table_id} has another owner now")
        self.table_id = table_id


class AlreadySeated(Exception):
    """The player holds a live seat at another table (one seat per player, over all nodes)."""

    def __init__(self, player_id: int) -> None:
        super().__init__(f"player {player_id} sits at another table")
        self.player_id = player_id


class Storage(ABC):
    dialect: ClassVar[str]
    parallel_writes: ClassVar[int] = 1
    """Journal batches the database takes at once (see ``journal.py``)."""

    # --- what a backend provides ------------------------------------------------------------------

    @abstractmethod
    async def open(self) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction for writing (and reading what it writes)."""

    def reading(self) -> AbstractAsyncContextManager[Tx]:
        """For queries only (leaderboards, profiles, checks); a backend may run them apart
        from the writes."""
        return self.transaction()

    @abstractmethod
    def is_unique_violation(self, error: BaseException) -> bool: ...

    @property
    @abstractmethod
    def description(self) -> str:
        """Where the data lives, without credentials (for logs and ``/health``)."""

    async def _lock_schema(self, tx: Tx) -> None:
        """Keep two servers from migrating at once (where the database can)."""
        return

    # --- schema -----------------------------------------------------------------------------------

    async def migrate(self) -> int:
        """Bring the schema to the latest version; returns it. Pending migrations run in one
        transaction: all or nothing."""
        async with self.transaction() as tx:
            await self._lock_schema(tx)
            await tx.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)"
            )
            current = await tx.fetchval("SELECT MAX(version) FROM schema_migrations") or 0
            if current > LATEST:
                raise SchemaTooNew(
                    f"the database has schema version {current}; this server knows up to {LATEST}"
                )
            for migration in MIGRATIONS:
                if migration.version <= current:
                    continue
                for statement in migration.for_dialect(self.dialect):
                    await tx.execute(statement)
                await tx.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    migration.version,
                    migration.name,
                    now_ms(),
                )
        return max(current, LATEST)

    async def schema_version(self) -> int:
        async with self.reading() as tx:
            return int(await tx.fetchval("SELECT MAX(version) FROM schema_migrations") or 0)

    async def ping(self) -> None:
        async with self.reading() as tx:
            await tx.fetchval("SELECT 1")

    # --- players ----------------------------------------------------------------------------------

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
        async with self.transaction() as tx:
            return (await self._players(tx, [player_id])).get(player_id)

    async def _players(self, tx: Tx, player_ids: Sequence[int]) -> dict[int, PlayerRecord]:
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

    async def rename_player(self, player_id: int, name: str) -> None:
        async with self.transaction() as tx:
            await tx.execute("UPDATE players SET name = ? WHERE id = ?", name, player_id)

    # --- tables -----------------------------------------------------------------------------------
    #
    # A table is run by one owner at a time (one server, or one node of a cluster). The owner
    # takes the table with ``take_table``, which raises the table's fencing token; every write
    # about the table carries that token and is refused with ``Fenced`` once someone else has
    # taken the table since: a node that was paused past its lease cannot write again.

    share_lock: ClassVar[str] = ""
    """What makes a read of a table's fence hold off a concurrent ``take_table`` until the
    writing transaction ends (PostgreSQL: ``FOR SHARE``; SQLite has one writer anyway)."""

    async def _hold_fence(self, tx: Tx, table_id: int, fence: int) -> None:
        current = await tx.fetchval(
            f"SELECT fence FROM game_tables WHERE id = ?{self.share_lock}", table_id
        )
        if current != fence:
            raise Fenced(table_id)

    async def create_table(
        self,
        code: str,
        settings: TableSettings,
        host: int,
        created_at: int,
        dice_seed: str | None = None,
    ) -> tuple[int, int] | None:
        """The new table's id and fence (0: nobody took it over yet), or None when ``code``
        is taken (pick another);
        ``AlreadySeated`` when the host sits at another live table."""
        rules = settings.rules
        try:
            async with self.transaction() as tx:
                table_id = int(
                    await tx.fetchval(
                        "INSERT INTO game_tables (code, status, preset, triple, forced_order, "
                        "seats, clock, private, host, created_at, fence, dice_seed) "
                        "VALUES (?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id",
                        code,
                        rules.name,
                        int(rules.triple),
                        int(rules.forced_order),
                        settings.seats,
                        settings.clock,
                        int(settings.private),
                        host,
                        created_at,
                        dice_seed,
                    )
                )
                await self._insert_seat(tx, table_id, 0, host)
                return table_id, 0
        except AlreadySeated:
            raise
        except Exception as error:
            if self.is_unique_violation(error):
                return None
            raise

    async def _insert_seat(self, tx: Tx, table_id: int, seat: int, player_id: int) -> None:
        try:
            await tx.execute(
                "INSERT INTO table_seats (table_id, seat, player_id, live) VALUES (?, ?, ?, 1)",
                table_id,
                seat,
                player_id,
            )
        except Exception as error:
            if self.is_unique_violation(error):
                raise AlreadySeated(player_id) from None
            raise

    async def take_table(self, table_id: int) -> int | None:
        """Become the table's owner in the database: its fence goes up, so writes of any
        earlier owner are refused from now on; waits for such a write under way. None when the
        table is not open or playing any more."""
        async with self.transaction() as tx:
            return await self._raise_fence(tx, table_id)

    async def _raise_fence(self, tx: Tx, table_id: int) -> int | None:
        fence = await tx.fetchval(
            "UPDATE game_tables SET fence = fence + 1 "
            "WHERE id = ? AND status IN ('open', 'playing') RETURNING fence",
            table_id,
        )
        return None if fence is None else int(fence)

    async def take_over(self, table_id: int) -> TakenTable | None:
        """``take_table``, then ``load_table`` and the seated players' records, in one
        transaction: a takeover after a node died restores many tables at once, and each
        waits for a connection once instead of once per step. None when the table has ended;
        ``ValueError`` as for ``load_table``, or when a seated player is missing."""
        async with self.transaction() as tx:
            fence = await self._raise_fence(tx, table_id)
            if fence is None:
                return None
            stored = await self._load(tx, table_id, fence)
            if stored is None:
                return None
            seated = sorted(set(stored.seats.values()))
            players = await self._players(tx, seated) if seated else {}
        missing = [player for player in seated if player not in players]
        if missing:
            raise ValueError(f"players {missing} are missing")
        return TakenTable(stored, players)

    async def set_seat(
        self, table_id: int, seat: int, player_id: int | None, *, fence: int
    ) -> None:
        """Sit ``player_id`` down at ``seat`` (or free it with None)."""
        async with self.transaction() as tx:
            await self._hold_fence(tx, table_id, fence)
            await tx.execute(
                "DELETE FROM table_seats WHERE table_id = ? AND seat = ?", table_id, seat
            )
            if player_id is not None:
                await self._insert_seat(tx, table_id, seat, player_id)

    async def start_table(
        self,
        table_id: int,
        seat: int,
        player_id: int,
        names: Sequence[str],
        *,
        at: int,
        fence: int,
    ) -> None:
        """The last seat is taken and the game begins with these names, in one transaction."""
        async with self.transaction() as tx:
            await self._hold_fence(tx, table_id, fence)
            await self._insert_seat(tx, table_id, seat, player_id)
            await tx.execute(
                "UPDATE game_tables SET status = 'playing', names = ?, started_at = ? WHERE id = ?",
                json.dumps(list(names), ensure_ascii=False),
                at,
                table_id,
            )

    async def contribute(self, table_id: int, seat: int, contribution: str, *, fence: int) -> None:
        """The seat's player's dice seed (hex), before the game's first roll."""
        async with self.transaction() as tx:
            await self._hold_fence(tx, table_id, fence)
            await tx.execute(
                "UPDATE table_seats SET dice_contribution = ? WHERE table_id = ? AND seat = ?",
                contribution,
                table_id,
                seat,
            )

    async def seat_left(self, table_id: int, seat: int, *, fence: int) -> None:
        """The seat's player resigned: free to sit elsewhere while the game goes on."""
        async with self.transaction() as tx:
            await self._hold_fence(tx, table_id, fence)
            await tx.execute(
                "UPDATE table_seats SET live = 0 WHERE table_id = ? AND seat = ?", table_id, seat
            )

    async def close_table(self, table_id: int, status: str, at: int, *, fence: int | None) -> None:
        """A table that ends without a scored game (``abandoned``, ``aborted``, ``broken``);
        ``fence`` None for a table nobody runs (one that cannot be restored)."""
        async with self.transaction() as tx:
            if fence is not None:
                await self._hold_fence(tx, table_id, fence)
            await tx.execute(
                "UPDATE game_tables SET status = ?, finished_at = ? WHERE id = ?",
                status,
                at,
                table_id,
            )
            await tx.execute("UPDATE table_seats SET live = 0 WHERE table_id = ?", table_id)

    async def write_journal(self, entries: Sequence[JournalEntry]) -> set[int]:
        """Actions and chat lines, all in one transaction, but for tables whose fence is not
        the writer's: their entries are left out, and their ids returned."""
        fences: dict[int, int] = {}
        for entry in entries:
            fences.setdefault(entry.table_id, entry.fence)
        async with self.transaction() as tx:
            ids = list(fences)
            current: dict[int, int] = {}
            for start in range(0, len(ids), BATCH):
                batch = ids[start : start + BATCH]
                rows = await tx.fetch(
                    f"SELECT id, fence FROM game_tables WHERE id IN ({placeholders(batch)})"
                    f"{self.share_lock}",
                    *batch,
                )
                current.update((int(row[0]), int(row[1])) for row in rows)
            refused = {table for table, fence in fences.items() if current.get(table) != fence}
            actions: list[Row] = []
            chats: list[Row] = []
            for entry in entries:
                if entry.table_id in refused:
                    continue
                if isinstance(entry, JournalAction):
                    actions.append((entry.table_id, entry.seq, entry.data, entry.at))
                else:
                    chats.append(
                        (entry.table_id, entry.player_id, entry.seat, entry.text, entry.at)
                    )
            if actions:
                await tx.executemany(
                    "INSERT INTO actions (table_id, seq, action, at) VALUES (?, ?, ?, ?)", actions
                )
            if chats:
                await tx.executemany(
                    "INSERT INTO chat (table_id, player_id, seat, text, at) VALUES (?, ?, ?, ?, ?)",
                    chats,
                )
        return refused

    async def prune_chat(self, table_id: int, keep: int) -> None:
        """Keep only the newest ``keep`` chat lines of a table."""
        async with self.transaction() as tx:
            await tx.execute(
                "DELETE FROM chat WHERE table_id = ? AND id <= "
                "(SELECT id FROM chat WHERE table_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)",
                table_id,
                table_id,
                keep,
            )

    async def live_table_ids(self) -> list[int]:
        """Every table that is open or playing (and so must have an owner)."""
        async with self.reading() as tx:
            rows = await tx.fetch(
                "SELECT id FROM game_tables WHERE status IN ('open', 'playing') ORDER BY id"
            )
        return [int(row[0]) for row in rows]

    async def live_seat(self, player_id: int) -> tuple[int, str] | None:
        """The id and code of the table where the player holds a live seat."""
        async with self.transaction() as tx:
            row = await tx.fetchrow(
                "SELECT t.id, t.code FROM table_seats s JOIN game_tables t ON t.id = s.table_id "
                "WHERE s.player_id = ? AND s.live = 1",
                player_id,
            )
        return None if row is None else (int(row[0]), str(row[1]))

    async def load_table(self, table_id: int, fence: int) -> StoredTable | None:
        """An open or running table with its seats, log and recent chat, to be run with
        ``fence``. None when it has ended; ``ValueError`` when it cannot be read (a preset
        this server does not know)."""
        async with self.transaction() as tx:
            return await self._load(tx, table_id, fence)

    async def _load(self, tx: Tx, table_id: int, fence: int) -> StoredTable | None:
        row = await tx.fetchrow(
            "SELECT id, code, status, preset, triple, forced_order, seats, clock, private, "
            "host, created_at, names, started_at, dice_seed, dice_scope, reveal_after "
            "FROM game_tables "
            "WHERE id = ? AND status IN ('open', 'playing')",
            table_id,
        )
        if row is None:
            return None
        seats = await tx.fetch(
            "SELECT seat, player_id, dice_contribution FROM table_seats WHERE table_id = ?",
            table_id,
        )
        actions = await tx.fetch(
            "SELECT action, at FROM actions WHERE table_id = ? ORDER BY seq", table_id
        )
        chat = await tx.fetch(
            "SELECT c.player_id, c.seat, p.name, c.text, c.at FROM chat c "
            "JOIN players p ON p.id = c.player_id WHERE c.table_id = ? "
            "ORDER BY c.id DESC LIMIT ?",
            table_id,
            CHAT_HISTORY,
        )
        return _stored_table(row, seats, actions, chat, fence)

    async def table_actions(self, table_id: int) -> list[str]:
        async with self.reading() as tx:
            rows = await tx.fetch(
                "SELECT action FROM actions WHERE table_id = ? ORDER BY seq", table_id
            )
        return [row[0] for row in rows]

    async def seated_journal(self, code: str, player_id: int) -> SeatedJournal | None:
        """A table as one of its players may read it: None when ``player_id`` did not sit at
        the table ``code`` (or there is none); its journal only once the game is finished."""
        async with self.reading() as tx:
            row = await tx.fetchrow(
                "SELECT t.id, t.status, t.preset, t.triple, t.forced_order, t.names, "
                "t.finished_at, s.seat, t.dice_seed, t.dice_scope, t.reveal_after "
                "FROM game_tables t "
                "JOIN table_seats s ON s.table_id = t.id WHERE t.code = ? AND s.player_id = ?",
                code,
                player_id,
            )
            if row is None:
                return None
            table_id, status, name, triple, forced, names, finished_at, seat = row[:8]
            dice_seed, dice_scope, reveal_after = row[8:]
            actions = []
            contributions: dict[int, str] = {}
            if status == "finished":
                rows = await tx.fetch(
                    "SELECT action FROM actions WHERE table_id = ? ORDER BY seq", table_id
                )
                actions = [r[0] for r in rows]
                given = await tx.fetch(
                    "SELECT seat, dice_contribution FROM table_seats "
                    "WHERE table_id = ? AND dice_contribution IS NOT NULL",
                    table_id,
                )
                contributions = {int(r[0]): str(r[1]) for r in given}
        return SeatedJournal(
            status=status,
            rules=preset(name, triple=bool(triple), forced_order=bool(forced)),
            names=tuple(json.loads(names)) if names is not None else (),
            seat=int(seat),
            finished_at=None if finished_at is None else int(finished_at),
            actions=actions,
            dice_seed=None if dice_seed is None else str(dice_seed),
            dice_scope=None if dice_scope is None else str(dice_scope),
            reveal_after=None if reveal_after is None else int(reveal_after),
            contributions=contributions,
        )

    async def table_status(self, table_id: int) -> str | None:
        async with self.reading() as tx:
            value = await tx.fetchval("SELECT status FROM game_tables WHERE id = ?", table_id)
        return None if value is None else str(value)

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
            await self._hold_fence(tx, game.table_id, fence)
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
                utc_day(game.finished_at),
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


@dataclass(frozen=True, slots=True)
class SeatedJournal:
    """A table seen by one of its players (``Storage.seated_journal``)."""

    status: str
    rules: Ruleset
    names: tuple[str, ...]
    seat: int
    """The player's seat."""
    finished_at: int | None
    """Unix ms."""
    actions: list[str]
    """The action log in the engine's JSON form (empty unless ``status`` is ``finished``)."""
    dice_seed: str | None = None
    """The server's seed of the table's dice (hex; None at tables from before): only to be
    told once the game is over, and for a daily challenge once ``reveal_after`` has passed."""
    dice_scope: str | None = None
    """None for a table's own dice (its code is the scope)."""
    reveal_after: int | None = None
    """Unix ms (a daily challenge: the end of its day)."""
    contributions: dict[int, str] = field(default_factory=dict)
    """The seats' own dice seeds (hex), given before the first roll."""


def placeholders(values: Sequence[object]) -> str:
    """``?, ?, ?`` for an ``IN`` list of these values."""
    return ", ".join("?" * len(values))


def _stored_table(
    row: Row, seats: list[Row], actions: list[Row], chat: list[Row], fence: int
) -> StoredTable:
    (
        table_id,
        code,
        status,
        name,
        triple,
        forced,
        seat_count,
        clock,
        private,
        host,
        created,
        names,
        started,
        dice_seed,
        dice_scope,
        reveal_after,
    ) = row
    rules = preset(name, triple=bool(triple), forced_order=bool(forced))
    return StoredTable(
        id=int(table_id),
        code=code,
        status=status,
        settings=TableSettings(int(seat_count), int(clock), rules, bool(private)),
        host=int(host),
        created_at=int(created),
        names=tuple(json.loads(names)) if names is not None else None,
        seats={int(seat): int(player) for seat, player, _ in seats},
        contributions={int(seat): str(given) for seat, _, given in seats if given is not None},
        dice_seed=None if dice_seed is None else str(dice_seed),
        dice_scope=None if dice_scope is None else str(dice_scope),
        reveal_after=None if reveal_after is None else int(reveal_after),
        actions=[r[0] for r in actions],
        action_times=[int(r[1]) for r in actions],
        chat=[
            StoredChat(int(r[0]), None if r[1] is None else int(r[1]), r[2], r[3], int(r[4]))
            for r in reversed(chat)
        ],
        fence=fence,
        started_at=None if started is None else int(started),
    )
