"""Per-seat tallies: all-alike throws entered and upper bonuses reached, counted from events or
from a game's log, the same either way."""

from __future__ import annotations

from app.rules import Game, SeatTally, no_tallies, preset, tallied, tallies_of

from .test_game import rolled


def test_alike_entries_count_whatever_they_score_and_bonuses_count_once_per_column() -> None:
    rules = preset("official")
    game = Game.new(rules, ["Ada", "Bo"])
    counted = no_tallies(2)
    for face, box in enumerate(rules.box_names[:6], 1):
        # Ada: four of each face (84, the bonus with the sixes); Bo: five ones, then no more.
        outcome = rolled(game, face, face, face, face, 2 if face == 1 else 1).enter(box)
        counted = tallied(counted, outcome.events)
        bo_dice = (1, 1, 1, 1, 1) if face == 1 else (2, 3, 4, 5, 6)
        outcome = rolled(outcome.game, *bo_dice).enter(box)
        counted = tallied(counted, outcome.events)
        game = outcome.game
    # Bo strikes the full house with five twos: a struck all-alike throw still counts.
    game = rolled(game, 1, 2, 3, 4, 6).enter("chance").game
    outcome = rolled(game, 2, 2, 2, 2, 2).strike("full_house")
    counted = tallied(counted, outcome.events)
    assert counted == (SeatTally(five_alikes=0, upper_bonuses=1), SeatTally(five_alikes=2))
    assert tallies_of(outcome.game) == counted  # counted on the way = counted from the log


def test_a_new_game_has_nothing_counted() -> None:
    assert tallies_of(Game.new(preset("maxi"), ["Ada"])) == (SeatTally(),)
