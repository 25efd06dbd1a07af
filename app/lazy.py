"""Packages whose names are imported from their modules when first asked for: importing the
package costs nothing more than its ``__init__``, so the desktop app shows its first frame
before the modules its start screen does without are loaded (issue 31).

A package's ``__init__`` lists where each name lives (``homes``), imports the same names under
``TYPE_CHECKING`` for the type checker, keeps its ``__all__``, and calls
``lazy_package(__name__, homes, __all__)``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any


def lazy_package(
    package: str, homes: Mapping[str, tuple[str, ...]], exported: Sequence[str]
) -> None:
    """Make ``package``'s names (``exported``, its ``__all__``) load on first use."""
    home_of = {name: module for module, names in homes.items() for name in names}
    assert sorted(home_of) == sorted(exported), f"{package}: every name has one home"
    module = sys.modules[package]

    def __getattr__(name: str) -> Any:  # noqa: N807 (the module hook's own name)
        home = home_of.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{home}", package), name)
        setattr(module, name, value)  # asked once
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted({*vars(module), *home_of})

    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    module.__dir__ = __dir__  # type: ignore[method-assign]
    clashes = set(home_of) & set(homes)
    if clashes:
        # a name that is also a submodule's: importing that submodule must not bind the module
        # in its place (the import system sets the submodule on its package)
        class _Package(ModuleType):
            def __setattr__(self, name: str, value: Any) -> None:
                if isinstance(value, ModuleType) and name in clashes:
                    return
                super().__setattr__(name, value)

        module.__class__ = _Package
