"""Strict reading of the numbers a client writes as text: ids in paths, tokens, ``limit=``.

``str.isdigit()`` and ``int()`` accept far more than ASCII digits (``'²'.isdigit()`` is true and
``int('²')`` fails; ``int('٥')`` is 5, ``int(' 5_0 ')`` is 50), and a number that fits Python may
not fit the database (PostgreSQL's ``BIGINT`` ends at 2^63 − 1). So every such value is read
here, once, the same way: ASCII digits only, no sign, no spaces, no underscores, in range.
"""

from __future__ import annotations

import re

MAX_ID = 2**63 - 1
"""The largest id the database holds (a signed 64-bit integer)."""

_DIGITS = re.compile(r"[0-9]{1,19}")
"""At most 19 digits: 2^63 − 1 has 19, so the range check below never sees a huge number."""


def parse_number(text: str, low: int = 0, high: int = MAX_ID) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, or None unless it is written in
    ASCII digits alone and lies in that range."""
    if _DIGITS.fullmatch(text) is None:  # fullmatch: a trailing newline is no digit either
        return None
    value = int(text)
    return value if low <= value <= high else None


def parse_id(text: str) -> int | None:
    """A row id written as text (a path, a token's head): 1 to 2^63 − 1, or None."""
    return parse_number(text, 1, MAX_ID)


def valid_id(value: object) -> bool:
    """Whether a number a client sent (a JSON integer) can be a row id; bools are no ids."""
    return type(value) is int and 1 <= value <= MAX_ID
