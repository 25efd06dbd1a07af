"""What scouting the daily challenge is worth: an attempt that knows a scout's whole record
against a fresh one that knows nothing, over many days (run by hand; not a test).

Run: .venv/bin/python benchmarks/bench_daily_scouting.py [--days 200] [--ruleset official]

Every player is the advisor (``app.strategy``, the hard computer's solo play): the scout, the
fresh attempt and the knower have the same strength. The knower decides as the advisor does,
but at each decision it tries every candidate (the advisor's keeps and boxes) and, where the
scout's record tells the dice that follow, values that candidate by the state those dice give
instead of by its expectation; it then takes the best. Per day (a day's seed) and scenario:

1. ``old``: the construction before (version 1, each die fixed by turn, roll and slot). The
   knower reads the dice of any (turn, roll, slot) the scout rolled: the hole that was found.
2. ``new, naive``: the course construction (version 2); the knower predicts as under version 1.
3. ``new, scout in practice``: the scout played the day's *practice* stream (which any identity
   may play, any number of times); the knower plays the *ranked* one, following the scout's
   course where it likes what the record shows and leaving it where it does not
   (follow-or-deviate). The streams are unrelated, so the record is worth nothing.
4. ``new, scout on a second ranked identity``: the same follow-or-deviate knower with a record
   of the ranked stream itself (only possible with a second identity made before the day,
   whose ranked attempt is spent on scouting). Same choices give the same dice, so this is the
   part foreknowledge can still buy; the ranked-board rule (one attempt per identity made
   before the day) is what bounds it to one such record per identity made the day before.

The fresh attempt plays the ranked stream of the day (the same one the knower plays). Totals
are printed as means with 95 % confidence intervals, the gain (knower - fresh) with the 95 %
interval of the paired difference.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.net.dice import (
    daily_key,
    daily_next_roll,
    dice_key,
    next_roll,
    practice_seed,
)
from app.rules import Enter, Game, Hold, Release, Roll, Ruleset, Strike, preset
from app.server.daily import scope as daily_scope
from app.strategy.advisor import Advice, advice_from
from app.strategy.preparing import model_for
from app.strategy.turnmodels import TurnModel

Dice = tuple[int, ...]
Stream = Callable[[Game], Dice]
Predict = Callable[[Game, tuple[object, ...]], Dice | None]
"""The dice a roll from this game (holds set) shows, if the record tells: (game, course)."""

KEEPS_TRIED = 10
"""The advisor's best keeps the knower looks at (the others are hardly ever worth it)."""
KEEPS_TRIED_DEEPER = 4
"""... and at the decision after (looking two decisions ahead: ``DEPTH``)."""
DEPTH = 2


def old_stream(seed: bytes, scope: str) -> Stream:
    key = dice_key(seed)
    return lambda game: next_roll(key, scope, game)


def new_stream(seed: bytes, scope: str) -> Stream:
    key = daily_key(seed)
    return lambda game: daily_next_roll(key, scope, game)


@dataclass
class Record:
    """What a scout's attempt revealed: per (turn, roll, slot) the die it saw (version 1's
    view), and per course (the choices made so far) the dice of the roll that followed."""

    by_slot: dict[tuple[int, int, int], int]
    by_course: dict[tuple[object, ...], Dice]


