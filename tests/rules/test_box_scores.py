"""Every box of every sheet, scored on a fresh sheet (no jokers in play): known answers."""

from __future__ import annotations

import pytest

from app.rules import PRESET_NAMES, Sheet, preset

CLASSIC_CASES = [
    ("ones", (1, 1, 2, 3, 1), 3),
    ("twos", (2, 1, 2, 3, 2), 6),
    ("threes", (1, 2, 4, 5, 6), 0),
    ("fours", (4, 4, 4, 4, 4), 20),
    ("fives", (5, 1, 5, 2, 3), 10),
    ("sixes", (6, 6, 6, 1, 2), 18),
    ("three_of_a_kind", (3, 3, 3, 4, 5), 18),
    ("three_of_a_kind", (3, 3, 4, 4, 5), 0),
    ("three_of_a_kind", (2, 2, 2, 2, 2), 10),
    ("four_of_a_kind", (4, 4, 4, 4, 1), 17),
    ("four_of_a_kind", (4, 4, 4, 1, 1), 0),
    ("four_of_a_kind", (6, 6, 6, 6, 6), 30),
    ("full_house", (2, 2, 3, 3, 3), 25),
    ("full_house", (6, 1, 6, 1, 6), 25),
    ("full_house", (2, 2, 2, 2, 3), 0),
    ("full_house", (5, 5, 5, 5, 5), 0),
    ("full_house", (1, 2, 3, 4, 5), 0),
    ("small_straight", (1, 2, 3, 4, 6), 30),
    ("small_straight", (4, 2, 1, 3, 2), 30),
    ("small_straight", (3, 4, 5, 6, 6), 30),
    ("small_straight", (1, 3, 4, 5, 6), 30),
    ("small_straight", (2, 3, 4, 5, 6), 30),
    ("small_straight", (1, 2, 3, 5, 6), 0),
    ("small_straight", (1, 2, 4, 5, 6), 0),
    ("small_straight", (3, 3, 3, 3, 3), 0),
    ("large_straight", (1, 2, 3, 4, 5), 40),
    ("large_straight", (6, 5, 4, 3, 2), 40),
    ("large_straight", (1, 2, 3, 4, 6), 0),
    ("large_straight", (1, 2, 3, 4, 4), 0),
    ("five_of_a_kind", (3, 3, 3, 3, 3), 50),
    ("five_of_a_kind", (3, 3, 3, 3, 2), 0),
    ("chance", (1, 2, 3, 4, 6), 16),
    ("chance", (6, 6, 6, 6, 6), 30),
]

YATZY_CASES = [
    ("ones", (1, 1, 1, 3, 4), 3),
    ("sixes", (6, 6, 1, 2, 3), 12),
    ("one_pair", (3, 3, 5, 5, 6), 10),
    ("one_pair", (1, 2, 3, 4, 6), 0),
    ("one_pair", (6, 6, 6, 6, 6), 12),
    ("two_pairs", (3, 3, 5, 5, 6), 16),
    ("two_pairs", (3, 3, 3, 3, 6), 0),
    ("two_pairs", (2, 2, 4, 4, 4), 12),
    ("two_pairs", (6, 6, 5, 5, 5), 22),
    ("two_pairs", (1, 2, 3, 4, 4), 0),
    ("three_of_a_kind", (2, 2, 2, 5, 5), 6),
    ("three_of_a_kind", (4, 4, 4, 4, 1), 12),
    ("three_of_a_kind", (1, 2, 2, 3, 3), 0),
    ("four_of_a_kind", (5, 5, 5, 5, 5), 20),
    ("four_of_a_kind", (3, 3, 3, 3, 1), 12),
    ("four_of_a_kind", (3, 3, 3, 1, 1), 0),
    ("small_straight", (5, 4, 3, 2, 1), 15),
    ("small_straight", (2, 3, 4, 5, 6), 0),
    ("small_straight", (1, 2, 3, 4, 6), 0),
    ("large_straight", (2, 3, 4, 5, 6), 20),
    ("large_straight", (1, 2, 3, 4, 5), 0),
    ("full_house", (2, 2, 3, 3, 3), 13),
    ("full_house", (6, 6, 6, 5, 5), 28),
    ("full_house", (4, 4, 4, 4, 4), 0),
    ("full_house", (4, 4, 4, 4, 2), 0),
    ("chance", (1, 3, 3, 5, 6), 18),
    ("five_of_a_kind", (2, 2, 2, 2, 2), 50),
    ("five_of_a_kind", (2, 2, 2, 2, 1), 0),
]

