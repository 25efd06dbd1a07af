"""Every entry as the table tells it: the moments, the recap lines and the notes from a log."""

from __future__ import annotations

import pytest

from app.rules import (
    BonusEarned,
    Entered,
    Event,
    Game,
    GameEnded,
    JokerUsed,
    Rolled,
    Standing,
    TurnPassed,
    preset,
)
from app.ui.common.labels import BoxLabel
from app.ui.session.moments import Moment, moment_of
from app.ui.table.recap import RECAP_SIZE, derive_recap, entry_notes, replayed_notes

from ..helpers import rolled

FIVES = (5, 5, 5, 5, 5)
END = GameEnded((Standing(0, 1, 250, False),))


def entered(
    dice: tuple[int, ...] = (1, 2, 3, 4, 6), points: int = 16, box: str = "chance"
) -> Entered:
    return Entered(0, box, points, dice, points == 0, False)


@pytest.mark.parametrize(
    ("events", "moment"),
    [
        ((entered(), TurnPassed(1, 3)), None),
        ((entered(FIVES, 50, "five_of_a_kind"), TurnPassed(1, 3)), Moment.ALL_ALIKE),
        ((entered(FIVES, 0, "full_house"),), None),  # every die alike, but struck
        ((entered(), BonusEarned(0, "upper", 35, 1)), Moment.UPPER_BONUS),
        (
            (entered(FIVES, 25, "fives"), BonusEarned(0, "extra_alike", 100, 1)),
            Moment.EXTRA_BONUS,
        ),
        ((entered(FIVES, 25, "fives"), BonusEarned(0, "upper", 35, 1)), Moment.ALL_ALIKE),
        ((entered(), BonusEarned(0, "upper", 35, 1), END), Moment.GAME_OVER),
        ((END,), None),  # the end without an entry (a resignation) is no moment
        ((Rolled(0, FIVES, (False,) * 5, 2),), None),
    ],
)
def test_which_entries_bring_a_moment(events: tuple[Event, ...], moment: Moment | None) -> None:
    assert moment_of(events) == moment


def test_triple_notes_count_the_points_and_the_bonus_with_the_column() -> None:
    rules = preset("official", triple=True)
    events = (
        Entered(1, "sixes@3", 18, (6, 6, 6, 1, 2), False, True),
        BonusEarned(1, "upper", 35, 3),
        TurnPassed(0, 3),
        Entered(0, "chance@2", 0, (1, 1, 1, 1, 1), True, False),
        JokerUsed(0, "chance@2", 0),
    )
    first, second = entry_notes(rules, events)
    assert (first.key, first.label, first.points, first.bonus, first.timed_out) == (
        "1:sixes@3",
        BoxLabel("sixes", 3),
        54,
        105,
        True,
    )
    assert first.moment == Moment.UPPER_BONUS
    assert (second.struck, second.joker, second.points, second.moment) == (True, True, 0, "")


def test_the_notes_of_a_log_are_the_ones_told_as_it_happened() -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    told = []
    straight = (1, 2, 3, 4, 5)
    turns = [
        (FIVES, "five_of_a_kind"),
        (straight, "large_straight"),
        (FIVES, "fives"),  # a joker in its upper box, and the extra bonus
        (straight, "small_straight"),
    ]
    for dice, box in turns:
        outcome = rolled(game, *dice).enter(box)
        told.extend(entry_notes(game.rules, outcome.events))
        game = outcome.game
    assert [note.moment for note in told] == [Moment.ALL_ALIKE, "", Moment.EXTRA_BONUS, ""]
    assert told[2].extra == 100
    assert replayed_notes(game) == tuple(told[-RECAP_SIZE:])
    assert replayed_notes(game, keep=10) == tuple(told)


def test_the_recap_tells_the_newest_first_with_the_names_shown() -> None:
    rules = preset("official")
    notes = entry_notes(
        rules,
        [
            entered(box="chance"),
            entered(box="sixes", points=18),
            entered(box="ones", points=0),
            Entered(1, "fives", 10, FIVES, False, False),
        ],
    )
    lines = derive_recap(notes, ("Du", "Computer 2"))
    assert [
        (line.name, line.entry.label.name, line.entry.points, line.newest) for line in lines
    ] == [
        ("Computer 2", "fives", 10, True),
        ("Du", "ones", 0, False),
        ("Du", "sixes", 18, False),
    ]
    assert derive_recap((), ("Du",)) == ()
