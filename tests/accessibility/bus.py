"""The real AT-SPI bus for one test: Xvfb, a private session D-Bus, the accessibility bus, the
app on it, and a pyatspi client (Debian's own python3) to ask it what a screen reader sees.

Everything runs in a session of its own (``setsid``: the registry daemon leaves its parent);
every process of that session is ended by its id afterwards."""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
CLIENT = Path(__file__).with_name("atspi_client.py")
ANSWER_SECONDS = 60
"""Longest the client may take over one request (its own waits are at most 40 s)."""


class BusStalled(RuntimeError):
    """The bus stopped answering (its keyboard daemon, on a machine busy with other work)."""


ROOT = Path(__file__).resolve().parents[2]


class BusUnavailable(RuntimeError):
    """The bus could not be started here (a tool is missing, or it did not come up)."""


def tools_missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-daemon", "dbus-send") if shutil.which(tool) is None]
    if not os.access(LAUNCHER, os.X_OK):
        missing.append(LAUNCHER)
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
        if os.access(SYSTEM_PYTHON, os.X_OK)
        else None
    )
    if probe is None or probe.returncode != 0:
        missing.append("pyatspi for /usr/bin/python3 (python3-pyatspi)")
    return missing


@dataclass
class Bus:
    env: dict[str, str]
    folder: Path
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def start(self, argv: list[str], **options: Any) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(argv, env=self.env, start_new_session=True, **options)
        self.processes.append(process)
        return process

    def stop(self) -> None:
        for process in reversed(self.processes):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)  # its whole session: the daemons it began
        for process in reversed(self.processes):
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait(5)


def _free_display() -> int:
    for number in range(90, 190):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return number
    raise BusUnavailable("no free X display number")


def _wait(check: Any, seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return
        time.sleep(0.1)
    raise BusUnavailable(f"{what} did not come up within {seconds:.0f} s")


@contextlib.contextmanager
def atspi_bus() -> Iterator[Bus]:
    """Xvfb, a session bus and the AT-SPI bus, ready for an app; all stopped afterwards."""
    missing = tools_missing()
    if missing:
        raise BusUnavailable("missing: " + ", ".join(missing) + " (scripts/setup.sh installs them)")
    folder = Path(tempfile.mkdtemp(prefix="fuenfwurf-a11y-"))
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700)
    display = _free_display()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("QT_", "DBUS_", "AT_SPI", "XDG_", "DISPLAY", "WAYLAND"))
    }
    bus_address = f"unix:path={runtime}/bus"
    env.update(
        DISPLAY=f":{display}",
        XDG_RUNTIME_DIR=str(runtime),
        DBUS_SESSION_BUS_ADDRESS=bus_address,
        XDG_DATA_HOME=str(folder / "data"),
        XDG_CONFIG_HOME=str(folder / "config"),
        XDG_STATE_HOME=str(folder / "state"),
        XDG_CACHE_HOME=os.environ.get("XDG_CACHE_HOME", str(folder / "cache")),
        NO_AT_BRIDGE="0",
    )
    bus = Bus(env, folder)
    try:
        bus.start(
            ["Xvfb", f":{display}", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _wait(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 10, "Xvfb")
        bus.start(
            ["dbus-daemon", "--session", "--nofork", "--nosyslog", f"--address={bus_address}"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _wait((runtime / "bus").exists, 10, "the session D-Bus")
        bus.start(
            [LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )

        def answers() -> bool:
            asked = subprocess.run(
                [
                    "dbus-send",
                    "--session",
                    "--print-reply",
                    "--dest=org.a11y.Bus",
                    "/org/a11y/bus",
                    "org.a11y.Bus.GetAddress",
                ],
                env=env,
                capture_output=True,
                check=False,
                timeout=5,
            )
            return asked.returncode == 0

        _wait(answers, 15, "the AT-SPI bus")
        yield bus
    finally:
        bus.stop()
        shutil.rmtree(folder, ignore_errors=True)


class Client:
    """The pyatspi client as a subprocess: one JSON command, one JSON answer."""

    def __init__(self, bus: Bus) -> None:
        self._process = bus.start(
            [SYSTEM_PYTHON, str(CLIENT)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        self.ask_raw()  # its "ready" line

    def ask_raw(self) -> dict[str, Any]:
        assert self._process.stdout is not None
        # Never wait for ever on a client that hangs (a stuck bus): fail this test instead.
        ready, _, _ = select.select([self._process.stdout], [], [], ANSWER_SECONDS)
        if not ready:
            raise BusStalled(f"the AT-SPI client did not answer in {ANSWER_SECONDS} s")
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("the AT-SPI client stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def ask(self, do: str, **arguments: Any) -> dict[str, Any]:
        assert self._process.stdin is not None
        self._process.stdin.write((json.dumps({"do": do, **arguments}) + "\n").encode())
        self._process.stdin.flush()
        return self.ask_raw()


def start_app(bus: Bus, language: str) -> subprocess.Popen[bytes]:
    """The desktop app (``python -m app``) on the bus, in ``language`` (the system's)."""
    env = dict(bus.env)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        LANG=f"{language}_{'DE' if language == 'de' else 'US'}.UTF-8",
        LANGUAGE=language,
        LC_ALL="",
    )
    log = open(bus.folder / f"app-{language}.log", "wb")  # noqa: SIM115 (closed with the folder)
    process = subprocess.Popen(
        [sys.executable, "-m", "app"],
        env=env,
        cwd=ROOT,
        start_new_session=True,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    bus.processes.append(process)
    return process
