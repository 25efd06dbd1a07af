"""What of the start screen's first frame needs no Qt, imported before PySide6 is (issue 31).

Once PySide6 is imported it looks at every module imported after it: it reads each one's source
(to know whether the module uses PySide6, for its optional ``__feature__`` imports). The modules
below are imported first, so they are read only as Python reads them; the first frame comes some
15M instructions sooner (callgrind). A module missing here costs only that time, nothing else.
"""

from __future__ import annotations

import dataclasses  # noqa: F401
import json  # noqa: F401
import logging  # noqa: F401
import sqlite3  # noqa: F401
import threading  # noqa: F401

import platformdirs  # noqa: F401

import app.net.values
import app.profile.settings
import app.profile.store
import app.strategy.costs  # noqa: F401

from . import paths  # noqa: F401
from .services import datafile  # noqa: F401
from .session import setup  # noqa: F401
