"""What a client asks about other people: inviting someone to the table, whether others may
invite them, and the people they played with lately."""

from __future__ import annotations

from app.net import (
    AskRecent,
    ErrorCode,
    Invite,
    Preferences,
    RecentPlayer,
    RecentPlayers,
    SetPreferences,
)
from app.net.days import DAY_MS
from app.net.ids import valid_id

from .connection import Connection
from .handling import Handler, Services, player_of
from .members import Refusal
from .names import tagged_recent
from .ratelimit import take_each
from .results import level_of
from .storage import now_ms
from .storage.social import (
    INVITATIONS_ANYONE,
    INVITATIONS_OFF,
    INVITATIONS_RECENT,
    invitation_setting,
    recent_players,
    set_invitations,
)

RECENT_LIMIT = 20
"""People listed at most by ``recent``."""


class SocialAsks:
    def __init__(self, services: Services) -> None:
        self._services = services

    def handlers(self) -> dict[type, Handler]:
        return {
            Invite: self._invite,
            SetPreferences: self._preferences,
            AskRecent: self._recent,
        }

    async def _invite(self, conn: Connection, message: Invite) -> None:
        services = self._services
        if not valid_id(message.player):  # 2^63 and beyond are no BIGINT: no player at all
            raise Refusal(ErrorCode.INVALID_OPTIONS, "player")
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        player = player_of(conn)
        # The sender's own allowances (per player and per address) are the only limits they
        # hear of: the invitee's (how often anyone invites them) drops silently at the owner.
        if not await take_each(
            services.shared.allowances,
            (f"invites:p{player.id}", services.config.invites_sent),
            (f"invites:a{conn.address}", services.config.invites_per_address),
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "invite")
        await services.ask(conn, conn.table_id, message)

    async def _preferences(self, conn: Connection, message: SetPreferences) -> None:
        services = self._services
        player = player_of(conn)
        if not message.invitations:
            setting = INVITATIONS_OFF
        else:
            setting = INVITATIONS_ANYONE if message.anyone else INVITATIONS_RECENT
        # The app sends its setting on every welcome: only a change is written (and limited).
        if await invitation_setting(services.storage, player.id) != setting:
            rate = services.config.preference_changes
            if not await services.shared.allowances.take(f"preferences:p{player.id}", rate):
                raise Refusal(ErrorCode.RATE_LIMITED, "preferences")
            await set_invitations(services.storage, player.id, setting)
        conn.send(
            Preferences(invitations=message.invitations, anyone=setting == INVITATIONS_ANYONE)
        )

    async def _recent(self, conn: Connection, message: AskRecent) -> None:
        services = self._services
        player = player_of(conn)
        since = now_ms() - services.config.recent_days * DAY_MS
        rows = await recent_players(services.storage, player.id, since, RECENT_LIMIT)
        online = await services.shared.online_players([row.player_id for row in rows])
        recent = [
            RecentPlayer(
                id=row.player_id,
                name=row.name,
                level=level_of(row.milestones),
                at=row.finished_at,
                placing=row.placing,
                online=row.player_id in online,
                their_placing=row.their_placing,
            )
            for row in rows
        ]
        conn.send(RecentPlayers(players=tagged_recent(recent)))
