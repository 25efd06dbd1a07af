"""The players the server holds in memory, and the refusal a request can meet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.net import ErrorCode, PlayerView

if TYPE_CHECKING:
    from .connection import Connection
    from .tables import Table


class Refusal(Exception):
    """A request the server will not carry out; ``code`` goes back to the client, with
    ``detail`` a short machine-readable hint (a field, a table code), never a sentence."""

    def __init__(self, code: ErrorCode, detail: str | None = None, *, strike: bool = False):
        super().__init__(code.value)
        self.code = code
        self.detail = detail
        self.strike = strike
        """Counts against the connection like a bad message (repeated, it closes it)."""


@dataclass(eq=False)
class Player:
    """An identity the server holds in memory while it is connected or seated."""

    id: int
    name: str
    level: int
    points: int
    connection: Connection | None = None
    table: Table | None = None
    """The table where the player holds a live seat (open, or playing and not resigned)."""

    def view(self) -> PlayerView:
        return PlayerView(id=self.id, name=self.name, level=self.level, points=self.points)
