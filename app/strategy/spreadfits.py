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

Medium keeps its fitted third-moment factor (a skewed shape, as the maximiser's). In 5,000
two-player games of ``official`` a normal had medium's chances too timid (-3.2 points at
10-20 %, +3.2 at 80-90 %; the points still to come are heavy-tailed, a kurtosis of 8-16,
and a normal with their variance puts too little weight near the middle); with the skew the
worst decile came to 1.9 points and the Brier score fell (0.1648 to 0.1641, same games). (An
earlier round had concluded the opposite from 1,500 games: at that many games the deciles of
one configuration wander by 3 points from one block of games to the next.)

The fits are made on games from 1,000,000 on, and the calibration plays games from 0: no fit is
judged on the games it was made from (but ``yatzy``'s medium fit, made on games 0-299).
"""

from __future__ import annotations

from app.rules import Ruleset

Fit = tuple[tuple[float, float, float, float], ...]
"""Per number of free boxes, from 1: (intercept, slope, variance factor, third-moment factor).
The points still to come are taken to have the mean ``intercept + slope * m`` where the model
says ``m``, and the model's variance and third central moment times the factors."""

#: FITS-START (made by ``benchmarks/fit_level_spread.py``; see ``docs/strength.md``)
OFFICIAL_MEDIUM: Fit = (
    (-0.1, 0.969, 0.932, 0.667),
    (0.9, 0.885, 0.887, 0.641),
    (1.4, 0.885, 0.873, 0.634),
    (3.6, 0.849, 0.865, 0.628),
    (5.0, 0.841, 0.807, 0.570),
    (8.3, 0.814, 0.775, 0.543),
    (9.4, 0.819, 0.715, 0.510),
    (13.5, 0.797, 0.669, 0.488),
    (18.0, 0.782, 0.635, 0.486),
    (22.2, 0.771, 0.599, 0.473),
    (21.9, 0.789, 0.577, 0.456),
    (15.9, 0.830, 0.557, 0.438),
    (-25.7, 1.000, 0.542, 0.428),
)
"""``official``, medium: fitted on 2,000 games of 2 players and 2,000 games of 4 players, games
1,000,000 on (156,000 turn starts); with its skew."""

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
    (-8.0, 1.016, 0.412, 0.029),
    (-10.8, 0.942, 0.395, 0.016),
    (-6.3, 0.879, 0.415, 0.013),
    (4.3, 0.829, 0.402, 0.013),
    (22.9, 0.782, 0.415, 0.013),
    (42.3, 0.750, 0.401, 0.014),
    (57.9, 0.737, 0.402, 0.015),
    (78.2, 0.719, 0.406, 0.017),
    (97.9, 0.705, 0.402, 0.015),
    (122.9, 0.686, 0.414, 0.021),
    (145.6, 0.675, 0.415, 0.016),
    (170.8, 0.662, 0.411, 0.015),
    (193.3, 0.654, 0.401, 0.016),
    (221.6, 0.641, 0.397, 0.018),
    (246.7, 0.632, 0.389, 0.014),
    (272.2, 0.624, 0.383, 0.010),
    (296.8, 0.617, 0.379, 0.009),
    (328.2, 0.603, 0.382, 0.009),
    (344.9, 0.605, 0.389, 0.012),
    (370.7, 0.597, 0.390, 0.013),
    (403.8, 0.582, 0.405, 0.017),
    (424.9, 0.580, 0.410, 0.016),
    (465.3, 0.560, 0.414, 0.014),
    (498.7, 0.545, 0.413, 0.010),
    (527.5, 0.537, 0.412, 0.003),
    (563.2, 0.523, 0.410, 0.005),
    (602.8, 0.507, 0.409, 0.003),
    (637.0, 0.495, 0.408, -0.002),
    (660.3, 0.494, 0.407, -0.005),
    (682.2, 0.494, 0.408, -0.010),
    (717.2, 0.484, 0.404, -0.014),
    (742.5, 0.481, 0.397, -0.015),
    (788.6, 0.463, 0.392, -0.019),
    (811.7, 0.463, 0.383, -0.022),
    (879.6, 0.431, 0.379, -0.029),
    (917.4, 0.422, 0.376, -0.036),
    (988.1, 0.391, 0.374, -0.037),
    (966.7, 0.423, 0.370, -0.041),
    (109.5, 1.000, 0.360, -0.045),
)
"""Triple (``official``), hard: fitted on 600 games of 2 players and 600 games of 4 players, games
1,000,000 on (140,400 turn starts)."""

