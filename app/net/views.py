"""The values inside server messages: tables, seats, sheets, clock, chat, results, leaderboards.

Actions and events travel in the rules engine's own plain-data form (``Action.to_dict`` /
``action_from_dict``, ``Event.to_dict``): a client replays the actions on its own
``app.rules.Game`` and stays exactly in step with the server, and animates the events.
"""

from __future__ import annotations

from typing import Any

import msgspec

from app.rules import Action, Event, Game, Ruleset, action_from_dict, preset

from .codes import Milestone, Period, Placing, RematchStatus, TableStatus

ActionData = dict[str, Any]
"""An engine action as plain data: ``{"type": "roll", "seat": 0, "dice": [3, 3, 5, 1, 6]}``."""
EventData = dict[str, Any]
"""An engine event as plain data: ``{"kind": "entered", "seat": 0, "box": "threes", ...}``."""


class View(msgspec.Struct, kw_only=True):
    """Base of every value inside a message."""


class RulesView(View):
    preset: str
    """A preset name of ``app.rules.PRESET_NAMES``."""
    triple: bool = False
    forced_order: bool = False

    def to_rules(self) -> Ruleset:
        """The engine's ruleset; ``ValueError`` for an unknown preset."""
        return preset(self.preset, triple=self.triple, forced_order=self.forced_order)


class PlayerView(View):
    id: int
    name: str
    level: int
    """Milestones reached plus one."""
    points: int
    """All points ever earned (leaderboards count them per period)."""


class DiceView(View):
    """What it takes to check the table's dice (``app.net.dice``): the server's commitment from
    the start, the seats' contributions, and the server's seed once the game is over."""

    version: int
    scope: str
    commit: str
    """SHA-256 of the server's seed, hex."""
    contributions: list[str | None]
    """Per seat: the dice seed its player gave (hex), or None (none, or not yet)."""
    seed: str | None = None
    """The server's seed (hex), revealed when the game is over."""


class DailyView(View):
    """The daily challenge an attempt's table belongs to."""

    day: int
    """Days since 1970-01-01 (UTC)."""
    date: str
    """The day as ``YYYY-MM-DD``."""
    ruleset: str
    ends: int
    """Unix ms when the day is over: an unfinished attempt is void then."""
    practice: bool = False
    """A practice attempt: the day's practice dice (unrelated to the ranked ones), on no
    board; else the player's one ranked attempt of the day."""


class SeatView(View):
    seat: int
    player: int | None
    """None while the seat is free."""
    name: str | None
    level: int
    connected: bool
    """False while the player is away (the seat is kept for them)."""
    resigned: bool
    away_ms: int | None = None
    """While the player is away: milliseconds the seat still waits for them before it is given
    up (resigned, or freed before the start), when the message was sent. None otherwise, and
    where nothing gives the seat up (a solo table)."""
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""


class TurnClock(View):
    """The clock of the turn that is running."""

    seat: int
    limit: int
    """Seconds per turn at this table."""
    left_ms: int
    """Milliseconds left when the message was sent."""


class SheetView(View):
    scores: list[int | None]
    """Per box in ``Ruleset.box_keys`` order; None while free."""
    extra_bonuses: int
    jokers: list[int]
    """Indices of boxes filled with a joker's full value."""
    total: int


class StandingView(View):
    seat: int
    place: int
    total: int
    resigned: bool


class GameView(View):
    """Everything visible of a game; a client with ``app.rules`` may instead replay the log."""

    names: list[str]
    current: int
    dice: list[int] | None
    held: list[bool]
    rolls_left: int
    rolls_used: int
    saved_rolls: list[int]
    resigned: list[int]
    over: bool
    sheets: list[SheetView]
    ranking: list[StandingView]


class ChatLine(View):
    seat: int | None
    """The writer's seat (None for a spectator)."""
    player: int
    name: str
    text: str
    at: int
    """Unix time in milliseconds."""
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""


class ResultLine(View):
    seat: int
    player: int
    name: str
    place: int
    total: int
    resigned: bool
    placing: Placing
    points: int
    capped: bool = False
    """The game is beyond the daily cap for these players: ``points`` is 0 and it counts in no
    statistics or milestones."""
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""


class TableSummary(View):
    """One public table in the lobby: open (to join) or playing (to watch)."""

    code: str
    rules: RulesView
    seats: int
    taken: int
    names: list[str]
    """Who sits there already, in seat order."""
    clock: int
    host: str
    status: TableStatus = TableStatus.OPEN
    totals: list[int] = msgspec.field(default_factory=list)
    """While playing: each seat's total so far, in seat order."""
    players: list[int] = msgspec.field(default_factory=list)
    """The ids of ``names``, in seat order (the lobby tags look-alike names by them)."""
    tags: list[str | None] = msgspec.field(default_factory=list)
    """Per name: its ``tag`` when another name in the lobby looks the same (see
    ``SeatView.tag``); empty when there is none to show. ``host`` is ``names[0]``."""


