"""Box keys: written and read in one place, the same for every preset and option."""

from __future__ import annotations

import pytest

from app.rules import PRESET_NAMES, UnknownBox, preset


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("triple", [False, True])
def test_every_key_of_a_sheet_reads_back_as_its_box_and_column(name: str, triple: bool) -> None:
    rules = preset(name, triple=triple)
    places = [rules.box_place(key) for key in rules.box_keys]
    assert places == [
        (box, column) for column in (1, 2, 3)[: rules.columns] for box in rules.box_names
    ]
    assert [rules.box_key(box, column) for box, column in places] == list(rules.box_keys)


def test_keys_look_as_the_api_says() -> None:
    assert preset("official").box_key("chance") == "chance"
    assert preset("official", triple=True).box_key("chance", 2) == "chance@2"
    assert preset("official", triple=True).box_place("chance@3") == ("chance", 3)


@pytest.mark.parametrize("key", ["chance@2", "nowhere", ""])
def test_a_key_that_is_not_on_the_sheet_is_refused(key: str) -> None:
    with pytest.raises(UnknownBox):
        preset("official").box_place(key)
