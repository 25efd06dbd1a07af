"""Codes, never texts (clients translate): errors, close reasons, statuses, placings, milestones."""

from __future__ import annotations

import enum


class ErrorCode(enum.StrEnum):
    """The ``code`` of an ``error`` message."""

    # The message itself
    MALFORMED = "malformed"
    """Not JSON, not an object, too deeply nested, or a field missing or of the wrong type."""
    TOO_LARGE = "too_large"
    """Over 4 KiB."""
    UNKNOWN_TYPE = "unknown_type"
    UNSUPPORTED_VERSION = "unsupported_version"
    RATE_LIMITED = "rate_limited"
    """Too many messages (or table-code look-ups, or chat lines): slow down."""

    # Identity
    HELLO_FIRST = "hello_first"
    """Anything but ``hello`` before the ``welcome``."""
    ALREADY_GREETED = "already_greeted"
    BAD_TOKEN = "bad_token"
    """The token is unknown or wrong: start again without one (a new identity)."""
    NAME_REQUIRED = "name_required"
    """A new player needs a name."""
    INVALID_NAME = "invalid_name"
    """Not 1-24 visible characters (``detail`` is a ``NameProblem``): see ``values.clean_name``."""
    NAME_RESERVED = "name_reserved"
    """The name is, or looks like, one the service might speak as (System, Server, Admin, ...)."""

    # Tables
    INVALID_OPTIONS = "invalid_options"
    """Seats, clock or preset of a new table are not among the offered ones."""
    TABLE_NOT_FOUND = "table_not_found"
    GAME_STARTED = "game_started"
    """Every seat is taken and the game has started (watching is still possible)."""
    ALREADY_SEATED = "already_seated"
    """The player sits at another table that is open or playing: leave it first."""
    NOT_AT_TABLE = "not_at_table"
    NOT_SEATED = "not_seated"
    """A spectator tried to play or chat."""
    WATCHERS_FULL = "watchers_full"
    GAME_NOT_STARTED = "game_not_started"
    STALE = "stale"
    """The ``step`` of the message is not the table's: a duplicate, or the clock was faster."""
    ALREADY_PLAYED = "already_played"
    """The player has had their attempt at this day's challenge (one a day and ruleset)."""
    TOO_NEW = "too_new"
    """The identity was made today: it may practise today's challenge, and play it ranked
    from tomorrow (a throw-away identity must not scout the day for the board)."""
    DAY_OVER = "day_over"
    """The day of this daily challenge is over."""
    NOT_WATCHABLE = "not_watchable"
    """A daily challenge is nobody else's to watch: its dice are everyone's to meet."""
    CHAT_INVALID = "chat_invalid"
    """Not 1-200 printable characters on one line."""
    NO_REMATCH = "no_rematch"
    """A rematch cannot be offered or answered here: the game is not over, it was a daily
    challenge, someone has left the table, or there is no offer to answer."""
    INVITATIONS_OFF = "invitations_off"
    """The player asked not to be invited."""
    NOT_ONLINE = "not_online"
    """The player is not connected (or does not exist): share the invitation another way."""

    # The server
    STORAGE_FAILED = "storage_failed"
    """The action could not be saved and was not carried out; try again."""
    SHUTTING_DOWN = "shutting_down"
    UNAVAILABLE = "unavailable"
    """Part of the service is out of reach for a moment (a cluster's shared store): try again
    shortly; the tables this server runs itself go on."""
    INTERNAL = "internal"

    # The rules engine (``app.rules`` errors carry the same codes)
    ILLEGAL_MOVE = "illegal_move"
    INVALID_DICE = "invalid_dice"
    UNKNOWN_BOX = "unknown_box"
    BOX_FILLED = "box_filled"
    BOX_NOT_ALLOWED = "box_not_allowed"
    NOT_A_STRIKE = "not_a_strike"
    ROLL_FIRST = "roll_first"
    NO_ROLLS_LEFT = "no_rolls_left"
    ALL_DICE_HELD = "all_dice_held"
    INVALID_DIE = "invalid_die"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_SEAT = "unknown_seat"
    RESIGNED = "resigned"
    GAME_OVER = "game_over"


