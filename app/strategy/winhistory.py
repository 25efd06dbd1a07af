"""The win chances over a game: every player's chance at each turn start (and, on request, after
every roll), replayed from the game's action log.

``win_history(game)`` replays ``game.log`` from the start and values each point with
``winchance.win_chances``; the last point is the finished game (1 for the winner, a tie shared).
Each point names the action it stands before, so that a graph can jump to that decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.rules import Game, Resign, Roll

from .winchance import win_chances


@dataclass(frozen=True, slots=True)
class WinPoint:
    """The chances at one moment of a game."""

    action: int
    """How many actions of the log were played before this moment."""
    turn: int
    """The game's turn number (each turn of each seat counts), from 0."""
    round: int
    """The round: the turn of the player to move, from 1 (the last round once the game is
    over)."""
    seat: int
    """The seat to move (-1 once the game is over)."""
    rolled: bool
    """After a roll (the dice out), rather than at the start of a turn."""
    chances: tuple[float, ...]
    totals: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "action": self.action,
            "turn": self.turn,
            "round": self.round,
            "seat": self.seat,
            "rolled": self.rolled,
            "chances": [round(chance, 4) for chance in self.chances],
            "totals": list(self.totals),
        }


def _point(game: Game, action: int, rolled: bool, levels: Sequence[str | None] | None) -> WinPoint:
    seat = -1 if game.over else game.current
    boxes = len(game.rules.box_keys)
    if game.over:
        played = max(boxes - len(sheet.free_boxes) for sheet in game.sheets)
    else:
        played = boxes - len(game.sheet.free_boxes) + 1
    return WinPoint(
        action,
        game.turn,
        played,
        seat,
        rolled,
        win_chances(game, levels),
        tuple(sheet.total for sheet in game.sheets),
    )


def win_history(
    game: Game, *, every_roll: bool = False, levels: Sequence[str | None] | None = None
) -> tuple[WinPoint, ...]:
    """The chances at every turn start of ``game`` (a finished game, or one under way: up to
    where it stands), then after its end; with ``every_roll``, after every roll as well.
    ``levels``: each seat's computer level where known (``winchance.win_chances``)."""
    replay = Game.new(game.rules, game.names)
    points = [_point(replay, 0, False, levels)]
    for number, action in enumerate(game.log, 1):
        before = replay
        replay = replay.apply(action).game
        turned = replay.turn != before.turn or isinstance(action, Resign)
        if replay.over:
            break
        if turned:
            points.append(_point(replay, number, False, levels))
        elif every_roll and isinstance(action, Roll):
            points.append(_point(replay, number, True, levels))
    if replay.over:
        points.append(_point(replay, len(game.log), False, levels))
    return tuple(points)
