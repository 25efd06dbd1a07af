"""The post-game review as rows: per player what their decisions cost, costliest first."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.rules import Game, Ruleset

from ..common.labels import NO_BOX, BoxLabel, box_label
from ..common.names import shown_name

if TYPE_CHECKING:
    from app.strategy import Choice, DecisionReview, GameReview


@dataclass(frozen=True, slots=True)
class Move:
    """A keep (the dice kept) or an entry (the box)."""

    kind: str
    """``keep`` or ``box``."""
    box: str
    """The box key ("" for a keep)."""
    label: BoxLabel
    kept: tuple[int, ...]
    struck: bool = False
    """An entry of 0 points: the box is struck."""


@dataclass(frozen=True, slots=True)
class Mistake:
    turn: int
    """1-based turn of the player."""
    roll: int
    """1-based roll of that turn the decision followed (a turn can have several mistakes)."""
    dice: tuple[int, ...]
    chosen: Move
    best: Move
    cost: float
    """Expected final points the decision cost."""
    timed_out: bool = False
    """The turn clock ran out and made this entry for the player (not their decision)."""
    win_cost: float = 0.0
    """The chance to win the decision cost, in per cent (0 alone at the table)."""


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
    """The player's own decisions (the clock's entries not counted)."""
    mean_cost: float
    """Expected points lost per own decision: the player's accuracy."""
    mistakes: tuple[Mistake, ...]
    """The costliest decisions, worst first (a few)."""
    every: tuple[Mistake, ...] = ()
    """Every decision in the order it was made (the review shows them on request), the
    clock's entries among them, marked."""
    timeouts: int = 0
    """Entries the turn clock made for the player."""
    costliest: tuple[Mistake, ...] = ()
    """The own decision that cost the most chance to win (none where none cost any, or alone
    at the table)."""


def _move(rules: Ruleset, choice: Choice) -> Move:
    label = box_label(rules, choice.box) if choice.kind == "box" else NO_BOX
    struck = choice.kind == "box" and choice.points == 0
    return Move(choice.kind, choice.box, label, choice.kept, struck=struck)


def _told(rules: Ruleset, rolls: dict[tuple[int, int], int], d: DecisionReview) -> Mistake:
    """A decision as the review tells it; ``rolls`` gives its roll of the turn."""
    return Mistake(
        int(d.turn),
        rolls.get((int(d.turn), int(d.rolls_left)), 1),
        tuple(int(v) for v in d.dice),
        _move(rules, d.chosen),
        _move(rules, d.best),
        float(d.cost),
        bool(d.timed_out),
        float(d.win_cost or 0.0) * 100,
    )


def derive_review(game: Game, review: GameReview, *, worst: int = 5) -> tuple[ReviewRow, ...]:
    """Rows from ``app.strategy.review(game)`` (a ``GameReview``): per player the costliest
    decisions first, and every decision in the order it was made."""
    rows = []
    for player in review.players:
        seat = int(player.seat)
        # Each decision follows one roll: its roll of the turn is its place among the turn's
        # decisions (rolls left does not say it in Maxi, where saved rolls add to them).
        per_turn: Counter[int] = Counter()
        rolls: dict[tuple[int, int], int] = {}
        for decision in player.decisions:
            per_turn[int(decision.turn)] += 1
            rolls[int(decision.turn), int(decision.rolls_left)] = per_turn[int(decision.turn)]
        costliest = player.costliest
        rows.append(
            ReviewRow(
                key=seat,
                name=shown_name(game.names[seat]),
                lost=float(player.lost),
                luck=float(player.luck),
                decisions=len(player.own),
                mean_cost=float(player.mean_cost),
                mistakes=tuple(_told(game.rules, rolls, d) for d in player.mistakes[:worst]),
                every=tuple(_told(game.rules, rolls, d) for d in player.decisions),
                timeouts=int(player.timeouts),
                costliest=(_told(game.rules, rolls, costliest),) if costliest else (),
            )
        )
    return tuple(rows)
