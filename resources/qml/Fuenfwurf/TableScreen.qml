pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The table: status line with the latest entries, tray and ledge, the roll button and hints on
// the left; the score sheet on the right. Online, the turn clock sits beside the status line and
// the chat beside the hints. Every action has a key. Focus is real: Tab goes through the dice,
// the buttons, the log and the sheet, and what has the focus is what a screen reader reads; the
// keys the focused control does not use (Space, 1-6, the arrows, the reading keys) act for the
// whole table. Everything the table says is announced and written to the log.
FocusScope {
    id: screen

    // When the focused control goes away (Roll while the dice fly), the table itself has the
    // focus: a screen reader then names it instead of an empty pane.
    Accessible.role: Accessible.Pane
    Accessible.name: qsTranslate("Table", "Table: F1 lists the keys")

    required property TableViewModel table
    required property SettingsViewModel settings
    required property OnlineTableViewModel online

    property bool keyboardMode: false
    // A held key repeats. Some systems mark the repeats, others send each as a release and a
    // press at once: a key counts as let go only when no press follows its release at once.
    property int heldKey: 0
    Timer {
        id: letGo
        interval: 30
        onTriggered: screen.heldKey = 0
    }
    Keys.onReleased: function(event) {
        if (event.key === screen.heldKey)
            letGo.restart()
    }
    function repeated(event: var): bool {
        const again = event.isAutoRepeat || (event.key === screen.heldKey && letGo.running)
        letGo.stop()
        screen.heldKey = event.key
        return again
    }

    // The table speaks: every announcement of the view-model goes to the screen reader
    // through the window's voice (SpokenLines in Main.qml, which outlives this screen).

    function focusSheetAfterRolls() {
        if (screen.table.hasDice && screen.table.rollsLeft === 0 && !screen.table.over
                && screen.activeFocus && !scoreSheet.activeFocus)
            scoreSheet.forceActiveFocus(Qt.TabFocusReason)
    }

    Keys.onPressed: function(event) { screen.tableKey(event) }
    function holds(child: Item): bool {
        for (let node = child; node; node = node.parent)
            if (node === screen)
                return true
        return false
    }

    function tableKey(event: var) {
        const ctrl = event.modifiers & Qt.ControlModifier
        if (chat.typing)
            return  // keys typed into the chat stay there
        screen.keyboardMode = true
        if (event.key === Qt.Key_F1) {
            keyHelp.returnTo = screen.Window.activeFocusItem  // where the keys go back to
            keyHelp.open()
            event.accepted = true
            return
        }
        if (screen.repeated(event) && (event.key === Qt.Key_Space || event.key === Qt.Key_Return
                                   || event.key === Qt.Key_Enter
                                   || (event.key >= Qt.Key_1 && event.key <= Qt.Key_6))) {
            event.accepted = true  // a held key acts once: it must not spend the next roll
            return
        }
        if (screen.online.canWrite && screen.table.online && event.key === Qt.Key_C && !ctrl) {
            chat.focusField()
        } else if (ctrl && event.key === Qt.Key_Z) {
            screen.table.undo()
        } else if (event.key === Qt.Key_Space) {
            screen.table.roll()
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6 && !ctrl) {
            screen.table.toggleDie(event.key - Qt.Key_1)
        } else if (event.key === Qt.Key_Up || event.key === Qt.Key_Down
                   || event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            // the arrows move through the sheet, and the focus goes with them
            const moves = {}
            moves[Qt.Key_Up] = "up"; moves[Qt.Key_Down] = "down"
            moves[Qt.Key_Left] = "left"; moves[Qt.Key_Right] = "right"
            screen.table.moveCursor(moves[event.key])
            scoreSheet.forceActiveFocus(Qt.TabFocusReason)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            screen.table.confirm()
        } else if (event.key === Qt.Key_Escape) {
            screen.table.cancel()
        } else if (event.key === Qt.Key_H && !ctrl) {
            screen.table.toggleHints()
        } else if (event.key === Qt.Key_S && !ctrl) {
            screen.table.readSheet()
        } else if (event.key === Qt.Key_A && !ctrl) {
            screen.table.readScores()
        } else if (event.key === Qt.Key_D && !ctrl) {
            screen.table.readDice()
        } else if (event.key === Qt.Key_I && !ctrl) {
            screen.table.readHints()
        } else if (event.key === Qt.Key_W && !ctrl) {
            screen.table.readWinChances()
        } else if (event.key === Qt.Key_R && !ctrl) {
            screen.table.repeatLast()
        } else {
            return
        }
        event.accepted = true
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        // --- left: status, dice, roll, hints -----------------------------------------------------------
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 560
            // what is in it wraps (status, buttons), so large text never pushes it under the sheet
            Layout.minimumWidth: 320
            Layout.maximumWidth: 10000
            spacing: 10

            // a challenge: the day's ranked one (online) or its practice (offline), without hints
            Rectangle {
                objectName: "challengeBanner"
                visible: screen.table.challenge !== ""
                Layout.fillWidth: true
                Layout.preferredHeight: challengeText.implicitHeight + 12
                radius: Theme.radius
                color: screen.table.challenge === "daily" ? "#5a3d12" : "#3b3326"
                border.color: Theme.brass
                Text {
                    id: challengeText
                    anchors.fill: parent
                    anchors.margins: 6
                    anchors.leftMargin: 12
                    wrapMode: Text.WordWrap
                    color: Theme.cream
                    font.pixelSize: Theme.fs(14)
                    text: screen.table.challenge === "daily"
                          ? qsTranslate("Daily", "Daily challenge: the same dice for everyone today, one attempt, no hints.")
                          : qsTranslate("Daily", "Practice: today's public dice, no hints, not ranked.")
                }
            }

            // watching a game: without a seat, or after resigning; the keys only read here
            Rectangle {
                objectName: "watchingBanner"
                visible: screen.table.online && screen.online.watching !== "" && !screen.online.ended
                Layout.fillWidth: true
                Layout.preferredHeight: watchingText.implicitHeight + 12
                radius: Theme.radius
                color: "#27405a"
                border.color: "#7fa6c9"
                Accessible.role: Accessible.StaticText
                Accessible.name: watchingText.text
                Text {
                    id: watchingText
                    anchors.fill: parent
                    anchors.margins: 6
                    anchors.leftMargin: 12
                    wrapMode: Text.WordWrap
                    color: Theme.cream
                    font.pixelSize: Theme.fs(14)
                    font.bold: true
                    text: screen.online.watching === "resigned"
                          ? qsTranslate("Table", "Watching: you resigned, the others play on to the end.")
                          : qsTranslate("Table", "Watching table %1: you have no seat here, the players move.").arg(screen.online.spacedCode)
                }
            }

            // the status line and the latest entries (online: with the turn clock beside them)
            RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Rectangle {
                objectName: "statusCard"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(statusColumn.implicitHeight + 16, screen.table.online ? 56 : 0)
                radius: Theme.radius
                color: Theme.highContrast ? Theme.paper : "#f3e7c6"
                border.color: Theme.highContrast ? Theme.ink : Theme.brassDark
                border.width: Theme.highContrast ? 2 : 1
                Accessible.role: Accessible.StatusBar
                Accessible.name: statusText.text + " " + refusalText.text + " " + timeoutText.text + " " + awayText.text
                Column {
                    id: statusColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: 12
                    spacing: 2
                    // Two lines are kept for the prompt whatever it says, so that a prompt that
                    // wraps (German often does) moves nothing below it.
                    Text {
                        id: statusText
                        objectName: "statusText"
                        width: parent.width
                        height: 2 * statusMetrics.lineSpacing + 4
                        text: Texts.status(screen.table)
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(16)
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        // a prompt longer than two lines (large text) is set smaller, not cut
                        fontSizeMode: Text.Fit
                        minimumPixelSize: Theme.fs(12)
                        elide: Text.ElideRight
                        verticalAlignment: Text.AlignVCenter
                        FontMetrics {
                            id: statusMetrics
                            font: statusText.font
                        }
                    }
                    Text {
                        id: timeoutText
                        objectName: "timeoutText"
                        width: parent.width
                        visible: text !== ""
                        text: {
                            if (!screen.table.online || screen.online.timeoutBox === "")
                                return ""
                            const box = Texts.boxLabel(screen.online.timeoutLabel.name, screen.online.timeoutLabel.column)
                            const points = screen.online.timeoutPoints
                            if (screen.online.timeoutMine)
                                return points > 0
                                    ? qsTranslate("Table", "Your time ran out: %1 was entered for you (%n point(s)).", "", points).arg(box)
                                    : qsTranslate("Table", "Your time ran out: %1 was crossed out for you.").arg(box)
                            return points > 0
                                ? qsTranslate("Table", "%1's time ran out: %2 was entered (%n point(s)).", "", points).arg(screen.online.timeoutName).arg(box)
                                : qsTranslate("Table", "%1's time ran out: %2 was crossed out.").arg(screen.online.timeoutName).arg(box)
                        }
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        id: awayText
                        objectName: "awayText"
                        width: parent.width
                        visible: text !== ""
                        text: {
                            if (!screen.table.online || screen.online.awayName === "" || screen.online.ended)
                                return ""
                            const line = qsTranslate("Table", "%1 is away — %2 to come back").arg(screen.online.awayName)
                                         .arg(Texts.clockText(screen.online.awaySeconds))
                            return screen.online.awayMore > 0
                                ? line + " " + qsTranslate("Table", "(%n more away)", "", screen.online.awayMore)
                                : line
                        }
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(14)
                        font.bold: true
                        color: Theme.accent
                        wrapMode: Text.WordWrap
                    }
                    Recap {
                        width: parent.width
                        table: screen.table
                        reduceMotion: screen.settings.reduceMotion
                    }
                }

                // The connection is gone: said over the status line, in its place, so that
                // nothing below moves. Nobody here knows what the server does meanwhile.
                Rectangle {
                    objectName: "connectionLost"
                    anchors.fill: parent
                    visible: screen.table.online && !screen.online.connected && !screen.online.ended
                    radius: Theme.radius
                    color: Theme.highContrast ? "#000000" : "#7a2418"
                    border.color: Theme.highContrast ? Theme.focusLight : "transparent"
                    border.width: 2
                    Accessible.role: Accessible.AlertMessage
                    Accessible.ignored: !visible  // a hidden message is not read
                    Accessible.name: lostText.text
                    Text {
                        id: lostText
                        anchors.fill: parent
                        anchors.margins: 7
                        anchors.leftMargin: 12
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.WordWrap
                        elide: Text.ElideRight
                        color: "#ffe9e2"
                        font.pixelSize: Theme.fs(14)
                        text: qsTranslate("Table", "The connection to the server is lost. Reconnecting… Your seat waits for you.")
                    }
                }
            }
            TurnClock {
                objectName: "turnClock"
                visible: screen.table.online && screen.online.clockSeat >= 0
                online: screen.online
            }
            }

            DiceArea {
                id: diceArea
                objectName: "diceArea"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // as tall as its dice need (they follow the window, not the text size)
                Layout.minimumHeight: neededHeight
                table: screen.table
                reduceMotion: screen.settings.reduceMotion
                keyboardMode: screen.keyboardMode

                // why an action was refused: a slip over the tray, so nothing below moves
                Rectangle {
                    objectName: "refusalSlip"
                    visible: refusalText.text !== ""
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 14
                    z: 5
                    width: Math.min(parent.width - 40, refusalText.implicitWidth + 28)
                    height: refusalText.implicitHeight + 14
                    radius: 6
                    color: "#fbeee0"
                    border.color: Theme.accent
                    Accessible.role: Accessible.AlertMessage
                    Accessible.ignored: !visible  // a hidden message is not read
                    Accessible.name: refusalText.text
                    Text {
                        id: refusalText
                        anchors.fill: parent
                        anchors.margins: 7
                        anchors.leftMargin: 14
                        anchors.rightMargin: 14
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: Texts.refusalWithBoxes(screen.table.refusal, screen.table.refusalBoxes)
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(14)
                        color: Theme.accent
                    }
                }

                Celebration {
                    anchors.fill: parent
                    anchors.bottomMargin: parent.ledgeHeight + 10
                    z: 6
                    table: screen.table
                    reduceMotion: screen.settings.reduceMotion
                }
            }

            // roll button, rolls left, actions
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                BrassButton {
                    id: rollButton
                    objectName: "rollButton"
                    prominent: true
                    focus: true  // where the keyboard starts on the table
                    clickFocus: false
                    // Space rolls as everywhere on the table, held or not (the table's guard
                    // against a held key), rather than pressing the button itself
                    Keys.onSpacePressed: function(event) { screen.tableKey(event) }
                    text: qsTranslate("Table", "Roll")
                    // It keeps the focus while the dice fly (a press then is ignored); after the
                    // last roll the focus goes on to the sheet, where the next key is wanted.
                    // whether it has the focus, noted a moment later (else: a binding loop)
                    property bool hadFocus: false
                    onActiveFocusChanged: Qt.callLater(() => rollButton.hadFocus = rollButton.activeFocus)
                    enabled: screen.table.canRoll
                             || (hadFocus && screen.table.rolling && screen.table.rollsLeft > 0)
                    onEnabledChanged: if (!enabled && screen.table.canAct === false && screen.activeFocus && !scoreSheet.activeFocus)
                                          Qt.callLater(screen.focusSheetAfterRolls)
                    Layout.preferredWidth: Math.max(150, implicitWidth)
                    onClicked: screen.table.roll()
                    Accessible.description: qsTranslate("Table", "Space")
                }
                // as wide as its widest wording, so the buttons beside it never slide
                Column {
                    objectName: "rollsLeftColumn"
                    spacing: 4
                    Layout.preferredWidth: Math.ceil(Math.max(noRollsMeasure.advanceWidth, oneRollMeasure.advanceWidth,
                                                              rollsMeasure.advanceWidth,
                                                              Math.max(screen.table.rollsLeft, screen.table.rollsPerTurn) * 20)) + 2
                    TextMetrics {
                        id: noRollsMeasure
                        font.pixelSize: Theme.fs(13)
                        text: qsTranslate("Table", "no rolls left")
                    }
                    TextMetrics {
                        id: oneRollMeasure
                        font.pixelSize: Theme.fs(13)
                        text: qsTranslate("Table", "%n roll(s) left", "", 1)
                    }
                    TextMetrics {
                        id: rollsMeasure
                        font.pixelSize: Theme.fs(13)
                        text: qsTranslate("Table", "%n roll(s) left", "", Math.max(2, screen.table.rollsPerTurn, screen.table.rollsLeft))
                    }
                    Row {
                        spacing: 6
                        Repeater {
                            model: Math.max(screen.table.rollsLeft, screen.table.rollsPerTurn)
                            delegate: Rectangle {
                                required property int index
                                width: 14
                                height: 14
                                radius: 7
                                color: index < screen.table.rollsLeft ? (index >= screen.table.rollsPerTurn ? Theme.marker : Theme.brassLight) : "transparent"
                                border.color: Theme.brass
                                border.width: 2
                            }
                        }
                    }
                    Text {
                        objectName: "rollsLeft"
                        text: screen.table.rollsLeft === 0 ? qsTranslate("Table", "no rolls left")
                                                           : qsTranslate("Table", "%n roll(s) left", "", screen.table.rollsLeft)
                        color: Theme.cream
                        font.pixelSize: Theme.fs(13)
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                // the other actions; with large text they wrap to a second line
                Flow {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 0
                    Layout.preferredWidth: 0
                    spacing: 6
                    FlatButton {
                        clickFocus: false
                        visible: !screen.table.online
                        text: qsTranslate("Table", "Undo")
                        enabled: screen.table.undoAvailable && !screen.table.over
                        onClicked: screen.table.undo()
                        Accessible.description: qsTranslate("Table", "Ctrl+Z")
                    }
                    FlatButton {
                        id: hintsButton
                        objectName: "hintsButton"
                        clickFocus: false
                        visible: screen.table.challenge === ""
                        // as wide as the wider of its two wordings: Resign beside it stays put
                        width: Math.ceil(Math.max(hideMeasure.advanceWidth, showMeasure.advanceWidth)) + leftPadding + rightPadding + 2
                        TextMetrics {
                            id: hideMeasure
                            font: hintsButton.font
                            text: qsTranslate("Table", "Hide hints")
                        }
                        TextMetrics {
                            id: showMeasure
                            font: hintsButton.font
                            text: qsTranslate("Table", "Show hints")
                        }
                        text: screen.table.showHints ? qsTranslate("Table", "Hide hints") : qsTranslate("Table", "Show hints")
                        onClicked: screen.table.toggleHints()
                    }
                    FlatButton {
                        clickFocus: false
                        objectName: "resignButton"
                        text: screen.table.resignKind === "solo" ? qsTranslate("Table", "End game") : qsTranslate("Table", "Resign")
                        enabled: screen.table.canResign
                        onClicked: resignDialog.open()
                    }
                    FlatButton {
                        clickFocus: false
                        objectName: "leaveButton"
                        visible: screen.table.online
                        text: qsTranslate("Table", "Leave table")
                        onClicked: screen.table.over || !screen.online.seated ? screen.online.leave() : leaveDialog.open()
                    }
                }
            }

            WinChanceStrip {
                Layout.fillWidth: true
                winChances: screen.table.winChances
            }

            RowLayout {
                id: panels
                Layout.fillWidth: true
                Layout.preferredHeight: 168
                spacing: 10
                // Online, hints, chat and log need more room than a narrow window (1024 px) leaves:
                // there the log gives way (what it shows is still announced, and the latest
                // entries stand above the dice), so that the hints keep a readable width.
                // (by the screen's width: the panels' own width follows from what they hold)
                readonly property bool roomy: !screen.table.online || !screen.online.chatShown || screen.width >= 1250
                HintsPanel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumWidth: 240
                    table: screen.table
                }
                ChatPanel {
                    id: chat
                    objectName: "tableChat"
                    // a solo table (the daily challenge) has nobody to talk to
                    visible: screen.table.online && screen.online.chatShown
                    Layout.fillHeight: true
                    // room for a line to be read while it is written, beside its Send button
                    Layout.fillWidth: true
                    Layout.preferredWidth: 260
                    Layout.minimumWidth: 220
                    online: screen.online
                    onDone: screen.forceActiveFocus()
                }
                AnnouncementLog {
                    objectName: "announcementLog"
                    visible: panels.roomy
                    Layout.fillHeight: true
                    Layout.fillWidth: true
                    Layout.minimumWidth: 150
                    Layout.maximumWidth: screen.table.online ? 230 : 300
                    announcer: screen.table.announcer
                    holding: screen.table.rolling
                }
            }
        }

        // --- right: the score sheet -------------------------------------------------------------------
        ScoreSheet {
            id: scoreSheet
            objectName: "scoreSheet"
            Layout.fillHeight: true
            Layout.fillWidth: true
            Layout.preferredWidth: 520
            Layout.minimumWidth: 380
            table: screen.table
            reduceMotion: screen.settings.reduceMotion
        }
    }

    // While the chat has the keys, a press anywhere else on the table takes them back to the
    // table; the press itself goes on to whatever lies under it (a die, a box, a button).
    MouseArea {
        id: pressAway
        anchors.fill: parent
        z: 100
        enabled: chat.typing
        onPressed: function(mouse) {
            const inChat = chat.contains(chat.mapFromItem(pressAway, mouse.x, mouse.y))
            if (!inChat)
                chat.release()
            mouse.accepted = false
        }
    }

    CoachNote {
        objectName: "coachNote"
        coach: screen.table.coach
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.leftMargin: 28
        anchors.bottomMargin: 26
    }

    KeyHelp {
        id: keyHelp
        objectName: "keyHelp"
        online: screen.table.online
        // Escape (or F1, or Close) puts the focus back where it was: the box, the die, the line
        property Item returnTo: null
        onClosed: {
            const back = keyHelp.returnTo
            keyHelp.returnTo = null
            if (back && back.visible && back.enabled && screen.holds(back))
                back.forceActiveFocus(Qt.PopupFocusReason)
            else
                screen.forceActiveFocus()
        }
    }

    ConfirmDialog {
        id: resignDialog
        objectName: "resignDialog"
        title: screen.table.resignKind === "solo" ? qsTranslate("Table", "End this game?")
                                                  : qsTranslate("Table", "Resign?")
        text: {
            switch (screen.table.resignKind) {
            case "solo": return qsTranslate("Table", "The game ends here and counts with the points on your sheet so far.")
            case "online": return qsTranslate("Table", "You give up this game and rank behind everyone who plays on. You can stay at the table, watch and chat.")
            case "person": return qsTranslate("Table", "%1 leaves the game and ranks behind everyone who plays on.").arg(screen.table.resignName)
            }
            return qsTranslate("Table", "You leave the game and rank behind everyone who plays on.")
        }
        cancelText: qsTranslate("Table", "Keep playing")
        confirmText: screen.table.resignKind === "solo" ? qsTranslate("Table", "End game") : qsTranslate("Table", "Resign")
        onConfirmed: screen.table.resign()
        onClosed: screen.forceActiveFocus()
    }

    ConfirmDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        title: qsTranslate("Table", "Leave the table?")
        text: qsTranslate("Table", "Leaving counts as resigning: the others play on, and you rank behind everyone who does.")
        cancelText: qsTranslate("Table", "Stay")
        confirmText: qsTranslate("Table", "Leave table")
        onConfirmed: screen.online.leave()
        onClosed: screen.forceActiveFocus()
    }
}
