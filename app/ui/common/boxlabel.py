"""A box as the player reads it, so that QML never takes a box key apart."""

from __future__ import annotations

from dataclasses import dataclass

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
