"""The real screen reader for one test: Orca (Debian 12's 43.1) on the AT-SPI bus of ``bus.py``,
with openbox for it to follow the focus, speech-dispatcher with espeak-ng playing to ALSA's null
device, and what Orca sends to speech read line by line from its debug log.

Orca runs in a process namespace of its own (``unshare``): it looks for other Orcas by name and
would refuse to start (or end them), so parallel runs never meet. Its debug log is written in
8 KiB blocks to a file; through ``script -f`` on a terminal it comes a line at a time."""

from __future__ import annotations

import os
import queue
import re
import shutil
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .bus import Bus, BusUnavailable

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)' ?(?:\{'.*\})?\s*$")
"""A line Orca sent to speech (its debug log; the voice follows in another form)."""

SPEECHD_CONF = """\
AudioOutputMethod "alsa"
DefaultModule espeak-ng
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultLanguage "en"
LogLevel 1
"""

ASOUNDRC = """\
pcm.!default { type null }
"""


def tools_missing() -> list[str]:
    tools = ("orca", "speech-dispatcher", "openbox", "xdotool", "script", "unshare", "espeak-ng")
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if not Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists():
        missing.append("speech-dispatcher-espeak-ng")
    return missing


@dataclass
class Orca:
    bus: Bus
    env: dict[str, str]
    lines: queue.Queue[str] = field(default_factory=queue.Queue)
    spoken: list[str] = field(default_factory=list)
    """Everything Orca sent to speech so far, in order."""
    log: list[str] = field(default_factory=list)
    """Every line of Orca's debug log so far."""
    process: subprocess.Popen[bytes] | None = None

    def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        for raw in self.process.stdout:
            line = raw.decode(errors="replace").rstrip("\r\n")
            self.lines.put(line)

    def pump(self) -> None:
        """Take in the lines Orca wrote since the last look."""
        while True:
            try:
                line = self.lines.get_nowait()
            except queue.Empty:
                return
            self.log.append(line)
            found = SPEECH.search(line)
            if found and found.group(1).strip():
                self.spoken.append(found.group(1))

    def mark(self) -> int:
        """Where the speech is now (for ``since``)."""
        self.pump()
        return len(self.spoken)

    def since(self, mark: int) -> list[str]:
        self.pump()
        return self.spoken[mark:]

    def wait_for(self, texts: str | list[str], mark: int, timeout: float) -> str | None:
        """The first utterance since ``mark`` holding one of ``texts`` (or None in time)."""
        wanted = [texts] if isinstance(texts, str) else texts
        end = time.monotonic() + timeout
        while True:
            for said in self.since(mark):
                if any(text in said for text in wanted):
                    return said
            if time.monotonic() >= end:
                return None
            time.sleep(0.05)

    def quiet(self, seconds: float = 0.6, longest: float = 8.0) -> None:
        """Wait until Orca has said nothing new for ``seconds`` (at most ``longest``)."""
        end = time.monotonic() + longest
        count = self.mark()
        still = time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.1)
            now = self.mark()
            if now != count:
                count, still = now, time.monotonic()
            elif time.monotonic() - still >= seconds:
                return

    def settle(self, seconds: float = 1.5, longest: float = 40.0) -> None:
        """Wait until Orca has worked through its events: no line in its log for ``seconds``
        (at most ``longest``). Orca drops what appears while more than 50 events wait (its
        "flood"), as after the app's start on a busy machine with the debug log on."""
        end = time.monotonic() + longest
        self.pump()
        count, still = len(self.log), time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.1)
            self.pump()
            if len(self.log) != count:
                count, still = len(self.log), time.monotonic()
            elif time.monotonic() - still >= seconds:
                return

    def activate(self, pid: int) -> None:
        """Give the app's window the keyboard (through the window manager)."""
        subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid), "windowactivate"],
            env=self.env,
            check=False,
            timeout=20,
            capture_output=True,
        )

    def key(self, name: str) -> None:
        """A key pressed and released through XTest (as a keyboard would), e.g. "space"."""
        subprocess.run(["xdotool", "key", name], env=self.env, check=True, timeout=10)


def start_orca(bus: Bus) -> Orca:
    """Openbox, then Orca (speech-dispatcher starts on its first words); ready once Orca has
    spoken its welcome."""
    missing = tools_missing()
    if missing:
        raise BusUnavailable("missing: " + ", ".join(missing) + " (scripts/setup.sh installs them)")
    home = bus.folder / "orca-home"
    (home / ".config" / "speech-dispatcher").mkdir(parents=True)
    (home / ".config" / "speech-dispatcher" / "speechd.conf").write_text(SPEECHD_CONF)
    (home / ".asoundrc").write_text(ASOUNDRC)
    prefs = home / "orca-prefs"
    prefs.mkdir()
    env = dict(bus.env)
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        LANG="C.UTF-8",  # speech-dispatcher refuses a locale that is not installed
        LC_ALL="C.UTF-8",
        LANGUAGE="",
        GTK_A11Y="atspi",
        NO_AT_BRIDGE="0",
    )
    env.pop("QT_QPA_PLATFORM", None)
    openbox = subprocess.Popen(
        ["openbox"],
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    bus.processes.append(openbox)
    time.sleep(1.0)  # (a window that appears before openbox manages it does not get the keys)
    command = f"orca --user-prefs={prefs} --debug --debug-file=/dev/stdout"
    argv = [
        "unshare",
        "--user" if os.getuid() != 0 else "--pid",
        *(["--map-root-user", "--pid"] if os.getuid() != 0 else []),
        "--fork",
        "--mount-proc",
        "script",
        "-q",
        "-f",
        "-e",
        "-c",
        command,
        str(bus.folder / "orca-typescript.log"),
    ]
    process = subprocess.Popen(
        argv,
        env=env,
        start_new_session=True,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    bus.processes.append(process)
    orca = Orca(bus, env, process=process)
    threading.Thread(target=orca._read, daemon=True).start()
    end = time.monotonic() + 40
    while time.monotonic() < end:
        orca.pump()
        if any("Screen reader on" in said or "Welcome to Orca" in said for said in orca.spoken):
            return orca
        if process.poll() is not None:
            break
        time.sleep(0.1)
    orca.pump()
    tail = "\n".join(orca.log[-15:])
    raise BusUnavailable(f"Orca did not start (it said {orca.spoken[:3]!r}); its log ends:\n{tail}")
