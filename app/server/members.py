"""The values that pass between a node's connections and the tables (on this node or another):
who a player is, which connection follows a table, and the refusal a request can meet."""

from __future__ import annotations

import msgspec

from app.net import ErrorCode, PlayerView


class PlayerInfo(msgspec.Struct, frozen=True):
    """What a table needs to know of a player: shown at the seat, sent with progress."""

    id: int
    name: str
    level: int
    points: int

    def view(self) -> PlayerView:
        return PlayerView(id=self.id, name=self.name, level=self.level, points=self.points)


class Follower(msgspec.Struct, frozen=True):
    """A connection that follows a table: seated, or watching. ``node`` is where its socket is."""

    node: str
    conn: str
    player: int

    @property
    def key(self) -> tuple[str, str]:
        return (self.node, self.conn)


class Refusal(Exception):
    """A request the server will not carry out; ``code`` goes back to the client, with
    ``detail`` a short machine-readable hint (a field, a table code), never a sentence."""

    def __init__(self, code: ErrorCode, detail: str | None = None, *, strike: bool = False):
        super().__init__(code.value)
        self.code = code
        self.detail = detail
        self.strike = strike
        """Counts against the connection like a bad message (repeated, it closes it)."""
