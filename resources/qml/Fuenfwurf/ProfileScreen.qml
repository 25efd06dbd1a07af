pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The player as the table server knows them: level, milestones and statistics of online games.
FocusScope {
    id: screen

    required property AppController app
    required property ProfileViewModel profile
    required property ConnectionViewModel connection

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 900)
        height: parent.height - 32

        Flickable {
            id: flick
            anchors.fill: parent
            anchors.margins: 28
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content
                width: flick.width
                spacing: 12

                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        text: qsTranslate("Profile", "Your profile")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(34)
                        color: Theme.ink
                    }
                    Item { Layout.fillWidth: true }
                    FlatButtonDark {
                        text: qsTranslate("Profile", "Refresh")
                        onClicked: screen.profile.refresh()
                    }
                    FlatButtonDark {
                        text: qsTranslate("Lobby", "Leaderboards")
                        onClicked: screen.app.show("leaderboards")
                    }
                    FlatButtonDark {
                        text: qsTranslate("Profile", "Lobby")
                        onClicked: screen.app.show("lobby")
                    }
                }

                Text {
                    Layout.fillWidth: true
                    visible: screen.profile.state !== "ready"
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    text: screen.profile.state === "loading" ? qsTranslate("Profile", "Asking the server…")
                          : screen.profile.state === "failed" ? Texts.error(screen.profile.error) + " " + qsTranslate("Profile", "Your profile is shown once you are online.")
                          : ""
                }

                ColumnLayout {
                    visible: screen.profile.state === "ready" || (screen.profile.state === "loading" && screen.profile.name !== "")
                    Layout.fillWidth: true
                    spacing: 12

                    Text {
                        objectName: "profileHeadline"
                        Layout.fillWidth: true
                        text: qsTranslate("Profile", "%1 · level %2").arg(screen.profile.name).arg(screen.profile.level)
                        font.pixelSize: Theme.fs(24)
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                        text: qsTranslate("Profile", "Your level is the number of milestones reached plus one. Games against other people bring points: 10 for a win, 4 for a shared first place or (with three or more players) second place, 1 for taking part.")
                    }

                    Text {
                        Layout.topMargin: 6
                        text: qsTranslate("Profile", "Milestones")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(24)
                        color: Theme.ink
                    }
                    Repeater {
                        model: screen.profile.milestones
                        delegate: RowLayout {
                            id: milestone
                            required property string key
                            required property bool reached
                            Layout.fillWidth: true
                            spacing: 10
                            Accessible.role: Accessible.ListItem
                            Accessible.name: Texts.milestoneName(milestone.key) + ", "
                                             + (milestone.reached ? qsTranslate("Profile", "reached") : qsTranslate("Profile", "not reached yet"))
                            Rectangle {
                                Layout.preferredWidth: 26
                                Layout.preferredHeight: 26
                                radius: 13
                                color: milestone.reached ? Theme.brass : "transparent"
                                border.color: Theme.brassDark
                                Text {
                                    anchors.centerIn: parent
                                    text: milestone.reached ? "✓" : ""
                                    font.bold: true
                                    color: Theme.ink
                                }
                            }
                            Column {
                                Layout.fillWidth: true
                                Text {
                                    text: Texts.milestoneName(milestone.key)
                                    font.pixelSize: Theme.fs(15)
                                    font.bold: milestone.reached
                                    color: milestone.reached ? Theme.ink : Theme.inkSoft
                                }
                                Text {
                                    text: Texts.milestoneDetail(milestone.key)
                                    font.pixelSize: Theme.fs(12)
                                    color: Theme.inkSoft
                                }
                            }
                        }
                    }

                    Text {
                        Layout.topMargin: 6
                        text: qsTranslate("Profile", "Online games")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(24)
                        color: Theme.ink
                    }
                    GridLayout {
                        objectName: "profileStatistics"
                        columns: 4
                        columnSpacing: 28
                        rowSpacing: 6
                        Repeater {
                            model: [
                                [qsTranslate("Profile", "Games"), screen.profile.games],
                                [qsTranslate("Profile", "Wins"), screen.profile.wins],
                                [qsTranslate("Profile", "Shared first places"), screen.profile.draws],
                                [qsTranslate("Profile", "Other places"), screen.profile.losses],
                                [qsTranslate("Profile", "Best total"), screen.profile.bestTotal],
                                [qsTranslate("Profile", "Five of a kinds"), screen.profile.fiveAlikes],
                                [qsTranslate("Profile", "Upper bonuses"), screen.profile.upperBonuses],
                                [qsTranslate("Profile", "Points"), screen.profile.points]
                            ]
                            delegate: Column {
                                id: figure
                                required property var modelData
                                Accessible.role: Accessible.StaticText
                                Accessible.name: figure.modelData[0] + ": " + (figure.modelData[1] < 0 ? "—" : figure.modelData[1])
                                Text {
                                    // -1: nothing to show yet (a best total needs a full sheet)
                                    text: figure.modelData[1] < 0 ? "—" : Texts.number(figure.modelData[1], 0)
                                    font.pixelSize: Theme.fs(24)
                                    font.bold: true
                                    color: Theme.ink
                                }
                                Text {
                                    text: figure.modelData[0]
                                    font.pixelSize: Theme.fs(12)
                                    color: Theme.inkSoft
                                }
                            }
                        }
                    }
                }

                Text {
                    Layout.fillWidth: true
                    Layout.topMargin: 10
                    visible: screen.connection.tokenPlace !== ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(12)
                    color: Theme.inkFaint
                    text: screen.connection.tokenPlace === "keyring"
                          ? qsTranslate("Profile", "This computer keeps your online identity in the system keyring.")
                          : qsTranslate("Profile", "This computer has no usable keyring, so your online identity is kept in a private file in your settings folder.")
                }
            }
        }
    }
}
