"""Driving the window like a player: keys and clicks, and waiting for what they cause."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.ui.main import Window

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def key(window: Window, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    """Press and release ``key``. A person's presses are apart: the table takes a press right
    after the same key's release as a held key's repeat, so this waits until it saw the key
    let go (``heldKey``) before pressing again."""
    screen = find_item(window.window.contentItem(), "tableScreen")
    waited = 0
    while screen is not None and screen.property("heldKey") == key and waited < 1000:
        QTest.qWait(5)
        waited += 5
    QTest.keyClick(window.window, key, modifier)


def child_items(node: QQuickItem) -> list[QQuickItem]:
    """The item's children in the visual tree. PySide may hand back a bare ``QMetaObject`` for
    a child it cannot wrap just then (seen for items being deleted while the tree is walked):
    such a child is skipped, as it is on its way out."""
    return [child for child in node.childItems() if isinstance(child, QQuickItem)]


def find_item(node: QQuickItem, name: str) -> QQuickItem | None:
    """The item called ``name`` in the visual tree (delegates are not QObject children)."""
    if node.objectName() == name:
        return node
    for child in child_items(node):
        found = find_item(child, name)
        if found is not None:
            return found
    return None


def item(window: Window, name: str, timeout_ms: int = 2000) -> QQuickItem:
    """The item called ``name``, waiting for views to lay out their delegates."""
    waited = 0
    while True:
        found = find_item(window.window.contentItem(), name)
        if found is None:  # items of the window's header or overlays
            candidate = window.window.findChild(QObject, name)
            found = candidate if isinstance(candidate, QQuickItem) else None
        if found is not None or waited >= timeout_ms:
            break
        QTest.qWait(20)
        waited += 20
    assert found is not None, f"no item {name!r} in the window"
    return found


def wait_until_still(window: Window, qtbot: QtBot, *, still_ms: int = 150) -> None:
    """Wait until the dice have landed (on the table screen; elsewhere the screen shown): two
    pictures ``still_ms`` apart are the same. Only that part is compared, since a turn clock
    or a connection lamp elsewhere may move all the time."""
    dice = find_item(window.window.contentItem(), "diceArea")
    watched = dice if dice is not None and dice.isVisible() else window.window.contentItem()
    last: list[tuple[float, QImage]] = []

    def still() -> bool:
        now = time.monotonic()
        if last and now - last[0][0] < still_ms / 1000:
            return False
        corner = watched.mapToScene(QPointF(0, 0))
        frame = window.window.grabWindow().copy(
            round(corner.x()), round(corner.y()), round(watched.width()), round(watched.height())
        )
        same = bool(last) and frame == last[0][1]
        last[:] = [(now, frame)]
        return same

    qtbot.waitUntil(still, timeout=10_000)


def click(window: Window, name: str) -> None:
    target = item(window, name)
    centre = target.mapToScene(target.boundingRect().center()).toPoint()
    QTest.mouseClick(window.window, Qt.MouseButton.LeftButton, NO_MODIFIER, QPoint(centre))


def texts(window: Window) -> set[str]:
    """Every text the visible window shows (Text items and controls)."""
    return texts_in(window.window.contentItem())


def texts_in(node: QQuickItem) -> set[str]:
    """Every text shown by ``node`` and the visible items in it."""
    found: set[str] = set()

    def walk(node: QQuickItem) -> None:
        if not node.isVisible():
            return
        text = node.property("text")
        if isinstance(text, str) and text:
            found.add(text)
        for child in child_items(node):
            walk(child)

    walk(node)
    return found


ROLL_WAIT_MS = 20_000


def roll_with_space(window: Window, qtbot: QtBot) -> None:
    """Press Space and wait until the dice have landed (the table ignores keys until then)."""
    table = window.controller.table
    # The table follows a new session on the next pass of the loop: a key pressed before that
    # is not a roll of this game.
    # Generous waits: the first game of a test process builds the strategy tables in the
    # background, and on a busy 2-core machine the tray then lands slowly.
    qtbot.waitUntil(lambda: bool(table.property("canRoll")), timeout=ROLL_WAIT_MS)
    session = window.controller.session
    rolls_before = len(session.game.log)  # type: ignore[union-attr]
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: (
            len(session.game.log) > rolls_before  # type: ignore[union-attr]
            and not table.property("rolling")
        ),
        timeout=ROLL_WAIT_MS,
    )


def play_turn_with_keys(window: Window, qtbot: QtBot) -> None:
    """Roll until no rolls are left, then enter with Return (and Return again for a strike)."""
    table = window.controller.table
    roll_with_space(window, qtbot)
    while table.property("canRoll"):
        roll_with_space(window, qtbot)
    turn_log = len(window.controller.session.game.log)  # type: ignore[union-attr]
    key(window, Qt.Key.Key_Return)
    if table.property("status") == "confirm_strike":
        key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.game.log) > turn_log)  # type: ignore[union-attr]


def open_dialog(window: Window, name: str, qtbot: QtBot) -> QObject:
    """The dialog called ``name``, once it is open and its buttons are laid out (a dialog
    opened from Python, with no event handled since, is open before its layout is done)."""
    dialog = window.window.findChild(QObject, name)
    assert dialog is not None, f"no dialog {name!r}"
    qtbot.waitUntil(lambda: bool(dialog.property("opened")))
    buttons = [window.window.findChild(QQuickItem, name + end) for end in ("Confirm", "Cancel")]
    qtbot.waitUntil(lambda: all(b.width() > 0 for b in buttons if b is not None))
    return dialog


def answer_dialog(window: Window, name: str, qtbot: QtBot, *, yes: bool = True) -> None:
    """Click the confirming (or the safe) button of the open dialog called ``name``."""
    dialog = open_dialog(window, name, qtbot)
    click(window, name + ("Confirm" if yes else "Cancel"))
    qtbot.waitUntil(lambda: not dialog.property("visible"))
