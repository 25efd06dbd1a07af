"""Statistics from known results."""

from __future__ import annotations

from app.profile import GameResult, Opponents, summarize


def result(
    ruleset: str = "official",
    *,
    opponents: Opponents = Opponents.COMPUTER,
    place: int = 1,
    shared: bool = False,
    total: int = 200,
    five_alikes: int = 0,
    upper_bonuses: int = 0,
    resigned: bool = False,
) -> GameResult:
    players = 1 if opponents is Opponents.SOLO else 2
    return GameResult(
        ruleset, opponents, players, place, shared, total, five_alikes, upper_bonuses, resigned, ""
    )


def test_no_games_no_lines() -> None:
    assert summarize([]) == ()


def test_one_line_per_ruleset_in_order_of_first_play() -> None:
    lines = summarize([result("maxi"), result("official"), result("maxi")])
    assert [line.ruleset for line in lines] == ["maxi", "official"]
    assert [line.games for line in lines] == [2, 1]


def test_wins_draws_and_losses_by_opponents() -> None:
    (line,) = summarize(
        [
            result(place=1),
            result(place=1, shared=True),
            result(place=2),
            result(place=1, resigned=True),
            result(opponents=Opponents.PEOPLE, place=1),
            result(opponents=Opponents.PEOPLE, place=3),
            result(opponents=Opponents.SOLO, total=250),
        ]
    )
    assert (line.computer_won, line.computer_drawn, line.computer_lost) == (1, 1, 2)
    assert (line.people_won, line.people_drawn, line.people_lost) == (1, 0, 1)
    assert line.solo_games == 1 and line.games == 7


def test_totals_and_counts() -> None:
    (line,) = summarize(
        [
            result(total=180, five_alikes=1, upper_bonuses=1),
            result(opponents=Opponents.SOLO, total=240, five_alikes=2),
            result(opponents=Opponents.SOLO, total=210, upper_bonuses=1),
        ]
    )
    assert line.best_total == 240
    assert line.average_total == 210
    assert line.solo_best == 240
    assert (line.five_alikes, line.upper_bonuses) == (3, 2)


def test_no_solo_best_without_solo_games() -> None:
    (line,) = summarize([result()])
    assert line.solo_best is None
