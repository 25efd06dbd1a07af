"""The game file: a finished game as a JSON file anyone can keep, send and open again.

The format (version 1, ``docs/gamefile.md``) is the engine's own record of a game (``Game.to_dict``)
with a few facts about the table beside it::

    {
     "format": 1,
     "rules": {"preset": "official", "triple": false, "forced_order": false},
     "players": ["Ada", "Bo"],
     "seats": [{"kind": "you", "level": ""}, {"kind": "computer", "level": "hard"}],
     "finished_at": "2026-12-01T10:00:00+00:00",
     "hints": false,
     "table": "",
     "dice": {"version": 1, "scope": "K7QMR2XH", "commit": "…", "contributions": […], "seed": "…"},
     "actions": [
      {"type": "roll", "seat": 0, "dice": [1, 4, 4, 5, 6]},
      ...
     ]
    }

``dice`` (online games only) is what it takes to check every roll (``app.net.dice``); this module
only keeps it, checking its shape, never its meaning.

Reading is strict, and a file is read whole before anything uses it: too large, nested too
deeply, not JSON, an unknown field, a wrong type, another version, an unknown ruleset or an
action the rules do not allow there (each action is replayed by the engine) — each is refused
with a :class:`GameFileError` that says which, and where.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TypeGuard

from .actions import ACTION_TYPES, Action, Roll, action_from_dict
from .errors import IllegalMove
from .game import FORMAT_VERSION, MAX_PLAYERS, Game
from .ruleset import Ruleset

GAME_FILE_FORMAT = FORMAT_VERSION
"""The version of the format this module reads and writes (the engine's record's)."""
MAX_BYTES = 4_000_000
"""A long four-player Maxi Triple game is about 200 kB."""
MAX_DEPTH = 4
"""The file's own nesting: the object, its lists, their objects, a roll's dice."""
MAX_ACTIONS = 50_000
MAX_NAME_IN_FILE = 64
"""The longest player name a game file may hold. Not the display-name rule
(``app.net.values.NAME_MAX_LENGTH``, 24), on purpose: that rule decides which names a player may
choose (and the rules import nothing of the project); this one only bounds what the reader takes
from a file it did not write, so that a file of another version or one written by hand is still
read when its names are a little longer, while a file cannot carry a page of text as a name."""

SEAT_KINDS: tuple[str, ...] = ("you", "person", "computer")
"""Who sat in a seat: the one who kept the file, another person, or a computer."""
LEVELS: tuple[str, ...] = ("", "easy", "medium", "hard")
"""A computer's strength ("" for people)."""

_FIELDS = {
    "format",
    "rules",
    "players",
    "seats",
    "finished_at",
    "hints",
    "table",
    "dice",
    "actions",
}
_DICE_FIELDS = {"version", "scope", "commit", "contributions", "seed"}
MAX_HEX = 128
"""A seed, a contribution or a commitment, in hex (64 bytes at most)."""
_ACTION_FIELDS = {"type", "seat", "die", "box", "dice"}
_RULES_FIELDS = {"preset", "triple", "forced_order"}


class GameFileError(ValueError):
    """A file that is not a valid game. ``code`` says what is wrong (for a translated message):
    ``too_large``, ``not_json``, ``too_deep``, ``not_a_game``, ``wrong_version``, ``bad_rules``,
    ``bad_players``, ``bad_seats``, ``bad_field``, ``bad_action``, ``impossible_action``,
    ``not_finished``. ``action`` is the 1-based number of the action at fault (0: none)."""

    def __init__(self, code: str, message: str, *, action: int = 0) -> None:
        super().__init__(message if not action else f"action {action}: {message}")
        self.code = code
        self.action = action


@dataclass(frozen=True, slots=True)
class SeatRecord:
    kind: str
    """One of ``SEAT_KINDS``."""
    level: str = ""
    """One of ``LEVELS``; "" for people."""


