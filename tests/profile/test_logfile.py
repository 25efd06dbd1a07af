from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.profile.logfile import log_path, start_logging


@pytest.fixture
def clean_root_logger() -> object:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield root
    for handler in root.handlers[:]:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)


def test_the_log_goes_to_the_state_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clean_root_logger: logging.Logger
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    path = start_logging()
    assert path == log_path()
    assert path is not None and path.is_relative_to(tmp_path / "state")
    logging.getLogger("app.test").info("a line for the file")
    for handler in clean_root_logger.handlers:
        handler.flush()
    assert "a line for the file" in path.read_text(encoding="utf-8")


def test_an_unwritable_log_folder_is_no_reason_to_stop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clean_root_logger: logging.Logger
) -> None:
    blocker = tmp_path / "state"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocker))
    assert start_logging() is None
