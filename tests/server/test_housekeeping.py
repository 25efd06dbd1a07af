"""Housekeeping: what it removes and keeps on SQLite and PostgreSQL, in batches, and the job
itself on a running server driven by the hand clock."""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime
from typing import Any

import pytest

from app.net import (
    ChatPosted,
    CreateTable,
    ErrorCode,
    GameResult,
    Hello,
    LeaveTable,
    Left,
    Placing,
    ResignGame,
    SendChat,
    TableAborted,
    TableState,
)
from app.net.days import DAY_MS
from app.net.days import day_of as utc_day
from app.server.clock import ManualClock
from app.server.housekeeping import HOUSEKEEPING, cutoffs
from app.server.storage import JournalAction, JournalChat, Storage, Swept
from app.server.storage import database as storage_database
from app.server.storage.base import BATCH, now_ms
from app.server.storage.cleanup import TABLE_BATCH, Cutoffs, sweep
from app.server.storage.migrations import MIGRATIONS

from .conftest import MakeServer, node_of
from .helpers import Client, connect, eventually, play_first_turns
from .test_games import seat_players
from .test_storage import SETTINGS, players, result

NOW = now_ms()
LIMITS = cutoffs(NOW)


async def count(storage: Storage, sql: str, *args: Any) -> int:
    async with storage.transaction() as tx:
        return int(await tx.fetchval(sql, *args))


async def rows_of(storage: Storage, table: str, table_id: int) -> int:
    return await count(storage, f"SELECT COUNT(*) FROM {table} WHERE table_id = ?", table_id)


async def set_value(storage: Storage, sql: str, *args: Any) -> None:
    async with storage.transaction() as tx:
        await tx.execute(sql, *args)


async def ended_table(
    storage: Storage, code: str, status: str, ended: int, seated: list[int]
) -> int:
    """A table that started with ``seated``, has a journal and a chat line, and ended."""
    table_id, _ = await storage.create_table(code, SETTINGS, seated[0], ended - DAY_MS)  # type: ignore[misc]
    assert table_id is not None
    await storage.start_table(table_id, 1, seated[1], ["A", "B"], at=ended - DAY_MS, fence=0)
    await storage.write_journal(
        [
            JournalAction(table_id, 0, '{"type": "resign", "seat": 1}', ended),
            JournalChat(table_id, seated[0], 0, "gg", ended - 1000),
        ]
    )
    if status == "finished":
        lines = [(seated[0], Placing.WIN, 100), (seated[1], Placing.TOOK_PART, 50)]
        await storage.record_game(result(table_id, ended, lines), fence=0)
    else:
        await storage.close_table(table_id, status, ended, fence=0)
    return table_id


def utc_ms(*when: int) -> int:
    return int(datetime(*when, tzinfo=UTC).timestamp() * 1000)  # type: ignore[misc]


@pytest.mark.parametrize(
    ("now", "tables_before", "players_before"),
    [
        (utc_ms(2026, 3, 10, 12), utc_ms(2026, 3, 3, 12), utc_ms(2026, 2, 8, 12)),
        (utc_ms(2026, 1, 1), utc_ms(2025, 12, 25), utc_ms(2025, 12, 2)),
    ],
)
def test_a_week_for_tables_and_a_month_for_players(
    now: int, tables_before: int, players_before: int
) -> None:
    assert cutoffs(now) == Cutoffs(tables_before, players_before, utc_day(now))


def test_the_hand_clock_moves_unix_time_along() -> None:
    clock = ManualClock()
    start = clock.time()
    assert abs(start - time.time()) < 60
    clock.advance(31 * 86400.0)
    assert clock.time() == pytest.approx(start + 31 * 86400.0)


async def test_tables_that_ended_unscored_go_after_a_week_with_everything_theirs(
    storage: Storage,
) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    old, young = NOW - 8 * DAY_MS, NOW - 6 * DAY_MS
    gone = [
        await ended_table(storage, "OLDABAND", "abandoned", old, [ada, bo]),
        await ended_table(storage, "OLDABORT", "aborted", old, [ada, bo]),
        await ended_table(storage, "OLDBROKE", "broken", old, [ada, bo]),
    ]
    kept = [
        await ended_table(storage, "NEWABORT", "aborted", young, [ada, bo]),
        await ended_table(storage, "OLDFINIS", "finished", old, [ada, bo]),
        await ended_table(storage, "NEWFINIS", "finished", young, [ada, bo]),
    ]
    waiting, _ = await storage.create_table("OLDOPEN2", SETTINGS, ada, old - DAY_MS)  # type: ignore[misc]
    assert waiting is not None

    swept = await sweep(storage, LIMITS)

    assert swept == Swept(tables=3, chat_lines=1, players=0)
    for table_id in gone:
        assert await storage.table_status(table_id) is None
        for child in ("actions", "chat", "table_seats"):
            assert await rows_of(storage, child, table_id) == 0
    for table_id in [*kept, waiting]:
        assert await storage.table_status(table_id) is not None
    old_finished, young_finished = kept[1], kept[2]
    assert await rows_of(storage, "chat", old_finished) == 0
    assert await rows_of(storage, "chat", young_finished) == 1
    # A finished table keeps its journal, seats and results.
    assert len(await storage.table_actions(old_finished)) == 1
    assert await rows_of(storage, "results", old_finished) == 2
    assert await sweep(storage, LIMITS) == Swept()  # nothing left to do


