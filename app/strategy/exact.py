"""Exact value tables: built once per ruleset, cached on disk, shared by every thread.

``exact_table(rules)`` returns the table, loading it from the cache or building it (one build
per ruleset at a time: a second caller waits for the first and then shares its result).
``third_moments(table)`` does the same for the table's third moments, a pass of its own over
the finished table that only the win chances need (the table's build and file stay as they
are without it).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .buildonce import BuildOnce
from .cache import load_table, save_table, table_path
from .scoresheet import ColumnTables, column_tables
from .solver import SPREAD_BOXES, Progress, StateIndex, solve, solve_third

FloatArray = npt.NDArray[np.float64]


def has_exact_table(rules: Ruleset) -> bool:
    """Exact tables exist for one-column, five-dice rulesets (every classic preset and yatzy,
    with or without forced order)."""
    return not rules.triple and not rules.saves_rolls


@dataclass(frozen=True, eq=False)
class ExactTable:
    """Expected points still to come from every position of a one-column sheet."""

    rules: Ruleset
    tables: ColumnTables
    index: StateIndex
    values: FloatArray
    """Expected points still to come, per position."""
    spread: FloatArray
    """Their variance under the same play, for positions with at most ``spread_boxes`` free
    boxes (0 elsewhere; a built table covers every position)."""
    spread_boxes: int = SPREAD_BOXES
    third: FloatArray | None = None
    """The third central moments of the same points, where the table was made with them (the
    sub-game tables of the tests); else ``third_moments`` builds or loads them."""

    @property
    def start_value(self) -> float:
        """The optimal expected final score of a solo game."""
        return float(self.values[int(self.index.of(0, 0, 0))])

    def position(self, sheet: Sheet, column: int = 1) -> tuple[int, int, int]:
        """(filled mask, capped upper total, all-alike flag) of one column of a sheet."""
        size = self.tables.boxes
        scores = sheet.scores[(column - 1) * size : column * size]
        mask = sum(1 << box for box, points in enumerate(scores) if points is not None)
        upper = min(self.tables.upper_line, sheet.upper_total(column))
        alike = scores[self.tables.alike_box]
        flag = int(self.tables.tracks_alike_score and bool(alike))
        return mask, upper, flag

    def value(self, sheet: Sheet, column: int = 1) -> float:
        """Expected points still to come for one column of ``sheet`` (bonuses included)."""
        return float(self.values[int(self.index.of(*self.position(sheet, column)))])

    def variance(self, sheet: Sheet, column: int = 1) -> float | None:
        """The variance of the points still to come, or None where the spread table does not
        reach (more than ``spread_boxes`` boxes free)."""
        size = self.tables.boxes
        free = sum(p is None for p in sheet.scores[(column - 1) * size : column * size])
        if free > self.spread_boxes:
            return None
        return float(self.spread[int(self.index.of(*self.position(sheet, column)))])

    def third_moment(self, sheet: Sheet, column: int = 1) -> float:
        """The third central moment of the points still to come (0 where the ruleset's points
        to come are taken as unskewed, see ``has_skew``)."""
        third = third_moments(self)
        if third is None:
            return 0.0
        return float(third[int(self.index.of(*self.position(sheet, column)))])


def has_skew(rules: Ruleset) -> bool:
    """Whether the win chances model the skew of this ruleset's points to come. Extra all-alike
    bonuses give them a long right tail (hard's final score on ``official``: skewness +1.3);
    without them (``yatzy``: -0.4) a normal shape is calibrated as it is, and the third-moment
    pass, as long as the table build itself, is not worth it."""
    return has_exact_table(rules) and rules.extra_bonus > 0


_tables: BuildOnce[ExactTable] = BuildOnce()
_thirds: BuildOnce[FloatArray] = BuildOnce()


def exact_table(rules: Ruleset, progress: Progress | None = None) -> ExactTable:
    """The exact table of ``rules``: from memory, from the cache folder, or built (and saved)."""
    if not has_exact_table(rules):
        raise ValueError(f"no exact table exists for {rules.key}")
    table = _tables.get(rules.key, lambda: _load_or_build(rules, progress))
    if progress is not None:
        progress(1.0)
    return table


def third_moments(table: ExactTable, progress: Progress | None = None) -> FloatArray | None:
    """The third central moments of the points still to come from every position of
    ``table`` (None where the ruleset has no skew to model): the table's own, or from memory,
    the cache folder or built (and saved) over the table's values and spreads."""
    if table.third is not None:
        return table.third
    if not has_skew(table.rules):
        return None
    third = _thirds.get(table.rules.key, lambda: _load_or_build_third(table, progress))
    if progress is not None:
        progress(1.0)
    return third


def has_third_moments(rules: Ruleset) -> bool:
    """Whether ``third_moments`` of the shared table of ``rules`` answers at once."""
    return rules.key in _thirds


def forget_tables() -> None:
    """Drop every table from memory (the cache files stay); for tests and benchmarks."""
    _tables.clear()
    _thirds.clear()


def cache_file(rules: Ruleset) -> tuple[Path, str]:
    """Where the table of ``rules`` is cached, and the fingerprint it must carry."""
    # The fingerprint also names how far the spread table reaches.
    fingerprint = f"{column_tables(rules).fingerprint()}s{SPREAD_BOXES}"
    return table_path(rules.key, fingerprint), fingerprint


def _load_or_build(rules: Ruleset, progress: Progress | None) -> ExactTable:
    tables = column_tables(rules)
    index = StateIndex.for_tables(tables)
    path, fingerprint = cache_file(rules)
    stored = load_table(path, rules.key, fingerprint, index.size)
    if stored is None:
        solver = solve(rules, progress)
        stored = as_stored(solver.values), as_stored(solver.spread)
        # A read-only or full cache folder costs a rebuild next time, nothing more.
        with contextlib.suppress(OSError):
            save_table(path, rules.key, fingerprint, values=stored[0], spread=stored[1])
    values, spread = stored
    values.setflags(write=False)
    spread.setflags(write=False)
    return ExactTable(rules, tables, index, values, spread)


def as_stored(array: npt.NDArray[np.floating[Any]]) -> FloatArray:
    """``array`` as the cache file keeps it (float32), back in float64: a table just built is
    the table loaded next time, so play and the third moments built over a table do not depend
    on whether the cache was warm (win-aware near-ties hang on the last digits)."""
    return np.asarray(array, np.float32).astype(np.float64)


def third_cache_file(rules: Ruleset) -> Path:
    """Where the third moments of ``rules`` are cached (the fingerprint as ``cache_file``'s)."""
    _, fingerprint = cache_file(rules)
    return table_path(rules.key, fingerprint, kind="third")


def _load_or_build_third(table: ExactTable, progress: Progress | None) -> FloatArray:
    rules = table.rules
    path = third_cache_file(rules)
    _, fingerprint = cache_file(rules)
    stored = load_table(
        path, rules.key, fingerprint, table.index.size, names=("third",), kind="third"
    )
    if stored is None:
        third = as_stored(solve_third(rules, table.values, table.spread, progress))
        with contextlib.suppress(OSError):
            save_table(path, rules.key, fingerprint, kind="third", third=third)
    else:
        (third,) = stored
    third.setflags(write=False)
    return third