@dataclass(frozen=True, slots=True)
class DiceRecord:
    """How an online game's dice were made, as the server published it (``app.net.dice`` checks
    it): kept as text, so that a file says exactly what it was given."""

    version: int
    scope: str
    commit: str
    """SHA-256 of the server's seed, hex, published before the first roll."""
    contributions: tuple[str | None, ...] = ()
    """Per seat, the seed its player gave (hex), or None."""
    seed: str | None = None
    """The server's seed (hex), once it was revealed."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "scope": self.scope,
            "commit": self.commit,
            "contributions": list(self.contributions),
            "seed": self.seed,
        }


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A finished game with what the file says about its table."""

    game: Game
    seats: tuple[SeatRecord, ...]
    """One per player; people in every seat when the file does not say."""
    finished_at: str = ""
    """ISO 8601 time in UTC ("" when unknown)."""
    hints: bool = False
    """Hints were shown to someone at the table during the game."""
    table: str = ""
    """The online table's code ("" for a game played on one computer)."""
    dice: DiceRecord | None = None
    """An online game's dice, to check them (None for games played here, or from before)."""

    @property
    def you(self) -> int | None:
        """The seat marked "you" (who kept the file), if any."""
        return next((i for i, seat in enumerate(self.seats) if seat.kind == "you"), None)

    @property
    def levels(self) -> tuple[str | None, ...]:
        """Each seat's computer level, None for a person (the win chances value people as
        hard plays)."""
        return tuple(seat.level or None if seat.kind == "computer" else None for seat in self.seats)


# --- writing ---------------------------------------------------------------------------------


def write_game_file(record: GameRecord) -> str:
    """The file's text: one field a line, one action a line."""
    game = record.game
    head = {
        "format": GAME_FILE_FORMAT,
        "rules": game.rules.to_dict(),
        "players": list(game.names),
        "seats": [{"kind": seat.kind, "level": seat.level} for seat in record.seats],
        "finished_at": record.finished_at,
        "hints": record.hints,
        "table": record.table,
    }
    if record.dice is not None:
        head["dice"] = record.dice.to_dict()
    lines = [
        f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},"
        for key, value in head.items()
    ]
    actions = ",\n".join(f"  {json.dumps(action.to_dict())}" for action in game.log)
    return "{\n" + "\n".join(lines) + '\n "actions": [\n' + actions + "\n ]\n}\n"


# --- reading ---------------------------------------------------------------------------------


def read_game_file(content: bytes | str) -> GameRecord:
    """The game in a file's content; ``GameFileError`` when it is not a valid finished game."""
    raw = content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content
    if len(raw) > MAX_BYTES:
        raise GameFileError(
            "too_large", f"{len(raw)} bytes; a game file has at most {MAX_BYTES} bytes"
        )
    try:
        data = json.loads(raw)
    except RecursionError:
        raise GameFileError(
            "too_deep", f"nested too deeply; a game file nests {MAX_DEPTH}"
        ) from None
    except ValueError as error:  # JSONDecodeError, UnicodeDecodeError
        raise GameFileError("not_json", f"not JSON: {error}") from None
    if _deeper_than(data, MAX_DEPTH):
        raise GameFileError("too_deep", f"nested too deeply; a game file nests {MAX_DEPTH}")
    return _record(data)


