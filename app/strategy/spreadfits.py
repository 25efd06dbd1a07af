"""Fitted corrections to the model's spread of the points still to come, per computer level.

The exact tables give the mean, variance and third moment of the points still to come under
score-maximising play. Where the players play otherwise (medium plans one turn at a time; hard
plays to win in its last turns), or the model takes parts of the sheet as independent that are
not (Triple's three columns share one turn a round), self-play in games of 2 and 4 players
measures how far off that is (``benchmarks/fit_level_spread.py``): per number of free boxes, a
line through what came against the model's mean (intercept and slope: for Triple the model's
means of two sheets differ by up to three times as much as what the sheets go on to score) and
factors of the variance and of the third central moment around it. A level without a fit is
valued as the model plays.

Medium's third-moment factor is 0 (a normal): with the maximiser's skew scaled by the fitted
factor, medium's chances came out too sure in 1,500 two-player games of ``official`` (+4.6
points at 30-40 %) and 1,200 of ``yatzy`` (+1.5), without it within 1.5 and 0.4 points; the
skew of medium's points to come is not the maximiser's, and the pooled factor does not catch
it.

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
    (0.2, 0.937, 0.879, 0.0),
    (1.5, 0.852, 0.828, 0.0),
    (3.1, 0.821, 0.872, 0.0),
    (5.4, 0.802, 0.834, 0.0),
    (7.4, 0.801, 0.795, 0.0),
    (10.8, 0.785, 0.739, 0.0),
    (12.7, 0.790, 0.714, 0.0),
    (19.2, 0.755, 0.681, 0.0),
    (33.0, 0.681, 0.677, 0.0),
    (17.7, 0.804, 0.622, 0.0),
    (14.4, 0.832, 0.577, 0.0),
    (2.9, 0.891, 0.543, 0.0),
    (-25.0, 1.000, 0.537, 0.0),
)
"""``official``, medium: fitted on 300 games of 2 players and 300 games of 4 players (23,400
turn starts)."""

YATZY_MEDIUM: Fit = (
    (0.1, 0.976, 0.982, 0.0),
    (1.4, 0.838, 1.186, 0.0),
    (3.6, 0.762, 1.234, 0.0),
    (5.9, 0.735, 1.171, 0.0),
    (8.2, 0.721, 1.064, 0.0),
    (9.2, 0.741, 1.012, 0.0),
    (8.9, 0.763, 1.006, 0.0),
    (9.3, 0.768, 0.983, 0.0),
    (-0.2, 0.857, 0.956, 0.0),
    (-8.4, 0.913, 0.956, 0.0),
    (-41.6, 1.110, 0.953, 0.0),
    (-57.9, 1.172, 0.993, 0.0),
    (-89.2, 1.295, 1.045, 0.0),
    (-85.8, 1.241, 1.094, 0.0),
    (-33.5, 1.000, 1.144, 0.0),
)
"""``yatzy``, medium: fitted on 300 games of 2 players and 300 games of 4 players (27,000 turn
starts)."""

TRIPLE_HARD: Fit = (
    (-5.8, 0.937, 0.408, 0.029),
    (-9.7, 0.936, 0.373, 0.018),
    (-6.3, 0.878, 0.388, 0.023),
    (1.4, 0.847, 0.379, 0.027),
    (15.9, 0.805, 0.393, 0.024),
    (29.0, 0.786, 0.384, 0.019),
    (46.1, 0.763, 0.398, 0.021),
    (67.5, 0.740, 0.392, 0.017),
    (81.4, 0.736, 0.403, 0.028),
    (95.0, 0.735, 0.389, 0.028),
    (96.1, 0.754, 0.375, 0.028),
    (125.5, 0.730, 0.377, 0.033),
    (136.5, 0.735, 0.372, 0.032),
    (157.8, 0.726, 0.382, 0.038),
    (187.7, 0.706, 0.406, 0.044),
    (219.2, 0.686, 0.408, 0.041),
    (236.5, 0.684, 0.405, 0.052),
    (263.0, 0.673, 0.407, 0.039),
    (297.9, 0.654, 0.403, 0.031),
    (327.1, 0.642, 0.402, 0.025),
    (353.0, 0.633, 0.401, 0.026),
    (382.3, 0.620, 0.412, 0.028),
    (395.8, 0.623, 0.410, 0.022),
    (419.1, 0.617, 0.413, 0.036),
    (449.8, 0.605, 0.411, 0.032),
    (475.5, 0.598, 0.415, 0.031),
    (498.1, 0.595, 0.411, 0.026),
    (545.0, 0.570, 0.403, 0.023),
    (589.1, 0.550, 0.396, 0.008),
    (559.1, 0.591, 0.400, 0.005),
    (557.4, 0.608, 0.396, -0.008),
    (613.3, 0.579, 0.400, -0.011),
    (655.7, 0.563, 0.391, -0.018),
    (716.7, 0.534, 0.391, -0.016),
    (663.5, 0.587, 0.390, -0.028),
    (571.4, 0.665, 0.379, -0.024),
    (464.9, 0.750, 0.388, -0.018),
    (593.1, 0.674, 0.402, 0.001),
    (114.5, 1.000, 0.399, -0.016),
)
"""Triple (``official``), hard: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

