"""The table screen: dice, sheet, status line and hints, derived from the session's game."""
