"""Decisions: which dice a keep holds, and the engine actions that carry a decision out."""

from __future__ import annotations

import random

import pytest

from app.rules import Enter, Game, Hold, Release, Roll, Strike, preset
from app.strategy import Keep, Score, computer_player, decision_actions
from app.strategy.decisions import hold_mask
from app.strategy.dicespace import counts_of


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


@pytest.mark.parametrize(
    ("dice", "held_now", "kept", "mask"),
    [
        # Nothing held: the leftmost dice of each face.
        ((5, 3, 5, 5, 1), (False,) * 5, (0, 0, 0, 0, 2, 0), (True, False, True, False, False)),
        # A five already held stays held; the other five comes from the left.
        ((5, 3, 5, 5, 1), (False, False, False, True, False), (0, 0, 0, 0, 2, 0),
         (True, False, False, True, False)),
        # Held dice that are not wanted any more are released.
        ((5, 3, 5, 5, 1), (True, True, False, False, False), (1, 0, 0, 0, 1, 0),
         (True, False, False, False, True)),
        # Keeping nothing.
        ((2, 2, 2, 2, 2), (True,) * 5, (0,) * 6, (False,) * 5),
    ],
)  # fmt: skip
def test_a_keep_holds_dice_already_held_first_then_from_the_left(
    dice: tuple[int, ...], held_now: tuple[bool, ...], kept: tuple[int, ...], mask: tuple[bool, ...]
) -> None:
    assert hold_mask(dice, held_now, kept) == mask


def swaps_equal_dice(game: Game, keep: Keep) -> bool:
    """Whether the keep releases a held die to hold another die of the same face instead."""
    assert game.dice is not None
    released = {
        v for v, now, want in zip(game.dice, game.held, keep.held, strict=True) if now and not want
    }
    added = {
        v for v, now, want in zip(game.dice, game.held, keep.held, strict=True) if want and not now
    }
    return bool(released & added)


@pytest.mark.parametrize(
    ("level", "name"),
    [("easy", "official"), ("medium", "official"), ("medium", "maxi"), ("hard", "maxi")],
)
def test_no_computer_swaps_a_held_die_for_an_equal_one(level: str, name: str) -> None:
    rules = preset(name)
    player = computer_player(level, rules, seed=1)
    rng = random.Random(5)
    keeps = 0
    for _ in range(40):
        game = Game.new(rules, 2).roll(rng).game
        for die in range(len(game.held)):
            if rng.random() < 0.4:
                game = game.hold(die).game
        decision = player.decide(game)
        if isinstance(decision, Keep):
            keeps += 1
            assert not swaps_equal_dice(game, decision)
            assert game.dice is not None
            kept = tuple(v for v, want in zip(game.dice, decision.held, strict=True) if want)
            assert decision.held == hold_mask(game.dice, game.held, counts_of(kept))
    assert keeps > 0
