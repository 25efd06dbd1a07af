"""Placings and points from the engine's ranking; statistics from the log; leaderboard periods."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from app.net import Milestone, Period, Placing
from app.rules import Game, Standing, preset
from app.server.leaderboard import period_bounds
from app.server.results import StatsAfter, milestones_of, placings, score_game

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
