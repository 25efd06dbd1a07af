"""Invitations: a player seated at an open table invites someone by id; the invitation reaches
that player's connection on whatever node it is (``Shared.where_player``), as a notice the app
shows with Join and Not now.

The table's owner sends it, because it knows whether the table is open and who sits there.

Nobody learns from an invitation whether anyone is online: the sender hears ``invited``
whatever became of it — the invitee online or not, taking invitations or not, or nobody of that
id. It reaches the invitee only if they take invitations from the sender: from people they sat
at a started game with lately (the default), or from anyone (``storage.social``). Only what the
sender already knows can refuse it (their own table, their own allowance). How often a player is
invited is counted in what the nodes share (``Allowances``); past that, invitations are dropped
as silently.
"""

from __future__ import annotations

from typing import Protocol

from app.net import ErrorCode, Invitation, Invited, TableStatus, encode, rules_view
from app.net.days import DAY_MS

from .cluster import Shared
from .config import ServerConfig
from .members import Follower, PlayerInfo, Refusal
from .storage import Storage, now_ms
from .storage.social import invitee as invitee_of
from .table import Table


class InvitingHost(Protocol):
    """What invitations need of the node that runs the table (``owner.TableOwner``)."""

    config: ServerConfig
    storage: Storage
    shared: Shared

    def deliver(self, follower: Follower, data: bytes) -> None:
        """Send ``data`` to one follower, on whatever node its connection is."""


class Invitations:
    def __init__(self, owner: InvitingHost) -> None:
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
        since = now_ms() - owner.config.recent_days * DAY_MS
        target = await invitee_of(owner.storage, invitee, inviter.id, since)
        where = await owner.shared.where_player(invitee)  # asked whatever the answer (timing)
        delivered = (
            target is not None
            and target.takes_it
            and where is not None
            and await owner.shared.allowances.take(
                f"invited:p{invitee}", owner.config.invitations_per_player
            )
        )
        if delivered:
            assert where is not None
            invitation = Invitation(
                by=inviter.view(),
                code=table.code,
                rules=rules_view(table.settings.rules),
                seats=table.settings.seats,
                clock=table.settings.clock,
            )
            owner.deliver(Follower(where[0], where[1], invitee), encode(invitation))
        # The sender learns a name only that they know anyway: someone they played with.
        name = target.name if target is not None and target.related else ""
        owner.deliver(follower, encode(Invited(player=invitee, name=name)))