async def test_players_who_never_finished_a_game_go_after_a_month_unseen(
    storage: Storage,
) -> None:
    lurker, recent, veteran, rival, seated, host, chatter, old_host = await players(
        storage, "Lurker", "Recent", "Veteran", "Rival", "Seated", "Host", "Chatter", "OldHost"
    )
    unseen = NOW - 31 * DAY_MS
    await ended_table(storage, "VETERAN2", "finished", NOW - 40 * DAY_MS, [veteran, rival])
    table_id, _ = await storage.create_table("WAITING2", SETTINGS, host, NOW)  # type: ignore[misc]
    assert table_id is not None
    await storage.set_seat(table_id, 1, seated, fence=0)
    await storage.write_journal([JournalChat(table_id, chatter, None, "hi", NOW)])
    await ended_table(storage, "OLDHOST2", "abandoned", NOW - 8 * DAY_MS, [old_host, lurker])
    for player in (lurker, veteran, rival, seated, host, chatter, old_host):
        await set_value(storage, "UPDATE players SET last_seen = ? WHERE id = ?", unseen, player)
    await set_value(
        storage, "UPDATE players SET last_seen = ? WHERE id = ?", NOW - 29 * DAY_MS, recent
    )

    swept = await sweep(storage, LIMITS)

    # The lurker and the host of a table that went in the same round go; the others are kept:
    # seen lately, holding results, seated, hosting, or with a chat line somewhere.
    assert (swept.tables, swept.players) == (1, 2)
    for player in (lurker, old_host):
        assert await storage.player(player) is None
    for player in (recent, veteran, rival, seated, host, chatter):
        assert await storage.player(player) is not None


async def test_a_player_seen_again_is_kept(storage: Storage) -> None:
    (ada,) = await players(storage, "Ada")
    await set_value(storage, "UPDATE players SET last_seen = ? WHERE id = ?", 5, ada)
    await storage.players_seen([ada], NOW)
    await storage.players_seen([ada], 7)  # never back in time
    assert await sweep(storage, LIMITS) == Swept()
    assert await storage.player(ada) is not None


async def test_housekeeping_works_in_batches_until_nothing_is_left(storage: Storage) -> None:
    (ada,) = await players(storage, "Ada")
    lurkers = 2 * BATCH + 17
    tables = 2 * TABLE_BATCH + 3
    unseen, ended = NOW - 40 * DAY_MS, NOW - 9 * DAY_MS
    async with storage.transaction() as tx:
        await tx.executemany(
            "INSERT INTO players (name, token_hash, created_at, last_seen) VALUES (?, ?, ?, ?)",
            [(f"guest {n}", "0" * 64, unseen, unseen) for n in range(lurkers)],
        )
        await tx.executemany(
            "INSERT INTO game_tables (code, status, preset, triple, forced_order, seats, clock, "
            "private, host, created_at, finished_at) "
            "VALUES (?, 'abandoned', 'official', 0, 0, 2, 30, 0, ?, ?, ?)",
            [(f"BATCH{n:03d}", ada, ended, ended) for n in range(tables)],
        )
    swept = await sweep(storage, LIMITS)
    assert swept == Swept(tables=tables, chat_lines=0, players=lurkers)
    assert await count(storage, "SELECT COUNT(*) FROM players") == 1  # Ada was seen now


