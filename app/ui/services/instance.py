"""One Fünfwurf per data folder: a second start hands its link (or game file) to the running app
and ends.

Clicking a ``fuenfwurf://join/...`` link while the game is already open would otherwise start a
second window with the same data file and online identity, which would push the first window
off the server. Instead the new process finds the running one through a local socket (named per
user), passes the link (or just "show yourself"), and exits; the running app joins the table.
"""

from __future__ import annotations

import logging

import platformdirs
from PySide6.QtCore import QCryptographicHash, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

CONNECT_MS = 300
"""How long a new process looks for a running one (a local socket answers at once)."""
MAX_MESSAGE = 4096


def instance_name() -> str:
    """The local socket's name: one per data folder, so per user (and apart for tests and
    benchmarks, which run with folders of their own)."""
    folder = platformdirs.user_data_dir("fuenfwurf", appauthor=False)
    # (Qt's SHA-256, the same as hashlib's: hashlib loads OpenSSL, 10 ms before the first frame)
    digest = QCryptographicHash.hash(folder.encode(), QCryptographicHash.Algorithm.Sha256)
    return f"fuenfwurf-{bytes(digest.toHex().data()).decode()[:16]}"


def forward_to_running(
    link: str | None, name: str | None = None, *, game_file: str | None = None
) -> bool:
    """Hand ``link`` or ``game_file`` (an absolute path), or else a request to show the window,
    to a running Fünfwurf; True when one took it (this process should end)."""
    socket = QLocalSocket()
    socket.connectToServer(name or instance_name())
    if not socket.waitForConnected(CONNECT_MS):
        return False
    text = f"open {link}" if link else f"file {game_file}" if game_file else "show"
    message = text.encode()[:MAX_MESSAGE] + b"\n"
    socket.write(message)
    sent = socket.waitForBytesWritten(CONNECT_MS)
    socket.disconnectFromServer()
    return sent


class InstanceServer(QObject):
    """Listens for later starts of the app."""

    linkReceived = Signal(str)
    """A later start was given this invitation link."""
    fileReceived = Signal(str)
    """A later start was given this game file (an absolute path)."""
    showRequested = Signal()
    """A later start was given nothing: bring the window to the front."""

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name or instance_name()
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening; a socket left behind by a crashed app is cleared first."""
        if self._server.listen(self._name):
            return True
        QLocalServer.removeServer(self._name)
        if self._server.listen(self._name):
            return True
        log.warning("cannot listen for later starts: %s", self._server.errorString())
        return False

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._finish(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        self._buffers[socket] += bytes(socket.readAll().data())
        data = self._buffers[socket]
        if b"\n" in data or len(data) > MAX_MESSAGE:
            self._handle(data.split(b"\n", 1)[0])
            del self._buffers[socket]
            socket.disconnectFromServer()

    def _finish(self, socket: QLocalSocket) -> None:
        data = self._buffers.pop(socket, b"")
        if data:
            self._handle(data)
        socket.deleteLater()

    def _handle(self, line: bytes) -> None:
        text = line.decode("utf-8", errors="replace").strip()
        if text.startswith("open "):
            self.linkReceived.emit(text[len("open ") :].strip())
        elif text.startswith("file "):
            self.fileReceived.emit(text[len("file ") :].strip())
        else:
            self.showRequested.emit()
