"""Finished games of this computer go into the data file, with the player's result for the
statistics."""

from __future__ import annotations

import json

from app.profile import summarize
from app.rules import Game

from ..services.datafile import DataFile
from .setup import TableSetup
from .summary import profile_result


class ResultRecorder:
    def __init__(self, data: DataFile) -> None:
        self._data = data

    def record(self, game: Game, setup: TableSetup) -> int | None:
        """Record a finished game (it replaces the unfinished one); the best solo score of its
        ruleset before it (None: no solo game yet, or the data file cannot tell)."""
        best_before = self.solo_best(game.rules.key)
        result = profile_result(game, setup)
        setup_json = json.dumps(setup.to_dict(), ensure_ascii=False)
        self._data.write(lambda store: store.record_finished(setup_json, game.to_json(), result))
        return best_before

    def solo_best(self, ruleset: str) -> int | None:
        lines = self._data.read(lambda store: summarize(store.results()), quiet=True)
        return next((line.solo_best for line in lines or () if line.ruleset == ruleset), None)