class Player:
    """The advisor's solo play, optionally with a record to look ahead with: each candidate
    whose next dice the record tells is valued by looking ``depth`` decisions ahead along what
    the record tells (the others by the advisor's expectation). With ``checks`` it stops
    trusting the record at the first roll the record got wrong."""

    def __init__(
        self, model: TurnModel, predict: Predict | None = None, *, checks: bool = False
    ) -> None:
        self.model = model
        self.predict = predict
        self.checks = checks

    def value(self, game: Game) -> float:
        """The expected final total from a state with dice (the advisor's best)."""
        if game.over:
            return float(game.sheets[0].total)
        advice = advice_from(self.model, game)
        best = advice.boxes[0].expected
        return max(best, advice.keeps[0].expected) if advice.keeps else best

    def decide(self, game: Game, course: tuple[object, ...]) -> tuple[str, object]:
        if self.predict is None:
            advice: Advice = advice_from(self.model, game)
            if advice.should_roll:
                return ("keep", advice.keeps[0].held)
            return ("box", advice.boxes[0].box)
        return self._best(game, course, DEPTH)[0]

    def _best(
        self, game: Game, course: tuple[object, ...], depth: int
    ) -> tuple[tuple[str, object], float]:
        assert self.predict is not None
        advice = advice_from(self.model, game)
        tried = KEEPS_TRIED if depth == DEPTH else KEEPS_TRIED_DEEPER
        best: tuple[str, object] = ("box", advice.boxes[0].box)
        best_value = -math.inf
        for keep in advice.keeps[:tried]:
            held = with_holds(game, keep.held)
            further = (*course, ("roll", keep.held))
            known = self.predict(held, further)
            worth = keep.expected
            if known is not None:
                worth = self._worth(held.apply(Roll(0, known)).game, further, depth - 1)
            if worth > best_value:
                best, best_value = ("keep", keep.held), worth
        for box in advice.boxes:
            after = enter(game, box.box)
            worth = box.expected
            if after.over:
                worth = float(after.sheets[0].total)
            else:
                further = (*course, ("box", box.box), ("roll", (False,) * len(game.held)))
                known = self.predict(after, further)
                if known is not None:
                    worth = self._worth(after.apply(Roll(0, known)).game, further, depth - 1)
            if worth > best_value:
                best, best_value = ("box", box.box), worth
        return best, best_value

    def _worth(self, game: Game, course: tuple[object, ...], depth: int) -> float:
        if game.over or depth <= 0:
            return self.value(game)
        return self._best(game, course, depth)[1]

    def saw(self, before: Game, course: tuple[object, ...], dice: Dice) -> None:
        """A roll from ``before`` showed ``dice``: a checking player that was told otherwise
        trusts the record no more."""
        if self.checks and self.predict is not None:
            told = self.predict(before, course)
            if told is not None and told != dice:
                self.predict = None


def with_holds(game: Game, held: tuple[bool, ...]) -> Game:
    for die, (now, want) in enumerate(zip(game.held, held, strict=True)):
        if now != want:
            game = game.apply((Hold if want else Release)(0, die)).game
    return game


def enter(game: Game, box: str) -> Game:
    action = Strike(0, box) if game.options()[box] == 0 else Enter(0, box)
    return game.apply(action).game


def play(rules: Ruleset, stream: Stream, player: Player) -> tuple[Game, Record]:
    """One attempt, and its record (what it saw, by slot and by course)."""
    game = Game.new(rules, ["x"])
    course: tuple[object, ...] = ()
    record = Record({}, {})

    def roll(game: Game, course: tuple[object, ...]) -> Game:
        kept = game.held if game.dice is not None else (False,) * len(game.held)
        dice = stream(game)
        player.saw(game, course, dice)
        record.by_course[course] = dice
        for slot, value in enumerate(dice):
            if not kept[slot]:
                record.by_slot[(game.turn, game.rolls_used, slot)] = value
        return game.apply(Roll(0, dice)).game

    while not game.over:
        if game.dice is None:
            course = (*course, ("roll", (False,) * len(game.held)))
            game = roll(game, course)
        kind, choice = player.decide(game, course)
        if kind == "keep":
            assert isinstance(choice, tuple)
            game = with_holds(game, choice)
            course = (*course, ("roll", choice))
            game = roll(game, course)
        else:
            assert isinstance(choice, str)
            course = (*course, ("box", choice))
            game = enter(game, choice)
    return game, record


def by_slot(record: Record) -> Predict:
    """Version 1's foreknowledge: the die of every slot the scout rolled at that turn and roll."""

    def predict(game: Game, course: tuple[object, ...]) -> Dice | None:
        kept = game.held if game.dice is not None else (False,) * len(game.held)
        old = game.dice or (0,) * len(kept)
        dice = []
        for slot in range(len(kept)):
            if kept[slot]:
                dice.append(old[slot])
                continue
            value = record.by_slot.get((game.turn, game.rolls_used, slot))
            if value is None:
                return None
            dice.append(value)
        return tuple(dice)

    return predict


