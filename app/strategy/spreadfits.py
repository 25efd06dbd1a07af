"""Fitted corrections to the model's spread of the points still to come, per computer level.

The exact tables give the mean, variance and third moment of the points still to come under
score-maximising play. Where the players play otherwise, or the model takes parts of the sheet
as independent that are not, self-play measures how far off that is: per number of free boxes,
a shift of the mean and a factor of the variance (``benchmarks/fit_level_spread.py``). A factor
keeps the skewness (the third moment scales with the factor to the power 1.5).
"""

from __future__ import annotations

from app.rules import Ruleset

Fit = tuple[tuple[float, float], ...]
"""Per number of free boxes, from 1: (shift of the mean, factor of the variance)."""

TRIPLE_SOLO: Fit = (
    (-6.3, 0.249),
    (-11.7, 0.227),
    (-15.2, 0.230),
    (-21.8, 0.227),
    (-26.8, 0.232),
    (-31.7, 0.241),
    (-32.8, 0.255),
    (-32.9, 0.259),
    (-33.2, 0.285),
    (-31.0, 0.293),
    (-27.8, 0.330),
    (-25.5, 0.336),
    (-24.0, 0.337),
    (-21.9, 0.357),
    (-20.2, 0.365),
    (-21.2, 0.357),
    (-18.9, 0.358),
    (-18.0, 0.351),
    (-14.6, 0.365),
    (-10.1, 0.370),
    (-5.9, 0.372),
    (-0.7, 0.380),
    (5.8, 0.385),
    (13.2, 0.388),
    (19.8, 0.391),
    (24.8, 0.389),
    (30.0, 0.395),
    (34.9, 0.406),
    (44.2, 0.405),
    (49.6, 0.387),
    (55.8, 0.371),
    (62.3, 0.377),
    (70.2, 0.389),
    (77.1, 0.384),
    (85.1, 0.380),
    (94.8, 0.352),
    (101.1, 0.352),
    (108.6, 0.342),
    (118.8, 0.330),
)
"""Triple (five dice), hard in solo games of ``official`` (400 games,
``benchmarks/fit_triple_spread.py``): the three columns share one turn a round, so their spreads
do not add up as independent ones would."""

OFFICIAL_MEDIUM: Fit = (
    (-0.3, 0.732),
    (-1.1, 0.761),
    (-2.2, 0.727),
    (-3.2, 0.711),
    (-4.5, 0.706),
    (-5.9, 0.690),
    (-7.9, 0.704),
    (-10.1, 0.686),
    (-12.7, 0.669),
    (-15.3, 0.621),
    (-18.5, 0.576),
    (-21.5, 0.545),
    (-25.0, 0.537),
)
"""``official``, medium: 300 games each of 2 and 4 players (23,400 turn starts). Medium ends
up to 25 points below the maximiser's mean and its points to come spread less (a variance
factor of 0.54-0.76)."""

YATZY_MEDIUM: Fit = (
    (0.0, 0.959),
    (-0.7, 1.120),
    (-2.1, 1.149),
    (-3.8, 1.116),
    (-6.0, 1.037),
    (-7.9, 0.980),
    (-10.9, 0.959),
    (-14.3, 0.927),
    (-17.4, 0.902),
    (-20.7, 0.915),
    (-23.9, 0.922),
    (-26.5, 0.969),
    (-28.8, 1.033),
    (-31.2, 1.088),
    (-33.5, 1.144),
)
"""``yatzy``, medium: 300 games each of 2 and 4 players (27,000 turn starts); its spread is
about the maximiser's (a factor 0.90-1.15), its mean up to 34 points lower."""

FITS: dict[tuple[str, str], Fit] = {
    ("triple", "hard"): TRIPLE_SOLO,
    ("official", "medium"): OFFICIAL_MEDIUM,
    ("yatzy", "medium"): YATZY_MEDIUM,
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


def spread_fit(rules: Ruleset, free: int, level: str | None) -> tuple[float, float]:
    """(mean shift, variance factor) for a sheet of ``rules`` with ``free`` boxes free whose
    player plays at ``level`` (None: as the hints and hard do)."""
    table = FITS.get((family(rules), level or "hard"))
    if table is None or free <= 0:
        return 0.0, 1.0
    return table[min(free, len(table)) - 1]
