"""The daily challenge's dice (construction version 2): the same choices meet the same dice, a
differing hold or box makes the later dice unrelated, the practice stream is another one, and
``verify`` recomputes a whole attempt from its journal once the day's seed is out."""

from __future__ import annotations

import hashlib
import random

from app.net.dice import (
    DAILY_DICE_VERSION,
    Course,
    DiceProof,
    commitment,
    daily_key,
    daily_next_roll,
    practice_seed,
    verify,
)
from app.rules import Enter, Game, Hold, Release, Roll, Strike, preset
from app.server.daily import parse_scope, scope

RULES = preset("official")
SCOPE = scope(20_000, "official")


def seed_of(n: int) -> bytes:
    return hashlib.sha256(f"day {n}".encode()).digest()


def rolled(game: Game, key: bytes, scope_: str = SCOPE) -> Game:
    return game.apply(Roll(game.current, daily_next_roll(key, scope_, game))).game


def holding(game: Game, dice: tuple[int, ...]) -> Game:
    for die in dice:
        game = game.apply(Hold(game.current, die)).game
    return game


def entered(game: Game, box: str) -> Game:
    action = Strike(0, box) if game.options()[box] == 0 else Enter(0, box)
    return game.apply(action).game


def played(key: bytes, rng: random.Random, turns: int = 13, scope_: str = SCOPE) -> Game:
    """A random course: random holds, one to three rolls, a random open box each turn."""
    game = Game.new(RULES, ["Ada"])
    for _ in range(turns):
        game = rolled(game, key, scope_)
        for _ in range(rng.randint(0, 2)):
            game = holding(game, tuple(d for d in range(5) if rng.random() < 0.4))
            if all(game.held):
                break
            game = rolled(game, key, scope_)
        game = entered(game, rng.choice(sorted(game.options())))
    return game


def test_the_same_choices_meet_the_same_dice() -> None:
    key = daily_key(seed_of(1))
    for trial in range(20):
        one = played(key, random.Random(trial))
        two = played(key, random.Random(trial))  # the very same choices, another attempt
        assert one.log == two.log


def test_the_days_first_roll_is_everyones() -> None:
    key = daily_key(seed_of(2))
    start = Game.new(RULES, ["Ada"])
    assert rolled(start, key).dice == rolled(Game.new(RULES, ["Bo"]), key).dice


def agreement(first: list[int], second: list[int]) -> float:
    return sum(a == b for a, b in zip(first, second, strict=True)) / len(first)


def test_a_different_hold_makes_the_later_dice_unrelated() -> None:
    """Over many days, two attempts that differ in which die they kept at the first roll
    agree on the next roll's freshly rolled slots about one time in six."""
    ones: list[int] = []
    twos: list[int] = []
    for day in range(600):
        key = daily_key(seed_of(day))
        first = rolled(Game.new(RULES, ["Ada"]), key)
        keeps_0 = rolled(holding(first, (0,)), key).dice
        keeps_1 = rolled(holding(first, (1,)), key).dice
        assert keeps_0 is not None and keeps_1 is not None
        ones += list(keeps_0[2:])  # slots 2-4 were rolled in both
        twos += list(keeps_1[2:])
    assert abs(agreement(ones, twos) - 1 / 6) < 0.03
    # Under version 1 these would always agree (the die of a slot was fixed): not any more.


def test_a_different_box_makes_the_next_turns_dice_unrelated() -> None:
    ones: list[int] = []
    twos: list[int] = []
    for day in range(600):
        key = daily_key(seed_of(day))
        first = rolled(Game.new(RULES, ["Ada"]), key)
        boxes = sorted(first.options())
        one = rolled(entered(first, boxes[0]), key)
        two = rolled(entered(first, boxes[1]), key)
        assert one.turn == two.turn == 1 and one.dice is not None and two.dice is not None
        ones += list(one.dice)
        twos += list(two.dice)
    assert abs(agreement(ones, twos) - 1 / 6) < 0.03


def test_a_hold_taken_back_before_the_roll_changes_nothing() -> None:
    """Only what a roll keeps counts, not how the player got there."""
    key = daily_key(seed_of(3))
    first = rolled(Game.new(RULES, ["Ada"]), key)
    direct = rolled(holding(first, (2,)), key)
    fiddled = holding(first, (0, 2)).apply(Release(0, 0)).game  # kept, then given back
    assert rolled(fiddled, key).dice == direct.dice