MAXI_CASES = [
    ("ones", (1, 1, 2, 3, 6, 6), 2),
    ("sixes", (6, 6, 6, 6, 6, 6), 36),
    ("one_pair", (1, 1, 2, 3, 6, 6), 12),
    ("one_pair", (1, 2, 3, 4, 5, 6), 0),
    ("two_pairs", (1, 1, 2, 3, 6, 6), 14),
    ("two_pairs", (5, 5, 5, 5, 2, 2), 14),
    ("two_pairs", (5, 5, 5, 5, 1, 3), 0),
    ("two_pairs", (4, 4, 5, 5, 6, 6), 22),
    ("three_pairs", (1, 1, 3, 3, 6, 6), 20),
    ("three_pairs", (4, 4, 4, 4, 2, 2), 0),
    ("three_pairs", (2, 2, 2, 2, 2, 2), 0),
    ("three_pairs", (1, 1, 3, 3, 6, 5), 0),
    ("three_of_a_kind", (2, 2, 2, 5, 5, 5), 15),
    ("three_of_a_kind", (1, 1, 1, 2, 3, 4), 3),
    ("three_of_a_kind", (1, 1, 2, 2, 3, 3), 0),
    ("four_of_a_kind", (3, 3, 3, 3, 6, 6), 12),
    ("four_of_a_kind", (3, 3, 3, 6, 6, 6), 0),
    ("five_of_a_kind", (4, 4, 4, 4, 4, 1), 20),
    ("five_of_a_kind", (4, 4, 4, 4, 4, 4), 20),
    ("five_of_a_kind", (4, 4, 4, 4, 1, 1), 0),
    ("small_straight", (1, 2, 3, 4, 5, 5), 15),
    ("small_straight", (1, 2, 3, 4, 5, 6), 15),
    ("small_straight", (2, 3, 4, 5, 6, 6), 0),
    ("large_straight", (2, 3, 4, 5, 6, 1), 20),
    ("large_straight", (1, 2, 3, 4, 5, 5), 0),
    ("full_straight", (6, 5, 4, 3, 2, 1), 21),
    ("full_straight", (1, 2, 3, 4, 5, 5), 0),
    ("full_house", (5, 5, 5, 6, 6, 6), 28),
    ("full_house", (1, 1, 1, 2, 2, 6), 7),
    ("full_house", (2, 2, 2, 2, 3, 3), 12),
    ("full_house", (6, 6, 6, 6, 5, 5), 28),
    ("full_house", (1, 1, 1, 1, 1, 1), 0),
    ("full_house", (1, 1, 1, 2, 3, 4), 0),
    ("castle", (2, 2, 2, 5, 5, 5), 21),
    ("castle", (3, 3, 3, 3, 3, 3), 0),
    ("castle", (3, 3, 3, 3, 1, 1), 0),
    ("tower", (3, 3, 3, 3, 6, 6), 24),
    ("tower", (3, 3, 3, 3, 3, 6), 0),
    ("tower", (4, 4, 4, 4, 4, 4), 0),
    ("tower", (1, 1, 1, 1, 2, 3), 0),
    ("chance", (1, 2, 3, 4, 5, 6), 21),
    ("six_of_a_kind", (2, 2, 2, 2, 2, 2), 100),
    ("six_of_a_kind", (2, 2, 2, 2, 2, 1), 0),
]

CLASSIC_PRESETS = ("bonanza", "official", "standard", "free-joker", "fuenfwurf")


@pytest.mark.parametrize("name", CLASSIC_PRESETS)
@pytest.mark.parametrize(("box", "dice", "points"), CLASSIC_CASES)
def test_classic_boxes(name: str, box: str, dice: tuple[int, ...], points: int) -> None:
    assert Sheet.new(preset(name)).options(dice)[box] == points


@pytest.mark.parametrize(("box", "dice", "points"), YATZY_CASES)
def test_yatzy_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert Sheet.new(preset("yatzy")).options(dice)[box] == points


@pytest.mark.parametrize(("box", "dice", "points"), MAXI_CASES)
def test_maxi_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert Sheet.new(preset("maxi")).options(dice)[box] == points


@pytest.mark.parametrize(
    ("name", "dice_count", "boxes"),
    [
        ("official", 5, 13),
        ("yatzy", 5, 15),
        ("maxi", 6, 20),
    ],
)
def test_sheet_shapes(name: str, dice_count: int, boxes: int) -> None:
    rules = preset(name)
    assert rules.dice_count == dice_count
    assert len(rules.box_names) == boxes
    assert rules.box_names[:6] == ("ones", "twos", "threes", "fours", "fives", "sixes")


def test_sheet_orders_are_those_of_the_spec() -> None:
    assert preset("official").box_names[6:] == (
        "three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
        "large_straight", "five_of_a_kind", "chance",
    )  # fmt: skip
    assert preset("yatzy").box_names[6:] == (
        "one_pair", "two_pairs", "three_of_a_kind", "four_of_a_kind", "small_straight",
        "large_straight", "full_house", "chance", "five_of_a_kind",
    )  # fmt: skip
    assert preset("maxi").box_names[6:] == (
        "one_pair", "two_pairs", "three_pairs", "three_of_a_kind", "four_of_a_kind",
        "five_of_a_kind", "small_straight", "large_straight", "full_straight", "full_house",
        "castle", "tower", "chance", "six_of_a_kind",
    )  # fmt: skip


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_fresh_sheet_offers_every_box(name: str) -> None:
    rules = preset(name)
    dice = (1, 2, 3, 4, 5, 6)[: rules.dice_count]
    assert list(Sheet.new(rules).options(dice)) == list(rules.box_names)


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ValueError, match="bonanza, official, standard, free-joker, fuenfwurf"):
        preset("yahtzee")


@pytest.mark.parametrize(
    "dice", [(1, 2, 3, 4), (1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4), (1, 2, 3, 4, 7), ("1", 2, 3, 4, 5)]
)
def test_impossible_dice_are_refused(dice: tuple[int, ...]) -> None:
    from app.rules import InvalidDice

    with pytest.raises(InvalidDice):
        Sheet.new(preset("official")).options(dice)
