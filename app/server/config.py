"""The server's settings, with defaults fit for running it as is."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from .addresses import Network
from .ratelimit import Rate


def default_database() -> str:
    """A SQLite file in the platform's data folder."""
    return str(Path(platformdirs.user_data_dir("fuenfwurf")) / "server.sqlite3")


CONNECTS_PER_ADDRESS = Rate(burst=30, per_second=0.5)
CODE_MISSES_PER_ADDRESS = Rate(burst=30, per_second=0.1)
CODE_MISSES_PER_PLAYER = Rate(burst=10, per_second=0.1)
NEW_PLAYERS_PER_ADDRESS = Rate(burst=20, per_second=1 / 60)
HTTP_PER_ADDRESS = Rate(burst=30, per_second=5)
HEALTH_PER_ADDRESS = Rate(burst=30, per_second=5)
MESSAGES = Rate(burst=30, per_second=15)
STRIKES = Rate(burst=10, per_second=0.2)
CHAT = Rate(burst=5, per_second=0.5)
STATE_REQUESTS = Rate(burst=3, per_second=0.5)
INVITATIONS_PER_PLAYER = Rate(burst=3, per_second=1 / 20)
INVITES_SENT = Rate(burst=6, per_second=1 / 10)
INVITES_PER_ADDRESS = Rate(burst=20, per_second=1 / 5)
TABLES_PER_PLAYER = Rate(burst=5, per_second=1 / 30)
TABLES_PER_ADDRESS = Rate(burst=30, per_second=1 / 5)
JOINS_PER_PLAYER = Rate(burst=10, per_second=1 / 6)
RENAMES = Rate(burst=3, per_second=1 / 60)
PREFERENCE_CHANGES = Rate(burst=5, per_second=1 / 10)


