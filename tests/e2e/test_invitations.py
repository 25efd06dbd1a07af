"""Invitation links: from the lobby to a friend, from the command line into the app."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.online.invite import make_link
from tests.ui.driving import item, texts

from .players import WAIT_MS, Player, activate, go_online, key, type_text
from .servers import ROOT, ServerThread


def test_an_invitation_opens_the_lobby_asks_a_newcomer_for_a_name_and_seats_them(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("hasTable"), timeout=WAIT_MS)
    shown = str(ada.app.online_table.property("inviteLink"))
    assert shown.startswith("fuenfwurf://join/")
    assert shown in item(ada.window, "inviteText").property("text")
    # The test server is on loopback: Ada's invitation names no address of it (see
    # test_pasted_invitation.py); one from a server others reach carries it, like this.
    assert "server=" not in shown
    link = make_link(str(ada.app.online_table.property("code")), server.address)

    # Cy has never played online, and her app points at the default server.
    cy = players("Cy", "ws://127.0.0.1:8765", named=False)
    cy.app.openLink(link)
    assert cy.app.screen == "lobby"
    assert cy.app.settings.property("server") == server.address  # the link's server
    assert cy.app.property("notice") == "server_switched"
    qtbot.waitUntil(lambda: cy.app.connection.property("needsName"), timeout=WAIT_MS)
    activate(cy.window)
    qtbot.waitUntil(lambda: item(cy.window, "nameField").hasActiveFocus(), timeout=WAIT_MS)
    type_text(cy.window, "Cy")
    key(cy.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: cy.app.screen == "table" and ada.app.screen == "table", timeout=WAIT_MS)
    assert cy.session.game.names == ("Ada", "Cy")
    assert cy.app.settings.property("playerName") == "Cy"


def test_a_malformed_link_is_explained_and_nothing_else_happens(
    players: Callable[..., Player], server: ServerThread
) -> None:
    cy = players("Cy", server.address)
    for link, shown in [
        ("fuenfwurf://join/NOPE", "fuenfwurf://join/NOPE"),
        ("fuenfwurf://party/K7QMR2XH", "fuenfwurf://party/K7QMR2XH"),
        ("fuenfwurf://join/K7QMR2XH?server=gopher://x", "gopher://x"),
    ]:
        cy.app.openLink(link)
        assert cy.app.property("notice") == "bad_link"
        assert cy.app.screen == "start" and cy.client.snapshot.pending_code == ""
        assert any(shown in text and "cannot be read" in text for text in texts(cy.window))
    assert cy.app.settings.property("server") == server.address


def run_app(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ)
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        environment[variable] = str(home / variable.lower())
    environment["FUENFWURF_FIRST_FRAME"] = "1"  # quit once the first frame is shown
    return subprocess.run(
        [sys.executable, "-m", "app", *argv],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_the_command_line_link_switches_the_server_and_a_bad_one_does_no_harm(
    tmp_path: Path,
) -> None:
    good = run_app(["fuenfwurf://join/K7QMR2XH?server=ws://127.0.0.1:9"], tmp_path / "good")
    assert good.returncode == 0, good.stderr
    data = tmp_path / "good" / "xdg_data_home" / "fuenfwurf" / "fuenfwurf.sqlite3"
    with sqlite3.connect(data) as db:
        server = db.execute("SELECT value FROM settings WHERE name = 'server'").fetchone()
    assert server == ("ws://127.0.0.1:9",)

    bad = run_app(["fuenfwurf://join/%%%"], tmp_path / "bad")
    assert bad.returncode == 0, bad.stderr
    assert "Traceback" not in bad.stderr
