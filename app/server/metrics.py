"""The server's metrics in Prometheus' text format (``/metrics``), one registry per node.

Counters and histograms are declared once, here. Gauges read live values, so the node that
holds those values declares each of them once, with the function that reads it
(``Metrics.gauge``). ``prometheus_client`` writes the format (label values escaped).
"""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.5)


class Metrics:
    def __init__(self, node: str = "single") -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        Gauge("fuenfwurf_node_info", "This node's name (1)", ["node"], registry=registry).labels(
            node=node
        ).set(1)
        self.connections = Counter(
            "fuenfwurf_connections", "Websocket connections accepted", registry=registry
        )
        self.refused = Counter(
            "fuenfwurf_connections_refused",
            "Connections refused by the limits per address",
            registry=registry,
        )
        self.messages_in = Counter(
            "fuenfwurf_messages_received", "Client messages by type", ["type"], registry=registry
        )
        self.messages_out = Counter(
            "fuenfwurf_messages_sent", "Messages queued to clients", registry=registry
        )
        self.errors = Counter(
            "fuenfwurf_errors", "Error replies by code", ["code"], registry=registry
        )
        self.internal = Counter(
            "fuenfwurf_internal_errors",
            "Unexpected exceptions while handling a client's message",
            registry=registry,
        )
        self.internal_unlogged = Counter(
            "fuenfwurf_internal_errors_unlogged",
            "Internal errors whose traceback was not logged (the client's log budget was spent)",
            registry=registry,
        )
        self.disconnects = Counter(
            "fuenfwurf_forced_disconnects",
            "Connections closed by the server, by reason",
            ["reason"],
            registry=registry,
        )
        self.actions = Counter(
            "fuenfwurf_actions", "Game actions accepted, by type", ["type"], registry=registry
        )
        self.games_started = Counter("fuenfwurf_games_started", "Games started", registry=registry)
        self.games_finished = Counter("fuenfwurf_games_finished", "Games scored", registry=registry)
        self.timeouts = Counter(
            "fuenfwurf_turn_timeouts", "Turns entered by the clock", registry=registry
        )
        self.takeovers = Counter(
            "fuenfwurf_table_takeovers",
            "Tables this node took over from another (failed or draining) node",
            registry=registry,
        )
        self.fenced = Counter(
            "fuenfwurf_fenced_writes",
            "Journal writes the database refused because this node no longer owned the table",
            registry=registry,
        )
        self.games_aborted = Counter(
            "fuenfwurf_games_aborted",
            "Games left before every seat had played a turn",
            registry=registry,
        )
        self.swept = Counter(
            "fuenfwurf_housekeeping_removed",
            "Rows housekeeping removed, by kind",
            ["kind"],
            registry=registry,
        )
        self.action_seconds = Histogram(
            "fuenfwurf_action_seconds",
            "From receiving an action to its broadcast (checked, saved, sent)",
            buckets=LATENCY_BUCKETS,
            registry=registry,
        )
        self.write_seconds = Histogram(
            "fuenfwurf_journal_write_seconds",
            "One group commit of the action journal",
            buckets=LATENCY_BUCKETS,
            registry=registry,
        )

    def gauge(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        """A gauge that reads ``read()`` whenever it is scraped."""
        Gauge(name, help_text, registry=self.registry).set_function(read)

    def value(self, name: str, **labels: str) -> float:
        """A sample's current value (0 when it has none yet), e.g. ``value("fuenfwurf_errors_total",
        code="stale")``."""
        return self.registry.get_sample_value(name, labels) or 0.0

    def render(self) -> bytes:
        return generate_latest(self.registry)
