pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The table: status line, tray and ledge, the roll button and hints on the left; the score
// sheet on the right. Online, the turn clock sits beside the status line and the chat beside the
// hints. Every action has a key; the table keeps keyboard focus for them.
FocusScope {
    id: screen

    required property TableViewModel table
    required property SettingsViewModel settings
    required property OnlineTableViewModel online

    property bool keyboardMode: false

    Keys.onPressed: function(event) {
        const ctrl = event.modifiers & Qt.ControlModifier
        if (chat.typing)
            return  // keys typed into the chat stay there
        screen.keyboardMode = true
        if (screen.table.online && event.key === Qt.Key_C && !ctrl) {
            chat.focusField()
        } else if (ctrl && event.key === Qt.Key_Z) {
            screen.table.undo()
        } else if (event.key === Qt.Key_Space) {
            screen.table.roll()
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6 && !ctrl) {
            screen.table.toggleDie(event.key - Qt.Key_1)
        } else if (event.key === Qt.Key_Up) {
            screen.table.moveCursor("up")
        } else if (event.key === Qt.Key_Down) {
            screen.table.moveCursor("down")
        } else if (event.key === Qt.Key_Left) {
            screen.table.moveCursor("left")
        } else if (event.key === Qt.Key_Right) {
            screen.table.moveCursor("right")
        } else if (event.key === Qt.Key_Tab) {
            screen.table.moveCursor("next")
        } else if (event.key === Qt.Key_Backtab) {
            screen.table.moveCursor("previous")
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            screen.table.confirm()
        } else if (event.key === Qt.Key_Escape) {
            screen.table.cancel()
        } else if (event.key === Qt.Key_H && !ctrl) {
            screen.table.toggleHints()
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
            spacing: 10

            // the connection is gone: the seat waits, the clock plays for the player meanwhile
            Rectangle {
                objectName: "connectionLost"
                visible: screen.table.online && !screen.online.connected
                Layout.fillWidth: true
                Layout.preferredHeight: lostText.implicitHeight + 14
                radius: Theme.radius
                color: "#7a2418"
                Accessible.role: Accessible.AlertMessage
                Accessible.name: lostText.text
                Text {
                    id: lostText
                    anchors.fill: parent
                    anchors.margins: 7
                    anchors.leftMargin: 12
                    wrapMode: Text.WordWrap
                    color: "#ffe9e2"
                    font.pixelSize: 14
                    text: qsTranslate("Table", "The connection to the server is lost. Your seat waits for you while the app reconnects; meanwhile the clock plays your turns.")
                }
            }

            // the status line (online: with the turn clock beside it)
            RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(statusColumn.implicitHeight + 16, screen.table.online ? 56 : 0)
                radius: Theme.radius
                color: "#f3e7c6"
                border.color: Theme.brassDark
                Accessible.role: Accessible.StatusBar
                Accessible.name: statusText.text + " " + refusalText.text + " " + timeoutText.text
                Column {
                    id: statusColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: 12
                    spacing: 2
                    Text {
                        id: statusText
                        width: parent.width
                        text: Texts.status(screen.table)
                        font.family: Theme.bodyFont
                        font.pixelSize: 16
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        id: refusalText
                        width: parent.width
                        visible: text !== ""
                        text: Texts.refusal(screen.table.refusal)
                        font.family: Theme.bodyFont
                        font.pixelSize: 14
                        color: Theme.accent
                        wrapMode: Text.WordWrap
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
                        font.pixelSize: 14
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
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
                objectName: "diceArea"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 240
                table: screen.table
                reduceMotion: screen.settings.reduceMotion
                keyboardMode: screen.keyboardMode
            }

            // roll button, rolls left, actions
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                BrassButton {
                    id: rollButton
                    objectName: "rollButton"
                    prominent: true
                    takesFocus: false
                    text: qsTranslate("Table", "Roll")
                    enabled: screen.table.canRoll
                    Layout.preferredWidth: 150
                    onClicked: screen.table.roll()
                    Accessible.description: qsTranslate("Table", "Space")
                }
                Column {
                    spacing: 4
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
                        text: qsTranslate("Table", "%n roll(s) left", "", screen.table.rollsLeft)
                        color: Theme.cream
                        font.pixelSize: 13
                    }
                }
                Item { Layout.fillWidth: true }
                FlatButton {
                    takesFocus: false
                    visible: !screen.table.online
                    text: qsTranslate("Table", "Undo")
                    enabled: screen.table.undoAvailable && !screen.table.over
                    onClicked: screen.table.undo()
                    Accessible.description: qsTranslate("Table", "Ctrl+Z")
                }
                FlatButton {
                    takesFocus: false
                    text: screen.table.showHints ? qsTranslate("Table", "Hide hints") : qsTranslate("Table", "Show hints")
                    onClicked: screen.table.toggleHints()
                }
                FlatButton {
                    objectName: "resignButton"
                    takesFocus: false
                    text: qsTranslate("Table", "Resign")
                    enabled: screen.table.canResign
                    onClicked: resignDialog.open()
                }
                FlatButton {
                    objectName: "leaveButton"
                    takesFocus: false
                    visible: screen.table.online
                    text: qsTranslate("Table", "Leave table")
                    onClicked: screen.table.over || !screen.online.seated ? screen.online.leave() : leaveDialog.open()
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: 168
                spacing: 10
                HintsPanel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    table: screen.table
                }
                ChatPanel {
                    id: chat
                    objectName: "tableChat"
                    visible: screen.table.online
                    Layout.fillHeight: true
                    Layout.preferredWidth: 300
                    online: screen.online
                    onDone: screen.forceActiveFocus()
                }
            }
        }

        // --- right: the score sheet -------------------------------------------------------------------
        ScoreSheet {
            Layout.fillHeight: true
            Layout.fillWidth: true
            Layout.preferredWidth: 520
            Layout.minimumWidth: 380
            table: screen.table
        }
    }

    Dialog {
        id: resignDialog
        objectName: "resignDialog"
        anchors.centerIn: parent
        modal: true
        width: 420
        title: qsTranslate("Table", "Resign?")
        standardButtons: Dialog.Yes | Dialog.No
        contentItem: Label {
            text: screen.table.online
                  ? qsTranslate("Table", "You give up this game and rank behind everyone who plays on. You can stay at the table, watch and chat.")
                  : qsTranslate("Table", "You leave the game and rank behind everyone who plays on.")
            wrapMode: Text.WordWrap
        }
        onAccepted: screen.table.resign()
        onClosed: screen.forceActiveFocus()
    }

    Dialog {
        id: leaveDialog
        objectName: "leaveDialog"
        anchors.centerIn: parent
        modal: true
        width: 440
        title: qsTranslate("Table", "Leave the table?")
        standardButtons: Dialog.Yes | Dialog.No
        contentItem: Label {
            text: qsTranslate("Table", "Leaving counts as resigning: the others play on, and you rank behind everyone who does.")
            wrapMode: Text.WordWrap
        }
        onAccepted: screen.online.leave()
        onClosed: screen.forceActiveFocus()
    }
}
