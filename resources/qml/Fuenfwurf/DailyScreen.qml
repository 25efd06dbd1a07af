pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The daily challenge: today's ranked challenge per ruleset (online, one attempt), its boards
// for the day and the week, and the offline practice with the day's public dice.
FocusScope {
    id: screen

    required property AppController app
    required property DailyViewModel daily

    function day(text: string): string {
        if (text === "")
            return ""
        return new Date(text + "T12:00:00Z").toLocaleDateString(Qt.locale(Qt.uiLanguage || "en"), Locale.LongFormat)
    }

    component BoardList: ListView {
        id: list
        required property string emptyText
        clip: true
        interactive: contentHeight > height
        delegate: Rectangle {
            id: line
            required property int rank
            required property string name
            required property int total
            required property bool you
            width: ListView.view.width
            height: 30
            color: line.you ? "#f1dc9c" : "transparent"
            Accessible.role: Accessible.ListItem
            Accessible.name: qsTranslate("Daily", "Rank %1: %2, %n point(s)", "", line.total).arg(line.rank).arg(line.name)
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.paperLine
            }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 6
                anchors.rightMargin: 6
                Text {
                    Layout.preferredWidth: 36
                    text: line.rank + "."
                    font.pixelSize: Theme.fs(14)
                    color: Theme.inkSoft
                }
                Text {
                    Layout.fillWidth: true
                    text: line.name
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fs(14)
                    font.bold: line.you
                    color: Theme.ink
                }
                Text {
                    text: Texts.number(line.total, 0)
                    font.pixelSize: Theme.fs(14)
                    font.bold: true
                    color: Theme.ink
                }
            }
        }
        Text {
            anchors.centerIn: parent
            width: parent.width
            visible: list.count === 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: list.emptyText
            font.pixelSize: Theme.fs(13)
            color: Theme.inkSoft
        }
    }

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 1000)
        height: parent.height - 32

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTranslate("Daily", "Daily challenge")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(34)
                        color: Theme.ink
                    }
                    Text {
                        objectName: "dailyDate"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTranslate("Daily", "%1 (UTC): the same dice for everyone, one attempt each").arg(screen.day(screen.daily.date))
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                    }
                }
                FlatButtonDark {
                    visible: screen.daily.online
                    text: qsTranslate("Profile", "Refresh")
                    onClicked: screen.daily.refresh()
                }
                FlatButtonDark {
                    text: qsTranslate("Daily", "Back")
                    onClicked: screen.app.show("start")
                }
            }

            RowLayout {
                spacing: 8
                Repeater {
                    model: screen.daily.rulesets
                    delegate: SegmentButton {
                        required property string modelData
                        objectName: "dailyRuleset_" + modelData
                        text: Texts.presetName(modelData)
                        checked: screen.daily.ruleset === modelData
                        onClicked: screen.daily.select(modelData)
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 20

                // --- left: play (it scrolls when large text makes it longer than the card) ------
                Item {
                    Layout.preferredWidth: 400
                    Layout.maximumWidth: 400
                    Layout.fillHeight: true
                    PaperFlickable {
                        id: playPage
                        anchors.fill: parent
                        anchors.rightMargin: contentHeight > height ? 18 : 0
                        contentHeight: playColumn.implicitHeight
                        ColumnLayout {
                            id: playColumn
                            width: playPage.width
                            spacing: 10

                            Rectangle {
                                Layout.fillWidth: true
                                Layout.preferredHeight: rankedColumn.implicitHeight + 28
                                radius: Theme.radius
                                color: Theme.paperShade
                                border.color: Theme.brass
                                ColumnLayout {
                                    id: rankedColumn
                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.top: parent.top
                                    anchors.margins: 14
                                    spacing: 8
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.WordWrap
                                        text: qsTranslate("Daily", "Today's ranked challenge")
                                        font.family: Theme.titleFont
                                        font.pixelSize: Theme.fs(22)
                                        color: Theme.ink
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.inkSoft
                                        text: qsTranslate("Daily", "Every player meets the same dice: the dice you see depend only on the dice you keep. One scored attempt a day, without hints. The server hands out each roll as you play and reveals the day's seed at midnight (UTC), so every game can be checked.")
                                    }
                                    Text {
                                        objectName: "dailyCommit"
                                        Layout.fillWidth: true
                                        visible: screen.daily.commit !== ""
                                        wrapMode: Text.WrapAnywhere
                                        font.pixelSize: Theme.fs(12)
                                        color: Theme.inkSoft
                                        text: qsTranslate("Daily", "The day's commitment: %1").arg(screen.daily.commit.substring(0, 32) + "…")
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        visible: screen.daily.state === "ready"
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.ink
                                        text: qsTranslate("Daily", "%n attempt(s) begun today", "", screen.daily.attempts)
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        visible: text !== ""
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.inkSoft
                                        text: !screen.daily.online ? qsTranslate("Daily", "The ranked challenge is played on the table server. You are offline.")
                                              : screen.daily.state === "loading" ? qsTranslate("Profile", "Asking the server…")
                                              : screen.daily.state === "failed" ? Texts.error(screen.daily.error)
                                              : ""
                                    }
                                    Text {
                                        objectName: "dailyPlayed"
                                        Layout.fillWidth: true
                                        visible: screen.daily.online && screen.daily.played
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fs(14)
                                        font.bold: true
                                        color: Theme.good
                                        // the server's own words for a second attempt, said before it is tried
                                        text: Texts.error("already_played")
                                    }
                                    Text {
                                        objectName: "dailyProblem"
                                        Layout.fillWidth: true
                                        // once played, the line above says it better than the refusal
                                        visible: screen.daily.problem !== "" && !screen.daily.played
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fs(14)
                                        font.bold: true
                                        color: Theme.accent
                                        text: Texts.error(screen.daily.problem)
                                        Accessible.role: Accessible.AlertMessage
                                        Accessible.name: text
                                    }
                                    BrassButton {
                                        objectName: "playDailyButton"
                                        Layout.fillWidth: true
                                        visible: screen.daily.online && !screen.daily.played
                                        prominent: true
                                        focus: screen.daily.online && !screen.daily.played
                                        text: qsTranslate("Daily", "Play today's %1").arg(Texts.presetName(screen.daily.ruleset))
                                        onClicked: screen.daily.play()
                                    }
                                    FlatButtonDark {
                                        objectName: "goOnlineButton"
                                        Layout.fillWidth: true
                                        visible: !screen.daily.online
                                        text: qsTranslate("Daily", "Go online")
                                        onClicked: screen.daily.goOnline()
                                    }
                                }
                            }

                            Rectangle {
                                Layout.fillWidth: true
                                Layout.preferredHeight: practiceColumn.implicitHeight + 28
                                radius: Theme.radius
                                color: "transparent"
                                border.color: Theme.paperLine
                                ColumnLayout {
                                    id: practiceColumn
                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.top: parent.top
                                    anchors.margins: 14
                                    spacing: 8
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.WordWrap
                                        text: qsTranslate("Daily", "Practice (not ranked)")
                                        font.family: Theme.titleFont
                                        font.pixelSize: Theme.fs(20)
                                        color: Theme.ink
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.inkSoft
                                        text: qsTranslate("Daily", "Without a server: a challenge of the same kind, from dice anyone can work out from today's date. Play it as often as you like; it counts on no board.")
                                    }
                                    FlatButtonDark {
                                        objectName: "practiceButton"
                                        Layout.fillWidth: true
                                        focus: !screen.daily.online
                                        text: qsTranslate("Daily", "Practise %1").arg(Texts.presetName(screen.daily.ruleset))
                                        onClicked: screen.daily.practice()  // replacing a game asks first (GameLife)
                                    }
                                }
                            }
                        }
                    }
                }

                // --- right: the boards ----------------------------------------------------------
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 8
                    // Offline too: the boards' place is kept and says when they come (an empty
                    // half of the page read as something missing), and going online moves nothing.

                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTranslate("Daily", "Today")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(22)
                        color: Theme.ink
                    }
                    Text {
                        objectName: "dailyBoardText"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(13)
                        color: Theme.inkSoft
                        text: !screen.daily.online ? qsTranslate("Daily", "The day's boards show here once you are online: how everyone scored today, and this week's best.")
                              : screen.daily.boardState === "loading" ? qsTranslate("Profile", "Asking the server…")
                              : screen.daily.boardState === "failed" ? Texts.error(screen.daily.boardError)
                              : screen.daily.yourRank > 0
                                ? qsTranslate("Daily", "You: rank %1 with %2 points, of %n finished attempt(s).", "", screen.daily.scored).arg(screen.daily.yourRank).arg(screen.daily.yourTotal)
                                : qsTranslate("Daily", "%n finished attempt(s) so far.", "", screen.daily.scored)
                    }
                    DailyDistribution {
                        objectName: "dailyDistribution"
                        visible: screen.daily.online && screen.daily.bars.length > 0
                        Layout.fillWidth: true
                        Layout.preferredHeight: 120
                        bars: screen.daily.bars
                    }
                    BoardList {
                        objectName: "dailyLeaders"
                        visible: screen.daily.online
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 90
                        model: screen.daily.leaders
                        emptyText: screen.daily.boardState === "ready" ? qsTranslate("Daily", "Nobody has finished today's challenge yet.") : ""
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        visible: screen.daily.online
                        text: qsTranslate("Daily", "This week's best")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(20)
                        color: Theme.ink
                    }
                    BoardList {
                        objectName: "dailyWeek"
                        visible: screen.daily.online
                        Layout.fillWidth: true
                        Layout.preferredHeight: 150
                        model: screen.daily.week
                        emptyText: screen.daily.weekState === "ready" ? qsTranslate("Daily", "No finished challenges this week yet.") : ""
                    }
                    Item {  // offline, the words stand at the top
                        visible: !screen.daily.online
                        Layout.fillHeight: true
                    }
                }
            }
        }
    }
}