class RematchView(View):
    """A rematch offered at a finished table."""

    by: int
    """The seat that offered it."""
    accepted: list[int]
    """The seats that said yes (the offering one included)."""
    ends: int
    """When the offer lapses (Unix ms)."""
    status: RematchStatus
    seat: int | None = None
    """Who declined, or whose leaving made it lapse."""
    table: str | None = None
    """The new table's code once it started."""


class RecentPlayer(View):
    """Someone the player played with lately (the newest game with them)."""

    id: int
    name: str
    level: int
    at: int
    """When that game finished (Unix ms)."""
    placing: Placing
    """How the asking player did in it."""
    online: bool
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""
    their_placing: Placing | None = None
    """How this player (the other one) did in it (None from servers before it was sent)."""


class LeaderboardEntry(View):
    rank: int
    """1 for the most points; equal points share a rank."""
    player: int
    name: str
    level: int
    points: int
    games: int
    wins: int
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""


class Leaderboard(View):
    """``GET /leaderboard/{period}``."""

    period: Period
    start: str
    """ISO 8601 UTC instant the period began."""
    end: str
    entries: list[LeaderboardEntry]


class DailyChallenge(View):
    ruleset: str
    commit: str
    """SHA-256 of the day's secret seed (hex): the seed is revealed when the day is over."""
    attempts: int
    """Attempts begun so far."""


class RevealedSeed(View):
    day: int
    date: str
    ruleset: str
    seed: str
    """Hex: with it every attempt of that day can be checked (``app.net.dice``)."""


class DailyChallenges(View):
    """``GET /daily``: today's challenges, and the seeds of the last days."""

    version: int
    day: int
    date: str
    ends: int
    """Unix ms when the day is over."""
    challenges: list[DailyChallenge]
    revealed: list[RevealedSeed]


class DailyEntry(View):
    rank: int
    """Equal totals share a rank."""
    player: int
    name: str
    total: int
    tag: str | None = None
    """A short mark of the player (``#4f2a``) when another name shown beside this one looks
    the same (``app.server.names``); the client shows it with the name. None otherwise."""


class DailyBar(View):
    low: int
    """Totals from ``low`` to ``low + 9``."""
    count: int


class DailyBoard(View):
    """``GET /daily/{day}/{ruleset}`` and ``GET /daily/week/{ruleset}``."""

    ruleset: str
    days: list[int]
    commit: str | None
    """The day's commitment (None for a week)."""
    seed: str | None
    """The day's seed, once the day is over (None for a week)."""
    attempts: int
    """Scored attempts."""
    distribution: list[DailyBar]
    entries: list[DailyEntry]
    """The best, at most ``limit``."""
    you: DailyEntry | None = None
    """The asking player's place (with ``Authorization: Bearer TOKEN``)."""


class PlayerStats(View):
    games: int
    wins: int
    draws: int
    losses: int
    best_total: int
    """The best total of a sheet filled to the end; 0 while there is none (a game won because
    the others resigned early does not count here)."""
    five_alikes: int
    """Throws of all dice alike entered on the sheet."""
    upper_bonuses: int
    points: int


class PlayerProfile(View):
    """``GET /players/{id}``."""

    id: int
    name: str
    level: int
    milestones: list[Milestone]
    stats: PlayerStats


# --- building views from engine values ------------------------------------------------------------


def rules_view(rules: Ruleset) -> RulesView:
    return RulesView(preset=rules.name, triple=rules.triple, forced_order=rules.forced_order)


def game_view(game: Game) -> GameView:
    return GameView(
        names=list(game.names),
        current=game.current,
        dice=list(game.dice) if game.dice is not None else None,
        held=list(game.held),
        rolls_left=game.rolls_left,
        rolls_used=game.rolls_used,
        saved_rolls=list(game.saved_rolls),
        resigned=list(game.resigned),
        over=game.over,
        sheets=[
            SheetView(
                scores=list(sheet.scores),
                extra_bonuses=sheet.extra_bonuses,
                jokers=list(sheet.jokers),
                total=sheet.total,
            )
            for sheet in game.sheets
        ],
        ranking=[
            StandingView(seat=s.seat, place=s.place, total=s.total, resigned=s.resigned)
            for s in game.ranking()
        ],
    )


def action_data(action: Action) -> ActionData:
    return action.to_dict()


def event_data(event: Event) -> EventData:
    return event.to_dict()


def actions_from_data(items: list[ActionData]) -> list[Action]:
    """Engine actions from their wire form; ``ValueError`` when one is malformed."""
    return [action_from_dict(item) for item in items]


def step_of(game: Game) -> int:
    """The game's step: how many rolls and entries it has seen. Holding does not change it."""
    return sum(1 for action in game.log if action.kind in _STEP_KINDS)


_STEP_KINDS = frozenset({"roll", "enter", "strike", "time_out"})

__all__ = [
    "ActionData",
    "ChatLine",
    "EventData",
    "GameView",
    "Leaderboard",
    "LeaderboardEntry",
    "PlayerProfile",
    "PlayerStats",
    "PlayerView",
    "ResultLine",
    "RulesView",
    "SeatView",
    "SheetView",
    "StandingView",
    "TableSummary",
    "TurnClock",
    "View",
    "action_data",
    "actions_from_data",
    "event_data",
    "game_view",
    "rules_view",
    "step_of",
]
