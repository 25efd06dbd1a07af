"""How the client's parts take the server's messages: each gives its handlers by message type."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Handlers = Mapping[type, Callable[[Any], None]]
"""What a part does with each type of message it handles."""
