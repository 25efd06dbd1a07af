"""What a decision must cost to count as a mistake, and how close to the best counts as the best
(in expected final points). Apart from the review, so the desktop app can show them before the
engine's arrays are loaded."""

from __future__ import annotations

MISTAKE_COST = 0.1
"""A decision that costs at least this many expected points is a mistake."""

BEST_COST = 0.05
"""A decision that costs less than this many expected points is told as the best choice."""

WIN_COST_TOLD = 0.5
"""A decision's cost in the chance to win (percentage points) is told, and marked, from this
much on: it rounds to at least 1 %."""

WIN_COST_NONE = 0.05
"""A cost in the chance to win below this many percentage points is told as nothing lost (it
rounds to 0.0)."""
