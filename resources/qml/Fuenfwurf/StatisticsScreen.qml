pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Per ruleset: games, wins and losses against computers and people, totals, and the solo best.
FocusScope {
    id: screen

    required property StatisticsViewModel statistics

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 1040)
        height: parent.height - 32

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 10

            Text {
                text: qsTranslate("Statistics", "Statistics")
                font.family: Theme.titleFont
                font.pixelSize: 34
                color: Theme.ink
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: 13
                color: Theme.inkSoft
                text: qsTranslate("Statistics", "Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.")
            }
            Text {
                visible: screen.statistics.games === 0
                Layout.topMargin: 20
                text: qsTranslate("Statistics", "No finished games yet.")
                font.pixelSize: 16
                color: Theme.inkSoft
            }

            // column heads
            RowLayout {
                visible: screen.statistics.games > 0
                Layout.fillWidth: true
                Layout.topMargin: 8
                spacing: 0
                Repeater {
                    model: [
                        qsTranslate("Statistics", "Rules"),
                        qsTranslate("Statistics", "Games"),
                        qsTranslate("Statistics", "vs. computer\nwon · draw · lost"),
                        qsTranslate("Statistics", "vs. people\nwon · draw · lost"),
                        qsTranslate("Statistics", "Best"),
                        qsTranslate("Statistics", "Average"),
                        qsTranslate("Statistics", "Five of a kind"),
                        qsTranslate("Statistics", "Upper bonus"),
                        qsTranslate("Statistics", "Solo best")
                    ]
                    delegate: Text {
                        required property string modelData
                        required property int index
                        Layout.preferredWidth: index === 0 ? 200 : (index === 2 || index === 3 ? 120 : 80)
                        Layout.fillWidth: index === 0
                        text: modelData
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.inkSoft
                        horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignHCenter
                    }
                }
            }

            ListView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: screen.statistics.rulesets
                delegate: Rectangle {
                    id: line
                    required property string preset
                    required property bool triple
                    required property bool forcedOrder
                    required property int games
                    required property int computerWon
                    required property int computerDrawn
                    required property int computerLost
                    required property int peopleWon
                    required property int peopleDrawn
                    required property int peopleLost
                    required property int bestTotal
                    required property real averageTotal
                    required property int fiveAlikes
                    required property int upperBonuses
                    required property int soloBest
                    width: ListView.view.width
                    height: 40
                    color: "transparent"
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
                            model: [
                                Texts.rulesetName(line.preset, line.triple, line.forcedOrder),
                                Texts.number(line.games, 0),
                                line.computerWon + " · " + line.computerDrawn + " · " + line.computerLost,
                                line.peopleWon + " · " + line.peopleDrawn + " · " + line.peopleLost,
                                Texts.number(line.bestTotal, 0),
                                Texts.number(line.averageTotal, 1),
                                Texts.number(line.fiveAlikes, 0),
                                Texts.number(line.upperBonuses, 0),
                                line.soloBest < 0 ? "–" : Texts.number(line.soloBest, 0)
                            ]
                            delegate: Text {
                                required property string modelData
                                required property int index
                                Layout.preferredWidth: index === 0 ? 200 : (index === 2 || index === 3 ? 120 : 80)
                                Layout.fillWidth: index === 0
                                text: modelData
                                font.pixelSize: 14
                                font.bold: index === 0
                                color: Theme.ink
                                elide: Text.ElideRight
                                horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignHCenter
                            }
                        }
                    }
                }
            }
        }
    }
}
