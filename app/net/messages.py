"""Every message of protocol version 1, client to server and server to client.

Each message is a JSON object with ``type`` (the tag below) and ``v`` (the protocol version).
A client may add ``id`` (a number of its choice) to a message; an ``error`` caused by it carries
the same number as ``ref``. Clients send intentions only; the server rolls and scores.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from .codes import CloseReason, ErrorCode, TableClosedReason, TableStatus
from .values import PROTOCOL_VERSION
from .views import (
    ActionData,
    ChatLine,
    DailyView,
    DiceView,
    EventData,
    GameView,
    PlayerView,
    RecentPlayer,
    RematchView,
    ResultLine,
    RulesView,
    SeatView,
    TableSummary,
    TurnClock,
)

MAX_REQUEST_ID = 2**53
RequestId = Annotated[int, msgspec.Meta(ge=0, le=MAX_REQUEST_ID)]
Step = Annotated[int, msgspec.Meta(ge=0)]
# Generous caps on raw text: the exact rules (1-24 name characters, 1-200 chat characters) are
# checked after normalising, with their own error codes.
RawText = Annotated[str, msgspec.Meta(max_length=1000)]
ShortText = Annotated[str, msgspec.Meta(max_length=100)]
Token = Annotated[str, msgspec.Meta(max_length=200)]


class ClientMessage(msgspec.Struct, tag_field="type", kw_only=True, forbid_unknown_fields=True):
    """Base of what a client sends."""

    v: int = PROTOCOL_VERSION
    id: RequestId | None = None


class Hello(ClientMessage, tag="hello"):
    """The first message. Without ``token`` the server makes a new player (``name`` needed) and
    sends its token once; with the token it is the same player again, back at their table."""

    token: Token | None = None
    name: ShortText | None = None
    client: ShortText | None = None
    """Free-form client name and version, for the operator's statistics."""


class Rename(ClientMessage, tag="rename"):
    name: ShortText


class WatchLobby(ClientMessage, tag="lobby"):
    """Ask for the open tables; with ``watch`` the lobby is sent again whenever it changes."""

    watch: bool = True


class CreateTable(ClientMessage, tag="create"):
    """Open a table and sit down at seat 0."""

    seats: int
    clock: int
    preset: ShortText
    triple: bool = False
    forced_order: bool = False
    private: bool = False
    """Private tables are not listed in the lobby; join them by code."""


class JoinTable(ClientMessage, tag="join"):
    """Take a free seat at an open table."""

    code: ShortText


class WatchTable(ClientMessage, tag="watch"):
    """Watch a table as a spectator."""

    code: ShortText


class LeaveTable(ClientMessage, tag="leave"):
    """Leave the table: frees the seat before the start, resigns during the game."""


class SyncTable(ClientMessage, tag="sync"):
    """Ask for the full table state again (after a gap in ``seq``)."""


class HoldDie(ClientMessage, tag="hold"):
    die: int
    step: Step | None = None


class ReleaseDie(ClientMessage, tag="release"):
    die: int
    step: Step | None = None


class RollDice(ClientMessage, tag="roll"):
    step: Step
    """The table's ``step`` the client saw: a repeated or late roll is refused as ``stale``."""


class EnterBox(ClientMessage, tag="enter"):
    box: ShortText
    step: Step


class StrikeBox(ClientMessage, tag="strike"):
    box: ShortText
    step: Step


class ResignGame(ClientMessage, tag="resign"):
    """Give up the game but stay at the table to watch it end."""


class PlayDaily(ClientMessage, tag="daily"):
    """Begin today's (UTC) challenge of ``ruleset``: a solo table with the day's dice; one
    ranked attempt per player, day and ruleset (only for an identity made before the day), or
    with ``practice`` an attempt at the day's practice dice, on no board, open to all."""

    ruleset: ShortText
    practice: bool = False


class ContributeSeed(ClientMessage, tag="seed"):
    """A seated player's own dice seed (hex, 1-64 bytes), sent once the table state shows the
    server's commitment: the contributions that arrive before the game's first roll count."""

    value: Annotated[str, msgspec.Meta(pattern="^(?:[0-9a-f]{2}){1,64}$")]


class SendChat(ClientMessage, tag="chat"):
    text: RawText


class AnswerRematch(ClientMessage, tag="rematch"):
    """At a finished table: offer a rematch, or accept the one offered (``accept`` true), or
    decline it (false)."""

    accept: bool = True


class Invite(ClientMessage, tag="invite"):
    """Invite ``player`` to the open table the sender sits at."""

    player: int


class SetPreferences(ClientMessage, tag="preferences"):
    invitations: bool
    """Whether others may send this player invitations: the people they played with lately."""
    anyone: bool = False
    """With ``invitations``: from anyone, also from people they never played with."""


class AskRecent(ClientMessage, tag="recent"):
    """The people this player played with lately."""


AnyClientMessage = (
    Hello
    | Rename
    | WatchLobby
    | CreateTable
    | JoinTable
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
    | PlayDaily
    | AnswerRematch
    | Invite
    | SetPreferences
    | AskRecent
)


class ServerMessage(msgspec.Struct, tag_field="type", kw_only=True):
    """Base of what the server sends. Clients ignore fields they do not know."""

    v: int = PROTOCOL_VERSION


