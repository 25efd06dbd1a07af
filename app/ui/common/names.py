"""Names read as a list in the player's language: "Ada, Bo and Cy" / "Ada, Bo und Cy"."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` under the name lupdate looks for."""
    return QCoreApplication.translate(context, text)


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
