"""Where the desktop app writes its log, and setting that up (no Qt)."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

import platformdirs

LOG_FILE_NAME = "fuenfwurf.log"


def log_path() -> Path:
    """``~/.local/state/fuenfwurf/log/fuenfwurf.log`` on Linux (XDG_STATE_HOME honoured)."""
    return Path(platformdirs.user_log_dir("fuenfwurf", appauthor=False)) / LOG_FILE_NAME


def start_logging(level: int = logging.INFO) -> Path | None:
    """Log warnings to stderr and ``level`` and above to a small rotating file.

    Returns the file's path, or None when it cannot be written (the app runs on regardless).
    """
    root = logging.getLogger()
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root.addHandler(console)
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=512 * 1024, backupCount=2, encoding="utf-8"
        )
    except OSError as error:
        root.warning("no log file at %s: %s", path, error)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return path
