"""The strategy engine: exact optimal play, the advisor, computer players and the game review.

Imports ``app.rules`` and numpy only. See ``docs/strategy.md`` for the methods and
``docs/interfaces.md`` for the contract the desktop app and the table server use.
"""

from .advisor import Advice, BoxChoice, KeepChoice, advise, clock_choice
from .computers import LEVELS, ComputerPlayer, computer_player
from .decisions import Decision, Keep, Score, decision_actions
from .exact import has_exact_table
from .preparing import is_prepared, prepare
from .review import (
    BEST_COST,
    MISTAKE_COST,
    Choice,
    DecisionReview,
    GameReview,
    PlayerReview,
    alternatives,
    decision_review,
    review,
)
from .solver import BuildCancelled

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
