"""The player's local data: settings, the game in progress, finished games and statistics.

No Qt and no other room of the project: the desktop app hands in plain values (JSON text for
games, small records for results) and gets plain values back. The online identity (the token a
table server gave the player) lives in the system keyring, or in a private file where there is
none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy import make_lazy

if TYPE_CHECKING:
    from .address import DEFAULT_SERVER, http_url, normalize_server, websocket_url
    from .charts import Bar, Charts, Rates, RecentGame, charts
    from .identity import IdentityError, IdentityStore, StoredToken, TokenPlace
    from .settings import LANGUAGES, PACES, TEXT_SIZES, VERBOSITIES, Settings
    from .statistics import (
        Accuracy,
        GameResult,
        Opponents,
        RulesetStatistics,
        summarize,
        without_hints,
    )
    from .store import (
        DATA_FILE_NAME,
        FinishedGame,
        OnlineGame,
        ProfileStore,
        RecoveredDataFile,
        SavedGame,
        StoreError,
        default_data_path,
    )

__all__ = [
    "DATA_FILE_NAME",
    "DEFAULT_SERVER",
    "LANGUAGES",
    "PACES",
    "TEXT_SIZES",
    "VERBOSITIES",
    "Accuracy",
    "Bar",
    "Charts",
    "FinishedGame",
    "GameResult",
    "IdentityError",
    "IdentityStore",
    "OnlineGame",
    "Opponents",
    "ProfileStore",
    "Rates",
    "RecentGame",
    "RecoveredDataFile",
    "RulesetStatistics",
    "SavedGame",
    "Settings",
    "StoreError",
    "StoredToken",
    "TokenPlace",
    "charts",
    "default_data_path",
    "http_url",
    "normalize_server",
    "summarize",
    "websocket_url",
    "without_hints",
]

_HOMES: dict[str, tuple[str, ...]] = {
    "address": (
        "DEFAULT_SERVER",
        "http_url",
        "normalize_server",
        "websocket_url",
    ),
    "charts": (
        "Bar",
        "Charts",
        "Rates",
        "RecentGame",
        "charts",
    ),
    "identity": (
        "IdentityError",
        "IdentityStore",
        "StoredToken",
        "TokenPlace",
    ),
    "settings": (
        "LANGUAGES",
        "PACES",
        "TEXT_SIZES",
        "VERBOSITIES",
        "Settings",
    ),
    "statistics": (
        "Accuracy",
        "GameResult",
        "Opponents",
        "RulesetStatistics",
        "summarize",
        "without_hints",
    ),
    "store": (
        "DATA_FILE_NAME",
        "FinishedGame",
        "OnlineGame",
        "ProfileStore",
        "RecoveredDataFile",
        "SavedGame",
        "StoreError",
        "default_data_path",
    ),
}


make_lazy(__name__, _HOMES, __all__)