@dataclass(frozen=True, slots=True)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    db: str = field(default_factory=default_database)
    """A SQLite path (or ``sqlite:///path``) or a ``postgresql://`` URL."""
    db_schema: str | None = None
    """PostgreSQL schema to use (created when missing)."""
    redis: str | None = None
    """``redis://host:port/N`` for a node of a cluster (which needs PostgreSQL); None for a
    single server."""
    redis_prefix: str = "fw"
    """Prefix of every key and channel of this cluster in Redis."""
    node: str = "node"
    """This node's name in a cluster (for logs and metrics; a start adds a mark to it)."""
    lease_seconds: float = 3.0
    """How long a node's ownership of a table lasts unless renewed. A node known dead loses its
    tables before that: only a holder that is not known dead keeps them this long."""
    heartbeat_seconds: float = 0.5
    """A cluster node's round: its heartbeat, and a look for the tables of a node seen to die
    (``orphan_scan_seconds``). A node silent for a lease (at least
    three rounds) counts as dead, and one silent for a round and a half with no connection to
    Redis left (a process that died) at once. Every node of a cluster must have the same."""
    orphan_scan_seconds: float = 5.0
    """How often a node looks through every live table for one nobody runs, when no node has
    died (a death is looked into at the round that sees it). The scan reads every live table's
    id and lease, so its cost grows with the cluster, not with the play."""

    @property
    def orphan_scan_rounds(self) -> int:
        """Rounds between two scans when no node dies."""
        return max(1, round(self.orphan_scan_seconds / self.heartbeat_seconds))

    @property
    def renew_seconds(self) -> float:
        """How often a node renews its leases (all of them in one command): twice a lease."""
        return self.lease_seconds / 2

    routes: bool = True
    """Send a seated player whose socket is on another node than their table to the table's
    node (``routes``), where the front door routes by node."""

    away_limit: float = 180.0
    """Seconds a disconnected player keeps their seat; then they have resigned (or, at a table
    that has not started, left)."""
    hello_timeout: float = 10.0
    finished_linger: float = 600.0
    """Seconds a finished table stays for its results and chat before it is cleared."""
    advisor_patience: float = 2.0
    """How long a time-out waits for the advisor's tables before entering the best box now."""

    trusted_proxies: tuple[Network, ...] = ()
    """Reverse proxies whose ``X-Forwarded-For`` names the client (see ``addresses.py``)."""
    head_timeout: float = 5.0
    """Seconds a new TCP connection has to send its first request head."""
    keepalive_timeout: float = 10.0
    """Seconds an idle kept-alive HTTP connection stays open (and a later request head may
    take)."""
    max_connections_per_address: int = 48
    """Open TCP connections per address, counted before any upgrade (sockets and plain HTTP)."""
    max_sockets_per_address: int = 32
    connects_per_address: Rate = CONNECTS_PER_ADDRESS
    code_misses_per_address: Rate = CODE_MISSES_PER_ADDRESS
    """Table-code look-ups that found nothing, per address: after 30, one per 10 s. Once spent,
    only players without a recent miss may still look codes up (a neighbour with the right
    code gets in)."""
    code_misses_per_player: Rate = CODE_MISSES_PER_PLAYER
    """The same per player (whatever connection) and per connection: after 10, one per 10 s."""
    code_miss_memory: float = 86_400.0
    """How long a miss marks a player as a guesser (kept out where the address is spent)."""
    new_players_per_address: Rate = NEW_PLAYERS_PER_ADDRESS
    """``hello`` without a token makes a player: 20 at once per address, then one a minute."""
    http_per_address: Rate = HTTP_PER_ADDRESS
    """Leaderboard and profile requests."""
    health_per_address: Rate = HEALTH_PER_ADDRESS
    """``/health`` per address, a bucket of its own (the front door's own checks are free)."""
    metrics_host: str = "127.0.0.1"
    metrics_port: int = 9765
    """The operators' listener (``/metrics``, ``/status``, ``/ready``); 0: none. Loopback by
    default: nothing there is for the public, and the front door never routes to it."""
    messages: Rate = MESSAGES
    """Per connection."""
    strikes: Rate = STRIKES
    """Bad or over-the-limit messages a connection may send before it is closed."""
    chat: Rate = CHAT
    """Per player: reconnecting does not refill it."""
    state_requests: Rate = STATE_REQUESTS
    """``sync`` per connection (one full state waits at most; more are dropped)."""
    max_watchers: int = 32
    send_budget: int = 1024 * 1024
    """Bytes waiting for a client that does not read; beyond this it is disconnected."""
    socket_send_buffer: int = 64 * 1024
    """The kernel's send buffer of a websocket (the kernel doubles it): small and fixed, so
    that a client that does not read is noticed soon and holds little kernel memory."""
    holds_per_roll: int = 12
    """Hold and release changes a player may make between two rolls (or a roll and the
    entry): each is a journal entry, so they are bounded."""
    rematch_seconds: float = 60.0
    """How long a rematch offer waits for everyone's answer."""
    invitations_per_player: Rate = INVITATIONS_PER_PLAYER
    """How often anyone may be invited: 3 at once, then one per 20 s (whoever invites)."""
    invites_sent: Rate = INVITES_SENT
    """How many invitations one player may send: 6 at once, then one per 10 s."""
    invites_per_address: Rate = INVITES_PER_ADDRESS
    """Invitations sent from one address, whoever sends them: 20 at once, then one per 5 s."""
    recent_days: int = 30
    """How far back ``recent`` looks for the people a player met, and how recently two people
    must have played together for one to invite the other (unless that one takes invitations
    from anyone)."""
    tables_per_player: Rate = TABLES_PER_PLAYER
    """Tables a player opens (``create``): 5 at once, then one per 30 s. Each is a row, a code
    and a lease; a flood of them fills the database and the lobby."""
    tables_per_address: Rate = TABLES_PER_ADDRESS
    """The same per address, over all its players: 30 at once, then one per 5 s."""
    joins_per_player: Rate = JOINS_PER_PLAYER
    """``join`` that takes a seat, per player: 10 at once, then one per 6 s (sitting down and
    leaving again in a loop writes a seat and tells the table each time)."""
    renames: Rate = RENAMES
    """Name changes per player (``rename``, or ``hello`` with another name): 3 at once, then one
    a minute; a rename to the same name changes nothing and costs nothing."""
    preference_changes: Rate = PREFERENCE_CHANGES
    """Changes of the invitation setting per player (one that changes nothing is free)."""
    unplayed_kept: float = 600.0
    """Seconds a table that never started (abandoned before its game began, or open with
    nobody seated) is kept before housekeeping removes it."""
    unplayed_sweep_every: float = 300.0
    """Seconds between housekeeping's quick rounds that remove such tables (the full round
    runs hourly)."""
    chat_kept: int = 200
    """Chat lines a table keeps in the database (the state carries the last 50)."""
    heartbeat: float = 30.0
