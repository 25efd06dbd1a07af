"""Player tokens: 256 random bits shown to the client once; the server keeps only a hash.

A token reads ``<player id>.<secret>``: the id finds the player's row, and the secret's hash is
compared with the stored one in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from app.net.ids import parse_id

SECRET_BYTES = 32


@dataclass(frozen=True, slots=True)
class ParsedToken:
    player_id: int
    secret: str


def new_secret() -> tuple[str, str]:
    """A fresh secret and the hash to store for it."""
    secret = secrets.token_urlsafe(SECRET_BYTES)
    return secret, hash_secret(secret)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def make_token(player_id: int, secret: str) -> str:
    return f"{player_id}.{secret}"


def parse_token(token: str) -> ParsedToken | None:
    """The parts of a token, or None when it cannot be one (the id in ASCII digits and in the
    database's range: ``'²'.isdigit()`` is true, and 2^63 is no BIGINT)."""
    head, dot, secret = token.partition(".")
    player_id = parse_id(head) if dot else None
    if player_id is None or not 20 <= len(secret) <= 100 or not secret.isascii():
        return None
    return ParsedToken(player_id, secret)


def secret_matches(secret: str, stored_hash: str) -> bool:
    """Constant-time comparison of a secret with the stored hash."""
    return hmac.compare_digest(hash_secret(secret).encode(), stored_hash.encode())
