"""The rules screen tells each preset's numbers as its ruleset has them."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.rules import preset
from app.ui.rules.viewmodel import RuleNumbers, rule_numbers

from ..driving import item, texts


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("official", RuleNumbers(5, 13, 3, 35, 63, 3, 100, 25, 30, 40, 0, 50)),
        ("bonanza", RuleNumbers(5, 13, 3, 35, 63, 3, 50, 25, 30, 40, 0, 50)),
        ("yatzy", RuleNumbers(5, 15, 3, 50, 63, 3, 0, 28, 15, 20, 0, 50)),
        ("maxi", RuleNumbers(6, 20, 3, 100, 84, 4, 0, 28, 15, 20, 21, 100)),
    ],
)
def test_the_numbers_come_from_the_ruleset(name: str, expected: RuleNumbers) -> None:
    assert rule_numbers(preset(name)) == expected


def test_the_rules_screen_fills_its_numbers_in(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.show("rules")
    screen = item(window, "rulesScreen")
    screen.setProperty("topic", "official")
    qtbot.waitUntil(lambda: any("35 bonus points from 63 on" in text for text in texts(window)))
    assert any("a full house (three and two alike) 25;" in text for text in texts(window))
    screen.setProperty("topic", "maxi")
    qtbot.waitUntil(
        lambda: any("Upper bonus: 100 points from 84 on" in text for text in texts(window))
    )
    assert any("the 2 rolls left are yours" in text for text in texts(window))
