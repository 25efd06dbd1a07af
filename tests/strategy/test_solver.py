"""The exact solver: sub-games against brute force, the published value, and sound tables."""

from __future__ import annotations

from collections.abc import Callable
from multiprocessing import shared_memory
from pathlib import Path

import numpy as np
import pytest

from app.rules import Sheet, preset
from app.strategy import solver
from app.strategy.exact import exact_table
from app.strategy.scoresheet import column_tables
from app.strategy.solver import (
    BuildCancelled,
    Solver,
    SpreadSolver,
    reachable_upper_totals,
    solve,
)

from .brute import BruteForce, BruteSpread, BruteThird
from .subgames import EXACT_PRESETS, end_table, sheets_for

RULESETS = [(name, forced) for name in EXACT_PRESETS for forced in (False, True)]


@pytest.mark.parametrize(("name", "forced"), RULESETS)
def test_sub_games_match_a_brute_force_expectimax(name: str, forced: bool) -> None:
    rules = preset(name, forced_order=forced)
    table = end_table(rules)
    brute = BruteForce()
    for sheet in sheets_for(rules):
        assert table.value(sheet) == pytest.approx(brute.value(sheet), abs=1e-4), sheet.free_boxes


@pytest.mark.xdist_group("free-joker-table")
def test_free_joker_has_verhoeffs_optimal_value() -> None:
    assert round(exact_table(preset("free-joker")).start_value, 4) == 254.5896


@pytest.mark.xdist_group("free-joker-table")
def test_values_never_fall_with_a_higher_upper_total_or_a_kept_fifty() -> None:
    table = exact_table(preset("free-joker"))
    line = table.tables.upper_line
    values = table.values.reshape(-1, line + 1, 2)  # (mask, upper total, all-alike flag)
    reach = reachable_upper_totals(line, 5)
    for upper_mask in range(64):
        totals = np.flatnonzero(reach[upper_mask])
        if len(totals) < 2:
            continue
        masks = np.arange(upper_mask, values.shape[0], 64)  # every mask with these upper boxes
        # The bonus already won at the line counts as points in hand.
        won = table.tables.upper_bonus * (totals == line)
        rising = np.diff(values[masks][:, totals, 0] + won, axis=1)
        assert rising.min() >= -1e-4
    filled = np.arange(values.shape[0])[(np.arange(values.shape[0]) >> 11) & 1 == 1]
    assert (values[filled, :, 1] - values[filled, :, 0]).min() >= -1e-4


@pytest.mark.xdist_group("free-joker-table")
def test_a_fuller_sheet_never_expects_more_to_come() -> None:
    table = exact_table(preset("free-joker"))
    sheet = Sheet.new(table.rules)
    dice = (6, 6, 6, 5, 5)
    for box in ("sixes", "full_house", "fives", "chance", "three_of_a_kind"):
        after = sheet.enter(box, dice)
        assert table.value(after) < table.value(sheet)
        sheet = after


@pytest.mark.xdist_group("free-joker-table")
def test_the_table_built_by_worker_processes_equals_one_built_in_one_process() -> None:
    rules = preset("free-joker")
    # Built here by worker processes (a table from the cache is stored as float32: not this).
    shared = solve(rules, processes=2, spread_boxes=0)
    boxes = column_tables(rules).boxes
    alone = Solver(rules)
    alone.solve(down_to=boxes - 4)
    for masks, upper, flags in (alone.layer(layer) for layer in range(boxes - 4, boxes)):
        where = alone.index.of(masks, upper, flags)
        assert np.abs(alone.values[where] - shared.values[where]).max() < 1e-9


def test_reported_progress_rises_to_one() -> None:
    seen: list[float] = []
    solve(preset("bonanza", forced_order=True), seen.append)
    assert seen == sorted(seen) and seen[-1] == pytest.approx(1.0)


def cancel_after(share: float) -> tuple[list[float], Callable[[float], None]]:
    seen: list[float] = []

    def progress(fraction: float) -> None:
        seen.append(fraction)
        if fraction >= share:
            raise BuildCancelled

    return seen, progress


