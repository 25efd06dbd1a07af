"""The strategy engine: exact optimal play, the advisor, computer players and the game review.

Imports ``app.rules`` and numpy only. See ``docs/strategy.md`` for the methods and
``docs/interfaces.md`` for the contract the desktop app and the table server use.

Each name is imported from its module when first asked for (``from app.strategy import
advise`` included): importing the package costs nothing, so the desktop app shows its first
frame before numpy and the tables are loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy import make_lazy

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
    from .winchance import win_chances
    from .winhistory import WinPoint, win_history

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
    "winchance": ("win_chances",),
    "winhistory": ("WinPoint", "win_history"),
}

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
    "WinPoint",
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
    "win_chances",
    "win_history",
]


make_lazy(__name__, _HOMES, __all__)
