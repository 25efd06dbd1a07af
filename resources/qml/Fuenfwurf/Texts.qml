pragma Singleton
import QtQuick

// Every text that depends on a code from the view-models, translated here in one place.
QtObject {
    // Numbers in the format of the language shown (Qt.uiLanguage follows the language switch).
    function number(value: real, decimals: int): string {
        return Number(value).toLocaleString(Qt.locale(Qt.uiLanguage || "en"), "f", decimals)
    }

    function signed(value: real, decimals: int): string {
        return (value > 0 ? "+" : value < 0 ? "−" : "") + number(Math.abs(value), decimals)
    }

    function boxName(name: string): string {
        switch (name) {
        case "ones": return qsTranslate("Boxes", "Ones")
        case "twos": return qsTranslate("Boxes", "Twos")
        case "threes": return qsTranslate("Boxes", "Threes")
        case "fours": return qsTranslate("Boxes", "Fours")
        case "fives": return qsTranslate("Boxes", "Fives")
        case "sixes": return qsTranslate("Boxes", "Sixes")
        case "three_of_a_kind": return qsTranslate("Boxes", "Three of a kind")
        case "four_of_a_kind": return qsTranslate("Boxes", "Four of a kind")
        case "five_of_a_kind": return qsTranslate("Boxes", "Five of a kind")
        case "six_of_a_kind": return qsTranslate("Boxes", "Six of a kind")
        case "full_house": return qsTranslate("Boxes", "Full house")
        case "small_straight": return qsTranslate("Boxes", "Small straight")
        case "large_straight": return qsTranslate("Boxes", "Large straight")
        case "full_straight": return qsTranslate("Boxes", "Full straight")
        case "chance": return qsTranslate("Boxes", "Chance")
        case "one_pair": return qsTranslate("Boxes", "One pair")
        case "two_pairs": return qsTranslate("Boxes", "Two pairs")
        case "three_pairs": return qsTranslate("Boxes", "Three pairs")
        case "castle": return qsTranslate("Boxes", "Castle")
        case "tower": return qsTranslate("Boxes", "Tower")
        case "upper_sum": return qsTranslate("Boxes", "Upper total")
        case "bonus": return qsTranslate("Boxes", "Bonus")
        case "extra": return qsTranslate("Boxes", "Extra bonus")
        case "columns": return qsTranslate("Boxes", "Column totals")
        case "total": return qsTranslate("Boxes", "Total")
        }
        return name
    }

    // A box key as the player reads it: "Chance" or, in Triple, "Chance ×2".
    function boxKey(key: string): string {
        const parts = key.split("@")
        return parts.length > 1 ? boxName(parts[0]) + " ×" + parts[1] : boxName(parts[0])
    }

    function presetName(preset: string): string {
        switch (preset) {
        case "bonanza": return qsTranslate("Presets", "Bonanza")
        case "official": return qsTranslate("Presets", "Official")
        case "standard": return qsTranslate("Presets", "Standard")
        case "free-joker": return qsTranslate("Presets", "Free joker")
        case "fuenfwurf": return qsTranslate("Presets", "Fünfwurf")
        case "yatzy": return qsTranslate("Presets", "Yatzy")
        case "maxi": return qsTranslate("Presets", "Maxi")
        }
        return preset
    }

    function presetLine(preset: string): string {
        switch (preset) {
        case "bonanza":
            return qsTranslate("Presets", "Five dice, 13 boxes. A repeated five of a kind is a forced joker and earns 50.")
        case "official":
            return qsTranslate("Presets", "The classic rules: forced joker, 100 for every repeated five of a kind.")
        case "standard":
            return qsTranslate("Presets", "No joker: a repeated five of a kind scores only where the dice fit.")
        case "free-joker":
            return qsTranslate("Presets", "A repeated five of a kind may go anywhere; full value once its upper box is filled.")
        case "fuenfwurf":
            return qsTranslate("Presets", "House rules: a repeated five of a kind counts in full anywhere while the 50 stands.")
        case "yatzy":
            return qsTranslate("Presets", "Nordic sheet with pairs, 15 boxes; sets count only their matching dice.")
        case "maxi":
            return qsTranslate("Presets", "Six dice, 20 boxes, and rolls you do not use are saved for later turns.")
        }
        return ""
    }

    // "Official · Triple · in order"
    function rulesetName(preset: string, triple: bool, forcedOrder: bool): string {
        let text = presetName(preset)
        if (triple)
            text += " · " + qsTranslate("Presets", "Triple")
        if (forcedOrder)
            text += " · " + qsTranslate("Presets", "in order")
        return text
    }

    function rulesetKey(key: string): string {
        const parts = key.split("+")
        return rulesetName(parts[0], parts.indexOf("triple") > 0, parts.indexOf("forced_order") > 0)
    }

    function levelName(level: string): string {
        switch (level) {
        case "easy": return qsTranslate("Seats", "easy")
        case "medium": return qsTranslate("Seats", "medium")
        case "hard": return qsTranslate("Seats", "hard")
        }
        return level
    }

    function seatKind(kind: string): string {
        switch (kind) {
        case "you": return qsTranslate("Seats", "You")
        case "person": return qsTranslate("Seats", "Another person")
        case "computer": return qsTranslate("Seats", "Computer")
        }
        return kind
    }

    function paceName(pace: string): string {
        switch (pace) {
        case "slow": return qsTranslate("Settings", "Slow")
        case "normal": return qsTranslate("Settings", "Normal")
        case "fast": return qsTranslate("Settings", "Fast")
        }
        return pace
    }

    // Why an action was refused: the engine's and the session's codes.
    function refusal(code: string): string {
        switch (code) {
        case "": return ""
        case "roll_first": return qsTranslate("Refusals", "Roll first.")
        case "no_rolls_left": return qsTranslate("Refusals", "No rolls left: pick a box.")
        case "all_dice_held": return qsTranslate("Refusals", "All dice are kept: release one to roll.")
        case "box_filled": return qsTranslate("Refusals", "That box is already filled.")
        case "box_not_allowed": return qsTranslate("Refusals", "The rules send this roll to another box.")
        case "not_a_strike": return qsTranslate("Refusals", "These dice score there: enter them instead.")
        case "unknown_box": return qsTranslate("Refusals", "There is no such box on this sheet.")
        case "invalid_die": return qsTranslate("Refusals", "There is no such die.")
        case "not_your_turn": return qsTranslate("Refusals", "It is not your turn.")
        case "not_your_seat": return qsTranslate("Refusals", "It is not your turn.")
        case "busy": return qsTranslate("Refusals", "Please wait: the computer is playing.")
        case "resigned": return qsTranslate("Refusals", "This player has resigned.")
        case "game_over": return qsTranslate("Refusals", "The game is over.")
        case "nothing_to_undo": return qsTranslate("Refusals", "Nothing to undo: only the last entry before the next roll can be taken back.")
        case "no_chat": return qsTranslate("Refusals", "There is no chat in a game on this computer.")
        }
        return qsTranslate("Refusals", "That is not allowed now.")
    }

    // The status line for the table view-model's status code.
    function status(table: TableViewModel): string {
        const name = table.statusName
        switch (table.status) {
        case "over":
            return qsTranslate("Status", "The game is over.")
        case "computer":
            return qsTranslate("Status", "%1 is playing (%2)…").arg(name).arg(levelName(table.statusLevel))
        case "waiting":
            return qsTranslate("Status", "%1 is to move.").arg(name)
        case "confirm_enter":
            return qsTranslate("Status", "Enter %1 for %n point(s)? Click again or press Return.", "", table.statusPoints).arg(boxKey(table.statusBox))
        case "confirm_strike":
            return qsTranslate("Status", "Strike %1? It counts 0. Click again or press Return.").arg(boxKey(table.statusBox))
        case "roll":
            return name === ""
                ? qsTranslate("Status", "Roll the dice (Space).")
                : qsTranslate("Status", "%1, it is your turn: roll the dice (Space).").arg(name)
        case "keep":
            return name === ""
                ? qsTranslate("Status", "Keep dice and roll again, or pick a box.")
                : qsTranslate("Status", "%1: keep dice and roll again, or pick a box.").arg(name)
        case "choose":
            return name === ""
                ? qsTranslate("Status", "No rolls left: pick a box.")
                : qsTranslate("Status", "%1: no rolls left, pick a box.").arg(name)
        }
        return ""
    }

    function notice(code: string, detail: string): string {
        switch (code) {
        case "recovered":
            return qsTranslate("Notices", "Your data file could not be read. It was kept as %1 and a fresh one was started.").arg(detail)
        case "save_failed":
            return qsTranslate("Notices", "Saving failed (%1). The game goes on.").arg(detail)
        case "resume_failed":
            return qsTranslate("Notices", "The unfinished game could not be restored and was set aside.")
        case "computer_failed":
            return qsTranslate("Notices", "A computer player ran into a problem and stopped.")
        case "no_data_file":
            return qsTranslate("Notices", "No data file could be opened: nothing is saved this time.")
        }
        return ""
    }

    function dieName(value: int): string {
        switch (value) {
        case 1: return qsTranslate("Dice", "one")
        case 2: return qsTranslate("Dice", "two")
        case 3: return qsTranslate("Dice", "three")
        case 4: return qsTranslate("Dice", "four")
        case 5: return qsTranslate("Dice", "five")
        case 6: return qsTranslate("Dice", "six")
        }
        return qsTranslate("Dice", "not rolled")
    }
}
