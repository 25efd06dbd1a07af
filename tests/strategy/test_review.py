"""The post-game review: hard play costs nothing, a bad move costs what the table says."""

from __future__ import annotations

import json
import random

import pytest

from app.rules import Game, Ruleset, Sheet, preset
from app.strategy import advise, computer_player, review
from app.strategy.computers import HardPlayer
from app.strategy.preparing import model_for
from app.strategy.simulate import play_game


def hard_game(name: str, players: int, seed: int, **options: bool) -> Game:
    """A game of score-maximising hard players (win-aware play trades points for chances)."""
    rules = preset(name, **options)
    seats = [HardPlayer(rules, win_aware=False) for _ in range(players)]
    return play_game(Game.new(rules, players), seats, random.Random(seed))


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("official", {"forced_order": True}),
        ("yatzy", {"forced_order": True}),
        ("fuenfwurf", {"triple": True, "forced_order": True}),
        ("maxi", {}),
    ],
)
def test_a_game_played_by_hard_loses_nothing(name: str, options: dict[str, bool]) -> None:
    game = hard_game(name, 2, seed=4, **options)
    result = review(game)
    assert len(result.players) == 2
    for player in result.players:
        assert player.lost == pytest.approx(0.0, abs=1e-6)
        assert player.final == game.sheets[player.seat].total
        assert player.decisions  # every keep and every entry was looked at
        if result.exact:
            # Final score = expectation at the start + luck - points lost.
            assert player.final == pytest.approx(player.expected_start + player.luck, abs=1e-3)


def test_a_bad_move_costs_what_the_table_says() -> None:
    rules = preset("bonanza", forced_order=True)
    game = Game.new(rules).roll(random.Random(1)).game
    # Hold nothing ... but advised to keep something better, or to enter: take the worst box.
    advice = advise(game)
    rng = random.Random(2)
    worst = min(game.options(), key=lambda box: _expected(game, box))
    lost = max(advice.boxes[0].expected, *(k.expected for k in advice.keeps)) - _expected(
        game, worst
    )
    assert lost > 1.0
    game = game.enter(worst).game
    player = computer_player("hard", rules)
    game = play_game(game, [player], rng)
    result = review(game).players[0]
    assert result.decisions[0].chosen.box == worst
    assert result.decisions[0].cost == pytest.approx(lost, abs=1e-6)
    assert result.lost == pytest.approx(lost, abs=1e-6)
    assert result.final == pytest.approx(result.expected_start + result.luck - lost, abs=1e-3)


def _expected(game: Game, box: str) -> float:
    model = model_for(game.rules)
    values = model.box_values(game.sheet)
    assert game.dice is not None
    row = game.rules.box_keys.index(box)
    return float(values.expected[row, model.space.throw_index(game.dice)])


def test_a_bad_keep_is_found() -> None:
    rules = preset("yatzy", forced_order=True)
    # First box is "ones": rolling away three ones is a mistake.
    game = Game.new(rules).roll(_Loaded(1, 1, 1, 5, 6)).game
    game = game.hold(3).game.hold(4).game.roll(_Loaded(2, 3, 4)).game
    game = play_game(game, [computer_player("hard", rules)], random.Random(3))
    first = review(game).players[0].decisions[0]
    assert first.chosen.kind == "keep" and first.chosen.kept == (5, 6)
    assert first.best.kind == "keep" and first.best.kept == (1, 1, 1)
    assert first.cost > 0.5


def test_resigned_players_and_the_review_as_data() -> None:
    rules = preset("official", forced_order=True)
    game = Game.new(rules, 2)
    rng = random.Random(9)
    hard = computer_player("hard", rules)
    for _ in range(6):
        for action in hard.next_actions(game):
            game = game.apply(action, rng).game
    game = game.resign(1).game
    result = review(game)
    assert result.players[1].resigned
    data = json.loads(json.dumps(result.to_dict()))
    assert data["rules"] == rules.key and len(data["players"]) == 2


class _Loaded:
    def __init__(self, *faces: int) -> None:
        self.faces = iter(faces)

    def randint(self, a: int, b: int) -> int:
        return next(self.faces)


def test_a_sheet_left_part_empty_is_measured_by_what_it_still_expected() -> None:
    # Maxi (an approximation) ended early by a resignation: the survivor's luck compares the
    # expectation where the game ended, not the points of a half-empty sheet.
    rules = preset("maxi")
    game = Game.new(rules, 2)
    rng = random.Random(4)
    hard = HardPlayer(rules, win_aware=False)
    for _ in range(8):
        for action in hard.next_actions(game):
            game = game.apply(action, rng).game
    game = game.resign(1).game
    survivor = review(game).players[0]
    sheet = game.sheets[0]
    assert sheet.free_boxes and not survivor.resigned
    model = model_for(rules)
    expected_end = model.turn_start_value(sheet, rules.rolls_per_turn + game.saved_rolls[0])
    assert survivor.expected_start + survivor.luck - survivor.lost == pytest.approx(expected_end)
    assert abs(survivor.luck) < 100  # the missing boxes are not bad luck


