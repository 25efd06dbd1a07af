"""The rules screen's view-model: the numbers its texts tell, read from each preset's ruleset,
so that no number of the rules is written into the prose."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Property, QObject
from PySide6.QtQml import QmlElement

from app.rules import PRESET_NAMES, Ruleset, preset

from ..common.snapshot import to_qml
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

UPPER_PIPS = sum(range(1, 7))
"""One die of every number in the upper section: 21 pips."""


@dataclass(frozen=True, slots=True)
class RuleNumbers:
    dice: int
    boxes: int
    """Boxes of one column."""
    rolls: int
    """Rolls per turn."""
    upper_bonus: int
    upper_line: int
    upper_per_face: int
    """How many dice of every number reach the bonus line (63: three of each)."""
    extra_bonus: int
    """Points for a repeated all-alike throw while its box holds its score (0: none)."""
    full_house: int
    small_straight: int
    large_straight: int
    full_straight: int
    all_alike: int
    """The all-alike box (five or six of a kind)."""


def top_points(rules: Ruleset, box: str) -> int:
    """The most a box scores for any throw, as the engine scores it (0 without that box)."""
    if box not in rules.box_names:
        return 0
    column = rules.box_names.index(box)
    throws = itertools.combinations_with_replacement(range(1, 7), rules.dice_count)
    return max(rules.throw_scores(throw).points[column] for throw in throws)


def rule_numbers(rules: Ruleset) -> RuleNumbers:
    layout = rules.layout
    return RuleNumbers(
        dice=rules.dice_count,
        boxes=len(rules.box_names),
        rolls=rules.rolls_per_turn,
        upper_bonus=layout.upper_bonus,
        upper_line=layout.upper_bonus_line,
        upper_per_face=layout.upper_bonus_line // UPPER_PIPS,
        extra_bonus=rules.extra_bonus,
        full_house=top_points(rules, "full_house"),
        small_straight=top_points(rules, "small_straight"),
        large_straight=top_points(rules, "large_straight"),
        full_straight=top_points(rules, "full_straight"),
        all_alike=top_points(rules, layout.all_same_box),
    )


@QmlElement
@uncreatable("built by the app")
class RulesViewModel(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._numbers = {name: to_qml(rule_numbers(preset(name))) for name in PRESET_NAMES}

    @Property(dict, constant=True)
    def numbers(self) -> dict[str, Any]:
        """Per preset name: its ``RuleNumbers`` (camelCase keys)."""
        return self._numbers
