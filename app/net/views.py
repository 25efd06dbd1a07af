"""The values inside server messages: tables, seats, sheets, clock, chat, results, leaderboards.

Actions and events travel in the rules engine's own plain-data form (``Action.to_dict`` /
``action_from_dict``, ``Event.to_dict``): a client replays the actions on its own
``app.rules.Game`` and stays exactly in step with the server, and animates the events.
"""

from __future__ import annotations

from typing import Any

import msgspec

from app.rules import Action, Event, Game, Ruleset, action_from_dict, preset

from .codes import Milestone, Period, Placing

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


class SeatView(View):
    seat: int
    player: int | None
    """None while the seat is free."""
    name: str | None
    level: int
    connected: bool
    """False while the player is away (the seat is kept for them)."""
    resigned: bool


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


class TableSummary(View):
    """One open table in the lobby."""

    code: str
    rules: RulesView
    seats: int
    taken: int
    names: list[str]
    """Who sits there already, in seat order."""
    clock: int
    host: str


class LeaderboardEntry(View):
    rank: int
    """1 for the most points; equal points share a rank."""
    player: int
    name: str
    level: int
    points: int
    games: int
    wins: int


class Leaderboard(View):
    """``GET /leaderboard/{period}``."""

    period: Period
    start: str
    """ISO 8601 UTC instant the period began."""
    end: str
    entries: list[LeaderboardEntry]


class PlayerStats(View):
    games: int
    wins: int
    draws: int
    losses: int
    best_total: int
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
