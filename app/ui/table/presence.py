"""Who came and went at the table, read from two seat lists one after the other: the chat shows
it as lines of its own ("Bo joined the table", "Bo is away", ...), translated by the screen."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.net import SeatView


class Presence(StrEnum):
    JOINED = "joined"
    """Sat down at a free seat."""
    LEFT = "left"
    """Gave the seat up, or went after resigning or after the end."""
    AWAY = "away"
    """Lost the connection; the seat waits for them."""
    BACK = "back"
    """Came back to the seat that waited."""


@dataclass(frozen=True, slots=True)
class PresenceChange:
    kind: Presence
    name: str
    seat: int
    tag: str = ""
    """The player's tag from the seats (a look-alike sits here too), "" for none."""


def presence_changes(
    before: tuple[SeatView, ...], after: tuple[SeatView, ...], *, you: int | None, ended: bool
) -> tuple[PresenceChange, ...]:
    """What changed between two seat lists of one table, seat by seat (this player's own seat
    says nothing: they know)."""
    changes: list[PresenceChange] = []
    earlier = {seat.seat: seat for seat in before}
    for now in after:
        was = earlier.get(now.seat)
        if was is None or now.seat == you:
            continue
        if was.player != now.player:
            if was.player is not None:
                changes.append(
                    PresenceChange(Presence.LEFT, was.name or "", now.seat, was.tag or "")
                )
            if now.player is not None:
                changes.append(
                    PresenceChange(Presence.JOINED, now.name or "", now.seat, now.tag or "")
                )
        elif now.player is not None and was.connected != now.connected:
            if now.connected:
                kind = Presence.BACK
            else:
                # nobody waits for a seat that is given up or a game that is over: they left
                kind = Presence.LEFT if now.resigned or ended else Presence.AWAY
            changes.append(PresenceChange(kind, now.name or "", now.seat, now.tag or ""))
    return tuple(changes)
