"""The review's rows: what each mistake was, and at which roll of its turn."""

from __future__ import annotations

from app.rules import Game, preset
from app.strategy import Choice, DecisionReview, GameReview, PlayerReview
from app.ui.common.labels import BoxLabel, box_label
from app.ui.results.reviewrows import derive_review


def keep(*kept: int, expected: float) -> Choice:
    return Choice("keep", kept=kept, expected=expected)


def test_two_mistakes_of_one_turn_say_which_roll_they_followed() -> None:
    # The same dice kept after the first and the second roll read alike but for the roll.
    first = DecisionReview(
        4, (4, 6, 3, 5, 6), 2, keep(3, 4, 5, 6, expected=200.0), keep(6, 6, expected=203.6)
    )
    second = DecisionReview(
        4, (4, 6, 3, 5, 6), 1, keep(3, 4, 5, 6, expected=201.0), keep(6, 6, expected=202.1)
    )
    entry = DecisionReview(
        4,
        (4, 6, 3, 5, 6),
        0,
        Choice("box", box="chance", expected=201.0),
        Choice("box", box="chance", expected=201.0),
    )
    earlier = DecisionReview(
        3, (1, 1, 2, 3, 3), 2, keep(1, 1, expected=190.0), keep(3, 3, expected=192.0)
    )
    player = PlayerReview(0, "Ada", 240.0, decisions=[earlier, first, second, entry])
    review = GameReview("official", True, (player,))

    (row,) = derive_review(Game.new(preset("official"), ["Ada"]), review)

    assert [(m.turn, m.roll, round(m.cost, 1)) for m in row.mistakes] == [
        (4, 1, 3.6),
        (3, 1, 2.0),
        (4, 2, 1.1),
    ]
    assert row.decisions == 4
    # and every decision, in the order it was made (the best ones too)
    assert [(m.turn, m.roll, round(m.cost, 1)) for m in row.every] == [
        (3, 1, 2.0),
        (4, 1, 3.6),
        (4, 2, 1.1),
        (4, 3, 0.0),
    ]


def test_saved_rolls_do_not_shift_the_roll_of_the_turn() -> None:
    # Maxi: with saved rolls the rolls left exceed the turn's three; the count stays 1, 2, ...
    decisions = [
        DecisionReview(
            7, (1, 2, 3, 4, 5, 6), left, keep(6, expected=100.0 + left), keep(6, 6, expected=110.0)
        )
        for left in (5, 4, 3)
    ]
    player = PlayerReview(0, "Bo", 300.0, decisions=decisions)
    (row,) = derive_review(Game.new(preset("maxi"), ["Bo"]), GameReview("maxi", False, (player,)))

    assert sorted(m.roll for m in row.mistakes) == [1, 2, 3]


def test_an_entry_of_no_points_reads_as_a_strike() -> None:
    struck = DecisionReview(
        2,
        (1, 2, 3, 5, 6),
        0,
        Choice("box", box="full_house", expected=230.0, points=0),
        Choice("box", box="chance", expected=236.0, points=17),
    )
    player = PlayerReview(0, "Ada", 245.0, decisions=[struck])
    (row,) = derive_review(
        Game.new(preset("official"), ["Ada"]), GameReview("official", True, (player,))
    )
    (mistake,) = row.mistakes
    assert (mistake.chosen.box, mistake.chosen.struck) == ("full_house", True)
    assert (mistake.best.box, mistake.best.struck) == ("chance", False)


def test_a_box_is_labelled_by_name_and_column_only_in_triple() -> None:
    triple = preset("official", triple=True)
    assert box_label(triple, "chance@2") == BoxLabel("chance", 2)
    assert box_label(preset("official"), "chance") == BoxLabel("chance", 0)


def test_an_entry_of_the_clock_is_marked_and_not_counted_as_a_decision() -> None:
    own = DecisionReview(
        1, (1, 1, 2, 3, 3), 2, keep(1, 1, expected=190.0), keep(3, 3, expected=192.0)
    )
    clocked = DecisionReview(
        1,
        (1, 1, 2, 3, 3),
        1,
        Choice("box", box="chance", expected=180.0, points=10),
        Choice("box", box="threes", expected=190.0, points=6),
        timed_out=True,
    )
    player = PlayerReview(0, "Ada", 240.0, decisions=[own, clocked])
    (row,) = derive_review(
        Game.new(preset("official"), ["Ada"]), GameReview("official", True, (player,))
    )
    assert (row.decisions, row.timeouts, row.lost) == (1, 1, 2.0)
    assert [m.timed_out for m in row.every] == [False, True]
    assert [m.timed_out for m in row.mistakes] == [False]  # the clock's entry is no mistake
