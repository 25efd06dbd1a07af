"""The offline practice challenge: a public dice stream per date and ruleset."""

from __future__ import annotations

import random

from app.net.practice import PracticeStream, practice_seed
from app.rules import Game, Roll, preset


def play(stream: PracticeStream, rng: random.Random, turns: int) -> Game:
    """A solo game with the stream's dice: random holds, the best box."""
    game = Game.new(preset(stream.ruleset), ["You"])
    while game.turn < turns and not game.over:
        if game.dice is None or (game.rolls_left and rng.random() < 0.6):
            if game.dice is not None:
                for die in range(game.rules.dice_count):
                    if rng.random() < 0.4:
                        game = game.toggle(die).game
                if all(game.held):
                    game = game.toggle(0).game
            game = game.apply(Roll(0, stream.roll(game))).game
        else:
            options = game.options()
            best = max(options, key=options.__getitem__)
            game = (game.enter(best) if options[best] else game.strike(best)).game
    return game


def rolls(game: Game) -> dict[tuple[int, int], tuple[tuple[int, ...], tuple[bool, ...]]]:
    """(turn, roll of the turn) -> (dice after the roll, which were held), from the log."""
    found = {}
    replay = Game.new(game.rules, list(game.names))
    for action in game.log:
        held = replay.held if replay.dice is not None else (False,) * game.rules.dice_count
        place = (replay.turn, replay.rolls_used)
        replay = replay.apply(action).game
        if isinstance(action, Roll):
            assert replay.dice is not None
            found[place] = (replay.dice, held)
    return found


def test_the_same_date_gives_the_same_dice_whatever_is_kept() -> None:
    day = 20_000
    first = rolls(play(PracticeStream(day, "official"), random.Random(1), 13))
    second = rolls(play(PracticeStream(day, "official"), random.Random(2), 13))
    shared = set(first) & set(second)
    assert len(shared) >= 13  # at least every turn's first roll
    compared = 0
    for place in shared:
        (dice_a, held_a), (dice_b, held_b) = first[place], second[place]
        for slot in range(5):
            if not held_a[slot] and not held_b[slot]:  # a die rolled by both shows the same
                assert dice_a[slot] == dice_b[slot], (place, slot)
                compared += 1
    assert compared > 60


def test_another_date_or_ruleset_gives_other_dice_and_the_seed_is_public() -> None:
    game = Game.new(preset("official"), ["You"])
    today = PracticeStream(20_000, "official").roll(game)
    assert PracticeStream(20_000, "official").roll(game) == today  # deterministic
    others = {
        PracticeStream(20_001, "official").roll(game),
        PracticeStream(20_002, "official").roll(game),
        PracticeStream(20_003, "official").roll(game),
    }
    assert others != {today}
    assert practice_seed(20_000, "official") != practice_seed(20_000, "yatzy")
    maxi = Game.new(preset("maxi"), ["You"])
    assert len(PracticeStream(20_000, "maxi").roll(maxi)) == 6
    # derived from the date alone: the seed of 2024-10-04 (day 20000) is what anyone computes
    import hashlib

    label = b"fuenfwurf practice v1|2024-10-04|official"
    assert practice_seed(20_000, "official") == hashlib.sha256(label).digest()
