"""The tables aggregate: a table's row and seats, who owns it (the fencing token), its journal of
actions and chat, and reading it back after a restart or a takeover.

A table is run by one owner at a time (one server, or one node of a cluster). The owner takes
the table with ``take_table``, which raises the table's fencing token; every write about the
table carries that token and is refused with ``Fenced`` once someone else has taken the table
since: a node that was paused past its lease cannot write again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.rules import Ruleset, preset

from .database import BATCH, CHAT_HISTORY, AlreadySeated, Database, Row, Tx, placeholders
from .players import players_in
from .records import (
    Claim,
    JournalAction,
    JournalEntry,
    PlayerRecord,
    StoredChat,
    StoredTable,
    TableSettings,
    TakenTable,
)


class TableStore(Database):
    async def create_table(
        self,
        code: str,
        settings: TableSettings,
        host: int,
        created_at: int,
        dice_seed: str | None = None,
        *,
        claim: Claim | None = None,
    ) -> tuple[int, int] | None:
        """The new table's id and fence (0: nobody took it over yet), or None when ``code``
        is taken (pick another);
        ``AlreadySeated`` when the host sits at another live table. ``claim`` is called before
        the commit."""
        try:
            async with self.transaction() as tx:
                table_id = await self.insert_table(
                    tx,
                    code=code,
                    settings=settings,
                    seated=[host],
                    created_at=created_at,
                    dice_seed=dice_seed,
                )
                if claim is not None:
                    await claim(table_id)
                return table_id, 0
        except AlreadySeated:
            raise
        except Exception as error:
            if self.is_unique_violation(error):
                return None
            raise

    async def insert_table(
        self,
        tx: Tx,
        *,
        code: str,
        settings: TableSettings,
        seated: Sequence[int],
        created_at: int,
        dice_seed: str | None,
        names: Sequence[str] | None = None,
        dice_scope: str | None = None,
        reveal_after: int | None = None,
    ) -> int:
        """Open a table in ``tx``, the one place a table's row is written: ``seated`` sit at
        seats 0, 1, ... (the first is its host); with the players' ``names`` its game began at
        ``created_at`` (status ``playing``), else it is ``open``. Its id; ``AlreadySeated``
        when one of them sits at another live table, a unique violation when ``code`` is
        taken."""
        rules = settings.rules
        table_id = int(
            await tx.fetchval(
                "INSERT INTO game_tables (code, status, preset, triple, forced_order, seats, "
                "clock, private, host, created_at, started_at, names, fence, dice_seed, "
                "dice_scope, reveal_after) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?) RETURNING id",
                code,
                "open" if names is None else "playing",
                rules.name,
                int(rules.triple),
                int(rules.forced_order),
                settings.seats,
                settings.clock,
                int(settings.private),
                seated[0],
                created_at,
                None if names is None else created_at,
                None if names is None else json.dumps(list(names), ensure_ascii=False),
                dice_seed,
                dice_scope,
                reveal_after,
            )
        )
        for seat, player_id in enumerate(seated):
            await self.insert_seat(tx, table_id, seat, player_id)
        return table_id

    async def insert_seat(self, tx: Tx, table_id: int, seat: int, player_id: int) -> None:
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
            players = await players_in(tx, seated) if seated else {}
        missing = [player for player in seated if player not in players]
        if missing:
            raise ValueError(f"players {missing} are missing")
        return TakenTable(stored, players)

    async def take_over_many(self, table_ids: Sequence[int]) -> dict[int, TakenTable | ValueError]:
        """``take_over`` for many tables in one transaction and a few queries, however many
        tables (the orphans of a dead node: a query per table and step would queue behind the
        players coming back at the same moment). Each table taken maps to what ``take_over``
        returns, or to the ``ValueError`` it would raise; a table that has ended is left
        out."""
        ids = sorted(set(table_ids))
        if not ids:
            return {}
        marks = placeholders(ids)
        async with self.transaction() as tx:
            # In id order, so that two takers of overlapping tables wait rather than deadlock
            # (the leases keep them apart anyway).
            raised = await tx.fetch(
                f"UPDATE game_tables SET fence = fence + 1 WHERE id IN ({marks}) "
                "AND status IN ('open', 'playing') RETURNING id, fence",
                *ids,
            )
            fences = {int(row[0]): int(row[1]) for row in raised}
            if not fences:
                return {}
            taken = sorted(fences)
            marks = placeholders(taken)
            rows = await tx.fetch(
                "SELECT id, code, status, preset, triple, forced_order, seats, clock, private, "
                "host, created_at, names, started_at, dice_seed, dice_scope, reveal_after "
                f"FROM game_tables WHERE id IN ({marks})",
                *taken,
            )
            seats = _by_table(
                await tx.fetch(
                    "SELECT table_id, seat, player_id, dice_contribution FROM table_seats "
                    f"WHERE table_id IN ({marks})",
                    *taken,
                )
            )
            actions = _by_table(
                await tx.fetch(
                    "SELECT table_id, action, at FROM actions "
                    f"WHERE table_id IN ({marks}) ORDER BY table_id, seq",
                    *taken,
                )
            )
            chat = _by_table(
                await tx.fetch(
                    "SELECT table_id, player_id, seat, name, text, at FROM ("
                    "SELECT c.table_id, c.player_id, c.seat, p.name, c.text, c.at, c.id, "
                    "ROW_NUMBER() OVER (PARTITION BY c.table_id ORDER BY c.id DESC) AS n "
                    "FROM chat c JOIN players p ON p.id = c.player_id "
                    f"WHERE c.table_id IN ({marks})) AS recent WHERE n <= ? "
                    "ORDER BY table_id, id DESC",
                    *taken,
                    CHAT_HISTORY,
                )
            )
            seated = sorted({int(row[1]) for rows in seats.values() for row in rows})
            players: dict[int, PlayerRecord] = {}
            for start in range(0, len(seated), BATCH):
                players.update(await players_in(tx, seated[start : start + BATCH]))
        result: dict[int, TakenTable | ValueError] = {}
        for row in rows:
            table_id = int(row[0])
            try:
                stored = _stored_table(
                    row,
                    seats.get(table_id, []),
                    actions.get(table_id, []),
                    chat.get(table_id, []),
                    fences[table_id],
                )
            except ValueError as error:  # unreadable (a preset unknown here)
                result[table_id] = error
                continue
            mine = sorted(set(stored.seats.values()))
            missing = [player for player in mine if player not in players]
            result[table_id] = (
                ValueError(f"players {missing} are missing")
                if missing
                else TakenTable(stored, {player: players[player] for player in mine})
            )
        return result

    async def set_seat(
        self, table_id: int, seat: int, player_id: int | None, *, fence: int
    ) -> None:
        """Sit ``player_id`` down at ``seat`` (or free it with None)."""
        async with self.transaction() as tx:
            await self.hold_fence(tx, table_id, fence)
            await tx.execute(
                "DELETE FROM table_seats WHERE table_id = ? AND seat = ?", table_id, seat
            )
            if player_id is not None:
                await self.insert_seat(tx, table_id, seat, player_id)

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
            await self.hold_fence(tx, table_id, fence)
            await self.insert_seat(tx, table_id, seat, player_id)
            await tx.execute(
                "UPDATE game_tables SET status = 'playing', names = ?, started_at = ? WHERE id = ?",
                json.dumps(list(names), ensure_ascii=False),
                at,
                table_id,
            )

    async def contribute(self, table_id: int, seat: int, contribution: str, *, fence: int) -> None:
        """The seat's player's dice seed (hex), before the game's first roll."""
        async with self.transaction() as tx:
            await self.hold_fence(tx, table_id, fence)
            await tx.execute(
                "UPDATE table_seats SET dice_contribution = ? WHERE table_id = ? AND seat = ?",
                contribution,
                table_id,
                seat,
            )

    async def seat_left(self, table_id: int, seat: int, *, fence: int) -> None:
        """The seat's player resigned: free to sit elsewhere while the game goes on."""
        async with self.transaction() as tx:
            await self.hold_fence(tx, table_id, fence)
            await tx.execute(
                "UPDATE table_seats SET live = 0 WHERE table_id = ? AND seat = ?", table_id, seat
            )

    async def close_table(self, table_id: int, status: str, at: int, *, fence: int | None) -> None:
        """A table that ends without a scored game (``abandoned``, ``aborted``, ``broken``);
        ``fence`` None for a table nobody runs (one that cannot be restored)."""
        async with self.transaction() as tx:
            if fence is not None:
                await self.hold_fence(tx, table_id, fence)
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
        async with self.single() as tx:
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


def _by_table(rows: list[Row]) -> dict[int, list[Row]]:
    """Rows whose first column is a table id, by table, without that column (in their order)."""
    grouped: dict[int, list[Row]] = {}
    for row in rows:
        grouped.setdefault(int(row[0]), []).append(row[1:])
    return grouped


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
