"""Win chances from a position and over a game (``winchance``, ``winhistory``), with answers
known beforehand."""

from __future__ import annotations

import itertools
import json
import math
import random
from pathlib import Path

import numpy as np
import pytest

from app.rules import (
    Enter,
    Game,
    GameRecord,
    Resign,
    SeatRecord,
    Sheet,
    preset,
    write_game_file,
)
from app.strategy import computer_player
from app.strategy.__main__ import main
from app.strategy.exact import has_skew
from app.strategy.preparing import model_for
from app.strategy.simulate import play_game
from app.strategy.spreadfits import NO_FIT, spread_fit
from app.strategy.winchance import (
    FinalScore,
    _throw_moments,
    between_turns,
    chances_of,
    clear_caches,
    rounded_normal,
    rounded_skewed,
    turn_moments_now,
    win_chances,
)
from app.strategy.winhistory import win_history
from app.strategy.winning import entries, live_chances


def _played(rules_name: str, players: int, seed: int, *, triple: bool = False) -> Game:
    rules = preset(rules_name, triple=triple)
    seats = [computer_player("hard", rules, seed=seed + s) for s in range(players)]
    return play_game(Game.new(rules, players), seats, random.Random(seed))


def _point(total: int) -> FinalScore:
    return rounded_normal(total, total, 0.0)


def test_a_tie_is_shared_equally() -> None:
    assert chances_of([_point(200), _point(200)]) == pytest.approx([0.5, 0.5])
    assert chances_of([_point(200), _point(200), _point(200)]) == pytest.approx([1 / 3] * 3)
    assert chances_of([_point(200), _point(199), _point(200), _point(200)]) == pytest.approx(
        [1 / 3, 0, 1 / 3, 1 / 3]
    )


def test_two_normals_give_the_chance_of_their_difference() -> None:
    # X - Y is normal with mean -10 and variance 800: P(X > Y) = Phi(-10 / sqrt(800)).
    behind, ahead = rounded_normal(0, 100, 400), rounded_normal(0, 110, 400)
    expected = 0.5 * math.erfc(10 / math.sqrt(800) / math.sqrt(2))
    assert chances_of([behind, ahead])[0] == pytest.approx(expected, abs=0.003)


@pytest.mark.parametrize(
    ("name", "triple"), [("official", False), ("yatzy", False), ("maxi", False), ("official", True)]
)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_has_the_same_chance_at_the_start(
    name: str, triple: bool, players: int
) -> None:
    game = Game.new(preset(name, triple=triple), players)
    assert win_chances(game) == pytest.approx([1 / players] * players)


@pytest.mark.parametrize("name", ["official", "maxi"])
def test_a_finished_game_gives_the_winner_everything(name: str) -> None:
    game = _played(name, 3, 7)
    totals = [sheet.total for sheet in game.sheets]
    chances = win_chances(game)
    for total, chance in zip(totals, chances, strict=True):
        assert chance == (1.0 if total == max(totals) else 0.0)


def test_a_solo_game_and_a_resigned_player() -> None:
    rules = preset("official")
    assert win_chances(Game.new(rules, 1)) == (1.0,)
    game = Game.new(rules, 3).apply(Resign(1)).game
    chances = win_chances(game)
    assert chances[1] == 0.0 and chances[0] == pytest.approx(0.5) and sum(chances) == 1.0


def test_a_hopeless_deficit_is_near_zero() -> None:
    rules = preset("official")
    hard = computer_player("hard", rules, seed=1)
    dice = random.Random(3)
    game = Game.new(rules, 2)
    # Seat 0 plays well; seat 1 enters its first roll where it scores least, until each has
    # two boxes left.
    while len(game.sheets[1].free_boxes) > 2 or game.current != 0:
        if game.current == 0:
            for action in hard.next_actions(game):
                game = game.apply(action, dice).game
        else:
            game = game.roll(dice).game
            options = game.options()
            worst = min(options, key=lambda box: options[box])
            game = game.apply(Enter(1, worst)).game
    chances = win_chances(game)
    assert game.sheets[0].total > game.sheets[1].total + 120
    assert chances[1] < 1e-4 and chances[0] == pytest.approx(1.0, abs=1e-4)


