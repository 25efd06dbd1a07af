"""The app's own check of the dice at the player's tables: the seed it gives, and each finished
game checked against the seed the server reveals (kept for the last tables)."""

from __future__ import annotations

import logging

from app.net import ClientMessage, DiceView, TableState

from ..session.remote import RemoteSession
from .witness import Checked, DiceWitness

log = logging.getLogger(__name__)

KEPT = 16
"""Tables whose check is kept."""


class DiceChecks:
    def __init__(self) -> None:
        self.witness = DiceWitness()
        self._checked: dict[str, Checked] = {}
        """The dice checks of the games at this player's tables, by table code."""

    def seen(self, state: TableState) -> ClientMessage | None:
        """A table's state arrived: the seed this client gives to its dice, if it is due."""
        return self.witness.seen(state)

    def get(self, code: str) -> Checked | None:
        return self._checked.get(code)

    def check(self, session: RemoteSession | None, code: str, dice: DiceView) -> Checked | None:
        """Check the whole game at the player's table ``code`` (``session``, once it ended)
        against its revealed seed; the check when it is new."""
        if session is None or session.code != code or not session.ended:
            return None
        checked = self.witness.check(code, session.game, dice)
        if self._checked.get(code) == checked:
            return None
        self._checked[code] = checked
        if len(self._checked) > KEPT:
            del self._checked[next(iter(self._checked))]
        log.info("table %s: dice %s", code, checked.result.value)
        return checked
