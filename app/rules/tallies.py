"""What the statistics count per seat of a game: throws of all dice alike entered, and upper
bonuses reached. One definition for the table server's leaderboards and the app's profile."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .events import BonusEarned, Entered, Event
from .game import Game


@dataclass(frozen=True, slots=True)
class SeatTally:
    five_alikes: int = 0
    """Entries of a throw with every die alike (struck and timed-out entries included)."""
    upper_bonuses: int = 0
    """Columns whose upper bonus the seat reached."""


def no_tallies(seats: int) -> tuple[SeatTally, ...]:
    """The tallies of a game before its first action."""
    return (SeatTally(),) * seats


def tallied(tallies: tuple[SeatTally, ...], events: Iterable[Event]) -> tuple[SeatTally, ...]:
    """``tallies`` with ``events`` (of one or more actions) counted in."""
    seats = list(tallies)
    for event in events:
        if isinstance(event, Entered) and event.all_alike:
            seat = seats[event.seat]
            seats[event.seat] = replace(seat, five_alikes=seat.five_alikes + 1)
        elif isinstance(event, BonusEarned) and event.bonus == "upper":
            seat = seats[event.seat]
            seats[event.seat] = replace(seat, upper_bonuses=seat.upper_bonuses + 1)
    return tuple(seats)


def tallies_of(game: Game) -> tuple[SeatTally, ...]:
    """Every seat's tally, counted from the game's log (replayed with the engine)."""
    tallies = no_tallies(game.player_count)
    replay = Game.new(game.rules, game.names)
    for action in game.log:
        replay, events = replay.apply(action)
        tallies = tallied(tallies, events)
    return tallies
