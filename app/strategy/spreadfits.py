"""Fitted corrections to the model's spread of the points still to come, per computer level.

The exact tables give the mean, variance and third moment of the points still to come under
score-maximising play. Where the players play otherwise (medium plans one turn at a time; hard
plays to win in its last turns), or the model takes parts of the sheet as independent that are
not (Triple's three columns share one turn a round), self-play in games of 2 and 4 players
measures how far off that is (``benchmarks/fit_level_spread.py``): per number of free boxes, a
line through what came against the model's mean (intercept and slope: for Triple the model's
means of two sheets differ by up to three times as much as what the sheets go on to score) and
factors of the variance and of the third central moment around it (medium's points to come on
``yatzy`` are skewed to the right, the maximiser's to the left). A level without a fit is
valued as the model plays.

Triple's hard fit replaces the earlier one from 400 solo games of hard (``fit_triple_spread.py``,
mean and variance only): in games its mean comes out lower (by up to 16 points at 2-20 free
boxes) and its variance smaller at few free boxes, and the slope was not fitted there.
"""

from __future__ import annotations

from app.rules import Ruleset

Fit = tuple[tuple[float, float, float, float], ...]
"""Per number of free boxes, from 1: (intercept, slope, variance factor, third-moment factor).
The points still to come are taken to have the mean ``intercept + slope * m`` where the model
says ``m``, and the model's variance and third central moment times the factors."""

#: FITS-START (made by ``benchmarks/fit_level_spread.py``; see ``docs/strength.md``)
OFFICIAL_MEDIUM: Fit = (
    (0.2, 0.937, 0.731, 1.000),
    (1.5, 0.852, 0.757, 1.000),
    (3.1, 0.821, 0.720, 1.000),
    (5.4, 0.802, 0.704, 1.000),
    (7.4, 0.801, 0.700, 1.000),
    (10.8, 0.785, 0.683, 1.000),
    (12.7, 0.790, 0.698, 1.000),
    (19.2, 0.755, 0.680, 1.000),
    (33.0, 0.681, 0.660, 1.000),
    (17.7, 0.804, 0.618, 1.000),
    (14.4, 0.832, 0.575, 1.000),
    (2.9, 0.891, 0.545, 1.000),
    (-25.0, 1.000, 0.537, 1.000),
)
"""``official``, medium: fitted on 300 games of 2 players and 300 games of 4 players (23,400
turn starts)."""

YATZY_MEDIUM: Fit = (
    (0.1, 0.976, 0.959, 1.000),
    (1.4, 0.838, 1.101, 1.000),
    (3.6, 0.762, 1.103, 1.000),
    (5.9, 0.735, 1.066, 1.000),
    (8.2, 0.721, 0.993, 1.000),
    (9.2, 0.741, 0.951, 1.000),
    (8.9, 0.763, 0.939, 1.000),
    (9.3, 0.768, 0.913, 1.000),
    (-0.2, 0.857, 0.898, 1.000),
    (-8.4, 0.913, 0.914, 1.000),
    (-41.6, 1.110, 0.920, 1.000),
    (-57.9, 1.172, 0.967, 1.000),
    (-89.2, 1.295, 1.029, 1.000),
    (-85.8, 1.241, 1.087, 1.000),
    (-33.5, 1.000, 1.144, 1.000),
)
"""``yatzy``, medium: fitted on 300 games of 2 players and 300 games of 4 players (27,000 turn
starts)."""

