"""What the server says about the player's table, kept in the snapshot and passed on to the
game there (``TableFollower``): its state, moves, seats, chat, result, rematch, its end; and the
dice of each finished game checked against the seed the server reveals (``DiceChecks``)."""

from __future__ import annotations

import time
from dataclasses import replace

from app.net import (
    ChatPosted,
    DiceView,
    ErrorCode,
    GameResult,
    JoinTable,
    Left,
    Played,
    RematchChanged,
    RematchStatus,
    SeatsChanged,
    TableAborted,
    TableClosed,
    TableClosedReason,
    TableState,
    TableStatus,
    WatchTable,
    Welcome,
)

from .dicecheck import DiceChecks
from .news import Handlers
from .parts import ClientParts
from .snapshot import CHAT_KEPT, TableInfo


class TableNews:
    def __init__(self, parts: ClientParts) -> None:
        self._parts = parts
        self.dice = DiceChecks()
        self._calling_back = ""
        """The table the welcome named, until its state arrives."""

    def handlers(self) -> Handlers:
        return {
            Welcome: self._welcome,
            TableState: self._table,
            Played: self._parts.follower.played,
            SeatsChanged: self._seats,
            ChatPosted: self._chat,
            GameResult: self._result,
            TableAborted: self._aborted,
            RematchChanged: self._rematch,
            Left: self._left,
            TableClosed: self._closed_table,
        }

    def _welcome(self, message: Welcome) -> None:
        """Greeted: back at the table the server names, else what became of the one followed
        before, and the table an invitation named joined now."""
        self._calling_back = message.table or ""
        snapshot = self._parts.kept.value
        table = snapshot.table
        send = self._parts.routing.send
        if message.table is None and table is not None and table.status is not TableStatus.OPEN:
            # Not called back: the seat was given up meanwhile (resigned after being away, or
            # the game ended). Follow the table to its end if it is still there.
            send(WatchTable(code=table.code), "rejoin")
        elif message.table is None and table is not None:
            self._parts.kept.update(
                replace(self._parts.kept.value, table=None)
            )  # the open table let us go
        if message.table is None and snapshot.pending_code:
            self._parts.kept.update(replace(self._parts.kept.value, pending_code=""))
            send(JoinTable(code=snapshot.pending_code), "join")
        elif message.table is not None and snapshot.pending_code:
            self._parts.kept.update(replace(self._parts.kept.value, pending_code=""))
            if snapshot.pending_code != message.table:
                self._parts.signals.problem.emit(ErrorCode.ALREADY_SEATED.value)

    def _table(self, message: TableState) -> None:
        self._parts.kept.update(
            replace(self._parts.kept.value, table=TableInfo.of(message, time.monotonic()))
        )
        if message.code == self._calling_back:
            self._calling_back = ""
            self._parts.signals.calledBack.emit(message.code)
        self._parts.follower.follow(message, connected=self._parts.connecting.online)
        contribution = self.dice.seen(message)
        if contribution is not None:
            self._parts.routing.send(contribution, "seed")
        if message.dice is not None and message.status.ended:
            self._check_dice(message.code, message.dice)

    def _seats(self, message: SeatsChanged) -> None:
        table = self._parts.kept.value.table
        if table is None or table.code != message.code:
            return
        seats = tuple(message.seats)
        table = replace(table, seats=seats, seats_at=time.monotonic())
        self._parts.kept.update(replace(self._parts.kept.value, table=table))
        self._parts.follower.seats(message.code, message.seats)

    def _chat(self, message: ChatPosted) -> None:
        table = self._parts.kept.value.table
        if table is None or table.code != message.code:
            return
        chat = (*table.chat, message.line)[-CHAT_KEPT:]
        self._parts.kept.update(replace(self._parts.kept.value, table=replace(table, chat=chat)))

    def _result(self, message: GameResult) -> None:
        table = self._parts.kept.value.table
        if table is None or table.code != message.code:
            return
        standings = tuple(message.standings)
        table = replace(table, result=standings, status=TableStatus.FINISHED)
        self._parts.kept.update(replace(self._parts.kept.value, table=table))
        self._parts.signals.resultArrived.emit(standings)
        if message.dice is not None:
            self._check_dice(message.code, message.dice)

    def _check_dice(self, code: str, dice: DiceView) -> None:
        """Check the whole game at the player's table against its revealed seed."""
        checked = self.dice.check(self._parts.follower.session, code, dice)
        if checked is not None:
            self._parts.signals.diceChecked.emit(code, checked.result.value)

    def _aborted(self, message: TableAborted) -> None:
        table = self._parts.kept.value.table
        if table is None or table.code != message.code:
            return
        table = replace(table, status=TableStatus.ABORTED)
        self._parts.kept.update(replace(self._parts.kept.value, table=table))
        self._parts.follower.abort(message.code, message.seat)
        if message.dice is not None:
            self._check_dice(message.code, message.dice)

    def _rematch(self, message: RematchChanged) -> None:
        table = self._parts.kept.value.table
        if table is None or table.code != message.code:
            return
        self._parts.kept.update(
            replace(self._parts.kept.value, table=replace(table, rematch=message.rematch))
        )
        offer = message.rematch
        if offer.status is RematchStatus.OPEN and table.you not in offer.accepted:
            self._parts.signals.attention.emit("rematch")

    def _left(self, message: Left) -> None:
        self._drop_table(message.code, asked=True)

    def _closed_table(self, message: TableClosed) -> None:
        table = self._parts.kept.value.table
        if message.reason is TableClosedReason.DAY_OVER and table and table.code == message.code:
            self._parts.signals.notice.emit("daily_void")  # the day ended before the attempt did
        self._drop_table(message.code, asked=False)

    def _drop_table(self, code: str, *, asked: bool) -> None:
        table = self._parts.kept.value.table
        if table is not None and table.code == code:
            self._parts.follower.end(asked=asked)
            self._parts.kept.update(replace(self._parts.kept.value, table=None))
