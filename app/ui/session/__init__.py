"""Sessions: what a table screen talks to instead of the engine.

``LocalSession`` runs the engine, the computer players and their pacing in this process;
``RemoteSession`` follows a table on the server. Both implement :class:`Session`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy import make_lazy

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


make_lazy(__name__, _HOMES, __all__)
