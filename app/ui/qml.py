"""The one QML module of the app: Python types and QML files share its name."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtQml import QmlUncreatable

QML_IMPORT_NAME = "Fuenfwurf"
QML_IMPORT_MAJOR_VERSION = 1

_Type = TypeVar("_Type", bound=type)


def uncreatable(reason: str) -> Callable[[_Type], _Type]:
    """``@QmlUncreatable(reason)`` with a type the checker understands (its stub lacks one)."""
    decorator: Callable[[_Type], _Type] = QmlUncreatable(reason)  # type: ignore[assignment]
    return decorator
