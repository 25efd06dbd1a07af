"""The statistics screen's view-model: one row per ruleset played."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement

from app.profile import GameResult, RulesetStatistics, summarize

from ..common.listmodel import RowListModel
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)


@dataclass(frozen=True, slots=True)
class StatisticsRow:
    key: str
    """The ruleset key (``"maxi+triple"``)."""
    preset: str
    triple: bool
    forced_order: bool
    games: int
    solo_games: int
    computer_won: int
    computer_drawn: int
    computer_lost: int
    people_won: int
    people_drawn: int
    people_lost: int
    best_total: int
    average_total: float
    five_alikes: int
    upper_bonuses: int
    solo_best: int
    """-1 before the first solo game."""


def derive_statistics(results: Iterable[GameResult]) -> tuple[StatisticsRow, ...]:
    return tuple(_row(line) for line in summarize(results))


def _row(line: RulesetStatistics) -> StatisticsRow:
    preset, *options = line.ruleset.split("+")
    return StatisticsRow(
        key=line.ruleset,
        preset=preset,
        triple="triple" in options,
        forced_order="forced_order" in options,
        games=line.games,
        solo_games=line.solo_games,
        computer_won=line.computer_won,
        computer_drawn=line.computer_drawn,
        computer_lost=line.computer_lost,
        people_won=line.people_won,
        people_drawn=line.people_drawn,
        people_lost=line.people_lost,
        best_total=line.best_total,
        average_total=line.average_total,
        five_alikes=line.five_alikes,
        upper_bonuses=line.upper_bonuses,
        solo_best=-1 if line.solo_best is None else line.solo_best,
    )


@QmlElement
@uncreatable("built by the statistics view-model")
class StatisticsModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(StatisticsRow, parent)


@QmlElement
@uncreatable("built by the app")
class StatisticsViewModel(QObject):
    gamesChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = StatisticsModel(self)
        self._games = 0

    @Property(QObject, constant=True)
    def rulesets(self) -> StatisticsModel:
        return self._model

    @Property(int, notify=gamesChanged)
    def games(self) -> int:
        """Games in the statistics, over all rulesets."""
        return self._games

    def show(self, results: Iterable[GameResult]) -> None:
        rows = derive_statistics(results)
        self._model.set_rows(rows)
        games = sum(row.games for row in rows)
        if games != self._games:
            self._games = games
            self.gamesChanged.emit()