class NameProblem(enum.StrEnum):
    """Why a name was refused (``values.name_problem``; the ``detail`` of ``invalid_name``)."""

    LENGTH = "length"
    """Not 1-24 characters once trimmed (blank counts as empty)."""
    INVISIBLE = "invisible"
    """An invisible, blank-looking, formatting, private-use, unassigned or control character."""
    MARKS = "marks"
    """More combining marks on one letter than ``MAX_MARKS_PER_LETTER``, or one on no letter."""
    RESERVED = "reserved"
    """A reserved word (``name_reserved``)."""


class CloseReason(enum.StrEnum):
    """The ``reason`` of a ``bye`` message, sent just before the server closes the socket."""

    SHUTDOWN = "shutdown"
    """The server is stopping; state is saved: reconnect later with the token."""
    REPLACED = "replaced"
    """The same player connected again elsewhere."""
    FLOODING = "flooding"
    """Too many messages, or too many bad ones."""
    NO_HELLO = "no_hello"
    """No ``hello`` in time."""
    TOO_SLOW = "too_slow"
    """The client did not read its messages; reconnect to get the state again."""
    MOVING = "moving"
    """This server is going away (a restart, one node of several): reconnect at once, another
    one takes over."""


class RematchStatus(enum.StrEnum):
    """Where a rematch offer stands (``rematch`` message)."""

    OPEN = "open"
    """Waiting for everyone's answer."""
    STARTED = "started"
    """Everyone accepted: the new table (``table``) is playing."""
    DECLINED = "declined"
    """``seat`` said no."""
    LAPSED = "lapsed"
    """Nobody answered in time, or ``seat`` left the table."""


class TableClosedReason(enum.StrEnum):
    """Why a table went away (``closed`` message)."""

    EMPTY = "empty"
    """Everyone left before the game started."""
    FINISHED = "finished"
    """The game is over and the table was cleared."""
    DAY_OVER = "day_over"
    """A daily challenge's day ended before its game did: the attempt is void."""


class TableStatus(enum.StrEnum):
    OPEN = "open"
    """Seats are free; nothing is rolled yet."""
    PLAYING = "playing"
    FINISHED = "finished"
    ABORTED = "aborted"
    """Someone left before every seat had played its first turn: the game counts for nobody."""

    @property
    def ended(self) -> bool:
        """Finished or aborted: nothing more is played at the table."""
        return self in (TableStatus.FINISHED, TableStatus.ABORTED)


class Placing(enum.StrEnum):
    """What a finished game counts as for one player; each earns the points in ``POINTS``."""

    WIN = "win"
    """Sole first place."""
    DRAW = "draw"
    """First place shared with others."""
    SECOND = "second"
    """Place 2 in a game of three or four, without having resigned."""
    TOOK_PART = "took_part"


POINTS: dict[Placing, int] = {
    Placing.WIN: 10,
    Placing.DRAW: 4,
    Placing.SECOND: 4,
    Placing.TOOK_PART: 1,
}
"""Leaderboard points per finished game: each player gets exactly one of these."""


class Milestone(enum.StrEnum):
    """Milestones of games against other people; a player's level is their count plus one."""

    FIRST_GAME = "first_game"
    FIRST_WIN = "first_win"
    THREE_OPPONENTS = "three_opponents"
    """Played against three different people."""
    FIVE_WINS = "five_wins"
    TWENTY_FIVE_WINS = "twenty_five_wins"


class Period(enum.StrEnum):
    """Leaderboard periods: the current calendar week (from Monday), month and year, in UTC."""

    WEEK = "week"
    MONTH = "month"
    YEAR = "year"
