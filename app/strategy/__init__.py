"""The strategy engine: exact optimal play, the advisor, computer players and the game review.

Imports ``app.rules`` and numpy only. See ``docs/strategy.md`` for the methods and
``docs/interfaces.md`` for the contract the desktop app and the table server use.

Each name is imported from its module when first asked for (``from app.strategy import
advise`` included): importing the package costs nothing, so the desktop app shows its first
frame before numpy and the tables are loaded.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .advisor import Advice, BoxChoice, KeepChoice, advise, clock_choice
    from .computers import LEVELS, ComputerPlayer, computer_player
    from .costs import BEST_COST, MISTAKE_COST
    from .decisions import Decision, Keep, Score, decision_actions
    from .exact import has_exact_table
    from .preparing import is_prepared, prepare
    from .review import (
        Choice,
        DecisionReview,
        GameReview,
        PlayerReview,
        alternatives,
        decision_review,
        review,
    )
    from .solver import BuildCancelled

_HOMES = {
    "advisor": ("Advice", "BoxChoice", "KeepChoice", "advise", "clock_choice"),
    "computers": ("LEVELS", "ComputerPlayer", "computer_player"),
    "costs": ("BEST_COST", "MISTAKE_COST"),
    "decisions": ("Decision", "Keep", "Score", "decision_actions"),
    "exact": ("has_exact_table",),
    "preparing": ("is_prepared", "prepare"),
    "review": (
        "Choice",
        "DecisionReview",
        "GameReview",
        "PlayerReview",
        "alternatives",
        "decision_review",
        "review",
    ),
    "solver": ("BuildCancelled",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "BEST_COST",
    "LEVELS",
    "MISTAKE_COST",
    "Advice",
    "BoxChoice",
    "BuildCancelled",
    "Choice",
    "ComputerPlayer",
    "Decision",
    "DecisionReview",
    "GameReview",
    "Keep",
    "KeepChoice",
    "PlayerReview",
    "Score",
    "advise",
    "alternatives",
    "clock_choice",
    "computer_player",
    "decision_actions",
    "decision_review",
    "has_exact_table",
    "is_prepared",
    "prepare",
    "review",
]
assert sorted(__all__) == sorted(_HOME_OF), "every name has one home"


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Package(ModuleType):
    """The package, whose ``review`` stays the function when the module of the same name is
    imported (the import system binds a submodule to its package's name otherwise)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, ModuleType) and name in _HOME_OF:
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
