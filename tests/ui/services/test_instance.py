"""A second start hands its invitation link to the running app instead of opening a window."""

from __future__ import annotations

import uuid
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.ui.analysis.opening import game_file_in_arguments
from app.ui.services.instance import InstanceServer, forward_to_running, instance_name


def test_a_later_start_hands_over_its_link_or_asks_to_be_shown(qapp, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    name = f"fuenfwurf-test-{uuid.uuid4().hex[:12]}"
    assert not forward_to_running("fuenfwurf://join/K7QMR2XH", name)  # nobody runs yet
    server = InstanceServer(name)
    assert server.listen()
    links: list[str] = []
    shown: list[bool] = []
    server.linkReceived.connect(links.append)
    server.showRequested.connect(lambda: shown.append(True))
    try:
        assert forward_to_running("fuenfwurf://join/K7QMR2XH", name)
        qtbot.waitUntil(lambda: links == ["fuenfwurf://join/K7QMR2XH"], timeout=3000)
        assert forward_to_running(None, name)
        qtbot.waitUntil(lambda: shown == [True], timeout=3000)
    finally:
        server.close()
    assert not forward_to_running("fuenfwurf://join/K7QMR2XH", name)


def test_a_later_start_with_a_game_file_hands_over_its_full_path(qapp, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    name = f"fuenfwurf-test-{uuid.uuid4().hex[:12]}"
    server = InstanceServer(name)
    assert server.listen()
    files: list[str] = []
    server.fileReceived.connect(files.append)
    path = game_file_in_arguments(["fuenfwurf", "--verbose", "games/Partie 1.JSON"])
    assert path == str(Path("games/Partie 1.JSON").absolute())
    assert game_file_in_arguments(["fuenfwurf", "fuenfwurf://join/K7QMR2XH"]) is None
    try:
        assert forward_to_running(None, name, game_file=path)
        qtbot.waitUntil(lambda: files == [path], timeout=3000)
    finally:
        server.close()


def test_a_socket_left_by_a_crashed_app_does_not_block_the_next_one(qapp) -> None:  # type: ignore[no-untyped-def]
    name = f"fuenfwurf-test-{uuid.uuid4().hex[:12]}"
    first = InstanceServer(name)
    assert first.listen()
    second = InstanceServer(name)
    assert second.listen()  # takes the name over (the first stands for one that crashed)
    first.close()
    second.close()
    assert instance_name().startswith("fuenfwurf-")
