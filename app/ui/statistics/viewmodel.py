"""The statistics screen's view-model: one row per ruleset played, the charts of one ruleset,
and the games that can be opened on the analysis board."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.profile import (
    FinishedGame,
    GameResult,
    OnlineGame,
    RulesetStatistics,
    summarize,
    without_hints,
)

from ..common.listmodel import RowListModel
from ..common.snapshot import publish, view_property
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .charts import ChartsView, derive_charts
from .history import HistoryRow, derive_history


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
@uncreatable("built by the statistics view-model")
class HistoryModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(HistoryRow, parent)


@QmlElement
@uncreatable("built by the app")
class StatisticsViewModel(QObject):
    gamesChanged = Signal()
    rulesetChanged = Signal()
    ruleset = view_property("ruleset", str, rulesetChanged)
    rulesetOptionsChanged = Signal()
    rulesetOptions = view_property("ruleset_options", list, rulesetOptionsChanged)
    includeHintsChanged = Signal()
    includeHints = view_property("include_hints", bool, includeHintsChanged)
    hintedChanged = Signal()
    hinted = view_property("hinted", int, hintedChanged)
    chartGamesChanged = Signal()
    chartGames = view_property("chart_games", int, chartGamesChanged)
    barsChanged = Signal()
    bars = view_property("bars", list, barsChanged)
    tallestChanged = Signal()
    tallest = view_property("tallest", int, tallestChanged)
    pointsChanged = Signal()
    points = view_property("points", list, pointsChanged)
    scoreLowChanged = Signal()
    scoreLow = view_property("score_low", int, scoreLowChanged)
    scoreHighChanged = Signal()
    scoreHigh = view_property("score_high", int, scoreHighChanged)
    costHighChanged = Signal()
    costHigh = view_property("cost_high", float, costHighChanged)
    bonusRateChanged = Signal()
    bonusRate = view_property("bonus_rate", float, bonusRateChanged)
    fiveAlikesPerGameChanged = Signal()
    fiveAlikesPerGame = view_property("five_alikes_per_game", float, fiveAlikesPerGameChanged)
    meanCostChanged = Signal()
    meanCost = view_property("mean_cost", float, meanCostChanged)
    reviewedChanged = Signal()
    reviewed = view_property("reviewed", int, reviewedChanged)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = StatisticsModel(self)
        self._history = HistoryModel(self)
        self._games = 0
        self._results: list[GameResult] = []
        self._view = ChartsView()
        self._wanted = ""
        self._include_hints = True

    @Property(QObject, constant=True)
    def history(self) -> HistoryModel:
        """Games to open on the analysis board, newest first."""
        return self._history

    @Property(QObject, constant=True)
    def rulesets(self) -> StatisticsModel:
        return self._model

    @Property(int, notify=gamesChanged)
    def games(self) -> int:
        """Games in the statistics, over all rulesets."""
        return self._games

    def show(self, results: Iterable[GameResult]) -> None:
        self._results = list(results)
        self._refresh()

    def show_history(self, finished: Sequence[FinishedGame], online: Sequence[OnlineGame]) -> None:
        self._history.set_rows(derive_history(finished, online))

    @Slot(str)
    def chooseRuleset(self, key: str) -> None:
        """Chart the games of this ruleset."""
        self._wanted = key
        self._refresh()

    @Slot(bool)
    def setIncludeHints(self, on: bool) -> None:
        """Count the games in which hints were shown, or leave them out."""
        self._include_hints = on
        self._refresh()

    def _refresh(self) -> None:
        counted = self._results if self._include_hints else without_hints(self._results)
        rows = derive_statistics(counted)
        self._model.set_rows(rows)
        games = sum(row.games for row in rows)
        if games != self._games:
            self._games = games
            self.gamesChanged.emit()
        view = derive_charts(self._results, self._wanted, include_hints=self._include_hints)
        old, self._view = self._view, view
        publish(self, old, view)
