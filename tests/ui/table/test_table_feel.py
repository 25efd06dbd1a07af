"""The table in a real window: dice tumble inside the tray and take no action meanwhile, the
confirmation dialog answers to its keys, Return presses what has the focus, Tab reaches every
control."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.ui.main import Window
from app.ui.session import Pacing, SeatKind

from ..driving import (
    child_items,
    click,
    item,
    key,
    open_dialog,
    play_turn_with_keys,
    roll_with_space,
    texts,
    texts_in,
)

TUMBLING = "tumbling"


def scene_rect(target: QQuickItem) -> QRectF:
    """Where the item is drawn, turned as it is (its bounding box in the window)."""
    return target.mapRectToScene(target.boundingRect())


def dice(window: Window) -> list[QQuickItem]:
    count = int(window.controller.table.property("diceCount"))
    return [item(window, f"die_{index}") for index in range(count)]


def slow_throws(window: Window, milliseconds: int) -> None:
    """Dice fly this long, so that a test on a busy machine still sees them in the air."""
    item(window, "diceArea").setProperty("tumbleMs", milliseconds)


def test_tumbling_dice_stay_inside_the_tray(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(motion=True)
    window.controller.startGame()
    slow_throws(window, 1800)
    tray, status = item(window, "tray"), item(window, "statusCard")
    frames: list[tuple[QRectF, QRectF, list[QRectF]]] = []

    def landed() -> bool:
        flying = [die for die in dice(window) if die.property(TUMBLING)]  # kept dice stay put
        if flying:
            frames.append((scene_rect(tray), scene_rect(status), [scene_rect(d) for d in flying]))
            return False
        return bool(frames)

    for _ in range(3):  # every roll of a turn, some dice kept
        frames.clear()
        key(window, Qt.Key.Key_Space)
        qtbot.waitUntil(landed)
        assert len(frames) >= 3  # the throw was watched while it moved
        for tray_rect, status_rect, flying in frames:
            for rect in flying:
                assert tray_rect.contains(rect), (rect, tray_rect)
                assert not rect.intersects(status_rect)
        qtbot.waitUntil(lambda: not window.controller.table.property("rolling"))
        key(window, Qt.Key.Key_2)


def press_held_key(window: Window, pressed: Qt.Key) -> None:
    """What systems send while a key is held down: a press marked as a repeat, or (X11 without
    detectable repeats) a release and a press at once, neither marked."""
    none = Qt.KeyboardModifier.NoModifier
    for kind, repeat in ((QEvent.Type.KeyPress, True),):
        QGuiApplication.sendEvent(window.window, QKeyEvent(kind, pressed, none, " ", repeat))
    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
        QGuiApplication.sendEvent(window.window, QKeyEvent(kind, pressed, none, " ", False))


def release(window: Window, pressed: Qt.Key) -> None:
    none = Qt.KeyboardModifier.NoModifier
    QGuiApplication.sendEvent(window.window, QKeyEvent(QEvent.Type.KeyRelease, pressed, none, " "))


def test_a_roll_while_the_dice_tumble_is_ignored_not_kept(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(motion=True)
    window.controller.startGame()
    slow_throws(window, 1800)  # below the view-model's two seconds at the latest
    session, table = window.controller.session, window.controller.table
    key(window, Qt.Key.Key_Space)
    assert table.property("rolling")
    assert any(die.property(TUMBLING) for die in dice(window))
    key(window, Qt.Key.Key_1)
    key(window, Qt.Key.Key_Space)  # pressed again while the dice fly
    press_held_key(window, Qt.Key.Key_Space)
    click(window, "rollButton")
    key(window, Qt.Key.Key_Return)
    assert (session.game.rolls_used, session.game.held[0]) == (1, False)
    assert table.property("marked") == ""
    qtbot.waitUntil(lambda: not table.property("rolling"))
    assert session.game.rolls_used == 1  # nothing was kept for later
    press_held_key(window, Qt.Key.Key_Space)  # a key still held after landing rolls nothing
    assert session.game.rolls_used == 1
    release(window, Qt.Key.Key_Space)  # let go: the next press is a new one
    screen = item(window, "tableScreen")
    qtbot.waitUntil(lambda: screen.property("heldKey") == 0)
    roll_with_space(window, qtbot)
    assert session.game.rolls_used == 2


@pytest.mark.parametrize(
    ("language", "keep", "resign"),
    [("en", "Keep playing", "Resign"), ("de", "Weiterspielen", "Aufgeben")],
)
def test_the_resign_dialog_answers_to_its_keys(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, language: str, keep: str, resign: str
) -> None:
    window = open_window()
    window.controller.settings.setLanguage(language)
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    window.controller.startGame()
    session = window.controller.session

    def focused() -> QObject:
        return window.window.activeFocusItem()

    for answer in (Qt.Key.Key_Return, Qt.Key.Key_Escape):  # Return on the safe choice; Escape
        click(window, "resignButton")
        dialog = open_dialog(window, "resignDialog", qtbot)
        cancel = item(window, "resignDialogCancel")
        assert focused() is cancel and cancel.property("visualFocus")
        assert cancel.property("text") == keep
        key(window, answer)
        qtbot.waitUntil(lambda dialog=dialog: not dialog.property("visible"))
        assert session.game.resigned == ()
        assert window.controller.screen == "table"

    click(window, "resignButton")
    open_dialog(window, "resignDialog", qtbot)
    key(window, Qt.Key.Key_Tab)
    confirm = item(window, "resignDialogConfirm")
    assert focused() is confirm and confirm.property("text") == resign
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.game.resigned == (0,))


def tab_until(window: Window, qtbot: QtBot, wanted: QQuickItem) -> None:
    for _ in range(80):
        if window.window.activeFocusItem() is wanted:
            return
        key(window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted.objectName() or wanted}")


def test_return_presses_the_focused_button_and_navigation_item(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    app.show("settings")
    # the languages are a radio group: one Tab stop (the language chosen), the arrows choose
    choices = [item(window, f"language_{code}") for code in ("system", "de", "en")]
    chosen = next(choice for choice in choices if choice.property("checked"))
    german = choices[1]
    assert chosen is not german
    tab_until(window, qtbot, chosen)
    key(window, Qt.Key.Key_Right if chosen is choices[0] else Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: app.settings.property("language") == "de")
    assert window.window.activeFocusItem() is german
    key(window, Qt.Key.Key_Return)
    assert app.settings.property("language") == "de"
    rules = item(window, "navRules")
    tab_until(window, qtbot, rules)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: app.screen == "rules")


def test_the_rules_topics_are_a_list_reached_with_tab_and_opened_with_the_arrows(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.show("rules")
    first = item(window, "topic_basics")
    tab_until(window, qtbot, first)
    assert first.property("visualFocus")
    for _ in range(7):  # basics, official, bonanza, standard, free-joker, fuenfwurf, yatzy, maxi
        key(window, Qt.Key.Key_Down)
    topic = item(window, "topic_maxi")
    qtbot.waitUntil(lambda: bool(topic.property("highlighted")))
    assert topic.property("activeFocus")
    key(window, Qt.Key.Key_Tab)  # on to the text: its first paragraph, Down goes to the next
    qtbot.waitUntil(lambda: bool(item(window, "rulesParagraph_0").property("activeFocus")))
    key(window, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: bool(item(window, "rulesParagraph_1").property("activeFocus")))


CONTROLS = ("QQuickAbstractButton", "QQuickComboBox", "QQuickTextInput")


def controls_shown(node: QQuickItem) -> list[QQuickItem]:
    """Every visible, enabled control in the window (buttons, choices, text fields)."""
    if not node.isVisible() or not node.isEnabled():
        return []
    meta, kinds = node.metaObject(), set()
    while meta is not None:
        kinds.add(meta.className())
        meta = meta.superClass()
    found = [node] if kinds & set(CONTROLS) else []
    for child in child_items(node):
        found.extend(controls_shown(child))
    return found


@pytest.mark.parametrize("screen", ["start", "rules", "settings", "statistics", "results"])
def test_tab_alone_reaches_every_control(open_window, qtbot: QtBot, screen: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    if screen == "results":
        app.startGame()
        app.session.resign()
        qtbot.waitUntil(lambda: app.screen == "results")
    app.show(screen)
    reached: list[QObject] = []
    for _ in range(200):
        key(window, Qt.Key.Key_Tab)
        focused = window.window.activeFocusItem()
        if reached and focused is reached[0]:
            break
        reached.append(focused)
    shown = controls_shown(window.window.contentItem())

    def arrowed(control: QQuickItem, to: QObject) -> bool:
        """One choice of a radio group or a list: Tab reaches the group (the choice made), the
        arrows its other members."""
        return (
            not control.property("activeFocusOnTab")
            and isinstance(to, QQuickItem)
            and to.parentItem() is control.parentItem()
        )

    missed = [
        c.objectName() or c.property("text") or type(c).__name__
        for c in shown
        if not any(c is r or c.isAncestorOf(r) or arrowed(c, r) for r in reached)
    ]
    assert missed == []


def test_every_entry_shows_in_the_recap(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.change(show_hints=False)
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    window.controller.startGame()
    session = window.controller.session
    assert "Every entry of the game shows here as it is made." in texts(window)
    play_turn_with_keys(window, qtbot)
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    lines = [text for text in texts(window) if text.startswith(("You: ", "Computer 2: "))]
    assert len(lines) == 2, lines
    newest = item(window, "recapNewest")
    assert any(text.startswith("Computer 2: ") for text in texts_in(newest))


def test_the_last_entry_has_its_moment_before_the_results(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(pacing=Pacing(think=0.0, look=0.0, step=0.0, linger=0.6))
    window.controller.settings.change(show_hints=False)
    app = window.controller
    app.startGame()
    for _ in range(12):
        play_turn_with_keys(window, qtbot)
    play_turn_with_keys(window, qtbot)  # the last box
    assert app.session.game.over  # type: ignore[union-attr]
    assert app.screen == "table"  # the moment first ...
    assert app.table.property("moment")["kind"] == "game_over"
    qtbot.waitUntil(lambda: bool(item(window, "celebration").property("peak")))
    qtbot.waitUntil(lambda: app.screen == "results")  # ... then the results


def test_the_arrows_read_filled_boxes_and_shift_tab_leaves_the_sheet(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    table = window.controller.table
    roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_Down)  # into the sheet: the first box
    assert table.property("cursor") == "ones"
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.session.game.sheets[0].score("ones") is not None)
    assert table.property("cursor") == "twos"  # on to the next free box
    key(window, Qt.Key.Key_Up)
    assert table.property("cursor") == "ones"  # a filled box is reached (and read)
    focused = window.window.activeFocusItem()
    assert focused.objectName() == "cell_ones_0"
    assert table.announcer.lines[-1] != "Top of the sheet."
    key(window, Qt.Key.Key_Up)  # the top: the cursor stays and says so
    assert table.property("cursor") == "ones"
    assert table.announcer.lines[-1] == "Top of the sheet."
    for _ in range(6):
        key(window, Qt.Key.Key_Down)
    assert table.property("cursor") == "bonus"
    key(window, Qt.Key.Key_Return)  # the bonus row reads how far the bonus is
    assert table.announcer.lines[-1].startswith("Upper section ")
    sheet = item(window, "scoreSheet")
    key(window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: not sheet.property("activeFocus"))


def test_the_log_is_read_from_its_newest_line_with_the_arrows(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    roll_with_space(window, qtbot)
    said = window.controller.table.announcer.lines
    reader = item(window, "logReader")
    tab_until(window, qtbot, reader.childItems()[0])
    focused = window.window.activeFocusItem()
    assert focused.property("spoken") == said[-1]  # the newest line
    key(window, Qt.Key.Key_Up)
    moved = window.window.activeFocusItem()
    assert moved is not focused  # each line is a focus change (a screen reader speaks it)
    assert moved.property("spoken") == said[-2]
    key(window, Qt.Key.Key_Home)
    assert window.window.activeFocusItem().property("spoken") == said[0]
    key(window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: not reader.property("activeFocus"))


def test_tab_lands_on_the_choice_made_however_it_was_made(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    app = window.controller
    app.show("settings")
    settings = app.settings
    paces = {name: item(window, f"pace_{name}") for name in settings.paces()}
    chosen = str(settings.property("pace"))
    click(window, f"pace_{chosen}")  # a click on the choice made keeps it
    assert paces[chosen].property("checked")
    other = next(name for name in paces if name != chosen)
    click(window, f"pace_{other}")
    settings.setPace(chosen)  # chosen elsewhere afterwards: the row follows
    assert [n for n, b in paces.items() if b.property("checked")] == [chosen]
    tab_until(window, qtbot, paces[chosen])


def test_tab_lands_on_the_rules_chosen(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    start = window.controller.start
    click(window, "setupButton")
    start.setPreset("yatzy")
    click(window, "preset_maxi")
    start.setPreset("yatzy")
    assert item(window, "preset_yatzy").property("checked")
    assert not item(window, "preset_maxi").property("checked")
    tab_until(window, qtbot, item(window, "preset_yatzy"))


def test_escape_on_the_key_list_puts_the_focus_back_where_it_was(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.startGame()
    roll_with_space(window, qtbot)
    key(window, Qt.Key.Key_Down)
    key(window, Qt.Key.Key_Down)
    box = window.window.activeFocusItem()
    assert box.objectName() == "cell_twos_0"
    key(window, Qt.Key.Key_F1)
    help_ = open_dialog(window, "keyHelp", qtbot)
    key(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not help_.property("visible"))
    qtbot.waitUntil(lambda: window.window.activeFocusItem() is box)
