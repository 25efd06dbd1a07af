"""The player's online identity: the token a table server gave them, one per server address.

The token is the only way back to a player (their level, points and seat), so it is kept where
secrets belong: the system keyring (service ``fuenfwurf``, one entry per server address). Where
no keyring works (no desktop session, a locked or missing Secret Service), it goes into a private
file in the config folder instead, readable by the user alone. The token is never logged.

Keyring calls may talk to D-Bus and wait: call these methods off the UI thread.
"""

from __future__ import annotations

import contextlib
import enum
import json
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import platformdirs

from .aside import put_aside

log = logging.getLogger(__name__)

SERVICE = "fuenfwurf"
FILE_NAME = "identity.json"
_FORMAT = 1


class KeyringBackend(Protocol):
    """What is used of a ``keyring`` backend."""

    def get_password(self, service: str, username: str) -> str | None: ...

    def set_password(self, service: str, username: str, password: str) -> None: ...

    def delete_password(self, service: str, username: str) -> None: ...


class TokenPlace(enum.StrEnum):
    KEYRING = "keyring"
    FILE = "file"


@dataclass(frozen=True, slots=True)
class StoredToken:
    token: str
    place: TokenPlace

    def __repr__(self) -> str:  # never show the secret, not even in a traceback
        return f"StoredToken(place={self.place.value!r})"


class IdentityError(Exception):
    """The token could be kept neither in the keyring nor in the file."""


def default_folder() -> Path:
    """``~/.config/fuenfwurf`` on Linux (honours ``XDG_CONFIG_HOME``)."""
    return Path(platformdirs.user_config_dir("fuenfwurf", appauthor=False))


def system_keyring() -> KeyringBackend:
    import keyring

    backend: KeyringBackend = keyring.get_keyring()
    return backend


class IdentityStore:
    """Tokens per server address: in the keyring when it works, else in a private file."""

    def __init__(
        self,
        folder: Path | None = None,
        *,
        keyring: KeyringBackend | None = None,
        use_keyring: bool = True,
    ) -> None:
        self._folder = folder
        self._keyring = keyring
        self._use_keyring = use_keyring
        self._keyring_failed = not use_keyring

    @property
    def path(self) -> Path:
        """The fallback file."""
        return (self._folder or default_folder()) / FILE_NAME

    # --- the three operations ---------------------------------------------------------------------

    def load(self, server: str) -> StoredToken | None:
        """The token kept for ``server``; a token the file held while the keyring was away moves
        into the keyring as soon as the keyring works."""
        from_keyring = self._keyring_call("get_password", server)
        if isinstance(from_keyring, str) and from_keyring:
            return StoredToken(from_keyring, TokenPlace.KEYRING)
        from_file = self._read_file().get(server)
        if not isinstance(from_file, str) or not from_file:
            return None
        # The keyring answered (with nothing): move the token there, out of the file.
        moved = (
            from_keyring is None
            and not self._keyring_failed
            and self._keyring_call("set_password", server, from_file) is not _FAILED
        )
        if moved:
            self._drop_from_file(server)
            return StoredToken(from_file, TokenPlace.KEYRING)
        return StoredToken(from_file, TokenPlace.FILE)

    def save(self, server: str, token: str) -> TokenPlace:
        """Keep ``token`` for ``server``; raises ``IdentityError`` when nowhere can take it."""
        if self._keyring_call("set_password", server, token) is not _FAILED:
            self._drop_from_file(server)
            return TokenPlace.KEYRING
        tokens = self._read_file()
        tokens[server] = token
        try:
            self._write_file(tokens)
        except OSError as error:
            raise IdentityError(f"cannot write {self.path}: {error.strerror or error}") from None
        return TokenPlace.FILE

    def forget(self, server: str) -> None:
        """Drop the token for ``server`` everywhere (the server no longer knows it)."""
        self._keyring_call("delete_password", server)
        self._drop_from_file(server)

    # --- the keyring ------------------------------------------------------------------------------

    def _keyring_call(self, method: str, *args: str) -> Any:
        """Call the keyring; ``_FAILED`` when it does not work here (remembered: no retries)."""
        if self._keyring_failed:
            return _FAILED
        try:
            backend = self._keyring or system_keyring()
            self._keyring = backend
            return getattr(backend, method)(SERVICE, *args)
        except Exception as error:  # NoKeyringError, InitError, any KeyringError, D-Bus trouble
            if type(error).__name__ == "PasswordDeleteError":
                return None  # nothing to delete: the keyring itself works
            log.warning(
                "the system keyring is not available (%s); using %s instead",
                type(error).__name__,
                self.path,
            )
            self._keyring_failed = True
            return _FAILED

    # --- the file ---------------------------------------------------------------------------------

    def _read_file(self) -> dict[str, Any]:
        path = self.path
        try:
            info = path.stat()
            raw = path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as error:
            log.warning("cannot read %s: %s", path, error.strerror or error)
            return {}
        if info.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
            with contextlib.suppress(OSError):
                path.chmod(0o600)  # someone widened it: private again
        try:
            data = json.loads(raw.decode("utf-8"))
            tokens = data["tokens"]
            if data.get("format") != _FORMAT or not isinstance(tokens, dict):
                raise ValueError("unknown layout")
        except (ValueError, KeyError, TypeError, AttributeError):
            try:
                log.warning("%s cannot be read; kept as %s", path, put_aside(path).name)
            except OSError as error:
                log.warning("%s cannot be read nor put aside: %s", path, error)
            return {}
        return {str(k): v for k, v in tokens.items() if isinstance(v, str)}

    def _write_file(self, tokens: dict[str, Any]) -> None:
        path = self.path
        if not tokens:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            return
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        data = json.dumps({"format": _FORMAT, "tokens": tokens}, indent=1).encode()
        # Created private: the secret never sits in a file others may read, not even briefly.
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.fchmod(descriptor, 0o600)
            os.write(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, path)

    def _drop_from_file(self, server: str) -> None:
        tokens = self._read_file()
        if server in tokens:
            del tokens[server]
            try:
                self._write_file(tokens)
            except OSError as error:
                log.warning("cannot update %s: %s", self.path, error.strerror or error)


_FAILED = object()
