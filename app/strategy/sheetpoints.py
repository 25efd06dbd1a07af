"""What every possible throw may score in every box of one sheet, asked of the engine.

For throws that are not all alike, the engine's rule is the same for all of them: every free box
(under forced order, each column's next box) at the points of ``Ruleset.throw_scores``. The six
all-alike throws, where jokers and extra bonuses live, are asked of ``Sheet.options`` and
``Sheet.play`` one by one. The strategy engine therefore never proposes a box the engine would
refuse, and never scores one differently.

What the engine allows depends on the sheet only through which boxes are free and, per column,
whether the all-alike box is free, holds 0 or holds its score (jokers, extra bonus; see
``Sheet._choices``): ``sheet_points`` keeps its answers per such pattern (``pattern``), so a
pattern met again, in this game or another, costs a dictionary look-up.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .scoresheet import column_tables

IntArray = npt.NDArray[np.int64]

NOT_ALLOWED = -1


@dataclass(frozen=True, eq=False)
class SheetPoints:
    """What every throw may score in every box of one sheet: ``points[box, throw]``
    (``NOT_ALLOWED`` where the throw may not go), and the extra bonus each throw earns wherever it
    goes. Built from the engine's answers for a plain throw (``plain``) and for each all-alike
    throw (``alike``); ``points`` is tabulated on first use."""

    rules: Ruleset
    plain: tuple[int, ...]
    """The boxes (sheet indices) a throw that is not all alike may go in, at its points of
    ``Ruleset.throw_scores``."""
    alike: tuple[tuple[tuple[int, int], ...] | None, ...]
    """Per face 1-6, the (box, points) the throw of all dice showing it may go in where a joker
    is in play; None where it goes where ``plain`` throws go, at its own points."""
    extra_bonus: IntArray
    rows: tuple[int, ...]
    """The boxes (sheet indices) that some throw may go in."""
    width: int
    """The columns of a table by points entered (``TurnModel.worth_by_points``): every number
    of points a throw scores in any box, and a last one standing for "not allowed"."""
    row_cells: IntArray
    """``row_cells[i, throw]``: where throw ``throw`` entered in box ``rows[i]`` is found in such
    a table of the rows of ``rows`` only, in that order (flattened); the last column of the
    box's row where the throw may not go."""

    @cached_property
    def cells(self) -> IntArray:
        """``row_cells`` in a table with a row per box of the sheet."""
        shift = (np.array(self.rows, dtype=np.int64) - np.arange(len(self.rows))) * self.width
        cells = self.row_cells + shift[:, None]
        cells.setflags(write=False)
        return cells

    @cached_property
    def points(self) -> IntArray:
        tables = column_tables(self.rules)
        points = np.full((len(self.rules.box_keys), tables.space.throws), NOT_ALLOWED)
        plain = np.array(self.plain, dtype=np.int64)
        if len(plain):
            points[plain] = tables.points.T[plain % tables.boxes]
        for throw, options in zip(tables.alike_throws, self.alike, strict=True):
            if options is None:
                continue
            points[:, throw] = NOT_ALLOWED
            for row, value in options:
                points[row, throw] = value
        points.setflags(write=False)
        return points


@dataclass(frozen=True, eq=False)
class _Cells:
    """Per ruleset and width: ``row_cells`` of every box for the throws that are not all alike,
    less the row's offset (``points``), and the offsets of rows 0, 1, ... (``offsets``)."""

    width: int
    points: IntArray
    offsets: IntArray
    no_extra: IntArray
    """No extra bonus for any throw."""


@lru_cache(maxsize=64)
def _plain_cells(rules: Ruleset, width: int = 0) -> _Cells:
    """At ``width`` where given, else at one that holds every number of points a box scores
    (jokers' fixed values included) and one more for "not allowed"."""
    tables = column_tables(rules)
    if not width:
        jokers = [value or 0 for value in tables.joker_values]
        width = max(int(tables.points.max()), *jokers, 0) + 2
    rows = np.arange(len(rules.box_keys), dtype=np.int64)
    points = tables.points.T[rows % tables.boxes]
    offsets = rows[:, None] * width
    no_extra = np.zeros(tables.space.throws, dtype=np.int64)
    for array in (points, offsets, no_extra):
        array.setflags(write=False)
    return _Cells(width, points, offsets, no_extra)


