"""Messages between the nodes of a cluster (over Redis), and within a single server the calls
they stand for.

A client's connection lives on one node (its gateway); its table is run by one node (its
owner), often another. The gateway ``Ask``s the owner to carry out what concerns the table; the
owner answers one connection with ``Tell`` and everyone following the table with ``Shout``
(sent once to each node that has followers, so that what one node hears from one owner keeps
its order). Client messages travel inside as the protocol's own values, and the owner's
messages to clients as the bytes that go out on the sockets (``msgspec.Raw``: encoded once).
"""

from __future__ import annotations

import msgspec

from app.net import (
    AnswerRematch,
    ClientMessage,
    ContributeSeed,
    Invite,
    JoinTable,
    LeaveTable,
    ResignGame,
    SendChat,
    SyncTable,
    WatchTable,
)
from app.net.messages import EnterBox, HoldDie, ReleaseDie, RollDice, StrikeBox

from .members import PlayerInfo


class Attach(ClientMessage, tag="attach"):
    """Follow the table again (the player came back, or the table moved to another owner)."""


class Detach(ClientMessage, tag="detach"):
    """The connection is gone (or follows something else now)."""


class Renamed(ClientMessage, tag="renamed"):
    """The player took a new name: the seat shows it."""


TableOp = (
    JoinTable
    | WatchTable
    | LeaveTable
    | SyncTable
    | HoldDie
    | ReleaseDie
    | RollDice
    | EnterBox
    | StrikeBox
    | ResignGame
    | SendChat
    | ContributeSeed
    | Attach
    | Detach
    | Renamed
    | AnswerRematch
    | Invite
)
"""What a gateway asks of a table's owner."""


class Wire(msgspec.Struct, tag_field="k"):
    pass


class Ask(Wire, tag="ask"):
    """Gateway → owner: carry out ``op`` for this connection (and its player)."""

    table: int
    node: str
    conn: str
    player: PlayerInfo
    op: TableOp
    tries: int = 0
    """How often it was sent on after a ``NotOwner``."""


class Tell(Wire, tag="tell"):
    """Owner → gateway: send ``data`` to one connection. ``follows``: the connection follows
    this table from now on (it came with the table's state); ``unfollows``: it follows it no
    more (sent after ``data``); ``route``: the connection's player sits at the table, which
    runs on the owner of that name (``routes``): a client that follows routes goes there."""

    conn: str
    data: msgspec.Raw
    state: bool = False
    follows: int | None = None
    unfollows: int | None = None
    route: str | None = None


class Shout(Wire, tag="shout"):
    """Owner → gateway: send ``data`` to every connection of this node following the table;
    with ``closing`` the table is gone and they follow it no more."""

    table: int
    data: msgspec.Raw
    closing: bool = False


class Progressed(Wire, tag="progressed"):
    """Owner → gateway: a scored game changed the player's level and points."""

    player: PlayerInfo


class Moved(Wire, tag="moved"):
    """A node took the table over: its followers elsewhere must attach to it again."""

    table: int
    owner: str


class NotOwner(Wire, tag="not_owner"):
    """Owner → gateway: this node does not run the table (any more): ask again elsewhere."""

    ask: Ask


class Replace(Wire, tag="replace"):
    """To the node of an older connection of a player who connected again elsewhere."""

    conn: str


class TakeOver(Wire, tag="take_over"):
    """From a draining node: take this table now (its lease was given up)."""

    table: int


class NodeGone(Wire, tag="node_gone"):
    """To every node: this node is dead; look for its tables now, not at your next round."""

    node: str


class LobbyChanged(Wire, tag="lobby_changed"):
    """To every node: the listing of open tables changed."""


AnyWire = (
    Ask
    | Tell
    | Shout
    | Progressed
    | Moved
    | NotOwner
    | Replace
    | TakeOver
    | NodeGone
    | LobbyChanged
)

_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(AnyWire)


def encode_wire(message: Wire) -> bytes:
    return _encoder.encode(message)


def decode_wire(data: bytes) -> AnyWire:
    return _decoder.decode(data)
