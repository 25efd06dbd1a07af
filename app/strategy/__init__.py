"""The strategy engine: exact optimal play, the advisor, computer players and the game review.

Imports ``app.rules`` and numpy only. See ``docs/strategy.md`` for the methods and
``docs/interfaces.md`` for the contract the desktop app and the table server use.
"""

from .advisor import Advice, BoxChoice, KeepChoice, advise, clock_choice, is_prepared, prepare
from .players import (
    LEVELS,
    ComputerPlayer,
    Decision,
    Keep,
    Score,
    computer_player,
    decision_actions,
)
from .review import Choice, DecisionReview, GameReview, PlayerReview, review
from .solver import BuildCancelled
from .tables import has_exact_table

__all__ = [
    "LEVELS",
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
    "clock_choice",
    "computer_player",
    "decision_actions",
    "has_exact_table",
    "is_prepared",
    "prepare",
    "review",
]
