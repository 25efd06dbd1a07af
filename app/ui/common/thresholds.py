"""The review's thresholds, from ``app.strategy``, as a QML singleton: QML reads
``Thresholds.mistakeCost`` instead of writing the number again."""

from __future__ import annotations

from PySide6.QtCore import Property, QObject
from PySide6.QtQml import QmlElement, QmlSingleton

from app.strategy.costs import BEST_COST, MISTAKE_COST, WIN_COST_NONE, WIN_COST_TOLD

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401 (@QmlElement reads them)


@QmlElement
@QmlSingleton
class Thresholds(QObject):
    @Property(float, constant=True)
    def mistakeCost(self) -> float:
        """A decision costing at least this many expected points is a mistake."""
        return MISTAKE_COST

    @Property(float, constant=True)
    def bestCost(self) -> float:
        """A decision costing less than this many expected points is the best choice."""
        return BEST_COST

    @Property(float, constant=True)
    def winCostTold(self) -> float:
        """A cost in the chance to win (percentage points) told and marked from this much on."""
        return WIN_COST_TOLD

    @Property(float, constant=True)
    def winCostNone(self) -> float:
        """A cost in the chance to win below this is nothing lost."""
        return WIN_COST_NONE
