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

    // The texts of codes come from the app's one catalogue (app/ui/common/texts.py), shared with
    // the table's announcements; Qt.uiLanguage is passed so that a binding follows a switch.
    function boxName(name: string): string {
        return Catalogue.boxName(name, Qt.uiLanguage)
    }

    // A box as the player reads it: "Chance" or, in Triple, "Chance ×2" (column 0: one column).
    function boxLabel(name: string, column: int): string {
        return column > 0 ? boxName(name) + " ×" + column : boxName(name)
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

    // One entry as the table tells it: "Computer 2: 25 in Full house · bonus +35".
    function recapLine(line: var): string {
        const entry = line.entry
        const box = boxLabel(entry.label.name, entry.label.column)
        const parts = [entry.struck ? qsTranslate("Table", "%1: %2 struck").arg(line.name).arg(box)
                                    : qsTranslate("Table", "%1: %n in %2", "", entry.points).arg(line.name).arg(box)]
        if (entry.joker)
            parts.push(qsTranslate("Table", "joker"))
        if (entry.bonus > 0)
            parts.push(qsTranslate("Table", "bonus +%1").arg(number(entry.bonus, 0)))
        if (entry.extra > 0)
            parts.push(qsTranslate("Table", "extra bonus +%1").arg(number(entry.extra, 0)))
        if (entry.timedOut)
            parts.push(qsTranslate("Table", "time ran out"))
        return parts.join(" · ")
    }

    // What a moment at the table was about, under its title.
    function momentLine(moment: var): string {
        switch (moment.kind) {
        case "all_alike":
            return qsTranslate("Table", "%1: %n in %2", "", moment.points).arg(moment.name).arg(boxLabel(moment.label.name, moment.label.column))
        case "upper_bonus":
        case "extra_bonus":
            return qsTranslate("Moments", "%1 · +%2").arg(moment.name).arg(number(moment.points, 0))
        case "game_over":
            return moment.winner === ""
                ? qsTranslate("Moments", "%n point(s)", "", moment.total)
                : qsTranslate("Moments", "First place: %1 · %n point(s)", "", moment.total).arg(moment.winner)
        }
        return ""
    }

    // A refusal that says where the dice may go instead (forced order, a forced joker).
    function refusalWithBoxes(code: string, boxes: var): string {
        const names = boxes.map(box => boxLabel(box.name, box.column)).join(", ")
        if (names !== "" && code === "box_out_of_order")
            return qsTranslate("Refusals", "Boxes are filled in order. Next: %1.").arg(names)
        if (names !== "" && code === "box_not_allowed")
            return qsTranslate("Refusals", "The rules send this roll elsewhere: %1.").arg(names)
        return refusal(code)
    }

    // Why an action was refused: the engine's and the session's codes.
    function refusal(code: string): string {
        if (code === "")
            return ""
        return Catalogue.isRefusal(code) ? Catalogue.refusal(code, Qt.uiLanguage) : error(code)
    }

    // What went wrong, for every error code of the table server and of the online client.
    // A countdown as minutes and seconds: 2:05.
    function clockText(seconds: int): string {
        const s = Math.max(0, seconds)
        return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0")
    }

    function error(code: string): string {
        switch (code) {
        case "": return ""
        // the message itself: a fault of this app or of a very unusual connection
        case "malformed": return qsTranslate("Errors", "The server could not read a message from this app. Please update Fünfwurf.")
        case "too_large": return qsTranslate("Errors", "A message from this app was too long for the server.")
        case "unknown_type": return qsTranslate("Errors", "The server does not know a request of this app. Please update Fünfwurf.")
        case "unsupported_version": return qsTranslate("Errors", "This server speaks another version of the table protocol. Please update Fünfwurf.")
        case "rate_limited": return qsTranslate("Errors", "Too many requests in a short time. Wait a moment and try again.")
        // identity
        case "hello_first": return qsTranslate("Errors", "The connection was not set up properly. Connect again.")
        case "already_greeted": return qsTranslate("Errors", "The connection was set up twice. Connect again.")
        case "bad_token": return qsTranslate("Errors", "The server does not know this computer's player any more.")
        case "name_required": return qsTranslate("Errors", "Choose a name before playing online.")
        case "invalid_name": return qsTranslate("Errors", "A name needs 1 to %1 visible letters, digits or signs on one line, with single spaces and at most %2 accents on a letter.").arg(Limits.nameLength).arg(Limits.marksPerLetter)
        case "name_reserved": return qsTranslate("Errors", "This name is kept for the game's own messages (like System, Server, Admin or Fünfwurf), or it has a # (the game's mark beside names that look alike). Please choose another one.")
        // tables
        case "invalid_options": return qsTranslate("Errors", "The server does not offer a table with these options.")
        case "table_not_found": return qsTranslate("Errors", "There is no open table with this code. Check the code; a table closes when everyone has left it.")
        case "table_full": return qsTranslate("Errors", "Every seat at this table is taken.")
        case "game_started": return qsTranslate("Errors", "The game at this table has already started.")
        case "already_seated": return qsTranslate("Errors", "You already sit at another table. Leave it first.")
        case "not_at_table": return qsTranslate("Errors", "You are not at a table.")
        case "not_seated": return qsTranslate("Errors", "Only players with a seat at the table can do that.")
        case "watchers_full": return qsTranslate("Errors", "Too many people are watching this table.")
        case "game_not_started": return qsTranslate("Errors", "The game starts when every seat is taken.")
        case "stale": return qsTranslate("Errors", "Too late: the table had moved on (perhaps the clock ran out). This is the current state.")
        case "chat_invalid": return qsTranslate("Errors", "A chat line needs 1 to %1 characters on one line, some of them visible, with at most %2 accents on a letter.").arg(Limits.chatLength).arg(Limits.marksPerLetter)
        case "no_rematch": return qsTranslate("Errors", "A rematch is not possible here any more.")
        case "invitations_off": return qsTranslate("Errors", "This player does not take invitations.")
        case "not_online": return qsTranslate("Errors", "This player is not online right now.")
        // the server
        case "storage_failed": return qsTranslate("Errors", "The server could not save that, so it did not happen. Please try again.")
        case "shutting_down": return qsTranslate("Errors", "The server is shutting down. The game is saved; it goes on when the server is back.")
        case "unavailable": return qsTranslate("Errors", "The server cannot do that right now. Please try again in a moment.")
        case "already_played": return qsTranslate("Errors", "You have had your go at today's challenge. A new one comes at midnight (UTC).")
        case "day_over": return qsTranslate("Errors", "The day of this challenge is over. Today's challenge is waiting.")
        case "too_new": return qsTranslate("Errors", "This identity is new today: practise today's challenge, and play it for the board from tomorrow (UTC).")
        case "not_watchable": return qsTranslate("Errors", "A daily challenge cannot be watched: its dice are the same for everyone.")
        case "internal": return qsTranslate("Errors", "The server ran into a problem; nothing was changed. Please try again.")
        // the rules engine
        case "illegal_move": return qsTranslate("Errors", "That move is not allowed.")
        case "invalid_dice": return qsTranslate("Errors", "These dice cannot follow the last roll.")
        case "unknown_seat": return qsTranslate("Errors", "There is no such seat at this table.")
        // this app
        case "offline": return qsTranslate("Errors", "Not connected to the table server.")
        case "unreachable": return qsTranslate("Errors", "The table server cannot be reached.")
        case "not_found": return qsTranslate("Errors", "The server does not know this player.")
        case "server_error": return qsTranslate("Errors", "The server could not answer just now.")
        case "bad_answer": return qsTranslate("Errors", "The server's answer could not be read.")
        case "bad_code": return qsTranslate("Errors", "That is not a table code: eight letters and digits, like K7QM-R2XH.")
        case "bad_link": return qsTranslate("Errors", "That invitation link cannot be read. It looks like fuenfwurf://join/K7QM-R2XH.")
        case "bad_server": return qsTranslate("Errors", "The invitation names a server address that cannot be used.")
        case "broken_table": return qsTranslate("Errors", "The state of this table cannot be followed. Leave it and join again.")
        }
        return Catalogue.refusal(code, Qt.uiLanguage)  // the engine's refusals, as at the table; else "Something went wrong."
    }

    // The connection to the table server, in a few words (the header and the lobby).
    function connectionStatus(status: string, retryIn: int): string {
        switch (status) {
        case "online": return qsTranslate("Online", "Online")
        case "connecting": return qsTranslate("Online", "Connecting…")
        case "reconnecting": return qsTranslate("Online", "Reconnecting in %n s", "", retryIn)
        case "incompatible": return qsTranslate("Online", "Server incompatible")
        }
        return qsTranslate("Online", "Offline")
    }

    // Why the last connection ended or failed.
    function connectionReason(reason: string): string {
        switch (reason) {
        case "": return ""
        case "unreachable": return qsTranslate("Online", "The server does not answer. Is the address right, and is the server running?")
        case "no_answer": return qsTranslate("Online", "Nobody answers at this address: no table server runs there.")
        case "lost": return qsTranslate("Online", "The connection was lost.")
        case "busy": return qsTranslate("Online", "The server is busy right now.")
        case "no_welcome": return qsTranslate("Online", "The server did not answer in time.")
        case "shutdown": return qsTranslate("Online", "The server is restarting. Games are saved and go on when it is back.")
        case "replaced": return qsTranslate("Online", "You connected from another window or computer, so this one went offline.")
        case "flooding": return qsTranslate("Online", "The server closed the connection: too many messages.")
        case "no_hello": return qsTranslate("Online", "The server closed the connection: it waited too long for this app.")
        case "too_slow": return qsTranslate("Online", "The server closed the connection: this computer did not keep up.")
        case "moving": return qsTranslate("Online", "The server handed your table to another server. Connecting again…")
        case "not_a_table_server": return qsTranslate("Online", "There is no Fünfwurf table server at this address.")
        case "internal": return qsTranslate("Online", "The connection ran into a problem in this app.")
        }
        return error(reason)
    }

    function milestoneName(code: string): string {
        switch (code) {
        case "first_game": return qsTranslate("Milestones", "First game")
        case "first_win": return qsTranslate("Milestones", "First win")
        case "three_opponents": return qsTranslate("Milestones", "Three opponents")
        case "five_wins": return qsTranslate("Milestones", "Five wins")
        case "twenty_five_wins": return qsTranslate("Milestones", "Twenty-five wins")
        }
        return code
    }

    function milestoneDetail(code: string): string {
        switch (code) {
        case "first_game": return qsTranslate("Milestones", "Play a game to the end against other people.")
        case "first_win": return qsTranslate("Milestones", "Win a game against other people.")
        case "three_opponents": return qsTranslate("Milestones", "Play against three different people.")
        case "five_wins": return qsTranslate("Milestones", "Win five games against other people.")
        case "twenty_five_wins": return qsTranslate("Milestones", "Win twenty-five games against other people.")
        }
        return ""
    }

    // What became of the player's own invitation (TogetherViewModel.inviteStatus).
    function inviteStatus(status: string, name: string): string {
        switch (status) {
        case "waiting": return qsTranslate("Lobby", "Opening a table for %1…").arg(name)
        case "sent": return qsTranslate("Lobby", "Invitation sent to %1. The table waits for them.").arg(name)
        case "copied": return qsTranslate("Lobby", "%1 is not online: the invitation is copied, send it to them.").arg(name)
        case "off": return qsTranslate("Lobby", "%1 does not take invitations.").arg(name)
        case "limited": return qsTranslate("Lobby", "You sent many invitations just now. Try again in a minute.")
        case "failed": return qsTranslate("Lobby", "The invitation could not be sent.")
        }
        return ""
    }

    // How the last game with someone went, from the player's side (RecentRow.outcome).
    function recentOutcome(code: string, name: string): string {
        switch (code) {
        case "you_won": return qsTranslate("Lobby", "you won")
        case "they_won": return qsTranslate("Lobby", "%1 won").arg(name)
        case "drawn": return qsTranslate("Lobby", "a draw")
        case "you_shared": return qsTranslate("Lobby", "you shared first place")
        case "they_shared": return qsTranslate("Lobby", "%1 shared first place").arg(name)
        case "other_won": return qsTranslate("Lobby", "another player won")
        case "you_second": return qsTranslate("Lobby", "you came second")
        case "you_lost": return qsTranslate("Lobby", "you did not win")
        }
        return ""
    }

    function placingName(code: string): string {
        switch (code) {
        case "win": return qsTranslate("Results", "winner")
        case "draw": return qsTranslate("Results", "shared first place")
        case "second": return qsTranslate("Results", "second place")
        case "took_part": return qsTranslate("Results", "took part")
        }
        return ""
    }

    // "★ 3": a player's level, for names in lists.
    function level(value: int): string {
        return value > 0 ? "★ " + value : ""
    }

    // The status line for the table view-model's status code.
    // (a TableViewModel: typed as a QtObject, since this singleton is compiled with the start
    // screen, before the table's Python type is loaded; see Main.qml)
    function status(table: QtObject): string {
        const name = table.statusName
        switch (table.status) {
        case "over":
            return qsTranslate("Status", "The game is over.")
        case "aborted":
            //: Online: someone left before every player had taken a turn.
            return qsTranslate("Status", "The game was aborted and counts for nobody.")
        case "computer":
            return qsTranslate("Status", "%1 is playing (%2)…").arg(name).arg(levelName(table.statusLevel))
        case "waiting":
            return qsTranslate("Status", "%1 is to move.").arg(name)
        case "confirm_enter":
            return qsTranslate("Status", "Enter %1 for %n point(s)? Click again or press Return.", "", table.statusPoints).arg(boxLabel(table.statusLabel.name, table.statusLabel.column))
        case "confirm_strike":
            return qsTranslate("Status", "Strike %1? It counts 0. Click again or press Return.").arg(boxLabel(table.statusLabel.name, table.statusLabel.column))
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

    // What the app's own check of a game's dice found (app.net.checking.DiceCheck).
    function diceCheck(code: string): string {
        switch (code) {
        case "verified": return qsTranslate("Dice", "Dice verified")
        case "verified_without_yours": return qsTranslate("Dice", "Dice verified (your own seed came too late to count)")
        case "pending": return qsTranslate("Dice", "The dice can be checked once the day is over and the seed is revealed")
        case "none": return qsTranslate("Dice", "No published dice to check")
        case "unknown_version": return qsTranslate("Dice", "Warning: these dice were made in a way this version cannot check")
        case "wrong_seed": return qsTranslate("Dice", "Warning: the revealed seed is not the one the server committed to")
        case "wrong_roll": return qsTranslate("Dice", "Warning: a roll does not match the seeds. These dice cannot be trusted")
        case "broken_log": return qsTranslate("Dice", "Warning: the game's record cannot be replayed")
        case "commit_changed": return qsTranslate("Dice", "Warning: the server's commitment changed during the game")
        case "seed_replaced": return qsTranslate("Dice", "Warning: the server listed another seed for you than the one you gave")
        case "unreadable": return qsTranslate("Dice", "Warning: the published seeds cannot be read")
        }
        return ""
    }

    function diceCheckDetail(code: string): string {
        switch (code) {
        case "verified":
        case "verified_without_yours":
            return qsTranslate("Dice", "This app checked the server's seed against the commitment it showed before the first roll, then every roll of the game.")
        case "pending":
            return qsTranslate("Dice", "Everyone gets the same dice today, so the day's seed stays secret until midnight (UTC).")
        }
        return ""
    }

    function notice(code: string, detail: string): string {
        switch (code) {
        case "daily_void":
            return qsTranslate("Notices", "The day ended before your daily challenge did, so that attempt does not count.")
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
        case "identity_reset":
            return qsTranslate("Notices", "The table server did not know this computer's player any more, so you start there as a new player.")
        case "identity_unsaved":
            return qsTranslate("Notices", "Your online identity could not be saved on this computer. You can play, but next time you start as a new player.")
        case "replaced":
            return qsTranslate("Notices", "You are playing online from another window or computer now; this one went offline.")
        case "bad_link":
            return qsTranslate("Notices", "This invitation link cannot be read: %1").arg(detail)
        case "server_switched":
            return qsTranslate("Notices", "The invitation is for the table server %1; the settings now use it.").arg(detail)
        case "bad_game_file": {
            const parts = detail.split("|")
            return qsTranslate("Notices", "%1 is not a game that can be opened: %2. Nothing was changed.")
                   .arg(parts.slice(2).join("|")).arg(gameFileProblem(parts[0], Number(parts[1])))
        }
        case "journal_failed":
            return qsTranslate("Notices", "The online game could not be fetched: %1.").arg(fetchProblem(detail))
        case "export_failed":
            return qsTranslate("Notices", "The game could not be exported (%1).").arg(detail)
        case "game_unreadable":
            return qsTranslate("Notices", "This game of your history cannot be replayed (%1).").arg(detail)
        }
        return ""
    }

    // What is wrong with a file that is not a game (a code of app.rules.GameFileError).
    function gameFileProblem(code: string, action: int): string {
        switch (code) {
        case "too_large": return qsTranslate("Notices", "the file is too large for a game")
        case "not_json": return qsTranslate("Notices", "it is not JSON text (empty, cut short or not UTF-8)")
        case "too_deep": return qsTranslate("Notices", "it is nested too deeply")
        case "not_a_game": return qsTranslate("Notices", "it has no players and actions")
        case "wrong_version": return qsTranslate("Notices", "it is written in another format version")
        case "bad_field": return qsTranslate("Notices", "it has an unknown field, or one of the wrong kind")
        case "bad_rules": return qsTranslate("Notices", "its rules are not known")
        case "bad_players": return qsTranslate("Notices", "its players are not 1 to 4 names")
        case "bad_seats": return qsTranslate("Notices", "its seats do not match its players")
        case "bad_action": return qsTranslate("Notices", "action %1 is not an action of the game").arg(action)
        case "impossible_action": return qsTranslate("Notices", "action %1 is not allowed by the rules where it stands").arg(action)
        case "not_finished": return qsTranslate("Notices", "the game in it is not finished")
        }
        return qsTranslate("Notices", "it cannot be read")
    }

    // Why fetching from the server's HTTP side failed (a code of FetchError).
    function fetchProblem(code: string): string {
        switch (code) {
        case "offline":
        case "unreachable": return qsTranslate("Notices", "the server cannot be reached")
        case "bad_token": return qsTranslate("Notices", "this computer has no identity on that server")
        case "not_found": return qsTranslate("Notices", "the server does not know that table")
        case "not_finished": return qsTranslate("Notices", "the game is still being played")
        case "rate_limited": return qsTranslate("Notices", "too many requests; try again in a moment")
        }
        return qsTranslate("Notices", "the server answered with an error")
    }

    function dieName(value: int): string {
        return Catalogue.dieName(value, Qt.uiLanguage)
    }
}