def test_the_mean_after_a_roll_is_the_hints_expected_score() -> None:
    rules = preset("official")
    model = model_for(rules)
    game = Game.new(rules, 2)
    dice = random.Random(11)
    hard = computer_player("hard", rules, seed=2)
    for _ in range(40):
        if game.dice is not None:
            mean, variance, _third = turn_moments_now(model, game)
            throw = model.space.throw_index(game.dice)
            plan = model.plan(game.sheet, game.rolls_left)[game.rolls_left]
            assert mean == pytest.approx(float(plan[throw]), abs=1e-6)
            assert 0 < variance < 4000
            game = game.apply(hard.next_actions(game)[0], dice).game
        else:
            game = game.roll(dice).game


def test_the_last_entry_of_the_game_leaves_no_doubt() -> None:
    rules = preset("official")
    game = Game.new(rules, 2)
    dice = random.Random(4)
    hard = computer_player("hard", rules, seed=4)
    while not (game.current == 1 and len(game.sheet.free_boxes) == 1 and game.rolls_left == 0):
        game = game.apply(hard.next_actions(game)[0], dice).game
    mean, variance, third = turn_moments_now(model_for(rules), game)
    assert variance == pytest.approx(0.0, abs=1e-6) and third == pytest.approx(0.0, abs=1e-3)
    assert mean == game.sheet.total + max(game.options().values())
    assert sorted(win_chances(game)) in ([0.0, 1.0], [0.5, 0.5])


def test_chances_always_add_up_to_one_along_a_game() -> None:
    game = _played("yatzy", 4, 5)
    points = win_history(game, every_roll=True)
    for point in points:
        assert sum(point.chances) == pytest.approx(1.0)
        assert all(0.0 <= chance <= 1.0 for chance in point.chances)


