"""The app's one place for players' names: the one rule for a name typed here (the protocol's
``app.net.clean_name`` and ``NAME_MAX_LENGTH``), the names seats get when nobody typed one, and
names read as a list in the player's language ("Ada, Bo and Cy" / "Ada, Bo und Cy")."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication

from app.net import NAME_MAX_LENGTH, ErrorCode, NameProblem, clean_name, name_problem

from ..session.setup import Seat, SeatKind

Namer = Callable[[int, Seat], str]
"""The name a seat gets when nobody typed one."""


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` under the name lupdate looks for."""
    return QCoreApplication.translate(context, text)


def kept_name(text: str) -> str:
    """A name typed into the settings or a local seat as kept: in the one form of the protocol's
    rule (``app.net.clean_name``) when it is a name, else trimmed to the length (a local game
    takes it as it is; online the screen says why with ``name_error``)."""
    return clean_name(text) or text.strip()[:NAME_MAX_LENGTH]


def online_name(text: str) -> str:
    """The name from the settings as the server is sent it: in the protocol's one form, or ""
    when it is no name (the connection screen asks for one then)."""
    return clean_name(text) or ""


def seat_namer(your_name: str) -> Namer:
    """The names seats get when nobody typed one, in the language shown now: the player's own
    name (or "You"), "Player 2", "Computer 3"."""

    def name(index: int, seat: Seat) -> str:
        if seat.kind is SeatKind.YOU:
            return your_name or translate("Seats", "You")
        if seat.kind is SeatKind.PERSON:
            return translate("Seats", "Player %1").replace("%1", str(index + 1))
        return translate("Seats", "Computer %1").replace("%1", str(index + 1))

    return name


def name_error(text: str) -> str:
    """The error code the server would give this name, "" for none (``app.net.name_problem``)."""
    problem = name_problem(text)
    if problem is None:
        return ""
    if problem is NameProblem.RESERVED:
        return ErrorCode.NAME_RESERVED.value
    return ErrorCode.INVALID_NAME.value


def names_text(names: Iterable[str]) -> str:
    """The names joined as a sentence joins them: commas, and the language's "and" before the
    last one (a tie "Ada, Bo share first place" reads as a list, not as a sentence)."""
    items = list(names)
    if len(items) < 2:
        return "".join(items)
    # Translators: joins the last name of a list to the ones before it ("Ada, Bo and Cy").
    return (
        translate("Names", "%1 and %2")
        .replace("%1", ", ".join(items[:-1]))
        .replace("%2", items[-1])
    )
