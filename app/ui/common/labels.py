"""A box or a ruleset as the player reads it: QML turns these into text and never takes an
engine key apart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the start screen's first frame does without the rules engine)
    from app.rules import Ruleset


@dataclass(frozen=True, slots=True)
class BoxLabel:
    name: str
    """The box's name (``"chance"``); "" for no box."""
    column: int = 0
    """1-3 on a Triple sheet; 0 on a one-column sheet (nothing to tell apart)."""


NO_BOX = BoxLabel("")


def box_label(rules: Ruleset, key: str) -> BoxLabel:
    """The label of a box key of ``rules``' sheet."""
    name, column = rules.box_place(key)
    return BoxLabel(name, column if rules.triple else 0)


@dataclass(frozen=True, slots=True)
class RulesetLabel:
    preset: str
    triple: bool = False
    forced_order: bool = False

    @classmethod
    def of(cls, rules: Ruleset) -> RulesetLabel:
        return cls(rules.name, rules.triple, rules.forced_order)
