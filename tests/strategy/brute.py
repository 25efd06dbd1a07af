"""A plain expectimax over whole turns, straight on the engine, to check the strategy engine.

Independent of ``app.strategy``: dice outcomes come from ``itertools.product``, keeps from
``itertools.combinations`` of die positions, and every option, score and bonus from
``Sheet.options`` and ``Sheet.play``. Slow, so only for sheets with a few boxes left.

Positions are remembered by what the future can depend on (the free boxes, the upper total up to
the bonus line, and what the all-alike boxes hold); everything else is recomputed.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

from app.rules import Sheet

Dice = tuple[int, ...]


@cache
def outcomes(count: int) -> tuple[tuple[Dice, float], ...]:
    """Every sorted result of rolling ``count`` dice, with its chance."""
    tally = Counter(tuple(sorted(roll)) for roll in itertools.product(range(1, 7), repeat=count))
    total = 6**count
    return tuple((dice, n / total) for dice, n in tally.items())


def proper_keeps(dice: Dice) -> set[Dice]:
    """Every sorted sub-multiset of ``dice`` that leaves at least one die to roll."""
    found = set()
    for size in range(len(dice)):
        for chosen in itertools.combinations(range(len(dice)), size):
            found.add(tuple(sorted(dice[i] for i in chosen)))
    return found


class BruteForce:
    def __init__(self, rolls: int = 3) -> None:
        self.rolls = rolls
        self._values: dict[tuple[object, ...], float] = {}

    def _key(self, sheet: Sheet) -> tuple[object, ...]:
        rules = sheet.rules
        size = len(rules.box_names)
        alike = rules.box_names.index(rules.layout.all_same_box)
        columns = range(1, rules.columns + 1)
        return (
            rules.key,
            tuple(points is None for points in sheet.scores),
            tuple(min(sheet.upper_total(c), rules.layout.upper_bonus_line) for c in columns),
            tuple(sheet.scores[(c - 1) * size + alike] for c in columns),
        )

    def value(self, sheet: Sheet) -> float:
        """Expected points still to come from ``sheet`` under optimal solo play."""
        if sheet.is_full:
            return 0.0
        key = self._key(sheet)
        if key not in self._values:
            self._values[key] = self.turn(sheet)[0]
        return self._values[key]

    def entered(self, sheet: Sheet, dice: Dice) -> dict[str, float]:
        """Per allowed box: points gained now (bonuses included) plus the value after."""
        result = {}
        for box in sheet.options(dice):
            after = sheet.enter(box, dice)
            result[box] = after.total - sheet.total + self.value(after)
        return result

    def turn(self, sheet: Sheet) -> tuple[float, list[dict[Dice, float]], list[dict[Dice, float]]]:
        """(value before the first roll, throw values per rolls left, keep values per rolls
        left); ``throws[j][dice]`` with ``j`` rolls left, ``keeps[j][kept]`` rolled with ``j``
        rolls left."""
        dice_count = sheet.rules.dice_count
        final = {dice: max(self.entered(sheet, dice).values()) for dice, _ in outcomes(dice_count)}
        throws = [final]
        keeps: list[dict[Dice, float]] = [{}]
        for _ in range(1, self.rolls):
            before = throws[-1]
            worth: dict[Dice, float] = {}
            for kept in {k for dice in final for k in proper_keeps(dice)}:
                worth[kept] = sum(
                    p * before[tuple(sorted(kept + rolled))]
                    for rolled, p in outcomes(dice_count - len(kept))
                )
            keeps.append(worth)
            throws.append(
                {dice: max(final[dice], *(worth[k] for k in proper_keeps(dice))) for dice in final}
            )
        start = sum(p * throws[-1][dice] for dice, p in outcomes(dice_count))
        return start, throws, keeps


class BruteSpread(BruteForce):
    """Also the variance of the points to come when every choice maximises the mean."""

    def __init__(self, rolls: int = 3) -> None:
        super().__init__(rolls)
        self._spreads: dict[tuple[object, ...], float] = {}

    def variance(self, sheet: Sheet) -> float:
        if sheet.is_full:
            return 0.0
        key = self._key(sheet)
        if key not in self._spreads:
            mean, second = self.moments(sheet)
            self._spreads[key] = second - mean**2
        return self._spreads[key]

    def moments(self, sheet: Sheet) -> tuple[float, float]:
        """Mean and second moment of the points to come from ``sheet``."""
        dice_count = sheet.rules.dice_count

        def best_entry(dice: Dice) -> tuple[float, float]:
            options = []
            for box in sheet.options(dice):
                after = sheet.enter(box, dice)
                gain = after.total - sheet.total
                mean = self.value(after)
                options.append(
                    (gain + mean, gain**2 + 2 * gain * mean + self.variance(after) + mean**2)
                )
            return max(options)

        final = {dice: best_entry(dice) for dice, _ in outcomes(dice_count)}
        throws = final
        for _ in range(1, self.rolls):
            before = throws
            worth: dict[Dice, tuple[float, float]] = {}
            for kept in {k for dice in final for k in proper_keeps(dice)}:
                pairs = [
                    (p, before[tuple(sorted(kept + rolled))])
                    for rolled, p in outcomes(dice_count - len(kept))
                ]
                worth[kept] = (sum(p * m for p, (m, _) in pairs), sum(p * s for p, (_, s) in pairs))
            throws = {
                dice: max([final[dice], *(worth[k] for k in proper_keeps(dice))]) for dice in final
            }
        mean = sum(p * throws[dice][0] for dice, p in outcomes(dice_count))
        second = sum(p * throws[dice][1] for dice, p in outcomes(dice_count))
        return mean, second


class BruteThird(BruteSpread):
    """Also the third central moment of the points to come under the same play."""

    def __init__(self, rolls: int = 3) -> None:
        super().__init__(rolls)
        self._thirds: dict[tuple[object, ...], tuple[float, float, float]] = {}

    def third(self, sheet: Sheet) -> float:
        mean, second, third = self.raw_moments(sheet)
        return third - 3 * mean * second + 2 * mean**3

    def raw_moments(self, sheet: Sheet) -> tuple[float, float, float]:
        """Mean, second and third moment (about 0) of the points to come from ``sheet``."""
        if sheet.is_full:
            return 0.0, 0.0, 0.0
        key = self._key(sheet)
        if key in self._thirds:
            return self._thirds[key]
        dice_count = sheet.rules.dice_count

        def best_entry(dice: Dice) -> tuple[float, float, float]:
            options = []
            for box in sheet.options(dice):
                after = sheet.enter(box, dice)
                g = after.total - sheet.total
                m, s, t = self.raw_moments(after)
                options.append((g + m, g**2 + 2 * g * m + s, g**3 + 3 * g**2 * m + 3 * g * s + t))
            return max(options)

        final = {dice: best_entry(dice) for dice, _ in outcomes(dice_count)}
        throws = final
        for _ in range(1, self.rolls):
            before = throws
            worth: dict[Dice, tuple[float, float, float]] = {}
            for kept in {k for dice in final for k in proper_keeps(dice)}:
                pairs = [
                    (p, before[tuple(sorted(kept + rolled))])
                    for rolled, p in outcomes(dice_count - len(kept))
                ]
                worth[kept] = (
                    sum(p * m[0] for p, m in pairs),
                    sum(p * m[1] for p, m in pairs),
                    sum(p * m[2] for p, m in pairs),
                )
            throws = {
                dice: max([final[dice], *(worth[k] for k in proper_keeps(dice))]) for dice in final
            }
        found = (
            sum(p * throws[dice][0] for dice, p in outcomes(dice_count)),
            sum(p * throws[dice][1] for dice, p in outcomes(dice_count)),
            sum(p * throws[dice][2] for dice, p in outcomes(dice_count)),
        )
        self._thirds[key] = found
        return found
