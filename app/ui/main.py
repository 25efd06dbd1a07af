"""Bootstrap of the desktop app: QGuiApplication on a qasync loop, one QML window.

``build_window`` puts the window together (the tests use it too); ``run`` is what
``python -m app`` starts.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import os
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QIcon
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle

from app.profile import IdentityStore, ProfileStore, StoreError
from app.profile.logfile import start_logging

from .analysis.opening import game_file_in_arguments
from .common import (
    limits,  # noqa: F401 (registers the Limits singleton for QML)
    texts,  # noqa: F401 (registers the Catalogue singleton for QML)
    thresholds,  # noqa: F401 (registers the Thresholds singleton for QML)
)
from .controller import AppController
from .online.invite import link_in_arguments
from .online.link import ServerLink
from .paths import fonts_dir, qml_dir, resources_dir
from .services.geometry import place_of, restore_place
from .services.instance import InstanceServer, forward_to_running
from .services.language import Language
from .session import Pacing
from .version import app_version
from .wiring import build_app

log = logging.getLogger(__name__)

FONT_FAMILY = "Lato"

DEFERRED = ("numpy", "app.strategy.advisor", "aiohttp", "keyring", "zeroconf")
"""What the start screen does without: loaded after its first frame or on first use."""


@dataclass
class Window:
    """The pieces of a running window, kept together so nothing is collected early."""

    engine: QQmlApplicationEngine
    window: QQuickWindow
    controller: AppController
    language: Language

    def keep_place(self) -> None:
        """Remember where the window is and how big, for the next start."""
        self.controller.settings.change(window_place=place_of(self.window).to_text())


def prepare_application() -> None:
    """Settings that must be made before the application object exists."""
    QQuickStyle.setStyle("Basic")
    # Qt's own caches (compiled QML) go to ~/.cache/fuenfwurf/ beside the strategy tables.
    QCoreApplication.setOrganizationName("fuenfwurf")
    QCoreApplication.setApplicationName("fuenfwurf")
    QGuiApplication.setApplicationDisplayName("Fünfwurf")
    QGuiApplication.setDesktopFileName("fuenfwurf")  # ties windows to the menu entry
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )


def load_fonts(app: QGuiApplication) -> None:
    families: set[str] = set()
    for path in sorted(fonts_dir().glob("*.[ot]tf")):
        loaded = QFontDatabase.addApplicationFont(str(path))
        if loaded < 0:
            log.warning("cannot load the font %s", path.name)
        else:
            families.update(QFontDatabase.applicationFontFamilies(loaded))
    emoji = emoji_family()
    if emoji:
        # Our fonts have no emoji: players' chat lines take them from the emoji font (else
        # they would show as empty boxes), whatever the system's fallback order says.
        for family in families:
            QFont.insertSubstitution(family, emoji)
    else:
        log.warning("no emoji font on this computer: emoji in the chat show as boxes")
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(10.5)
    app.setFont(font)


EMOJI_FONTS = (
    Path("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),  # Debian: fonts-noto-color-emoji
    Path("/usr/share/fonts/noto/NotoColorEmoji.ttf"),
    Path("/usr/share/fonts/google-noto-color-emoji-fonts/NotoColorEmoji.ttf"),
)


def emoji_family() -> str:
    """A font family with colour emoji (loaded from the system where fontconfig has not
    listed it); "" when the computer has none."""
    known = [f for f in QFontDatabase.families() if "emoji" in f.lower()]
    if known:
        return next((f for f in known if "color" in f.lower()), known[0])
    for path in EMOJI_FONTS:
        if path.is_file():
            loaded = QFontDatabase.addApplicationFont(str(path))
            if loaded >= 0 and QFontDatabase.applicationFontFamilies(loaded):
                return QFontDatabase.applicationFontFamilies(loaded)[0]
    return ""


def build_window(
    *,
    data_path: Path | None = None,
    identity: IdentityStore | None = None,
    link: ServerLink | None = None,
    pacing: Pacing | None = None,
    dice_seed: int | None = None,
    parent: QObject | None = None,
) -> Window:
    """Open the data file, build the view-models and load the QML window.

    ``identity`` keeps the online token (the keyring, else a file in the config folder);
    ``link`` is the connection to the table server (tests pass one with short pauses)."""
    try:
        store, recovered = ProfileStore.open(data_path)
    except StoreError as error:
        log.error("%s", error)
        store, recovered = None, None
    engine = QQmlApplicationEngine(parent)
    engine.addImportPath(str(qml_dir()))
    language = Language(engine, engine)
    controller = build_app(
        store=store,
        recovered=recovered,
        language=language,
        identity=identity or IdentityStore(),
        link=link,
        pacing_override=pacing,
        dice_seed=dice_seed,
        parent=engine,
    )
    engine.setInitialProperties(
        {"app": controller, "language": language, **controller.screens.qml_properties()}
    )
    engine.loadFromModule("Fuenfwurf", "Main")
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the main window did not load")
    restore_place(roots[0], controller.settings.value.window_place)
    controller.attention.set_window(roots[0])
    return Window(engine, roots[0], controller, language)


def _has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


async def _main(app: QGuiApplication, link: str | None, game_file: str | None) -> int:
    try:
        window = build_window()
    except RuntimeError as error:
        print(f"Fünfwurf could not start: {error}", file=sys.stderr)
        return 1
    if link is not None:
        window.controller.openLink(link)
    elif game_file is not None:
        window.controller.openGameFile(game_file)
    _listen_for_later_starts(window)
    quit_event = asyncio.Event()
    window.controller.quitRequested.connect(quit_event.set)
    app.lastWindowClosed.connect(quit_event.set)
    if os.environ.get("FUENFWURF_FIRST_FRAME"):
        _report_first_frame(window.window, quit_event)
    _load_engine_after_first_frame(window.window)
    await quit_event.wait()
    window.keep_place()
    window.controller.shutdown()
    try:
        await asyncio.wait_for(window.controller.aclose(), 3.0)
    except TimeoutError:
        log.warning("the connection to the server did not close in time")
    window.engine.deleteLater()
    return 0


def _listen_for_later_starts(window: Window) -> None:
    """A later ``fuenfwurf`` (a clicked invitation link) comes to this window instead."""
    instance = InstanceServer(parent=window.engine)

    def to_front() -> None:
        window.window.show()
        window.window.raise_()
        window.window.requestActivate()

    def follow(link: str) -> None:
        to_front()
        window.controller.openLink(link)

    def open_game(path: str) -> None:
        to_front()
        window.controller.openGameFile(path)

    instance.linkReceived.connect(follow)
    instance.fileReceived.connect(open_game)
    instance.showRequested.connect(to_front)
    instance.listen()


def _load_engine_after_first_frame(window: QQuickWindow) -> None:
    """Once the start screen shows, load the strategy engine (numpy, the advisor) in the
    background, so the first hint or computer move does not wait for it."""

    def load() -> None:
        try:
            importlib.import_module("app.strategy.advisor")
            importlib.import_module("app.strategy.computers")
        except Exception:  # the first use reports it where it happens
            log.exception("the strategy engine did not load in the background")

    def shown() -> None:
        window.frameSwapped.disconnect(shown)
        threading.Thread(target=load, name="load-engine", daemon=True).start()

    window.frameSwapped.connect(shown)


def _report_first_frame(window: QQuickWindow, quit_event: asyncio.Event) -> None:
    """For the start-up benchmark: print the wall time of the first frame, then quit."""

    def shown() -> None:
        print(f"first-frame {time.time():.6f}", flush=True)
        heavy = [name for name in DEFERRED if name in sys.modules]
        print(f"first-frame-loaded {','.join(heavy) or '-'}", flush=True)
        window.frameSwapped.disconnect(shown)
        quit_event.set()

    window.frameSwapped.connect(shown)


def run(argv: list[str]) -> int:
    if not _has_display():
        print(
            "Fünfwurf needs a screen: no DISPLAY or WAYLAND_DISPLAY is set.\n"
            "On a machine without one, try: xvfb-run make run",
            file=sys.stderr,
        )
        return 2
    import qasync

    log_file = start_logging()
    log.info("Fünfwurf %s starting; log file %s", app_version(), log_file)
    prepare_application()
    app = QGuiApplication(argv)
    link = link_in_arguments(argv)
    game_file = game_file_in_arguments(argv)
    if forward_to_running(link, game_file=game_file):
        log.info("Fünfwurf is running already; it takes over (%s)", link or game_file or "shown")
        return 0
    app.setQuitOnLastWindowClosed(False)
    app.setWindowIcon(QIcon(str(resources_dir() / "images" / "icon.png")))
    load_fonts(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        code: int = loop.run_until_complete(_main(app, link, game_file))
    return code
