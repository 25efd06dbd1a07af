"""What every part of a table shares: its state, telling its followers, writing, and what it
needs of the node that runs it (``TableHost``).

A table is run by one ``Table`` (``table.py``) over parts in their own modules: its wire views
(``views``, which this class inherits), the seats and the followers (``seating``), the away
limits (``presence``), the play pipeline (``plays``), the turn clock (``turnclock``), the end
(``ending``), the chat (``chat``) and restoring (``restoring``). Each part sees the table as
this ``TableCore``; what one part asks of another (resign a player, start the clock, finish the
game) is an abstract step here that ``Table`` hands to the part that does it. Every write about
the table goes through ``write``: where a node learns that another one took the table
(``Fenced``), and only there.
"""

from __future__ import annotations

import asyncio
import logging
from abc import abstractmethod
from collections import deque
from collections.abc import Awaitable, Coroutine, Sequence
from concurrent.futures import Executor
from typing import Any, Protocol, TypeVar

import msgspec

from app.net import (
    ChatLine,
    ErrorCode,
    ResultLine,
    SeatsChanged,
    ServerMessage,
    TableClosed,
    TableClosedReason,
    TableStatus,
    encode,
)
from app.rules import DiceSource, Event, Game

from ..clock import Clock
from ..clockchoice import ClockChooser
from ..config import ServerConfig
from ..members import Follower, PlayerInfo, Refusal
from ..metrics import Metrics
from ..policy import ORDINARY, TablePolicy
from ..results import ThrowCounts
from ..storage import Fenced, Journal, Storage, TableSettings
from ..storage.base import CHAT_HISTORY
from ..storage.social import RematchRecord
from .views import TableViews

log = logging.getLogger("app.server.table")
T = TypeVar("T")


class TableHost(Protocol):
    """What a table needs of the node that runs it."""

    config: ServerConfig
    clock: Clock
    dice: DiceSource
    metrics: Metrics
    storage: Storage
    journal: Journal
    chooser: ClockChooser
    executor: Executor | None

    @property
    def closing(self) -> bool: ...

    def publish(self, table: TableCore, data: bytes, *, closing: bool = False) -> None:
        """Send ``data`` to every follower of the table."""

    def deliver(
        self,
        follower: Follower,
        data: bytes,
        *,
        state: bool = False,
        follows: int | None = None,
        unfollows: int | None = None,
    ) -> None:
        """Send ``data`` to one follower (see ``internode.Tell``)."""

    def progressed(self, follower: Follower, player: PlayerInfo) -> None:
        """The follower's player has a new level and points."""

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None: ...

    def listing_changed(self, table: TableCore) -> None:
        """The table's lobby entry changed (seats, status)."""

    def closed(self, table: TableCore) -> None:
        """The table is gone: forget it."""

    def left_ended(self, table: TableCore, player_id: int) -> None:
        """A player of the ended game stopped following it (a rematch offer lapses)."""

    def fenced(self, table: TableCore) -> None:
        """Another node has taken the table: stop running it here."""


