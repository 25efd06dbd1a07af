"""Who the player is on the server, and what the link says for them on connecting.

The display name comes from the settings; the token the server gave this computer is kept by the
``IdentityStore`` (the system keyring, else a private file), whose calls run in a worker thread.
``IdentityGreeter`` is the link's ``Greeter``.
"""

from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import QObject, Signal

from app.net import Hello, Welcome
from app.profile import IdentityError, IdentityStore, StoredToken

from ..version import app_version

log = logging.getLogger(__name__)

CLIENT_LABEL = f"fuenfwurf {app_version()}"


class IdentityGreeter(QObject):
    placeChanged = Signal(object)
    """(TokenPlace | None) where this computer's token for the server is kept now."""
    nameNeeded = Signal()
    """The server does not know this computer and there is no name to start afresh with."""
    notice = Signal(str)
    """``identity_reset`` (the server forgot this computer) or ``identity_unsaved``."""

    def __init__(self, identity: IdentityStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._identity = identity
        self._server = ""
        self._token: str | None = None
        self.name = ""
        """The display name from the settings ("" when the player has not chosen one)."""

    def set_server(self, server: str) -> None:
        """Another server: the token of the one before does not count there."""
        self._server = server
        self._token = None

    async def load(self) -> StoredToken | None:
        """The token kept for the server (a worker thread asks the keyring)."""
        server = self._server
        loop = asyncio.get_running_loop()
        stored = await loop.run_in_executor(None, self._identity.load, server)
        if server == self._server:
            self._token = stored.token if stored is not None else None
            self.placeChanged.emit(stored.place if stored is not None else None)
        return stored

    # --- link.Greeter -----------------------------------------------------------------------------

    async def hello(self) -> Hello:
        if self._token is not None:
            return Hello(token=self._token, name=self.name or None, client=CLIENT_LABEL)
        return Hello(name=self.name or None, client=CLIENT_LABEL)

    async def welcomed(self, welcome: Welcome) -> None:
        if welcome.token is None:
            return
        self._token = welcome.token
        loop = asyncio.get_running_loop()
        try:
            place = await loop.run_in_executor(
                None, self._identity.save, self._server, welcome.token
            )
        except IdentityError as error:
            log.error("the online identity cannot be kept: %s", error)
            self.notice.emit("identity_unsaved")
            return
        self.placeChanged.emit(place)

    async def token_refused(self) -> bool:
        log.warning("the server does not know this computer's identity; starting afresh")
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self._identity.forget, self._server)
        self._token = None
        self.notice.emit("identity_reset")
        if not self.name:
            self.nameNeeded.emit()
            return False
        return True
