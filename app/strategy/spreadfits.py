"""Fitted corrections to the model's spread of the points still to come, per computer level.

The exact tables give the mean, variance and third moment of the points still to come under
score-maximising play. Where the players play otherwise (medium plans one turn at a time; hard
plays to win in its last turns), or the model takes parts of the sheet as independent that are
not (Triple's three columns share one turn a round), self-play in games of 2 and 4 players
measures how far off that is (``benchmarks/fit_level_spread.py``): per number of free boxes, a
line through what came against the model's mean (intercept and slope: for Triple the model's
means of two sheets differ by up to three times as much as what the sheets go on to score) and
a factor of the variance around it. A factor keeps the skewness (the third moment scales with
the factor to the power 1.5). A level without a fit is valued as the model plays.

Triple's hard fit replaces the earlier one from 400 solo games of hard (``fit_triple_spread.py``,
mean and variance only): in games its mean comes out lower (by up to 16 points at 2-20 free
boxes) and its variance smaller at few free boxes, and the slope was not fitted there.
"""

from __future__ import annotations

from app.rules import Ruleset

Fit = tuple[tuple[float, float, float], ...]
"""Per number of free boxes, from 1: (intercept, slope, variance factor). The points still to
come are taken to have the mean ``intercept + slope * m`` where the model says ``m``, and the
model's variance times the factor."""

#: FITS-START (made by ``benchmarks/fit_level_spread.py``; see ``docs/strength.md``)
OFFICIAL_MEDIUM: Fit = (
    (0.2, 0.937, 0.731),
    (1.5, 0.852, 0.757),
    (3.1, 0.821, 0.720),
    (5.4, 0.802, 0.704),
    (7.4, 0.801, 0.700),
    (10.8, 0.785, 0.683),
    (12.7, 0.790, 0.698),
    (19.2, 0.755, 0.680),
    (33.0, 0.681, 0.660),
    (17.7, 0.804, 0.618),
    (14.4, 0.832, 0.575),
    (2.9, 0.891, 0.545),
    (-25.0, 1.000, 0.537),
)
"""``official``, medium: fitted on 300 games of 2 players and 300 games of 4 players (23,400
turn starts)."""

YATZY_MEDIUM: Fit = (
    (0.1, 0.976, 0.959),
    (1.4, 0.838, 1.101),
    (3.6, 0.762, 1.103),
    (5.9, 0.735, 1.066),
    (8.2, 0.721, 0.993),
    (9.2, 0.741, 0.951),
    (8.9, 0.763, 0.939),
    (9.3, 0.768, 0.913),
    (-0.2, 0.857, 0.898),
    (-8.4, 0.913, 0.914),
    (-41.6, 1.110, 0.920),
    (-57.9, 1.172, 0.967),
    (-89.2, 1.295, 1.029),
    (-85.8, 1.241, 1.087),
    (-33.5, 1.000, 1.144),
)
"""``yatzy``, medium: fitted on 300 games of 2 players and 300 games of 4 players (27,000 turn
starts)."""

