"""How a table is shown: the wire views of its state (``app.net.views``).
``TableViews`` reads only what ``TableCore`` holds, and two steps the parts answer (the turn's
clock, an away seat's time)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque

import msgspec

from app.net import (
    ChatLine,
    DailyView,
    DiceView,
    RematchView,
    ResultLine,
    SeatView,
    TableState,
    TableStatus,
    TableSummary,
    TurnClock,
    game_view,
    rules_view,
)
from app.net.dice import commitment
from app.rules import Game

from ..members import Follower, PlayerInfo
from ..names import tags as name_tags
from ..policy import TablePolicy
from ..storage import TableSettings, now_ms
from ..storage.social import RematchRecord


class TableViews(ABC):
    """The views of a table (``TableCore`` holds what they read)."""

    id: int
    code: str
    settings: TableSettings
    host_player: int
    dice_seed: bytes | None
    contributions: list[bytes | None]
    policy: TablePolicy
    scope: str
    status: TableStatus
    seats: list[PlayerInfo | None]
    game: Game | None
    step: int
    followers: dict[tuple[str, str], Follower]
    chat: deque[ChatLine]
    result: list[ResultLine] | None
    aborted: bool
    rematch: RematchRecord | None
    rematch_code: str | None

    @abstractmethod
    def turn_view(self) -> TurnClock | None:
        """The running turn's clock (``turnclock``)."""

    @abstractmethod
    def away_ms(self, player_id: int) -> int | None:
        """How long an away player's seat still waits (``presence``)."""

    def seat_of(self, player_id: int | None) -> int | None:
        for seat, holder in enumerate(self.seats):
            if holder is not None and holder.id == player_id:
                return seat
        return None

    @property
    def players_only(self) -> bool:
        """A private table that has ended is its players' alone."""
        return self.settings.private and self.status.ended

    def name_tags(self) -> dict[int, str]:
        """Tags of look-alike names shown together here: the seated players and the writers of
        the chat kept (``app.server.names``)."""
        shown = [(holder.id, holder.name) for holder in self.seats if holder is not None]
        shown.extend((line.player, line.name) for line in self.chat)
        return name_tags(shown)

    def chat_views(self, tags: dict[int, str] | None = None) -> list[ChatLine]:
        """The chat kept, each line with its writer's tag as things stand now."""
        tags = self.name_tags() if tags is None else tags
        return [msgspec.structs.replace(line, tag=tags.get(line.player)) for line in self.chat]

    def seat_views(self, tags: dict[int, str] | None = None) -> list[SeatView]:
        resigned = set(self.game.resigned) if self.game else set()
        tags = self.name_tags() if tags is None else tags
        online = {f.player for f in self.followers.values()}
        return [
            SeatView(
                seat=seat,
                player=holder.id if holder else None,
                name=holder.name if holder else None,
                level=holder.level if holder else 0,
                connected=holder is not None and holder.id in online,
                resigned=seat in resigned,
                away_ms=self.away_ms(holder.id) if holder is not None else None,
                tag=tags.get(holder.id) if holder is not None else None,
            )
            for seat, holder in enumerate(self.seats)
        ]

    def state(self, you: int | None) -> TableState:
        game = self.game
        tags = self.name_tags()
        return TableState(
            code=self.code,
            status=self.status,
            private=self.settings.private,
            rules=rules_view(self.settings.rules),
            clock=self.settings.clock,
            seats=self.seat_views(tags),
            host=self.host_player,
            you=you,
            seq=len(game.log) if game else 0,
            step=self.step,
            game=game_view(game) if game else None,
            log=[action.to_dict() for action in game.log] if game else [],
            turn=self.turn_view(),
            chat=self.chat_views(tags) if you is not None or not self.players_only else [],
            result=_tagged(self.result, tags),
            dice=self.dice_view(),
            daily=self.daily_view(),
            rematch=self.rematch_view(),
        )

    def daily_view(self) -> DailyView | None:
        return self.policy.daily_view()

    def dice_view(self) -> DiceView | None:
        """The commitment and contributions; the seed too once the game is over."""
        if self.dice_seed is None:
            return None
        over = self.game is not None and (self.game.over or self.aborted)
        return DiceView(
            version=self.policy.dice_version,
            scope=self.scope,
            commit=commitment(self.dice_seed),
            contributions=self.policy.shown_contributions(self.contributions),
            seed=self.dice_seed.hex() if self.policy.seed_told(over, now_ms()) else None,
        )

    def summary(self) -> TableSummary:
        names = [holder.name for holder in self.seats if holder is not None]
        return TableSummary(
            players=[holder.id for holder in self.seats if holder is not None],
            code=self.code,
            rules=rules_view(self.settings.rules),
            seats=self.settings.seats,
            taken=len(names),
            names=names,
            clock=self.settings.clock,
            host=names[0] if names else "",
            status=self.status,
            totals=[sheet.total for sheet in self.game.sheets] if self.game else [],
        )

    def rematch_view(self) -> RematchView | None:
        offer = self.rematch
        if offer is None:
            return None
        return RematchView(
            by=self.seat_of(offer.offered_by) or 0,
            accepted=sorted(s for p in offer.accepted if (s := self.seat_of(p)) is not None),
            ends=offer.ends,
            status=offer.status,
            seat=offer.seat,
            table=self.rematch_code,
        )


def _tagged(lines: list[ResultLine] | None, tags: dict[int, str]) -> list[ResultLine] | None:
    if lines is None:
        return None
    return [msgspec.structs.replace(line, tag=tags.get(line.player)) for line in lines]
