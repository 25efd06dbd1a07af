"""Every German screen at 1024x700, saved to ``screenshots/`` for people to look at; the test
fails when a text is cut short, wider than its box or runs out of the item holding it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMetaObject, QObject, Qt
from pytestqt.qtbot import QtBot

from app.profile import GameResult, Opponents, ProfileStore
from app.rules import read_game_file
from app.ui.main import Window
from app.ui.session import Seat, SeatKind, TableSetup

from .driving import answer_dialog, item, key, open_dialog, play_turn_with_keys
from .fitting import cut_texts
from .test_screenshots import mid_game, save
from .test_screenshots_access import save as save_with_few_colours
from .test_screenshots_learning import seed_history

GAMES = Path(__file__).resolve().parents[1] / "strategy" / "games"


def fits(window: Window, qtbot: QtBot, name: str) -> list[str]:
    if window.controller.settings.property("highContrast"):
        save_with_few_colours(window, qtbot, f"de-30-{name}-1024x700")
    else:
        save(window, qtbot, f"de-30-{name}-1024x700")
    return [f"{name}: {cut}" for cut in cut_texts(window.window.contentItem())]


def test_every_german_screen_fits_at_1024_by_700(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(dice_seed=4)
    window.window.resize(1024, 700)
    controller = window.controller
    controller.settings.setLanguage("de")
    start = controller.start
    start.setPlayerCount(3)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "hard")
    start.setSeatKind(2, SeatKind.PERSON.value)
    start.setSeatName(2, "Mara")
    cut = fits(window, qtbot, "start")
    start.openSetup()
    cut += fits(window, qtbot, "start-setup")
    rules = item(window, "rulesScreen")
    controller.show("rules")
    topics = rules.property("topics")
    for topic in topics.toVariant() if hasattr(topics, "toVariant") else topics:
        rules.setProperty("topic", topic)
        cut += fits(window, qtbot, f"rules-{topic}")
    controller.show("settings")
    cut += fits(window, qtbot, "settings")
    for screen in ("lobby", "profile", "leaderboards", "daily", "analysis"):
        controller.show(screen)
        cut += fits(window, qtbot, screen)

    start.setPlayerCount(2)  # you and the computer: resigning ends the game
    controller.startGame()
    mid_game(window, qtbot, turns=2)
    cut += fits(window, qtbot, "table")
    key(window, Qt.Key.Key_F1)
    open_dialog(window, "keyHelp", qtbot)
    cut += fits(window, qtbot, "table-keys")
    key(window, Qt.Key.Key_Escape)
    controller.session.resign()
    qtbot.waitUntil(lambda: controller.screen == "results", timeout=120_000)
    qtbot.waitUntil(
        lambda: controller.results.property("reviewState") != "working", timeout=180_000
    )
    cut += fits(window, qtbot, "results")
    controller.show("statistics")
    cut += fits(window, qtbot, "statistics")
    assert cut == [], "\n".join(cut)


def found_now(window: Window, name: str) -> list[str]:
    """As :func:`fits`, without a picture: the window is laid out (grabbed) and checked."""
    window.window.grabWindow()
    return [f"{name}: {cut}" for cut in cut_texts(window.window.contentItem())]


@pytest.mark.parametrize("game", ["official-hard-easy", "maxi-triple-medium-hard"])
def test_the_analysis_board_fits_at_every_step(open_window, qtbot: QtBot, game: str) -> None:  # type: ignore[no-untyped-def]
    """Every step of a loaded game: the position, the ranked choices with the one chosen, the
    players' figures; with each player followed."""
    window = open_window()
    window.window.resize(1024, 700)
    window.controller.settings.setLanguage("de")
    window.controller.openGameFile(str(GAMES / f"{game}.json"))
    analysis = window.controller.analysis
    qtbot.waitUntil(lambda: analysis.property("reviewState") == "ready", timeout=180_000)
    cut: dict[str, None] = {}  # each text once, at the first step that cuts it
    for step in range(analysis.property("steps")):
        analysis.goTo(step)
        cut.update(dict.fromkeys(found_now(window, f"{game} step {step}")))
    for seat in range(analysis.property("playerCount")):
        analysis.select(seat)
        analysis.toNextMistake()
        cut.update(dict.fromkeys(found_now(window, f"{game} seat {seat}")))
    analysis.goTo(0)
    analysis.toNextMistake()
    cut.update(dict.fromkeys(fits(window, qtbot, f"analysis-{game}")))
    assert list(cut) == [], "\n".join(cut)