TRIPLE_HARD: Fit = (
    (-9.4, 1.062, 0.195),
    (-11.7, 0.954, 0.162),
    (-8.1, 0.896, 0.178),
    (-4.4, 0.877, 0.192),
    (8.5, 0.834, 0.191),
    (18.0, 0.820, 0.197),
    (37.7, 0.787, 0.204),
    (61.8, 0.754, 0.211),
    (80.0, 0.739, 0.222),
    (92.8, 0.740, 0.228),
    (93.7, 0.759, 0.230),
    (121.9, 0.736, 0.234),
    (137.9, 0.733, 0.234),
    (160.1, 0.724, 0.242),
    (190.3, 0.703, 0.262),
    (218.3, 0.688, 0.272),
    (237.3, 0.684, 0.278),
    (265.6, 0.671, 0.292),
    (304.5, 0.648, 0.295),
    (331.7, 0.638, 0.305),
    (363.9, 0.622, 0.306),
    (392.6, 0.611, 0.314),
    (413.8, 0.606, 0.317),
    (432.6, 0.605, 0.322),
    (455.8, 0.600, 0.329),
    (482.8, 0.592, 0.340),
    (506.4, 0.588, 0.345),
    (549.7, 0.567, 0.339),
    (591.5, 0.549, 0.341),
    (575.2, 0.578, 0.353),
    (570.6, 0.598, 0.358),
    (631.3, 0.566, 0.364),
    (704.1, 0.528, 0.363),
    (785.2, 0.485, 0.366),
    (715.3, 0.551, 0.372),
    (620.7, 0.631, 0.371),
    (541.3, 0.698, 0.382),
    (800.8, 0.536, 0.390),
    (115.0, 1.000, 0.393),
)
"""Triple (``official``), hard: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

TRIPLE_MEDIUM: Fit = (
    (1.2, 0.815, 0.771),
    (3.1, 0.863, 0.940),
    (6.6, 0.843, 0.975),
    (8.1, 0.880, 0.957),
    (11.2, 0.871, 0.953),
    (18.1, 0.809, 0.896),
    (17.5, 0.863, 0.841),
    (23.5, 0.836, 0.809),
    (29.0, 0.824, 0.797),
    (32.3, 0.839, 0.796),
    (42.6, 0.804, 0.775),
    (57.1, 0.764, 0.768),
    (64.1, 0.772, 0.791),
    (73.9, 0.756, 0.772),
    (93.1, 0.709, 0.761),
    (109.5, 0.684, 0.742),
    (139.8, 0.626, 0.712),
    (155.2, 0.625, 0.729),
    (197.2, 0.552, 0.739),
    (191.9, 0.604, 0.713),
    (205.4, 0.607, 0.693),
    (203.8, 0.641, 0.679),
    (201.3, 0.673, 0.660),
    (267.0, 0.585, 0.655),
    (344.5, 0.490, 0.665),
    (438.4, 0.383, 0.636),
    (504.9, 0.329, 0.605),
    (520.0, 0.352, 0.571),
    (564.6, 0.340, 0.566),
    (601.8, 0.337, 0.555),
    (685.5, 0.287, 0.524),
    (698.8, 0.316, 0.503),
    (694.6, 0.358, 0.476),
    (841.5, 0.263, 0.460),
    (892.0, 0.260, 0.442),
    (842.9, 0.339, 0.425),
    (633.8, 0.527, 0.411),
    (495.5, 0.646, 0.393),
    (-24.8, 1.000, 0.369),
)
"""Triple (``official``), medium: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

MAXI_MEDIUM: Fit = (
    (7.0, 0.166, 0.247),
    (15.0, 0.400, 0.355),
    (19.9, 0.418, 0.445),
    (24.4, 0.400, 0.504),
    (27.7, 0.462, 0.568),
    (30.9, 0.468, 0.542),
    (32.4, 0.504, 0.564),
    (32.6, 0.533, 0.558),
    (28.6, 0.581, 0.570),
    (20.2, 0.655, 0.583),
    (15.0, 0.692, 0.599),
    (18.1, 0.691, 0.632),
    (2.8, 0.759, 0.634),
    (-16.1, 0.820, 0.639),
    (-12.9, 0.812, 0.637),
    (-47.5, 0.911, 0.627),
    (-52.6, 0.921, 0.610),
    (-82.5, 0.985, 0.600),
    (-14.9, 0.814, 0.618),
    (-99.3, 1.000, 0.625),
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


def spread_fit(rules: Ruleset, free: int, level: str | None) -> tuple[float, float, float]:
    """(intercept, slope, variance factor) for a sheet of ``rules`` with ``free`` boxes free
    whose player plays at ``level`` (None: as the hints and hard do); (0, 1, 1) where there is
    no fit."""
    table = FITS.get((family(rules), level or "hard"))
    if not table or free <= 0:
        return 0.0, 1.0, 1.0
    return table[min(free, len(table)) - 1]
