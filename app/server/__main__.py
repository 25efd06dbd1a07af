"""``python -m app.server [--host H] [--port P] [--db URL]``: run the table server."""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import sys
from collections.abc import Sequence

from .addresses import parse_networks
from .app import create_app
from .clockchoice import FALLBACK, Advisor, default_advisor
from .config import ServerConfig, default_database
from .ratelimit import Rate
from .serve import serve
from .storage import SchemaTooNew

log = logging.getLogger("app.server")
DEFAULTS = ServerConfig(db="")


def parse_args(
    argv: Sequence[str] | None = None, prog: str = "python -m app.server"
) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=prog, description="The Fünfwurf table server.")
    parser.add_argument("--host", default=DEFAULTS.host)
    parser.add_argument("--port", type=int, default=DEFAULTS.port)
    parser.add_argument(
        "--db",
        default=None,
        help="SQLite file (default: server.sqlite3 in the data folder) or postgresql://... URL",
    )
    parser.add_argument("--db-schema", default=None, help="PostgreSQL schema (default: public)")
    parser.add_argument(
        "--redis",
        default=None,
        metavar="URL",
        help="redis://HOST:PORT/N: run as a node of a cluster (needs --db postgresql://...)",
    )
    parser.add_argument(
        "--node", default=DEFAULTS.node, help="this node's name in a cluster (default %(default)s)"
    )
    parser.add_argument(
        "--lease-seconds",
        type=float,
        default=DEFAULTS.lease_seconds,
        help="how long a node owns a table without renewing, unless it is known dead "
        "(default %(default)s)",
    )
    parser.add_argument(
        "--heartbeat-seconds",
        type=float,
        default=DEFAULTS.heartbeat_seconds,
        help="a cluster node's round: heartbeat, leases, orphans; the same on every node "
        "(default %(default)s)",
    )
    parser.add_argument(
        "--orphan-scan-seconds",
        type=float,
        default=DEFAULTS.orphan_scan_seconds,
        help="how often a cluster node looks through every live table for one nobody runs "
        "when no node has died (default %(default)s)",
    )
    parser.add_argument(
        "--no-routes",
        dest="routes",
        action="store_false",
        help="do not send seated players to their table's node (bye moving with a route); "
        "everything reaches the owner through the node a player is connected to",
    )
    parser.add_argument(
        "--redis-prefix",
        default=DEFAULTS.redis_prefix,
        help="prefix of the cluster's keys and channels in Redis (default %(default)s)",
    )
    parser.add_argument(
        "--away-limit",
        type=float,
        default=DEFAULTS.away_limit,
        help="seconds a disconnected player keeps their seat (default %(default)s)",
    )
    parser.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDR",
        help="a reverse proxy (address or network) whose X-Forwarded-For names the client; "
        "repeatable",
    )
    parser.add_argument(
        "--metrics-host",
        default=DEFAULTS.metrics_host,
        help="where the operators' listener (/metrics, /status, /ready) listens "
        "(default %(default)s; never the public address)",
    )
    parser.add_argument(
        "--metrics-port",
        type=int,
        default=DEFAULTS.metrics_port,
        help="its port (default %(default)s; 0: no such listener)",
    )
    parser.add_argument(
        "--max-connections-per-address",
        type=int,
        default=DEFAULTS.max_connections_per_address,
        help="open TCP connections per address, before any upgrade (default %(default)s)",
    )
    parser.add_argument(
        "--max-sockets-per-address",
        type=int,
        default=DEFAULTS.max_sockets_per_address,
        help="open websockets per address (default %(default)s)",
    )
    parser.add_argument(
        "--connects-per-minute",
        type=float,
        default=DEFAULTS.connects_per_address.burst,
        help="new websockets per address and minute, also the burst (default %(default)s)",
    )
    parser.add_argument(
        "--new-players-per-minute",
        type=float,
        default=DEFAULTS.new_players_per_address.per_second * 60,
        help="new players (hello without a token) per address and minute, after a burst of "
        f"{DEFAULTS.new_players_per_address.burst:.0f} (default %(default)s)",
    )
    parser.add_argument(
        "--tables-per-minute",
        type=float,
        default=DEFAULTS.tables_per_address.per_second * 60,
        help="new tables per address and minute, after a burst of "
        f"{DEFAULTS.tables_per_address.burst:.0f} (default %(default)s)",
    )
    parser.add_argument(
        "--messages-per-second",
        type=float,
        default=DEFAULTS.messages.per_second,
        help="messages a connection may send per second, twice that at once (default %(default)s)",
    )
    parser.add_argument(
        "--advisor",
        choices=("strategy", "best-now"),
        default="strategy",
        help="what the turn clock enters: the strategy advisor's first box (default) or, "
        "without building its tables, the box that scores most now",
    )
    parser.add_argument(
        "--loop",
        choices=("auto", "uvloop", "asyncio"),
        default="auto",
        help="the event loop: uvloop where installed (auto, the default), or asyncio's own",
    )
    parser.add_argument("--log-level", default="INFO", type=str.upper)
    return parser.parse_args(argv)


