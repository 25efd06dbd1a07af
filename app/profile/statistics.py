"""Statistics per ruleset, computed from the results of finished games."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass


class Opponents(enum.StrEnum):
    """Who the player faced in a game."""

    SOLO = "solo"
    """Nobody: a game for the player's own best score."""
    COMPUTER = "computer"
    """At least one computer sat at the table."""
    PEOPLE = "people"
    """Only other people at this computer."""


@dataclass(frozen=True, slots=True)
class Accuracy:
    """How well one player played one game, from the post-game review."""

    seat: int
    decisions: int
    """Decisions reviewed: every keep before a re-roll and every entry."""
    lost: float
    """Expected points lost to decisions, in total."""
    luck: float
    """The dice against expectation, in points."""
    exact: bool
    """The values are exact (else the strategy's approximation, as for Triple and Maxi)."""

    @property
    def mean_cost(self) -> float:
        """Expected points lost per decision (0 is perfect play)."""
        return self.lost / self.decisions if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one finished game went for the player of this profile (the seat marked "you")."""

    ruleset: str
    """The ruleset's key, e.g. ``"official"`` or ``"maxi+triple"``."""
    opponents: Opponents
    players: int
    place: int
    """1 for the winner; tied players share a place."""
    shared_place: bool
    """Another player has the same place."""
    total: int
    five_alikes: int
    """Throws entered with every die alike (five or six of a kind)."""
    upper_bonuses: int
    """Upper-section bonuses reached (one per column in Triple)."""
    resigned: bool
    finished_at: str
    """ISO 8601 time in UTC."""
    hints: bool = False
    """Hints were shown during the game."""
    accuracy: Accuracy | None = None
    """The player's accuracy in the game, once reviewed."""

    @property
    def won(self) -> bool:
        return self.place == 1 and not self.shared_place and not self.resigned

    @property
    def drawn(self) -> bool:
        return self.place == 1 and self.shared_place and not self.resigned

    @property
    def lost(self) -> bool:
        return not (self.won or self.drawn)


@dataclass(frozen=True, slots=True)
class RulesetStatistics:
    """Everything the statistics screen shows for one ruleset."""

    ruleset: str
    games: int
    solo_games: int
    computer_won: int
    computer_drawn: int
    computer_lost: int
    people_won: int
    people_drawn: int
    people_lost: int
    best_total: int
    """Best total in any game (0 before the first)."""
    average_total: float
    five_alikes: int
    upper_bonuses: int
    solo_best: int | None
    """Best total in a solo game, None before the first."""


def without_hints(results: Iterable[GameResult]) -> list[GameResult]:
    """The games in which no hints were shown."""
    return [result for result in results if not result.hints]


def summarize(results: Iterable[GameResult]) -> tuple[RulesetStatistics, ...]:
    """One line per ruleset played, in the order each was first played."""
    grouped: dict[str, list[GameResult]] = {}
    for result in results:
        grouped.setdefault(result.ruleset, []).append(result)
    return tuple(_summarize_one(key, games) for key, games in grouped.items())


def _summarize_one(ruleset: str, games: list[GameResult]) -> RulesetStatistics:
    def count(opponents: Opponents, outcome: str) -> int:
        return sum(1 for g in games if g.opponents is opponents and getattr(g, outcome))

    solo = [g.total for g in games if g.opponents is Opponents.SOLO]
    totals = [g.total for g in games]
    return RulesetStatistics(
        ruleset=ruleset,
        games=len(games),
        solo_games=len(solo),
        computer_won=count(Opponents.COMPUTER, "won"),
        computer_drawn=count(Opponents.COMPUTER, "drawn"),
        computer_lost=count(Opponents.COMPUTER, "lost"),
        people_won=count(Opponents.PEOPLE, "won"),
        people_drawn=count(Opponents.PEOPLE, "drawn"),
        people_lost=count(Opponents.PEOPLE, "lost"),
        best_total=max(totals),
        average_total=sum(totals) / len(totals),
        five_alikes=sum(g.five_alikes for g in games),
        upper_bonuses=sum(g.upper_bonuses for g in games),
        solo_best=max(solo) if solo else None,
    )