TRIPLE_HARD: Fit = (
    (-9.4, 1.062, 0.195, 1.000),
    (-11.7, 0.954, 0.162, 1.000),
    (-8.1, 0.896, 0.178, 1.000),
    (-4.4, 0.877, 0.192, 1.000),
    (8.5, 0.834, 0.191, 1.000),
    (18.0, 0.820, 0.197, 1.000),
    (37.7, 0.787, 0.204, 1.000),
    (61.8, 0.754, 0.211, 1.000),
    (80.0, 0.739, 0.222, 1.000),
    (92.8, 0.740, 0.228, 1.000),
    (93.7, 0.759, 0.230, 1.000),
    (121.9, 0.736, 0.234, 1.000),
    (137.9, 0.733, 0.234, 1.000),
    (160.1, 0.724, 0.242, 1.000),
    (190.3, 0.703, 0.262, 1.000),
    (218.3, 0.688, 0.272, 1.000),
    (237.3, 0.684, 0.278, 1.000),
    (265.6, 0.671, 0.292, 1.000),
    (304.5, 0.648, 0.295, 1.000),
    (331.7, 0.638, 0.305, 1.000),
    (363.9, 0.622, 0.306, 1.000),
    (392.6, 0.611, 0.314, 1.000),
    (413.8, 0.606, 0.317, 1.000),
    (432.6, 0.605, 0.322, 1.000),
    (455.8, 0.600, 0.329, 1.000),
    (482.8, 0.592, 0.340, 1.000),
    (506.4, 0.588, 0.345, 1.000),
    (549.7, 0.567, 0.339, 1.000),
    (591.5, 0.549, 0.341, 1.000),
    (575.2, 0.578, 0.353, 1.000),
    (570.6, 0.598, 0.358, 1.000),
    (631.3, 0.566, 0.364, 1.000),
    (704.1, 0.528, 0.363, 1.000),
    (785.2, 0.485, 0.366, 1.000),
    (715.3, 0.551, 0.372, 1.000),
    (620.7, 0.631, 0.371, 1.000),
    (541.3, 0.698, 0.382, 1.000),
    (800.8, 0.536, 0.390, 1.000),
    (115.0, 1.000, 0.393, 1.000),
)
"""Triple (``official``), hard: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

TRIPLE_MEDIUM: Fit = (
    (1.2, 0.815, 0.771, 1.000),
    (3.1, 0.863, 0.940, 1.000),
    (6.6, 0.843, 0.975, 1.000),
    (8.1, 0.880, 0.957, 1.000),
    (11.2, 0.871, 0.953, 1.000),
    (18.1, 0.809, 0.896, 1.000),
    (17.5, 0.863, 0.841, 1.000),
    (23.5, 0.836, 0.809, 1.000),
    (29.0, 0.824, 0.797, 1.000),
    (32.3, 0.839, 0.796, 1.000),
    (42.6, 0.804, 0.775, 1.000),
    (57.1, 0.764, 0.768, 1.000),
    (64.1, 0.772, 0.791, 1.000),
    (73.9, 0.756, 0.772, 1.000),
    (93.1, 0.709, 0.761, 1.000),
    (109.5, 0.684, 0.742, 1.000),
    (139.8, 0.626, 0.712, 1.000),
    (155.2, 0.625, 0.729, 1.000),
    (197.2, 0.552, 0.739, 1.000),
    (191.9, 0.604, 0.713, 1.000),
    (205.4, 0.607, 0.693, 1.000),
    (203.8, 0.641, 0.679, 1.000),
    (201.3, 0.673, 0.660, 1.000),
    (267.0, 0.585, 0.655, 1.000),
    (344.5, 0.490, 0.665, 1.000),
    (438.4, 0.383, 0.636, 1.000),
    (504.9, 0.329, 0.605, 1.000),
    (520.0, 0.352, 0.571, 1.000),
    (564.6, 0.340, 0.566, 1.000),
    (601.8, 0.337, 0.555, 1.000),
    (685.5, 0.287, 0.524, 1.000),
    (698.8, 0.316, 0.503, 1.000),
    (694.6, 0.358, 0.476, 1.000),
    (841.5, 0.263, 0.460, 1.000),
    (892.0, 0.260, 0.442, 1.000),
    (842.9, 0.339, 0.425, 1.000),
    (633.8, 0.527, 0.411, 1.000),
    (495.5, 0.646, 0.393, 1.000),
    (-24.8, 1.000, 0.369, 1.000),
)
"""Triple (``official``), medium: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

MAXI_MEDIUM: Fit = (
    (7.0, 0.166, 0.247, 1.000),
    (15.0, 0.400, 0.355, 1.000),
    (19.9, 0.418, 0.445, 1.000),
    (24.4, 0.400, 0.504, 1.000),
    (27.7, 0.462, 0.568, 1.000),
    (30.9, 0.468, 0.542, 1.000),
    (32.4, 0.504, 0.564, 1.000),
    (32.6, 0.533, 0.558, 1.000),
    (28.6, 0.581, 0.570, 1.000),
    (20.2, 0.655, 0.583, 1.000),
    (15.0, 0.692, 0.599, 1.000),
    (18.1, 0.691, 0.632, 1.000),
    (2.8, 0.759, 0.634, 1.000),
    (-16.1, 0.820, 0.639, 1.000),
    (-12.9, 0.812, 0.637, 1.000),
    (-47.5, 0.911, 0.627, 1.000),
    (-52.6, 0.921, 0.610, 1.000),
    (-82.5, 0.985, 0.600, 1.000),
    (-14.9, 0.814, 0.618, 1.000),
    (-99.3, 1.000, 0.625, 1.000),
)
"""``maxi``, medium: fitted on 150 games of 2 players and 150 games of 4 players (18,000 turn
starts)."""
#: FITS-END

FITS: dict[tuple[str, str], Fit] = {
    ("official", "medium"): OFFICIAL_MEDIUM,
    ("yatzy", "medium"): YATZY_MEDIUM,
    ("triple", "hard"): TRIPLE_HARD,
    ("triple", "medium"): TRIPLE_MEDIUM,
    ("maxi", "medium"): MAXI_MEDIUM,
}
"""The fit per (family, level); a level without one is taken as the model plays."""


def family(rules: Ruleset) -> str:
    """Which fit a ruleset takes: Triple and Maxi by their own, one-column rulesets by name."""
    if rules.triple:
        return "maxi+triple" if rules.saves_rolls else "triple"
    if rules.saves_rolls:
        return "maxi"
    if rules.forced_order:
        return f"{rules.name}+forced_order"
    return str(rules.name)


NO_FIT = (0.0, 1.0, 1.0, 1.0)


def spread_fit(rules: Ruleset, free: int, level: str | None) -> tuple[float, float, float, float]:
    """(intercept, slope, variance factor, third-moment factor) for a sheet of ``rules`` with
    ``free`` boxes free whose player plays at ``level`` (None: as the hints and hard do);
    ``NO_FIT`` where there is none."""
    table = FITS.get((family(rules), level or "hard"))
    if not table or free <= 0:
        return NO_FIT
    return table[min(free, len(table)) - 1]
