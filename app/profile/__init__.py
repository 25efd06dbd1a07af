"""The player's local data: settings, the game in progress, finished games and statistics.

No Qt and no other room of the project: the desktop app hands in plain values (JSON text for
games, small records for results) and gets plain values back. The online identity (the token a
table server gave the player) lives in the system keyring, or in a private file where there is
none.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

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
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
assert sorted(__all__) == sorted(_HOME_OF), "every name has one home"


def __getattr__(name: str) -> Any:
    """Each name is imported from its module when first asked for (``from app.profile import
    ...`` included): importing the package costs nothing, so the desktop app's first frame does
    not wait for the modules its start screen does without (issue 31)."""
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Package(ModuleType):
    """``charts`` is both a module and a function here: importing the module must not bind it
    in the function's place (the import system sets a submodule on its package)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, ModuleType) and name in _HOME_OF:
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
