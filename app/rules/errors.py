"""Named errors for actions the rules do not allow.

Every error carries a stable ``code`` (used on the wire and for translation) and an English
message for logs and developers. Raising one never changes a game: all values are immutable.
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action the rules do not allow in the current state."""

    code = "illegal_move"


class InvalidDice(IllegalMove):
    """Dice that are not the right number of values from 1 to 6."""

    code = "invalid_dice"


class UnknownBox(IllegalMove):
    """A box name that does not exist on this sheet."""

    code = "unknown_box"


class BoxFilled(IllegalMove):
    """The box already holds a score."""

    code = "box_filled"


class BoxNotAllowed(IllegalMove):
    """The box is free, but a rule (forced order, forced joker) sends this roll elsewhere."""

    code = "box_not_allowed"


class NotAStrike(IllegalMove):
    """A strike enters 0 points; these dice would score in that box."""

    code = "not_a_strike"


class RollFirst(IllegalMove):
    """The turn has not started with a roll yet."""

    code = "roll_first"


class NoRollsLeft(IllegalMove):
    """Every roll of this turn is used."""

    code = "no_rolls_left"


class AllDiceHeld(IllegalMove):
    """A roll needs at least one die that is not held."""

    code = "all_dice_held"


class InvalidDie(IllegalMove):
    """A die index outside the dice in play."""

    code = "invalid_die"


class NotYourTurn(IllegalMove):
    """Another player is to move."""

    code = "not_your_turn"


class UnknownSeat(IllegalMove):
    """A seat number that is not at this table."""

    code = "unknown_seat"


class PlayerResigned(IllegalMove):
    """The player has resigned and takes no further part."""

    code = "resigned"


class GameOver(IllegalMove):
    """The game has ended; no action is possible."""

    code = "game_over"
