"""Cached tables: found again, checked on load, rebuilt when damaged or foreign."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from app.rules import preset
from app.strategy import cache, exact
from app.strategy.cache import load_table, save_table, table_path


def test_the_cache_folder_follows_xdg_cache_home(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_folder() == tmp_path / "fuenfwurf" / "strategy"


def test_a_saved_table_loads_back(tmp_path: Path) -> None:
    values = np.arange(10, dtype=np.float64) / 7
    spread = values**2
    path = table_path("official", "abc", tmp_path)
    save_table(path, "official", "abc", values=values, spread=spread)
    loaded = load_table(path, "official", "abc", 10)
    assert loaded is not None
    assert np.allclose(loaded[0], values, rtol=1e-7) and np.allclose(loaded[1], spread, rtol=1e-7)


def test_saving_a_table_removes_older_ones_of_the_same_rules(tmp_path: Path) -> None:
    older = tmp_path / "official-v1-old.npz"
    other = tmp_path / "official+forced_order-v1-old.npz"
    for stale in (older, other):
        stale.write_bytes(b"old")
    path = table_path("official", "abc", tmp_path)
    save_table(path, "official", "abc", values=np.zeros(3), spread=np.zeros(3))
    assert path.exists() and not older.exists() and other.exists()
    assert path.name.startswith("official-v") and "abc" in path.name


@pytest.mark.parametrize(
    ("rules", "fingerprint", "size"),
    [("yatzy", "abc", 10), ("official", "other", 10), ("official", "abc", 11)],
)
def test_a_foreign_or_stale_file_is_not_trusted(
    tmp_path: Path, rules: str, fingerprint: str, size: int
) -> None:
    path = table_path("official", "abc", tmp_path)
    save_table(path, "official", "abc", values=np.zeros(10), spread=np.zeros(10))
    assert load_table(path, rules, fingerprint, size) is None


def test_a_damaged_file_is_not_trusted(tmp_path: Path) -> None:
    path = table_path("official", "abc", tmp_path)
    noise = np.random.default_rng(1).random(1000)  # incompressible: the middle is table data
    save_table(path, "official", "abc", values=noise, spread=noise)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    assert load_table(path, "official", "abc", 1000) is None
    path.write_bytes(b"not a table at all")
    assert load_table(path, "official", "abc", 1000) is None
    assert load_table(tmp_path / "missing.npz", "official", "abc", 1000) is None


def test_a_corrupt_cache_file_is_rebuilt(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    rules = preset("standard", forced_order=True)
    exact.forget_tables()
    first = exact.exact_table(rules).start_value
    path, fingerprint = exact.cache_file(rules)
    assert path.exists()
    path.write_bytes(b"garbage")
    exact.forget_tables()
    rebuilt = exact.exact_table(rules)
    assert rebuilt.start_value == first
    # The rebuilt table was saved whole again.
    stored = load_table(path, rules.key, fingerprint, rebuilt.index.size)
    assert stored is not None and np.allclose(stored[0], rebuilt.values, rtol=1e-6)


def test_threads_asking_at_once_share_one_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    rules = preset("fuenfwurf", forced_order=True)
    exact.forget_tables()
    builds = []
    real = exact.solve

    def counting(*args: object, **kwargs: object) -> object:
        builds.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(exact, "solve", counting)
    found = []
    threads = [
        threading.Thread(target=lambda: found.append(exact.exact_table(rules))) for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(builds) == 1
    assert len({id(table) for table in found}) == 1
