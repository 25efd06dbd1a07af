"""The statistics screen fed from the data file: the totals and the history, read again after
every recorded game and whenever the screen opens."""

from __future__ import annotations

from ..services.datafile import DataFile
from ..statistics.viewmodel import StatisticsViewModel


class StatsFeed:
    def __init__(self, data: DataFile, statistics: StatisticsViewModel) -> None:
        self._data = data
        self._statistics = statistics

    def refresh(self) -> None:
        results = self._data.read(lambda store: store.results())
        if results is not None:
            self._statistics.show(results)
        history = self._data.read(lambda store: (store.finished_games(), store.online_games()))
        if history is not None:
            self._statistics.show_history(*history)