@pytest.mark.parametrize(("name", "players"), [("official", 2), ("maxi", 4)])
def test_the_history_of_a_finished_game(name: str, players: int) -> None:
    game = _played(name, players, 9)
    points = win_history(game)
    boxes = len(game.rules.box_keys)
    assert len(points) == players * boxes + 1
    assert points[0].chances == pytest.approx([1 / players] * players)
    assert points[-1].chances == win_chances(game) and points[-1].seat == -1
    assert [p.round for p in points[:-1]] == [1 + i // players for i in range(players * boxes)]
    # Each point stands before the first roll of its turn.
    for point in points[1:-1]:
        replay = Game.replay(game.rules, game.names, game.log[: point.action])
        assert replay.dice is None and replay.current == point.seat


def test_winchances_prints_the_history_of_a_game_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = _played("official", 2, 3)
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    assert main(["winchances", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == list(game.names) and data["over"] is True
    assert len(data["points"]) == 2 * 13 + 1
    assert data["points"][0]["chances"] == [0.5, 0.5]
    assert sum(data["points"][-1]["chances"]) == 1.0
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    assert main(["winchances", str(tmp_path / "broken.json")]) == 2


def test_the_cli_values_the_computers_of_a_game_file_by_their_levels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The file says the second seat is a medium computer: its chances take medium's fit, as
    # at the table, and differ from those of a file that does not say.
    game = _played("official", 2, 3)
    seats = (SeatRecord("you"), SeatRecord("computer", "medium"))
    told = tmp_path / "told.json"
    told.write_text(write_game_file(GameRecord(game, seats)), encoding="utf-8")
    assert main(["winchances", str(told)]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = win_history(game, levels=(None, "medium"))
    assert [p["chances"] for p in data["points"]] == [p.to_dict()["chances"] for p in expected]
    assert expected != win_history(game)


def test_the_live_chances_and_the_history_take_the_seats_levels() -> None:
    rules = preset("official")
    dice = random.Random(8)
    seats = [computer_player("medium", rules, seed=s) for s in (1, 2)]
    game = Game.new(rules, 2)
    while len(game.sheets[1].free_boxes) > 8 or game.dice is not None:
        game = game.apply(seats[game.current].next_actions(game)[0], dice).game
    levels = ("medium", "medium")
    assert live_chances(game, levels) == win_chances(game, levels) != win_chances(game)
    assert win_history(game, levels=levels)[-1].chances == win_chances(game, levels)


@pytest.mark.parametrize(
    ("name", "triple"),
    [
        ("official", False),
        ("yatzy", False),
        ("fuenfwurf", False),
        ("official", True),
        ("maxi", False),
        ("maxi", True),
    ],
)
def test_the_spread_after_each_entry_is_the_one_of_the_sheet_it_leads_to(
    name: str, triple: bool
) -> None:
    # Mean, variance and third moment: what the mover's turn recursion takes after each entry
    # is what the sheets between turns are valued by.
    rules = preset(name, triple=triple)
    model = model_for(rules)
    game = Game.new(rules, 1)
    dice = random.Random(2)
    hard = computer_player("hard", rules, seed=1)
    while not game.over:
        if game.dice is None and len(game.sheet.free_boxes) % 4 == 1:
            sheet = game.sheet
            values = model.box_values(sheet)
            allowed = np.isfinite(values.expected)
            found = model.entry_spread(sheet)
            assert found is not None
            shift, variance = found
            third = model.entry_third(sheet)
            assert (third is None) == (name == "yatzy")  # only yatzy is taken as unskewed
            for cells, successor in entries(sheet, values.points, allowed)[1]:
                spread = model.future_spread(successor)
                assert spread is not None
                mean = successor.total + spread[0] - model.sheet_value(successor)
                assert variance[cells] == pytest.approx(spread[1], abs=1e-6)
                assert shift[cells] == pytest.approx(mean, abs=1e-6)
                if third is not None:
                    wanted = model.future_third(successor)
                    assert third[cells] == pytest.approx(wanted, rel=1e-9, abs=1e-6)
        for action in hard.next_actions(game):
            game = game.apply(action, dice).game


def _spread(total: int, chances: list[float]) -> FinalScore:
    return FinalScore(total, np.array(chances) / sum(chances))


def _by_enumeration(scores: list[FinalScore]) -> list[float]:
    """Every combination of final scores, its weight shared by the players tied on top."""
    result = [0.0] * len(scores)
    ranges = [range(len(s.chances)) for s in scores]
    for ways in itertools.product(*ranges):
        weight = math.prod(float(s.chances[k]) for s, k in zip(scores, ways, strict=True))
        finals = [s.total + k for s, k in zip(scores, ways, strict=True)]
        top = [i for i, final in enumerate(finals) if final == max(finals)]
        for i in top:
            result[i] += weight / len(top)
    return result


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_chances_of_uneven_spreads_are_those_of_every_combination(players: int) -> None:
    rng = random.Random(players)
    scores = [
        _spread(rng.randint(95, 105), [rng.random() for _ in range(rng.randint(1, 7))])
        for _ in range(players)
    ]
    assert chances_of(scores) == pytest.approx(_by_enumeration(scores), abs=1e-12)


def test_a_sheet_between_turns_is_worked_out_once() -> None:
    rules = preset("official")
    model = model_for(rules)
    game = _played("official", 2, 5)
    sheet = Sheet(rules, (*game.sheets[0].scores[:-3], None, None, None))
    first = between_turns(model, sheet, 3)
    assert first is not None
    assert between_turns(model, sheet, 3) is first  # remembered
    with pytest.raises(ValueError, match="read-only"):
        first.chances[0] = 1.0  # shared by every caller, so nobody may change it
    clear_caches()
    again = between_turns(model, sheet, 3)
    assert again is not None and again is not first
    assert again.total == first.total
    assert np.array_equal(again.chances, first.chances)


@pytest.mark.parametrize("name", ["official", "yatzy"])
def test_the_movers_moments_average_to_the_tables_over_the_first_throw(name: str) -> None:
    # The turn recursion after a roll and the build's passes are one computation: over the
    # first throw, the mover's mean, variance and (where the ruleset has a skew to model, not
    # yatzy) third moment are the tables'.
    rules = preset(name)
    model = model_for(rules)
    game = Game.new(rules, 1)
    dice = random.Random(5)
    hard = computer_player("hard", rules, seed=5)
    while not (len(game.sheet.free_boxes) == 7 and game.dice is None):
        game = game.apply(hard.next_actions(game)[0], dice).game
    means, seconds, thirds = _throw_moments(model, game, rules.rolls_per_turn - 1)
    chance = model.space.throw_probability
    mean, second, third = (float(chance @ m) for m in (means, seconds, thirds))
    spread = model.future_spread(game.sheet)
    assert spread is not None
    assert mean == pytest.approx(spread[0], abs=1e-3)
    assert second - mean**2 == pytest.approx(spread[1], rel=1e-4)
    if not has_skew(rules):
        assert model.future_third(game.sheet) == 0.0 and model.entry_third(game.sheet) is None
        return
    central = third - 3 * mean * second + 2 * mean**3
    assert central == pytest.approx(model.future_third(game.sheet), rel=1e-3, abs=1.0)
    assert abs(central) > 100  # a skewed case, not a symmetric one


def test_a_skewed_score_keeps_its_moments() -> None:
    for skew in (-1.0, 0.5, 1.5):
        score = rounded_skewed(-300, 150.0, 1600.0, skew * 40.0**3)  # not cut off below
        points = score.total + np.arange(len(score.chances))
        mean = float(points @ score.chances)
        variance = float((points - mean) ** 2 @ score.chances)
        third = float((points - mean) ** 3 @ score.chances)
        assert score.chances.sum() == pytest.approx(1.0)
        assert mean == pytest.approx(150.0, abs=0.1)
        assert variance == pytest.approx(1600.0, rel=0.01)
        assert third / variance**1.5 == pytest.approx(skew, abs=0.05)


def test_a_right_skew_makes_a_small_comeback_less_likely() -> None:
    # Same mean and variance behind, but a long right tail: the everyday catch-up of 30 points
    # is rarer, the big one (the bonus) a little more likely.
    for lead, fewer in ((30, True), (90, False)):
        ahead = rounded_normal(0, 100 + lead, 900)
        plain = chances_of([rounded_normal(0, 100, 900), ahead])[0]
        skewed = chances_of([rounded_skewed(0, 100, 900, 1.5 * 30.0**3), ahead])[0]
        assert (skewed < plain) == fewer


def test_a_computer_level_takes_its_own_fitted_spread() -> None:
    # Told that a seat is medium, its points to come take medium's fit (spreadfits): the mean
    # on the fitted line through the model's mean, the model's variance times the factor (up
    # to the rounding to whole points and the cut at no more points at all).
    rules = preset("official")
    model = model_for(rules)
    dice = random.Random(21)
    seats = [computer_player("medium", rules, seed=s) for s in (1, 2)]
    game = Game.new(rules, 2)
    while len(game.sheets[1].free_boxes) > 6 or game.dice is not None:
        game = game.apply(seats[game.current].next_actions(game)[0], dice).game
    sheet = game.sheets[1]
    spread = model.future_spread(sheet)
    assert spread is not None
    intercept, slope, factor, _ = spread_fit(rules, len(sheet.free_boxes), "medium")
    score = between_turns(model, sheet, rules.rolls_per_turn, "medium")
    assert score is not None
    points = score.total + np.arange(len(score.chances))
    mean = float(points @ score.chances)
    assert mean == pytest.approx(sheet.total + intercept + slope * spread[0], abs=0.5)
    assert float((points - mean) ** 2 @ score.chances) == pytest.approx(
        factor * spread[1], rel=0.03
    )
    plain = win_chances(game)
    assert win_chances(game, [None, None]) == plain == win_chances(game, ["easy", "easy"])
    medium = win_chances(game, ["medium", "medium"])
    assert medium != plain and sum(medium) == pytest.approx(1.0)


def test_fits_apply_to_their_family_and_level_only() -> None:
    assert spread_fit(preset("official"), 5, "hard") == NO_FIT
    assert spread_fit(preset("official", forced_order=True), 5, "medium") == NO_FIT
    _, slope, factor, _ = spread_fit(preset("official"), 5, "medium")
    assert slope < 1.0 and factor < 1.0
    assert spread_fit(preset("official", triple=True), 39, None) != NO_FIT
    assert spread_fit(preset("official", triple=True), 0, None) == NO_FIT
