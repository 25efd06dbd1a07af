"""Sessions: what a table screen talks to instead of the engine.

``LocalSession`` runs the engine, the computer players and their pacing in this process;
``RemoteSession`` follows a table on the server. Both implement :class:`Session`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .interface import SESSION_REFUSALS, Finish, Session
    from .local import LocalSession
    from .pacing import INSTANT, PACINGS, Pacing
    from .remote import RemoteSession, TurnTimer
    from .setup import LEVELS, Seat, SeatKind, TableSetup
    from .summary import profile_result

__all__ = [
    "INSTANT",
    "LEVELS",
    "PACINGS",
    "SESSION_REFUSALS",
    "Finish",
    "LocalSession",
    "Pacing",
    "RemoteSession",
    "Seat",
    "SeatKind",
    "Session",
    "TableSetup",
    "TurnTimer",
    "profile_result",
]

_HOMES: dict[str, tuple[str, ...]] = {
    "interface": (
        "SESSION_REFUSALS",
        "Finish",
        "Session",
    ),
    "local": ("LocalSession",),
    "pacing": (
        "INSTANT",
        "PACINGS",
        "Pacing",
    ),
    "remote": (
        "RemoteSession",
        "TurnTimer",
    ),
    "setup": (
        "LEVELS",
        "Seat",
        "SeatKind",
        "TableSetup",
    ),
    "summary": ("profile_result",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
assert sorted(__all__) == sorted(_HOME_OF), "every name has one home"


def __getattr__(name: str) -> Any:
    """Each name is imported from its module when first asked for (``from app.ui.session import
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
