"""What the nodes of a cluster share: who owns which table, table codes, the lobby, who is
connected where, allowances, and messages between nodes.

A single server uses ``LocalShared`` (all of it in this process); a cluster node uses
``RedisShared`` (all of it in Redis, which keeps it for the moment; what must last is in
PostgreSQL).
"""

from .local import LocalShared
from .shared import MessageHandler, Shared, Unavailable

__all__ = ["LocalShared", "MessageHandler", "Shared", "Unavailable"]
