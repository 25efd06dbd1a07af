"""Carrying out at a table what a gateway asks on a player's behalf: each request becomes the
table's own step (sitting, watching, a move, chat, a rematch answer, an invitation). The table
and the rules engine decide; what is refused raises ``Refusal``.
"""

from __future__ import annotations

from app.net import (
    AnswerRematch,
    ContributeSeed,
    ErrorCode,
    Invite,
    JoinTable,
    LeaveTable,
    ResignGame,
    SendChat,
    SyncTable,
    WatchTable,
)
from app.net.messages import EnterBox, HoldDie, ReleaseDie, RollDice, StrikeBox
from app.rules import Enter, Hold, Release, Roll, Strike

from .internode import Ask, Attach, Detach, Renamed
from .invitations import Invitations
from .members import Follower, Refusal
from .rematch import Rematches
from .table import Table


class Carrier:
    """The steps the tables here take for gateways (``owner.TableOwner.handle``)."""

    def __init__(
        self, *, max_watchers: int, rematches: Rematches, invitations: Invitations
    ) -> None:
        self._max_watchers = max_watchers
        self._rematches = rematches
        self._invitations = invitations

    async def carry_out(self, table: Table, ask: Ask, follower: Follower) -> None:
        player = ask.player
        match ask.op:
            case JoinTable() | WatchTable() if table.hidden_from(player.id):
                # Its players' alone once it ended (the gateway found the same in the database
                # and spent a miss; this holds for the moments the two differ).
                raise Refusal(ErrorCode.TABLE_NOT_FOUND)
            case JoinTable():
                if table.seat_of(player.id) is not None:
                    table.attach(follower)
                else:
                    await table.sit(player, follower)
            case WatchTable() if not table.policy.watchable and table.seat_of(player.id) is None:
                raise Refusal(ErrorCode.NOT_WATCHABLE)
            case WatchTable():
                newcomer = follower.key not in table.followers and table.seat_of(player.id) is None
                if newcomer and table.watchers >= self._max_watchers:
                    raise Refusal(ErrorCode.WATCHERS_FULL)
                table.attach(follower)
            case LeaveTable():
                if follower.key not in table.followers:
                    raise Refusal(ErrorCode.NOT_AT_TABLE)
                await table.leave(follower)
            case SyncTable():
                table.send_state(follower)
            case HoldDie(die=die, step=step):
                await table.play(player.id, lambda seat: Hold(seat, die), step)
            case ReleaseDie(die=die, step=step):
                await table.play(player.id, lambda seat: Release(seat, die), step)
            case RollDice(step=step):
                await table.play(player.id, Roll, step)
            case EnterBox(box=box, step=step):
                await table.play(player.id, lambda seat: Enter(seat, box), step)
            case StrikeBox(box=box, step=step):
                await table.play(player.id, lambda seat: Strike(seat, box), step)
            case ResignGame():
                await table.resign(player.id)
            case SendChat(text=text):
                await table.say(player, text)
            case ContributeSeed(value=value):
                await table.contribute(player.id, bytes.fromhex(value))
            case Attach():
                table.attach(follower)
            case Detach():
                table.detach(follower)
            case Renamed():
                table.rename(player)
            case AnswerRematch(accept=accept):
                await self._rematches.answer(table, player, accept)
            case Invite(player=invitee):
                await self._invitations.send(table, player, invitee, follower)
