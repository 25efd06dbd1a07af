"""Bootstrap of the desktop app: QGuiApplication on a qasync loop, one QML window.

``build_window`` puts the window together (the tests use it too); ``run`` is what
``python -m app`` starts. A plain start (no link, no game file, no unfinished game, no notice
about the data file) shows the start screen first and builds the rest of the app right after its
first frame (issue 31); what the window asks for before that builds it at once.
"""

from __future__ import annotations

import gc
import importlib
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from app.profile import ProfileStore, StoreError

from .common import (
    limits,  # noqa: F401 (registers the Limits singleton for QML)
    texts,  # noqa: F401 (registers the Catalogue singleton for QML)
    thresholds,  # noqa: F401 (registers the Thresholds singleton for QML)
)
from .controller import AppController
from .front import Front, build_front
from .paths import fonts_dir, qml_dir, resources_dir
from .services.geometry import place_of, restore_place
from .services.instance import InstanceServer, forward_to_running
from .services.language import Language
from .settings.viewmodel import SettingsViewModel

if TYPE_CHECKING:  # (loaded with the rest of the app, after the first frame)
    import asyncio

    from app.profile import IdentityStore

    from .online.link import ServerLink
    from .session import Pacing

log = logging.getLogger(__name__)

PLACE_SETTLES_MS = 800
"""How long the window must stay put before its new place is written."""

FONT_FAMILY = "Lato"

DEFERRED = ("numpy", "app.rules", "app.strategy.advisor", "aiohttp", "keyring", "zeroconf")
"""What the start screen does without: loaded after its first frame or on first use."""


@dataclass
class Window:
    """The pieces of a running window, kept together so nothing is collected early."""

    engine: QQmlApplicationEngine
    window: QQuickWindow
    controller: AppController
    language: Language
    settings: SettingsViewModel

    def keep_place(self) -> None:
        """Remember where the window is and how big, for the next start."""
        self.settings.change(window_place=place_of(self.window).to_text())

    def finish(self) -> None:
        """The rest of the app, if it is still to come (built now)."""
        if not self.controller.attached:
            self.controller.finish_now()


def prepare_application() -> None:
    """Settings that must be made before the application object exists."""
    # Every QML file imports QtQuick.Controls.Basic itself; the style is set for any other
    # import of the controls all the same (through the environment: QQuickStyle's module takes
    # a few milliseconds to import, issue 31).
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"
    # Qt's own caches (compiled QML) go to ~/.cache/fuenfwurf/ beside the strategy tables.
    QCoreApplication.setOrganizationName("fuenfwurf")
    QCoreApplication.setApplicationName("fuenfwurf")
    QGuiApplication.setApplicationDisplayName("Fünfwurf")
    QGuiApplication.setDesktopFileName("fuenfwurf")  # ties windows to the menu entry
    # (fractional scale factors as the screen gives them: Qt 6's own rounding policy,
    # PassThrough, so nothing to set)


def load_fonts(app: QGuiApplication, *, emoji: bool = True) -> set[str]:
    """Load the app's fonts and make them the app's; their families. ``emoji`` False: the
    emoji font is left to ``use_emoji_font`` (a plain start: after the first frame, which
    shows no chat and would wait for the system's whole list of fonts)."""
    families: set[str] = set()
    for path in sorted(fonts_dir().glob("*.[ot]tf")):
        loaded = QFontDatabase.addApplicationFont(str(path))
        if loaded < 0:
            log.warning("cannot load the font %s", path.name)
        else:
            families.update(QFontDatabase.applicationFontFamilies(loaded))
    if emoji:
        use_emoji_font(families)
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(10.5)
    app.setFont(font)
    return families


def use_emoji_font(families: set[str]) -> None:
    """Our fonts have no emoji: players' chat lines take them from the emoji font (else they
    would show as empty boxes), whatever the system's fallback order says."""
    emoji = emoji_family()
    if emoji:
        for family in families:
            QFont.insertSubstitution(family, emoji)
    else:
        log.warning("no emoji font on this computer: emoji in the chat show as boxes")


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
    rest_later: bool = False,
    before_rest: Callable[[], object] | None = None,
) -> Window:
    """Open the data file, build the view-models and load the QML window.

    ``identity`` keeps the online token (the keyring, else a file in the config folder);
    ``link`` is the connection to the table server (tests pass one with short pauses).
    ``rest_later``: on a plain start, only what the start screen needs is built; the rest comes
    with ``Window.finish`` (or the first thing the window asks for). ``before_rest`` is called
    before the rest is built (``run``: the asyncio loop it needs, set up)."""
    try:
        store, recovered = ProfileStore.open(data_path)
    except StoreError as error:
        log.error("%s", error)
        store, recovered = None, None
    engine = QQmlApplicationEngine(parent)
    engine.addImportPath(str(qml_dir()))
    language = Language(engine, engine)
    front = build_front(store, engine)
    roots: list[QObject] = []

    def build_rest() -> None:
        if before_rest is not None:
            before_rest()
        from app.profile import IdentityStore

        from .wiring import build_app  # the rest of the app: everything the start screen lacks

        controller = build_app(
            front,
            store=store,
            recovered=recovered,
            language=language,
            identity=identity or IdentityStore(),
            link=link,
            pacing_override=pacing,
            dice_seed=dice_seed,
            parent=engine,
        )
        if roots:  # the window shows the start screen: now it gets the rest
            for name, value in controller.screens.qml_properties().items():
                roots[0].setProperty(name, value)
            roots[0].setProperty("built", True)
            controller.attention.set_window(roots[0])  # type: ignore[arg-type]

    properties: dict[str, object] = {"language": language, **front.qml_properties()}
    if rest_later and _plain_start(store, recovered, front):
        front.controller.finish_with(build_rest)
    else:
        build_rest()
        properties.update(front.controller.screens.qml_properties(), built=True)
    engine.setInitialProperties(properties)
    engine.loadFromModule("Fuenfwurf", "Main")
    roots.extend(engine.rootObjects())
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the main window did not load")
    restore_place(roots[0], front.settings.value.window_place)
    if front.controller.attached:
        front.controller.attention.set_window(roots[0])
    window = Window(engine, roots[0], front.controller, language, front.settings)
    _keep_place_as_it_changes(window)
    return window