async def test_the_counts_of_past_days_are_forgotten(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    today = utc_day(NOW)
    for days_ago in (3, 2, 1, 0):
        table_id, _ = await storage.create_table(f"DAYS{days_ago:04d}", SETTINGS, ada, NOW)  # type: ignore[misc]
        assert table_id is not None
        lines = [(ada, Placing.WIN, 100), (bo, Placing.TOOK_PART, 50)]
        await storage.record_game(result(table_id, NOW - days_ago * DAY_MS, lines), fence=0)
    await sweep(storage, LIMITS)
    async with storage.transaction() as tx:
        days = [int(row[0]) for row in await tx.fetch("SELECT day FROM daily_games ORDER BY day")]
    assert days == [today - 1, today]


async def test_the_second_migration_keeps_and_completes_what_was_there(
    blank_storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = blank_storage
    monkeypatch.setattr(storage_database, "MIGRATIONS", MIGRATIONS[:1])
    monkeypatch.setattr(storage_database, "LATEST", 1)
    assert await storage.migrate() == 1
    async with storage.transaction() as tx:
        await tx.execute(
            "INSERT INTO players (id, name, token_hash, created_at) VALUES "
            "(1, 'Ada', 'x', 100), (2, 'Bo', 'x', 200), (3, 'Cleo', 'x', 300)"
        )
        await tx.execute(
            "INSERT INTO game_tables (id, code, status, preset, triple, forced_order, seats, "
            "clock, private, host, created_at, finished_at) VALUES "
            "(1, 'FINISHED', 'finished', 'official', 0, 0, 2, 30, 0, 1, 10, 20), "
            "(2, 'BROKEN22', 'broken', 'official', 0, 0, 2, 30, 0, 3, 30, NULL)"
        )
        await tx.execute(
            "INSERT INTO results (table_id, player_id, seat, place, total, resigned, outcome, "
            "points, finished_at) VALUES (1, 1, 0, 1, 200, 0, 'win', 10, 20), "
            "(1, 2, 1, 2, 100, 0, 'took_part', 1, 20)"
        )
    monkeypatch.undo()
    assert await storage.migrate() == MIGRATIONS[-1].version
    async with storage.reading() as tx:
        rows = await tx.fetch("SELECT id, last_seen, has_results FROM players ORDER BY id")
        assert [tuple(r) for r in rows] == [(1, 100, 1), (2, 200, 1), (3, 300, 0)]
        assert await tx.fetchval("SELECT finished_at FROM game_tables WHERE id = 2") == 30
        assert await tx.fetchval("SELECT SUM(capped) FROM results") == 0
    board = await storage.leaderboard(0, 1000, 10)
    assert [(r.name, r.points) for r in board] == [("Ada", 10), ("Bo", 1)]


# --- the job on a running server -------------------------------------------------------------


async def chat(client: Client, text: str) -> None:
    await client.send(SendChat(text=text))
    await client.expect(ChatPosted)


async def test_the_job_runs_at_start_and_every_hour_and_removes_the_old(
    server_any: MakeServer, clock: ManualClock
) -> None:
    server = await server_any()
    node = node_of(server)
    job = server.app[HOUSEKEEPING]
    await eventually(lambda: job.rounds == 1)  # once at start
    storage = node.storage

    lurker = await connect(server, "Lurker")
    stayer = await connect(server, "Stayer")  # connected all the while, never plays
    finished_code, (ada, bo) = await seat_players(server, 2)
    await chat(ada, "viel Glück")
    await play_first_turns([ada, bo], random.Random(4))
    await bo.send(ResignGame())
    assert (await ada.expect(GameResult)).standings[0].placing is Placing.WIN
    aborted_code, (cleo, dan) = await seat_players(server, 2)
    await chat(cleo, "hallo")
    await dan.send(ResignGame())
    await cleo.expect(TableAborted)
    eve = await connect(server, "Eve")
    await eve.send(CreateTable(seats=3, clock=30, preset="official"))
    abandoned_code = (await eve.expect(TableState)).code
    abandoned = node.tables[abandoned_code].id
    await eve.send(LeaveTable())
    await eve.expect(Left)
    finished, aborted = node.tables[finished_code].id, node.tables[aborted_code].id
    for client in (lurker, ada, bo, cleo, dan, eve):
        await client.ws.close()
    await eventually(lambda: len(node.registry) == 1)

    clock.advance(8 * 86400.0)  # a week and a day: the hourly job runs (once: it is quick)
    await eventually(lambda: job.rounds == 2)
    assert job.swept == Swept(tables=2, chat_lines=1, players=0)
    assert await storage.table_status(aborted) is None
    assert await storage.table_status(abandoned) is None
    assert await storage.table_status(finished) == "finished"
    assert len(await storage.table_actions(finished)) > 0  # the journal stays for its players

    clock.advance(23 * 86400.0)  # a month and a day
    await eventually(lambda: job.rounds == 3)
    assert job.swept.players == 4  # the lurker, Cleo, Dan and Eve
    kept = {c.player_id for c in (stayer, ada, bo)}
    for client in (lurker, stayer, ada, bo, cleo, dan, eve):
        assert client.player_id is not None
        assert (await storage.player(client.player_id) is not None) is (client.player_id in kept)
    assert node.metrics.value("fuenfwurf_housekeeping_removed_total", kind="players") == 4

    # A removed player's token is refused: the app starts afresh with a new identity.
    again = Client(await server.ws_connect("/ws"))
    await again.send(Hello(token=lurker.token))
    assert await again.error() is ErrorCode.BAD_TOKEN
