"""The path from the table's announcer to the screen reader: every line said becomes a
notification object of its own in the window (``SpokenLines.qml``), shown once the app is free,
in order, none lost and none said twice; the online table's sentences (chat, the clock, someone
coming or going, a rematch offer) go the same way."""

from __future__ import annotations

from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.ui.table.speech import Announcement, Speaker

from ..driving import child_items, item


def notifications(voice: QQuickItem) -> list[str]:
    """The texts of the notifications showing, oldest first."""
    return [str(line.property("spoken")) for line in child_items(voice) if line.property("showing")]


def test_each_line_its_own_notification_once_the_app_is_free(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    voice = item(window, "voice")
    announcer = window.controller.table.voice()
    before = notifications(voice)
    burst = [Announcement(f"Line {n}.") for n in range(12)]  # more than a computer's whole turn
    announcer.say(*burst)
    assert notifications(voice) == before  # not while the app is still at work
    qtbot.waitUntil(lambda: len(notifications(voice)) == len(before) + 12)
    assert notifications(voice)[-12:] == [a.text for a in burst]  # in order, none reused


def test_the_online_tables_sentences_reach_the_screen_reader(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    voice = item(window, "voice")
    speaker = Speaker(("You", "Ada"), me=0)
    said = [
        speaker.chat("Ada", "good luck"),
        speaker.clock(10, 0),
        speaker.clock(5, 1),
        speaker.presence("joined", "Bo"),
        speaker.presence("left", "Bo"),
        speaker.rematch_offered("Ada"),
    ]
    assert [a.text for a in said] == [
        "Ada says: good luck",
        "10 seconds left.",
        "Ada: 5 seconds left.",
        "Bo sits down at the table.",
        "Bo has left the table.",
        "Ada offers a rematch: Accept rematch or Decline.",
    ]
    for announcement in said:
        window.controller.table.voice().say(announcement)
    qtbot.waitUntil(lambda: notifications(voice)[-len(said) :] == [a.text for a in said])
    assert window.controller.table.announcer.lines[-len(said) :] == tuple(a.text for a in said)


def test_old_lines_go_once_many_came_after_them(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    voice = item(window, "voice")
    keep = int(voice.property("keep"))
    window.controller.table.voice().say(*(Announcement(f"L{n}") for n in range(keep + 5)))
    qtbot.waitUntil(lambda: notifications(voice)[-1:] == [f"L{keep + 4}"])
    assert len(notifications(voice)) == keep


def test_the_log_reads_in_the_language_shown(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    table = window.controller.table
    table.readDice()
    assert table.announcer.lines[-2:] == (
        "Your turn. Press Space to roll.",
        "Not rolled yet. 3 rolls left.",
    )
    window.controller.settings.setLanguage("de")
    qtbot.waitUntil(lambda: table.announcer.lines[-1] == "Noch nicht gewürfelt. Noch 3 Würfe.")
    assert table.announcer.lines[-2] == "Du bist dran. Würfle mit der Leertaste."
