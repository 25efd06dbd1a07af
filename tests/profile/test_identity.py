"""The online token: in the keyring when there is one, else in a private file; never lost."""

from __future__ import annotations

import logging
import stat
from pathlib import Path

import pytest
from keyring.errors import InitError, KeyringError, NoKeyringError, PasswordDeleteError

from app.profile import IdentityError, IdentityStore, TokenPlace

SERVER = "ws://127.0.0.1:8765"
OTHER = "wss://example.org"
TOKEN = "17.c2VjcmV0LXNlY3JldC1zZWNyZXQ"


class MemoryKeyring:
    def __init__(self) -> None:
        self.entries: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.entries.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.entries[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.entries:
            raise PasswordDeleteError("not there")
        del self.entries[(service, username)]


class BrokenKeyring:
    def __init__(self, error: Exception) -> None:
        self.error = error
        self.calls = 0

    def _fail(self, *args: object) -> None:
        self.calls += 1
        raise self.error

    get_password = set_password = delete_password = _fail


def test_a_working_keyring_holds_the_token_per_server(tmp_path: Path) -> None:
    keyring = MemoryKeyring()
    store = IdentityStore(tmp_path, keyring=keyring)
    assert store.load(SERVER) is None
    assert store.save(SERVER, TOKEN) is TokenPlace.KEYRING
    assert keyring.entries == {("fuenfwurf", SERVER): TOKEN}
    loaded = store.load(SERVER)
    assert loaded is not None and (loaded.token, loaded.place) == (TOKEN, TokenPlace.KEYRING)
    assert store.load(OTHER) is None
    assert not store.path.exists()
    store.forget(SERVER)
    assert store.load(SERVER) is None
    store.forget(SERVER)  # forgetting twice is fine


@pytest.mark.parametrize(
    "error",
    [NoKeyringError("no backend"), InitError("locked"), KeyringError("odd"), OSError("dbus")],
    ids=["no-keyring", "init-error", "keyring-error", "dbus"],
)
def test_without_a_keyring_the_token_goes_to_a_private_file(
    tmp_path: Path, error: Exception, caplog: pytest.LogCaptureFixture
) -> None:
    keyring = BrokenKeyring(error)
    store = IdentityStore(tmp_path / "config", keyring=keyring)
    with caplog.at_level(logging.DEBUG):
        assert store.save(SERVER, TOKEN) is TokenPlace.FILE
        assert store.save(OTHER, "9.other") is TokenPlace.FILE
    mode = stat.S_IMODE(store.path.stat().st_mode)
    assert mode == 0o600
    loaded = store.load(SERVER)
    assert loaded is not None and (loaded.token, loaded.place) == (TOKEN, TokenPlace.FILE)
    assert keyring.calls == 1  # a broken keyring is asked once, not on every call
    assert TOKEN not in caplog.text and TOKEN not in repr(loaded)
    store.forget(SERVER)
    assert store.load(SERVER) is None
    assert store.load(OTHER) is not None


def test_the_system_default_without_a_desktop_falls_back(tmp_path: Path) -> None:
    # conftest makes keyring's fail backend the default, as on a machine without a session
    store = IdentityStore(tmp_path)
    assert store.save(SERVER, TOKEN) is TokenPlace.FILE
    assert IdentityStore(tmp_path).load(SERVER) is not None


def test_a_token_from_the_file_moves_into_a_keyring_that_works_again(tmp_path: Path) -> None:
    IdentityStore(tmp_path, keyring=BrokenKeyring(NoKeyringError())).save(SERVER, TOKEN)
    keyring = MemoryKeyring()
    loaded = IdentityStore(tmp_path, keyring=keyring).load(SERVER)
    assert loaded is not None and loaded.place is TokenPlace.KEYRING
    assert keyring.entries[("fuenfwurf", SERVER)] == TOKEN
    assert not (tmp_path / "identity.json").exists()


def test_a_file_others_could_read_is_made_private_again(tmp_path: Path) -> None:
    store = IdentityStore(tmp_path, use_keyring=False)
    store.save(SERVER, TOKEN)
    store.path.chmod(0o644)
    assert store.load(SERVER) is not None
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600


@pytest.mark.parametrize(
    "content", [b"\x00\xff not json", b'{"format": 9, "tokens": {}}', b"[1, 2]", b"{}"]
)
def test_an_unreadable_file_is_kept_aside_and_a_new_one_started(
    tmp_path: Path, content: bytes
) -> None:
    store = IdentityStore(tmp_path, use_keyring=False)
    store.path.write_bytes(content)
    assert store.load(SERVER) is None
    assert [p.read_bytes() for p in tmp_path.glob("identity.json.unreadable-*")] == [content]
    assert store.save(SERVER, TOKEN) is TokenPlace.FILE
    assert store.load(SERVER) is not None


def test_nowhere_to_keep_the_token_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    store = IdentityStore(blocker, use_keyring=False)
    with pytest.raises(IdentityError):
        store.save(SERVER, TOKEN)
    assert store.load(SERVER) is None
