"""Win-aware play: exact last-turn distributions, and choices that trade points for chances."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from app.rules import Game, Sheet, preset
from app.strategy import Keep, Score, advise, winchance, winning
from app.strategy.computers import HardPlayer
from app.strategy.endgame import last_box_distribution
from app.strategy.preparing import model_for
from app.strategy.simulate import play_game
from app.strategy.turnmodels import ExactModel
from app.strategy.winchance import between_turns, rounded_normal
from app.strategy.winning import beat_chance, turn_chances, winning_decision

from .subgames import forced_subgame_sheet

RULES = preset("official", forced_order=True)


def model() -> ExactModel:
    found = model_for(RULES)
    assert isinstance(found, ExactModel)
    return found


@pytest.mark.parametrize("upper_total", [40, 60])
def test_the_last_turn_distribution_is_a_distribution_with_the_tables_mean(
    upper_total: int,
) -> None:
    sheet = forced_subgame_sheet(RULES, 1, upper_total)
    chances = last_box_distribution(model(), sheet, 3)
    assert chances.min() >= 0 and chances.sum() == pytest.approx(1.0)
    mean = float(np.arange(len(chances)) @ chances)
    assert mean == pytest.approx(model().exact_table.value(sheet), abs=1e-4)


def test_a_rounded_normal_keeps_mean_and_variance() -> None:
    chances = rounded_normal(0, 40.0, 100.0).chances
    points = np.arange(len(chances))
    assert chances.sum() == pytest.approx(1.0)
    assert points @ chances == pytest.approx(40.0, abs=0.01)
    assert (points**2) @ chances - 40.0**2 == pytest.approx(100.0 + 1 / 12, abs=0.1)


def test_beating_a_finished_opponent_counts_a_tie_half() -> None:
    finished = Sheet.from_scores(RULES, dict.fromkeys(RULES.box_names, 5))
    other = between_turns(model(), finished, 3)
    assert other is not None and other.total == 65
    chances = beat_chance([other], 70)
    assert chances[64] == 0.0 and chances[65] == 0.5 and chances[66] == 1.0


def last_turn(dice: tuple[int, ...], behind: int) -> Game:
    """Seat 0 to move with only chance left (and a 0 in the all-alike box: no extra bonus to
    chase), ``behind`` points behind a finished seat 1."""
    filled = {key: 0 for key in RULES.box_names if key != "chance"}
    filled.update(sixes=30, fives=10)
    mine = Sheet.from_scores(RULES, filled)
    theirs = Sheet.from_scores(RULES, {**dict.fromkeys(filled, 0), "chance": mine.total + behind})
    game = Game.new(RULES, 2)
    return dataclasses.replace(game, sheets=(mine, theirs), dice=dice, rolls_left=2)


def test_behind_in_the_last_turn_it_goes_for_the_only_throw_that_wins() -> None:
    game = last_turn((6, 6, 5, 4, 1), behind=29)  # only five sixes (30) win
    assert game.sheets[1].total == game.sheets[0].total + 29
    advice = advise(game)
    kept = {
        tuple(sorted(v for v, h in zip(game.dice or (), k.held, strict=True) if h))
        for k in advice.keeps[:1]
    }
    assert kept == {(5, 6, 6)}  # the points maximiser keeps the five as well
    decision = HardPlayer(RULES).decide(game)
    assert decision == Keep((True, True, False, False, False))


def test_a_won_game_is_still_played_for_points() -> None:
    game = last_turn((6, 6, 5, 4, 1), behind=-40)
    advice = advise(game)
    assert HardPlayer(RULES).decide(game) == Keep(advice.keeps[0].held)


def test_early_in_the_game_hard_plays_for_points() -> None:
    game = Game.new(RULES, 2)
    game = dataclasses.replace(game, dice=(6, 6, 5, 4, 1), rolls_left=2)
    assert winning_decision(game) is None
    advice = advise(game)
    decision = HardPlayer(RULES).decide(game)
    assert decision == (
        Keep(advice.keeps[0].held) if advice.should_roll else Score(advice.boxes[0].box)
    )


@pytest.mark.parametrize(
    ("name", "options"),
    [("yatzy", {"triple": True, "forced_order": True}), ("maxi", {}), ("maxi", {"triple": True})],
)
def test_win_aware_play_under_the_approximations_is_legal(
    name: str, options: dict[str, bool]
) -> None:
    rules = preset(name, **options)
    players = [HardPlayer(rules), HardPlayer(rules, win_aware=False)]
    game = play_game(Game.new(rules, 2), players, random.Random(4))
    assert game.over and all(sheet.is_full for sheet in game.sheets)


def test_the_last_turn_with_saved_rolls_is_longer() -> None:
    rules = preset("maxi")
    maxi = model_for(rules)
    sheet = Sheet.from_scores(rules, {box: 0 for box in rules.box_names if box != "six_of_a_kind"})
    three = last_box_distribution(maxi, sheet, 3)
    five = last_box_distribution(maxi, sheet, 5)
    assert three.sum() == pytest.approx(1.0) and five.sum() == pytest.approx(1.0)
    assert five[100] > three[100] > 0.0  # more rolls, more chances of six alike


def test_a_tie_for_first_is_shared_by_everyone_in_it() -> None:
    finished = Sheet.from_scores(RULES, dict.fromkeys(RULES.box_names, 5))
    other = between_turns(model(), finished, 3)
    assert other is not None
    chances = beat_chance([other, other], 70)
    assert chances[64] == 0.0 and chances[65] == pytest.approx(1 / 3) and chances[66] == 1.0


def test_the_hints_and_hard_share_one_answer_where_winning_and_scoring_part() -> None:
    game = last_turn((6, 6, 5, 4, 1), behind=29)
    found = turn_chances(game)
    assert found is not None and found.differ
    assert found.for_win.decision == Keep((True, True, False, False, False))
    assert found.for_points.decision == Keep((True, True, True, False, False))
    # keeping the five scores more on average but wins less often
    assert found.for_win.chance > found.for_points.chance > 0.0
    assert found.points_given_up == pytest.approx(
        found.for_points.expected - found.for_win.expected
    )
    assert found.points_given_up > 0.0
    assert winning_decision(game) == found.for_win.decision
    assert HardPlayer(RULES).decide(game) == found.for_win.decision
    # every choice is listed once, with a chance between 0 and 1
    assert all(0.0 <= option.chance <= 1.0 for option in found.options)
    assert found.for_win in found.options and found.for_points in found.options


def test_where_winning_and_scoring_agree_there_is_one_choice() -> None:
    found = turn_chances(last_turn((6, 6, 5, 4, 1), behind=-40))
    assert found is not None and not found.differ
    assert found.for_win is found.for_points
    assert found.for_points.chance == pytest.approx(1.0)
    assert found.points_given_up == 0.0


def test_the_chance_of_entering_in_the_last_box_is_exact() -> None:
    game = last_turn((6, 6, 6, 6, 6), behind=29)
    found = turn_chances(dataclasses.replace(game, rolls_left=0))
    assert found is not None
    (option,) = found.options
    assert option.decision == Score("chance") and option.chance == 1.0


def test_live_chances_give_the_player_to_move_the_best_chance_of_any_choice() -> None:
    from app.strategy.winning import live_chances

    game = last_turn((6, 6, 5, 4, 1), behind=29)
    found = turn_chances(game)
    assert found is not None
    chances = live_chances(game)
    assert chances[0] == pytest.approx(found.for_win.chance)
    assert sum(chances) == pytest.approx(1.0)
    early = dataclasses.replace(Game.new(RULES, 2), dice=(6, 6, 5, 4, 1), rolls_left=2)
    from app.strategy import win_chances

    assert live_chances(early) == win_chances(early)  # before the last turns: the model's own


@pytest.mark.parametrize(("name", "players"), [("official", 3), ("maxi", 2), ("maxi", 4)])
def test_a_turn_worked_out_afresh_gives_what_the_remembered_one_gave(
    name: str, players: int
) -> None:
    # Every roll of a turn shares its stages (Maxi: one per number of rolls left when entering);
    # working each position out again from nothing must give the very same answer.
    rules = preset(name)
    seats = [HardPlayer(rules, seed=s) for s in range(players)]
    game, dice, compared = Game.new(rules, players), random.Random(11), 0
    while not game.over:
        for action in seats[game.current].next_actions(game):
            game = game.apply(action, dice).game
            if game.over or game.dice is None:
                continue
            remembered = turn_chances(game)
            if remembered is None:
                continue
            winning.clear_caches()
            winchance.clear_caches()
            fresh = turn_chances(game)
            assert fresh is not None and fresh is not remembered
            assert fresh.options == remembered.options
            assert fresh.for_win == remembered.for_win
            compared += 1
    assert compared >= 5 * players  # the last five turns of every player


def _close_last_entry(seed: int) -> Game:
    """A 2-player game of hard computers where seat 0 enters one of its last two boxes, no
    rolls left."""
    rules = preset("official")
    seats = [HardPlayer(rules, seed=seed), HardPlayer(rules, seed=seed + 1)]
    dice = random.Random(seed)
    game = Game.new(rules, 2)
    while not (game.current == 0 and len(game.sheet.free_boxes) == 2 and game.dice is not None):
        for action in seats[game.current].next_actions(game):
            game = game.apply(action, dice).game
    while game.rolls_left:
        game = game.roll(dice).game
    return game


def test_the_hints_value_a_medium_opponent_as_medium_plays() -> None:
    # Seat 0 enters one of its last two boxes with no rolls left; seat 1, two boxes to go, is
    # a medium computer: each box's chance is the own last-turn distribution after it against
    # medium's points to come (``spreadfits``), not against a maximiser's.
    rules = preset("official")
    model = model_for(rules)
    game = next(
        game
        for game in map(_close_last_entry, range(1, 60))
        if 0.1 < winchance.win_chances(game)[0] < 0.9
    )
    assert game.dice is not None
    against = {
        level: between_turns(model, game.sheets[1], rules.rolls_per_turn, level)
        for level in (None, "medium")
    }
    as_medium = turn_chances(game, (None, "medium"))
    as_hard = turn_chances(game)
    assert as_medium is not None and as_hard is not None
    assert as_medium.options != as_hard.options
    for found, level in ((as_medium, "medium"), (as_hard, None)):
        opponent = against[level]
        assert opponent is not None
        for option in found.options:
            assert isinstance(option.decision, Score)
            after = game.sheet.play(option.decision.box, game.dice)[0]
            own = between_turns(model, after, rules.rolls_per_turn)
            assert own is not None
            wanted = winchance.chance_against(own, [opponent])
            assert option.chance == pytest.approx(wanted, abs=1e-9)
    # A hard opponent, or a person, is valued as the maximiser: as if no level were known.
    assert turn_chances(game, ("hard", "hard")) == as_hard
