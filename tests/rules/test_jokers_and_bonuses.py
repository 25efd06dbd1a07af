"""Jokers, extra five-of-a-kind bonuses and upper bonuses, preset by preset (rulesets.md)."""

from __future__ import annotations

import pytest

from app.rules import BoxNotAllowed, ColumnCount, Sheet, preset

FOURS = (4, 4, 4, 4, 4)
LOWER = ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight", "large_straight")
UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
JOKER_LOWER = {
    "three_of_a_kind": 20,
    "four_of_a_kind": 20,
    "full_house": 25,
    "small_straight": 30,
    "large_straight": 40,
    "chance": 20,
}
PLAIN_LOWER = {**JOKER_LOWER, "full_house": 0, "small_straight": 0, "large_straight": 0}
PLAIN_UPPER = {"ones": 0, "twos": 0, "threes": 0, "fours": 20, "fives": 0, "sixes": 0}


def sheet(name: str, **scores: int) -> Sheet:
    return Sheet.from_scores(preset(name), scores)


# (preset, five_of_a_kind box, fours box filled?, expected options for five fours, extra bonus)
JOKER_CASES = [
    # Forced joker: the matching upper box first ...
    ("official", 50, False, {"fours": 20}, 100),
    ("official", 0, False, {"fours": 20}, 0),
    ("bonanza", 50, False, {"fours": 20}, 50),
    ("bonanza", 0, False, {"fours": 20}, 0),
    # ... then any lower box at full value.
    ("official", 50, True, JOKER_LOWER, 100),
    ("official", 0, True, JOKER_LOWER, 0),
    ("bonanza", 50, True, JOKER_LOWER, 50),
    # No joker: any box, scoring what the dice make.
    ("standard", 50, False, {**PLAIN_UPPER, **PLAIN_LOWER}, 100),
    ("standard", 0, False, {**PLAIN_UPPER, **PLAIN_LOWER}, 0),
    ("standard", 50, True, {**PLAIN_UPPER, **PLAIN_LOWER, "fours": None}, 100),
    # Free joker: any box; full values only once the fours are filled.
    ("free-joker", 50, False, {**PLAIN_UPPER, **PLAIN_LOWER}, 100),
    ("free-joker", 50, True, {**PLAIN_UPPER, **JOKER_LOWER, "fours": None}, 100),
    ("free-joker", 0, True, {**PLAIN_UPPER, **JOKER_LOWER, "fours": None}, 0),
    # Fünfwurf: any box at full value while the box holds 50; after a 0 neither joker nor bonus.
    ("fuenfwurf", 50, False, {**PLAIN_UPPER, **JOKER_LOWER}, 100),
    ("fuenfwurf", 50, True, {**PLAIN_UPPER, **JOKER_LOWER, "fours": None}, 100),
    ("fuenfwurf", 0, False, {**PLAIN_UPPER, **PLAIN_LOWER}, 0),
    ("fuenfwurf", 0, True, {**PLAIN_UPPER, **PLAIN_LOWER, "fours": None}, 0),
]


@pytest.mark.parametrize(("name", "alike", "fours_filled", "expected", "bonus"), JOKER_CASES)
def test_an_extra_five_of_a_kind(
    name: str, alike: int, fours_filled: bool, expected: dict[str, int | None], bonus: int
) -> None:
    filled = {"five_of_a_kind": alike, **({"fours": 8} if fours_filled else {})}
    start = sheet(name, **filled)
    want = {box: points for box, points in expected.items() if points is not None}
    assert start.options(FOURS) == want
    for box, points in want.items():
        after, entry = start.play(box, FOURS)
        assert entry.points == points
        assert entry.extra_bonus == bonus
        assert after.total == start.total + points + bonus
        assert entry.joker == (points != PLAIN_LOWER.get(box, PLAIN_UPPER.get(box)))


@pytest.mark.parametrize("name", ["official", "bonanza"])
def test_forced_joker_with_the_lower_section_full_strikes_an_upper_box(name: str) -> None:
    start = sheet(name, five_of_a_kind=50, fours=12, twos=4, **dict.fromkeys([*LOWER, "chance"], 0))
    assert start.options(FOURS) == {"ones": 0, "threes": 0, "fives": 0, "sixes": 0}
    after = start.strike("ones", FOURS)
    assert after.extra_bonuses == 1


@pytest.mark.parametrize("name", ["official", "bonanza"])
def test_forced_joker_refuses_other_boxes_and_says_where_it_may_go(name: str) -> None:
    start = sheet(name, five_of_a_kind=50)
    with pytest.raises(BoxNotAllowed, match="allowed: fours"):
        start.enter("full_house", FOURS)


def test_forced_joker_only_with_some_lower_boxes_free() -> None:
    start = sheet("official", five_of_a_kind=50, fours=16, full_house=25, chance=22)
    assert start.options(FOURS) == {
        "three_of_a_kind": 20,
        "four_of_a_kind": 20,
        "small_straight": 30,
        "large_straight": 40,
    }


