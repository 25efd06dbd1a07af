"""The hints' lines that play to win: the choice with the best chance to win, and beside it the
choice for the most points where the two differ, each with its chance to win.

The numbers are ``app.strategy.winning.turn_chances``, the very answer the win-aware hard
computer plays by. Shown with the hints (in games of two to four where hints are allowed, the
win chances turned on) once win-aware play applies: the player's last few turns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QLocale, QObject, Signal
from PySide6.QtQml import QmlElement

from app.rules import Game

from ..common.labels import BoxLabel, box_label
from ..common.texts import label_text
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .speech import translate

if TYPE_CHECKING:
    from app.strategy.winning import Option, TurnChances

MIN_GAIN = 0.005
"""The choice for the win is shown apart only where it wins at least this much more often (half
a percentage point): below, the model's own error is larger than the difference."""


@dataclass(frozen=True, slots=True)
class WinHintLine:
    role: str
    """``win``: the choice with the best chance to win (the only line where both agree);
    ``points``: the choice with the best expected score, where it differs."""
    box: str
    """The box to enter, or "" for a keep."""
    label: BoxLabel | None
    kept: tuple[int, ...]
    """For a keep: the dice to keep (sorted; empty: roll them all)."""
    percent: float
    """The chance to win, in per cent."""
    decimals: int
    """Digits after the point the per cent is shown with (one where whole ones would look
    alike for both lines)."""
    more_points: float
    """For the ``points`` line: the expected points it brings more than the choice for the win."""

    def to_dict(self) -> dict[str, object]:
        label = self.label
        return {
            "role": self.role,
            "box": self.box,
            "label": {"name": label.name, "column": label.column} if label else None,
            "kept": list(self.kept),
            "percent": self.percent,
            "decimals": self.decimals,
            "morePoints": self.more_points,
        }


def derive_lines(game: Game, found: TurnChances | None) -> tuple[WinHintLine, ...]:
    """The lines for ``found`` (the turn's choices with their chances), none without it."""
    if found is None or game.dice is None:
        return ()
    both = found.differ and found.for_win.chance - found.for_points.chance >= MIN_GAIN
    shown = [found.for_win, found.for_points] if both else [found.for_points]
    whole = {round(option.chance * 100) for option in shown}
    decimals = 1 if len(whole) < len(shown) else 0
    lines = []
    for number, option in enumerate(shown):
        more = found.points_given_up if number == 1 else 0.0
        lines.append(_line(game, option, "points" if number else "win", decimals, more))
    return tuple(lines)


def _line(game: Game, option: Option, role: str, decimals: int, more: float) -> WinHintLine:
    from app.strategy import Score  # (numpy-free, but the package loads it on first use)

    assert game.dice is not None
    percent = min(100.0, max(0.0, option.chance * 100))
    decision = option.decision
    if isinstance(decision, Score):
        label = box_label(game.rules, decision.box)
        return WinHintLine(role, decision.box, label, (), percent, decimals, more)
    kept = tuple(sorted(v for v, h in zip(game.dice, decision.held, strict=True) if h))
    return WinHintLine(role, "", None, kept, percent, decimals, more)


def _number(value: float, decimals: int) -> str:
    # In the language shown (its locale is the default one: a decimal comma in German).
    return QLocale().toString(value, "f", decimals)


def _choice_text(line: WinHintLine) -> str:
    if line.label is not None:
        return label_text(line.label)
    if not line.kept:
        return translate("WinHint", "roll all dice again")
    return translate("WinHint", "keep %1").replace("%1", " ".join(map(str, line.kept)))


def spoken(lines: tuple[WinHintLine, ...]) -> str:
    """The lines as the I key reads them after the hints ("" without any)."""
    parts = []
    for line in lines:
        percent = _number(line.percent, line.decimals)
        if line.role == "win":
            text = translate("WinHint", "To win: %1, %2 % chance.")
        else:
            text = translate("WinHint", "For points: %1, %2 % chance, %3 points more expected.")
            text = text.replace("%3", _number(line.more_points, 1))
        parts.append(text.replace("%1", _choice_text(line)).replace("%2", percent))
    return " ".join(parts)


@QmlElement
@uncreatable("built by the table view-model")
class WinHintViewModel(QObject):
    """The hints' win lines, for QML: ``lines`` (role, box, label, kept, percent, decimals,
    morePoints), empty where they do not show."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: tuple[WinHintLine, ...] = ()

    @Property(list, notify=changed)
    def lines(self) -> list[dict[str, object]]:
        return [line.to_dict() for line in self._lines]

    @Property(bool, notify=changed)
    def split(self) -> bool:
        """Whether the choice for the win and the one for points differ (two lines)."""
        return len(self._lines) > 1

    def current(self) -> tuple[WinHintLine, ...]:
        return self._lines

    def update(self, game: Game, found: TurnChances | None) -> None:
        lines = derive_lines(game, found)
        if lines != self._lines:
            self._lines = lines
            self.changed.emit()

    def spoken(self) -> str:
        return spoken(self._lines)
