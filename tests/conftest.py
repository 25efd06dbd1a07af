"""Shared test set-up: keep every test away from the real user's folders."""

from __future__ import annotations

import os
import tempfile

# Set before any Qt or platformdirs import: tests never touch the real profile or a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
_scratch = tempfile.mkdtemp(prefix="fuenfwurf-tests-")
for _variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_variable] = os.path.join(_scratch, _variable.lower())
os.environ.setdefault("XDG_CACHE_HOME", os.path.join(_scratch, "cache"))
