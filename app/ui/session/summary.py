"""What a finished game means for the profile's statistics."""

from __future__ import annotations

from datetime import UTC, datetime

from app.profile import GameResult, Opponents
from app.rules import Game, tallies_of

from .setup import SeatKind, TableSetup


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
    tally = tallies_of(game)[you]
    return GameResult(
        ruleset=game.rules.key,
        opponents=opponents,
        players=game.player_count,
        place=standing.place,
        shared_place=shared,
        total=standing.total,
        five_alikes=tally.five_alikes,
        upper_bonuses=tally.upper_bonuses,
        resigned=standing.resigned,
        finished_at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
    )
