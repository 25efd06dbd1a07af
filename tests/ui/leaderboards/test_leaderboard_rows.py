"""The leaderboard's rows as shown: a pure derive function."""

from __future__ import annotations

from app.net import (
    Leaderboard,
    LeaderboardEntry,
    Period,
)
from app.ui.leaderboards.viewmodel import leader_rows, period_days


def test_the_leaderboard_marks_the_player_and_names_the_days() -> None:
    board = Leaderboard(
        period=Period.MONTH,
        start="2025-03-01T00:00:00Z",
        end="2025-04-01T00:00:00Z",
        entries=[
            LeaderboardEntry(rank=1, player=7, name="Cy", level=3, points=40, games=5, wins=4),
            LeaderboardEntry(rank=2, player=100, name="Ada", level=2, points=31, games=4, wins=3),
        ],
    )
    rows = leader_rows(board, you=100)
    assert [(r.rank, r.name, r.you) for r in rows] == [(1, "Cy", False), (2, "Ada", True)]
    assert period_days(board) == ("2025-03-01", "2025-03-31")
