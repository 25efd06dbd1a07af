"""Sheets with one to three boxes left, per ruleset, and exact tables solved just for them."""

from __future__ import annotations

from functools import cache

from app.rules import PRESET_NAMES, Ruleset, Sheet, preset
from app.strategy.exact import ExactTable
from app.strategy.scoresheet import column_tables
from app.strategy.solver import SpreadSolver, StateIndex
from app.strategy.turnmodels import ExactModel

EXACT_PRESETS = tuple(name for name in PRESET_NAMES if name != "maxi")
UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

# (free boxes, upper points of the filled upper boxes (per face, else par), all-alike box)
# Chosen to exercise jokers (matching upper box free or filled), the extra bonus and the bonus
# line from both sides. "alike" None leaves the all-alike box free.
SUBGAMES: tuple[tuple[tuple[str, ...], dict[str, int], int | None], ...] = (
    (("fours",), {}, 50),
    (("chance",), {"sixes": 30}, 50),
    (("fours", "full_house"), {}, 50),
    (("fours", "full_house"), {"fours": 0}, 0),
    (("ones", "large_straight"), {"sixes": 18, "fives": 25, "fours": 12, "threes": 6}, 50),
    (("sixes", "small_straight", "large_straight"), {"fives": 10}, 0),
    (("threes", "chance", "ALIKE"), {"sixes": 24}, None),
    (("twos", "three_of_a_kind", "four_of_a_kind"), {"fives": 20, "sixes": 24}, 50),
)
YATZY_SUBGAMES: tuple[tuple[tuple[str, ...], dict[str, int], int | None], ...] = (
    (("fours",), {}, 50),
    (("two_pairs", "full_house"), {"sixes": 24}, 0),
    (("ones", "large_straight"), {"sixes": 18, "fives": 20, "fours": 12, "threes": 9}, 50),
    (("threes", "chance", "ALIKE"), {"sixes": 24}, None),
)


def subgame_sheet(
    rules: Ruleset, free: tuple[str, ...], upper: dict[str, int], alike: int | None
) -> Sheet:
    """A sheet of ``rules`` with only ``free`` left (``"ALIKE"`` = the all-alike box)."""
    layout = rules.layout
    free = tuple(layout.all_same_box if box == "ALIKE" else box for box in free)
    scores: dict[str, int] = {}
    for face, name in enumerate(UPPER, 1):
        if name not in free:
            scores[name] = upper.get(name, 3 * face)
    for box in layout.boxes[6:]:
        if box.name in free:
            continue
        if box.name == layout.all_same_box:
            scores[box.name] = 50 if alike is None else alike
        else:
            scores[box.name] = 0
    return Sheet.from_scores(rules, scores)


def forced_subgame_sheet(rules: Ruleset, left: int, upper_total: int) -> Sheet:
    """A forced-order sheet with its last ``left`` boxes free and the upper boxes adding up to
    ``upper_total`` (all-alike box, if filled, holding 50)."""
    names = rules.box_names
    scores: dict[str, int] = {}
    remaining = upper_total
    for face, name in reversed(list(enumerate(UPPER, 1))):
        take = min(remaining // face, 5) * face
        scores[name] = take
        remaining -= take
    for name in names[6 : len(names) - left]:
        scores[name] = 50 if name == rules.layout.all_same_box else 0
    return Sheet.from_scores(rules, scores)


def sheets_for(rules: Ruleset) -> list[Sheet]:
    if rules.forced_order:
        return [
            forced_subgame_sheet(rules, left, total) for left in (1, 2, 3) for total in (48, 60)
        ]
    cases = YATZY_SUBGAMES if rules.name == "yatzy" else SUBGAMES
    return [subgame_sheet(rules, *case) for case in cases]


@cache
def end_table(rules: Ruleset, layers: int = 3) -> ExactTable:
    """An exact table solved only for positions with at most ``layers`` boxes left."""
    solver = SpreadSolver(rules)
    solver.solve(down_to=column_tables(rules).boxes - layers)
    solver.solve_spread(layers)
    solver.solve_third(layers)
    index = StateIndex.for_tables(solver.tables)
    return ExactTable(
        rules, solver.tables, index, solver.values, solver.spread, layers, third=solver.third
    )


@cache
def end_model(name: str, forced: bool) -> ExactModel:
    rules = preset(name, forced_order=forced)
    return ExactModel(rules, end_table(rules))
