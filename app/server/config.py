"""The server's settings, with defaults fit for running it as is."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from .ratelimit import Rate


def default_database() -> str:
    """A SQLite file in the platform's data folder."""
    return str(Path(platformdirs.user_data_dir("fuenfwurf")) / "server.sqlite3")


CONNECTS_PER_ADDRESS = Rate(burst=30, per_second=0.5)
CODE_MISSES_PER_ADDRESS = Rate(burst=10, per_second=0.1)
HTTP_PER_ADDRESS = Rate(burst=30, per_second=5)
MESSAGES = Rate(burst=30, per_second=15)
STRIKES = Rate(burst=10, per_second=0.2)
CHAT = Rate(burst=5, per_second=0.5)


@dataclass(frozen=True, slots=True)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    db: str = field(default_factory=default_database)
    """A SQLite path (or ``sqlite:///path``) or a ``postgresql://`` URL."""
    db_schema: str | None = None
    """PostgreSQL schema to use (created when missing)."""

    away_limit: float = 180.0
    """Seconds a disconnected player keeps their seat; then they have resigned (or, at a table
    that has not started, left)."""
    hello_timeout: float = 10.0
    finished_linger: float = 600.0
    """Seconds a finished table stays for its results and chat before it is cleared."""
    advisor_patience: float = 2.0
    """How long a time-out waits for the advisor's tables before entering the best box now."""

    max_sockets_per_address: int = 32
    connects_per_address: Rate = CONNECTS_PER_ADDRESS
    code_misses_per_address: Rate = CODE_MISSES_PER_ADDRESS
    """Table-code look-ups that found nothing: after 10, one per 10 s."""
    http_per_address: Rate = HTTP_PER_ADDRESS
    """Leaderboard and profile requests."""
    messages: Rate = MESSAGES
    """Per connection."""
    strikes: Rate = STRIKES
    """Bad or over-the-limit messages a connection may send before it is closed."""
    chat: Rate = CHAT
    max_watchers: int = 32
    send_queue: int = 512
    """Messages waiting for a client that does not read; beyond this it is disconnected."""
    heartbeat: float = 30.0
