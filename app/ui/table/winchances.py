"""The table's win-chance strip: every player's chance to win, after every roll and entry.

Shown in games of two to four wherever hints are allowed (never in a challenge) and always once
the game is over, unless the player turned it off (``Settings.win_chances``); worked out only
once the ruleset's tables are ready (``app.strategy.winchance``, a millisecond or two; in the
player's last turns after a roll, ``winning.live_chances``, so that the strip agrees with the
hints' best chance). The W key reads the chances aloud on request; they are never announced by
themselves.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement

from app.rules import Game

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .speech import Announcement, translate


@dataclass(frozen=True, slots=True)
class WinChance:
    seat: int
    name: str
    chance: float
    """0 to 1."""

    @property
    def percent(self) -> int:
        """Whole per cent; a chance that is neither 0 nor 1 never shows as 0 % or 100 %."""
        shown = round(self.chance * 100)
        if 0.0 < self.chance < 1.0:
            return min(99, max(1, shown))
        return shown

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "chance": self.chance,
            "percent": self.percent,
        }


def wanted(game: Game, *, enabled: bool, hints_allowed: bool, ready: bool) -> bool:
    """Whether the strip shows for ``game``."""
    if not enabled or game.player_count < 2 or not ready:
        return False
    return game.over or hints_allowed


def derive_chances(
    game: Game, names: tuple[str, ...], levels: tuple[str | None, ...] = ()
) -> tuple[WinChance, ...]:
    """Every seat's chance, a computer's valued as its level plays (``levels``, one per seat
    where known); in the last turns, the player to move's as the hints give it (the best
    chance of any choice: ``winning.live_chances``)."""
    from app.strategy.winning import live_chances  # (numpy: not before the first frame)

    shown = names if len(names) == game.player_count else game.names
    known = levels if len(levels) == game.player_count else None
    return tuple(
        WinChance(seat, shown[seat], chance)
        for seat, chance in enumerate(live_chances(game, known))
    )


def spoken(chances: tuple[WinChance, ...], shown: bool) -> Announcement:
    """The chances as the W key reads them."""
    if not shown or not chances:
        return Announcement(translate("WinChances", "No win chances to tell here."))
    parts = [
        translate("WinChances", "%1 %2 %").replace("%1", c.name).replace("%2", str(c.percent))
        for c in chances
    ]
    return Announcement(translate("WinChances", "Chances to win:") + " " + ", ".join(parts) + ".")


@QmlElement
@uncreatable("built by the table view-model")
class WinChancesViewModel(QObject):
    """The strip's state, for QML: ``shown``, and ``chances`` (seat, name, chance, percent)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = True
        self._shown = False
        self._chances: tuple[WinChance, ...] = ()
        self._game: Game | None = None
        self._key: tuple[object, ...] = ()

    @Property(bool, notify=changed)
    def shown(self) -> bool:
        return self._shown

    @Property(bool, notify=changed)
    def enabled(self) -> bool:
        """The player's setting."""
        return self._enabled

    @Property(list, notify=changed)
    def chances(self) -> list[dict[str, object]]:
        return [chance.to_dict() for chance in self._chances] if self._shown else []

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self._enabled:
            self._enabled = enabled
            self._game = None
            self.changed.emit()

    def update(
        self,
        game: Game,
        names: tuple[str, ...],
        *,
        hints_allowed: bool,
        ready: bool,
        levels: tuple[str | None, ...] = (),
    ) -> None:
        """The game at the table changed (or its names, or whether the tables are ready);
        ``levels``: each seat's computer level, None for a person."""
        shown = wanted(game, enabled=self._enabled, hints_allowed=hints_allowed, ready=ready)
        key = (names, shown, levels)
        if game is self._game and key == self._key:
            return
        self._game, self._key = game, key
        chances = derive_chances(game, names, levels) if shown else ()
        if (shown, chances) != (self._shown, self._chances):
            self._shown, self._chances = shown, chances
            self.changed.emit()

    def announcement(self) -> Announcement:
        return spoken(self._chances, self._shown)
