"""The turn model of each ruleset, built (or loaded) once and shared by every thread.

``prepare`` builds what the advisor, the computer players and the review need for a ruleset;
``model_for`` hands out the shared model, preparing it on first use.
"""

from __future__ import annotations

from collections.abc import Callable

from app.rules import Ruleset, preset

from .buildonce import BuildOnce
from .exact import exact_table, forget_tables, has_skew, has_third_moments, third_moments
from .maxi import MaxiModel
from .turnmodels import ExactModel, TripleModel, TurnModel

Progress = Callable[[float], None]

_models: BuildOnce[TurnModel] = BuildOnce()


def prepare(rules: Ruleset, progress: Progress | None = None) -> None:
    """Build or load what ``advise`` needs for ``rules``; cheap when already done.

    Blocking (seconds for a table that is not cached yet): call it off the UI thread or in an
    executor. ``progress(fraction)`` is called from the calling thread. Thread-safe: one build
    per ruleset at a time, other callers wait for it. ``progress`` may raise ``BuildCancelled``
    to stop a build (the exception comes out of here; nothing half-built is kept).

    Where the win chances model a skew (``has_skew``), the exact table's third moments are
    prepared too, after the table: the win chances and the hints that play to win use them,
    and they are worked out on the UI thread once ``is_prepared`` says so."""
    column = one_column(rules)
    skewed = has_skew(column)
    share = TABLE_SHARE if skewed and not has_third_moments(column) else 1.0
    model_for(rules, _part(progress, 0.0, share))
    if skewed:
        third_moments(exact_table(column), _part(progress, share, 1.0))
    if progress is not None:
        progress(1.0)


TABLE_SHARE = 0.47
"""The share of a first ``prepare`` that the table build takes, the third-moment pass the rest
(it takes about 1.15 times as long: ``benchmarks/bench_strategy_build.py``)."""


def _part(progress: Progress | None, start: float, end: float) -> Progress | None:
    """``progress`` told a part of the work as its share from ``start`` to ``end``."""
    if progress is None:
        return None
    return lambda fraction: progress(start + (end - start) * fraction)


def is_prepared(rules: Ruleset) -> bool:
    """Whether ``advise`` and the win chances for these rules answer at once (no table to
    build or load)."""
    if rules.key not in _models:
        return False
    column = one_column(rules)
    return not has_skew(column) or has_third_moments(column)


def forget_models() -> None:
    """Drop every model and exact table from memory, so that the next use loads them again from
    the cache folder (for tests and benchmarks)."""
    _models.clear()
    forget_tables()


def model_for(rules: Ruleset, progress: Progress | None = None) -> TurnModel:
    """The (shared) model of ``rules``, prepared on first use."""
    return _models.get(rules.key, lambda: build_model(rules, progress))


def one_column(rules: Ruleset) -> Ruleset:
    """The one-column ruleset whose exact table values each column of ``rules``."""
    return preset(rules.name, forced_order=rules.forced_order)


def build_model(rules: Ruleset, progress: Progress | None = None) -> TurnModel:
    """Create the model of ``rules``, building or loading whatever exact table it needs."""
    if rules.saves_rolls:
        return MaxiModel(rules)
    exact = exact_table(one_column(rules), progress)
    if rules.triple:
        return TripleModel(rules, exact)
    return ExactModel(rules, exact)
