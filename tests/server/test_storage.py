"""The storage, run against SQLite and PostgreSQL alike: migrations, players, tables, the
journal, results in one transaction, milestones, leaderboards."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime

import pytest

from app.net import POINTS, Milestone, Placing
from app.net.days import DAY_MS
from app.rules import preset
from app.server.results import FinishedGame, PlayerResult
from app.server.storage import (
    AlreadySeated,
    Fenced,
    JournalAction,
    JournalChat,
    SchemaTooNew,
    Storage,
    TableSettings,
)
from app.server.storage.migrations import LATEST
from app.server.storage.postgres import PostgresStorage

from .conftest import POSTGRES_URL, need_postgres

SETTINGS = TableSettings(seats=2, clock=30, rules=preset("official"), private=False)


async def players(storage: Storage, *names: str) -> list[int]:
    return [await storage.create_player(name, "0" * 64) for name in names]


async def new_table(storage: Storage, code: str, host: int, others: list[int]) -> int:
    created = await storage.create_table(code, SETTINGS, host, 1)
    assert created is not None
    table_id, _ = created
    for seat, player in enumerate(others, 1):
        await storage.set_seat(table_id, seat, player, fence=0)
    return table_id


def result(
    table_id: int,
    at: int,
    lines: list[tuple[int, Placing, int]],
    resigned: frozenset[int] = frozenset(),
    unfinished: frozenset[int] = frozenset(),
) -> FinishedGame:
    """A finished game: (player id, placing, total) in seat order."""
    return FinishedGame(
        table_id,
        at,
        tuple(
            PlayerResult(
                seat=seat,
                player_id=player,
                name=f"p{player}",
                place=1 if placing in (Placing.WIN, Placing.DRAW) else 2,
                total=total,
                resigned=player in resigned,
                placing=placing,
                points=POINTS[placing],
                five_alikes=1 if total > 250 else 0,
                upper_bonuses=1,
                completed=player not in resigned | unfinished,
            )
            for seat, (player, placing, total) in enumerate(lines)
        ),
    )


async def test_migrations_bring_an_empty_database_to_the_latest_schema(storage: Storage) -> None:
    assert await storage.schema_version() == LATEST
    assert await storage.migrate() == LATEST  # again: nothing to do
    assert await storage.schema_version() == LATEST


async def test_a_database_from_a_newer_server_is_refused(storage: Storage) -> None:
    async with storage.transaction() as tx:
        await tx.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
            LATEST + 1,
            "from the future",
            0,
        )
    with pytest.raises(SchemaTooNew):
        await storage.migrate()


async def test_players_are_created_read_and_renamed(storage: Storage) -> None:
    ada = await storage.create_player("Ada", "a" * 64)
    record = await storage.player(ada)
    assert record is not None
    assert (record.name, record.token_hash, record.level, record.points) == ("Ada", "a" * 64, 1, 0)
    await storage.rename_player(ada, "Ada L.")
    assert (await storage.player(ada)).name == "Ada L."  # type: ignore[union-attr]
    assert await storage.player(ada + 1000) is None


async def test_table_codes_are_unique(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    assert await storage.create_table("ABCDEFGH", SETTINGS, ada, 1) is not None
    assert await storage.create_table("ABCDEFGH", SETTINGS, bo, 2) is None


async def test_a_player_holds_one_live_seat_over_all_tables(storage: Storage) -> None:
    ada, bo, cy = await players(storage, "Ada", "Bo", "Cy")
    created = await storage.create_table("ONESEAT2", SETTINGS, ada, 1)
    assert created is not None
    first, fence = created
    with pytest.raises(AlreadySeated):
        await storage.create_table("ONESEAT3", SETTINGS, ada, 2)
    other = await storage.create_table("ONESEAT4", SETTINGS, bo, 3)
    assert other is not None
    with pytest.raises(AlreadySeated):
        await storage.set_seat(other[0], 1, ada, fence=other[1])
    assert await storage.live_seat(ada) == (first, "ONESEAT2")
    await storage.start_table(first, 1, cy, ["Ada", "Cy"], at=5, fence=fence)
    await storage.seat_left(first, 0, fence=fence)  # Ada resigned; the game goes on
    assert await storage.live_seat(ada) is None
    await storage.set_seat(other[0], 1, ada, fence=other[1])
    assert await storage.live_seat(ada) == (other[0], "ONESEAT4")
    await storage.close_table(first, "aborted", 9, fence=fence)
    assert await storage.live_seat(cy) is None


async def test_a_table_taken_over_refuses_its_earlier_owner(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    created = await storage.create_table("FENCED23", SETTINGS, ada, 1)
    assert created is not None
    table_id, first = created
    second = await storage.take_table(table_id)
    assert second == first + 1
    with pytest.raises(Fenced):
        await storage.set_seat(table_id, 1, bo, fence=first)
    refused = await storage.write_journal(
        [JournalAction(table_id, 0, "{}", 1, first), JournalChat(table_id, ada, 0, "hi", 1, first)]
    )
    assert refused == {table_id}
    assert await storage.table_actions(table_id) == []
    assert await storage.write_journal([JournalAction(table_id, 0, "{}", 1, second)]) == set()
    assert await storage.table_actions(table_id) == ["{}"]
    with pytest.raises(Fenced):
        await storage.close_table(table_id, "abandoned", 2, fence=first)
    await storage.close_table(table_id, "abandoned", 2, fence=second)
    assert await storage.take_table(table_id) is None  # it has ended


async def test_taking_a_table_over_raises_its_fence_and_reads_it_with_its_players(
    storage: Storage,
) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    table_id = await new_table(storage, "TAKEOVER", ada, [])
    await storage.start_table(table_id, 1, bo, ["Ada", "Bo"], at=5, fence=0)
    await storage.write_journal([JournalAction(table_id, 0, '{"a":0}', 9, 0)])
    taken = await storage.take_over(table_id)
    assert taken is not None
    assert taken.stored.fence == 1 and taken.stored.actions == ['{"a":0}']
    assert taken.stored.seats == {0: ada, 1: bo}
    assert {p: (r.name, r.level) for p, r in taken.players.items()} == {
        ada: ("Ada", 1),
        bo: ("Bo", 1),
    }
    assert await storage.write_journal([JournalAction(table_id, 1, "{}", 9, 0)]) == {table_id}
    await storage.close_table(table_id, "abandoned", 10, fence=1)
    assert await storage.take_over(table_id) is None  # it has ended


async def test_many_tables_taken_at_once_read_as_each_taken_alone(storage: Storage) -> None:
    ada, bo, cy, di = await players(storage, "Ada", "Bo", "Cy", "Di")
    first = await new_table(storage, "MANYONE1", ada, [])
    second = await new_table(storage, "MANYTWO2", cy, [])
    ended = await new_table(storage, "MANYEND3", di, [])
    await storage.start_table(first, 1, bo, ["Ada", "Bo"], at=5, fence=0)
    await storage.close_table(ended, "abandoned", 6, fence=0)
    await storage.write_journal(
        [
            JournalAction(first, 0, '{"a":0}', 9, 0),
            JournalAction(first, 1, '{"a":1}', 10, 0),
            JournalAction(second, 0, '{"b":0}', 11, 0),
            *(JournalChat(first, ada, 0, f"line {n}", 12 + n, 0) for n in range(55)),
            JournalChat(second, cy, None, "alone", 70, 0),
        ]
    )
    taken = await storage.take_over_many([second, ended, first, first])
    assert set(taken) == {first, second}  # the ended table is left out
    together = {table: item for table, item in taken.items() if not isinstance(item, ValueError)}
    assert set(together) == {first, second}
    await storage.take_table(first)  # the fences went up once each: taking alone goes on
    await storage.take_table(second)
    for table_id in (first, second):
        alone = await storage.take_over(table_id)
        assert alone is not None
        many = together[table_id]
        assert many.stored.fence + 2 == alone.stored.fence == 3
        assert {**vars_of(many.stored), "fence": 0} == {**vars_of(alone.stored), "fence": 0}
        assert many.players == alone.players
    assert [line.text for line in together[first].stored.chat][:2] == ["line 5", "line 6"]
    assert len(together[first].stored.chat) == 50
    assert await storage.take_over_many([ended]) == {}


def vars_of(stored: object) -> dict[str, object]:
    return {name: getattr(stored, name) for name in stored.__slots__}  # type: ignore[attr-defined]


async def test_a_journal_batch_writes_every_table_but_the_fenced_one(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    kept = await new_table(storage, "KEPTKEPT", ada, [])
    lost = await new_table(storage, "LOSTLOST", bo, [])
    taken = await storage.take_table(lost)
    assert taken == 1
    refused = await storage.write_journal(
        [
            JournalAction(kept, 0, '{"a":0}', 1, 0),
            JournalAction(lost, 0, '{"b":0}', 1, 0),
            JournalChat(kept, ada, None, "watching", 2, 0),
            JournalAction(kept, 1, '{"a":1}', 3, 0),
            JournalChat(lost, bo, 0, "gone", 2, 0),
        ]
    )
    assert refused == {lost}
    assert await storage.table_actions(kept) == ['{"a":0}', '{"a":1}']
    assert await storage.table_actions(lost) == []
    stored = await storage.load_table(kept, 0)
    assert stored is not None
    assert [(line.seat, line.text) for line in stored.chat] == [(None, "watching")]


async def test_a_running_table_comes_back_with_seats_log_and_chat(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    table_id = await new_table(storage, "TABLE234", ada, [])
    await storage.start_table(table_id, 1, bo, ["Ada", "Bo"], at=5, fence=0)
    actions = [f'{{"type":"hold","seat":0,"die":{i % 5}}}' for i in range(120)]
    await storage.write_journal([JournalAction(table_id, i, a, 9) for i, a in enumerate(actions)])
    await storage.write_journal(
        [JournalChat(table_id, ada if i % 2 else bo, i % 2, f"line {i}", i) for i in range(60)]
    )
    assert await storage.live_table_ids() == [table_id]
    stored = await storage.load_table(table_id, 0)
    assert stored is not None
    assert (stored.id, stored.code, stored.status, stored.names) == (
        table_id,
        "TABLE234",
        "playing",
        ("Ada", "Bo"),
    )
    assert stored.seats == {0: ada, 1: bo}
    assert stored.settings == SETTINGS
    assert stored.actions == actions
    assert [line.text for line in stored.chat] == [f"line {i}" for i in range(10, 60)]
    assert stored.chat[-1].name == "Ada"


async def test_the_journal_commits_concurrent_writes_and_isolates_a_bad_one(
    storage: Storage,
) -> None:
    from app.server.storage import Journal

    (ada,) = await players(storage, "Ada")
    table_id = await new_table(storage, "JOURNAL2", ada, [])
    journal = Journal(storage)
    good = [journal.write([JournalAction(table_id, i, "{}", 1)]) for i in range(50)]
    duplicate = journal.write([JournalAction(table_id, 7, "{}", 1)])
    outcomes = await asyncio.gather(*good, duplicate, return_exceptions=True)
    assert outcomes[:50] == [None] * 50
    assert isinstance(outcomes[50], Exception)
    assert len(await storage.table_actions(table_id)) == 50


async def test_a_finished_game_is_recorded_in_one_transaction(storage: Storage) -> None:
    ada, bo, cleo = await players(storage, "Ada", "Bo", "Cleo")
    table_id = await new_table(storage, "RESULTS2", ada, [bo, cleo])
    game = result(
        table_id,
        1000,
        [(ada, Placing.WIN, 260), (bo, Placing.SECOND, 200), (cleo, Placing.TOOK_PART, 90)],
        resigned=frozenset({cleo}),
    )
    progress = (await storage.record_game(game, fence=0)).progress
    assert progress[ada].points_total == 10 and progress[bo].points_total == 4
    assert progress[cleo].points_total == 1
    assert set(progress[ada].new_milestones) == {Milestone.FIRST_GAME, Milestone.FIRST_WIN}
    assert progress[ada].level == 3 and progress[bo].level == 2
    assert await storage.table_status(table_id) == "finished"

    profile = await storage.profile(cleo)
    assert profile is not None
    stats = profile.stats
    assert (stats.games, stats.wins, stats.losses, stats.points) == (1, 0, 1, 1)
    assert stats.best_total == 0  # a resigned game's partial total is no best
    ada_stats = (await storage.profile(ada)).stats  # type: ignore[union-attr]
    assert (ada_stats.best_total, ada_stats.five_alikes, ada_stats.upper_bonuses) == (260, 1, 1)

    assert (await storage.record_game(game, fence=0)).progress == {}  # recorded once only
    assert (await storage.profile(ada)).stats.games == 1  # type: ignore[union-attr]


async def test_a_game_ended_by_resignations_sets_no_best_total(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    table_id = await new_table(storage, "EARLYEND", ada, [bo])
    await storage.record_game(
        result(
            table_id,
            2000,
            [(ada, Placing.WIN, 120), (bo, Placing.TOOK_PART, 80)],
            resigned=frozenset({bo}),
            unfinished=frozenset({ada}),
        ),
        fence=0,
    )
    stats = (await storage.profile(ada)).stats  # type: ignore[union-attr]
    assert (stats.games, stats.wins, stats.best_total) == (1, 1, 0)


async def test_a_failing_result_writes_nothing(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    table_id = await new_table(storage, "ATOMIC23", ada, [bo])
    broken = result(table_id, 5, [(ada, Placing.WIN, 200), (bo + 999, Placing.TOOK_PART, 100)])
    with pytest.raises(Exception):  # noqa: B017 - the backends raise their own integrity errors
        await storage.record_game(broken, fence=0)
    assert (await storage.profile(ada)).stats.games == 0  # type: ignore[union-attr]
    assert await storage.table_status(table_id) == "open"


async def test_milestones_and_levels(storage: Storage) -> None:
    ada, bo, cleo, dan = await players(storage, "Ada", "Bo", "Cleo", "Dan")
    history = [bo, cleo, dan] + [bo] * 22
    reached: list[tuple[int, set[Milestone]]] = []
    for game_number, opponent in enumerate(history, 1):
        table_id = await new_table(storage, f"MILE{game_number:04d}", ada, [opponent])
        at = game_number * DAY_MS  # a game a day: the daily cap does not apply
        recorded = await storage.record_game(
            result(table_id, at, [(ada, Placing.WIN, 200), (opponent, Placing.TOOK_PART, 150)]),
            fence=0,
        )
        progress = recorded.progress
        if progress[ada].new_milestones:
            reached.append((game_number, set(progress[ada].new_milestones)))
    assert reached == [
        (1, {Milestone.FIRST_GAME, Milestone.FIRST_WIN}),
        (3, {Milestone.THREE_OPPONENTS}),
        (5, {Milestone.FIVE_WINS}),
        (25, {Milestone.TWENTY_FIVE_WINS}),
    ]
    profile = await storage.profile(ada)
    assert profile is not None and profile.level == 6 and len(profile.milestones) == 5
    assert (await storage.player(ada)).level == 6  # type: ignore[union-attr]
    assert (await storage.player(bo)).level == 2  # type: ignore[union-attr]  # first game only


async def test_draws_count_neither_as_wins_nor_losses(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    table_id = await new_table(storage, "DRAWDRAW", ada, [bo])
    recorded = await storage.record_game(
        result(table_id, 1, [(ada, Placing.DRAW, 200), (bo, Placing.DRAW, 200)]), fence=0
    )
    progress = recorded.progress
    assert progress[ada].new_milestones == (Milestone.FIRST_GAME,)
    stats = (await storage.profile(ada)).stats  # type: ignore[union-attr]
    assert (stats.wins, stats.draws, stats.losses, stats.points) == (0, 1, 0, 4)


def ms(*when: int) -> int:
    return int(datetime(*when, tzinfo=UTC).timestamp() * 1000)  # type: ignore[misc]


async def test_leaderboards_count_points_of_games_finished_in_the_period(
    storage: Storage,
) -> None:
    ada, bo, cleo = await players(storage, "Ada", "Bo", "Cleo")
    games = [
        (ms(2025, 12, 31, 23, 59), [(ada, Placing.WIN, 200), (bo, Placing.TOOK_PART, 100)]),
        (ms(2026, 1, 1, 0, 0), [(bo, Placing.WIN, 200), (cleo, Placing.TOOK_PART, 100)]),
        (ms(2026, 1, 5, 0, 0), [(cleo, Placing.WIN, 200), (ada, Placing.TOOK_PART, 100)]),
        (ms(2026, 1, 7, 12, 0), [(cleo, Placing.DRAW, 200), (bo, Placing.DRAW, 200)]),
    ]
    for index, (at, lines) in enumerate(games):
        table_id = await new_table(storage, f"BOARD{index:03d}", lines[0][0], [lines[1][0]])
        await storage.record_game(result(table_id, at, lines), fence=0)

    def board(rows: list) -> list[tuple[str, int, int, int]]:  # type: ignore[type-arg]
        return [(r.name, r.points, r.games, r.wins) for r in rows]

    year_2026 = await storage.leaderboard(ms(2026, 1, 1), ms(2027, 1, 1), 10)
    assert board(year_2026) == [("Cleo", 15, 3, 1), ("Bo", 14, 2, 1), ("Ada", 1, 1, 0)]
    week = await storage.leaderboard(ms(2026, 1, 5), ms(2026, 1, 12), 10)
    assert board(week) == [("Cleo", 14, 2, 1), ("Bo", 4, 1, 0), ("Ada", 1, 1, 0)]
    year_2025 = await storage.leaderboard(ms(2025, 1, 1), ms(2026, 1, 1), 10)
    assert board(year_2025) == [("Ada", 10, 1, 1), ("Bo", 1, 1, 0)]
    assert len(await storage.leaderboard(ms(2026, 1, 1), ms(2027, 1, 1), 2)) == 2


async def test_only_three_games_a_day_between_the_same_players_earn_anything(
    storage: Storage,
) -> None:
    ada, bo, cleo = await players(storage, "Ada", "Bo", "Cleo")
    day = ms(2026, 3, 2)
    recorded = []
    for index in range(5):  # Ada beats Bo five times on one day, in either seat
        table_id = await new_table(storage, f"CAPPED{index:02d}", ada, [bo])
        lines = [(ada, Placing.WIN, 200), (bo, Placing.TOOK_PART, 100)]
        at = day + index * 3_600_000
        seated = lines if index % 2 == 0 else lines[::-1]
        recorded.append(await storage.record_game(result(table_id, at, seated), fence=0))
    assert [r.game.capped for r in recorded] == [False, False, False, True, True]
    assert [r.progress[ada].points_total for r in recorded] == [10, 20, 30, 30, 30]
    assert all(r.progress[ada].new_milestones == () for r in recorded[3:])
    assert [p.points for p in recorded[4].game.players] == [0, 0]

    # Recorded as played (the same placings, no points), counted nowhere else.
    stats = (await storage.profile(ada)).stats  # type: ignore[union-attr]
    assert (stats.games, stats.wins, stats.points) == (3, 3, 30)
    async with storage.reading() as tx:
        rows = await tx.fetch(
            "SELECT outcome, points, capped FROM results WHERE player_id = ? ORDER BY finished_at",
            ada,
        )
    assert [tuple(row) for row in rows] == [("win", 10, 0)] * 3 + [("win", 0, 1)] * 2
    board = await storage.leaderboard(day, day + DAY_MS, 10)
    assert [(r.name, r.points, r.games, r.wins) for r in board] == [
        ("Ada", 30, 3, 3),
        ("Bo", 3, 3, 0),
    ]
    again = await storage.record_game(result(recorded[4].game.table_id, day, []), fence=0)
    assert again.game.capped and again.progress == {}  # read back as it was recorded

    # Another set of players counts apart; the next UTC day starts afresh.
    table_id = await new_table(storage, "CAPPEDABC", ada, [bo, cleo])
    three = [(ada, Placing.WIN, 200), (bo, Placing.SECOND, 150), (cleo, Placing.TOOK_PART, 90)]
    assert not (await storage.record_game(result(table_id, day + 1, three), fence=0)).game.capped
    table_id = await new_table(storage, "CAPPEDNEXT", ada, [bo])
    two = [(bo, Placing.WIN, 200), (ada, Placing.TOOK_PART, 100)]
    assert not (await storage.record_game(result(table_id, day + DAY_MS, two), fence=0)).game.capped


async def test_capped_games_count_toward_no_milestone(storage: Storage) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    for index in range(8):  # eight wins over Bo in one day: three of them count
        table_id = await new_table(storage, f"NOMILE{index:02d}", ada, [bo])
        lines = [(ada, Placing.WIN, 200), (bo, Placing.TOOK_PART, 100)]
        await storage.record_game(result(table_id, ms(2026, 3, 2, 10) + index, lines), fence=0)
    profile = await storage.profile(ada)
    assert profile is not None and profile.stats.wins == 3
    assert Milestone.FIVE_WINS not in profile.milestones


async def test_concurrent_finishes_of_the_same_players_are_capped_exactly(
    storage: Storage,
) -> None:
    ada, bo = await players(storage, "Ada", "Bo")
    tables = []
    for index in range(8):  # one live seat per player: each table's seats are left at once
        tables.append(await new_table(storage, f"RACE{index:04d}", ada, [bo]))
        for seat in (0, 1):
            await storage.seat_left(tables[-1], seat, fence=0)
    lines = [(ada, Placing.WIN, 200), (bo, Placing.TOOK_PART, 100)]
    at = ms(2026, 3, 2, 12)
    # PostgreSQL runs these on several pooled connections at once.
    recorded = await asyncio.gather(
        *(storage.record_game(result(table_id, at, lines), fence=0) for table_id in tables)
    )
    assert sorted(r.game.capped for r in recorded) == [False] * 3 + [True] * 5
    stats = (await storage.profile(ada)).stats  # type: ignore[union-attr]
    assert (stats.games, stats.points) == (3, 30)


async def test_nodes_starting_together_on_a_new_schema_all_open_it() -> None:
    """The nodes of a new cluster start at once: each creates the schema and migrates it."""
    await need_postgres()
    schema = f"test_{uuid.uuid4().hex[:16]}"
    nodes = [PostgresStorage(POSTGRES_URL, schema=schema) for _ in range(4)]
    try:
        await asyncio.gather(*(node.open() for node in nodes))
        versions = await asyncio.gather(*(node.migrate() for node in nodes))
        assert versions == [LATEST] * len(nodes)
    finally:
        await nodes[0].drop_schema()
        await asyncio.gather(*(node.close() for node in nodes))