class Welcome(ServerMessage, tag="welcome"):
    player: PlayerView
    token: str | None = None
    """Only when a new player was made: keep it secret, it is the only way back to this player."""
    table: str | None = None
    """The code of the table the player sits at; its ``table`` state follows at once."""


class ProfileChanged(ServerMessage, tag="profile"):
    player: PlayerView


class LobbyState(ServerMessage, tag="lobby"):
    tables: list[TableSummary]
    """Open public tables, newest first (at most 100)."""
    total: int
    """All public tables (open or playing)."""
    online: int = 0
    """Players connected to the server (every node of a cluster)."""


class TableState(ServerMessage, tag="table"):
    """The whole table: sent on joining, watching, starting, reconnecting and ``sync``."""

    code: str
    status: TableStatus
    private: bool
    rules: RulesView
    clock: int
    """Seconds per turn."""
    seats: list[SeatView]
    host: int
    you: int | None
    """The receiver's seat; None for a spectator."""
    seq: int
    """How many actions the game has seen (the length of ``log``)."""
    step: int
    """How many rolls and entries the game has seen (send it with roll, enter, strike)."""
    game: GameView | None
    """None while the table is open."""
    log: list[ActionData]
    """Every action so far, rolls with their dice: replay it to get the engine's game."""
    turn: TurnClock | None
    chat: list[ChatLine]
    result: list[ResultLine] | None
    dice: DiceView | None = None
    """How the dice are made, to check them (tables from before have none)."""
    daily: DailyView | None = None
    """Set at a daily challenge's attempt."""
    rematch: RematchView | None = None
    """A rematch offered at this finished table (until the table is cleared)."""


class Played(ServerMessage, tag="played"):
    """Actions the server accepted, with what they did. ``seq`` is the log length afterwards:
    a client that sees a gap asks for ``sync``."""

    code: str
    seq: int
    step: int
    actions: list[ActionData]
    events: list[EventData]
    turn: TurnClock | None


class SeatsChanged(ServerMessage, tag="seats"):
    """Someone sat down, left, went away, came back or renamed."""

    code: str
    seats: list[SeatView]


class ChatPosted(ServerMessage, tag="chat"):
    code: str
    line: ChatLine


class GameResult(ServerMessage, tag="result"):
    """The scored game, once saved."""

    code: str
    standings: list[ResultLine]
    dice: DiceView | None = None
    """With the server's seed revealed: every roll can be checked now."""


class TableAborted(ServerMessage, tag="aborted"):
    """Someone left before every seat had played its first turn: the game ends here, unscored
    (no points, statistics or milestones for anyone), once the table is saved as aborted."""

    code: str
    seat: int
    """The seat whose leaving aborted the game."""
    dice: DiceView | None = None


class Progress(ServerMessage, tag="progress"):
    """To each player after a scored game: what it brought them."""

    player: PlayerView
    points: int
    milestones: list[str]
    """Milestones reached with this game (codes of ``Milestone``)."""


class Left(ServerMessage, tag="left"):
    code: str


class TableClosed(ServerMessage, tag="closed"):
    code: str
    reason: TableClosedReason


class Error(ServerMessage, tag="error"):
    code: ErrorCode
    ref: int | None = None
    """The ``id`` of the message that caused it, if it had one."""
    detail: str | None = None
    """A hint for developers, never shown to players: the field at fault (``seats``, ``clock``,
    ``preset``), what was limited (``chat``, ``code``), the table a player sits at
    (``already_seated``), or the decoder's description of a ``malformed`` message."""


class RematchChanged(ServerMessage, tag="rematch"):
    """A rematch at a finished table was offered, accepted, declined, lapsed or started."""

    code: str
    rematch: RematchView


class Invitation(ServerMessage, tag="invitation"):
    """``by`` invites the receiver to the open table ``code``."""

    by: PlayerView
    code: str
    rules: RulesView
    seats: int
    clock: int


class Invited(ServerMessage, tag="invited"):
    """Answer to ``invite``: the invitation to ``player`` was sent. It says nothing about
    whether it reached them (nobody learns from it who is online or takes invitations);
    ``name`` is theirs when the sender played with them lately, else empty."""

    player: int
    name: str


class Preferences(ServerMessage, tag="preferences"):
    """Answer to ``preferences``: what is kept now."""

    invitations: bool
    anyone: bool = False


class RecentPlayers(ServerMessage, tag="recent"):
    """Answer to ``recent``: newest first."""

    players: list[RecentPlayer]


class Bye(ServerMessage, tag="bye"):
    """The server closes the connection right after this."""

    reason: CloseReason
    route: str | None = None
    """With ``moving``: the node to come back to (``/ws?routes=1&node=ROUTE``), where the
    player's table runs. A client that ignores it reconnects as before and is served anywhere."""


AnyServerMessage = (
    Welcome
    | ProfileChanged
    | LobbyState
    | TableState
    | Played
    | SeatsChanged
    | ChatPosted
    | GameResult
    | TableAborted
    | Progress
    | Left
    | TableClosed
    | Error
    | RematchChanged
    | Invitation
    | Invited
    | Preferences
    | RecentPlayers
    | Bye
)
