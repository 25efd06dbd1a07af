"""The advisor: values against brute force, legal keeps and boxes, the clock's choice."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.rules import Game, GameOver, RollFirst, preset
from app.strategy import Advice, advise, clock_choice, computer_player, is_prepared, prepare
from app.strategy.advisor import advice_from
from app.strategy.dicespace import counts_of
from app.strategy.exact import exact_table

from .brute import BruteForce
from .subgames import EXACT_PRESETS, end_model, sheets_for


@pytest.mark.parametrize("forced", [False, True])
@pytest.mark.parametrize("name", EXACT_PRESETS)
def test_advice_values_match_brute_force_in_sub_games(name: str, forced: bool) -> None:
    model = end_model(name, forced)
    rules = model.rules
    brute = BruteForce()
    rng = random.Random(11)
    for sheet in sheets_for(rules)[:4]:
        _, throws, keeps = brute.turn(sheet)
        for _ in range(4):
            dice = tuple(rng.choice([rng.randint(1, 6), 6]) for _ in range(5))
            rolls_left = rng.randint(0, 2)
            game = dataclasses.replace(
                Game.new(rules), sheets=(sheet,), dice=dice, rolls_left=rolls_left
            )
            advice = advice_from(model, game)
            entered = brute.entered(sheet, dice)
            for box in advice.boxes:
                assert box.expected == pytest.approx(sheet.total + entered[box.box], abs=1e-4)
            assert advice.boxes[0].expected == pytest.approx(
                sheet.total + max(entered.values()), abs=1e-4
            )
            for keep in advice.keeps:
                kept = tuple(sorted(v for v, held in zip(dice, keep.held, strict=True) if held))
                want = sheet.total + keeps[rolls_left][kept]
                assert keep.expected == pytest.approx(want, abs=1e-4)
            best = max([advice.boxes[0].expected] + [k.expected for k in advice.keeps])
            assert best == pytest.approx(sheet.total + throws[rolls_left][tuple(sorted(dice))])


def check_advice(game: Game, advice: Advice) -> None:
    """Everything the advisor proposes is legal, ranked and consistent with the engine."""
    assert game.dice is not None
    options = game.options()
    assert 1 <= len(advice.boxes) <= 3
    assert len({box.box for box in advice.boxes}) == len(advice.boxes)
    for box in advice.boxes:
        assert options[box.box] == box.points
    ranked = [box.expected for box in advice.boxes]
    assert ranked == sorted(ranked, reverse=True)
    zeros = [box for box, points in options.items() if points == 0]
    if zeros:
        assert advice.strike is not None and advice.strike.box in zeros
        assert advice.strike.points == 0
    else:
        assert advice.strike is None
    if game.rolls_left == 0:
        assert advice.keeps == ()
        return
    seen = set()
    for keep in advice.keeps:
        assert len(keep.held) == len(game.dice)
        assert not all(keep.held)  # at least one die is rolled
        kept = tuple(sorted(v for v, held in zip(game.dice, keep.held, strict=True) if held))
        assert kept not in seen
        seen.add(kept)
    subsets = 1
    for count in counts_of(game.dice):
        subsets *= count + 1
    assert len(advice.keeps) == subsets - 1
    ranked = [keep.expected for keep in advice.keeps]
    assert ranked == sorted(ranked, reverse=True)


def random_positions(rules_name: str, triple: bool, forced: bool, seed: int) -> list[Game]:
    rules = preset(rules_name, triple=triple, forced_order=forced)
    rng = random.Random(seed)
    game = Game.new(rules, 2)
    positions = []
    while not game.over:
        game = game.roll(rng).game
        positions.append(game)
        if game.rolls_left and rng.random() < 0.5:
            for die in range(rules.dice_count):
                if rng.random() < 0.5:
                    game = game.toggle(die).game
            if not all(game.held):
                continue
        game = game.enter(rng.choice(sorted(game.options()))).game
    return positions


CHEAP_RULESETS = [(name, triple, True) for name in EXACT_PRESETS for triple in (False, True)] + [
    ("maxi", triple, forced) for triple in (False, True) for forced in (False, True)
]


@pytest.mark.parametrize(("name", "triple", "forced"), CHEAP_RULESETS)
def test_the_advisor_only_proposes_legal_keeps_and_boxes(
    name: str, triple: bool, forced: bool
) -> None:
    for game in random_positions(name, triple, forced, seed=5)[::2]:
        advice = advise(game)
        check_advice(game, advice)
        assert clock_choice(game) == advice.boxes[0].box


@pytest.mark.xdist_group("free-joker-table")
def test_the_advisor_on_the_full_table() -> None:
    rules = preset("free-joker")
    prepare(rules)
    assert is_prepared(rules)
    for game in random_positions("free-joker", False, False, seed=8):
        check_advice(game, advise(game))


@pytest.mark.xdist_group("free-joker-table")
def test_the_advisor_and_the_solver_agree_on_the_whole_game() -> None:
    rules = preset("free-joker")
    prepare(rules)
    from app.strategy.preparing import model_for

    start = Game.new(rules).sheets[0]
    assert model_for(rules).turn_start_value(start, 3) == pytest.approx(
        exact_table(rules).start_value, abs=1e-4
    )


def test_there_is_no_advice_once_the_game_is_over() -> None:
    game = Game.new(preset("yatzy", forced_order=True)).resign().game
    assert game.over
    with pytest.raises(GameOver):
        advise(game)
    with pytest.raises(GameOver):
        computer_player("hard", game.rules).decide(game)


def test_there_is_no_advice_before_the_first_roll() -> None:
    game = Game.new(preset("official", forced_order=True))
    with pytest.raises(RollFirst):
        advise(game)
    with pytest.raises(RollFirst):
        clock_choice(game)


def test_advice_in_maxi_counts_saved_rolls() -> None:
    rules = preset("maxi")
    game = Game.new(rules).roll(random.Random(2)).game
    advice = advise(game)
    assert not advice.exact
    check_advice(game, advice)
