"""What a finished game means for the profile's statistics."""

from __future__ import annotations

from datetime import UTC, datetime

from app.profile import GameResult, Opponents
from app.rules import Dice, Enter, Game, Roll, Strike, TimeOut

from .setup import SeatKind, TableSetup


def entered_throws(game: Game) -> list[tuple[int, Dice]]:
    """Every throw that went onto a sheet, with its seat, in the order of the game."""
    last: dict[int, Dice] = {}
    throws = []
    for action in game.log:
        if isinstance(action, Roll) and action.dice is not None:
            last[action.seat] = action.dice
        elif isinstance(action, Enter | Strike | TimeOut):
            throws.append((action.seat, last[action.seat]))
    return throws


def profile_result(game: Game, setup: TableSetup, now: datetime | None = None) -> GameResult | None:
    """The result of the seat marked "you", or None when they did not sit at the table."""
    you = setup.you
    if you is None or not game.over:
        return None
    if len(setup.seats) == 1:
        opponents = Opponents.SOLO
    elif any(seat.kind is SeatKind.COMPUTER for seat in setup.seats):
        opponents = Opponents.COMPUTER
    else:
        opponents = Opponents.PEOPLE
    ranking = game.ranking()
    standing = next(s for s in ranking if s.seat == you)
    shared = any(s.place == standing.place and s.seat != you for s in ranking)
    sheet = game.sheets[you]
    throws = entered_throws(game)
    five_alikes = sum(1 for seat, dice in throws if seat == you and len(set(dice)) == 1)
    bonuses = sum(1 for column in range(1, game.rules.columns + 1) if sheet.upper_bonus(column))
    return GameResult(
        ruleset=game.rules.key,
        opponents=opponents,
        players=game.player_count,
        place=standing.place,
        shared_place=shared,
        total=standing.total,
        five_alikes=five_alikes,
        upper_bonuses=bonuses,
        resigned=standing.resigned,
        finished_at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
    )
