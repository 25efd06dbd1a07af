pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Language, computer pace, entry confirmation, hints, sound, motion, contrast, text size, how
// much the table announces, and the player's name.
FocusScope {
    id: screen

    required property SettingsViewModel settings

    // The settings open at their top, the heading in sight (not where they were left).
    onVisibleChanged: if (visible) settingsPage.contentY = 0

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 760)
        height: Math.min(parent.height - 32, content.implicitHeight + 56)

        PaperFlickable {
            id: settingsPage
            objectName: "settingsPage"
            anchors.fill: parent
            anchors.margins: 28
            contentHeight: content.implicitHeight

            ColumnLayout {
                id: content
                width: parent.width
                spacing: 14

                Text {
                    text: qsTranslate("Settings", "Settings")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(34)
                    color: Theme.ink
                }

                Text {
                    text: qsTranslate("Settings", "Language")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Row {
                    spacing: 8
                    Repeater {
                        model: screen.settings.languages()
                        delegate: SegmentButton {
                            required property string modelData
                            objectName: "language_" + (modelData === "" ? "system" : modelData)
                            // Language names are shown in their own language, so anyone finds theirs.
                            text: modelData === "de" ? "Deutsch"
                                : modelData === "en" ? "English"
                                : qsTranslate("Settings", "As the system")
                            checked: screen.settings.language === modelData
                            onClicked: screen.settings.setLanguage(modelData)
                        }
                    }
                }

                Text {
                    text: qsTranslate("Settings", "Computer pace")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Row {
                    spacing: 8
                    Repeater {
                        model: screen.settings.paces()
                        delegate: SegmentButton {
                            required property string modelData
                            objectName: "pace_" + modelData
                            text: Texts.paceName(modelData)
                            checked: screen.settings.pace === modelData
                            onClicked: screen.settings.setPace(modelData)
                        }
                    }
                }

                Text {
                    text: qsTranslate("Settings", "Your name")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                PaperTextField {
                    id: playerNameField
                    Layout.preferredWidth: 280
                    text: screen.settings.playerName
                    placeholderText: qsTranslate("Seats", "You")
                    maximumLength: Limits.nameLength
                    onEditingFinished: screen.settings.setPlayerName(text)
                    Accessible.name: qsTranslate("Settings", "Your name")
                }
                Text {
                    objectName: "nameProblem"
                    Layout.fillWidth: true
                    visible: text !== ""
                    wrapMode: Text.WordWrap
                    // online the server takes no other name (local games take it as it is)
                    text: Texts.error(Limits.nameError(playerNameField.text))
                    font.pixelSize: Theme.fs(12)
                    color: Theme.accent
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTranslate("Settings", "Shown on your seat, and online to the other players at the table and on the leaderboards.")
                    font.pixelSize: Theme.fs(12)
                    color: Theme.inkSoft
                }

                Text {
                    text: qsTranslate("Settings", "Table server")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                RowLayout {
                    spacing: 8
                    PaperTextField {
                        id: serverField
                        objectName: "serverField"
                        Layout.preferredWidth: 360
                        text: screen.settings.server
                        placeholderText: screen.settings.defaultServer
                        Accessible.name: qsTranslate("Settings", "Table server address")
                        property bool wrong: false
                        onTextEdited: wrong = false
                        onEditingFinished: {
                            if (text !== screen.settings.server)
                                wrong = !screen.settings.setServer(text)
                        }
                    }
                    FlatButtonDark {
                        text: qsTranslate("Settings", "Default")
                        enabled: screen.settings.server !== screen.settings.defaultServer
                        onClicked: {
                            serverField.wrong = false
                            screen.settings.setServer(screen.settings.defaultServer)
                            serverField.text = screen.settings.server
                        }
                    }
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: serverField.wrong
                          ? qsTranslate("Settings", "That is not a server address. It looks like ws://host:port.")
                          : qsTranslate("Settings", "Where online tables are played: ws://host:port, or wss:// for a secure connection.")
                    font.pixelSize: Theme.fs(12)
                    color: serverField.wrong ? Theme.accent : Theme.inkSoft
                }

                OptionSwitch {
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Ask before every entry")
                    detail: qsTranslate("Settings", "Also after the last roll, every box asks “Enter?” before it is filled.")
                    checked: screen.settings.confirmEveryEntry
                    onToggled: screen.settings.setConfirmEveryEntry(checked)
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Hints")
                    detail: qsTranslate("Settings", "After every roll, show which dice to keep and the best boxes.")
                    checked: screen.settings.showHints
                    onToggled: screen.settings.setShowHints(checked)
                }
                OptionSwitch {
                    objectName: "winChancesSwitch"
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Win chances")
                    detail: qsTranslate("Settings", "In games of two to four: every player’s chance to win, wherever hints are allowed and after the game. W reads them aloud.")
                    checked: screen.settings.winChances
                    onToggled: screen.settings.setWinChances(checked)
                }
                OptionSwitch {
                    objectName: "coachSwitch"
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Coach")
                    detail: qsTranslate("Settings", "In games on this computer: after a decision of yours that cost more than a point, a short note says what was better and what it was worth. Play goes on.")
                    checked: screen.settings.coach
                    onToggled: screen.settings.setCoach(checked)
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Sound")
                    detail: qsTranslate("Settings", "Rolling dice, the pencil on the sheet, and a chime for the big moments.")
                    checked: screen.settings.sound
                    onToggled: screen.settings.setSound(checked)
                }
                OptionSwitch {
                    objectName: "attentionSwitch"
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Call me when the window is behind")
                    detail: qsTranslate("Settings", "Online: on your turn, an invitation or a rematch offer, the taskbar entry flashes, the title shows why, and a short sound plays if sound is on.")
                    checked: screen.settings.attention
                    onToggled: screen.settings.setAttention(checked)
                }
                OptionSwitch {
                    objectName: "invitationsSwitch"
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Invitations from other players")
                    detail: qsTranslate("Settings", "People you played with online can invite you to their table. Turned off, the server turns their invitations away.")
                    checked: screen.settings.invitations
                    onToggled: screen.settings.setInvitations(checked)
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "Reduce motion")
                    detail: qsTranslate("Settings", "Dice, entries and big moments appear at once instead of moving.")
                    checked: screen.settings.reduceMotion
                    onToggled: screen.settings.setReduceMotion(checked)
                }
                OptionSwitch {
                    objectName: "highContrastSwitch"
                    Layout.fillWidth: true
                    text: qsTranslate("Settings", "High contrast")
                    detail: qsTranslate("Settings", "Black, white and yellow instead of wood, leather and paper, with stronger lines.")
                    checked: screen.settings.highContrast
                    onToggled: screen.settings.setHighContrast(checked)
                }

                Text {
                    id: textSizeHeading
                    text: qsTranslate("Settings", "Text size")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Row {
                    spacing: 8
                    Repeater {
                        model: screen.settings.textSizes()
                        delegate: SegmentButton {
                            required property int modelData
                            objectName: "textSize_" + modelData
                            text: qsTranslate("Settings", "%1 %").arg(modelData)
                            checked: screen.settings.textSize === modelData
                            onClicked: screen.settings.setTextSize(modelData)
                            Accessible.name: textSizeHeading.text + ": " + text
                        }
                    }
                }

                Text {
                    id: verbosityHeading
                    text: qsTranslate("Settings", "Announcements")
                    font.bold: true
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Row {
                    spacing: 8
                    Repeater {
                        model: screen.settings.verbosities()
                        delegate: SegmentButton {
                            required property string modelData
                            objectName: "verbosity_" + modelData
                            text: modelData === "short" ? qsTranslate("Settings", "Short")
                                                        : qsTranslate("Settings", "Full sentences")
                            checked: screen.settings.verbosity === modelData
                            onClicked: screen.settings.setVerbosity(modelData)
                            Accessible.name: verbosityHeading.text + ": " + text
                        }
                    }
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTranslate("Settings", "What the table says to a screen reader and writes in its log: rolls, kept dice, every entry, whose turn it is, the end. Short leaves out the others' rolls and the sentences around the numbers.")
                    font.pixelSize: Theme.fs(12)
                    color: Theme.inkSoft
                }
            }
        }
    }
}
