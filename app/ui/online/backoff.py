"""How long to wait before the next attempt to reach the server."""

from __future__ import annotations

import random

FIRST_DELAY = 1.0
"""Seconds before the first retry (before jitter)."""
MAX_DELAY = 30.0
"""The longest wait between attempts: a server that comes back is found within half a minute."""
GAME_DELAY = 3.0
"""The longest wait while the player has a game running at a table: the server keeps their seat
and their turn waiting for them, and every second counts against their away limit."""
NETWORK_CHECK = 2.0
"""Seconds between looks at this computer's network while waiting: when it changes (the Wi-Fi
is back, another network), the next attempt starts at once."""


def retry_delay(
    attempt: int,
    rng: random.Random,
    *,
    first: float = FIRST_DELAY,
    cap: float = MAX_DELAY,
) -> float:
    """The wait before retry number ``attempt`` (0 for the first): doubling from ``first`` up to
    ``cap``, each drawn between half and all of that, so that many clients that lost the same
    server do not all come back in the same instant."""
    ceiling = min(cap, first * 2.0 ** min(attempt, 32))
    return ceiling * rng.uniform(0.5, 1.0)
