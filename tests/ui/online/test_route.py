"""Where the app connects in a cluster: the server's websocket, saying it follows routes, and
the node a ``moving`` goodbye named (``app/ui/online/route.py``)."""

from __future__ import annotations

import random

from app.net import Bye, CloseReason
from app.ui.online.route import MOVING_SPREAD, ROUTED_SPREAD, Route


def test_the_app_says_it_follows_routes_and_goes_where_it_is_sent() -> None:
    route = Route()
    assert route.url("wss://play.example.org") == "wss://play.example.org/ws?routes=1"
    route.follow(Bye(reason=CloseReason.MOVING, route="web2-1"))
    assert route.url("wss://play.example.org") == "wss://play.example.org/ws?routes=1&node=web2-1"
    assert route.pause(random.Random(1)) <= ROUTED_SPREAD
    route.follow(Bye(reason=CloseReason.MOVING))  # a drain that knows no new node
    assert route.node is None
    assert route.pause(random.Random(1)) <= MOVING_SPREAD


def test_only_a_moving_goodbye_names_a_node_and_an_odd_name_is_not_taken() -> None:
    route = Route()
    route.follow(Bye(reason=CloseReason.SHUTDOWN, route="web2-1"))
    assert route.node is None
    route.follow(Bye(reason=CloseReason.MOVING, route="a&b=c d"))
    assert route.url("ws://127.0.0.1:8765").endswith("node=a%26b%3Dc+d")  # escaped, whatever it is
    route.follow(Bye(reason=CloseReason.MOVING, route="x\n" + "y" * 300))
    assert route.node is None
    route.follow(Bye(reason=CloseReason.MOVING, route="web1-1"))
    route.forget()  # another server
    assert route.node is None
