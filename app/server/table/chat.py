"""A table's chat: a seated player's line is written to the journal, kept (the last
``CHAT_HISTORY``) and sent to the followers; after a private game only its players read on."""

from __future__ import annotations

from app.net import ChatLine, ChatPosted, ErrorCode, encode

from ..members import PlayerInfo, Refusal
from ..storage import JournalChat, now_ms
from .core import TableCore

CHAT_PRUNE_EVERY = 50
"""Chat lines written between two trims of the table's stored chat."""


class TableChat:
    def __init__(self, table: TableCore) -> None:
        self.table = table
        self._written = 0

    async def say(self, player: PlayerInfo, text: str) -> None:
        table = self.table
        seat = table.seat_of(player.id)
        if seat is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        table.check_running_here()
        at = now_ms()
        await table.write(
            table.node.journal.write(
                [JournalChat(table.id, player.id, seat, text, at, table.fence)]
            ),
            "saving a chat line failed",
        )
        line = ChatLine(seat=seat, player=player.id, name=player.name, text=text, at=at)
        table.chat.append(line)
        # always the writer's name, and their tag if someone shown here looks the same
        line.tag = table.name_tags().get(player.id)
        posted = ChatPosted(code=table.code, line=line)
        if table.players_only:  # after a private game, only those who sat there read on
            data = encode(posted)
            for follower in list(table.followers.values()):
                if table.seat_of(follower.player) is not None:
                    table.node.deliver(follower, data)
        else:
            table.broadcast(posted)
        self._written += 1
        if self._written % CHAT_PRUNE_EVERY == 0:
            node = table.node
            node.spawn(node.storage.prune_chat(table.id, node.config.chat_kept))
