"""Placings and points from the engine's ranking; statistics from the log; leaderboard periods."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from app.net import Milestone, Period, Placing
from app.net.days import day_of as utc_day
from app.rules import Game, Standing, TimeOut, preset
from app.server.leaderboard import period_bounds
from app.server.results import (
    DAILY_SCORED,
    StatsAfter,
    aborted,
    capped,
    earns_points,
    milestones_of,
    placings,
    same_players,
    score_game,
)

W, D, S, T = Placing.WIN, Placing.DRAW, Placing.SECOND, Placing.TOOK_PART


def standings(*rows: tuple[int, int, bool]) -> tuple[Standing, ...]:
    """(place, total, resigned) per seat, in seat order."""
    return tuple(
        Standing(seat, place, total, resigned) for seat, (place, total, resigned) in enumerate(rows)
    )


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        # two players: a win, or a draw; second place earns nothing extra with two
        ([(1, 250, False), (2, 200, False)], [W, T]),
        ([(1, 200, False), (1, 200, False)], [D, D]),
        # three players: second place counts
        ([(2, 200, False), (1, 250, False), (3, 100, False)], [S, W, T]),
        ([(1, 250, False), (1, 250, False), (3, 100, False)], [D, D, T]),
        ([(1, 250, False), (2, 200, False), (2, 200, False)], [W, S, S]),
        # resigned players take part and nothing more, wherever they rank
        ([(1, 250, False), (2, 300, True), (3, 10, True)], [W, T, T]),
        ([(1, 100, False), (2, 200, False), (3, 50, True)], [W, S, T]),
        # four players, a three-way draw
        ([(1, 200, False), (1, 200, False), (1, 200, False), (4, 90, False)], [D, D, D, T]),
    ],
)
def test_placings(rows: list[tuple[int, int, bool]], expected: list[Placing]) -> None:
    got = placings(standings(*rows), len(rows))
    assert [got[seat] for seat in range(len(rows))] == expected


class Loaded:
    def __init__(self, *faces: int) -> None:
        self._faces: Iterator[int] = iter(faces)

    def randint(self, a: int, b: int) -> int:
        return next(self._faces)


def test_score_game_counts_five_alikes_bonuses_and_points() -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    game = game.roll(Loaded(6, 6, 6, 6, 6)).game.enter("five_of_a_kind").game  # Ada: 50
    game = game.roll(Loaded(1, 2, 3, 4, 6)).game.enter("chance").game  # Bo: 16
    game = game.resign(1).game  # Bo leaves: Ada wins
    scored = score_game(game, table_id=7, player_ids=[11, 22], finished_at=123)
    ada, bo = scored.players
    assert (ada.player_id, ada.placing, ada.points, ada.five_alikes, ada.total) == (
        11,
        W,
        10,
        1,
        50,
    )
    assert (bo.player_id, bo.placing, bo.points, bo.resigned, bo.five_alikes) == (22, T, 1, True, 0)
    assert not ada.completed and not bo.completed  # ended early: neither total can be a best
    assert scored.table_id == 7 and scored.finished_at == 123


def test_only_finished_games_are_scored() -> None:
    with pytest.raises(ValueError):
        score_game(Game.new(preset("official"), ["A", "B"]), 1, [1, 2], 0)


@pytest.mark.parametrize(
    ("games", "wins", "opponents", "expected"),
    [
        (0, 0, 0, set()),
        (1, 0, 1, {Milestone.FIRST_GAME}),
        (1, 1, 1, {Milestone.FIRST_GAME, Milestone.FIRST_WIN}),
        (3, 0, 3, {Milestone.FIRST_GAME, Milestone.THREE_OPPONENTS}),
        (9, 5, 2, {Milestone.FIRST_GAME, Milestone.FIRST_WIN, Milestone.FIVE_WINS}),
        (40, 25, 9, set(Milestone)),
    ],
)
def test_milestones(games: int, wins: int, opponents: int, expected: set[Milestone]) -> None:
    assert milestones_of(StatsAfter(games, wins, opponents)) == expected


@pytest.mark.parametrize(
    ("period", "now", "start", "end"),
    [
        (Period.WEEK, datetime(2026, 1, 7, 15, 30), datetime(2026, 1, 5), datetime(2026, 1, 12)),
        (Period.WEEK, datetime(2026, 1, 5, 0, 0), datetime(2026, 1, 5), datetime(2026, 1, 12)),
        (Period.WEEK, datetime(2026, 1, 4, 23, 59), datetime(2025, 12, 29), datetime(2026, 1, 5)),
        (Period.MONTH, datetime(2026, 2, 28, 23, 0), datetime(2026, 2, 1), datetime(2026, 3, 1)),
        (Period.MONTH, datetime(2025, 12, 31), datetime(2025, 12, 1), datetime(2026, 1, 1)),
        (Period.YEAR, datetime(2026, 6, 15), datetime(2026, 1, 1), datetime(2027, 1, 1)),
    ],
)
def test_period_bounds_are_calendar_periods_in_utc(
    period: Period, now: datetime, start: datetime, end: datetime
) -> None:
    got = period_bounds(period, now.replace(tzinfo=UTC))
    assert got == (start.replace(tzinfo=UTC), end.replace(tzinfo=UTC))


def scripted(players: int, script: str) -> Game:
    """A game from a script of turns, one word each: ``E`` the player to move rolls and enters,
    ``S`` rolls and strikes, ``T`` the clock enters for them (``time_out``), ``H`` rolls and
    holds a die (the turn goes on), ``R2`` seat 2 resigns."""
    game = Game.new(preset("official"), [f"p{seat}" for seat in range(players)])
    for word in script.split():
        if word.startswith("R"):
            game = game.resign(int(word[1:])).game
            continue
        if game.dice is None:
            game = game.roll(Loaded(1, 2, 3, 4, 6)).game
        options = game.options()
        if word == "E":
            game = game.enter(next(box for box, points in options.items() if points)).game
        elif word == "S":
            game = game.strike(next(box for box, points in options.items() if not points)).game
        elif word == "T":
            game = game.apply(TimeOut(game.current, next(iter(options)))).game
        elif word == "H":
            game = game.toggle(0).game
        else:
            raise ValueError(word)
    return game


@pytest.mark.parametrize(
    ("players", "script", "expected"),
    [
        # leaving before anyone has played
        (2, "R1", True),
        (2, "R0", True),
        (2, "H R0", True),  # rolled and held: not an entry
        # seat 1 leaves before its first entry, or seat 0 leaves while seat 1 has none
        (2, "E R1", True),
        (2, "E H R1", True),
        (2, "E R0", True),
        # every seat has entered: leaving is scored
        (2, "E E R0", False),
        (2, "E E R1", False),
        (2, "S E R1", False),  # a strike is an entry of one's own
        (2, "E S E R0", False),
        # the clock's entry does not count ...
        (2, "E T R0", True),
        (2, "E T E T T R1", True),
        (2, "T T R0", True),
        # ... but a later entry of one's own does
        (2, "E T E E R0", False),
        (2, "T E E E R1", False),
        (2, "T E T E R1", True),  # seat 0 never entered on its own
        # three and four seats: everyone, the leaving seat included
        (3, "E E R2", True),
        (3, "E E H R2", True),
        (3, "E E E R0", False),
        (3, "E E E R2 R1", False),
        (3, "E T E R1", True),
        (4, "E E E T R3", True),
        (4, "E E E E E R3", False),
        # nobody leaves: the game is never aborted, even if the clock played every turn
        (2, "", False),
        (2, "T T T T", False),
    ],
)
def test_a_game_is_aborted_when_someone_leaves_before_every_seat_has_played(
    players: int, script: str, expected: bool
) -> None:
    assert aborted(scripted(players, script)) is expected


@pytest.mark.parametrize(
    ("ids", "key"),
    [([3, 11], "3,11"), ([11, 3], "3,11"), ([7, 2, 30, 4], "2,4,7,30"), ([5, 5, 6], "5,6")],
)
def test_the_same_players_in_any_seat_order_share_one_key(ids: list[int], key: str) -> None:
    assert same_players(ids) == key


@pytest.mark.parametrize(
    ("at", "day"),
    [
        (0, 0),
        (86_399_999, 0),  # 1970-01-01 23:59:59.999 UTC
        (86_400_000, 1),
        (int(datetime(2026, 3, 1, 23, 59, tzinfo=UTC).timestamp() * 1000), 20513),
        (int(datetime(2026, 3, 2, 0, 0, tzinfo=UTC).timestamp() * 1000), 20514),
    ],
)
def test_days_are_utc_days(at: int, day: int) -> None:
    assert utc_day(at) == day


@pytest.mark.parametrize(
    ("nth", "earns"), [(1, True), (2, True), (3, True), (4, False), (5, False), (40, False)]
)
def test_only_the_first_three_games_a_day_earn_points(nth: int, earns: bool) -> None:
    assert DAILY_SCORED == 3
    assert earns_points(nth) is earns


def test_a_capped_game_keeps_its_placings_and_loses_its_points() -> None:
    game = scripted(2, "E E R1")
    scored = score_game(game, table_id=4, player_ids=[8, 9], finished_at=5)
    limited = capped(scored)
    assert limited.capped and not scored.capped
    assert [p.points for p in limited.players] == [0, 0]
    assert [p.placing for p in limited.players] == [p.placing for p in scored.players] == [W, T]
    assert [p.total for p in limited.players] == [p.total for p in scored.players]
