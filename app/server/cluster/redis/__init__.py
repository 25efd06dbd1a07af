"""A cluster node's shared state in Redis (``shared.RedisShared``, one part per concern)."""

from .messaging import bundle
from .shared import RedisShared

__all__ = ["RedisShared", "bundle"]
