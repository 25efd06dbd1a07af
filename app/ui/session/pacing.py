"""How long computer players pause, so a person can follow what they do."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pacing:
    """Pauses in seconds."""

    think: float
    """Before a computer's first roll of a turn (after the previous player's entry)."""
    look: float
    """After a roll, before the computer acts on it (the dice have landed)."""
    step: float
    """Between the single steps of a decision: each kept die, then the roll or the entry."""
    linger: float = 0.0
    """How long an entry stays marked on the sheet and a moment (every die alike, a bonus, the
    end) is shown; after a moment the next computer waits at least this long."""


PACINGS: dict[str, Pacing] = {
    "slow": Pacing(think=1.2, look=1.3, step=0.5, linger=2.6),
    "normal": Pacing(think=0.7, look=0.8, step=0.3, linger=2.0),
    "fast": Pacing(think=0.3, look=0.4, step=0.12, linger=1.3),
}

INSTANT = Pacing(think=0.0, look=0.0, step=0.0)
"""No pauses: when no person is left to watch (and for tests)."""
