"""Finished games of this computer go into the data file, with the player's result for the
statistics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.profile import Accuracy, summarize
from app.rules import Game

from ..services.datafile import DataFile
from .setup import TableSetup
from .summary import profile_result

if TYPE_CHECKING:
    from app.strategy import GameReview


@dataclass(frozen=True, slots=True)
class Recorded:
    best_before: int | None
    """The best solo score of the game's ruleset before it (None: no solo game yet, or the data
    file cannot tell)."""
    game_id: int | None
    """The game's id in the data file (None when it could not be written)."""


def accuracy_of(review: GameReview) -> tuple[Accuracy, ...]:
    """A review's figures as the profile keeps them, one per seat."""
    return tuple(
        Accuracy(player.seat, len(player.own), player.lost, player.luck, review.exact)
        for player in review.players
    )


class ResultRecorder:
    def __init__(self, data: DataFile) -> None:
        self._data = data

    def record(
        self, game: Game, setup: TableSetup, *, hints: bool = False, online: str = ""
    ) -> Recorded:
        """Record a finished game (a local one replaces the unfinished one), marked when hints
        were shown in it; ``online`` (``<server> <code>``) for an online game played here."""
        best_before = self.solo_best(game.rules.key)
        result = profile_result(game, setup)
        setup_json = setup.to_json()
        game_id = self._data.write(
            lambda store: store.record_finished(
                setup_json, game.to_json(), result, seat=setup.you, hints=hints, online=online
            )
        )
        return Recorded(best_before, game_id)

    def record_accuracy(self, game_id: int, review: GameReview) -> None:
        """Keep the review's figures with a finished game."""
        lines = accuracy_of(review)
        self._data.write(lambda store: store.record_accuracy(game_id, lines))

    def solo_best(self, ruleset: str) -> int | None:
        lines = self._data.read(lambda store: summarize(store.results()), quiet=True)
        return next((line.solo_best for line in lines or () if line.ruleset == ruleset), None)
