"""The table holds still under the hand (issue 29): what the eye and hand rest on keeps its place
while prompts wrap, the rolls left count down, the hints come and go and large text is chosen;
the dice grow with the window, the kept dice lie in order, the box asking for a second click
says so itself, and a chosen chip stays chosen."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.rules import Game, preset
from app.ui.main import Window
from app.ui.table.dice import ledge_slots
from app.ui.table.sheet import derive_sheet

from ..driving import click, item, key, roll_with_space, wait_until_still
from ..helpers import rolled


def rect(target: QQuickItem) -> QRectF:
    return target.mapRectToScene(target.boundingRect())


def places(window: Window) -> dict[str, tuple[float, float, float, float]]:
    found = {}
    for name in ("tray", "rollButton", "hintsButton", "resignButton", "statusCard", "diceArea"):
        r = rect(item(window, name))
        found[name] = (round(r.x(), 1), round(r.y(), 1), round(r.width(), 1), round(r.height(), 1))
    return found


def german_table(open_window, width: int = 1024, height: int = 700) -> Window:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setLanguage("de")
    window.window.resize(width, height)
    window.controller.startGame()
    return window


def test_nothing_moves_as_the_turn_goes_on(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """Before the first roll, after each roll (noch 2 Würfe, noch 1 Wurf, keine Würfe mehr),
    with a box asking "eintragen?" (a prompt of two lines in German) and with the hints hidden:
    the tray, the buttons and the status card keep their places and sizes."""
    window = german_table(open_window)
    table = window.controller.table
    qtbot.waitUntil(lambda: table.property("canRoll"))
    wait_until_still(window, qtbot)
    before = places(window)
    seen = []
    for _ in range(3):
        roll_with_space(window, qtbot)
        wait_until_still(window, qtbot)
        seen.append((table.property("rollsLeft"), places(window)))
    assert [left for left, _ in seen] == [2, 1, 0]
    key(window, Qt.Key.Key_Return)  # the box under the cursor asks first (or enters at once)
    if table.property("marked"):
        wait_until_still(window, qtbot)
        seen.append(("marked", places(window)))
    table.toggleHints()
    wait_until_still(window, qtbot)
    seen.append(("hints hidden", places(window)))
    for moment, now in seen:
        assert now == before, moment


def test_a_prompt_of_two_lines_moves_nothing(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = german_table(open_window)
    table = window.controller.table
    roll_with_space(window, qtbot)
    wait_until_still(window, qtbot)
    status = item(window, "statusText")
    before = places(window)
    box = next(iter(window.controller.session.game.options()))
    table.clickBox(box)  # "… für 12 Punkte eintragen? Klick noch einmal oder drück die …"
    qtbot.waitUntil(lambda: table.property("marked") == box)
    wait_until_still(window, qtbot)
    assert status.property("lineCount") >= 1
    assert places(window) == before


def test_the_dice_follow_the_window_not_the_text_size(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = german_table(open_window)
    table = window.controller.table
    roll_with_space(window, qtbot)
    dice = item(window, "diceArea")
    normal = dice.property("dieSize")
    header = item(window, "scoreSheet").property("headerHeight")
    window.controller.settings.setTextSize(150)
    qtbot.waitUntil(lambda: dice.property("dieSize") == normal)  # large text: the same dice
    assert item(window, "die_0").width() == normal
    assert item(window, "scoreSheet").property("headerHeight") > header  # the names' room grows
    window.controller.settings.setTextSize(100)
    window.window.resize(1280, 820)
    qtbot.waitUntil(lambda: dice.property("dieSize") > normal)  # a taller window: larger dice
    assert table.property("hasDice")
    assert normal >= 50  # 1024×700: dice a player can read at a glance


def test_the_kept_dice_lie_in_order_of_their_values(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = german_table(open_window)
    roll_with_space(window, qtbot)
    values = list(window.controller.session.game.dice)
    for die in range(len(values)):
        key(window, Qt.Key(Qt.Key.Key_1 + die))
    qtbot.waitUntil(lambda: all(window.controller.session.game.held))
    wait_until_still(window, qtbot)
    xs = [rect(item(window, f"die_{die}")).x() for die in range(len(values))]
    shown = [value for _, value in sorted(zip(xs, values, strict=True))]
    assert shown == sorted(values)
    # each kept die still answers to its own key and its own click
    first = min(range(len(values)), key=lambda die: xs[die])
    click(window, f"keptDie_{first}")
    qtbot.waitUntil(lambda: not window.controller.session.game.held[first])


def test_ledge_slots_order_by_value_then_by_die() -> None:
    assert ledge_slots((5, 1, 3, 4, 2), (True,) * 5) == (4, 0, 2, 3, 1)
    assert ledge_slots((6, 2, 2, 1, 6), (True, True, False, True, True)) == (2, 1, -1, 0, 3)
    assert ledge_slots((3, 3, 3), (False, False, False)) == (-1, -1, -1)


def test_the_marked_box_asks_in_the_cell(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = german_table(open_window)
    table = window.controller.table
    roll_with_space(window, qtbot)
    game = window.controller.session.game
    box = next(iter(game.options()))
    table.clickBox(box)
    qtbot.waitUntil(lambda: table.property("marked") == box)
    question = item(window, "cellQuestion").property("item")  # a tooltip beside the cell
    qtbot.waitUntil(lambda: question.property("opened"))
    assert "Klick noch einmal" in question.property("text")
    cell = item(window, f"cell_{box}_0")
    assert "?" in "".join(
        str(child.property("text")) for child in cell.childItems() if child.property("text")
    )


def test_the_extra_bonus_preview_is_the_engines() -> None:
    rules = preset("standard")
    game = Game.new(rules, ["A", "B"])
    game = rolled(game, 4, 4, 4, 4, 4)
    game = game.enter(rules.layout.all_same_box).game  # five alike in its box: 50
    game = rolled(game, 1, 2, 3, 4, 6)
    game = game.enter("chance").game  # B
    game = rolled(game, 6, 6, 6, 6, 6)  # A again: a repeated five alike
    rows = derive_sheet(game, marked=None, cursor=None, controls_turn=True)
    extra = game.sheets[0].extra_bonus_for(game.dice)
    assert extra == 100
    options = [
        cell for row in rows for cell in row.cells if cell.state == "option" and cell.seat == 0
    ]
    assert options and all(cell.extra == extra for cell in options)
    assert all(cell.extra == 0 for row in rows for cell in row.cells if cell.state != "option")


def test_a_chosen_chip_stays_chosen(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    start = window.controller.start
    start.openSetup()
    count = start.property("playerCount")
    chip = item(window, f"playerCount_{count}")
    assert chip.property("checked")
    click(window, f"playerCount_{count}")  # clicked again
    chip.forceActiveFocus()
    key(window, Qt.Key.Key_Space)  # and Space on it
    qtbot.wait(50)
    assert start.property("playerCount") == count
    assert chip.property("checked")


def test_the_setup_holds_still_when_solo_is_chosen(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.window.resize(1024, 700)
    start = window.controller.start
    start.setPlayerCount(4)
    start.openSetup()
    chip = item(window, "playerCount_1")
    wait_until_still(window, qtbot)
    before = rect(chip)
    click(window, "playerCount_1")  # fewer seats: a shorter card
    qtbot.waitUntil(lambda: start.property("playerCount") == 1)
    wait_until_still(window, qtbot)
    assert rect(chip) == before


def test_screens_open_at_their_top(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.window.resize(1024, 700)
    controller = window.controller
    controller.show("settings")
    page = item(window, "settingsPage")
    qtbot.waitUntil(lambda: page.property("contentHeight") > page.height())
    page.setProperty("contentY", 200)
    controller.show("start")
    controller.show("settings")
    assert page.property("contentY") == 0
    controller.start.openSetup()
    setup = item(window, "startPage")
    setup.setProperty("contentY", 150)
    controller.start.closeSetup()
    controller.start.openSetup()
    assert setup.property("contentY") == 0


def test_tab_reaches_the_rules_chosen(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """The rules are one Tab stop: the one chosen, however it was chosen (a click, the
    remembered table, the view-model), never the first of the list."""
    window = open_window()
    start = window.controller.start
    start.openSetup()
    click(window, "preset_yatzy")
    qtbot.waitUntil(lambda: start.property("preset") == "yatzy")
    start.setPreset("official")
    qtbot.waitUntil(lambda: item(window, "preset_official").property("checked"))
    stops = [
        name
        for name in start.property("presets")
        if item(window, f"preset_{name}").property("activeFocusOnTab")
    ]
    assert stops == ["official"]
    assert not item(window, "preset_yatzy").property("checked")


def test_closing_the_key_list_gives_the_keys_back_where_they_were(
    open_window, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    from ..driving import open_dialog

    window = german_table(open_window)
    roll = item(window, "rollButton")
    qtbot.waitUntil(roll.hasActiveFocus)
    key(window, Qt.Key.Key_F1)
    open_dialog(window, "keyHelp", qtbot)
    key(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(roll.hasActiveFocus)
    key(window, Qt.Key.Key_Tab)  # on from Roll, not from the top of the window
    focused = window.window.activeFocusItem()
    assert focused is not None and not focused.objectName().startswith("nav")
    top = focused.mapToScene(focused.boundingRect().topLeft()).y()
    assert top > 60, focused.objectName()  # below the top bar


def test_the_roll_is_told_by_the_dice_first(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """While the dice fly, they show passing faces, the free boxes keep what they would score
    to themselves and the written log holds the roll's lines; all comes once they land."""
    window = open_window(motion=True)
    window.controller.settings.setLanguage("de")
    window.controller.startGame()
    table = window.controller.table
    item(window, "diceArea").setProperty("tumbleMs", 1500)
    qtbot.waitUntil(lambda: bool(table.property("canRoll")))
    log = item(window, "logLines")
    lines_before = log.property("count")
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(item(window, "die_0").property("tumbling")))
    game = window.controller.session.game
    box = next(iter(game.options()))
    cell = item(window, f"cell_{box}_0")
    assert table.property("rolling")
    assert cell.property("state_") == "free"  # no preview yet
    assert item(window, "announcementLog").property("heldFrom") <= lines_before
    qtbot.waitUntil(lambda: not table.property("rolling"), timeout=10_000)
    assert cell.property("state_") == "option"
    assert item(window, "announcementLog").property("heldFrom") > 10**6
