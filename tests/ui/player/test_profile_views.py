"""A player's profile as shown: a pure derive function, from cases."""

from __future__ import annotations

from app.net import (
    PlayerProfile,
    PlayerStats,
)
from app.ui.player.viewmodel import derive_profile


def test_the_profile_lists_every_milestone_in_order() -> None:
    stats = PlayerStats(
        games=6,
        wins=5,
        draws=0,
        losses=1,
        best_total=301,
        five_alikes=2,
        upper_bonuses=3,
        points=51,
    )
    profile = PlayerProfile(
        id=100,
        name="Ada",
        level=4,
        milestones=["first_win", "first_game", "five_wins"],
        stats=stats,
    )
    view, rows = derive_profile(profile)
    assert (view.level, view.milestones_reached, view.points, view.best_total) == (4, 3, 51, 301)
    assert [(r.key, r.reached) for r in rows] == [
        ("first_game", True),
        ("first_win", True),
        ("three_opponents", False),
        ("five_wins", True),
        ("twenty_five_wins", False),
    ]


def test_a_profile_without_a_full_sheet_has_no_best_total() -> None:
    # Won, but the other resigned after a few turns: the server keeps no best total (0) for a
    # sheet left part-empty; the profile says "—", not 0.
    stats = PlayerStats(
        games=1, wins=1, draws=0, losses=0, best_total=0, five_alikes=0, upper_bonuses=0, points=10
    )
    profile = PlayerProfile(id=100, name="Ada", level=2, milestones=["first_game"], stats=stats)
    view, _rows = derive_profile(profile)
    assert (view.games, view.wins, view.best_total) == (1, 1, -1)