def pattern(sheet: Sheet) -> tuple[object, ...]:
    """What the engine's options for every throw depend on: the free boxes, and per column the
    all-alike box free (None), holding 0 (False) or its score (True)."""
    scores = sheet.scores
    alike = _alike_rows(sheet.rules)
    return (
        sheet.rules,
        tuple(points is None for points in scores),
        tuple(None if scores[row] is None else bool(scores[row]) for row in alike),
    )


@lru_cache(maxsize=64)
def _alike_rows(rules: Ruleset) -> tuple[int, ...]:
    size = len(rules.box_names)
    offset = rules.box_names.index(rules.layout.all_same_box)
    return tuple(range(offset, len(rules.box_keys), size))


def sheet_points(sheet: Sheet) -> SheetPoints:
    """The points of every throw in every box of ``sheet`` (read-only arrays, shared by every
    sheet of the same ``pattern``)."""
    return _cached(pattern(sheet), sheet)


_CACHE_SIZE = 8192


_store: dict[tuple[object, ...], SheetPoints] = {}
_lock = threading.Lock()


def _cached(key: tuple[object, ...], sheet: Sheet) -> SheetPoints:
    found = _store.get(key)
    if found is None:
        found = _sheet_points(sheet)
        with _lock:
            if len(_store) >= _CACHE_SIZE:
                _store.pop(next(iter(_store)))  # the oldest pattern first
            _store[key] = found
    return found


def clear_sheet_points() -> None:
    """Forget every pattern's points (for benchmarks)."""
    with _lock:
        _store.clear()


def _sheet_points(sheet: Sheet) -> SheetPoints:
    rules = sheet.rules
    tables = column_tables(rules)
    dice = rules.dice_count
    plain = [row for row, _ in sheet.option_rows((1,) * (dice - 1) + (2,))]
    # Per all-alike throw: None where it goes where a plain throw goes, at its own points (the
    # plain table's cells hold those already); the engine's answer where a joker is in play.
    alike = [None if options is None else tuple(options) for options in sheet.alike_option_rows()]
    table = _plain_cells(rules)
    extra = table.no_extra
    going = [
        throw
        for throw, options in zip(tables.alike_throws, alike, strict=True)
        if (plain if options is None else options)
    ]
    if going and rules.extra_bonus:
        # The extra bonus depends on the all-alike boxes only, not on the face.
        face = tables.alike_throws.index(going[0]) + 1
        bonus = sheet.extra_bonus_for((face,) * dice)
        if bonus:
            extra = extra.copy()
            extra[going] = bonus
            extra.setflags(write=False)
    found = [
        (row, face, value)
        for face, options in enumerate(alike)
        if options is not None
        for row, value in options
    ]
    rows = sorted({*plain, *(row for row, _, _ in found)})
    # Where each (box, throw) is found in a table by points: the plain throws' points in the
    # boxes they may go in, "not allowed" elsewhere; then the all-alike throws with a joker.
    width = table.width
    if found and max(value for _, _, value in found) >= width - 1:
        width = max(value for _, _, value in found) + 2  # never with the presets
        table = _plain_cells(rules, width)
    count = len(rows)
    offsets = table.offsets[:count]
    cells = np.take(table.points, rows, axis=0)
    cells += offsets
    joker_faces = [face for face, options in enumerate(alike) if options is not None]
    if len(plain) < count or joker_faces:
        sentinel = offsets[:, 0] + (width - 1)
        if len(plain) < count:
            outside = [i for i, row in enumerate(rows) if row not in set(plain)]
            cells[outside] = sentinel[outside, None]
        cells[:, np.array(tables.alike_throws, dtype=np.int64)[joker_faces]] = sentinel[:, None]
        if found:
            place = {row: i for i, row in enumerate(rows)}
            ats = np.array([place[row] for row, _, _ in found], dtype=np.int64)
            throws = np.array([tables.alike_throws[face] for _, face, _ in found], dtype=np.int64)
            values = np.array([value for _, _, value in found], dtype=np.int64)
            cells[ats, throws] = ats * width + values
    cells.setflags(write=False)
    return SheetPoints(rules, tuple(plain), tuple(alike), extra, tuple(rows), width, cells)