def config_from(args: argparse.Namespace) -> ServerConfig:
    connects = max(1.0, args.connects_per_minute)
    db = args.db or default_database()
    if args.redis is not None and not db.startswith(("postgresql://", "postgres://")):
        raise SystemExit(
            "--redis runs a node of a cluster, and the nodes share one database: "
            "give --db postgresql://... (SQLite belongs to a single server)"
        )
    try:
        trusted = parse_networks(args.trusted_proxy)
    except ValueError as error:
        raise SystemExit(f"--trusted-proxy: {error}") from None
    return ServerConfig(
        host=args.host,
        port=args.port,
        db=db,
        db_schema=args.db_schema,
        redis=args.redis,
        redis_prefix=args.redis_prefix,
        node=args.node,
        lease_seconds=args.lease_seconds,
        heartbeat_seconds=args.heartbeat_seconds,
        orphan_scan_seconds=args.orphan_scan_seconds,
        routes=args.routes,
        away_limit=args.away_limit,
        trusted_proxies=trusted,
        metrics_host=args.metrics_host,
        metrics_port=args.metrics_port,
        max_connections_per_address=args.max_connections_per_address,
        max_sockets_per_address=args.max_sockets_per_address,
        connects_per_address=Rate(burst=connects, per_second=connects / 60),
        new_players_per_address=Rate(
            burst=max(DEFAULTS.new_players_per_address.burst, args.new_players_per_minute),
            per_second=args.new_players_per_minute / 60,
        ),
        tables_per_address=Rate(
            burst=max(DEFAULTS.tables_per_address.burst, args.tables_per_minute),
            per_second=args.tables_per_minute / 60,
        ),
        messages=Rate(burst=2 * args.messages_per_second, per_second=args.messages_per_second),
    )


def new_loop(choice: str) -> asyncio.AbstractEventLoop:
    """uvloop (a faster loop on libuv) when asked for or, with ``auto``, when it is installed."""
    if choice != "asyncio":
        try:
            import uvloop
        except ImportError:
            if choice == "uvloop":
                raise SystemExit("uvloop is not installed") from None
        else:
            return uvloop.new_event_loop()
    return asyncio.new_event_loop()


def tune_garbage_collector() -> None:
    """Keep Python's full collections from pausing every table at once.

    Nearly all the server's garbage is freed by reference counting (game states are acyclic
    values); the cycle collector finds little, but a full pass over all live games takes a
    noticeable time and, by default, runs every few seconds under load. So: what start-up made
    (modules, settings) is frozen out of the collector's sight, and full passes run a hundred
    times less often. The youngest generation is collected after 10,000 new objects instead of
    700: under load the server makes that many in a few milliseconds, nearly all freed again
    at once, and each pass costs the same whether it finds little or nothing."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 1000)


def main(argv: Sequence[str] | None = None, prog: str = "python -m app.server") -> int:
    """The server until it is stopped; ``prog`` names the command in ``--help`` (the bundle's
    ``fuenfwurf --server``)."""
    args = parse_args(argv, prog)
    logging.basicConfig(
        level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    config = config_from(args)
    advisor: Advisor = FALLBACK if args.advisor == "best-now" else default_advisor()
    tune_garbage_collector()
    loop = new_loop(args.loop)
    asyncio.set_event_loop(loop)
    log.info(
        "serving on http://%s:%d (websocket /ws), %s loop",
        config.host,
        config.port,
        type(loop).__module__.split(".")[0],
    )
    try:
        loop.run_until_complete(serve(create_app(config, advisor=advisor), config))
    except SchemaTooNew as error:
        log.error("%s", error)
        return 2
    except OSError as error:
        log.error("cannot start: %s", error)
        return 1
    finally:
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()
    log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
