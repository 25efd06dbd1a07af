"""The hints' advice for the table: the hint tables prepared for the game's rules, the advice
fetched for the dice when hints are wanted and ready, and beside it each choice's chance to win
(``app.strategy.winning.turn_chances``, what the win-aware hard computer plays by)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.rules import Game, Ruleset

from ..services.hints import HintTables

if TYPE_CHECKING:
    from app.strategy import Advice
    from app.strategy.winning import TurnChances

log = logging.getLogger(__name__)


class AdviceSource:
    def __init__(self, hints: HintTables, progressed: Callable[[str, float], None]) -> None:
        self._hints = hints
        hints.progressChanged.connect(progressed)
        self._chances: tuple[Game | None, TurnChances | None] = (None, None)

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

    def chances(
        self, game: Game, advice: Advice | None, levels: tuple[str | None, ...] = ()
    ) -> TurnChances | None:
        """Each choice's chance to win beside ``advice`` (the advice for ``game``, shown), in a
        game of two to four where win-aware play applies, the computer opponents valued at
        their ``levels`` (one per seat, where the table knows them); else None. Worked out once
        a game."""
        if advice is None or game.player_count < 2:
            return None
        if self._chances[0] is game:
            return self._chances[1]
        from app.strategy.winning import turn_chances  # (numpy: not before the first frame)

        try:
            found = turn_chances(game, levels or None)
        except Exception:
            log.exception("the win chances of the choices failed")
            found = None
        self._chances = (game, found)
        return found
