"""The operators' listener: ``/metrics`` (Prometheus), ``/status`` and ``/ready``.

It is a second aiohttp application on a port of its own (``--metrics-host``, loopback by
default, and ``--metrics-port``), never the public one: what it shows (the node's name, its
sockets and tables, the metrics) is for the operator, and the front door never routes to it.
It has no rate limit: only the host (or the network the operator opened it to) reaches it.
"""

from __future__ import annotations

from typing import Any

import msgspec
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from app.net import PROTOCOL_VERSION, TableStatus

from .health import WATCH, StorageWatch, health_status, stopping
from .http import NODE
from .node import Node

PUBLIC = web.AppKey("public", web.Application)
"""The public application whose node this listener describes."""

_encoder = msgspec.json.Encoder()


def create_internal_app(public: web.Application) -> web.Application:
    """The operators' application for the node of ``public`` (started after it)."""
    app = web.Application()
    app[PUBLIC] = public
    app.router.add_get("/metrics", metrics)
    app.router.add_get("/status", status)
    app.router.add_get("/ready", ready)
    return app


def _node(request: web.Request) -> Node:
    return request.app[PUBLIC][NODE]


def _json(data: object, status: int = 200) -> web.Response:
    return web.Response(body=_encoder.encode(data), status=status, content_type="application/json")


async def metrics(request: web.Request) -> web.Response:
    body = _node(request).metrics.render()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


async def status(request: web.Request) -> web.Response:
    """Everything ``/health`` once told anyone: the node, sockets, tables, storage, advisor."""
    node = _node(request)
    watch = request.app[PUBLIC][WATCH]
    return _json(node_status(node, watch))


def node_status(node: Node, watch: StorageWatch) -> dict[str, Any]:
    shared = node.shared
    tables = node.owner.tables.values()
    return {
        "status": health_status(node, watch),
        "protocol": PROTOCOL_VERSION,
        "node": node.name,
        "storage": node.storage.dialect,
        "storage_ok": watch.ok,
        "shared": "redis" if shared.clustered else "local",
        "shared_ok": shared.healthy,
        "nodes": len(shared.alive_nodes()),
        "closing": stopping(node),
        "sockets": len(node.registry),
        "tables": len(node.owner.tables),
        "playing": sum(t.status is TableStatus.PLAYING for t in tables),
        "advisor": {"name": node.chooser.advisor.name, "ready": node.chooser.ready_keys},
    }


async def ready(request: web.Request) -> web.Response:
    """Readiness: asks the database now (the one check here that does), 200 or 503."""
    node = _node(request)
    ok = await request.app[PUBLIC][WATCH].ping() and not stopping(node)
    return _json({"ready": ok}, 200 if ok else 503)
