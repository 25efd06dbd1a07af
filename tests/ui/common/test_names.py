"""Lists of names and counted points read right in each language: "Ada, Bo und Cy", "1 Punkt"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.ui.common.names import kept_name, names_text, online_name, seat_namer
from app.ui.paths import translations_dir
from app.ui.session import Seat, SeatKind


@pytest.fixture
def german(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    translator = QTranslator()
    assert translator.load("fuenfwurf_de", str(translations_dir()))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_names_join_with_and(qapp) -> None:  # type: ignore[no-untyped-def]
    assert names_text([]) == ""
    assert names_text(["Ada"]) == "Ada"
    assert names_text(["Ada", "Bo"]) == "Ada and Bo"
    assert names_text(iter(["Ada", "Bo", "Cy"])) == "Ada, Bo and Cy"


@pytest.mark.usefixtures("german")
def test_names_join_with_the_languages_own_and() -> None:
    assert names_text(["Ada", "Bo"]) == "Ada und Bo"
    assert names_text(["Ada", "Bo", "Cy", "Dan"]) == "Ada, Bo, Cy und Dan"


@pytest.mark.usefixtures("german")
@pytest.mark.parametrize(
    ("context", "source", "one", "many"),
    [
        (
            "Leaderboards",
            "Rank %1: %2, %n point(s)",
            "Rang %1: %2, 1 Punkt",
            "Rang %1: %2, 7 Punkte",
        ),
        ("Daily", "Rank %1: %2, %n point(s)", "Platz %1: %2, 1 Punkt", "Platz %1: %2, 7 Punkte"),
        ("Analysis", "%1: %n point(s)", "%1: 1 Punkt", "%1: 7 Punkte"),
        (
            "Sheet",
            "marked, %n point(s): press again to enter",
            "markiert, 1 Punkt:",
            "markiert, 7 Punkte:",
        ),
    ],
)
def test_counted_points_take_the_right_form(context: str, source: str, one: str, many: str) -> None:
    assert QCoreApplication.translate(context, source, "", 1).startswith(one)
    assert QCoreApplication.translate(context, source, "", 7).startswith(many)


def test_one_rule_for_names_typed_here(qapp) -> None:  # type: ignore[no-untyped-def]
    """The protocol's rule (``clean_name``): kept as it would be stored; a local seat keeps what
    is no name online (trimmed to the length), the server is sent nothing for it."""
    assert (
        kept_name("  Ａｄａ   Lovelace ") == online_name("  Ａｄａ   Lovelace ") == "Ada Lovelace"
    )
    assert kept_name("  #1  ") == "#1" and online_name("  #1  ") == ""
    assert kept_name("x" * 40) == "x" * 24


@pytest.mark.usefixtures("german")
def test_seats_nobody_named_are_named_in_the_language_shown(qapp) -> None:  # type: ignore[no-untyped-def]
    name = seat_namer("")
    assert name(0, Seat(SeatKind.YOU)) == "Du"
    assert name(1, Seat(SeatKind.PERSON)) == "Spieler 2"
    assert name(2, Seat(SeatKind.COMPUTER)) == "Computer 3"
    assert seat_namer("Ada")(0, Seat(SeatKind.YOU)) == "Ada"