@pytest.mark.parametrize("name", ["yatzy", "maxi"])
def test_nordic_sheets_have_no_joker_and_no_extra_bonus(name: str) -> None:
    rules = preset(name)
    dice = (3,) * rules.dice_count
    start = Sheet.from_scores(rules, {rules.layout.all_same_box: rules.box_names and 50})
    options = start.options(dice)
    assert options["full_house"] == 0
    assert options["small_straight"] == 0
    after, entry = start.play("chance", dice)
    assert entry.extra_bonus == 0 and entry.joker is False
    assert after.extra_bonuses == 0


def test_a_first_five_of_a_kind_is_no_joker() -> None:
    options = Sheet.new(preset("fuenfwurf")).options(FOURS)
    assert options["five_of_a_kind"] == 50
    assert options["full_house"] == 0


def test_extra_bonuses_add_up() -> None:
    start = sheet("fuenfwurf", five_of_a_kind=50)
    after = start.enter("fours", FOURS).enter("full_house", (2,) * 5).enter("chance", (6,) * 5)
    assert after.extra_bonuses == 3
    assert after.total == 50 + 20 + 25 + 30 + 300
    assert after.jokers == (after.rules.box_keys.index("full_house"),)
    assert after.is_joker("full_house") and not after.is_joker("chance")


# --- upper bonus ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "scores", "bonus"),
    [
        ("official", dict(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18), 35),
        ("official", dict(ones=2, twos=6, threes=9, fours=12, fives=15, sixes=18), 0),
        ("official", dict(fives=25, sixes=30, fours=8), 35),
        ("bonanza", dict(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18), 35),
        ("yatzy", dict(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18), 50),
        ("yatzy", dict(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=17), 0),
        ("maxi", dict(ones=4, twos=8, threes=12, fours=16, fives=20, sixes=24), 100),
        ("maxi", dict(ones=3, twos=8, threes=12, fours=16, fives=20, sixes=24), 0),
    ],
)
def test_upper_bonus(name: str, scores: dict[str, int], bonus: int) -> None:
    filled = sheet(name, **scores)
    assert filled.upper_bonus() == bonus
    assert filled.total == sum(scores.values()) + bonus


def test_upper_bonus_is_reported_once_when_reached() -> None:
    start = sheet("official", ones=3, twos=6, threes=9, fours=12, fives=15)
    after, entry = start.play("sixes", (6, 6, 6, 1, 2))
    assert entry.upper_bonus == 35
    assert start.upper_missing() == 18 and after.upper_missing() == 0
    _, later = after.play("chance", (6, 6, 6, 1, 2))
    assert later.upper_bonus == 0


# --- Triple ---------------------------------------------------------------------------------------


def triple(name: str, **scores: int) -> Sheet:
    return Sheet.from_scores(
        preset(name, triple=True), {key.replace("_at_", "@"): v for key, v in scores.items()}
    )


def test_triple_keys_and_multipliers() -> None:
    rules = preset("official", triple=True)
    assert rules.box_keys[:2] == ("ones@1", "twos@1")
    assert rules.box_keys[-1] == "chance@3"
    assert len(rules.box_keys) == 39
    start = Sheet.new(rules)
    options = start.options((1, 2, 3, 4, 6))
    assert options["chance@1"] == options["chance@3"] == 16
    after = start.enter("chance@3", (1, 2, 3, 4, 6)).enter("chance@2", (6, 6, 6, 6, 5))
    assert after.total == 3 * 16 + 2 * 29


def test_triple_upper_bonus_is_per_column_and_multiplied() -> None:
    upper = dict(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18)
    filled = triple("official", **{f"{box}_at_2": points for box, points in upper.items()})
    assert filled.upper_bonus(2) == 35 and filled.upper_bonus(1) == 0
    assert filled.total == 2 * (63 + 35)


def test_triple_points_count_with_their_columns_factor() -> None:
    rules = preset("official", triple=True)
    assert [rules.multiplier(f"chance@{c}") for c in (1, 2, 3)] == [1, 2, 3]
    assert rules.counted("full_house@3", 25) == 75
    filled = triple("official", chance_at_3=16, fours_at_3=12, fives_at_3=15, sixes_at_3=18)
    assert filled.counted_score("chance@3") == 48 and filled.counted_score("chance@1") is None
    upper = filled.column_count(3)
    # 45 written upstairs, 18 short of 63: both count three times in this column
    assert (upper.multiplier, upper.upper, upper.to_go, upper.bonus) == (3, 135, 54, 0)
    assert upper.total == 3 * (45 + 16) == filled.total
    reached = triple("official", ones_at_2=3, twos_at_2=6, threes_at_2=9, fours_at_2=12,
                     fives_at_2=15, sixes_at_2=18)  # fmt: skip
    assert reached.column_count(2) == ColumnCount(2, 126, 0, 70, 196)
    assert sum(reached.column_count(c).total for c in (1, 2, 3)) == reached.total


