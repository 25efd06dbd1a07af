"""What the table says and answers: who is listening (``Speaker``), the answers to the
player's questions (D, S, A, I, R), and the texts kept ready for screen readers (the hints as I
reads them, where the game stands for Continue). Everything goes out through the announcer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..session.setup import SeatKind
from .announcer import Again, AnnouncerViewModel
from .speech import VERBOSITIES, Announcement, Speaker, Verbosity
from .view import TableInput

Told = Callable[[Speaker], Announcement | Sequence[Announcement]]
"""What to say, for a listener (built anew when the language changes)."""


def _many(said: Announcement | Sequence[Announcement]) -> tuple[Announcement, ...]:
    return (said,) if isinstance(said, Announcement) else tuple(said)


class TableVoice:
    def __init__(self, announcer: AnnouncerViewModel) -> None:
        self.announcer = announcer
        self._verbosity = Verbosity.FULL
        self._state: Callable[[], TableInput | None] = lambda: None

    def set_verbosity(self, verbosity: str) -> None:
        self._verbosity = Verbosity(verbosity) if verbosity in VERBOSITIES else Verbosity.FULL

    def speaker(self, state: TableInput | None) -> Speaker:
        """Who "you" are at this table, the seats' names as shown, and how much to say."""
        if state is None:
            return Speaker((), None, self._verbosity)
        return Speaker(state.shown_names, addressed_seat(state), self._verbosity)

    def say(self, state: TableInput | None, build: Told) -> None:
        """Say what ``build`` says for the listener of ``state``; told again in the language
        shown when it changes (``retell``), for the listener then."""
        self.announcer.say(*_many(build(self.speaker(state))), again=self._again(build))

    def answer(self, state: TableInput | None, build: Told) -> None:
        """``say`` for an answer to the player's question (not what R repeats)."""
        for announcement in _many(build(self.speaker(state))):
            self.announcer.answer(announcement, again=self._again(build))

    def retell(self) -> None:
        self.announcer.retell()

    def listening(self, state: Callable[[], TableInput | None]) -> None:
        """Where the listener is looked up when a line is told again (the table's state now)."""
        self._state = state

    def _again(self, build: Told) -> Again:
        return lambda: _many(build(self.speaker(self._state())))

    # --- the player's questions ------------------------------------------------------------------

    @staticmethod
    def sheet(speaker: Speaker, state: TableInput) -> Announcement:
        """S: the sheet of the player here (else of the player to move)."""
        game = state.game
        seat = speaker.me if speaker.me is not None else game.current
        here = not game.over and state.controls[game.current]
        return speaker.my_sheet(game, seat, here)

    @staticmethod
    def hints(speaker: Speaker, state: TableInput) -> Announcement:
        """I: the hints for the player here, when it is their turn."""
        game = state.game
        mine = not game.over and bool(state.controls) and state.controls[game.current]
        advice = state.advice if mine else None
        return speaker.hints(game, advice, state.show_hints, state.preparing >= 1.0)

    def standing(self, state: TableInput) -> str:
        return self.speaker(state).standing(state.game)


def addressed_seat(state: TableInput) -> int | None:
    """The seat told in the second person ("Your turn", "You enter"): the one seat played here,
    or where several people share this computer, the seat of the kind "you" (named "You", it
    would otherwise be told as "You's turn")."""
    mine = [seat for seat, here in enumerate(state.controls) if here]
    if len(mine) == 1:
        return mine[0]
    seats = state.setup.seats
    yours = [s for s in mine if s < len(seats) and seats[s].kind is SeatKind.YOU]
    return yours[0] if len(yours) == 1 else None
