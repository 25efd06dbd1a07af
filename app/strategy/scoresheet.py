"""What the strategy engine needs to know about a one-column sheet, read once from the engine.

The points every throw scores in every box come from ``Ruleset.throw_scores``; the joker and bonus
options come from the ruleset's own fields. Nothing here decides a score on its own: the exact
solver and the advisor combine these tables, and the tests compare the result with
``Sheet.options`` and ``Sheet.play`` box by box.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from app.rules import JokerPlacement, JokerTrigger, Ruleset

from .dicespace import DiceSpace, dice_space

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class ColumnTables:
    """One sheet column of a ruleset, as arrays indexed by throw and box."""

    rules: Ruleset
    space: DiceSpace
    boxes: int
    """Boxes in one column."""
    points: IntArray
    """``points[throw, box]``: what the throw scores there, without jokers."""
    face_counts: IntArray
    """``face_counts[throw, face - 1]``: how many dice show ``face``."""
    alike_throws: tuple[int, ...]
    """The throw index of "every die shows face f", for f = 1..6."""
    alike_box: int
    upper_line: int
    upper_bonus: int
    joker_values: tuple[int | None, ...]
    """Per box: the fixed points a joker at full value scores there (None: as thrown)."""
    tracks_alike_score: bool
    """Whether it matters for the rest of the game if the all-alike box holds its score or 0."""

    @property
    def is_forced_joker(self) -> bool:
        return self.rules.joker_placement is JokerPlacement.FORCED and not self.rules.forced_order

    def fingerprint(self) -> str:
        """A hash of everything the solver reads from the rules; it names cache files."""
        digest = hashlib.blake2b(digest_size=8)
        rules = self.rules
        digest.update(
            repr(
                (
                    rules.key,
                    rules.box_names,
                    rules.extra_bonus,
                    rules.joker_trigger.value,
                    rules.joker_placement.value,
                    rules.joker_needs_upper,
                    rules.rolls_per_turn,
                    self.upper_line,
                    self.upper_bonus,
                    self.joker_values,
                )
            ).encode()
        )
        digest.update(np.ascontiguousarray(self.points).tobytes())
        return digest.hexdigest()


@cache
def column_tables(rules: Ruleset) -> ColumnTables:
    """Tabulate one column of ``rules`` from the engine (cached per ruleset)."""
    space = dice_space(rules.dice_count)
    throws = [space.throw_dice(t) for t in range(space.throws)]
    points = np.array([rules.throw_scores(dice).points for dice in throws], dtype=np.int64)
    counts = np.array([[dice.count(face) for face in range(1, 7)] for dice in throws])
    alike = tuple(space.throw_index((face,) * rules.dice_count) for face in range(1, 7))
    layout = rules.layout
    tracks = rules.extra_bonus > 0 or rules.joker_trigger is JokerTrigger.BOX_HOLDS_50
    return ColumnTables(
        rules=rules,
        space=space,
        boxes=len(layout.boxes),
        points=points,
        face_counts=counts.astype(np.int64),
        alike_throws=alike,
        alike_box=layout.box_names.index(layout.all_same_box),
        upper_line=layout.upper_bonus_line,
        upper_bonus=layout.upper_bonus,
        joker_values=tuple(box.joker_value for box in layout.boxes),
        tracks_alike_score=tracks,
    )
