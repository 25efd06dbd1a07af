"""What the online screens show, as one frozen value the view-models derive from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from app.net import (
    ChatLine,
    Invitation,
    PlayerView,
    RecentPlayer,
    RematchView,
    ResultLine,
    RulesView,
    SeatView,
    TableState,
    TableStatus,
    TableSummary,
)
from app.profile import TokenPlace

from .link import LinkState

CHAT_KEPT = 100
"""Chat lines kept per table on this computer (the server sends the last 50 on joining)."""


@dataclass(frozen=True, slots=True)
class TableInfo:
    """The table this player sits at (or watches), apart from the game itself."""

    code: str
    status: TableStatus
    private: bool
    rules: RulesView
    clock: int
    seats: tuple[SeatView, ...]
    host: int
    you: int | None
    chat: tuple[ChatLine, ...] = ()
    result: tuple[ResultLine, ...] | None = None
    rematch: RematchView | None = None
    seats_at: float = 0.0
    """``time.monotonic()`` when the seats arrived (their ``away_ms`` count from then)."""
    daily: bool = False
    """An attempt at the daily challenge (one player, no chat, no rematch)."""

    @classmethod
    def of(cls, state: TableState, at: float = 0.0) -> TableInfo:
        return cls(
            code=state.code,
            status=state.status,
            private=state.private,
            rules=state.rules,
            clock=state.clock,
            seats=tuple(state.seats),
            host=state.host,
            you=state.you,
            chat=tuple(state.chat[-CHAT_KEPT:]),
            result=tuple(state.result) if state.result is not None else None,
            rematch=state.rematch,
            seats_at=at,
            daily=state.daily is not None,
        )


@dataclass(frozen=True, slots=True)
class OnlineSnapshot:
    """Everything the online screens show, as one value."""

    link: LinkState = field(default_factory=LinkState)
    server: str = ""
    wanted: bool = False
    """The player asked to be online (the link tries until they go offline)."""
    needs_name: bool = False
    """A new player must choose a name before the first connection."""
    player: PlayerView | None = None
    token_place: TokenPlace | None = None
    lobby: tuple[TableSummary, ...] = ()
    lobby_total: int = 0
    table: TableInfo | None = None
    pending_code: str = ""
    """A table to join as soon as the connection stands (from an invitation)."""
    players_online: int = 0
    recent: tuple[RecentPlayer, ...] | None = None
    """The people played with lately (None until the server said)."""
    invitation: Invitation | None = None
    """An invitation to answer (Join / Not now)."""
    invitation_at: float = 0.0
    """``time.monotonic()`` when that invitation arrived."""
    invited: str = ""
    """The name of the player the last invitation reached."""


class SnapshotKeeper:
    """The one snapshot the client's parts read and replace; ``changed`` hears every change
    (and only a change: an equal value is no news)."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self._changed = changed
        self._value = OnlineSnapshot()

    @property
    def value(self) -> OnlineSnapshot:
        return self._value

    def update(self, snapshot: OnlineSnapshot) -> None:
        if snapshot != self._value:
            self._value = snapshot
            self._changed()