def test_entries_carry_their_points_so_a_strike_shows_as_one() -> None:
    rules = preset("official")
    # 1 2 3 5 6 after the last roll, struck in the all-alike box: 0 points there; the best
    # entry scores (chance, the straights' neighbours ...) and says how much.
    game = Game.new(rules).roll(_Loaded(1, 2, 3, 5, 6)).game
    game = game.roll(_Loaded(1, 2, 3, 5, 6)).game.roll(_Loaded(1, 2, 3, 5, 6)).game
    game = game.strike("five_of_a_kind").game
    game = play_game(game, [computer_player("hard", rules)], random.Random(5))
    entry = next(d for d in review(game).players[0].decisions if d.chosen.kind == "box")
    assert (entry.chosen.box, entry.chosen.points) == ("five_of_a_kind", 0)
    assert entry.best.points == game_options_points(rules, entry.best.box)
    assert json.loads(json.dumps(entry.to_dict()))["chosen"]["points"] == 0


def game_options_points(rules: Ruleset, box: str) -> int:
    sheet = Sheet.new(rules)
    return sheet.options((1, 2, 3, 5, 6))[box]


def test_an_entry_the_clock_made_is_shown_as_such_and_not_held_against_the_player() -> None:
    # The clock runs out right after the first roll and enters the worst box for the player
    # (the server's advisor would choose better; the point is whose decision it was).
    rules = preset("bonanza", forced_order=True)
    game = Game.new(rules).roll(random.Random(1)).game
    worst = min(game.options(), key=lambda box: _expected(game, box))
    game = game.time_out(worst).game
    game = play_game(game, [computer_player("hard", rules)], random.Random(2))

    result = review(game).players[0]
    clocked = result.decisions[0]
    assert clocked.timed_out and clocked.chosen.box == worst and clocked.cost > 1.0
    assert result.timeouts == 1
    assert result.lost == pytest.approx(0.0, abs=1e-6)  # every decision of their own was best
    assert result.clock_lost == pytest.approx(clocked.cost)
    assert clocked not in result.mistakes and clocked not in result.own
    assert result.mean_cost == pytest.approx(0.0, abs=1e-6)
    # The score still adds up: the clock's entry costs points, only not the player's accuracy.
    assert result.final == pytest.approx(
        result.expected_start + result.luck - result.clock_lost, abs=1e-3
    )
    line = result.to_dict()
    assert (line["timeouts"], line["decision_count"]) == (1, len(result.decisions) - 1)


# --- the cost in the chance to win ------------------------------------------------------------


def _behind_in_the_last_turn(held: tuple[bool, ...]) -> Game:
    """Seat 0 to move with chance left only, 29 behind a finished seat 1: only five sixes win."""
    import dataclasses

    rules = preset("official", forced_order=True)
    filled = {key: 0 for key in rules.box_names if key != "chance"}
    filled.update(sixes=30, fives=10)
    mine = Sheet.from_scores(rules, filled)
    theirs = Sheet.from_scores(rules, {**dict.fromkeys(filled, 0), "chance": mine.total + 29})
    game = Game.new(rules, 2)
    return dataclasses.replace(
        game, sheets=(mine, theirs), dice=(6, 6, 5, 4, 1), rolls_left=2, held=held
    )


def test_the_keep_for_points_costs_chances_to_win_where_the_keep_for_the_win_costs_none() -> None:
    from app.rules import Roll
    from app.strategy import decision_review
    from app.strategy.review import win_cost
    from app.strategy.winning import turn_chances

    for_points = _behind_in_the_last_turn((True, True, True, False, False))
    model = model_for(for_points.rules)
    decision = decision_review(for_points, Roll(0))
    assert decision is not None and decision.cost == pytest.approx(0.0, abs=1e-9)
    found = turn_chances(for_points)
    assert found is not None
    cost = win_cost(model, for_points, decision)
    assert cost == pytest.approx(found.for_win.chance - found.for_points.chance)
    assert cost is not None and cost > 0.005

    for_win = _behind_in_the_last_turn((True, True, False, False, False))
    decision = decision_review(for_win, Roll(0))
    assert decision is not None and decision.cost > 0.0  # fewer points on average
    assert win_cost(model, for_win, decision) == 0.0


def test_the_review_names_each_players_costliest_decision() -> None:
    rules = preset("official")
    seats = [computer_player("easy", rules, seed=s) for s in range(2)]
    game = play_game(Game.new(rules, 2), seats, random.Random(5))
    result = review(game)
    for player in result.players:
        costs = [d.win_cost for d in player.own]
        assert all(c is not None and 0.0 <= c <= 1.0 for c in costs)
        costliest = player.costliest
        assert costliest is not None and costliest.win_cost == max(costs)  # type: ignore[type-var]
        assert costliest.win_cost > 0.0  # type: ignore[operator]
        data = player.to_dict()
        assert data["costliest"] == list(player.own).index(costliest)
    json.dumps(result.to_dict())


def test_alone_at_the_table_nothing_costs_a_chance_to_win() -> None:
    result = review(hard_game("official", 1, seed=2))
    (player,) = result.players
    assert all(d.win_cost is None for d in player.decisions)
    assert player.costliest is None


def test_a_player_who_left_does_not_stop_the_others_costs_in_chances() -> None:
    from app.rules import Resign

    rules = preset("official")
    players = [computer_player("easy", rules, seed=s) for s in range(3)]
    dice = random.Random(8)
    game = Game.new(rules, 3)
    while not game.over:
        if game.turn == 6 and game.dice is None and len(game.active_seats) == 3:
            game = game.apply(Resign(1)).game  # left the table, as online
            continue
        for action in players[game.current].next_actions(game):
            game = game.apply(action, dice).game
    result = review(game)
    assert result.players[1].resigned
    for seat in (0, 2):
        costs = [d.win_cost for d in result.players[seat].decisions]
        assert all(c is not None and 0.0 <= c <= 1.0 for c in costs)
        assert result.players[seat].costliest is not None
