"""A budget for the tracebacks that clients can cause.

An unexpected exception in a handler is logged with its traceback, but a client that found
such a message could send it in a loop and fill the disk. So each connection and each address
(and the node as a whole) may cause only so many traceback lines a minute; the rest are
counted (``fuenfwurf_internal_errors_total``, ``fuenfwurf_internal_errors_unlogged_total``)
and summed up in one line at most once a minute.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from prometheus_client import Counter

from .ratelimit import PerAddress, Rate, TokenBucket

PER_CONNECTION = Rate(burst=3, per_second=1 / 60)
PER_ADDRESS = Rate(burst=5, per_second=5 / 60)
PER_NODE = Rate(burst=30, per_second=30 / 60)
"""Beyond a few addresses, the whole node's budget: a botnet gets no more than one client."""
SUMMARY_SECONDS = 60.0


class ErrorLog:
    """Decides, per internal error, whether its traceback is written."""

    def __init__(
        self,
        log: logging.Logger,
        now: Callable[[], float],
        *,
        counted: Counter | None = None,
        unlogged: Counter | None = None,
    ) -> None:
        self._log = log
        self._now = now
        self._addresses = PerAddress(PER_ADDRESS)
        self._node = TokenBucket(PER_NODE, now())
        self._counted = counted
        self._unlogged = unlogged
        self._held_back = 0
        self._summed_at = now()

    def exception(self, own: TokenBucket | None, address: str, message: str, *args: object) -> None:
        """``log.exception(message, *args)`` if the budgets allow it, else counted; call it from
        an ``except`` block. ``own`` is the connection's budget (``PER_CONNECTION``, kept on
        the connection), ``address`` whom else it counts against."""
        now = self._now()
        if self._counted is not None:
            self._counted.inc()
        # Every budget is asked (and spent) only while the ones before allow it.
        if (
            (own is None or own.take(now))
            and self._addresses.take(address, now)
            and self._node.take(now)
        ):
            self._log.exception(message, *args)
        else:
            self._held_back += 1
            if self._unlogged is not None:
                self._unlogged.inc()
        self._sum_up(now)

    def _sum_up(self, now: float) -> None:
        if self._held_back and now - self._summed_at >= SUMMARY_SECONDS:
            self._log.warning(
                "%d more internal errors were not logged (their budget was spent)",
                self._held_back,
            )
            self._held_back = 0
            self._summed_at = now
