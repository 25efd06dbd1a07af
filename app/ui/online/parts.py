"""The parts of the online client that its commands and its table news both work with."""

from __future__ import annotations

from dataclasses import dataclass

from .connecting import Connecting
from .following import TableFollower
from .routing import Routing
from .signals import ClientSignals
from .snapshot import SnapshotKeeper


@dataclass(frozen=True, slots=True)
class ClientParts:
    signals: ClientSignals
    """The client's Qt signals (the ``OnlineClient`` itself)."""
    kept: SnapshotKeeper
    routing: Routing
    follower: TableFollower
    connecting: Connecting
