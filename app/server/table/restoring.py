"""A table after a restart or a takeover: its state read back from what was saved (the journal
replayed through the rules engine), then what runs on its own started again."""

from __future__ import annotations

import msgspec

from app.net import ChatLine, TableStatus, step_of
from app.rules import Game, Roll, action_from_dict

from ..members import PlayerInfo
from ..results import ThrowCounts, aborted
from ..storage import StoredTable
from .core import TableCore
from .ending import TableEnd
from .plays import Plays, trailing_holds
from .presence import Presence
from .turnclock import TurnTimer

TURN_KINDS = frozenset({"enter", "strike", "time_out", "resign"})
RESUMED_TURN_SECONDS = 15.0
"""A turn that runs on after a restart or a takeover has at least this long left."""


def restore_into(
    table: TableCore, plays: Plays, stored: StoredTable, players: dict[int, PlayerInfo]
) -> None:
    """Fill a new ``table`` with what ``stored`` says; ``ValueError`` (or ``IllegalMove``) if
    the log is corrupt."""
    for seat, given in stored.contributions.items():
        if 0 <= seat < stored.settings.seats:
            table.contributions[seat] = bytes.fromhex(given)
    for seat, player_id in stored.seats.items():
        if not 0 <= seat < stored.settings.seats:
            raise ValueError(f"seat {seat} does not exist at this table")
        table.seats[seat] = players[player_id]
    table.chat.extend(
        ChatLine(seat=c.seat, player=c.player_id, name=c.name, text=c.text, at=c.at)
        for c in stored.chat
    )
    if stored.status == TableStatus.PLAYING:
        if stored.names is None or table.taken != stored.settings.seats:
            raise ValueError("a running table needs its players' names and every seat")
        actions = [action_from_dict(msgspec.json.decode(item)) for item in stored.actions]
        table.game = Game.replay(stored.settings.rules, stored.names, actions)
        if table.dice_seed is not None and any(isinstance(a, Roll) for a in actions):
            plays.dice_key = plays.fixed_key()
        table.step = step_of(table.game)
        plays.holds_since_roll = trailing_holds(table.game.log)
        table.counts = ThrowCounts.of_game(table.game)
        table.aborted = aborted(table.game)
        table.status = TableStatus.PLAYING


def resume(
    table: TableCore,
    presence: Presence,
    clock: TurnTimer,
    end: TableEnd,
    turn_started_at: int | None,
) -> None:
    """Start what runs on its own after a restart or takeover: the away limits of the seats
    nobody follows yet, and the clock — with what was left of the turn (``turn_started_at``,
    Unix ms; at least ``RESUMED_TURN_SECONDS``), but only once the player to move is back:
    counted from the server's start, it would have run out while their app was still
    finding the server again. A player who stays away resigns when their away limit ends."""
    node = table.node
    if table.game is not None and (table.game.over or table.aborted):
        node.spawn(end.finish_restored())
        return
    end.watch_closing()
    for holder in table.seats:
        if holder is not None and table.live_seat_of(holder.id) is not None:
            presence.start(holder.id, node.config.away_limit)
    if table.game is not None:
        left: float = table.settings.clock
        if turn_started_at is not None:
            elapsed = node.clock.time() - turn_started_at / 1000
            left = min(left, max(RESUMED_TURN_SECONDS, left - elapsed))
        holder = table.seats[table.game.current]
        if holder is not None and table.connected(holder.id):
            clock.start(left)
        elif table.settings.clock > 0:
            clock.wait_for_player(left)


def turn_started_at(stored: StoredTable, game: Game | None) -> int | None:
    """When the running turn began (Unix ms): the time of the last action that passed a turn,
    or the start of the game."""
    if game is None:
        return None
    for action, at in zip(reversed(stored.actions), reversed(stored.action_times), strict=True):
        if msgspec.json.decode(action).get("type") in TURN_KINDS:
            return at
    return stored.started_at
