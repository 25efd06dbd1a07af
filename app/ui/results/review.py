"""The post-game review as rows: per player what their decisions cost, costliest first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules import Game


@dataclass(frozen=True, slots=True)
class Mistake:
    turn: int
    """1-based turn of the player."""
    chosen: str
    """What the player did: a box key, or ``keep`` for a keep decision."""
    best: str
    cost: float
    """Expected final points the decision cost."""


@dataclass(frozen=True, slots=True)
class ReviewRow:
    key: int
    """The seat."""
    name: str
    lost: float
    """Expected points lost to decisions over the game."""
    luck: float
    """Points the dice gave above (or below) expectation."""
    decisions: int
    mistakes: tuple[Mistake, ...]
    """The costliest decisions, worst first (a few)."""


def derive_review(game: Game, review: Any, *, worst: int = 5) -> tuple[ReviewRow, ...]:
    """Rows from ``app.strategy.review(game)``'s ``GameReview``."""
    rows = []
    for player in review.players:
        seat = int(player.seat)
        decisions = list(player.decisions)
        costly = sorted(
            (d for d in decisions if float(d.cost) > 0.05), key=lambda d: -float(d.cost)
        )
        rows.append(
            ReviewRow(
                key=seat,
                name=game.names[seat],
                lost=float(player.lost),
                luck=float(player.luck),
                decisions=len(decisions),
                mistakes=tuple(
                    Mistake(int(d.turn), str(d.chosen), str(d.best), float(d.cost))
                    for d in costly[:worst]
                ),
            )
        )
    return tuple(rows)
