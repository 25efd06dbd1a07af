"""The plain HTTP side: ``/health``, ``/metrics``, ``/leaderboard/{period}``, ``/players/{id}``."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime

import msgspec
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from app.net import PROTOCOL_VERSION, Leaderboard, LeaderboardEntry, Period, TableStatus

from .addresses import client_address
from .leaderboard import period_bounds, to_ms
from .node import Node
from .ratelimit import PerAddress

NODE = web.AppKey("node", Node)
HTTP_LIMITS = web.AppKey("http_limits", PerAddress)
LEADERBOARD_CACHE = web.AppKey("leaderboard_cache", dict)
CACHE_SECONDS = 5.0
MAX_ENTRIES = 100

_encoder = msgspec.json.Encoder()


def _json(data: object, status: int = 200) -> web.Response:
    return web.Response(body=_encoder.encode(data), status=status, content_type="application/json")


def _error(code: str, status: int) -> web.Response:
    return _json({"error": code}, status)


async def health(request: web.Request) -> web.Response:
    """``ok`` (200); ``limited`` (200) while a cluster node cannot reach Redis — it runs its own
    tables on, and refuses what needs the others (see ``docs/server.md``); ``degraded`` (503)
    when the database does not answer or the node is stopping or draining, so that the front
    door sends new clients elsewhere."""
    node = request.app[NODE]
    try:
        await asyncio.wait_for(node.storage.ping(), timeout=2.0)
        storage_ok = True
    except Exception:
        storage_ok = False
    stopping = node.closing or node.gateway.closing
    shared = node.shared
    if not storage_ok or stopping:
        status = "degraded"
    elif not shared.healthy:
        status = "limited"
    else:
        status = "ok"
    tables = node.owner.tables.values()
    return _json(
        {
            "status": status,
            "protocol": PROTOCOL_VERSION,
            "node": node.name,
            "storage": node.storage.dialect,
            "storage_ok": storage_ok,
            "shared": "redis" if shared.clustered else "local",
            "shared_ok": shared.healthy,
            "nodes": len(shared.alive_nodes()),
            "closing": stopping,
            "sockets": len(node.registry),
            "tables": len(node.owner.tables),
            "playing": sum(t.status is TableStatus.PLAYING for t in tables),
            "advisor": {"name": node.chooser.advisor.name, "ready": node.chooser.ready_keys},
        },
        503 if status == "degraded" else 200,
    )


async def metrics(request: web.Request) -> web.Response:
    body = request.app[NODE].metrics.render()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


def requester(request: web.Request) -> str:
    """The address a request counts against (through a trusted proxy: the client's)."""
    trusted = request.app[NODE].config.trusted_proxies
    return client_address(request.remote, request.headers.get("X-Forwarded-For"), trusted)


def _allowed(request: web.Request) -> bool:
    return request.app[HTTP_LIMITS].take(requester(request), time.monotonic())


async def leaderboard(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    try:
        period = Period(request.match_info["period"])
    except ValueError:
        return _error("invalid_period", 400)
    try:
        limit = int(request.query.get("limit", "20"))
    except ValueError:
        return _error("invalid_limit", 400)
    if not 1 <= limit <= MAX_ENTRIES:
        return _error("invalid_limit", 400)
    start, end = period_bounds(period, datetime.now(UTC))
    cache = request.app[LEADERBOARD_CACHE]
    key = (period, limit, start)
    cached = cache.get(key)
    if cached is not None and time.monotonic() - cached[0] < CACHE_SECONDS:
        return _json(cached[1])
    rows = await request.app[NODE].storage.leaderboard(to_ms(start), to_ms(end), limit)
    entries: list[LeaderboardEntry] = []
    for index, row in enumerate(rows):
        rank = entries[-1].rank if entries and entries[-1].points == row.points else index + 1
        entries.append(
            LeaderboardEntry(
                rank=rank,
                player=row.player_id,
                name=row.name,
                level=row.level,
                points=row.points,
                games=row.games,
                wins=row.wins,
            )
        )
    board = Leaderboard(
        period=period, start=start.isoformat(), end=end.isoformat(), entries=entries
    )
    if len(cache) > 500:
        cache.clear()
    cache[key] = (time.monotonic(), board)
    return _json(board)


async def profile(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    raw = request.match_info["player_id"]
    if not raw.isdigit() or len(raw) > 18:
        return _error("not_found", 404)
    found = await request.app[NODE].storage.profile(int(raw))
    if found is None:
        return _error("not_found", 404)
    return _json(found)
