"""Packages whose names are imported from their modules when first asked for.

A package that lists where each of its names lives (``homes``: module → names) costs nothing to
import: ``from package import name`` imports the one module that holds ``name``, so the desktop
app's first frame does not wait for modules its start screen does without (issue 31). Standard
library only, so that every room may use it.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable, Mapping
from types import ModuleType
from typing import Any


def make_lazy(package: str, homes: Mapping[str, Iterable[str]], exported: Iterable[str]) -> None:
    """Turn the package named ``package`` (call it at the end of its ``__init__``) into one that
    imports each of its ``exported`` names from its home module when first asked for. Every
    exported name must have exactly one home."""
    home_of = {name: module for module, names in homes.items() for name in names}
    if sorted(exported) != sorted(home_of):
        raise ValueError(f"{package}: every exported name needs one home module")

    class LazyPackage(ModuleType):
        def __getattr__(self, name: str) -> Any:
            module = home_of.get(name)
            if module is None:
                raise AttributeError(f"module {package!r} has no attribute {name!r}")
            value = getattr(importlib.import_module(f".{module}", package), name)
            self.__dict__[name] = value  # asked once
            return value

        def __dir__(self) -> list[str]:
            return sorted({*self.__dict__, *home_of})

        def __setattr__(self, name: str, value: Any) -> None:
            # Importing a submodule binds it on its package: where a name is both a module and
            # what it exports (``review`` the function in ``review.py``), the name stays the
            # function.
            if isinstance(value, ModuleType) and name in home_of:
                return
            super().__setattr__(name, value)

    sys.modules[package].__class__ = LazyPackage
