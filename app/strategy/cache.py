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

import numpy as np
import numpy.typing as npt
import platformdirs

FORMAT_VERSION = 5
"""Bump whenever the meaning or layout of a stored table changes (4: the spread table covers
every position, not only the last five boxes; 5: a third-moment table beside it)."""

FloatArray = npt.NDArray[np.float64]


def cache_folder() -> Path:
    """Where tables live: ``$XDG_CACHE_HOME/fuenfwurf/strategy`` on Linux (per platform)."""
    return Path(platformdirs.user_cache_dir("fuenfwurf", appauthor=False)) / "strategy"


def table_path(rules_key: str, fingerprint: str, folder: Path | None = None) -> Path:
    name = f"{rules_key}-v{FORMAT_VERSION}-{fingerprint}.npz"
    return (folder or cache_folder()) / name


def checksum(values: npt.NDArray[np.floating]) -> str:
    return hashlib.blake2b(np.ascontiguousarray(values).tobytes(), digest_size=16).hexdigest()


def save_table(
    path: Path,
    rules_key: str,
    fingerprint: str,
    values: FloatArray,
    spread: FloatArray,
    *,
    third: FloatArray,
) -> None:
    """Write atomically (readers see the old file or the whole new one, never half of it), and
    remove older tables of the same ruleset.

    Stored as float32, compressed: a few megabytes, and the values keep five decimals."""
    path.parent.mkdir(parents=True, exist_ok=True)
    stored_values, stored_spread = values.astype(np.float32), spread.astype(np.float32)
    stored_third = third.astype(np.float32)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".table-", suffix=".npz")
    try:
        with os.fdopen(handle, "wb") as stream:
            np.savez_compressed(
                stream,
                values=stored_values,
                spread=stored_spread,
                third=stored_third,
                format=np.array(FORMAT_VERSION),
                rules=np.array(rules_key),
                fingerprint=np.array(fingerprint),
                checksum=np.array(
                    checksum(stored_values) + checksum(stored_spread) + checksum(stored_third)
                ),
            )
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    for old in path.parent.glob(f"{rules_key}-v*.npz"):
        if old != path:
            old.unlink(missing_ok=True)


def load_table(
    path: Path, rules_key: str, fingerprint: str, size: int
) -> tuple[FloatArray, FloatArray, FloatArray] | None:
    """The stored values, spreads and third moments, or None when the file is missing,
    foreign, stale or damaged."""
    try:
        with np.load(path, allow_pickle=False) as stored:
            if (
                int(stored["format"]) != FORMAT_VERSION
                or str(stored["rules"]) != rules_key
                or str(stored["fingerprint"]) != fingerprint
            ):
                return None
            arrays = stored["values"], stored["spread"], stored["third"]
            if any(a.dtype != np.float32 or a.shape != (size,) for a in arrays):
                return None
            if str(stored["checksum"]) != "".join(checksum(a) for a in arrays):
                return None
            values, spread, third = (a.astype(np.float64) for a in arrays)
            return values, spread, third
    except (OSError, ValueError, KeyError, TypeError, EOFError, zipfile.BadZipFile):
        return None