TRIPLE_MEDIUM: Fit = (
    (-0.1, 0.919, 0.894, 0.554),
    (2.4, 0.827, 1.067, 0.587),
    (4.3, 0.852, 1.106, 0.542),
    (6.1, 0.901, 1.220, 0.563),
    (7.2, 0.924, 1.211, 0.514),
    (7.2, 0.957, 1.187, 0.481),
    (9.5, 0.957, 1.191, 0.471),
    (12.9, 0.943, 1.171, 0.464),
    (17.5, 0.928, 1.148, 0.438),
    (22.6, 0.912, 1.120, 0.413),
    (27.2, 0.904, 1.099, 0.397),
    (34.0, 0.886, 1.057, 0.363),
    (39.7, 0.883, 1.046, 0.369),
    (55.4, 0.836, 1.028, 0.351),
    (71.8, 0.793, 1.008, 0.333),
    (90.1, 0.752, 0.986, 0.313),
    (105.6, 0.733, 0.975, 0.315),
    (130.4, 0.689, 0.949, 0.288),
    (145.1, 0.678, 0.917, 0.275),
    (162.6, 0.666, 0.905, 0.250),
    (186.6, 0.643, 0.880, 0.219),
    (216.5, 0.609, 0.843, 0.195),
    (230.6, 0.613, 0.812, 0.173),
    (273.6, 0.566, 0.779, 0.163),
    (310.5, 0.537, 0.745, 0.138),
    (334.5, 0.532, 0.723, 0.126),
    (382.3, 0.494, 0.693, 0.120),
    (420.7, 0.475, 0.662, 0.102),
    (450.5, 0.472, 0.638, 0.097),
    (483.9, 0.466, 0.625, 0.102),
    (567.7, 0.407, 0.598, 0.087),
    (591.2, 0.418, 0.576, 0.077),
    (616.9, 0.427, 0.544, 0.073),
    (622.5, 0.453, 0.520, 0.067),
    (665.1, 0.446, 0.498, 0.062),
    (707.8, 0.442, 0.474, 0.050),
    (683.1, 0.488, 0.458, 0.044),
    (675.3, 0.519, 0.435, 0.045),
    (-26.1, 1.000, 0.411, 0.042),
)
"""Triple (``official``), medium: fitted on 600 games of 2 players and 600 games of 4 players,
games 1,000,000 on (140,400 turn starts); with its skew (practically none)."""

MAXI_MEDIUM: Fit = (
    (9.2, 0.356, 0.331, 0.504),
    (15.4, 0.422, 0.347, 0.838),
    (19.8, 0.407, 0.413, 1.475),
    (23.7, 0.419, 0.466, 2.954),
    (27.5, 0.435, 0.509, 1.000),
    (31.2, 0.440, 0.507, 1.000),
    (35.5, 0.448, 0.542, -2.450),
    (40.1, 0.456, 0.558, -1.829),
    (42.2, 0.481, 0.570, -1.508),
    (44.4, 0.506, 0.584, -1.350),
    (40.4, 0.557, 0.601, -1.204),
    (42.3, 0.574, 0.616, -1.129),
    (36.5, 0.616, 0.623, -0.921),
    (13.4, 0.709, 0.623, -0.809),
    (5.4, 0.746, 0.622, -0.747),
    (-3.6, 0.776, 0.619, -0.662),
    (-10.6, 0.801, 0.616, -0.608),
    (-26.7, 0.840, 0.618, -0.581),
    (-41.9, 0.871, 0.625, -0.545),
    (-101.7, 1.000, 0.637, -0.536),
)
"""``maxi``, medium: fitted on 1,500 games of 2 players and 1,500 games of 4 players, games
1,000,000 on (180,000 turn starts); its skew against the model's (``maxi.LATE_GAME``)."""
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
