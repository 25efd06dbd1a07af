"""Scoring a finished game for the leaderboards: placings, points, statistics and milestones.

Pure functions over the engine's ranking and log; the storage writes what they compute in one
transaction. How points combine: each player gets exactly one placing and its points
(``app.net.POINTS``): a win (sole first place) 10, a draw (first place shared) 4, second place in
a game of three or four (not resigned) 4, anyone else who took part 1.

Two rules keep results from being farmed. A game that someone leaves before every seat has
played its first turn is *aborted* (``aborted``): it is not scored at all. And only the first
``DAILY_SCORED`` scored games a day (UTC) between the same set of players earn anything; later
ones are recorded as played, with no points, and change no statistics or milestones
(``capped``; the storage counts the games in the transaction that records them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from app.net import POINTS, Milestone, Placing
from app.rules import (
    Enter,
    Event,
    Game,
    Resign,
    SeatTally,
    Standing,
    Strike,
    no_tallies,
    tallied,
    tallies_of,
)

DAILY_SCORED = 3
"""Scored games a day (UTC) between the same set of players that earn points."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    seat: int
    player_id: int
    name: str
    place: int
    total: int
    resigned: bool
    placing: Placing
    points: int
    five_alikes: int
    """Entries of a throw with all dice alike."""
    upper_bonuses: int
    completed: bool
    """Every box filled: only such a total can be a player's best (a game ended early by the
    others' resignations leaves the winner's sheet part-empty)."""


@dataclass(frozen=True, slots=True)
class FinishedGame:
    table_id: int
    finished_at: int
    """Unix milliseconds."""
    players: tuple[PlayerResult, ...]
    capped: bool = False
    """Beyond the daily cap for these players: recorded as played, with no points, and counted
    in no statistics or milestones."""


@dataclass(frozen=True, slots=True)
class StatsAfter:
    """A player's counts after this game, as the milestones need them."""

    games: int
    wins: int
    opponents: int
    """Different people played against, ever."""


def aborted(game: Game) -> bool:
    """Whether someone left the game before every seat had played its first turn.

    A seat has played its first turn once it has made an entry of its own: an ``enter`` or a
    ``strike`` of that seat. Holds and rolls do not count, nor does a ``time_out`` (the turn
    clock's entry for a player who did not act). Leaving is a ``resign`` in the log, however
    it came about (``resign``, ``leave``, the away limit). So a table is aborted when a seat
    resigns while any seat, the leaving one included, has not entered anything of its own.
    """
    played: set[int] = set()
    for action in game.log:
        if isinstance(action, Enter | Strike):
            played.add(action.seat)
        elif isinstance(action, Resign) and len(played) < game.player_count:
            return True
    return False


def same_players(player_ids: Iterable[int]) -> str:
    """The key of a set of players for the daily cap: their ids in order, comma-separated."""
    return ",".join(str(player_id) for player_id in sorted(set(player_ids)))


def earns_points(nth_today: int) -> bool:
    """Whether the ``nth_today`` scored game of the day between the same players earns points."""
    return nth_today <= DAILY_SCORED


def capped(game: FinishedGame) -> FinishedGame:
    """The game as recorded beyond the daily cap: the same placings, no points."""
    players = tuple(replace(player, points=0) for player in game.players)
    return replace(game, players=players, capped=True)


def placings(ranking: Sequence[Standing], players: int) -> dict[int, Placing]:
    """The placing of every seat in a finished game of ``players`` seats."""
    first = [s for s in ranking if s.place == 1 and not s.resigned]
    result: dict[int, Placing] = {}
    for standing in ranking:
        if standing.resigned:
            result[standing.seat] = Placing.TOOK_PART
        elif standing.place == 1:
            result[standing.seat] = Placing.WIN if len(first) == 1 else Placing.DRAW
        elif standing.place == 2 and players >= 3:
            result[standing.seat] = Placing.SECOND
        else:
            result[standing.seat] = Placing.TOOK_PART
    return result


@dataclass(slots=True)
class ThrowCounts:
    """Per seat: the rules' tally (``app.rules.SeatTally``). Kept up to date from the events as
    a game is played (``count``), or counted from its log (``of_game``)."""

    seats: tuple[SeatTally, ...]

    @classmethod
    def new(cls, seats: int) -> ThrowCounts:
        return cls(no_tallies(seats))

    def count(self, events: Iterable[Event]) -> None:
        self.seats = tallied(self.seats, events)

    @classmethod
    def of_game(cls, game: Game) -> ThrowCounts:
        return cls(tallies_of(game))


def score_game(
    game: Game,
    table_id: int,
    player_ids: Sequence[int],
    finished_at: int,
    counts: ThrowCounts | None = None,
) -> FinishedGame:
    """Everything the leaderboards and statistics take from a finished game (``counts`` from
    the log when not given)."""
    if not game.over:
        raise ValueError("only a finished game can be scored")
    ranking = game.ranking()
    placing = placings(ranking, game.player_count)
    tallies = (counts or ThrowCounts.of_game(game)).seats
    players = tuple(
        PlayerResult(
            seat=s.seat,
            player_id=player_ids[s.seat],
            name=game.names[s.seat],
            place=s.place,
            total=s.total,
            resigned=s.resigned,
            placing=placing[s.seat],
            points=POINTS[placing[s.seat]],
            five_alikes=tallies[s.seat].five_alikes,
            upper_bonuses=tallies[s.seat].upper_bonuses,
            completed=not game.sheets[s.seat].free_boxes,
        )
        for s in sorted(ranking, key=lambda standing: standing.seat)
    )
    return FinishedGame(table_id, finished_at, players)


def milestones_of(stats: StatsAfter) -> set[Milestone]:
    """Every milestone these counts have reached."""
    reached = set()
    if stats.games >= 1:
        reached.add(Milestone.FIRST_GAME)
    if stats.wins >= 1:
        reached.add(Milestone.FIRST_WIN)
    if stats.opponents >= 3:
        reached.add(Milestone.THREE_OPPONENTS)
    if stats.wins >= 5:
        reached.add(Milestone.FIVE_WINS)
    if stats.wins >= 25:
        reached.add(Milestone.TWENTY_FIVE_WINS)
    return reached


def level_of(milestones: int) -> int:
    return milestones + 1
