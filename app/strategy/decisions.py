"""A decision after a roll: keep some dice and roll again, or score the dice in a box.

The computer players name their decisions with these types, the advisor's keeps and the win-aware
plan turn a kept multiset into dice to hold with ``hold_mask``, and ``decision_actions`` turns
a decision into the engine's actions so that a UI can pace them.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules import Action, Enter, Game, GameOver, Hold, Release, Roll, RollFirst, Strike


@dataclass(frozen=True, slots=True)
class Keep:
    """Hold exactly these dice (per die index) and roll the others."""

    held: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Score:
    """Enter the dice in ``box`` (a strike when they score 0 there); in Maxi also with rolls
    left, which saves them."""

    box: str


Decision = Keep | Score


def hold_mask(
    dice: tuple[int, ...], held_now: tuple[bool, ...], kept: tuple[int, ...]
) -> tuple[bool, ...]:
    """Which dice to hold for the multiset ``kept`` (``kept[f - 1]`` dice of face ``f``): dice
    already held first, then from the left, so that carrying it out takes as few clicks (or
    actions) as possible."""
    wanted = list(kept)
    mask = [False] * len(dice)
    order = [i for i in range(len(dice)) if held_now[i]]
    order += [i for i in range(len(dice)) if not held_now[i]]
    for die in order:
        face = dice[die] - 1
        if wanted[face]:
            wanted[face] -= 1
            mask[die] = True
    return tuple(mask)


def decision_actions(game: Game, decision: Decision) -> list[Action]:
    """The engine actions that carry ``decision`` out for ``game.current``: releases and holds
    then ``Roll``, or one ``Enter`` (``Strike`` where the box scores 0)."""
    seat = game.current
    if game.over:
        raise GameOver("the game is over: there is nothing to carry out")
    if game.dice is None:
        raise RollFirst("a decision needs the turn's first roll")
    if isinstance(decision, Keep):
        if len(decision.held) != len(game.held):
            raise ValueError(f"a keep needs {len(game.held)} flags, not {len(decision.held)}")
        pairs = list(enumerate(zip(game.held, decision.held, strict=True)))
        actions: list[Action] = [
            Release(seat, die) for die, (now, want) in pairs if now and not want
        ]
        actions += [Hold(seat, die) for die, (now, want) in pairs if want and not now]
        actions.append(Roll(seat))
        return actions
    if game.options().get(decision.box) == 0:
        return [Strike(seat, decision.box)]
    return [Enter(seat, decision.box)]
