"""The statistics screen's charts placed on their axes, and the games to analyse (no Qt)."""

from __future__ import annotations

import json

import pytest

from app.profile import Accuracy, FinishedGame, GameResult, OnlineGame, Opponents
from app.ui.common.labels import RulesetLabel
from app.ui.session import TableSetup
from app.ui.statistics.charts import derive_charts, score_axis
from app.ui.statistics.history import derive_history


def result(
    total: int, ruleset: str = "official", *, hints: bool = False, lost: float | None = None
) -> GameResult:
    accuracy = None if lost is None else Accuracy(0, 40, lost, 0.0, True)
    return GameResult(
        ruleset, Opponents.SOLO, 1, 1, False, total, 0, 0, False, "", hints=hints, accuracy=accuracy
    )


@pytest.mark.parametrize(
    ("totals", "axis"),
    [([], (0, 100)), ([200], (200, 250)), ([187, 263], (150, 300)), ([250, 300], (250, 300))],
)
def test_the_score_axis_runs_between_multiples_of_fifty(
    totals: list[int], axis: tuple[int, int]
) -> None:
    assert score_axis(totals) == axis


def test_points_are_placed_from_oldest_to_newest_on_both_axes() -> None:
    results = [result(200, lost=20.0), result(300), result(250, hints=True, lost=60.0)]
    view = derive_charts(results, "official", include_hints=True)
    assert [p.x for p in view.points] == [0.0, 0.5, 1.0]
    assert (view.score_low, view.score_high) == (200, 300)
    assert [p.y for p in view.points] == [0.0, 1.0, 0.5]
    assert view.cost_high == 2.0  # the smallest step above 1.5 points per decision
    assert [p.cost_y for p in view.points] == [0.25, -1.0, 0.75]
    assert [p.hints for p in view.points] == [False, False, True]
    assert view.tallest == max(bar.count for bar in view.bars)
    assert max(bar.height for bar in view.bars) == 1.0


def test_the_ruleset_shown_and_the_games_with_hints() -> None:
    results = [result(200, "maxi"), result(210), result(220, hints=True), result(230, "maxi")]
    assert derive_charts(results, "", include_hints=True).ruleset == "maxi"  # the last played
    view = derive_charts(results, "official", include_hints=True)
    assert [o.key for o in view.ruleset_options] == ["maxi", "official"]
    assert view.ruleset_options[0].label == RulesetLabel("maxi")
    assert (view.chart_games, view.hinted) == (2, 1)
    fair = derive_charts(results, "official", include_hints=False)
    assert (fair.chart_games, fair.hinted, fair.include_hints) == (1, 1, False)
    assert derive_charts([], "", include_hints=True).chart_games == 0


def test_the_history_lists_local_and_online_games_newest_first() -> None:
    setup = TableSetup().to_json()
    game = json.dumps({"format": 1, "players": ["Ada"], "actions": []})
    local = FinishedGame(
        3, setup, game, "2026-12-02T10:00:00", True, (Accuracy(0, 40, 8.0, 1.0, True),), 0, 240, 1
    )
    broken = FinishedGame(4, "{}", game, "2026-12-03T10:00:00", False, ())
    online = OnlineGame(7, "ws://x:1", "K7QMR2XH", 1, "maxi+triple", ("Bo", "Ada"), "2026-12-01")
    rows = derive_history([local, broken], [online])
    assert [row.key for row in rows] == ["local:3", "online:7"]  # the unreadable one is left out
    first, second = rows
    assert (first.players, first.you, first.total, first.mean_cost, first.hints) == (
        ("Ada",),
        0,
        240,
        0.2,
        True,
    )
    assert (second.rules, second.code, second.you, second.total) == (
        RulesetLabel("maxi", True),
        "K7QMR2XH",
        1,
        -1,
    )