def _plain_start(store: ProfileStore | None, recovered: object, front: Front) -> bool:
    """Whether the start shows the start screen and nothing else at once: the data file opened
    as it was, and no game left unfinished in it (that one comes back at the table)."""
    if store is None or recovered is not None:
        return False  # a notice about the data file shows at once
    return front.data.read(lambda store: store.load_unfinished()) is None


def _keep_place_as_it_changes(window: Window) -> None:
    """The window's place is written a moment after it was moved or resized, not only when the
    app closes: after a crash (or kill -9) the next start still opens the window as it was."""
    settle = QTimer(window.engine)
    settle.setSingleShot(True)
    settle.setInterval(PLACE_SETTLES_MS)

    def keep() -> None:
        if window.settings.value.window_place != place_of(window.window).to_text():
            window.keep_place()

    settle.timeout.connect(keep)
    for changed in (
        window.window.xChanged,
        window.window.yChanged,
        window.window.widthChanged,
        window.window.heightChanged,
        window.window.windowStateChanged,
    ):
        changed.connect(lambda *_: settle.start())  # (not start(int): the signal's value)


def _has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


async def _main(
    app: QGuiApplication,
    window: Window,
    *,
    link: str | None,
    game_file: str | None,
    log_file: Path | None,
    report: bool,
    quit_at_once: bool = False,
) -> int:
    import asyncio

    window.finish()  # the start screen shows: now the rest of the app
    if report:
        print(f"rest-built {time.time():.6f}", flush=True)
    if link is not None:
        window.controller.openLink(link)
    elif game_file is not None:
        window.controller.openGameFile(game_file)
    _listen_for_later_starts(window)
    quit_event = asyncio.Event()
    window.controller.quitRequested.connect(quit_event.set)
    app.lastWindowClosed.connect(quit_event.set)
    if quit_at_once:
        quit_event.set()
    from .version import app_version  # (reading the installed metadata takes a while)

    log.info("Fünfwurf %s started; log file %s", app_version(), log_file)
    _load_engine(quit_event if report else None)
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


FIRST_FRAME_WAIT_MS = 3000
"""How long the start waits for the first frame at most (a window that is never drawn, on a
hidden desktop, does not hold the app back)."""


def _wait_for_first_frame(window: QQuickWindow) -> None:
    """Run Qt's own loop until the start screen is drawn; the player's clicks and keys wait for
    the app's loop (they are not lost). It ends as soon as the asyncio loop is made (the rest of
    the app built early): qasync runs asyncio's callbacks on Qt's loop, and a task must not take
    its first step here, where asyncio sees no loop running."""
    if _loops:
        return
    waiting = QEventLoop()

    def shown() -> None:
        waiting.quit()

    window.frameSwapped.connect(shown)
    QTimer.singleShot(FIRST_FRAME_WAIT_MS, waiting.quit)
    _waiting.append(waiting)
    try:
        waiting.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    finally:
        _waiting.clear()
    window.frameSwapped.disconnect(shown)


_waiting: list[QEventLoop] = []
"""(Qt's loop that waits for the first frame, while it runs)"""


def _event_loop(app: QGuiApplication) -> asyncio.AbstractEventLoop:
    """The asyncio loop on Qt's (qasync), set up once: after the first frame, or before the rest
    of the app is built when that comes first."""
    import asyncio

    import qasync

    if not _loops:
        for waiting in _waiting:
            waiting.quit()
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        _loops.append(loop)
    return _loops[0]


_loops: list[asyncio.AbstractEventLoop] = []


