"""The start screen: players, seats, preset and options."""
