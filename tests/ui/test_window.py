"""The whole app through its window: keys, clicks, screens, saving and languages."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.profile import ProfileStore
from app.ui.controller import SCREENS
from app.ui.session import SeatKind

from .driving import click, item, key, play_turn_with_keys, roll_with_space, texts


def test_the_main_window_opens_on_the_start_screen(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    assert window.window.isVisible()
    assert window.controller.screen == "start"
    shown = texts(window)
    assert {"Quick game", "Official · You alone", "Set up a new game…"} <= shown
    assert "Continue" not in shown  # no game in progress
    assert window.window.minimumWidth() >= 1000


def test_continue_or_a_quick_game_with_the_last_table_in_one_click(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    first = open_window()
    start = first.controller.start
    start.setPreset("yatzy")
    start.setPlayerCount(3)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatKind(2, SeatKind.COMPUTER.value)
    remembered = start.setup()
    first.controller.shutdown()

    window = open_window()  # the next start: the last table is one click away
    app = window.controller
    start = app.start
    assert "Yatzy · You against 2 computers" in texts(window)
    # (the start screen gives its button the focus once it is laid out)
    qtbot.waitUntil(lambda: window.window.activeFocusItem() is item(window, "quickGameButton"))
    click(window, "quickGameButton")
    qtbot.waitUntil(lambda: app.screen == "table")
    session = app.session
    assert session is not None and session.setup == remembered
    app.show("start")  # a game in progress: Continue has the focus, Return takes it
    assert "Continue" in texts(window)
    qtbot.waitUntil(lambda: window.window.activeFocusItem() is item(window, "continueButton"))
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: app.screen == "table")
    assert app.session is session

    app.show("start")  # the setup is a click away, and Escape comes back
    click(window, "setupButton")
    assert start.property("setupOpen") and item(window, "startPage").isVisible()
    key(window, Qt.Key.Key_Escape)
    assert not start.property("setupOpen") and app.screen == "start"


def test_a_solo_game_with_the_keyboard_alone(open_window, qtbot: QtBot, data_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    key(window, Qt.Key.Key_Return)  # start
    qtbot.waitUntil(lambda: window.controller.screen == "table")
    session = window.controller.session
    assert session is not None
    for _ in range(13):
        play_turn_with_keys(window, qtbot)
    qtbot.waitUntil(lambda: window.controller.screen == "results")
    assert session.game.over and session.game.sheets[0].is_full
    assert window.controller.results.property("headline") == "solo"
    store, _ = ProfileStore.open(data_path)
    results = store.results()
    store.close()
    assert [(r.ruleset, r.total) for r in results] == [("official", session.game.sheets[0].total)]


def test_toggling_dice_by_number_and_cancelling_a_mark(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    table = window.controller.table
    roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_1)
    key(window, Qt.Key.Key_3)
    game = window.controller.session.game
    assert game.held == (True, False, True, False, False)
    key(window, Qt.Key.Key_3)
    assert window.controller.session.game.held == (True, False, False, False, False)
    key(window, Qt.Key.Key_Down)
    assert table.property("cursor") == "ones"
    key(window, Qt.Key.Key_Return)
    assert table.property("marked") == "ones"
    key(window, Qt.Key.Key_Escape)
    assert table.property("marked") == ""
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    key(window, Qt.Key.Key_Return)
    assert window.controller.session.game.sheets[0].score("ones") is not None


def test_entering_asks_first_and_a_strike_always_asks(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=11)
    window.controller.startGame()
    session = window.controller.session
    table = window.controller.table
    roll_with_space(window, qtbot)
    options = session.game.options()
    scoring = next(box for box, points in options.items() if points > 0)
    zero = next(box for box, points in options.items() if points == 0)

    click(window, f"cell_{scoring}_0")
    assert table.property("status") == "confirm_enter"
    assert table.property("statusPoints") == options[scoring]
    assert session.game.sheets[0].score(scoring) is None
    click(window, f"cell_{zero}_0")  # another box: the mark moves, nothing entered
    assert table.property("status") == "confirm_strike"
    click(window, f"cell_{zero}_0")
    assert session.game.sheets[0].score(zero) == 0

    # after the last roll a box with points goes in at once; a strike still asks
    for _ in range(3):
        roll_with_space(window, qtbot)
    assert session.game.rolls_left == 0
    options = session.game.options()
    box = next((b for b, p in options.items() if p > 0), None)
    if box is not None:
        click(window, f"cell_{box}_0")
        assert session.game.sheets[0].score(box) == options[box]


def test_a_refused_action_says_why(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    click(window, "cell_chance_0")
    assert window.controller.table.property("refusal") == "roll_first"
    assert "Roll first." in texts(window)


def test_undo_with_ctrl_z(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(confirm_every_entry=False)
    window.controller.startGame()
    session = window.controller.session
    for _ in range(3):
        roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_Return)
    if session.game.sheet.filled_count == 0:
        key(window, Qt.Key.Key_Return)  # it was a strike
    assert session.game.sheets[0].filled_count == 1
    dice = session.game.log[-2].dice
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game.sheets[0].filled_count == 0
    assert session.game.dice == dice and session.game.rolls_left == 0
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Return)
    roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game.sheets[0].filled_count == 1
    assert window.controller.table.property("refusal") == "nothing_to_undo"


def test_two_people_at_one_computer(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.PERSON.value)
    start.setSeatName(1, "Bo")
    window.controller.startGame()
    table = window.controller.table
    session = window.controller.session
    assert session.game.names == ("You", "Bo")
    seen = []
    for _ in range(4):
        seen.append((table.property("statusName"), session.game.current))
        play_turn_with_keys(window, qtbot)
    assert seen == [("You", 0), ("Bo", 1), ("You", 0), ("Bo", 1)]
    assert [sheet.filled_count for sheet in session.game.sheets] == [2, 2]
    assert not table.property("busy")


def test_one_person_against_three_computers_to_the_results(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    start = window.controller.start
    start.setPreset("maxi")  # its model builds in a blink, so the hard computer starts at once
    start.setPlayerCount(4)
    for seat, level in ((1, "easy"), (2, "medium"), (3, "hard")):
        start.setSeatKind(seat, SeatKind.COMPUTER.value)
        start.setSeatLevel(seat, level)
    window.controller.startGame()
    session = window.controller.session
    while not session.game.over:
        qtbot.waitUntil(lambda: session.game.over or session.game.current == 0, timeout=120_000)
        if not session.game.over:
            play_turn_with_keys(window, qtbot)
    qtbot.waitUntil(lambda: window.controller.screen == "results")
    assert all(sheet.is_full for sheet in session.game.sheets)
    ranking = window.controller.results.ranking
    assert ranking.rowCount() == 4
    results = window.controller.results
    qtbot.waitUntil(lambda: results.property("reviewState") == "ready", timeout=120_000)
    assert window.controller.results.review.rowCount() == 4
    assert window.controller.statistics.property("games") == 1


def test_the_language_switches_every_visible_text(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    roll = item(window, "rollButton")
    item(window, "cell_ones_0")  # the sheet is laid out
    assert roll.property("text") == "Roll"
    before = texts(window)
    window.controller.settings.setLanguage("de")
    assert roll.property("text") == "Würfeln"
    after = texts(window)
    assert "Neues Spiel" in after and "Einser" in after
    assert "New game" not in after and "Ones" not in after
    assert window.language.property("code") == "de"
    window.controller.settings.setLanguage("en")
    assert texts(window) == before


def test_an_unfinished_game_resumes_after_a_restart(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    first = open_window()
    first.controller.startGame()
    roll_with_space(first, qtbot)
    key(first, Qt.Key.Key_1)
    game = first.controller.session.game
    first.controller.shutdown()

    second = open_window()
    assert second.controller.screen == "table"
    assert second.controller.session.game == game
    # the table's view follows its session on the next pass of the event loop
    qtbot.waitUntil(lambda: bool(second.controller.table.property("hasDice")))


def test_a_corrupt_data_file_is_kept_and_the_player_told(open_window, data_path: Path) -> None:  # type: ignore[no-untyped-def]
    data_path.parent.mkdir(parents=True)
    data_path.write_bytes(b"\x00garbage, not a database" * 50)
    window = open_window()
    assert window.controller.property("notice") == "recovered"
    backups = list(data_path.parent.glob("*.unreadable-*"))
    assert len(backups) == 1 and backups[0].read_bytes().startswith(b"\x00garbage")
    assert item(window, "notice").isVisible()
    window.controller.startGame()  # and the game goes on with a fresh file
    with sqlite3.connect(data_path) as db:
        assert db.execute("SELECT COUNT(*) FROM unfinished_game").fetchone() == (1,)


def test_a_saved_game_that_cannot_be_read_is_set_aside(open_window, data_path: Path) -> None:  # type: ignore[no-untyped-def]
    store, _ = ProfileStore.open(data_path)
    store.save_unfinished('{"preset": "official"}', '{"format": 99}')
    store.close()
    window = open_window()
    assert window.controller.property("notice") == "resume_failed"
    assert window.controller.screen == "start"


def test_the_pages_follow_the_apps_screens_in_order(open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    pages = item(window, "screens").childItems()
    # a page is a screen's slot (ScreenSlot.qml) or the loader of an online screen
    screens = [page.property("screen") or page for page in pages]
    names = [page.objectName().removesuffix("Screen").removesuffix("Loader") for page in screens]
    assert names == list(SCREENS)
    for screen in ("rules", "settings", "statistics", "start"):
        window.controller.show(screen)
        assert item(window, "screens").property("currentIndex") == SCREENS.index(screen)
        assert window.controller.property("onlineScreen") is False