class TableCore(TableViews):
    def __init__(
        self,
        host: TableHost,
        *,
        table_id: int,
        code: str,
        settings: TableSettings,
        host_player: int,
        created_at: int,
        fence: int,
        dice_seed: bytes | None = None,
        policy: TablePolicy = ORDINARY,
    ) -> None:
        self.node = host
        self.id = table_id
        self.code = code
        self.settings = settings
        self.host_player = host_player
        self.created_at = created_at
        self.fence = fence
        """The fencing token every write about this table carries (``Storage.take_table``)."""
        self.dice_seed = dice_seed
        """The server's secret for this table's dice (``app.net.dice``); None at tables from
        before it existed, which roll from the node's own source."""
        self.contributions: list[bytes | None] = [None] * settings.seats
        """Each seat's own dice seed, given before the first roll."""
        self.policy = policy
        """What kind of table it is (``policy.py``): an ordinary one, or a daily challenge's
        attempt (the day's seed, no contributions, no away limit, the seed kept until the day
        is over). The table asks it wherever the two differ."""
        self.scope = policy.scope(code)
        """What the dice of this table are made for (``app.net.dice``)."""
        self.status = TableStatus.OPEN
        self.seats: list[PlayerInfo | None] = [None] * settings.seats
        self.game: Game | None = None
        self.step = 0
        self.counts = ThrowCounts.new(settings.seats)
        """Five-alikes and upper bonuses per seat, for the statistics at the end."""
        self.followers: dict[tuple[str, str], Follower] = {}
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_HISTORY)
        self.result: list[ResultLine] | None = None
        self.aborted = False
        """Someone left before every seat had played its first turn (``results.aborted``):
        nothing more is played, and the table ends unscored."""
        self.lock = asyncio.Lock()
        self.stopped = False
        """No longer run here (moved to another node, or gone)."""
        self.rematch: RematchRecord | None = None
        """A rematch offered once the game is over (``rematch.Rematches`` changes it)."""
        self.rematch_code: str | None = None
        """The code of the table the rematch started."""

    # --- what one part asks of another (``Table`` hands each to its part) ----------------------

    @abstractmethod
    def start_turn(self, seconds: float | None = None) -> None:
        """Start the turn clock (``turnclock``)."""

    @abstractmethod
    def stop_turn(self) -> None: ...

    @abstractmethod
    def forget_away(self) -> None:
        """No seat waits for anyone any more (``presence``)."""

    @abstractmethod
    async def unseat(self, player_id: int) -> None:
        """Give up a seat before the start (``seating``)."""

    @abstractmethod
    async def resign(self, player_id: int) -> None:
        """Resign during the game (``plays``)."""

    @abstractmethod
    async def commit(self, game: Game, events: Sequence[Event]) -> None:
        """Save and adopt new actions, lock held (``plays``)."""

    @abstractmethod
    async def finish(self) -> None:
        """Score the game that is over, lock held (``ending``)."""

    @abstractmethod
    def stop(self) -> None:
        """Stop everything that runs on its own."""

    # --- reading ------------------------------------------------------------------------------

    def hidden_from(self, player_id: int) -> bool:
        """A private table that has ended is its players' alone: for anyone else (a spectator
        of the game included) its code finds nothing and its chat is not theirs to read."""
        return self.players_only and self.seat_of(player_id) is None

    def live_seat_of(self, player_id: int) -> int | None:
        """The player's seat, unless they resigned or the game is over."""
        seat = self.seat_of(player_id)
        if seat is None or self.status not in (TableStatus.OPEN, TableStatus.PLAYING):
            return None
        if self.game is not None and (seat in self.game.resigned or self.game.over):
            return None
        return seat

    @property
    def taken(self) -> int:
        return sum(holder is not None for holder in self.seats)

    @property
    def watchers(self) -> int:
        return sum(self.seat_of(f.player) is None for f in self.followers.values())

    def connected(self, player_id: int) -> bool:
        return any(f.player == player_id for f in self.followers.values())

    def running(self) -> Game:
        """The game being played; ``Refusal`` when none is."""
        if self.game is None:
            raise Refusal(ErrorCode.GAME_NOT_STARTED)
        if self.game.over or self.aborted:
            raise Refusal(ErrorCode.GAME_OVER)
        return self.game

    def check_running_here(self) -> None:
        if self.stopped:  # it moved on while this request waited for the lock
            raise Refusal(ErrorCode.STORAGE_FAILED, "moved")

    @property
    def listed(self) -> bool:
        """Whether the lobby lists it: public, and open (to join) or playing (to watch)."""
        live = self.status in (TableStatus.OPEN, TableStatus.PLAYING) and not self.aborted
        return live and not self.settings.private and self.policy.listable and not self.stopped

    # --- telling the followers ----------------------------------------------------------------

    def broadcast(self, message: ServerMessage) -> None:
        self.node.publish(self, encode(message))

    def send_state(self, follower: Follower) -> None:
        data = encode(self.state(self.seat_of(follower.player)))
        self.node.deliver(follower, data, state=True, follows=self.id)

    def send_state_to_all(self) -> None:
        base = self.state(None)
        encoded: dict[int | None, bytes] = {}
        for follower in list(self.followers.values()):
            seat = self.seat_of(follower.player)
            data = encoded.get(seat)
            if data is None:
                view = (
                    base
                    if seat is None
                    else msgspec.structs.replace(base, you=seat, chat=self.chat_views())
                )
                data = encoded[seat] = encode(view)
            self.node.deliver(follower, data, state=True, follows=self.id)

    def broadcast_seats(self) -> None:
        self.broadcast(SeatsChanged(code=self.code, seats=self.seat_views()))

    # --- writing ------------------------------------------------------------------------------

    async def write(self, saving: Awaitable[T], failed: str, *, moved: str | None = "moved") -> T:
        """Every write about this table goes through here. When another node has taken the
        table (``Fenced``) it stops here; any other failure is logged (``failed``); either way
        ``Refusal`` ``storage_failed`` (with ``moved`` as its detail when fenced), and nothing
        has changed. A ``Refusal`` of the write's own passes as it is."""
        try:
            return await saving
        except Refusal:
            raise
        except Fenced:
            self.lost()
            raise Refusal(ErrorCode.STORAGE_FAILED, moved) from None
        except Exception:
            log.exception("table %s: %s", self.id, failed)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None

    def lost(self) -> None:
        """Another node took the table (our lease ran out): stop, and let the node hand the
        followers over."""
        log.warning("table %s: another node runs it now; stopping here", self.id)
        self.node.metrics.fenced.inc()
        self.stop()
        self.node.fenced(self)

    def close(self, reason: TableClosedReason) -> None:
        """Tell the followers the table is gone, and forget it."""
        self.stop()
        self.node.publish(self, encode(TableClosed(code=self.code, reason=reason)), closing=True)
        self.followers.clear()
        self.node.closed(self)
