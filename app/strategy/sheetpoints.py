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
FloatArray = npt.NDArray[np.float64]

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
    jokers: dict[int, tuple[tuple[int, int], ...]]
    """Per all-alike throw (its index) where a joker is in play: the (position in ``rows``,
    points) it may go in, and nowhere else."""

    @cached_property
    def row_cells(self) -> IntArray:
        """``row_cells[i, throw]``: where throw ``throw`` entered in box ``rows[i]`` is found in
        such a table of the rows of ``rows`` only, in that order (flattened); the last column of
        the box's row where the throw may not go."""
        rows, width, table = self.rows, self.width, self._table
        count = len(rows)
        offsets = table.offsets[:count]
        cells = np.take(table.points, rows, axis=0)
        cells += offsets
        if len(self.plain) < count or self.jokers:
            sentinel = offsets[:, 0] + (width - 1)
            if len(self.plain) < count:
                outside = [i for i, row in enumerate(rows) if row not in set(self.plain)]
                cells[outside] = sentinel[outside, None]
            for throw, options in self.jokers.items():
                cells[:, throw] = sentinel
                for at, value in options:
                    cells[at, throw] = at * width + value
        cells.setflags(write=False)
        return cells

    def cells_of(self, throw: int) -> IntArray:
        """``row_cells[:, throw]`` (without tabulating every throw)."""
        if "row_cells" in self.__dict__:
            return self.row_cells[:, throw]
        width = self.width
        starts = np.arange(0, len(self.rows) * width, width, dtype=np.int64)
        options = self.jokers.get(throw)
        if options is not None:
            cells = starts + (width - 1)
            for at, value in options:
                cells[at] = at * width + value
            return cells
        cells = np.asarray(starts + self._table.points[self._kinds, throw], dtype=np.int64)
        if len(self.plain) < len(self.rows):
            plain = set(self.plain)
            outside = [i for i, row in enumerate(self.rows) if row not in plain]
            cells[outside] = starts[outside] + (width - 1)
        return cells

    def best(self, worth: FloatArray) -> FloatArray:
        """The best of ``worth`` (``worth[i, p]``: ``p`` points entered in box ``rows[i]``, the
        last column -inf) over the boxes each throw may go in: ``worth.ravel()[row_cells]`` and
        its maximum over boxes, worked out per kind of box (the same box of every column scores
        a throw alike) rather than per box and throw. A maximum is exact in any order."""
        table, width = self._table, self.width
        boxes = self._kinds_table_rows
        grid = np.full((len(self.rules.box_keys), width), -np.inf)
        if len(self.plain) == len(self.rows):
            grid[list(self.rows)] = worth
        elif self.plain:
            place = {row: i for i, row in enumerate(self.rows)}
            grid[list(self.plain)] = worth[[place[row] for row in self.plain]]
        if len(grid) > boxes:
            grid = np.maximum.reduce(grid.reshape(-1, boxes, width), axis=0)
        best: FloatArray = np.maximum.reduce(grid.ravel()[table.kinds], axis=0)
        for throw, options in self.jokers.items():
            best[throw] = max([worth[at, value] for at, value in options], default=-np.inf)
        return best

    @cached_property
    def _table(self) -> _Cells:
        table = _plain_cells(self.rules)
        return table if table.width == self.width else _plain_cells(self.rules, self.width)

    @cached_property
    def _kinds(self) -> IntArray:
        """Per position in ``rows``: its box within the column."""
        return np.array(self.rows, dtype=np.int64) % self._kinds_table_rows

    @property
    def _kinds_table_rows(self) -> int:
        return len(self._table.kinds)

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
    kinds: IntArray
    """``kinds[box, throw]``: where the throw entered in ``box`` of a column is found in a table
    with a row per box of one column (``points`` plus ``offsets`` of the first column)."""


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
    kinds = points[: tables.boxes] + offsets[: tables.boxes]
    for array in (points, offsets, no_extra, kinds):
        array.setflags(write=False)
    return _Cells(width, points, offsets, no_extra, kinds)


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
    width = table.width
    if found and max(value for _, _, value in found) >= width - 1:
        width = max(value for _, _, value in found) + 2  # never with the presets
    place = {row: i for i, row in enumerate(rows)}
    jokers = {
        tables.alike_throws[face]: tuple((place[row], value) for row, value in options)
        for face, options in enumerate(alike)
        if options is not None
    }
    return SheetPoints(rules, tuple(plain), tuple(alike), extra, tuple(rows), width, jokers)
