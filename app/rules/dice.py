"""Dice values and the random source the engine draws them from."""

from __future__ import annotations

from typing import Protocol

Dice = tuple[int, ...]
"""The values of the dice in play, each 1 to 6, in tray order."""

FACES = (1, 2, 3, 4, 5, 6)


class DiceSource(Protocol):
    """Anything that draws uniform integers: ``random.Random``, ``secrets.SystemRandom``, ..."""

    def randint(self, a: int, b: int) -> int: ...


def roll_dice(source: DiceSource, count: int) -> Dice:
    """Draw ``count`` fresh dice from ``source``."""
    return tuple(source.randint(1, 6) for _ in range(count))


def face_counts(dice: Dice) -> tuple[int, ...]:
    """How many dice show each face; index 0 is unused so that ``counts[face]`` reads naturally."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    return tuple(counts)
