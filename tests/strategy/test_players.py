"""Computer players of every level play legal games to the end, on every preset and option."""

from __future__ import annotations

import random

import pytest

from app.rules import PRESET_NAMES, Enter, Game, Hold, Release, Roll, RollFirst, Strike, preset
from app.strategy import Keep, Score, computer_player, decision_actions
from app.strategy.simulate import play_game

RULESETS = [
    (name, triple, forced)
    for name in PRESET_NAMES
    for triple in (False, True)
    for forced in (False, True)
]


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize(("name", "triple", "forced"), RULESETS)
def test_a_level_plays_a_legal_game_to_the_end(
    level: str, name: str, triple: bool, forced: bool
) -> None:
    rules = preset(name, triple=triple, forced_order=forced)
    players = [computer_player(level, rules, seed=seat) for seat in range(2)]
    game = play_game(Game.new(rules, 2), players, random.Random(len(name) + triple + 2 * forced))
    assert game.over
    assert all(sheet.is_full for sheet in game.sheets)


def test_decision_actions_release_hold_then_roll() -> None:
    rules = preset("official")
    game = Game.new(rules).roll(random.Random(3)).game
    game = game.hold(0).game
    actions = decision_actions(game, Keep((False, True, True, False, False)))
    assert actions == [Release(0, 0), Hold(0, 1), Hold(0, 2), Roll(0)]


def test_decision_actions_enter_or_strike() -> None:
    rules = preset("official")
    game = Game.new(rules).roll(random.Random(3)).game
    options = game.options()
    scoring = next(box for box, points in options.items() if points)
    zero = next(box for box, points in options.items() if points == 0)
    assert decision_actions(game, Score(scoring)) == [Enter(0, scoring)]
    assert decision_actions(game, Score(zero)) == [Strike(0, zero)]


def test_a_decision_needs_a_roll_first() -> None:
    game = Game.new(preset("yatzy"))
    player = computer_player("medium", game.rules)
    with pytest.raises(RollFirst):
        player.decide(game)
    assert player.next_actions(game) == [Roll(0)]


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        computer_player("expert", preset("official"))
