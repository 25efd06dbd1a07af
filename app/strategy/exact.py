"""Exact value tables: built once per ruleset, cached on disk, shared by every thread.

``exact_table(rules)`` returns the table, loading it from the cache or building it (one build
per ruleset at a time: a second caller waits for the first and then shares its result).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .buildonce import BuildOnce
from .cache import load_table, save_table, table_path
from .scoresheet import ColumnTables, column_tables
from .solver import SPREAD_BOXES, Progress, StateIndex, solve

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
    """The third central moment of the same points (None: taken as 0, no skew)."""

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
        """The third central moment of the points still to come (0 where not known)."""
        if self.third is None:
            return 0.0
        return float(self.third[int(self.index.of(*self.position(sheet, column)))])


_tables: BuildOnce[ExactTable] = BuildOnce()


def exact_table(rules: Ruleset, progress: Progress | None = None) -> ExactTable:
    """The exact table of ``rules``: from memory, from the cache folder, or built (and saved)."""
    if not has_exact_table(rules):
        raise ValueError(f"no exact table exists for {rules.key}")
    table = _tables.get(rules.key, lambda: _load_or_build(rules, progress))
    if progress is not None:
        progress(1.0)
    return table


def forget_tables() -> None:
    """Drop every table from memory (the cache files stay); for tests and benchmarks."""
    _tables.clear()


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
        stored = solver.values, solver.spread, solver.third
        # A read-only or full cache folder costs a rebuild next time, nothing more.
        with contextlib.suppress(OSError):
            save_table(path, rules.key, fingerprint, *stored[:2], third=stored[2])
    values, spread, third = stored
    for table in stored:
        table.setflags(write=False)
    return ExactTable(rules, tables, index, values, spread, third=third)