def _load_engine(report_to: asyncio.Event | None) -> None:
    """Load the strategy engine (numpy, the advisor) in the background, so the first hint or
    computer move does not wait for it. ``report_to`` (the start-up benchmark): once it is
    loaded, print the memory the app holds idle, and quit."""

    def load() -> None:
        try:
            importlib.import_module("app.strategy.advisor")
            importlib.import_module("app.strategy.computers")
        except Exception:  # the first use reports it where it happens
            log.exception("the strategy engine did not load in the background")

    loading = threading.Thread(target=load, name="load-engine", daemon=True)
    loading.start()
    if report_to is None:
        return
    watch = QTimer()
    watch.setInterval(20)

    def done() -> None:
        if not loading.is_alive():
            watch.stop()
            print(f"idle-memory {_resident_mib():.1f}", flush=True)
            report_to.set()

    watch.timeout.connect(done)
    watch.start()
    _keep.append(watch)


_keep: list[QObject] = []
"""(the benchmark's watch timer, kept until the app quits)"""


def _resident_mib() -> float:
    """The memory the process holds now (resident set), in MiB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _report_first_frame(window: QQuickWindow) -> None:
    """For the start-up benchmark: print the wall time of the first frame, what of the heavy
    modules was loaded by then, and the memory held then."""

    def shown() -> None:
        print(f"first-frame {time.time():.6f}", flush=True)
        print(f"first-frame-cpu {time.process_time():.6f}", flush=True)
        heavy = [name for name in DEFERRED if name in sys.modules]
        print(f"first-frame-loaded {','.join(heavy) or '-'}", flush=True)
        print(f"first-frame-memory {_resident_mib():.1f}", flush=True)
        window.frameSwapped.disconnect(shown)

    window.frameSwapped.connect(shown)


class EarlyLog(logging.Handler):
    """What is logged before the log file is opened (just after the first frame: opening it
    loads ``logging.handlers``, some 10 ms): kept, then written there and to the console as if
    they had been open from the start."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self._records: list[logging.LogRecord] = []
        self._handed = False
        self.path: Path | None = None
        root = logging.getLogger()
        root.setLevel(logging.INFO)
        root.addHandler(self)

    def emit(self, record: logging.LogRecord) -> None:
        self._records.append(record)

    def hand_over(self) -> Path | None:
        """Open the log file (once) with what was kept; its path, None if it cannot be written."""
        if not self._handed:
            from app.profile.logfile import start_logging

            self._handed = True
            root = logging.getLogger()
            root.removeHandler(self)
            self.path = start_logging()
            for record in self._records:
                root.handle(record)
            self._records.clear()
        return self.path


def run(argv: list[str]) -> int:
    if not _has_display():
        print(
            "Fünfwurf needs a screen: no DISPLAY or WAYLAND_DISPLAY is set.\n"
            "On a machine without one, try: xvfb-run make run",
            file=sys.stderr,
        )
        return 2
    early = EarlyLog()
    try:
        return _run(argv, early)
    finally:
        gc.enable()
        early.hand_over()  # (a start that ended early: what it logged is kept all the same)


def _run(argv: list[str], early: EarlyLog) -> int:
    prepare_application()
    app = QGuiApplication(argv)
    link = _link_in(argv)
    game_file = _game_file_in(argv)
    if forward_to_running(link, game_file=game_file):
        log.info("Fünfwurf is running already; it takes over (%s)", link or game_file or "shown")
        return 0
    app.setQuitOnLastWindowClosed(False)
    families = load_fonts(app, emoji=False)
    try:
        window = build_window(
            rest_later=link is None and game_file is None, before_rest=lambda: _event_loop(app)
        )
    except RuntimeError as error:
        print(f"Fünfwurf could not start: {error}", file=sys.stderr)
        return 1
    report = bool(os.environ.get("FUENFWURF_FIRST_FRAME"))
    if report:
        _report_first_frame(window.window)
    quit_asked: list[bool] = []  # (closed while the first frame was coming)

    def asked() -> None:
        quit_asked.append(True)

    window.controller.quitRequested.connect(asked)
    app.lastWindowClosed.connect(asked)
    _wait_for_first_frame(window.window)  # before asyncio and qasync are even imported
    gc.enable()  # (``python -m app`` starts without it: see app/__main__.py)
    window.controller.quitRequested.disconnect(asked)
    app.lastWindowClosed.disconnect(asked)
    use_emoji_font(families)
    from PySide6.QtGui import QIcon  # (its type takes a few milliseconds: after the frame)

    app.setWindowIcon(QIcon(str(resources_dir() / "images" / "icon.png")))
    log_file = early.hand_over()
    loop = _event_loop(app)
    with loop:  # type: ignore[attr-defined]
        code: int = loop.run_until_complete(
            _main(
                app,
                window,
                link=link,
                game_file=game_file,
                log_file=log_file,
                report=report,
                quit_at_once=bool(quit_asked),
            )
        )
    return code


def _link_in(argv: list[str]) -> str | None:
    """An invitation link on the command line (its parser loaded only when there are
    arguments: a plain start does without it)."""
    if len(argv) < 2:
        return None
    from .online.invite import link_in_arguments

    return link_in_arguments(argv)


def _game_file_in(argv: list[str]) -> str | None:
    """A game file on the command line (as ``_link_in``)."""
    if len(argv) < 2:
        return None
    from .analysis.opening import game_file_in_arguments

    return game_file_in_arguments(argv)
