"""Putting an unreadable file aside: it is renamed to ``NAME.unreadable-<time>`` beside where it
was (never deleted: the player may want it back), so that a fresh one can take its place."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path


def aside_name(path: Path) -> Path:
    """Where ``path`` goes aside: ``NAME.unreadable-<UTC time>``, with a counter after it when
    that name is taken already."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 1
    while backup.exists():
        counter += 1
        backup = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
    return backup


def put_aside(path: Path, companions: tuple[str, ...] = ()) -> Path:
    """Rename the unreadable ``path`` aside, with its companion files (``path`` + each suffix,
    such as SQLite's ``-wal`` and ``-shm``, where they exist); the new name. Raises ``OSError``
    when it cannot be renamed."""
    backup = aside_name(path)
    for suffix in ("", *companions):
        source = Path(f"{path}{suffix}")
        if source.exists():
            os.replace(source, Path(f"{backup}{suffix}"))
    return backup
