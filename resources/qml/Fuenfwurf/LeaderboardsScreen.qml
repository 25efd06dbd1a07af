pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Who earned the most points this week, month or year.
FocusScope {
    id: screen

    required property AppController app
    required property LeaderboardViewModel leaderboards

    function day(text: string): string {
        if (text === "")
            return ""
        return new Date(text + "T12:00:00Z").toLocaleDateString(Qt.locale(Qt.uiLanguage || "en"), Locale.ShortFormat)
    }

    function periodName(period: string): string {
        switch (period) {
        case "week": return qsTranslate("Leaderboards", "This week")
        case "month": return qsTranslate("Leaderboards", "This month")
        case "year": return qsTranslate("Leaderboards", "This year")
        }
        return period
    }

    readonly property var widths: [60, 0, 70, 80, 80, 70]

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 900)
        height: parent.height - 32

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 10

            RowLayout {
                Layout.fillWidth: true
                Text {
                    text: qsTranslate("Leaderboards", "Leaderboards")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(34)
                    color: Theme.ink
                }
                Item { Layout.fillWidth: true }
                FlatButtonDark {
                    text: qsTranslate("Profile", "Refresh")
                    onClicked: screen.leaderboards.refresh()
                }
                FlatButtonDark {
                    text: qsTranslate("Lobby", "Your profile")
                    onClicked: screen.app.show("profile")
                }
                FlatButtonDark {
                    text: qsTranslate("Profile", "Lobby")
                    onClicked: screen.app.show("lobby")
                }
            }

            RowLayout {
                spacing: 8
                Repeater {
                    model: screen.leaderboards.periods
                    delegate: SegmentButton {
                        required property string modelData
                        objectName: "period_" + modelData
                        text: screen.periodName(modelData)
                        checked: screen.leaderboards.period === modelData
                        onClicked: screen.leaderboards.setPeriod(modelData)
                    }
                }
                Text {
                    Layout.leftMargin: 12
                    visible: screen.leaderboards.start !== ""
                    text: qsTranslate("Leaderboards", "%1 to %2 (UTC)").arg(screen.day(screen.leaderboards.start)).arg(screen.day(screen.leaderboards.end))
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                }
            }

            Text {
                Layout.fillWidth: true
                visible: text !== ""
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fs(15)
                color: Theme.inkSoft
                text: screen.leaderboards.state === "loading" ? qsTranslate("Profile", "Asking the server…")
                      : screen.leaderboards.state === "failed" ? Texts.error(screen.leaderboards.error)
                      : screen.leaderboards.state === "ready" && screen.leaderboards.count === 0
                        ? qsTranslate("Leaderboards", "Nobody has earned points in this period yet.")
                      : ""
            }

            RowLayout {
                visible: screen.leaderboards.count > 0
                Layout.fillWidth: true
                spacing: 0
                Repeater {
                    model: [qsTranslate("Leaderboards", "Rank"), qsTranslate("Leaderboards", "Player"),
                            qsTranslate("Leaderboards", "Level"), qsTranslate("Leaderboards", "Points"),
                            qsTranslate("Leaderboards", "Games"), qsTranslate("Leaderboards", "Wins")]
                    delegate: Text {
                        required property string modelData
                        required property int index
                        Layout.preferredWidth: screen.widths[index]
                        Layout.fillWidth: index === 1
                        text: modelData
                        font.pixelSize: Theme.fs(12)
                        font.bold: true
                        color: Theme.inkSoft
                        horizontalAlignment: index === 1 ? Text.AlignLeft : Text.AlignHCenter
                    }
                }
            }

            ListView {
                objectName: "leadersList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: screen.leaderboards.leaders
                delegate: Rectangle {
                    id: leader
                    required property int rank
                    required property string name
                    required property int level
                    required property int points
                    required property int games
                    required property int wins
                    required property bool you
                    width: ListView.view.width
                    height: 38
                    color: leader.you ? "#f1dc9c" : "transparent"
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTranslate("Leaderboards", "Rank %1: %2, %n point(s)", "", leader.points).arg(leader.rank).arg(leader.name)
                    Rectangle {
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 1
                        color: Theme.paperLine
                    }
                    RowLayout {
                        anchors.fill: parent
                        spacing: 0
                        Repeater {
                            model: [leader.rank + ".", leader.name, Texts.level(leader.level),
                                    Texts.number(leader.points, 0), Texts.number(leader.games, 0), Texts.number(leader.wins, 0)]
                            delegate: Text {
                                required property string modelData
                                required property int index
                                Layout.preferredWidth: screen.widths[index]
                                Layout.fillWidth: index === 1
                                text: modelData
                                font.pixelSize: Theme.fs(15)
                                font.bold: index === 1 || index === 3
                                color: Theme.ink
                                elide: Text.ElideRight
                                horizontalAlignment: index === 1 ? Text.AlignLeft : Text.AlignHCenter
                            }
                        }
                    }
                }
            }
        }
    }
}
