"""The review's quicker ways (issue 31: the analysis board opens at once) give the very values of
the plain ones, to the bit: the win-aware turn's chance products, whose rows are now copied out
of a window view rather than gathered element by element, and the best box, now found without
a choice made for every box."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from app.rules import Game, Sheet, preset
from app.strategy import computer_player, review, winning
from app.strategy.preparing import model_for
from app.strategy.review import _best_box, _box_choices
from app.strategy.simulate import play_game
from app.strategy.turnmodels import TurnModel
from app.strategy.winchance import between_turns

GAMES = [
    ("official", {"forced_order": True}, 2),
    ("official", {"forced_order": True}, 4),
    ("yatzy", {"forced_order": True}, 3),
    ("fuenfwurf", {"triple": True, "forced_order": True}, 2),
    ("maxi", {}, 2),
    ("maxi", {}, 4),
    ("maxi", {"triple": True}, 2),
]


def played(name: str, options: dict[str, bool], players: int, seed: int = 3) -> Game:
    rules = preset(name, **options)
    seats = [computer_player("medium", rules, seed=seed * 10 + s) for s in range(players)]
    return play_game(Game.new(rules, players), seats, random.Random(seed))


def plain_stage(
    model: TurnModel, sheet: Sheet, others: tuple[tuple[Sheet, int, str | None], ...], left: int
) -> tuple[np.ndarray, np.ndarray] | None:
    """``winning._stage`` as it was: every element of each product's matrix gathered by index."""
    found = winning._entries_against(model, sheet, others)
    if found is None:
        return None
    rules = model.rules
    values, allowed, beats, size = found.values, found.allowed, found.beats, found.size
    saved = model.saved_roll_value(sheet) if rules.saves_rolls else 0.0
    rolls = rules.rolls_per_turn + (left if rules.saves_rolls else 0)
    futures = [between_turns(model, successor, rolls) for _, successor in found.successors]
    if any(future is None for future in futures):
        return None
    chance = np.zeros(values.expected.shape)
    padded = beats
    for (cells, _), future in zip(found.successors, futures, strict=True):
        assert future is not None
        reach = found.totals[cells][:, None] + np.arange(len(future.chances))[None, :]
        top = int(reach.max()) + 1
        if top > len(padded):
            padded = np.concatenate((beats, np.ones(top - size)))
        chance[cells] = padded[np.maximum(reach, 0)] @ future.chances
    expected = values.expected + saved * left
    chances = np.where(allowed, chance, 0.0)
    utilities = winning._settled(  # compared rounded, as the quick way compares them
        np.where(allowed, chance + winning.SCORE_WEIGHT * expected, -np.inf)
    )
    return chances, utilities


@pytest.mark.parametrize(("name", "options", "players"), GAMES)
def test_every_stage_of_the_review_is_the_plain_product_to_the_bit(
    name: str, options: dict[str, bool], players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played(name, options, players)
    winning.clear_caches()
    asked: list[tuple[Any, ...]] = []
    quick: Callable[..., Any] = winning._stage

    def spy(*arguments: Any) -> Any:
        asked.append(arguments)
        return quick(*arguments)

    monkeypatch.setattr(winning, "_stage", spy)
    review(game)
    assert asked  # the last turns of every player are valued for the win
    for arguments in asked:
        found, plain = quick(*arguments), plain_stage(*arguments)
        if plain is None:
            assert found is None
            continue
        assert found is not None
        for mine, theirs in zip(found, plain, strict=True):
            assert mine.tobytes() == theirs.tobytes()


@pytest.mark.parametrize(("name", "options", "players"), GAMES)
def test_the_best_box_is_the_first_best_of_all_box_choices(
    name: str, options: dict[str, bool], players: int
) -> None:
    game = played(name, options, players, seed=5)
    model = model_for(game.rules)
    replay = Game.new(game.rules, game.names)
    looked = 0
    for action in game.log:
        if replay.dice is not None and not replay.over:
            options_now = replay.options()
            every = _box_choices(model, replay, options_now)
            assert _best_box(model, replay, options_now) == max(every, key=lambda c: c.expected)
            looked += 1
        replay = replay.apply(action).game
    assert looked > 10
