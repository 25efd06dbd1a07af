"""The statistics charts' numbers, from known results."""

from __future__ import annotations

import pytest

from app.profile import Accuracy, Bar, GameResult, Opponents, charts, summarize, without_hints
from app.profile.charts import bin_width, columns_of, score_distribution


def game(
    total: int,
    ruleset: str = "official",
    *,
    hints: bool = False,
    resigned: bool = False,
    lost: float | None = None,
    decisions: int = 40,
    bonuses: int = 0,
    five_alikes: int = 0,
) -> GameResult:
    accuracy = None if lost is None else Accuracy(0, decisions, lost, 0.0, True)
    return GameResult(
        ruleset,
        Opponents.SOLO,
        1,
        1,
        False,
        total,
        five_alikes,
        bonuses,
        resigned,
        "",
        hints=hints,
        accuracy=accuracy,
    )


@pytest.mark.parametrize(
    ("low", "high", "width"),
    [(200, 200, 5), (180, 230, 5), (150, 290, 20), (100, 350, 25), (60, 600, 50), (0, 1400, 200)],
)
def test_bins_are_the_narrowest_round_width_that_fits_in_twelve(
    low: int, high: int, width: int
) -> None:
    assert bin_width(low, high) == width


def test_the_distribution_counts_every_score_once_empty_bins_included() -> None:
    assert score_distribution([]) == ()
    assert score_distribution([203, 219, 201, 245]) == (
        Bar(200, 205, 2),
        Bar(205, 210, 0),
        Bar(210, 215, 0),
        Bar(215, 220, 1),
        Bar(220, 225, 0),
        Bar(225, 230, 0),
        Bar(230, 235, 0),
        Bar(235, 240, 0),
        Bar(240, 245, 0),
        Bar(245, 250, 1),
    )
    bars = score_distribution([120, 355, 250, 251, 249])
    assert sum(bar.count for bar in bars) == 5
    assert all(bar.high - bar.low == 20 for bar in bars)
    assert bars[0].low == 120 and bars[-1].high == 360 and len(bars) == 12


def test_charts_of_one_ruleset_leave_out_resigned_games_and_other_rules() -> None:
    results = [
        game(200, lost=8.0),
        game(300, "maxi"),
        game(120, resigned=True),
        game(260, hints=True, bonuses=1, five_alikes=2),
        game(230, lost=2.0, decisions=20, bonuses=1),
    ]
    shown = charts(results, "official")
    assert [g.total for g in shown.recent] == [200, 260, 230]
    assert [g.number for g in shown.recent] == [1, 2, 3]
    assert [g.mean_cost for g in shown.recent] == [0.2, None, 0.1]
    assert [g.hints for g in shown.recent] == [False, True, False]
    assert shown.rates.games == 3 and shown.rates.reviewed == 2
    assert shown.rates.bonus_rate == pytest.approx(2 / 3)
    assert shown.rates.five_alikes_per_game == pytest.approx(2 / 3)
    assert shown.rates.mean_cost == pytest.approx(10.0 / 60)  # per decision over both games
    assert sum(bar.count for bar in shown.distribution) == 3


def test_the_last_games_only_and_the_triple_bonus_counts_per_column() -> None:
    results = [game(400 + i, "maxi+triple", bonuses=3 if i % 2 else 0) for i in range(40)]
    shown = charts(results, "maxi+triple", last=30)
    assert [g.total for g in shown.recent] == list(range(410, 440))
    assert shown.rates.bonus_rate == pytest.approx(0.5)
    assert columns_of("maxi+triple") == 3 and columns_of("maxi") == 1


def test_no_games_is_an_empty_chart() -> None:
    shown = charts([game(200, "maxi")], "official")
    assert shown.empty and shown.distribution == () and shown.recent == ()
    assert shown.rates.mean_cost is None


def test_statistics_without_the_games_with_hints() -> None:
    results = [game(200), game(280, hints=True)]
    (everything,) = summarize(results)
    (fair,) = summarize(without_hints(results))
    assert (everything.best_total, everything.solo_best) == (280, 280)
    assert (fair.games, fair.best_total, fair.solo_best) == (1, 200, 200)
