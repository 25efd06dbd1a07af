"""The hints' advice for the table: the hint tables prepared for the game's rules, and the
advice fetched for the dice when hints are wanted and ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from app.rules import Game, Ruleset

from ..services.hints import HintTables

if TYPE_CHECKING:
    from app.strategy import Advice


class AdviceSource:
    def __init__(self, hints: HintTables, progressed: Callable[[str, float], None]) -> None:
        self._hints = hints
        hints.progressChanged.connect(progressed)

    def prepare(self, rules: Ruleset) -> float:
        """Start preparing the tables for ``rules``; how far they are (1.0: ready)."""
        self._hints.ensure(rules)
        return self._hints.progress(rules)

    def ready(self, rules: Ruleset) -> bool:
        return self._hints.progress(rules) >= 1.0

    def advise(
        self, game: Game, *, shown: bool, challenge: bool, preparing: float
    ) -> Advice | None:
        """The advice for the dice now, when hints are shown, allowed and ready; else None."""
        wanted = shown and not challenge and game.dice is not None and preparing >= 1.0
        return self._hints.advise(game) if wanted else None
