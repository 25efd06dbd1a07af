"""Server messages for a table in a known state, built with the engine as the server builds them."""

from __future__ import annotations

from app.net import (
    ChatLine,
    Played,
    SeatView,
    TableState,
    TableStatus,
    TurnClock,
    game_view,
    rules_view,
    step_of,
)
from app.rules import Game

CODE = "K7QMR2XH"


def seats(
    names: tuple[str, ...], *, away: tuple[int, ...] = (), free: tuple[int, ...] = ()
) -> list[SeatView]:
    return [
        SeatView(
            seat=seat,
            player=None if seat in free else 100 + seat,
            name=None if seat in free else name,
            level=0 if seat in free else 1,
            connected=seat not in away and seat not in free,
            resigned=False,
        )
        for seat, name in enumerate(names)
    ]


def table_state(
    game: Game | None,
    *,
    you: int | None = 0,
    names: tuple[str, ...] = ("Ada", "Bo"),
    left_ms: int = 30_000,
    chat: tuple[ChatLine, ...] = (),
    status: TableStatus | None = None,
) -> TableState:
    rules = game.rules if game is not None else None
    return TableState(
        code=CODE,
        status=status or (TableStatus.PLAYING if game is not None else TableStatus.OPEN),
        private=True,
        rules=rules_view(rules) if rules is not None else rules_view(_official()),
        clock=30,
        seats=seats(names),
        host=100,
        you=you,
        seq=len(game.log) if game else 0,
        step=step_of(game) if game else 0,
        game=game_view(game) if game else None,
        log=[a.to_dict() for a in game.log] if game else [],
        turn=TurnClock(seat=game.current, limit=30, left_ms=left_ms)
        if game and not game.over
        else None,
        chat=list(chat),
        result=None,
    )


def played(before: Game, after: Game, *, left_ms: int = 30_000) -> Played:
    fresh = after.log[len(before.log) :]
    events = []
    game = before
    for action in fresh:
        outcome = game.apply(action)
        game = outcome.game
        events.extend(event.to_dict() for event in outcome.events)
    return Played(
        code=CODE,
        seq=len(after.log),
        step=step_of(after),
        actions=[a.to_dict() for a in fresh],
        events=events,
        turn=TurnClock(seat=after.current, limit=30, left_ms=left_ms) if not after.over else None,
    )


def _official():  # type: ignore[no-untyped-def]
    from app.rules import preset

    return preset("official")
