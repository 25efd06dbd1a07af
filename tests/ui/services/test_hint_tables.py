"""The hint tables' build: off the UI thread, and cancelled when the app quits."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

import pytest

from app.rules import Ruleset, preset
from app.ui.services import hints
from app.ui.services.hints import HintTables


def test_quitting_cancels_a_build_under_way(
    qt_loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = threading.Event()
    outcome: list[str] = []

    def slow_prepare(rules: Ruleset, progress: Callable[[float], None]) -> None:
        # Stands for a long table build that reports its progress as it goes.
        started.set()
        try:
            for step in range(1, 2001):
                threading.Event().wait(0.005)
                progress(step / 2000)
        except BaseException as error:
            outcome.append(type(error).__name__)
            raise
        outcome.append("finished")

    monkeypatch.setattr(hints.strategy, "prepare", slow_prepare)
    monkeypatch.setattr(hints.strategy, "is_prepared", lambda rules: False)
    tables = HintTables()
    reported: list[float] = []
    tables.progressChanged.connect(lambda key, fraction: reported.append(fraction))
    tables.ensure(preset("official"))
    assert started.wait(5)
    tables.close()
    # close() returns once the build has stopped: cancelled, not run to its end, no failure shown.
    assert outcome == ["BuildCancelled"]
    assert hints.FAILED not in reported
