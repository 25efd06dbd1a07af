"""Sessions: what a table screen talks to instead of the engine.

``LocalSession`` runs the engine, the computer players and their pacing in this process; a later
``RemoteSession`` speaks the table protocol. Both implement :class:`Session`.
"""

from .interface import SESSION_REFUSALS, Session
from .local import LocalSession
from .pacing import INSTANT, PACINGS, Pacing
from .setup import LEVELS, Seat, SeatKind, TableSetup
from .summary import profile_result

__all__ = [
    "INSTANT",
    "LEVELS",
    "PACINGS",
    "SESSION_REFUSALS",
    "LocalSession",
    "Pacing",
    "Seat",
    "SeatKind",
    "Session",
    "TableSetup",
    "profile_result",
]