def test_the_dice_are_uniform_along_random_courses() -> None:
    counts = [0] * 6
    for trial in range(60):
        game = played(daily_key(seed_of(1000 + trial)), random.Random(trial))
        for action in game.log:
            if isinstance(action, Roll) and action.dice is not None:
                for value in action.dice:
                    counts[value - 1] += 1
    total = sum(counts)
    assert all(abs(c / total - 1 / 6) < 0.02 for c in counts), counts


def test_practice_and_ranked_streams_differ() -> None:
    day_seed = seed_of(4)
    practice = practice_seed(day_seed)
    assert practice != day_seed and commitment(practice) != commitment(day_seed)
    ranked_key, practice_key = daily_key(day_seed), daily_key(practice)
    practice_scope = scope(20_000, "official", ranked=False)
    ones: list[int] = []
    twos: list[int] = []
    for trial in range(300):
        rng = random.Random(trial)
        ranked = played(ranked_key, rng, turns=1)
        drill = played(practice_key, random.Random(trial), turns=1, scope_=practice_scope)
        ones += [v for a in ranked.log if isinstance(a, Roll) and a.dice for v in a.dice][:5]
        twos += [v for a in drill.log if isinstance(a, Roll) and a.dice for v in a.dice][:5]
    # the first roll of the day is everyone's within a stream, and unrelated between them
    assert abs(agreement(ones, twos) - 1 / 6) < 0.05


def test_verify_recomputes_a_whole_attempt_after_the_reveal() -> None:
    seed = seed_of(5)
    game = played(daily_key(seed), random.Random(7))
    assert game.over
    proof = DiceProof(SCOPE, commitment(seed), seed, (), DAILY_DICE_VERSION)
    verdict = verify(game.rules, game.names, game.log, proof)
    assert verdict.ok and verdict.rolls >= 13
    # the version 1 reading of the same journal does not check out
    old = DiceProof(SCOPE, commitment(seed), seed, (), 1)
    assert verify(game.rules, game.names, game.log, old).problem == "roll"
    # a roll changed, another seed, another scope: each is found
    log = list(game.log)
    index = max(i for i, a in enumerate(log) if isinstance(a, Roll))
    last = log[index]
    assert isinstance(last, Roll) and last.dice is not None
    log[index] = Roll(0, tuple(7 - v if not game.held[i] else v for i, v in enumerate(last.dice)))
    assert not verify(game.rules, game.names, log, proof).ok
    other = DiceProof(SCOPE, commitment(seed), seed_of(6), (), DAILY_DICE_VERSION)
    assert verify(game.rules, game.names, game.log, other).problem == "commitment"
    elsewhere = DiceProof(scope(20_001, "official"), commitment(seed), seed, (), 2)
    assert verify(game.rules, game.names, game.log, elsewhere).problem == "roll"


def test_the_course_keeps_what_the_engine_keeps() -> None:
    key = daily_key(seed_of(8))
    game = played(key, random.Random(9), turns=5)
    course = Course(SCOPE, 5)
    replay = Game.new(RULES, ["Ada"])
    for action in game.log:
        if isinstance(action, Roll):
            engine = replay.held if replay.dice is not None else (False,) * 5
            assert course.kept == engine
        replay = replay.apply(action).game
        course.see(action)


def test_scopes_name_their_stream_and_version() -> None:
    ranked = parse_scope(scope(20_000, "yatzy"))
    practice = parse_scope(scope(20_000, "yatzy", ranked=False))
    before = parse_scope("daily:20000:yatzy")
    assert ranked is not None and ranked.ranked and ranked.version == DAILY_DICE_VERSION
    assert practice is not None and not practice.ranked and practice.day == 20_000
    assert before is not None and before.ranked and before.version == 1
    assert parse_scope("ABCD2345") is None and parse_scope(None) is None


def test_the_published_values_of_version_2() -> None:
    """The test vectors of ``docs/protocol.md``."""
    seed = bytes(32)
    assert practice_seed(seed).hex()[:16] == PRACTICE_PREFIX
    key = daily_key(seed)
    assert key.hex()[:16] == KEY_PREFIX
    game = Game.new(RULES, ["Ada"])
    first = rolled(game, key, "daily:20000:official:ranked")
    assert first.dice == FIRST
    kept = holding(first, (0, 1))
    assert rolled(kept, key, "daily:20000:official:ranked").dice == SECOND


PRACTICE_PREFIX = "36e6af624ae0c018"
KEY_PREFIX = "7a160c2341089ec1"
FIRST = (3, 1, 6, 1, 5)
SECOND = (3, 1, 4, 3, 2)
