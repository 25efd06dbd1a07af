"""The texts of the codes the view-models hand on: box names, die names and why an action was
refused, in the language shown. One catalogue for Python (the table's announcements) and QML
(``Catalogue``, read through ``Texts.qml``), so each text is written and translated once.

Every text is built when it is asked for, with ``QCoreApplication.translate`` (so in the
language shown then); QML passes ``Qt.uiLanguage`` along so that its bindings follow a switch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401 (@QmlElement reads them)

if TYPE_CHECKING:  # (the start screen's first frame does without the labels' dataclasses)
    from .labels import BoxLabel


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` under the name lupdate looks for (with its arguments)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def box_name(name: str) -> str:
    match name:
        case "ones":
            return translate("Boxes", "Ones")
        case "twos":
            return translate("Boxes", "Twos")
        case "threes":
            return translate("Boxes", "Threes")
        case "fours":
            return translate("Boxes", "Fours")
        case "fives":
            return translate("Boxes", "Fives")
        case "sixes":
            return translate("Boxes", "Sixes")
        case "three_of_a_kind":
            return translate("Boxes", "Three of a kind")
        case "four_of_a_kind":
            return translate("Boxes", "Four of a kind")
        case "five_of_a_kind":
            return translate("Boxes", "Five of a kind")
        case "six_of_a_kind":
            return translate("Boxes", "Six of a kind")
        case "full_house":
            return translate("Boxes", "Full house")
        case "small_straight":
            return translate("Boxes", "Small straight")
        case "large_straight":
            return translate("Boxes", "Large straight")
        case "full_straight":
            return translate("Boxes", "Full straight")
        case "chance":
            return translate("Boxes", "Chance")
        case "one_pair":
            return translate("Boxes", "One pair")
        case "two_pairs":
            return translate("Boxes", "Two pairs")
        case "three_pairs":
            return translate("Boxes", "Three pairs")
        case "castle":
            return translate("Boxes", "Castle")
        case "tower":
            return translate("Boxes", "Tower")
        case "upper_sum":
            return translate("Boxes", "Upper total")
        case "bonus":
            return translate("Boxes", "Bonus")
        case "extra":
            return translate("Boxes", "Extra bonus")
        case "columns":
            return translate("Boxes", "Column totals")
        case "total":
            return translate("Boxes", "Total")
    return name


def label_text(label: BoxLabel) -> str:
    """ "Chance", or on a Triple sheet "Chance ×2"."""
    return f"{box_name(label.name)} ×{label.column}" if label.column else box_name(label.name)


def die_name(value: int) -> str:
    match value:
        case 1:
            return translate("Dice", "one")
        case 2:
            return translate("Dice", "two")
        case 3:
            return translate("Dice", "three")
        case 4:
            return translate("Dice", "four")
        case 5:
            return translate("Dice", "five")
        case 6:
            return translate("Dice", "six")
    return translate("Dice", "not rolled")


REFUSAL_CODES = frozenset(
    {
        "roll_first",
        "no_rolls_left",
        "all_dice_held",
        "box_filled",
        "box_not_allowed",
        "not_a_strike",
        "unknown_box",
        "invalid_die",
        "not_your_turn",
        "not_your_seat",
        "watching",
        "busy",
        "resigned",
        "game_over",
        "nothing_to_undo",
        "no_chat",
        "waiting_for_server",
    }
)
"""The codes ``refusal_text`` has a text of its own for (the engine's and the sessions')."""


def refusal_text(code: str) -> str:
    """Why an action was refused (the engine's and the sessions' codes)."""
    match code:
        case "roll_first":
            return translate("Refusals", "Roll first.")
        case "no_rolls_left":
            return translate("Refusals", "No rolls left: pick a box.")
        case "all_dice_held":
            return translate("Refusals", "All dice are kept: release one to roll.")
        case "box_filled":
            return translate("Refusals", "That box is already filled.")
        case "box_not_allowed":
            return translate("Refusals", "The rules send this roll to another box.")
        case "not_a_strike":
            return translate("Refusals", "These dice score there: enter them instead.")
        case "unknown_box":
            return translate("Refusals", "There is no such box on this sheet.")
        case "invalid_die":
            return translate("Refusals", "There is no such die.")
        case "not_your_turn" | "not_your_seat":
            return translate("Refusals", "It is not your turn.")
        case "watching":
            return translate("Refusals", "You are watching: only the players move here.")
        case "busy":
            return translate("Refusals", "Please wait: the computer is playing.")
        case "resigned":
            return translate("Refusals", "This player has resigned.")
        case "game_over":
            return translate("Refusals", "The game is over.")
        case "nothing_to_undo":
            return translate(
                "Refusals",
                "Nothing to undo: your last entry can be taken back until your next roll.",
            )
        case "no_chat":
            return translate("Refusals", "There is no chat in a game on this computer.")
        case "waiting_for_server":
            return translate("Refusals", "One moment: the server has not answered yet.")
    return translate("Errors", "Something went wrong.")


@QmlElement
@QmlSingleton
class Catalogue(QObject):
    """The catalogue for QML. ``language`` is not used: reading ``Qt.uiLanguage`` for it makes a
    binding ask again when the language changes."""

    @Slot(str, result=bool)
    def isRefusal(self, code: str) -> bool:
        return code in REFUSAL_CODES

    @Slot(str, str, result=str)
    def refusal(self, code: str, language: str) -> str:
        return refusal_text(code)

    @Slot(str, str, result=str)
    def boxName(self, name: str, language: str) -> str:
        return box_name(name)

    @Slot(int, str, result=str)
    def dieName(self, value: int, language: str) -> str:
        return die_name(value)
