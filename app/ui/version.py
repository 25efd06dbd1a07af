"""The app's version as installed (the ui room does not import the ``app`` package itself)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version


def app_version() -> str:
    """The installed distribution's version, or "unknown" where no metadata ships with it."""
    try:
        return version("fuenfwurf")
    except PackageNotFoundError:
        return "unknown"
