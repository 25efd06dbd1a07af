"""A table as its owner runs it (``table.Table``, a coordinator over the parts beside it)."""

from .core import TableCore, TableHost
from .restoring import RESUMED_TURN_SECONDS, turn_started_at
from .table import Table

__all__ = ["RESUMED_TURN_SECONDS", "Table", "TableCore", "TableHost", "turn_started_at"]
