"""The strategy engine's view of a sheet agrees with the engine for every throw."""

from __future__ import annotations

import random

import pytest

from app.rules import PRESET_NAMES, Game, preset
from app.strategy.dicespace import dice_space
from app.strategy.sheetpoints import NOT_ALLOWED, sheet_points

RULESETS = [
    (name, triple, forced)
    for name in PRESET_NAMES
    for triple in (False, True)
    for forced in (False, True)
]


def played_sheets(name: str, triple: bool, forced: bool, seed: int) -> list[Game]:
    """Games at random points of random play, with all-alike boxes often filled early."""
    rules = preset(name, triple=triple, forced_order=forced)
    rng = random.Random(seed)
    game = Game.new(rules)
    found = []
    while not game.over:
        game = game.roll(rng).game
        options = game.options()
        alike = [box for box in options if box.startswith(rules.layout.all_same_box)]
        box = alike[0] if alike and rng.random() < 0.5 else rng.choice(sorted(options))
        game = game.enter(box).game
        found.append(game)
    return found[:-1]


@pytest.mark.parametrize(("name", "triple", "forced"), RULESETS)
def test_points_and_allowed_boxes_are_the_engines(name: str, triple: bool, forced: bool) -> None:
    for seed in range(3):
        for game in played_sheets(name, triple, forced, seed)[::3]:
            sheet = game.sheet
            table = sheet_points(sheet)
            space = dice_space(sheet.rules.dice_count)
            keys = sheet.rules.box_keys
            for throw in range(space.throws):
                dice = space.throw_dice(throw)
                shown = {
                    keys[row]: int(table.points[row, throw])
                    for row in range(len(keys))
                    if table.points[row, throw] != NOT_ALLOWED
                }
                assert shown == sheet.options(dice), dice
                if shown:
                    entry = sheet.play(next(iter(shown)), dice)[1]
                    assert table.extra_bonus[throw] == entry.extra_bonus
