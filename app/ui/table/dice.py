"""The dice as the tray and the ledge show them: values, kept or not, and where each landed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from app.rules import Game, Rolled


@dataclass(frozen=True, slots=True)
class DieRow:
    key: int
    """The die's index in the game's dice (its lane in the tray, its frame on the ledge)."""
    value: int
    """1 to 6; 0 before the turn's first roll."""
    held: bool
    rolls: int
    """Counts this die's rolls; a change tells the view to let it tumble."""
    spot_x: float
    """Where the die came to rest in its lane, 0 (left) to 1 (right)."""
    spot_y: float
    """... and from the top (0) to the bottom (1) of the tray."""
    angle: float
    """How it lies, in degrees."""
    ledge_slot: int = -1
    """Kept: its place on the ledge, counted from the left (the kept dice lie in order of their
    values, so that a straight or a set reads at a glance); -1 in the tray."""


def count_throws(throws: tuple[int, ...], events: tuple[object, ...]) -> tuple[int, ...]:
    """Each die's roll count after ``events``: rolled dice that were not held count one more."""
    counts = list(throws)
    for event in events:
        if isinstance(event, Rolled):
            if len(counts) != len(event.held):
                counts = [0] * len(event.held)
            for die, held in enumerate(event.held):
                counts[die] += 0 if held else 1
    return tuple(counts)


def resting_place(die: int, throw: int, seed: int) -> tuple[float, float, float]:
    """A random but repeatable resting place for a die after a given throw."""
    rng = random.Random(seed * 1_000_003 + die * 7_919 + throw)
    return rng.random(), rng.random(), rng.uniform(-32.0, 32.0)


def ledge_slots(values: tuple[int, ...], held: tuple[bool, ...]) -> tuple[int, ...]:
    """Each kept die's place on the ledge: by value, then by index (a die keeps its place among
    equals); -1 for a die in the tray."""
    kept = sorted((values[die], die) for die in range(len(values)) if held[die])
    slot = {die: place for place, (_, die) in enumerate(kept)}
    return tuple(slot.get(die, -1) for die in range(len(values)))


def derive_dice(game: Game, throws: tuple[int, ...], seed: int) -> tuple[DieRow, ...]:
    count = game.rules.dice_count
    if len(throws) != count:
        throws = (0,) * count
    values = game.dice if game.dice is not None else (0,) * count
    held = game.held if game.dice is not None else (False,) * count
    slots = ledge_slots(tuple(values), tuple(held))
    rows = []
    for die in range(count):
        x, y, angle = resting_place(die, throws[die], seed)
        rows.append(DieRow(die, values[die], held[die], throws[die], x, y, angle, slots[die]))
    return tuple(rows)