@pytest.mark.parametrize("processes", [1, 2])
def test_a_progress_callback_cancels_a_build_early_and_leaves_nothing_behind(
    processes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    created: list[str] = []

    class Recorded(shared_memory.SharedMemory):
        def __init__(self, name: str | None = None, create: bool = False, size: int = 0) -> None:
            super().__init__(name, create, size)
            if create:
                created.append(self.name)

    monkeypatch.setattr(solver.shared_memory, "SharedMemory", Recorded)
    seen, progress = cancel_after(0.02)
    with pytest.raises(BuildCancelled):
        solve(preset("standard"), progress, processes=processes)
    # Noticed within a few reports, long before the build's end; its shared memory released.
    assert 0.02 <= seen[-1] < 0.1
    assert len(created) == (1 if processes == 2 else 0)
    assert not any(Path("/dev/shm", name.lstrip("/")).exists() for name in created)


def test_no_exact_table_for_triple_or_maxi() -> None:
    for rules in (preset("official", triple=True), preset("maxi")):
        with pytest.raises(ValueError, match="no exact table"):
            exact_table(rules)


@pytest.mark.parametrize(
    ("name", "forced"), [("official", False), ("fuenfwurf", False), ("yatzy", True)]
)
def test_spreads_match_a_brute_force_in_sub_games(name: str, forced: bool) -> None:
    rules = preset(name, forced_order=forced)
    table = end_table(rules)
    brute = BruteSpread()
    for sheet in [s for s in sheets_for(rules) if len(s.free_boxes) <= 2]:
        variance = table.variance(sheet)
        assert variance is not None
        assert variance == pytest.approx(brute.variance(sheet), rel=1e-3, abs=1e-2), (
            sheet.free_boxes
        )


@pytest.mark.parametrize(
    ("name", "forced"), [("official", False), ("fuenfwurf", False), ("yatzy", True)]
)
def test_third_moments_match_a_brute_force_in_sub_games(name: str, forced: bool) -> None:
    # The skew of the points to come (the win chances' shape) from the same backward pass.
    rules = preset(name, forced_order=forced)
    table = end_table(rules)
    brute = BruteThird()
    skewed = 0
    for sheet in [s for s in sheets_for(rules) if len(s.free_boxes) <= 2]:
        expected = brute.third(sheet)
        assert table.third_moment(sheet) == pytest.approx(expected, rel=1e-3, abs=0.5), (
            sheet.free_boxes
        )
        skewed += abs(expected) > 10
    assert skewed > 0  # the check is not only about symmetric cases


@pytest.mark.xdist_group("free-joker-table")
def test_the_spread_of_a_whole_game_is_the_published_one() -> None:
    # Optimal solitaire play of the free-choice joker game: mean 254.59, standard deviation 59.61.
    rules = preset("free-joker")
    table = exact_table(rules)
    solver = SpreadSolver(rules, np.array(table.values))
    solver.solve_spread(column_tables(rules).boxes)
    assert np.sqrt(solver.spread[0]) == pytest.approx(59.61, abs=0.01)


@pytest.mark.xdist_group("free-joker-table")
def test_the_built_table_carries_the_published_spread_from_one_pass() -> None:
    # The build's single backward pass gives the variance of every position, the start's too.
    table = exact_table(preset("free-joker"))
    assert table.variance(Sheet.new(table.rules)) == pytest.approx(59.61**2, abs=1.5)


@pytest.mark.parametrize("name", ["official", "yatzy"])
def test_one_pass_gives_the_values_and_spreads_of_two(name: str) -> None:
    rules = preset(name, forced_order=True)
    fused = solve(rules)
    values_only = solve(rules, spread_boxes=0)
    assert np.array_equal(fused.values, values_only.values)
    second = SpreadSolver(rules, np.array(values_only.values))
    second.solve_spread(column_tables(rules).boxes)
    assert np.allclose(fused.spread, second.spread, rtol=1e-6, atol=1e-6)
