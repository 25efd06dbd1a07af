"""A few Prometheus metrics in the text exposition format, without a client library."""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable

Labels = tuple[tuple[str, str], ...]


def _label_text(labels: Labels, extra: str = "") -> str:
    parts = [f'{name}="{value}"' for name, value in labels]
    if extra:
        parts.append(extra)
    return "{" + ",".join(parts) + "}" if parts else ""


class Counter:
    def __init__(self, name: str, help_text: str) -> None:
        self.name, self.help = name, help_text
        self._values: dict[Labels, float] = {}

    def inc(self, amount: float = 1.0, **labels: str) -> None:
        key = tuple(sorted(labels.items()))
        self._values[key] = self._values.get(key, 0.0) + amount

    def value(self, **labels: str) -> float:
        return self._values.get(tuple(sorted(labels.items())), 0.0)

    def render(self) -> list[str]:
        lines = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} counter"]
        values = self._values or {(): 0.0}
        lines += [f"{self.name}{_label_text(k)} {v:g}" for k, v in sorted(values.items())]
        return lines


class Gauge:
    """A value read when scraped."""

    def __init__(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        self.name, self.help, self._read = name, help_text, read

    def render(self) -> list[str]:
        return [
            f"# HELP {self.name} {self.help}",
            f"# TYPE {self.name} gauge",
            f"{self.name} {self._read():g}",
        ]


class Histogram:
    def __init__(self, name: str, help_text: str, buckets: tuple[float, ...]) -> None:
        self.name, self.help = name, help_text
        self._bounds = buckets
        self._counts = [0] * (len(buckets) + 1)
        self._sum = 0.0

    def observe(self, value: float) -> None:
        self._counts[bisect.bisect_left(self._bounds, value)] += 1
        self._sum += value

    @property
    def count(self) -> int:
        return sum(self._counts)

    def render(self) -> list[str]:
        lines = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} histogram"]
        running = 0
        for bound, count in zip((*self._bounds, math.inf), self._counts, strict=True):
            running += count
            le = "+Inf" if bound == math.inf else f"{bound:g}"
            lines.append(f'{self.name}_bucket{{le="{le}"}} {running}')
        lines += [f"{self.name}_sum {self._sum:g}", f"{self.name}_count {running}"]
        return lines


LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.5)


class Metrics:
    """The server's metrics; gauges are wired to live values by the app."""

    def __init__(self) -> None:
        self.connections = Counter("fuenfwurf_connections_total", "Websocket connections accepted")
        self.refused = Counter(
            "fuenfwurf_connections_refused_total", "Connections refused by address limits"
        )
        self.messages_in = Counter("fuenfwurf_messages_received_total", "Client messages by type")
        self.messages_out = Counter("fuenfwurf_messages_sent_total", "Messages queued to clients")
        self.errors = Counter("fuenfwurf_errors_total", "Error replies by code")
        self.disconnects = Counter(
            "fuenfwurf_forced_disconnects_total", "Connections closed by the server, by reason"
        )
        self.actions = Counter("fuenfwurf_actions_total", "Game actions accepted, by type")
        self.games_started = Counter("fuenfwurf_games_started_total", "Games started")
        self.games_finished = Counter("fuenfwurf_games_finished_total", "Games scored")
        self.games_aborted = Counter(
            "fuenfwurf_games_aborted_total", "Games left before every seat had played a turn"
        )
        self.swept = Counter(
            "fuenfwurf_housekeeping_removed_total", "Rows housekeeping removed, by kind"
        )
        self.timeouts = Counter("fuenfwurf_turn_timeouts_total", "Turns entered by the clock")
        self.action_seconds = Histogram(
            "fuenfwurf_action_seconds",
            "From receiving an action to its broadcast (checked, saved, sent)",
            LATENCY_BUCKETS,
        )
        self.write_seconds = Histogram(
            "fuenfwurf_journal_write_seconds",
            "One group commit of the action journal",
            LATENCY_BUCKETS,
        )
        self.gauges: list[Gauge] = []

    def gauge(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        self.gauges.append(Gauge(name, help_text, read))

    def render(self) -> str:
        lines: list[str] = []
        metrics: tuple[Counter | Histogram | Gauge, ...] = (
            self.connections,
            self.refused,
            self.messages_in,
            self.messages_out,
            self.errors,
            self.disconnects,
            self.actions,
            self.games_started,
            self.games_finished,
            self.games_aborted,
            self.timeouts,
            self.action_seconds,
            self.write_seconds,
            self.swept,
            *self.gauges,
        )
        for metric in metrics:
            lines += metric.render()
        return "\n".join(lines) + "\n"
