"""Garbage collected on the GUI thread before long work goes to a worker thread.

Python's collector runs in whichever thread happens to allocate when it is due. A review or a
win-chance history allocates a great deal in its worker thread; a Qt object left in a reference
cycle and collected there is destroyed off the thread it lives in (Qt warns that its timers
cannot be stopped from another thread, and may crash). Collecting first, here, leaves the
worker no such garbage to find.
"""

from __future__ import annotations

import gc


def collect_before_work() -> None:
    """Collect every generation now, on the calling (GUI) thread."""
    gc.collect()
