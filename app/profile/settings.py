"""The player's settings as one immutable value, read tolerantly from stored text."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .address import DEFAULT_SERVER, normalize_server

LANGUAGES: tuple[str, ...] = ("", "de", "en")
"""Stored language choices; "" follows the system's language."""

PACES: tuple[str, ...] = ("slow", "normal", "fast")
"""How quickly computer players act."""

VERBOSITIES: tuple[str, ...] = ("full", "short")
"""How much the table says aloud: whole sentences, or the facts alone."""

TEXT_SIZES: tuple[int, ...] = (100, 115, 130, 150)
"""The text size, in per cent of the normal size."""


@dataclass(frozen=True, slots=True)
class Settings:
    language: str = ""
    """"de", "en", or "" for the system's language."""
    pace: str = "normal"
    """Computer pace: one of ``PACES``."""
    confirm_every_entry: bool = False
    """Ask before every entry, also after the last roll."""
    show_hints: bool = True
    win_chances: bool = True
    """At the table (where hints are allowed) and afterwards: every player's chance to win."""
    coach: bool = False
    """After a decision at the table that cost more than a point, a note on the better one."""
    sound: bool = True
    reduce_motion: bool = False
    """Short, calm animations instead of tumbling dice."""
    attention: bool = True
    """Online, when the window is behind others: ask for attention on your turn, an invitation
    or a rematch offer (taskbar, a short sound, a mark in the title)."""
    invitations: bool = True
    """Others may invite this player to their tables."""
    high_contrast: bool = False
    """Black, white and yellow instead of wood, leather and paper."""
    text_size: int = 100
    """Per cent of the normal text size: one of ``TEXT_SIZES``."""
    verbosity: str = "full"
    """How much the table announces: one of ``VERBOSITIES``."""
    player_name: str = ""
    """The name shown for "you"; "" shows a translated default."""
    last_table: str = ""
    """The table last set up on the start screen (JSON written by the app), "" for none."""
    server: str = DEFAULT_SERVER
    """The table server's address for online play (``ws://host:port``), always normalised."""
    window_place: str = ""
    """Where the window was and how big, as the app writes it ("" until it first closes)."""

    def to_rows(self) -> dict[str, str]:
        """One text value per setting, as the store keeps them."""
        rows = {}
        for item in fields(self):
            value = getattr(self, item.name)
            rows[item.name] = ("1" if value else "0") if isinstance(value, bool) else str(value)
        return rows

    @classmethod
    def from_rows(cls, rows: Mapping[str, str]) -> Settings:
        """Read stored values; anything missing, unknown or malformed keeps its default."""
        values: dict[str, Any] = {}
        for item in fields(cls):
            text = rows.get(item.name)
            if text is None:
                continue
            default = getattr(cls(), item.name)
            if isinstance(default, bool):
                if text in ("0", "1"):
                    values[item.name] = text == "1"
            elif isinstance(default, int):
                if text.isascii() and text.isdigit():  # not "²", which int() refuses
                    values[item.name] = int(text)
            else:
                values[item.name] = text
        return cls().changed(**values)

    def changed(self, **values: Any) -> Settings:
        """A copy with ``values`` set; invalid values are ignored so a bad input never sticks."""
        clean: dict[str, Any] = {}
        for name, value in values.items():
            if not _valid(name, value):
                continue
            if name == "player_name":
                clean[name] = value.strip()  # its length is the app's to limit (app.net)
            elif name == "server":
                clean[name] = normalize_server(value)
            else:
                clean[name] = value
        return replace(self, **clean)


def _valid(name: str, value: Any) -> bool:
    if name == "language":
        return value in LANGUAGES
    if name == "pace":
        return value in PACES
    if name == "verbosity":
        return value in VERBOSITIES
    if name == "text_size":
        return isinstance(value, int) and not isinstance(value, bool) and value in TEXT_SIZES
    if name in {"player_name", "last_table", "window_place"}:
        return isinstance(value, str)
    if name == "server":
        return isinstance(value, str) and normalize_server(value) is not None
    if name in {
        "confirm_every_entry",
        "show_hints",
        "win_chances",
        "coach",
        "sound",
        "reduce_motion",
        "attention",
        "invitations",
        "high_contrast",
    }:
        return isinstance(value, bool)
    return False
