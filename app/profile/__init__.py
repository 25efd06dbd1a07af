"""The player's local data: settings, the game in progress, finished games and statistics.

No Qt and no other room of the project: the desktop app hands in plain values (JSON text for
games, small records for results) and gets plain values back.
"""

from .settings import LANGUAGES, PACES, Settings
from .statistics import GameResult, Opponents, RulesetStatistics, summarize
from .store import (
    DATA_FILE_NAME,
    ProfileStore,
    RecoveredDataFile,
    SavedGame,
    StoreError,
    default_data_path,
)

__all__ = [
    "DATA_FILE_NAME",
    "LANGUAGES",
    "PACES",
    "GameResult",
    "Opponents",
    "ProfileStore",
    "RecoveredDataFile",
    "RulesetStatistics",
    "SavedGame",
    "Settings",
    "StoreError",
    "default_data_path",
    "summarize",
]