def test_one_column_counts_its_points_once() -> None:
    filled = sheet("official", ones=3, full_house=25)
    assert filled.counted_score("full_house") == 25
    assert filled.column_count() == ColumnCount(1, 3, 60, 0, 28)


def test_triple_five_of_a_kind_is_no_joker_until_every_column_has_one() -> None:
    start = triple("official", five_of_a_kind_at_1=50)
    options = start.options(FOURS)
    assert options["five_of_a_kind@2"] == 50 and options["full_house@1"] == 0
    assert start.play("fours@1", FOURS)[1].extra_bonus == 0


def test_triple_forced_joker_goes_to_any_free_matching_upper_box() -> None:
    start = triple(
        "official", five_of_a_kind_at_1=50, five_of_a_kind_at_2=50, five_of_a_kind_at_3=50,
        fours_at_1=12,
    )  # fmt: skip
    assert start.options(FOURS) == {"fours@2": 20, "fours@3": 20}
    assert start.play("fours@3", FOURS)[1].extra_bonus == 100


def test_triple_joker_values_need_the_upper_box_in_every_column() -> None:
    alike = dict(five_of_a_kind_at_1=50, five_of_a_kind_at_2=50, five_of_a_kind_at_3=0)
    partly = triple("free-joker", **alike, fours_at_1=12, fours_at_2=12)
    assert partly.options(FOURS)["full_house@1"] == 0
    fully = triple("free-joker", **alike, fours_at_1=12, fours_at_2=12, fours_at_3=16)
    assert fully.options(FOURS)["full_house@1"] == 25
    # One column's five of a kind holds 0: jokers still count, the extra bonus does not.
    assert fully.play("full_house@2", FOURS)[1].extra_bonus == 0


# --- forced order ---------------------------------------------------------------------------------


def test_forced_order_offers_only_the_next_box() -> None:
    rules = preset("official", forced_order=True)
    start = Sheet.new(rules)
    assert start.options((1, 1, 2, 3, 4)) == {"ones": 2}
    with pytest.raises(BoxNotAllowed, match="next: ones"):
        start.enter("chance", (1, 1, 2, 3, 4))
    assert start.enter("ones", (2, 2, 2, 2, 2)).options((1, 1, 2, 3, 4)) == {"twos": 2}


def test_forced_order_in_triple_fills_each_column_in_its_own_order() -> None:
    start = Sheet.new(preset("yatzy", triple=True, forced_order=True))
    assert start.options((1, 1, 2, 3, 4)) == {"ones@1": 2, "ones@2": 2, "ones@3": 2}
    after = start.enter("ones@2", (1, 1, 2, 3, 4))
    assert after.options((2, 2, 2, 3, 4)) == {"ones@1": 0, "twos@2": 6, "ones@3": 0}


def test_forced_order_decides_the_box_of_a_joker() -> None:
    rules = preset("official", forced_order=True)
    filled = dict.fromkeys(rules.box_names[:-2], 0)
    start = Sheet.from_scores(rules, {**filled, "five_of_a_kind": 50})
    assert start.options(FOURS) == {"chance": 20}
    assert start.play("chance", FOURS)[1].extra_bonus == 100


def test_forced_order_with_maxi() -> None:
    start = Sheet.new(preset("maxi", forced_order=True))
    assert start.options((1, 1, 1, 2, 3, 4)) == {"ones": 3}


@pytest.mark.parametrize("name", ["official", "bonanza", "standard", "yatzy", "maxi"])
@pytest.mark.parametrize("alike", [None, 0, 50])
def test_the_all_alike_options_at_once_are_the_options_of_each_all_alike_throw(
    name: str, alike: int | None
) -> None:
    """``alike_option_rows`` (what the strategy engine asks of every sheet) answers as
    ``option_rows`` does for each all-alike throw; None only where a joker is not in play, and
    then the throw goes where a plain throw goes, at its own points."""
    rules = preset(name)
    box = rules.layout.all_same_box
    for filled in ((), ("fours",), ("fours", "chance"), UPPER):
        scores = {key: 0 for key in filled if rules.box_index(key) is not None}
        if alike is not None:
            scores[box] = alike
        now = Sheet.from_scores(rules, scores)
        answers = now.alike_option_rows()
        plain = {row for row, _ in now.option_rows((1,) * (rules.dice_count - 1) + (2,))}
        for face, answer in enumerate(answers, 1):
            dice = (face,) * rules.dice_count
            if answer is None:
                assert {row for row, _ in now.option_rows(dice)} == plain
                assert now.option_rows(dice) == [
                    (row, rules.throw_scores(dice).points[row]) for row in sorted(plain)
                ]
            else:
                assert answer == now.option_rows(dice)
