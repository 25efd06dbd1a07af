"""What every possible throw may score in every box of one sheet, asked of the engine.

For throws that are not all alike, the engine's rule is the same for all of them: every free box
(under forced order, each column's next box) at the points of ``Ruleset.throw_scores``. The six
all-alike throws, where jokers and extra bonuses live, are asked of ``Sheet.options`` and
``Sheet.play`` one by one. The strategy engine therefore never proposes a box the engine would
refuse, and never scores one differently.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.rules import Sheet

from .scoresheet import column_tables

IntArray = npt.NDArray[np.int64]

NOT_ALLOWED = -1


@dataclass(frozen=True, eq=False)
class SheetPoints:
    """``points[box, throw]`` for every box key of the sheet (``NOT_ALLOWED`` where the throw may
    not go), and the extra bonus each throw earns wherever it goes."""

    points: IntArray
    extra_bonus: IntArray
    rows: tuple[int, ...]
    """The boxes (sheet indices) that some throw may go in."""


def sheet_points(sheet: Sheet) -> SheetPoints:
    rules = sheet.rules
    tables = column_tables(rules)
    space = tables.space
    size = tables.boxes
    keys = rules.box_keys
    points = np.full((len(keys), space.throws), NOT_ALLOWED, dtype=np.int64)
    plain_throw = (1,) * (rules.dice_count - 1) + (2,)
    rows = {rules.box_index(key) for key in sheet.options(plain_throw)}
    for row in rows:
        assert row is not None
        points[row] = tables.points[:, row % size]
    extra = np.zeros(space.throws, dtype=np.int64)
    bonus: int | None = None if rules.extra_bonus else 0
    for face, throw in enumerate(tables.alike_throws, 1):
        dice = (face,) * rules.dice_count
        points[:, throw] = NOT_ALLOWED
        options = sheet.options(dice)
        for key, value in options.items():
            row = rules.box_index(key)
            assert row is not None
            points[row, throw] = value
            rows.add(row)
        if bonus is None and options:
            # The extra bonus depends on the all-alike boxes only, not on the face or the box.
            bonus = sheet.play(next(iter(options)), dice)[1].extra_bonus
        extra[throw] = bonus or 0
    return SheetPoints(points, extra, tuple(sorted(r for r in rows if r is not None)))
