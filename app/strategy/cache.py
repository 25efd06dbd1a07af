"""Solver tables on disk: one file per ruleset in the user's cache folder.

A file is named after the ruleset, the format version and a fingerprint of everything the solver
read from the rules, and carries all three plus a checksum of its values inside. A file that does
not match in every respect, or cannot be read, is ignored (and later replaced): a table is never
trusted on its name alone.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import platformdirs

FORMAT_VERSION = 4
"""Bump whenever the meaning or layout of a stored table changes (4: the spread table covers
every position, not only the last five boxes)."""

THIRD_FORMAT_VERSION = 2
"""The same for the third-moment tables, stored in files of their own (``kind="third"``; 2:
built over the table as stored, float32, so a fresh build and a loaded file agree)."""

TABLES = ("values", "spread")
"""The arrays of a main table file, in their checksum's order."""

FloatArray = npt.NDArray[np.float64]


def cache_folder() -> Path:
    """Where tables live: ``$XDG_CACHE_HOME/fuenfwurf/strategy`` on Linux (per platform)."""
    return Path(platformdirs.user_cache_dir("fuenfwurf", appauthor=False)) / "strategy"


def _version(kind: str) -> int:
    return THIRD_FORMAT_VERSION if kind == "third" else FORMAT_VERSION


def _stem(rules_key: str, kind: str) -> str:
    return rules_key if kind == "" else f"{rules_key}-{kind}"


def table_path(
    rules_key: str, fingerprint: str, folder: Path | None = None, kind: str = ""
) -> Path:
    """The file of a ruleset's main table, or of its table of another ``kind`` ("third")."""
    name = f"{_stem(rules_key, kind)}-v{_version(kind)}-{fingerprint}.npz"
    return (folder or cache_folder()) / name


def checksum(values: npt.NDArray[np.floating]) -> str:
    return hashlib.blake2b(np.ascontiguousarray(values).tobytes(), digest_size=16).hexdigest()


def save_table(
    path: Path, rules_key: str, fingerprint: str, *, kind: str = "", **arrays: FloatArray
) -> None:
    """Write the named ``arrays`` atomically (readers see the old file or the whole new one,
    never half of it), and remove older files of the same ruleset and kind.

    Stored as float32, compressed: a few megabytes, and the values keep five decimals."""
    path.parent.mkdir(parents=True, exist_ok=True)
    stored = {name: array.astype(np.float32) for name, array in arrays.items()}
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".table-", suffix=".npz")
    try:
        with os.fdopen(handle, "wb") as stream:
            contents: dict[str, Any] = {
                **stored,
                "format": np.array(_version(kind)),
                "rules": np.array(rules_key),
                "fingerprint": np.array(fingerprint),
                "checksum": np.array("".join(checksum(a) for a in stored.values())),
            }
            np.savez_compressed(stream, **contents)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    for old in path.parent.glob(f"{_stem(rules_key, kind)}-v*.npz"):
        if old != path:
            old.unlink(missing_ok=True)


def load_table(
    path: Path,
    rules_key: str,
    fingerprint: str,
    size: int,
    *,
    names: tuple[str, ...] = TABLES,
    kind: str = "",
) -> tuple[FloatArray, ...] | None:
    """The stored arrays ``names`` (by default the values and spreads of a main table), or
    None when the file is missing, foreign, stale or damaged."""
    try:
        with np.load(path, allow_pickle=False) as stored:
            if (
                int(stored["format"]) != _version(kind)
                or str(stored["rules"]) != rules_key
                or str(stored["fingerprint"]) != fingerprint
            ):
                return None
            arrays = tuple(stored[name] for name in names)
            if any(a.dtype != np.float32 or a.shape != (size,) for a in arrays):
                return None
            if str(stored["checksum"]) != "".join(checksum(a) for a in arrays):
                return None
            return tuple(a.astype(np.float64) for a in arrays)
    except (OSError, ValueError, KeyError, TypeError, EOFError, zipfile.BadZipFile):
        return None
