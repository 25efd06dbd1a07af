"""A whole game for 1-4 players: turns, rolls, entries, resignations and the final ranking.

A ``Game`` is an immutable value. Every action returns an :class:`Outcome`: the next game and the
events it produced; an illegal action raises an ``IllegalMove`` and the game stays as it was.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from .actionlog import EMPTY_LOG, ActionLog
from .actions import (
    Action,
    Enter,
    Hold,
    Release,
    Resign,
    Roll,
    Strike,
    TimeOut,
    action_from_dict,
)
from .dice import Dice, DiceSource, roll_dice
from .errors import (
    AllDiceHeld,
    GameOver,
    InvalidDice,
    InvalidDie,
    NoRollsLeft,
    NotYourTurn,
    PlayerResigned,
    RollFirst,
    UnknownSeat,
)
from .events import (
    BonusEarned,
    Entered,
    Event,
    GameEnded,
    Held,
    JokerUsed,
    Resigned,
    Rolled,
    RollsSaved,
    Standing,
    TurnPassed,
)
from .ruleset import Ruleset
from .sheet import Sheet

MAX_PLAYERS = 4
FORMAT_VERSION = 1


class Outcome(NamedTuple):
    """The game after an action, and what happened."""

    game: Game
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Game:
    """The state of a game. Build one with :meth:`new`; change it only through its actions."""

    rules: Ruleset
    names: tuple[str, ...]
    """One per seat, as given by whoever set the table."""
    sheets: tuple[Sheet, ...]
    saved_rolls: tuple[int, ...]
    """Rolls each player has saved for later turns (Maxi); the player to move's are in
    ``rolls_left`` while their turn runs."""
    resigned: tuple[int, ...]
    """Seats that resigned, in the order they did."""
    current: int
    """The seat to move."""
    dice: Dice | None
    """The dice of the turn; None until its first roll."""
    held: tuple[bool, ...]
    rolls_left: int
    rolls_used: int
    """Rolls taken in this turn."""
    turn: int
    """The running turn's number over the whole game, from 0 (each turn of each seat counts)."""
    over: bool
    log: ActionLog
    """Every accepted action, rolls with their dice: enough to replay the game. Holding a die
    that is already held (or releasing a free one) changes nothing and is not logged."""

    # --- creating -------------------------------------------------------------------------------

    @classmethod
    def new(cls, rules: Ruleset, players: int | Sequence[str] = 1) -> Game:
        """A game about to start, seat 0 to move. ``players`` is a count or the seats' names."""
        names = (
            tuple(f"{seat + 1}" for seat in range(players))
            if isinstance(players, int)
            else tuple(players)
        )
        if not 1 <= len(names) <= MAX_PLAYERS:
            raise ValueError(f"a game has 1 to {MAX_PLAYERS} players, not {len(names)}")
        return cls(
            rules=rules,
            names=names,
            sheets=(Sheet.new(rules),) * len(names),
            saved_rolls=(0,) * len(names),
            resigned=(),
            current=0,
            dice=None,
            held=(False,) * rules.dice_count,
            rolls_left=rules.rolls_per_turn,
            rolls_used=0,
            turn=0,
            over=False,
            log=EMPTY_LOG,
        )

    @classmethod
    def replay(
        cls,
        rules: Ruleset,
        players: int | Sequence[str],
        actions: Iterable[Action],
        source: DiceSource | None = None,
    ) -> Game:
        """Play ``actions`` from the start. Rolls use their recorded dice, else ``source``
        (``random.Random(seed)`` replays a seeded game)."""
        game = cls.new(rules, players)
        for action in actions:
            game = game.apply(action, source).game
        return game

    # --- reading --------------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.names)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats still playing (not resigned), in seat order."""
        return tuple(seat for seat in range(self.player_count) if seat not in self.resigned)

    @property
    def sheet(self) -> Sheet:
        """The sheet of the player to move."""
        return self.sheets[self.current]

    @property
    def has_rolled(self) -> bool:
        return self.dice is not None

    def options(self) -> dict[str, int]:
        """Where the current dice may go, with their points; empty before the first roll."""
        if self.dice is None or self.over:
            return {}
        return self.sheet.options(self.dice)

    def ranking(self) -> tuple[Standing, ...]:
        """Places by total; ties share a place; resigned players behind everyone who played on,
        a later resignation ahead of an earlier one."""
        totals = [sheet.total for sheet in self.sheets]
        active = self.active_seats
        standings = [
            Standing(
                seat, 1 + sum(totals[other] > totals[seat] for other in active), totals[seat], False
            )
            for seat in active
        ]
        standings.sort(key=lambda standing: (standing.place, standing.seat))
        for offset, seat in enumerate(reversed(self.resigned)):
            standings.append(Standing(seat, len(active) + offset + 1, totals[seat], True))
        return tuple(standings)

    # --- acting ---------------------------------------------------------------------------------

    def apply(self, action: Action, source: DiceSource | None = None) -> Outcome:
        """Carry out any action value (as logged, sent over the wire, or replayed)."""
        match action:
            case Hold(seat, die):
                return self._set_held(seat, die, True)
            case Release(seat, die):
                return self._set_held(seat, die, False)
            case Roll(seat, dice):
                return self._roll(seat, dice, source)
            case Enter(seat, box):
                return self._enter(action, box)
            case Strike(seat, box):
                return self._enter(action, box, strike=True)
            case TimeOut(seat, box):
                return self._enter(action, box)
            case Resign(seat):
                return self._resign(seat)
        raise TypeError(f"not an action: {action!r}")

    def hold(self, die: int, *, seat: int | None = None) -> Outcome:
        """Keep die ``die`` (0-based) out of the next roll."""
        return self.apply(Hold(self._seat(seat), die))

    def release(self, die: int, *, seat: int | None = None) -> Outcome:
        """Put a kept die back into the next roll."""
        return self.apply(Release(self._seat(seat), die))

    def toggle(self, die: int, *, seat: int | None = None) -> Outcome:
        """Hold a free die or release a held one."""
        held = 0 <= die < len(self.held) and self.held[die]
        return self.release(die, seat=seat) if held else self.hold(die, seat=seat)

    def roll(self, source: DiceSource, *, seat: int | None = None) -> Outcome:
        """Roll every die that is not held."""
        return self.apply(Roll(self._seat(seat)), source)

    def enter(self, box: str, *, seat: int | None = None) -> Outcome:
        """Enter the dice in ``box`` and pass the turn."""
        return self.apply(Enter(self._seat(seat), box))

    def strike(self, box: str, *, seat: int | None = None) -> Outcome:
        """Cross ``box`` out with 0 (where the dice score nothing there) and pass the turn."""
        return self.apply(Strike(self._seat(seat), box))

    def time_out(self, box: str, *, seat: int | None = None) -> Outcome:
        """The turn clock ran out: enter the dice in ``box``, chosen for the player."""
        return self.apply(TimeOut(self._seat(seat), box))

    def resign(self, seat: int | None = None) -> Outcome:
        """``seat`` (default: the player to move) leaves the game; the others play on."""
        return self.apply(Resign(self._seat(seat)))

    # --- the rules of a turn --------------------------------------------------------------------

    def _seat(self, seat: int | None) -> int:
        return self.current if seat is None else seat

    def _check_seat(self, seat: int) -> None:
        if self.over:
            raise GameOver("the game is over")
        if not 0 <= seat < self.player_count:
            raise UnknownSeat(f"there is no seat {seat} at this table")
        if seat in self.resigned:
            raise PlayerResigned(f"seat {seat} has resigned")

    def _check_turn(self, seat: int) -> None:
        self._check_seat(seat)
        if seat != self.current:
            raise NotYourTurn(f"it is seat {self.current}'s turn, not seat {seat}'s")

    def _set_held(self, seat: int, die: int, held: bool) -> Outcome:
        self._check_turn(seat)
        if self.dice is None:
            raise RollFirst("roll before keeping dice")
        if not 0 <= die < len(self.held):
            raise InvalidDie(f"there is no die {die}; dice are 0 to {len(self.held) - 1}")
        if self.held[die] == held:
            return Outcome(self, ())
        flags = list(self.held)
        flags[die] = held
        action = (Hold if held else Release)(seat, die)
        game = replace(self, held=tuple(flags), log=self.log.append(action))
        return Outcome(game, (Held(seat, die, held),))

    def _roll(self, seat: int, recorded: Dice | None, source: DiceSource | None) -> Outcome:
        self._check_turn(seat)
        if self.rolls_left <= 0:
            raise NoRollsLeft("no rolls left: enter the dice in a box")
        count = self.rules.dice_count
        if self.dice is None:
            held = (False,) * count
        elif all(self.held):
            raise AllDiceHeld("every die is held: release one to roll")
        else:
            held = self.held
        if recorded is not None:
            dice = self._check_recorded(recorded, held)
        elif source is not None:
            fresh = iter(roll_dice(source, count - sum(held)))
            old = self.dice or (0,) * count
            dice = tuple(old[i] if held[i] else next(fresh) for i in range(count))
        else:
            raise ValueError("a roll needs a dice source")
        game = replace(
            self,
            dice=dice,
            held=held,
            rolls_left=self.rolls_left - 1,
            rolls_used=self.rolls_used + 1,
            log=self.log.append(Roll(seat, dice)),
        )
        return Outcome(game, (Rolled(seat, dice, held, game.rolls_left),))

    def _check_recorded(self, dice: Dice, held: tuple[bool, ...]) -> Dice:
        # A logged roll must be possible here: right count, faces 1-6, held dice unchanged.
        ok = len(dice) == len(held) and all(isinstance(v, int) and 1 <= v <= 6 for v in dice)
        if ok and self.dice is not None:
            ok = all(dice[i] == self.dice[i] for i in range(len(held)) if held[i])
        if not ok:
            raise InvalidDice(f"a recorded roll {dice!r} cannot follow {self.dice!r}")
        return tuple(dice)

    def _enter(self, action: Enter | Strike | TimeOut, box: str, strike: bool = False) -> Outcome:
        seat = action.seat
        self._check_turn(seat)
        if self.dice is None:
            raise RollFirst("roll before entering a box")
        sheet, entry = self.sheet.play(box, self.dice, strike=strike)
        events: list[Event] = [
            Entered(
                seat, box, entry.points, self.dice, entry.points == 0, isinstance(action, TimeOut)
            )
        ]
        if entry.joker:
            events.append(JokerUsed(seat, box, entry.points))
        if entry.upper_bonus:
            events.append(BonusEarned(seat, "upper", entry.upper_bonus, entry.column))
        if entry.extra_bonus:
            events.append(BonusEarned(seat, "extra_alike", entry.extra_bonus, entry.column))
        saved = list(self.saved_rolls)
        if self.rules.saves_rolls:
            saved[seat] = self.rolls_left
            if self.rolls_left:
                events.append(RollsSaved(seat, self.rolls_left))
        sheets = list(self.sheets)
        sheets[seat] = sheet
        game = replace(
            self, sheets=tuple(sheets), saved_rolls=tuple(saved), log=self.log.append(action)
        )
        return game._next_turn(events)

    def _resign(self, seat: int) -> Outcome:
        self._check_seat(seat)
        game = replace(self, resigned=(*self.resigned, seat), log=self.log.append(Resign(seat)))
        events: list[Event] = [Resigned(seat)]
        if len(game.active_seats) <= 1 and (game.player_count > 1 or not game.active_seats):
            return game._finish(events)
        if seat == self.current:
            return game._next_turn(events)
        if all(game.sheets[s].is_full for s in game.active_seats):
            return game._finish(events)
        return Outcome(game, tuple(events))

    def _next_turn(self, events: list[Event]) -> Outcome:
        active = self.active_seats
        if all(self.sheets[seat].is_full for seat in active):
            return self._finish(events)
        seat = self.current
        while True:
            seat = (seat + 1) % self.player_count
            if seat in active and not self.sheets[seat].is_full:
                break
        saved = list(self.saved_rolls)
        rolls = self.rules.rolls_per_turn + saved[seat]
        saved[seat] = 0
        game = replace(
            self,
            current=seat,
            dice=None,
            held=(False,) * self.rules.dice_count,
            rolls_left=rolls,
            rolls_used=0,
            turn=self.turn + 1,
            saved_rolls=tuple(saved),
        )
        events.append(TurnPassed(seat, rolls))
        return Outcome(game, tuple(events))

    def _finish(self, events: list[Event]) -> Outcome:
        game = replace(self, over=True, dice=None, held=(False,) * self.rules.dice_count)
        events.append(GameEnded(game.ranking()))
        return Outcome(game, tuple(events))

    # --- persistence ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The game as plain data: ruleset, players and the action log (rolls with their dice)."""
        return {
            "format": FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "players": list(self.names),
            "actions": [action.to_dict() for action in self.log],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a game from :meth:`to_dict` by replaying it; ``ValueError`` if it is corrupt."""
        if not isinstance(data, dict):
            raise ValueError("a game record must be an object")
        if data.get("format") != FORMAT_VERSION:
            raise ValueError(f"unsupported game record format {data.get('format')!r}")
        rules = Ruleset.from_dict(data.get("rules"))  # type: ignore[arg-type]
        players = _record_players(data)
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("a game record needs a list of actions")
        parsed = [action_from_dict(item) for item in actions]
        if any(isinstance(action, Roll) and action.dice is None for action in parsed):
            raise ValueError("every roll in a game record must carry its dice")
        return cls.replay(rules, players, parsed)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        return cls.from_dict(_record_data(text))

    @staticmethod
    def names_in_json(text: str | bytes) -> tuple[str, ...]:
        """The players of a record of :meth:`to_json`, read without replaying the game (a list
        of many games needs no more); ``ValueError`` as :meth:`from_json` gives it."""
        data = _record_data(text)
        if not isinstance(data, dict):
            raise ValueError("a game record must be an object")
        return tuple(_record_players(data))


def _record_data(text: str | bytes) -> Any:
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"a game record must be JSON: {error}") from None


def _record_players(data: dict[str, Any]) -> list[str]:
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("a game record needs a list of player names")
    return players
