pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The table: status line, tray and ledge, the roll button and hints on the left; the score
// sheet on the right. Every action has a key; the table keeps keyboard focus for them.
FocusScope {
    id: screen

    required property TableViewModel table
    required property SettingsViewModel settings

    property bool keyboardMode: false

    Keys.onPressed: function(event) {
        const ctrl = event.modifiers & Qt.ControlModifier
        screen.keyboardMode = true
        if (ctrl && event.key === Qt.Key_Z) {
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

            // the status line
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: statusColumn.implicitHeight + 16
                radius: Theme.radius
                color: "#f3e7c6"
                border.color: Theme.brassDark
                Accessible.role: Accessible.StatusBar
                Accessible.name: statusText.text + " " + refusalText.text
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
                }
            }

            DiceArea {
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
                    takesFocus: false
                    text: qsTranslate("Table", "Resign")
                    enabled: screen.table.canAct
                    onClicked: resignDialog.open()
                }
            }

            HintsPanel {
                Layout.fillWidth: true
                Layout.preferredHeight: 168
                table: screen.table
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
        anchors.centerIn: parent
        modal: true
        width: 420
        title: qsTranslate("Table", "Resign?")
        standardButtons: Dialog.Yes | Dialog.No
        contentItem: Label {
            text: qsTranslate("Table", "You leave the game and rank behind everyone who plays on.")
            wrapMode: Text.WordWrap
        }
        onAccepted: screen.table.resign()
        onClosed: screen.forceActiveFocus()
    }
}
