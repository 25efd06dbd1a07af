"""The window comes back where it was and as big, as long as a screen still shows it there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from app.ui.services.geometry import WindowPlace, fitted

SCREENS = [QRect(0, 0, 1920, 1080), QRect(1920, 0, 1280, 1024)]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("100,80,1200,800,0", WindowPlace(100, 80, 1200, 800)),
        ("-8,-8,1936,1056,1", WindowPlace(-8, -8, 1936, 1056, True)),
        ("", None),
        ("100,80,1200", None),
        ("a,b,c,d,0", None),
        ("100,80,0,800,0", None),
        ("100,80,1200,800,2", None),
    ],
)
def test_a_place_is_read_back_as_written(text: str, place: WindowPlace | None) -> None:
    assert WindowPlace.from_text(text) == place
    if place is not None:
        assert place.to_text() == text


@pytest.mark.parametrize(
    ("place", "geometry"),
    [
        (WindowPlace(100, 80, 1200, 800), QRect(100, 80, 1200, 800)),
        (WindowPlace(2000, 40, 1100, 900), QRect(2000, 40, 1100, 900)),  # the second screen
        (WindowPlace(100, 80, 640, 480), QRect(100, 80, 1000, 680)),  # never below the minimum
        (WindowPlace(3400, 80, 1200, 800), None),  # that screen is gone
        (WindowPlace(-1190, 80, 1200, 800), None),  # only a sliver would show
    ],
)
def test_a_window_goes_back_only_where_a_screen_shows_it(
    place: WindowPlace, geometry: QRect | None
) -> None:
    assert fitted(place, (1000, 680), SCREENS) == geometry


def test_the_window_comes_back_where_it_was(open_window) -> None:  # type: ignore[no-untyped-def]
    first = open_window()
    first.window.setGeometry(QRect(40, 30, 1100, 760))
    first.keep_place()
    first.controller.shutdown()
    second = open_window()
    assert second.window.geometry() == QRect(40, 30, 1100, 760)


def test_a_moved_window_is_kept_without_closing(open_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Killed (kill -9, a crash), the app never closes its window: the place is written once
    the window settles after a move or a resize, and the next start opens it as it was."""
    first = open_window()
    first.window.setGeometry(QRect(50, 40, 1180, 790))
    qtbot.waitUntil(
        lambda: first.controller.settings.value.window_place == "50,40,1180,790,0", timeout=5000
    )
    first.controller.shutdown()  # (no keep_place: as after a crash)
    second = open_window()
    assert second.window.geometry() == QRect(50, 40, 1180, 790)
