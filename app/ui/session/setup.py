"""Who sits at a table and under which rules: chosen on the start screen, saved with the game.

The rules engine is loaded only where a table is checked against it or played: the start
screen's first frame reads the table set up last without it (issue 31, ``read_json``).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.rules import GameRecord, Ruleset, SeatRecord

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


class SeatKind(enum.StrEnum):
    YOU = "you"
    """The owner of this profile: their games go into the statistics."""
    PERSON = "person"
    """Another person at this computer (hot seat)."""
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class Seat:
    kind: SeatKind
    level: str = "medium"
    """The computer's strength (only for computers)."""
    name: str = ""
    """A name typed by the player; "" shows a default."""

    @property
    def is_person(self) -> bool:
        return self.kind is not SeatKind.COMPUTER


@dataclass(frozen=True, slots=True)
class TableSetup:
    preset: str = "official"
    triple: bool = False
    forced_order: bool = False
    seats: tuple[Seat, ...] = (Seat(SeatKind.YOU),)
    practice: int | None = None
    """The day (``app.net.practice``) whose public practice stream rolls the dice: a solo game
    of "you" without hints. None for an ordinary game."""

    @property
    def levels(self) -> tuple[str | None, ...]:
        """Each seat's computer level, None for a person (for the win chances)."""
        return tuple(seat.level if seat.kind is SeatKind.COMPUTER else None for seat in self.seats)

    @classmethod
    def practice_of(cls, ruleset: str, day: int) -> TableSetup:
        """The offline practice of a day's challenge: "you" alone, the day's public dice."""
        return cls(ruleset, seats=(Seat(SeatKind.YOU),), practice=day)

    def rules(self) -> Ruleset:
        from app.rules import preset

        return preset(self.preset, triple=self.triple, forced_order=self.forced_order)

    @property
    def you(self) -> int | None:
        """The seat of this profile's owner, if they sit at the table."""
        return next((i for i, s in enumerate(self.seats) if s.kind is SeatKind.YOU), None)

    def problem(self) -> str | None:
        """Why this table cannot start, as a code; None when it can."""
        from app.rules import MAX_PLAYERS

        if len(self.seats) > MAX_PLAYERS:
            return "seat_count"
        return self.seating_problem()

    def seating_problem(self) -> str | None:
        """What ``problem`` says of who sits where, short of the rules' most players (it needs
        no rules engine)."""
        if not self.seats:
            return "seat_count"
        if not any(seat.is_person for seat in self.seats):
            return "no_person"
        if sum(seat.kind is SeatKind.YOU for seat in self.seats) > 1:
            return "two_yous"
        if self.practice is not None and [s.kind for s in self.seats] != [SeatKind.YOU]:
            return "practice_alone"
        return None

    def names(self, default_name: Callable[[int, Seat], str]) -> tuple[str, ...]:
        """Every seat's name: the typed one, else ``default_name(seat_index, seat)``."""
        return tuple(seat.name or default_name(i, seat) for i, seat in enumerate(self.seats))

    def to_json(self) -> str:
        """The setup as it is kept: in the settings (the table set up last), with an unfinished
        game and with every finished one. The one encoder; ``from_json`` the one decoder."""
        return json.dumps(self._to_dict(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> TableSetup:
        """The inverse of :meth:`to_json`; ``ValueError`` for anything unreadable or
        malformed (a table that cannot be played too)."""
        return cls.read_json(text).checked()

    @classmethod
    def read_json(cls, text: str | bytes) -> TableSetup:
        """``from_json`` short of the rules: the table as it was written, its form and who sits
        where checked (``ValueError`` as there), not yet whether the rules know its preset and
        take that many seats (``checked``). The start screen's first frame shows the table set
        up last so, before the rules engine is loaded."""
        try:
            data = json.loads(text)
        except (TypeError, RecursionError) as error:
            raise ValueError(f"a table setup must be JSON text: {error}") from None
        return cls._from_dict(data)

    def checked(self) -> TableSetup:
        """This table, if the rules take it (a preset they know, seats that can play);
        ``ValueError`` if not."""
        from app.rules import PRESET_NAMES

        if self.preset not in PRESET_NAMES:
            raise ValueError(f"unknown preset {self.preset!r}")
        problem = self.problem()
        if problem:
            raise ValueError(f"this table cannot be played: {problem}")
        return self

    def _to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "preset": self.preset,
            "triple": self.triple,
            "forced_order": self.forced_order,
            "seats": [
                {"kind": seat.kind.value, "level": seat.level, "name": seat.name}
                for seat in self.seats
            ],
        }
        if self.practice is not None:
            data["practice"] = self.practice
        return data

    @classmethod
    def _from_dict(cls, data: Any) -> TableSetup:
        if not isinstance(data, dict):
            raise ValueError("a table setup must be an object")
        name = data.get("preset")
        if not isinstance(name, str):
            raise ValueError(f"a preset must be named, not {name!r}")
        triple, forced = data.get("triple"), data.get("forced_order")
        if not isinstance(triple, bool) or not isinstance(forced, bool):
            raise ValueError("table options must be true or false")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list):
            raise ValueError("a table setup needs a list of seats")
        seats = []
        for raw in raw_seats:
            if not isinstance(raw, dict):
                raise ValueError("a seat must be an object")
            try:
                kind = SeatKind(str(raw.get("kind")))
            except ValueError:
                raise ValueError(f"unknown seat kind {raw.get('kind')!r}") from None
            level, seat_name = raw.get("level", "medium"), raw.get("name", "")
            if level not in LEVELS or not isinstance(seat_name, str):
                raise ValueError("a seat needs a known level and a text name")
            seats.append(Seat(kind, level, seat_name))
        practice = data.get("practice")
        if practice is not None and (
            not isinstance(practice, int) or isinstance(practice, bool) or practice < 0
        ):
            raise ValueError("a practice day must be a day number")
        setup = cls(name, triple, forced, tuple(seats), practice)
        problem = setup.seating_problem()
        if problem:
            raise ValueError(f"this table cannot be played: {problem}")
        return setup


def seat_records(setup: TableSetup) -> tuple[SeatRecord, ...]:
    """Who sat at the table, as a game file says it."""
    from app.rules import SeatRecord

    return tuple(
        SeatRecord(seat.kind.value, seat.level if seat.kind is SeatKind.COMPUTER else "")
        for seat in setup.seats
    )


def setup_of_record(record: GameRecord) -> TableSetup:
    """The table of a recorded game, to play on from one of its positions: the same rules and
    seats, each seat named as in the game."""
    rules = record.game.rules
    seats = tuple(
        Seat(SeatKind(seat.kind), seat.level or "medium", name)
        for seat, name in zip(record.seats, record.game.names, strict=True)
    )
    return TableSetup(rules.name, rules.triple, rules.forced_order, seats)