def _deeper_than(data: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` deep in parsed JSON."""
    level: list[Any] = [data]
    for _ in range(limit):
        level = [
            child
            for item in level
            if isinstance(item, list | dict)
            for child in (item.values() if isinstance(item, dict) else item)
        ]
    return any(isinstance(item, list | dict) for item in level)


def _record(data: Any) -> GameRecord:
    if not isinstance(data, dict) or "actions" not in data or "players" not in data:
        raise GameFileError("not_a_game", "not a game: an object with players and actions")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise GameFileError("bad_field", f"unknown field {unknown[0]!r}")
    if data.get("format") != GAME_FILE_FORMAT or isinstance(data.get("format"), bool):
        raise GameFileError(
            "wrong_version", f"format {data.get('format')!r}; this version reads {GAME_FILE_FORMAT}"
        )
    rules = _rules(data.get("rules"))
    names = _players(data["players"])
    seats = _seats(data.get("seats"), len(names))
    finished_at, table, hints = (
        data.get("finished_at", ""),
        data.get("table", ""),
        data.get("hints", False),
    )
    if not isinstance(finished_at, str) or len(finished_at) > 40:
        raise GameFileError("bad_field", "finished_at must be a short text")
    if not isinstance(table, str) or len(table) > 16:
        raise GameFileError("bad_field", "table must be a short text")
    if not isinstance(hints, bool):
        raise GameFileError("bad_field", "hints must be true or false")
    dice = _dice(data.get("dice"))
    game = _replay(rules, names, data["actions"])
    if not game.over:
        raise GameFileError("not_finished", "the game in the file is not finished")
    return GameRecord(game, seats, finished_at, hints, table, dice)


def _dice(data: Any) -> DiceRecord | None:
    if data is None:
        return None
    if not isinstance(data, dict) or set(data) - _DICE_FIELDS:
        raise GameFileError("bad_field", f"dice must be an object of {sorted(_DICE_FIELDS)}")
    version, scope, commit = data.get("version"), data.get("scope"), data.get("commit")
    contributions, seed = data.get("contributions", []), data.get("seed")
    if not isinstance(version, int) or isinstance(version, bool) or not 0 < version < 1000:
        raise GameFileError("bad_field", "dice.version must be a small number")
    if not isinstance(scope, str) or not 0 < len(scope) <= 64 or not scope.isprintable():
        raise GameFileError("bad_field", "dice.scope must be a short text")
    if not _is_hex(commit) or not (seed is None or _is_hex(seed)):
        raise GameFileError("bad_field", "dice.commit and dice.seed must be hex")
    if not isinstance(contributions, list) or len(contributions) > MAX_PLAYERS:
        raise GameFileError("bad_field", "dice.contributions must be a list, one per seat")
    if not all(item is None or _is_hex(item) for item in contributions):
        raise GameFileError("bad_field", "each of dice.contributions must be hex or null")
    return DiceRecord(version, scope, commit, tuple(contributions), seed)


def _is_hex(value: Any) -> TypeGuard[str]:
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_HEX
        and len(value) % 2 == 0
        and all(c in "0123456789abcdefABCDEF" for c in value)
    )


def _rules(data: Any) -> Ruleset:
    if not isinstance(data, dict) or set(data) - _RULES_FIELDS:
        raise GameFileError("bad_rules", "rules must be an object of preset, triple, forced_order")
    try:
        return Ruleset.from_dict(data)
    except ValueError as error:
        raise GameFileError("bad_rules", str(error)) from None


def _players(data: Any) -> tuple[str, ...]:
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_PLAYERS:
        raise GameFileError("bad_players", f"players must be a list of 1 to {MAX_PLAYERS} names")
    for name in data:
        if (
            not isinstance(name, str)
            or not 1 <= len(name) <= MAX_NAME_IN_FILE
            or not name.isprintable()
        ):
            raise GameFileError(
                "bad_players", f"a player's name must be 1 to {MAX_NAME_IN_FILE} characters"
            )
    return tuple(data)


def _seats(data: Any, players: int) -> tuple[SeatRecord, ...]:
    if data is None:
        return (SeatRecord("person"),) * players
    if not isinstance(data, list) or len(data) != players:
        raise GameFileError("bad_seats", "seats must be a list with one seat per player")
    seats = []
    for seat in data:
        if not isinstance(seat, dict) or set(seat) - {"kind", "level"}:
            raise GameFileError("bad_seats", "a seat is an object of kind and level")
        kind, level = seat.get("kind"), seat.get("level", "")
        if kind not in SEAT_KINDS or level not in LEVELS or (level == "") != (kind != "computer"):
            raise GameFileError("bad_seats", f"a seat of kind {kind!r} and level {level!r}")
        seats.append(SeatRecord(kind, level))
    if sum(seat.kind == "you" for seat in seats) > 1:
        raise GameFileError("bad_seats", "only one seat can be marked you")
    return tuple(seats)


def _replay(rules: Ruleset, names: tuple[str, ...], data: Any) -> Game:
    if not isinstance(data, list):
        raise GameFileError("bad_action", "actions must be a list")
    if len(data) > MAX_ACTIONS:
        raise GameFileError(
            "too_large", f"{len(data)} actions; a game file has at most {MAX_ACTIONS}"
        )
    game = Game.new(rules, names)
    for number, item in enumerate(data, start=1):
        action = _action(item, number)
        try:
            game = game.apply(action).game
        except IllegalMove as error:
            raise GameFileError("impossible_action", str(error), action=number) from None
    return game


def _action(item: Any, number: int) -> Action:
    if not isinstance(item, dict) or set(item) - _ACTION_FIELDS:
        raise GameFileError(
            "bad_action", f"an action is an object of {sorted(_ACTION_FIELDS)}", action=number
        )
    if item.get("type") not in ACTION_TYPES:
        raise GameFileError(
            "bad_action", f"unknown action type {item.get('type')!r}", action=number
        )
    try:
        action = action_from_dict(item)
    except ValueError as error:
        raise GameFileError("bad_action", str(error), action=number) from None
    if isinstance(action, Roll) and action.dice is None:
        raise GameFileError("bad_action", "a roll must carry its dice", action=number)
    return action
