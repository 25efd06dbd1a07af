"""Invitations: a player seated at an open table invites someone by id; the invitation reaches
that player's connection on whatever node it is (``Shared.where_player``), as a notice the app
shows with Join and Not now.

The table's owner sends it, because it knows whether the table is open and who sits there.
Whether the invitee takes invitations is kept in the database (every node reads the same); how
often a player may be invited is counted in what the nodes share (``Allowances``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.net import ErrorCode, Invitation, Invited, TableStatus, encode, rules_view

from .members import Follower, PlayerInfo, Refusal
from .storage.social import invitations_allowed
from .table import Table

if TYPE_CHECKING:
    from .owner import TableOwner


class Invitations:
    def __init__(self, owner: TableOwner) -> None:
        self.owner = owner

    async def send(
        self, table: Table, inviter: PlayerInfo, invitee: int, follower: Follower
    ) -> None:
        owner = self.owner
        if table.seat_of(inviter.id) is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        if table.status is not TableStatus.OPEN:
            raise Refusal(ErrorCode.GAME_STARTED)
        if invitee == inviter.id or table.seat_of(invitee) is not None:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "player")
        allowed = await invitations_allowed(owner.storage, invitee)
        if allowed is None:
            raise Refusal(ErrorCode.NOT_ONLINE)  # nobody of that id: the same as away
        if not allowed:
            raise Refusal(ErrorCode.INVITATIONS_OFF)
        where = await owner.shared.where_player(invitee)
        record = await owner.storage.player(invitee)
        if where is None or record is None:
            raise Refusal(ErrorCode.NOT_ONLINE)
        if not await owner.shared.allowances.take(
            f"invited:p{invitee}", owner.config.invitations_per_player
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "invite")
        invitation = Invitation(
            by=inviter.view(),
            code=table.code,
            rules=rules_view(table.settings.rules),
            seats=table.settings.seats,
            clock=table.settings.clock,
        )
        owner.deliver(Follower(where[0], where[1], invitee), encode(invitation))
        owner.deliver(follower, encode(Invited(player=invitee, name=record.name)))
