"""Who the player is online: the token from the server, kept in the keyring or, where there is
none, in a private file; a token the server no longer knows; the same player in two windows."""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from pathlib import Path

from keyring.errors import InitError, PasswordDeleteError
from pytestqt.qtbot import QtBot

from app.profile import IdentityStore

from .players import WAIT_MS, Player, go_online, sit_down_together
from .servers import ServerThread


class LockedKeyring:
    """The Secret Service of a desktop whose keyring is locked: every call fails."""

    calls = 0

    def _fail(self, *args: object) -> None:
        LockedKeyring.calls += 1
        raise InitError("the collection is locked")

    get_password = set_password = delete_password = _fail


class MemoryKeyring:
    def __init__(self) -> None:
        self.entries: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.entries.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.entries[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.entries.pop((service, username), None) is None:
            raise PasswordDeleteError("none")


def test_an_unavailable_keyring_falls_back_to_a_private_file_that_brings_the_player_back(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "ada"
    ada = players(
        "Ada", server.address, identity=IdentityStore(folder / "cfg", keyring=LockedKeyring())
    )
    go_online(ada, qtbot)
    player_id = ada.client.snapshot.player.id  # type: ignore[union-attr]
    token_file = folder / "cfg" / "identity.json"
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    tokens = json.loads(token_file.read_text())["tokens"]
    assert list(tokens) == [server.address] and tokens[server.address].startswith(f"{player_id}.")
    assert ada.app.connection.property("tokenPlace") == "file"
    ada.app.show("profile")
    qtbot.waitUntil(lambda: ada.app.profile.property("state") == "ready", timeout=WAIT_MS)

    # The next start (still without a keyring) is the same player, online by itself.
    ada.app.shutdown()
    again = players(
        "Ada",
        server.address,
        folder=folder,
        identity=IdentityStore(folder / "cfg", keyring=LockedKeyring()),
    )
    qtbot.waitUntil(lambda: again.client.snapshot.player is not None, timeout=WAIT_MS)
    assert again.client.snapshot.player.id == player_id  # type: ignore[union-attr]


def test_a_working_keyring_keeps_the_token_and_no_file_is_written(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, tmp_path: Path
) -> None:
    keyring = MemoryKeyring()
    ada = players("Ada", server.address, identity=IdentityStore(tmp_path / "cfg", keyring=keyring))
    go_online(ada, qtbot)
    assert list(keyring.entries) == [("fuenfwurf", server.address)]
    assert not (tmp_path / "cfg" / "identity.json").exists()
    assert ada.app.connection.property("tokenPlace") == "keyring"


def test_a_token_the_server_does_not_know_starts_a_new_player_and_says_so(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, tmp_path: Path
) -> None:
    store = IdentityStore(tmp_path / "cfg", use_keyring=False)
    store.save(server.address, "4711.bm90LWEtcmVhbC1zZWNyZXQ")
    ada = players("Ada", server.address, identity=store)
    go_online(ada, qtbot)
    assert ada.app.property("notice") == "identity_reset"
    stored = store.load(server.address)
    assert stored is not None and not stored.token.startswith("4711.")


def test_the_same_player_connecting_in_another_window_takes_over(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, tmp_path: Path
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    # Ada opens a second window with the same identity: it takes her seat, the first goes offline.
    second = players(
        "Ada",
        server.address,
        folder=tmp_path / "ada-second",
        identity=IdentityStore(ada.folder / "config"),
    )
    go_online(second, qtbot)
    qtbot.waitUntil(lambda: ada.app.connection.property("status") == "offline", timeout=WAIT_MS)
    assert ada.app.connection.property("reason") == "replaced"
    assert ada.app.property("notice") == "replaced"
    qtbot.waitUntil(lambda: second.app.screen == "table", timeout=WAIT_MS)
    assert second.session.you == 0 and second.session.game == bo.session.game