TRIPLE_MEDIUM: Fit = (
    (1.2, 0.815, 0.990, 0.0),
    (3.1, 0.863, 1.121, 0.0),
    (6.6, 0.843, 1.230, 0.0),
    (8.1, 0.880, 1.300, 0.0),
    (11.2, 0.871, 1.291, 0.0),
    (18.1, 0.809, 1.188, 0.0),
    (17.5, 0.863, 1.111, 0.0),
    (23.5, 0.836, 1.068, 0.0),
    (29.0, 0.824, 1.069, 0.0),
    (32.3, 0.839, 1.044, 0.0),
    (42.6, 0.804, 1.018, 0.0),
    (57.1, 0.764, 0.993, 0.0),
    (64.1, 0.772, 1.018, 0.0),
    (73.9, 0.756, 0.997, 0.0),
    (93.1, 0.709, 0.963, 0.0),
    (109.5, 0.684, 0.934, 0.0),
    (139.8, 0.626, 0.887, 0.0),
    (155.2, 0.625, 0.890, 0.0),
    (197.2, 0.552, 0.893, 0.0),
    (191.9, 0.604, 0.860, 0.0),
    (205.4, 0.607, 0.833, 0.0),
    (203.8, 0.641, 0.803, 0.0),
    (201.3, 0.673, 0.768, 0.0),
    (267.0, 0.585, 0.755, 0.0),
    (344.5, 0.490, 0.760, 0.0),
    (438.4, 0.383, 0.722, 0.0),
    (504.9, 0.329, 0.684, 0.0),
    (520.0, 0.352, 0.638, 0.0),
    (564.6, 0.340, 0.627, 0.0),
    (601.8, 0.337, 0.611, 0.0),
    (685.5, 0.287, 0.571, 0.0),
    (698.8, 0.316, 0.541, 0.0),
    (694.6, 0.358, 0.508, 0.0),
    (841.5, 0.263, 0.485, 0.0),
    (892.0, 0.260, 0.462, 0.0),
    (842.9, 0.339, 0.440, 0.0),
    (633.8, 0.527, 0.418, 0.0),
    (495.5, 0.646, 0.396, 0.0),
    (-24.8, 1.000, 0.369, 0.0),
)
"""Triple (``official``), medium: fitted on 150 games of 2 players and 150 games of 4 players
(35,100 turn starts)."""

MAXI_MEDIUM: Fit = (
    (7.0, 0.166, 0.247, 0.0),
    (15.0, 0.400, 0.355, 0.0),
    (19.9, 0.418, 0.445, 0.0),
    (24.4, 0.400, 0.504, 0.0),
    (27.7, 0.462, 0.568, 0.0),
    (30.9, 0.468, 0.542, 0.0),
    (32.4, 0.504, 0.564, 0.0),
    (32.6, 0.533, 0.558, 0.0),
    (28.6, 0.581, 0.570, 0.0),
    (20.2, 0.655, 0.583, 0.0),
    (15.0, 0.692, 0.599, 0.0),
    (18.1, 0.691, 0.632, 0.0),
    (2.8, 0.759, 0.634, 0.0),
    (-16.1, 0.820, 0.639, 0.0),
    (-12.9, 0.812, 0.637, 0.0),
    (-47.5, 0.911, 0.627, 0.0),
    (-52.6, 0.921, 0.610, 0.0),
    (-82.5, 0.985, 0.600, 0.0),
    (-14.9, 0.814, 0.618, 0.0),
    (-99.3, 1.000, 0.625, 0.0),
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
