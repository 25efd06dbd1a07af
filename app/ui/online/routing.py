"""What each message sent to the server was for, so that its refusal reaches whoever asked.

Every message goes out with a number; the server's ``Error`` names the number it answers
(``ref``). A purpose (``chat``, ``rematch``, ``join``, ...) is routed to the one who handles its
refusals, and to the one who hears that it could not go out at all (``offline``).
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Iterable

import msgspec

from app.net import ClientMessage

log = logging.getLogger(__name__)

Refused = Callable[[str], None]
"""Hears a refusal's code (``offline`` when the message could not go out)."""

KEPT = 500
"""Purposes remembered at most; answers come back in order, so the oldest are forgotten."""


def quietly(purpose: str) -> Refused:
    """A refusal that only goes to the log (nobody waits for the answer)."""
    return lambda code: log.info("the server refused a %s: %s", purpose, code)


class Routing:
    def __init__(self, send: Callable[[ClientMessage], bool], otherwise: Refused) -> None:
        self._send = send
        self._otherwise = otherwise
        """Hears the refusal of any purpose without a route of its own."""
        self._refused: dict[str, Refused] = {}
        self._offline: dict[str, Refused] = {}
        self._numbers = itertools.count(1)
        self._purposes: dict[int, str] = {}

    def route(
        self, purposes: Iterable[str], *, refused: Refused | None = None, offline: bool = False
    ) -> None:
        """Refusals of ``purposes`` go to ``refused`` (``otherwise`` when None); with
        ``offline`` so does a message of theirs that could not go out."""
        for purpose in purposes:
            if refused is not None:
                self._refused[purpose] = refused
            if offline:
                self._offline[purpose] = refused or self._otherwise

    def offline_to(self, purposes: Iterable[str], handler: Refused) -> None:
        """A message of ``purposes`` that could not go out goes to ``handler``."""
        for purpose in purposes:
            self._offline[purpose] = handler

    def send(self, message: ClientMessage, purpose: str) -> bool:
        """Send with a number, remembering what it was for; False when offline (and the
        purpose's offline route hears it)."""
        number = next(self._numbers)
        if not self._send(msgspec.structs.replace(message, id=number)):
            offline = self._offline.get(purpose)
            if offline is not None:
                offline("offline")
            return False
        self._purposes[number] = purpose
        if len(self._purposes) > KEPT:
            for old in list(self._purposes)[: KEPT // 2]:
                del self._purposes[old]
        return True

    def refuse(self, ref: int | None, code: str) -> None:
        """The server refused the message numbered ``ref``: to whoever handles its purpose."""
        purpose = self._purposes.pop(ref, "") if ref is not None else ""
        handler = self._refused.get(purpose)
        if handler is not None:
            handler(code)
            return
        log.info("the server refused a %s: %s", purpose or "message", code)
        self._otherwise(code)
