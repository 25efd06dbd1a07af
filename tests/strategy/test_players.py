"""Computer players of every level play legal games to the end, on every preset and option."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import PRESET_NAMES, Game, Roll, RollFirst, preset
from app.strategy import Keep, Score, advise, computer_player, decision_actions
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


def test_a_decision_needs_a_roll_first() -> None:
    game = Game.new(preset("yatzy"))
    player = computer_player("medium", game.rules)
    with pytest.raises(RollFirst):
        player.decide(game)
    assert player.next_actions(game) == [Roll(0)]


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        computer_player("expert", preset("official"))


HARD_RULESETS = [
    (name, triple, True) for name in PRESET_NAMES if name != "maxi" for triple in (False, True)
] + [("maxi", triple, forced) for triple in (False, True) for forced in (False, True)]


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    case=st.sampled_from(HARD_RULESETS),
    players=st.integers(1, 3),
)
def test_hard_plays_legal_games_to_the_end(
    seed: int, case: tuple[str, bool, bool], players: int
) -> None:
    name, triple, forced = case
    rules = preset(name, triple=triple, forced_order=forced)
    seats = [computer_player("hard", rules, seed=seed + seat) for seat in range(players)]
    game = play_game(Game.new(rules, players), seats, random.Random(seed))
    assert game.over and all(sheet.is_full for sheet in game.sheets)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(["easy", "medium"]))
def test_easy_and_medium_play_legal_maxi_games_saving_rolls(seed: int, level: str) -> None:
    rules = preset("maxi")
    game = play_game(Game.new(rules), [computer_player(level, rules)], random.Random(seed))
    assert game.over


@pytest.mark.xdist_group("free-joker-table")
def test_hard_decisions_are_the_advisors() -> None:
    rules = preset("free-joker")
    hard = computer_player("hard", rules)
    rng = random.Random(21)
    game = Game.new(rules)
    while not game.over:
        game = game.roll(rng).game if game.dice is None else game
        advice = advise(game)
        decision = hard.decide(game)
        if advice.should_roll:
            assert decision == Keep(advice.keeps[0].held)
        else:
            assert decision == Score(advice.boxes[0].box)
        for action in decision_actions(game, decision):
            game = game.apply(action, rng).game


def test_hard_saves_rolls_in_maxi_when_the_throw_is_good() -> None:
    rules = preset("maxi")
    game = Game.new(rules, 2).roll(_Loaded(1, 2, 3, 4, 5, 6)).game
    decision = computer_player("hard", rules).decide(game)
    assert decision == Score("full_straight")
    after = game.apply(decision_actions(game, decision)[0]).game
    assert after.saved_rolls[0] == 2


def test_easy_keeps_its_most_frequent_number_and_takes_the_most_points() -> None:
    rules = preset("official")
    easy = computer_player("easy", rules)
    game = Game.new(rules).roll(_Loaded(2, 5, 2, 6, 5)).game
    assert easy.decide(game) == Keep((False, True, False, False, True))
    game = game.hold(1).game.hold(4).game.roll(_Loaded(1, 5, 1)).game
    assert easy.decide(game) == Keep((False, True, True, False, True))
    game = game.hold(2).game.roll(_Loaded(3, 1)).game
    assert game.rolls_left == 0
    options = game.options()
    assert easy.decide(game) == Score(max(options, key=lambda box: options[box]))


class _Loaded:
    def __init__(self, *faces: int) -> None:
        self.faces = iter(faces)

    def randint(self, a: int, b: int) -> int:
        return next(self.faces)
