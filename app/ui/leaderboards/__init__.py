"""The leaderboards of the current week, month and year."""
