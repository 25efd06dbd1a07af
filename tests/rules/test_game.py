"""Turns, rolls, entries, resignations, ranking and the errors that refuse an action."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from app.rules import (
    AllDiceHeld,
    BonusEarned,
    BoxFilled,
    Entered,
    Game,
    GameEnded,
    GameOver,
    Held,
    IllegalMove,
    InvalidDie,
    JokerUsed,
    NoRollsLeft,
    NotAStrike,
    NotYourTurn,
    PlayerResigned,
    Resigned,
    Rolled,
    RollFirst,
    RollsSaved,
    Sheet,
    Standing,
    TurnPassed,
    UnknownBox,
    UnknownSeat,
    preset,
)


class LoadedDice:
    """A dice source that hands out the given faces in order."""

    def __init__(self, *faces: int) -> None:
        self._faces: Iterator[int] = iter(faces)

    def randint(self, a: int, b: int) -> int:
        return next(self._faces)


def rolled(game: Game, *faces: int) -> Game:
    return game.roll(LoadedDice(*faces)).game


def test_a_turn_roll_hold_roll_enter() -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    game, events = game.roll(LoadedDice(6, 6, 1, 2, 6))
    assert events == (Rolled(0, (6, 6, 1, 2, 6), (False,) * 5, 2),)
    for die in (0, 1, 4):
        game, events = game.hold(die)
    assert events == (Held(0, 4, True),)
    game, events = game.roll(LoadedDice(6, 3))
    assert game.dice == (6, 6, 6, 3, 6)
    assert events[0].held == (True, True, False, False, True)
    assert game.rolls_left == 1 and game.rolls_used == 2
    game, events = game.enter("sixes")
    assert events == (
        Entered(0, "sixes", 24, (6, 6, 6, 3, 6), False, False),
        TurnPassed(1, 3),
    )
    assert game.current == 1 and game.dice is None and game.held == (False,) * 5
    assert game.sheets[0].score("sixes") == 24


@pytest.mark.parametrize(
    ("act", "error"),
    [
        (lambda g: g.hold(0), RollFirst),
        (lambda g: g.enter("chance"), RollFirst),
        (lambda g: g.enter("chance", seat=1), NotYourTurn),
        (lambda g: g.roll(random.Random(1), seat=1), NotYourTurn),
        (lambda g: g.roll(random.Random(1), seat=7), UnknownSeat),
    ],
)
def test_refused_before_the_first_roll(act, error) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(preset("official"), 2)
    with pytest.raises(error):
        act(game)


def test_refusals_during_a_turn_leave_the_game_as_it_was() -> None:
    game = rolled(Game.new(preset("official"), 2), 1, 2, 3, 4, 5)
    before = game.to_json()
    refusals = [
        (lambda: game.hold(5), InvalidDie),
        (lambda: game.enter("yahtzee"), UnknownBox),
        (lambda: game.enter("chance@2"), UnknownBox),
        (lambda: game.strike("large_straight"), NotAStrike),
        (lambda: game.hold(0, seat=1), NotYourTurn),
    ]
    for act, error in refusals:
        with pytest.raises(error) as caught:
            act()
        assert isinstance(caught.value, IllegalMove) and isinstance(caught.value, ValueError)
        assert caught.value.code and str(caught.value)
    assert game.to_json() == before


def test_three_rolls_then_no_more() -> None:
    game = Game.new(preset("official"))
    for _ in range(3):
        game = game.roll(random.Random(3)).game
    assert game.rolls_left == 0
    with pytest.raises(NoRollsLeft):
        game.roll(random.Random(3))


def test_all_dice_held_cannot_roll() -> None:
    game = rolled(Game.new(preset("official")), 1, 2, 3, 4, 5)
    for die in range(5):
        game = game.hold(die).game
    with pytest.raises(AllDiceHeld):
        game.roll(random.Random(1))
    game = game.toggle(2).game
    assert game.held == (True, True, False, True, True)


def test_a_filled_box_is_refused() -> None:
    game = rolled(Game.new(preset("official"), 2), 1, 2, 3, 4, 5)
    game = game.enter("chance").game
    game = rolled(game, 1, 1, 1, 1, 1)
    game = game.enter("ones").game
    game = rolled(game, 2, 2, 2, 2, 2)
    with pytest.raises(BoxFilled):
        game.enter("chance")


def test_strike_enters_zero() -> None:
    game = rolled(Game.new(preset("official")), 1, 2, 3, 4, 6)
    game, events = game.strike("five_of_a_kind")
    assert events[0] == Entered(0, "five_of_a_kind", 0, (1, 2, 3, 4, 6), True, False)
    assert game.sheets[0].score("five_of_a_kind") == 0


def test_time_out_enters_the_chosen_box() -> None:
    game = rolled(Game.new(preset("official"), 2), 3, 3, 3, 2, 2)
    game, events = game.time_out("full_house")
    assert events[0] == Entered(0, "full_house", 25, (3, 3, 3, 2, 2), False, True)
    assert game.current == 1


def test_joker_and_bonus_events() -> None:
    rules = preset("official")
    game = Game.new(rules)
    game = rolled(game, 5, 5, 5, 5, 5).enter("five_of_a_kind").game
    game = rolled(game, 5, 5, 5, 5, 5).enter("fives").game
    game, events = rolled(game, 2, 2, 2, 2, 2).enter("twos")
    assert BonusEarned(0, "extra_alike", 100, 1) in events
    game = rolled(game, 1, 1, 1, 3, 3).enter("ones").game
    game = rolled(game, 3, 3, 3, 3, 1).enter("threes").game
    game, events = rolled(game, 4, 4, 4, 4, 1).enter("fours")
    assert BonusEarned(0, "upper", 35, 1) in events  # 3 + 10 + 12 + 16 + 25 = 66
    game, events = rolled(game, 6, 6, 6, 1, 2).enter("sixes")
    assert not any(isinstance(event, BonusEarned) for event in events)
    game, events = rolled(game, 6, 6, 6, 6, 6).enter("large_straight")
    assert JokerUsed(0, "large_straight", 40) in events
    # five of a kind, upper boxes, bonus, the joker, and three extra five-of-a-kind bonuses
    assert game.sheet.total == 50 + 84 + 35 + 40 + 300


def test_maxi_saves_unused_rolls() -> None:
    game = Game.new(preset("maxi"), 2)
    game, events = rolled(game, 1, 2, 3, 4, 5, 6).enter("full_straight")
    assert RollsSaved(0, 2) in events
    assert game.saved_rolls == (2, 0)
    game = rolled(game, 1, 1, 1, 1, 1, 1)
    game = rolled(game, 1, 1, 1, 1, 1, 1)
    game = rolled(game, 1, 1, 1, 1, 1, 1)
    game, events = game.enter("six_of_a_kind")
    assert TurnPassed(0, 5) in events
    assert game.rolls_left == 5 and game.saved_rolls == (0, 0)
    for _ in range(5):
        game = rolled(game, *(2,) * 6)
    with pytest.raises(NoRollsLeft):
        game.roll(random.Random(0))


def test_classic_rolls_are_not_saved() -> None:
    game = rolled(Game.new(preset("official"), 2), 1, 2, 3, 4, 5).enter("large_straight").game
    game = rolled(game, 1, 2, 3, 4, 5).enter("large_straight").game
    assert game.rolls_left == 3 and game.saved_rolls == (0, 0)


# --- resigning and ranking ------------------------------------------------------------------------


def play_out(game: Game, seed: int = 5) -> Game:
    """Every remaining turn: one roll, the best-paying box."""
    rng = random.Random(seed)
    while not game.over:
        game = game.roll(rng).game
        options = game.options()
        game = game.enter(max(options, key=lambda box: options[box])).game
    return game


def test_resigned_players_rank_behind_later_resignations_ahead() -> None:
    game = Game.new(preset("official"), 4)
    game, events = game.resign(2)
    assert events == (Resigned(2),)
    game = rolled(game, 6, 6, 6, 6, 6).enter("five_of_a_kind").game  # seat 0
    game = game.resign().game  # seat 1 resigns on its turn
    assert game.current == 3
    game = play_out(game)
    ranking = game.ranking()
    assert [s.seat for s in ranking][2:] == [1, 2]
    assert [s.place for s in ranking] == [1, 2, 3, 4] or ranking[0].place == ranking[1].place
    assert ranking[2:] == (
        Standing(1, 3, 0, True),
        Standing(2, 4, 0, True),
    )


def test_the_last_player_left_wins() -> None:
    game = Game.new(preset("yatzy"), 3)
    game = rolled(game, 1, 1, 1, 1, 1).enter("ones").game
    game = game.resign(1).game
    game, events = game.resign(0)
    assert game.over
    assert isinstance(events[-1], GameEnded)
    assert events[-1].ranking[0] == Standing(2, 1, 0, False)
    assert [s.seat for s in events[-1].ranking] == [2, 0, 1]
    with pytest.raises(GameOver):
        game.resign(2)


def test_a_resigned_player_cannot_act() -> None:
    game = Game.new(preset("official"), 3).resign(0).game
    assert game.current == 1
    with pytest.raises(PlayerResigned):
        game.resign(0)


def test_solo_resign_ends_the_game() -> None:
    game, events = Game.new(preset("official")).resign()
    assert game.over and events[-1] == GameEnded((Standing(0, 1, 0, True),))


def test_ties_share_a_place() -> None:
    rules = preset("official")
    game = Game.new(rules, 3)
    sheets = (
        Sheet.from_scores(rules, {"chance": 20}),
        Sheet.from_scores(rules, {"chance": 25}),
        Sheet.from_scores(rules, {"chance": 20}),
    )
    from dataclasses import replace

    ranking = replace(game, sheets=sheets).ranking()
    assert ranking == (
        Standing(1, 1, 25, False),
        Standing(0, 2, 20, False),
        Standing(2, 2, 20, False),
    )


def test_a_full_game_ends_after_one_turn_per_box() -> None:
    game = play_out(Game.new(preset("official"), 2))
    assert game.over and all(sheet.is_full for sheet in game.sheets)
    with pytest.raises(GameOver):
        game.roll(random.Random(1))


def test_game_needs_one_to_four_players() -> None:
    with pytest.raises(ValueError, match="1 to 4"):
        Game.new(preset("official"), 5)
    with pytest.raises(ValueError):
        Game.new(preset("official"), [])


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"format": 99}',
        '{"format": 1, "rules": {"preset": "nope"}, "players": ["a"], "actions": []}',
        '{"format": 1, "rules": {"preset": "official"}, "players": "a", "actions": []}',
        '{"format": 1, "rules": {"preset": "official"}, "players": ["a"], "actions": {}}',
        '{"format": 1, "rules": {"preset": "official"}, "players": ["a"],'
        ' "actions": [{"type": "roll", "seat": 0}]}',
        '{"format": 1, "rules": {"preset": "official"}, "players": ["a"],'
        ' "actions": [{"type": "roll", "seat": 0, "dice": [1, 2, 3, 4, 9]}]}',
        '{"format": 1, "rules": {"preset": "official"}, "players": ["a"],'
        ' "actions": [{"type": "enter", "seat": 0, "box": "chance"}]}',
        '{"format": 1, "rules": {"preset": "official"}, "players": ["a"],'
        ' "actions": [{"type": "dance", "seat": 0}]}',
    ],
)
def test_a_corrupt_game_record_is_refused_clearly(text: str) -> None:
    with pytest.raises(ValueError) as caught:
        Game.from_json(text)
    assert str(caught.value)


def test_the_players_of_a_record_are_read_without_replaying_it() -> None:
    game = rolled(Game.new(preset("official"), ("Ada", "Bo")), 1, 2, 3, 4, 5)
    assert Game.names_in_json(game.to_json()) == ("Ada", "Bo")
    for text in ("", "[]", '{"players": "Ada"}', '{"players": [1]}'):
        with pytest.raises(ValueError):
            Game.names_in_json(text)


def test_a_held_die_cannot_change_in_a_recorded_roll() -> None:
    game = rolled(Game.new(preset("official")), 1, 2, 3, 4, 5).hold(0).game
    data = game.to_dict()
    data["actions"].append({"type": "roll", "seat": 0, "dice": [6, 6, 6, 6, 6]})
    with pytest.raises(ValueError, match="cannot follow"):
        Game.from_dict(data)
