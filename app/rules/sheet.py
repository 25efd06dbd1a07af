"""One player's score sheet: which boxes a throw may go in, what it scores, and the totals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from .dice import Dice
from .errors import BoxFilled, BoxNotAllowed, NotAStrike, UnknownBox
from .ruleset import JokerPlacement, JokerTrigger, Ruleset, ThrowScores


@dataclass(frozen=True, slots=True)
class Entry:
    """What entering a throw in a box did to the sheet."""

    box: str
    points: int
    """Written in the box (before any column multiplier)."""
    column: int
    """1-based column of the box (always 1 without Triple)."""
    joker: bool
    """The box got a joker's full value."""
    extra_bonus: int
    """Points of an extra all-alike bonus this throw earned, else 0."""
    upper_bonus: int
    """The column's upper bonus, when this entry reached it; else 0."""


@dataclass(frozen=True, slots=True)
class ColumnCount:
    """One column's sums as they count in the total: multiplied by the column's factor."""

    multiplier: int
    upper: int
    """Ones to sixes."""
    to_go: int
    """What the upper section still needs for its bonus; 0 once it is reached."""
    bonus: int
    """The upper bonus once it is reached, else 0."""
    total: int
    """Boxes and upper bonus."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """An immutable score sheet. Boxes are indexed as in ``rules.box_keys``."""

    rules: Ruleset
    scores: tuple[int | None, ...]
    """Points per box in ``rules.box_keys`` order; None while free."""
    extra_bonuses: int = 0
    """How many extra all-alike bonuses were earned."""
    jokers: tuple[int, ...] = ()
    """Indices of the boxes that were given a joker's full value, in entry order."""

    @classmethod
    def new(cls, rules: Ruleset) -> Sheet:
        return cls(rules, (None,) * len(rules.box_keys))

    @classmethod
    def from_scores(
        cls, rules: Ruleset, scores: Mapping[str, int], *, extra_bonuses: int = 0
    ) -> Sheet:
        """A sheet with the given boxes already filled (for analysis and tests)."""
        values: list[int | None] = [None] * len(rules.box_keys)
        for key, points in scores.items():
            values[_index(rules, key)] = points
        return cls(rules, tuple(values), extra_bonuses)

    # --- reading ------------------------------------------------------------------------------

    def score(self, box: str) -> int | None:
        """The points in ``box``, or None while it is free."""
        return self.scores[_index(self.rules, box)]

    @property
    def free_boxes(self) -> tuple[str, ...]:
        keys = self.rules.box_keys
        return tuple(keys[i] for i, points in enumerate(self.scores) if points is None)

    @property
    def filled_count(self) -> int:
        return sum(points is not None for points in self.scores)

    @property
    def is_full(self) -> bool:
        return None not in self.scores

    def upper_total(self, column: int = 1) -> int:
        """Points in ones to sixes of a column (unmultiplied)."""
        start = (column - 1) * len(self.rules.box_names)
        return sum(points or 0 for points in self.scores[start : start + 6])

    def upper_missing(self, column: int = 1) -> int:
        """Points the column still needs for its upper bonus (0 once reached)."""
        return max(0, self.rules.layout.upper_bonus_line - self.upper_total(column))

    def upper_bonus(self, column: int = 1) -> int:
        """The upper bonus the column has earned (unmultiplied), else 0."""
        return self.rules.layout.upper_bonus if self.upper_missing(column) == 0 else 0

    def column_total(self, column: int = 1) -> int:
        """Boxes and upper bonus of a column, before its multiplier."""
        size = len(self.rules.box_names)
        start = (column - 1) * size
        boxes = sum(points or 0 for points in self.scores[start : start + size])
        return boxes + self.upper_bonus(column)

    def counted_score(self, box: str) -> int | None:
        """The points in ``box`` as they count in the total (Triple: multiplied); None while
        it is free."""
        points = self.score(box)
        return None if points is None else self.rules.counted(box, points)

    def column_count(self, column: int = 1) -> ColumnCount:
        """A column's sums as they count in the total (Triple: multiplied)."""
        factor = self.rules.multipliers[column - 1]
        return ColumnCount(
            multiplier=factor,
            upper=factor * self.upper_total(column),
            to_go=factor * self.upper_missing(column),
            bonus=factor * self.upper_bonus(column),
            total=factor * self.column_total(column),
        )

    @property
    def extra_bonus_points(self) -> int:
        return self.extra_bonuses * self.rules.extra_bonus

    @property
    def total(self) -> int:
        """Everything counted: boxes, upper bonuses, extra bonuses, column multipliers."""
        # ``column_count(c).total`` summed, written out: the strategy engine asks for it often.
        rules = self.rules
        layout = rules.layout
        size = len(layout.boxes)
        total = self.extra_bonuses * rules.extra_bonus
        for column, factor in enumerate(rules.multipliers):
            scores = self.scores[column * size : (column + 1) * size]
            boxes = sum(points for points in scores if points)
            upper = sum(points for points in scores[:6] if points)
            bonus = layout.upper_bonus if upper >= layout.upper_bonus_line else 0
            total += factor * (boxes + bonus)
        return total

    def is_joker(self, box: str) -> bool:
        """Whether ``box`` was filled with a joker's full value."""
        return _index(self.rules, box) in self.jokers

    # --- choosing -----------------------------------------------------------------------------

    def options(self, dice: Dice) -> dict[str, int]:
        """Every box these dice may be entered in now, with the points they would score there."""
        keys = self.rules.box_keys
        return {keys[i]: points for i, points, _ in self._choices(self.rules.throw_scores(dice))}

    def option_rows(self, dice: Dice) -> list[tuple[int, int]]:
        """``options`` by box index (``rules.box_keys`` order): (index, points) pairs."""
        return [(i, points) for i, points, _ in self._choices(self.rules.throw_scores(dice))]

    def alike_option_rows(self) -> tuple[list[tuple[int, int]] | None, ...]:
        """Per face 1-6: ``option_rows`` of the throw of all dice showing it where it is a joker;
        None where it may go wherever any other throw may, at its own points (the strategy
        engine asks this of every sheet)."""
        if not self._jokers_in_play():
            return (None,) * 6
        rules, free = self.rules, self._free_indices()
        throws = [rules.throw_scores((face,) * rules.dice_count) for face in range(1, 7)]
        return tuple(
            [(i, points) for i, points, _ in self._choices(throw, free, jokers=True)]
            for throw in throws
        )

    def extra_bonus_for(self, dice: Dice) -> int:
        """The extra bonus these dice earn if entered now (in any box they may go in), else 0."""
        earned = self._earns_extra_bonus(self.rules.throw_scores(dice))
        return self.rules.extra_bonus if earned else 0

    def enter(self, box: str, dice: Dice) -> Sheet:
        """The sheet after entering ``dice`` in ``box``; raises ``IllegalMove`` if not allowed."""
        return self.play(box, dice)[0]

    def strike(self, box: str, dice: Dice) -> Sheet:
        """Enter 0 in ``box``; only where these dice score nothing there."""
        return self.play(box, dice, strike=True)[0]

    def play(self, box: str, dice: Dice, *, strike: bool = False) -> tuple[Sheet, Entry]:
        """Enter ``dice`` in ``box`` and say what happened; ``IllegalMove`` if not allowed."""
        rules = self.rules
        index = _index(rules, box)
        if self.scores[index] is not None:
            raise BoxFilled(f"{box} is already filled")
        throw = rules.throw_scores(dice)
        choice = next((c for c in self._choices(throw) if c[0] == index), None)
        if choice is None:
            raise BoxNotAllowed(self._refusal(box, throw))
        _, points, joker = choice
        if strike and points:
            raise NotAStrike(f"these dice score {points} in {box}; enter them instead")

        size = len(rules.box_names)
        column = index // size + 1
        bonus_before = self.upper_bonus(column)
        scores = list(self.scores)
        scores[index] = points
        extra = rules.extra_bonus if self._earns_extra_bonus(throw) else 0
        sheet = replace(
            self,
            scores=tuple(scores),
            extra_bonuses=self.extra_bonuses + (1 if extra else 0),
            jokers=(*self.jokers, index) if joker else self.jokers,
        )
        reached = sheet.upper_bonus(column) if not bonus_before else 0
        return sheet, Entry(box, points, column, joker, extra, reached)

    def next_in_order(self) -> tuple[str, ...]:
        """With forced order: the box each column must fill next."""
        keys = self.rules.box_keys
        return tuple(keys[i] for i in self._next_in_order())

    # --- the rules behind the choices ---------------------------------------------------------

    def _free_indices(self) -> list[int]:
        if self.rules.forced_order:
            return self._next_in_order()
        return [i for i, points in enumerate(self.scores) if points is None]

    def _next_in_order(self) -> list[int]:
        size = len(self.rules.box_names)
        found = []
        for start in range(0, len(self.scores), size):
            for i in range(start, start + size):
                if self.scores[i] is None:
                    found.append(i)
                    break
        return found

    def _alike_scores(self) -> list[int | None]:
        rules = self.rules
        size = len(rules.box_names)
        offset = rules.box_names.index(rules.layout.all_same_box)
        return [self.scores[start + offset] for start in range(0, len(self.scores), size)]

    def _jokers_in_play(self) -> bool:
        """Whether an all-alike throw is a joker now."""
        trigger = self.rules.joker_trigger
        if trigger is JokerTrigger.NEVER:
            return False
        alike = self._alike_scores()
        if any(points is None for points in alike):
            return False
        return trigger is JokerTrigger.BOX_FILLED or all(alike)

    def _earns_extra_bonus(self, throw: ThrowScores) -> bool:
        if not throw.alike_face or not self.rules.extra_bonus:
            return False
        return all(self._alike_scores())  # every all-alike box holds its score (None, 0: no)

    def _choices(
        self, throw: ThrowScores, free: list[int] | None = None, *, jokers: bool | None = None
    ) -> list[tuple[int, int, bool]]:
        """(index, points, joker value used) for every box this throw may go in now (``free``:
        ``_free_indices()``, ``jokers``: ``_jokers_in_play()``, where the caller knows them)."""
        if free is None:
            free = self._free_indices()
        points = throw.points
        size = len(points)
        joker = bool(throw.alike_face) and (self._jokers_in_play() if jokers is None else jokers)
        if not joker:
            return [(i, points[i % size], False) for i in free]

        rules = self.rules
        face = throw.alike_face
        matching_upper = [start + face - 1 for start in range(0, len(self.scores), size)]
        full_value = not rules.joker_needs_upper or all(
            self.scores[i] is not None for i in matching_upper
        )
        if rules.joker_placement is JokerPlacement.FORCED and not rules.forced_order:
            free = self._forced_joker_boxes(free, face)
        boxes = rules.layout.boxes
        choices = []
        for i in free:
            value = boxes[i % size].joker_value
            if full_value and value is not None:
                choices.append((i, value, True))
            else:
                choices.append((i, points[i % size], False))
        return choices

    def _forced_joker_boxes(self, free: list[int], face: int) -> list[int]:
        # The matching upper box first; then the lower section; a zero upstairs as a last resort.
        boxes = self.rules.layout.boxes
        size = len(boxes)
        matching = [i for i in free if boxes[i % size].upper_face == face]
        if matching:
            return matching
        lower = [i for i in free if not boxes[i % size].upper_face]
        return lower or free

    def _refusal(self, box: str, throw: ThrowScores) -> str:
        if self.rules.forced_order:
            return f"boxes are filled in order; next: {', '.join(self.next_in_order())}"
        allowed = [self.rules.box_keys[i] for i, _, _ in self._choices(throw)]
        return f"this joker may not go in {box}; allowed: {', '.join(allowed)}"

    # --- persistence --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "extra_bonuses": self.extra_bonuses,
            "jokers": list(self.jokers),
        }


def _index(rules: Ruleset, box: str) -> int:
    index = rules.box_index(box)
    if index is None:
        raise UnknownBox(f"no box {box!r} on a {rules.key} sheet")
    return index
