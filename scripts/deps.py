"""Keeps the lock (``requirements/*.txt``) and ``pyproject.toml`` in step.

The lock files are compiled by uv from ``pyproject.toml`` (``make lock``); each begins with a line
``# inputs: sha256=...`` over what the compile read: the dependency tables and the supported
Python versions. ``check`` recomputes that digest and fails, saying what to run, when someone
changed the dependencies without locking them again. Standard library only: it runs with the
Python the set-up found, before any venv exists.

    python scripts/deps.py check     # exit 1 with a message when the lock is stale
    python scripts/deps.py stamp     # after a compile: write the digest into each lock file
"""

from __future__ import annotations

import hashlib
import json
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCKS = ("requirements/dev.txt", "requirements/server.txt")
PREFIX = "# inputs: sha256="


def inputs_digest(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The digest of the tables a compile reads (key order and formatting do not matter)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data.get("project", {})
    inputs = {
        "requires-python": project.get("requires-python"),
        "dependencies": project.get("dependencies", []),
        "optional-dependencies": project.get("optional-dependencies", {}),
        "dependency-groups": data.get("dependency-groups", {}),
    }
    return hashlib.sha256(json.dumps(inputs, sort_keys=True).encode()).hexdigest()


def recorded_digest(lock: Path) -> str | None:
    for line in lock.read_text(encoding="utf-8").splitlines():
        if line.startswith(PREFIX):
            return line.removeprefix(PREFIX).strip()
    return None


def stale_locks(root: Path = ROOT) -> list[str]:
    """The lock files that are missing or were compiled from other dependencies."""
    want = inputs_digest(root / "pyproject.toml")
    return [
        name
        for name in LOCKS
        if not (root / name).is_file() or recorded_digest(root / name) != want
    ]


def stamp(root: Path = ROOT) -> None:
    digest = inputs_digest(root / "pyproject.toml")
    for name in LOCKS:
        path = root / name
        lines = [
            line
            for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith(PREFIX)
        ]
        path.write_text("\n".join([PREFIX + digest, *lines]) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv == ["check"]:
        stale = stale_locks()
        if stale:
            print(
                "setup: pyproject.toml and the lock disagree (" + ", ".join(stale) + "):\n"
                "  the dependencies changed since `make lock` last ran. Run `make lock`, then\n"
                "  `make test`, and commit pyproject.toml with requirements/\n"
                "  (docs/dependencies.md).",
                file=sys.stderr,
            )
            return 1
        return 0
    if argv == ["stamp"]:
        stamp()
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
