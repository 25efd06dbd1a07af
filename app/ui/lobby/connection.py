"""The connection's view-model: what the header badge and the lobby say about the server link."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import clean_name

from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.link import LinkStatus
from ..online.snapshot import OnlineSnapshot
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)


@dataclass(frozen=True, slots=True)
class ConnectionView:
    status: str = LinkStatus.OFFLINE.value
    """``offline``, ``connecting``, ``online``, ``reconnecting`` or ``incompatible``."""
    reason: str = ""
    """Why the last connection ended (a code the view translates), "" for nothing."""
    retry_in: int = 0
    """Whole seconds to the next attempt while reconnecting."""
    wanted: bool = False
    """The player asked to be online."""
    needs_name: bool = False
    player_name: str = ""
    level: int = 0
    points: int = 0
    server: str = ""
    token_place: str = ""
    """Where this computer keeps the player's identity: ``keyring``, ``file`` or ""."""


def derive_connection(snapshot: OnlineSnapshot, now: float) -> ConnectionView:
    link = snapshot.link
    player = snapshot.player
    retry_in = 0
    if link.status is LinkStatus.RECONNECTING:
        retry_in = max(0, math.ceil(link.retry_at - now))
    return ConnectionView(
        status=link.status.value,
        reason=link.reason,
        retry_in=retry_in,
        wanted=snapshot.wanted,
        needs_name=snapshot.needs_name,
        player_name=player.name if player else "",
        level=player.level if player else 0,
        points=player.points if player else 0,
        server=snapshot.server,
        token_place=snapshot.token_place.value if snapshot.token_place else "",
    )


@QmlElement
@uncreatable("built by the app")
class ConnectionViewModel(QObject):
    statusChanged = Signal()
    status = view_property("status", str, statusChanged)
    reasonChanged = Signal()
    reason = view_property("reason", str, reasonChanged)
    retryInChanged = Signal()
    retryIn = view_property("retry_in", int, retryInChanged)
    wantedChanged = Signal()
    wanted = view_property("wanted", bool, wantedChanged)
    needsNameChanged = Signal()
    needsName = view_property("needs_name", bool, needsNameChanged)
    playerNameChanged = Signal()
    playerName = view_property("player_name", str, playerNameChanged)
    levelChanged = Signal()
    level = view_property("level", int, levelChanged)
    pointsChanged = Signal()
    points = view_property("points", int, pointsChanged)
    serverChanged = Signal()
    server = view_property("server", str, serverChanged)
    tokenPlaceChanged = Signal()
    tokenPlace = view_property("token_place", str, tokenPlaceChanged)

    nameChosen = Signal(str)
    """The player typed a display name (the app keeps it in the settings)."""

    def __init__(
        self,
        client: OnlineClient,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._clock = clock
        self._view = ConnectionView()
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._refresh)
        client.changed.connect(self._refresh)
        self._refresh()

    @Slot()
    def goOnline(self) -> None:
        self._client.go_online()

    @Slot()
    def goOffline(self) -> None:
        self._client.go_offline()

    @Slot()
    def retryNow(self) -> None:
        self._client.retry_now()

    @Slot(str, result=bool)
    def chooseName(self, text: str) -> bool:
        """A display name for a new player; False when it is not one (``clean_name``)."""
        name = clean_name(text)
        if name is None:
            return False
        self.nameChosen.emit(name)  # the settings change, and the client goes online with it
        return True

    @Slot(str, result=bool)
    def validName(self, text: str) -> bool:
        return clean_name(text) is not None

    def _refresh(self) -> None:
        view = derive_connection(self._client.snapshot, self._clock())
        old, self._view = self._view, view
        publish(self, old, view)
        ticking = view.status == LinkStatus.RECONNECTING.value
        if ticking and not self._ticker.isActive():
            self._ticker.start()
        elif not ticking and self._ticker.isActive():
            self._ticker.stop()