def by_course(record: Record) -> Predict:
    """Follow-or-deviate: the dice the scout met after the very same choices (the dice this
    attempt keeps as they are: they are the scout's too wherever the record is right)."""

    def predict(game: Game, course: tuple[object, ...]) -> Dice | None:
        known = record.by_course.get(course)
        if known is None or game.dice is None:
            return known
        return tuple(game.dice[s] if game.held[s] else v for s, v in enumerate(known))

    return predict


@dataclass
class Figures:
    scout: list[int]
    fresh: list[int]
    knower: list[int]


def interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return mean, 1.96 * math.sqrt(var / len(values))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--days", type=int, default=200)
    parser.add_argument("--ruleset", default="official")
    arguments = parser.parse_args()
    rules = preset(arguments.ruleset)
    started = time.perf_counter()
    model = model_for(rules)
    honest = Player(model)
    scenarios = {
        "old (v1), knower reads by slot": Figures([], [], []),
        "new (v2), naive predictor (reads by slot)": Figures([], [], []),
        "new (v2), naive predictor, dropped when first wrong": Figures([], [], []),
        "new (v2), scout in practice, follow-or-deviate": Figures([], [], []),
        "new (v2), scout on a 2nd ranked identity, follow-or-deviate": Figures([], [], []),
    }
    old, naive, checking, practice, second = scenarios.values()
    for day in range(arguments.days):
        seed = hashlib.sha256(f"bench_daily_scouting day {day}".encode()).digest()
        old_scope = f"daily:{day}:{rules.name}"
        ranked_scope = daily_scope(day, rules.name)
        practice_scope = daily_scope(day, rules.name, ranked=False)
        # 1. version 1: the scout's dice are everyone's at the same turn, roll and slot
        before = old_stream(seed, old_scope)
        scout, record = play(rules, before, honest)
        fresh, _ = play(rules, before, honest)
        knower, _ = play(rules, before, Player(model, by_slot(record)))
        _add(old, scout, fresh, knower)
        # 2.-4. version 2: the ranked stream, the practice stream
        ranked = new_stream(seed, ranked_scope)
        drill = new_stream(practice_seed(seed), practice_scope)
        scout, record = play(rules, ranked, honest)
        fresh, _ = play(rules, ranked, honest)
        knower, _ = play(rules, ranked, Player(model, by_slot(record)))
        _add(naive, scout, fresh, knower)
        knower, _ = play(rules, ranked, Player(model, by_slot(record), checks=True))
        _add(checking, scout, fresh, knower)
        knower, _ = play(rules, ranked, Player(model, by_course(record)))
        _add(second, scout, fresh, knower)
        practice_scout, practice_record = play(rules, drill, honest)
        knower, _ = play(rules, ranked, Player(model, by_course(practice_record)))
        _add(practice, practice_scout, fresh, knower)
    seconds = time.perf_counter() - started
    print(
        f"{arguments.days} days, {rules.name}, every player the advisor; "
        f"means with 95 % intervals ({seconds:.0f} s)"
    )
    print(f"{'scenario':62} {'scout':>13} {'fresh':>13} {'knower':>13} {'gain':>15}")
    for name, figures in scenarios.items():
        cells = [interval([float(v) for v in vs]) for vs in (figures.scout, figures.fresh)]
        cells.append(interval([float(v) for v in figures.knower]))
        gain = interval([float(k - f) for k, f in zip(figures.knower, figures.fresh, strict=True)])
        row = " ".join(f"{m:7.1f} ± {h:4.1f}" for m, h in cells)
        print(f"{name:62} {row} {gain[0]:+7.1f} ± {gain[1]:4.1f}")
    print(
        "\nScenarios 2 and 3 are what a throw-away identity can buy now: nothing beyond noise "
        "(a practice scout's dice are another stream's; a naive reading of a ranked scout's "
        "record is right only on the scout's own course). Scenario 4 needs a second identity "
        "made before the day whose one ranked attempt is spent scouting: same choices meet the "
        "same dice, so the knower may follow the scout's course while it likes what comes and "
        "leave it when it does not. The ranked board bounds that to one record per identity made "
        "before the day (new identities: 1 a minute per address, after 20)."
    )


def _add(figures: Figures, scout: Game, fresh: Game, knower: Game) -> None:
    figures.scout.append(scout.sheets[0].total)
    figures.fresh.append(fresh.sheets[0].total)
    figures.knower.append(knower.sheets[0].total)


if __name__ == "__main__":
    main()
