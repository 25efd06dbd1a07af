"""The limits of the protocol and the checks for the few free-form values a client sends.

Client and server use the same functions, so a client can refuse a bad name or chat line before
sending it and the server applies exactly the same rule.
"""

from __future__ import annotations

import unicodedata

PROTOCOL_VERSION = 1
"""Sent as ``v`` in every message; the server refuses other versions."""

MAX_MESSAGE_BYTES = 4096
"""The largest message (UTF-8 bytes of one websocket text frame) a client may send."""

NAME_MAX_LENGTH = 24
CHAT_MAX_LENGTH = 200
SEAT_COUNTS = (2, 3, 4)
CLOCK_SECONDS = (30, 45, 60, 90)

TABLE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Digits and capitals without the look-alikes 0/O, 1/I/L."""
TABLE_CODE_LENGTH = 8


def _printable_text(text: str, max_length: int) -> str | None:
    text = unicodedata.normalize("NFC", text).strip()
    if not 1 <= len(text) <= max_length or not text.isprintable():
        return None
    return text


def clean_name(text: str) -> str | None:
    """A display name as stored (NFC, trimmed), or None unless it is 1-24 printable characters."""
    return _printable_text(text, NAME_MAX_LENGTH)


def clean_chat(text: str) -> str | None:
    """A chat line as shown (NFC, trimmed), or None unless it is 1-200 printable characters.

    Printable excludes line breaks and control characters: a line is plain text on one line."""
    return _printable_text(text, CHAT_MAX_LENGTH)


def clean_code(text: str) -> str | None:
    """A table code as typed (any case, spaces or dashes between groups) in its canonical form,
    or None when it cannot be a table code."""
    code = text.replace(" ", "").replace("-", "").upper()
    if len(code) != TABLE_CODE_LENGTH or any(c not in TABLE_CODE_ALPHABET for c in code):
        return None
    return code
