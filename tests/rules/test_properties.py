"""Properties of whole games, over random presets, options, players and choices."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import (
    PRESET_NAMES,
    Action,
    BonusEarned,
    Enter,
    Entered,
    Event,
    Game,
    GameEnded,
    Hold,
    IllegalMove,
    Release,
    Resign,
    Roll,
    Strike,
    TimeOut,
    preset,
)


@dataclass
class Played:
    game: Game
    events: list[Event]
    intents: list[Action]
    """What the players asked for, rolls without dice: replayable with the seed."""


def play_random_game(seed: int, name: str, triple: bool, forced: bool, players: int) -> Played:
    """Random legal choices; dice from random.Random(seed), choices from their own generator."""
    rules = preset(name, triple=triple, forced_order=forced)
    dice = random.Random(seed)
    chooser = random.Random(seed ^ 0x5EED)
    game = Game.new(rules, players)
    events: list[Event] = []
    intents: list[Action] = []

    def act(action: Action) -> None:
        nonlocal game
        game, new = game.apply(action, dice)
        events.extend(new)
        intents.append(Roll(action.seat) if isinstance(action, Roll) else action)

    while not game.over:
        seat = game.current
        act(Roll(seat))
        while game.rolls_left and chooser.random() < 0.6:
            for die in range(rules.dice_count):
                if chooser.random() < 0.3:
                    act((Release if game.held[die] else Hold)(seat, die))
            if not all(game.held):
                act(Roll(seat))
        options = game.options()
        box = chooser.choice(sorted(options))
        kind = chooser.choice([Enter, TimeOut, Strike] if options[box] == 0 else [Enter, TimeOut])
        act(kind(seat, box))
    return Played(game, events, intents)


games = st.builds(
    play_random_game,
    seed=st.integers(0, 2**32),
    name=st.sampled_from(PRESET_NAMES),
    triple=st.booleans(),
    forced=st.booleans(),
    players=st.integers(1, 4),
)


@settings(max_examples=60, deadline=None)
@given(games)
def test_a_game_ends_after_one_turn_per_box_per_player(played: Played) -> None:
    game = played.game
    boxes = len(game.rules.box_keys)
    entered = [event.seat for event in played.events if isinstance(event, Entered)]
    assert all(entered.count(seat) == boxes for seat in range(game.player_count))
    assert len(entered) == boxes * game.player_count
    assert isinstance(played.events[-1], GameEnded)
    assert sum(isinstance(event, GameEnded) for event in played.events) == 1
    assert all(sheet.is_full for sheet in game.sheets)


@settings(max_examples=60, deadline=None)
@given(games)
def test_totals_are_the_sum_of_their_parts(played: Played) -> None:
    game = played.game
    multipliers = game.rules.multipliers
    size = len(game.rules.box_names)
    for seat, sheet in enumerate(game.sheets):
        from_events = 0
        for event in played.events:
            if isinstance(event, Entered) and event.seat == seat:
                column = game.rules.box_keys.index(event.box) // size
                from_events += event.points * multipliers[column]
            elif isinstance(event, BonusEarned) and event.seat == seat:
                factor = multipliers[event.column - 1] if event.bonus == "upper" else 1
                from_events += event.points * factor
        assert sheet.total == from_events
        boxes = sum(
            m * sum(p or 0 for p in sheet.scores[c * size : (c + 1) * size])
            for c, m in enumerate(multipliers)
        )
        bonuses = sum(m * sheet.upper_bonus(c + 1) for c, m in enumerate(multipliers))
        assert sheet.total == boxes + bonuses + sheet.extra_bonus_points
    assert [standing.total for standing in game.ranking()] == sorted(
        (sheet.total for sheet in game.sheets), reverse=True
    )


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(PRESET_NAMES), st.booleans(), st.booleans())
def test_replay_from_seed_and_intents_gives_the_same_game(
    seed: int, name: str, triple: bool, forced: bool
) -> None:
    played = play_random_game(seed, name, triple, forced, players=2)
    again = Game.replay(played.game.rules, 2, played.intents, random.Random(seed))
    assert again == played.game


@settings(max_examples=40, deadline=None)
@given(games)
def test_json_round_trip_is_lossless(played: Played) -> None:
    text = played.game.to_json()
    assert Game.from_json(text) == played.game
    assert Game.from_json(text).to_json() == text


def mid_game(seed: int, name: str, players: int, steps: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(preset(name), players)
    for _ in range(steps):
        if game.over:
            break
        if game.dice is None or (game.rolls_left and rng.random() < 0.5):
            game = game.roll(rng).game
        else:
            options = game.options()
            game = game.enter(rng.choice(sorted(options))).game
    return game


any_action = st.one_of(
    st.builds(Hold, st.integers(-2, 5), st.integers(-2, 7)),
    st.builds(Release, st.integers(-2, 5), st.integers(-2, 7)),
    st.builds(Roll, st.integers(-2, 5)),
    st.builds(Enter, st.integers(-1, 4), st.sampled_from(["chance", "ones", "nope", "chance@2"])),
    st.builds(Strike, st.integers(-1, 4), st.sampled_from(["five_of_a_kind", "ones", ""])),
    st.builds(TimeOut, st.integers(-1, 4), st.sampled_from(["sixes", "tower"])),
    st.builds(Resign, st.integers(-2, 5)),
)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from(PRESET_NAMES),
    st.integers(1, 4),
    st.integers(0, 80),
    any_action,
)
def test_an_illegal_action_never_changes_the_game(
    seed: int, name: str, players: int, steps: int, action: Action
) -> None:
    game = mid_game(seed, name, players, steps)
    before = game.to_json()
    try:
        after = game.apply(action, random.Random(seed)).game
    except IllegalMove as refused:
        assert refused.code != IllegalMove.code  # a specific reason, not the generic one
        assert game.to_json() == before
    else:
        assert after.log[: len(game.log)] == game.log
        assert Game.from_json(after.to_json()) == after