def test_the_statistics_charts_fit(open_window, qtbot: QtBot, data_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The statistics screen with enough finished games to draw every chart."""
    seed_history(data_path)
    store, _ = ProfileStore.open(data_path)  # and a game of Maxi Triple against the computer
    record = read_game_file((GAMES / "maxi-triple-medium-hard.json").read_bytes())
    result = GameResult(
        "maxi+triple", Opponents.COMPUTER, 2, 2, False, 3115, 2, 3, False, "2026-10-20T10:00:00"
    )
    setup = TableSetup("maxi", triple=True, seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER)))
    store.record_finished(setup.to_json(), record.game.to_json(), result, seat=0)
    store.close()
    window = open_window()
    window.window.resize(1024, 700)
    window.controller.settings.setLanguage("de")
    window.controller.show("statistics")
    statistics = window.controller.statistics
    statistics.chooseRuleset("official")
    assert statistics.property("chartGames") == 30
    assert not item(window, "chartsEmpty").isVisible()
    cut = fits(window, qtbot, "statistics-charts")
    statistics.setIncludeHints(False)
    cut += fits(window, qtbot, "statistics-charts-without-hints")
    statistics.chooseRuleset("maxi+triple")
    assert statistics.property("chartGames") == 1
    cut += fits(window, qtbot, "statistics-charts-maxi")
    assert cut == [], "\n".join(cut)


# --- the app's own dialogs, and every screen with high contrast and the largest text -------------

LOOKS = {"plain": (False, 100), "contrast-150": (True, 150)}


def german_window(open_window, look: str, **options: object) -> Window:  # type: ignore[no-untyped-def]
    window: Window = open_window(**options)
    window.window.resize(1024, 700)
    settings = window.controller.settings
    settings.setLanguage("de")
    contrast, size = LOOKS[look]
    settings.setHighContrast(contrast)
    settings.setTextSize(size)
    return window


def popup_fits(window: Window, qtbot: QtBot, name: str, shot: str) -> list[str]:
    """Open the dialog called ``name`` (as its button would), check it, close it."""
    dialog = window.window.findChild(QObject, name)
    assert dialog is not None, name
    if not dialog.property("opened"):
        QMetaObject.invokeMethod(dialog, "open")
    open_dialog(window, name, qtbot)
    cut = fits(window, qtbot, shot)
    QMetaObject.invokeMethod(dialog, "close")
    qtbot.waitUntil(lambda: not dialog.property("visible"))
    return cut


@pytest.mark.parametrize("look", list(LOOKS))
def test_the_dialogs_fit(open_window, qtbot: QtBot, look: str) -> None:  # type: ignore[no-untyped-def]
    """Every dialog of the app's own look: asking before resigning (alone, against the computer,
    for another person at this computer), before leaving a table, before a new game; the keys."""
    window = german_window(open_window, look, dice_seed=4)
    controller, start = window.controller, window.controller.start
    cut: list[str] = []
    for kind, seats in (
        ("solo", ()),
        ("you", ((SeatKind.COMPUTER, ""),)),
        ("person", ((SeatKind.PERSON, "Maximiliane"),)),
    ):
        start.setPlayerCount(1 + len(seats))
        for seat, (seat_kind, name) in enumerate(seats, 1):
            start.setSeatKind(seat, seat_kind.value)
            if name:
                start.setSeatName(seat, name)
        replacing = controller.life.replaced
        controller.startGame()
        if replacing:
            answer_dialog(window, "abandonDialog", qtbot)  # in place of the game before
        qtbot.waitUntil(lambda: controller.table.property("canAct"), timeout=60_000)
        if kind == "person":
            play_turn_with_keys(window, qtbot)  # on to the other person's turn
            qtbot.waitUntil(lambda: controller.table.property("canAct"), timeout=60_000)
        assert controller.table.property("resignKind") == kind
        cut += popup_fits(window, qtbot, "resignDialog", f"dialog-resign-{kind}-{look}")
    cut += popup_fits(window, qtbot, "leaveDialog", f"dialog-leave-{look}")
    key(window, Qt.Key.Key_F1)
    cut += popup_fits(window, qtbot, "keyHelp", f"dialog-keys-{look}")
    keys = window.window.findChild(QObject, "keyHelp")
    assert keys is not None
    keys.setProperty("online", True)
    cut += popup_fits(window, qtbot, "keyHelp", f"dialog-keys-online-{look}")
    controller.show("start")
    cut += popup_fits(window, qtbot, "abandonDialog", f"dialog-abandon-{look}")
    cut += popup_fits(window, qtbot, "leaveOnlineDialog", f"dialog-leave-online-{look}")
    assert cut == [], "\n".join(cut)


def test_every_screen_fits_with_high_contrast_and_the_largest_text(
    open_window, qtbot: QtBot, data_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """At 150 %, a long page may scroll up and down; nothing may be cut at its sides."""
    seed_history(data_path)
    window = german_window(open_window, "contrast-150", dice_seed=4)
    look = "contrast-150"
    controller, start = window.controller, window.controller.start
    start.setPlayerCount(3)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "hard")
    start.setSeatKind(2, SeatKind.PERSON.value)
    start.setSeatName(2, "Mara")
    cut = fits(window, qtbot, f"start-{look}")
    start.openSetup()
    cut += fits(window, qtbot, f"start-setup-{look}")
    rules = item(window, "rulesScreen")
    controller.show("rules")
    topics = rules.property("topics")
    for topic in topics.toVariant() if hasattr(topics, "toVariant") else topics:
        rules.setProperty("topic", topic)
        cut += fits(window, qtbot, f"rules-{topic}-{look}")
    for screen in ("settings", "lobby", "profile", "leaderboards", "daily", "analysis"):
        controller.show(screen)
        cut += fits(window, qtbot, f"{screen}-{look}")
    controller.show("statistics")
    controller.statistics.chooseRuleset("official")
    cut += fits(window, qtbot, f"statistics-charts-{look}")

    controller.openGameFile(str(GAMES / "maxi-triple-medium-hard.json"))
    analysis = controller.analysis
    qtbot.waitUntil(lambda: analysis.property("reviewState") == "ready", timeout=180_000)
    for _ in range(3):
        analysis.toNextMistake()
    cut += fits(window, qtbot, f"analysis-board-{look}")
    page = item(window, "boardPage")  # the board scrolls: its end (the stepping controls) too
    assert page.property("contentHeight") > page.height()
    page.setProperty("contentY", page.property("contentHeight") - page.height())
    cut += fits(window, qtbot, f"analysis-board-end-{look}")

    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    controller.startGame()
    mid_game(window, qtbot, turns=2)
    cut += fits(window, qtbot, f"table-{look}")
    controller.session.resign()
    qtbot.waitUntil(lambda: controller.screen == "results", timeout=120_000)
    qtbot.waitUntil(
        lambda: controller.results.property("reviewState") != "working", timeout=180_000
    )
    cut += fits(window, qtbot, f"results-{look}")
    assert cut == [], "\n".join(cut)
