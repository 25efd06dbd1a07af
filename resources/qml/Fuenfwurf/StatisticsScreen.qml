pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import Fuenfwurf

// Charts of one ruleset (final scores, score and accuracy over the last games, rates), a line
// per ruleset (games, wins and losses, totals, the solo best), and the games to analyse.
FocusScope {
    id: screen

    required property StatisticsViewModel statistics
    required property AppController app

    readonly property var chosenOption: statistics.rulesetOptions.find(o => o.key === statistics.ruleset) ?? null
    readonly property string chartRules: chosenOption ? Texts.rulesetName(chosenOption.label.preset, chosenOption.label.triple, chosenOption.label.forcedOrder) : ""

    // The table of every ruleset: the rules take what is left; together the columns fit a
    // 1024 px window (their heads are kept short in every language: "won · draw · lost" is
    // "S · U · N" in German). With large text a head wraps, and its column grows to its widest
    // word.
    readonly property var columnHeads: [
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
    function columnWidth(index: int): real {
        const base = index === 0 ? 150 : index === 1 ? 60 : (index === 2 || index === 3) ? 130 : 84
        const words = columnHeads[index].replace(/-/g, "- ").split(/\s+/)
        // (a measurement is no property: the metrics' height ties the binding to the text size)
        return Math.max(base, ...words.map(word => headMetrics.advanceWidth(word) + 8 + 0 * headMetrics.height))
    }

    FontMetrics {
        id: headMetrics
        font.pixelSize: Theme.fs(12)
        font.bold: true
    }

    FileDialog {
        id: openDialog
        title: qsTranslate("Analysis", "Open a game file")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTranslate("Analysis", "Game files (*.json)")]
        onAccepted: screen.app.openGameFile(selectedFile.toString())
    }

    component ChartCard: Rectangle {
        default property alias content: inner.data
        property string title: ""
        radius: 6
        color: "#fbf6ea"
        border.color: Theme.paperLine
        Text {  // a long title takes two lines, and the chart under it gives way
            id: cardTitle
            x: 12
            y: 8
            width: parent.width - 24
            text: parent.title
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fs(13)
            font.bold: true
            color: Theme.ink
        }
        Item {
            id: inner
            x: 12
            y: cardTitle.y + cardTitle.height + 8
            width: parent.width - 24
            height: parent.height - y - 10
        }
    }

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 1120)
        height: parent.height - 32

        PaperFlickable {
            id: page
            anchors.fill: parent
            anchors.margins: 28
            contentHeight: content.implicitHeight

            ColumnLayout {
                id: content
                width: page.width
                spacing: 10

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 14
                    Text {
                        Layout.fillWidth: true
                        text: qsTranslate("Statistics", "Statistics")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(34)
                        color: Theme.ink
                    }
                    PaperComboBox {
                        objectName: "chartRulesets"
                        accessibleLabel: qsTranslate("Statistics", "Rules of the charts")
                        visible: screen.statistics.rulesetOptions.length > 0
                        Layout.preferredWidth: 260
                        model: screen.statistics.rulesetOptions.map(o => o.key)
                        currentIndex: Math.max(0, model.indexOf(screen.statistics.ruleset))
                        label: function(key) {
                            const option = screen.statistics.rulesetOptions.find(o => o.key === key)
                            return option ? Texts.rulesetName(option.label.preset, option.label.triple, option.label.forcedOrder) : ""
                        }
                        onActivated: (index) => screen.statistics.chooseRuleset(model[index])
                    }
                }
                // Always shown: a hidden switch with a wrapped detail keeps the layout busy for good.
                OptionSwitch {
                    objectName: "includeHints"
                    Layout.fillWidth: true
                    text: qsTranslate("Statistics", "Count games with hints")
                    detail: screen.statistics.hinted > 0
                            ? qsTranslate("Statistics", "%n game(s) of these rules were played with hints shown.", "", screen.statistics.hinted)
                            : qsTranslate("Statistics", "Games in which hints were shown are marked; leave them out to see how you play on your own.")
                    checked: screen.statistics.includeHints
                    onToggled: screen.statistics.setIncludeHints(checked)
                }

                // --- the charts --------------------------------------------------------------
                Text {
                    objectName: "chartsEmpty"
                    visible: screen.statistics.chartGames === 0
                    Layout.fillWidth: true
                    Layout.topMargin: 10
                    Layout.bottomMargin: 10
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    text: screen.statistics.rulesetOptions.length === 0
                          ? qsTranslate("Statistics", "No finished games yet. Play a game to the end with a seat marked “You”, and your scores, your accuracy and your bonus and five-of-a-kind rates appear here as charts.")
                          : screen.statistics.includeHints
                            ? qsTranslate("Statistics", "No game of %1 to show: the charts count the games you played to the end.").arg(screen.chartRules)
                            : qsTranslate("Statistics", "No game of %1 to show: the charts count the games you played to the end, and games with hints are left out now.").arg(screen.chartRules)
                }
                RowLayout {
                    visible: screen.statistics.chartGames > 0
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(230, Theme.fs(200))
                    spacing: 12
                    ChartCard {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 3
                        title: qsTranslate("Statistics", "Your final scores (%n game(s))", "", screen.statistics.chartGames)
                        DistributionChart {
                            anchors.fill: parent
                            bars: screen.statistics.bars
                            tallest: screen.statistics.tallest
                        }
                    }
                    ChartCard {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 4
                        title: screen.statistics.points.length === 1
                               ? qsTranslate("Statistics", "Your last game: score and points lost per decision")
                               : qsTranslate("Statistics", "Your last %n game(s): score and points lost per decision", "", screen.statistics.points.length)
                        TrendChart {
                            anchors.fill: parent
                            points: screen.statistics.points
                            scoreLow: screen.statistics.scoreLow
                            scoreHigh: screen.statistics.scoreHigh
                            costHigh: screen.statistics.costHigh
                        }
                    }
                    ChartCard {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 2
                        title: qsTranslate("Statistics", "Rates")
                        Column {
                            width: parent.width
                            spacing: 10
                            Repeater {
                                model: [
                                    { name: qsTranslate("Statistics", "Upper bonus reached"), share: screen.statistics.bonusRate,
                                      value: Texts.number(screen.statistics.bonusRate * 100, 0) + " %" },
                                    { name: qsTranslate("Statistics", "Five of a kind per game"), share: Math.min(1, screen.statistics.fiveAlikesPerGame),
                                      value: Texts.number(screen.statistics.fiveAlikesPerGame, 2) },
                                ]
                                delegate: Column {
                                    id: rate
                                    required property var modelData
                                    width: parent.width
                                    spacing: 3
                                    Text {
                                        width: parent.width
                                        text: rate.modelData.name + ": " + rate.modelData.value
                                        font.pixelSize: Theme.fs(12)
                                        color: Theme.ink
                                        wrapMode: Text.WordWrap
                                    }
                                    Rectangle {
                                        width: parent.width
                                        height: 8
                                        radius: 4
                                        color: Theme.paperLine
                                        Rectangle {
                                            width: parent.width * rate.modelData.share
                                            height: parent.height
                                            radius: 4
                                            color: Theme.brass
                                        }
                                    }
                                }
                            }
                            Text {
                                width: parent.width
                                wrapMode: Text.WordWrap
                                text: screen.statistics.meanCost < 0
                                      ? qsTranslate("Statistics", "Accuracy: no game reviewed yet.")
                                      : qsTranslate("Statistics", "Accuracy: %1 points lost per decision over %n reviewed game(s).", "", screen.statistics.reviewed)
                                        .arg(Texts.number(screen.statistics.meanCost, 2))
                                objectName: "accuracyLine"
                                font.pixelSize: Theme.fs(12)
                                // a plain fact, not a warning: ink, not the error red
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
                Text {
                    visible: screen.statistics.chartGames > 0
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(11)
                    color: Theme.inkSoft
                    text: qsTranslate("Statistics", "%1: games played to the end. Brass: the score; red, dashed: points lost per decision (lower is better; 0 is perfect play). Hollow dots: hints were shown.").arg(screen.chartRules)
                }

                // --- a line per ruleset ------------------------------------------------------
                Text {
                    Layout.topMargin: 8
                    visible: screen.statistics.games > 0
                    text: qsTranslate("Statistics", "Every ruleset")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(22)
                    color: Theme.ink
                }
                Text {
                    Layout.fillWidth: true
                    visible: screen.statistics.games > 0
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(12)
                    color: Theme.inkSoft
                    text: qsTranslate("Statistics", "Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.")
                }
                RowLayout {
                    visible: screen.statistics.games > 0
                    Layout.fillWidth: true
                    spacing: 0
                    Repeater {
                        model: screen.columnHeads
                        delegate: Text {
                            required property string modelData
                            required property int index
                            Layout.preferredWidth: screen.columnWidth(index)
                            Layout.fillWidth: index === 0
                            Layout.alignment: Qt.AlignBottom
                            wrapMode: Text.WordWrap
                            text: modelData
                            font.pixelSize: Theme.fs(12)
                            font.bold: true
                            color: Theme.inkSoft
                            horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignHCenter
                        }
                    }
                }
                Repeater {
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
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(34, cells.implicitHeight + 12)
                        color: "transparent"
                        Rectangle {
                            anchors.bottom: parent.bottom
                            width: parent.width
                            height: 1
                            color: Theme.paperLine
                        }
                        RowLayout {
                            id: cells
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
                                    Layout.preferredWidth: screen.columnWidth(index)
                                    Layout.fillWidth: index === 0
                                    text: modelData
                                    font.pixelSize: Theme.fs(14)
                                    font.bold: index === 0
                                    color: Theme.ink
                                    wrapMode: Text.WordWrap
                                    horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignHCenter
                                }
                            }
                        }
                    }
                }

                // --- the games to analyse ----------------------------------------------------
                RowLayout {
                    Layout.fillWidth: true
                    Layout.topMargin: 12
                    Text {
                        Layout.fillWidth: true
                        text: qsTranslate("Statistics", "Your games")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(22)
                        color: Theme.ink
                    }
                    FlatButtonDark {
                        text: qsTranslate("Analysis", "Open a game file…")
                        onClicked: openDialog.open()
                    }
                }
                Text {
                    visible: historyList.count === 0
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTranslate("Statistics", "Finished games appear here; each opens on the analysis board.")
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                }
                Repeater {
                    id: historyList
                    model: screen.statistics.history
                    delegate: Rectangle {
                        id: entry
                        required property string source
                        required property int gameId
                        required property string when
                        required property var rules
                        required property var players
                        required property int you
                        required property int total
                        required property int place
                        required property real meanCost
                        required property bool hints
                        required property string code
                        required property bool online
                        required property string outcome
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(36, entryRow.implicitHeight + 10)
                        color: "transparent"
                        Rectangle {
                            anchors.bottom: parent.bottom
                            width: parent.width
                            height: 1
                            color: Theme.paperLine
                        }
                        RowLayout {  // with large text, the texts take two lines
                            id: entryRow
                            anchors.fill: parent
                            spacing: 10
                            Text {
                                Layout.preferredWidth: Math.max(90, implicitWidth)
                                // the day and the time: two games of one evening are told apart
                                text: Qt.formatDateTime(new Date(entry.when), Qt.locale(Qt.uiLanguage || "en"), Locale.ShortFormat)
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                            }
                            Text {
                                Layout.preferredWidth: 160
                                text: Texts.rulesetName(entry.rules.preset, entry.rules.triple, entry.rules.forcedOrder)
                                      + (entry.online ? " · " + qsTranslate("Statistics", "online") : "")
                                font.pixelSize: Theme.fs(13)
                                font.bold: true
                                color: Theme.ink
                                wrapMode: Text.WordWrap
                            }
                            Text {
                                Layout.fillWidth: true
                                text: entry.players.join(", ")
                                font.pixelSize: Theme.fs(13)
                                color: Theme.ink
                                wrapMode: Text.WordWrap
                            }
                            Text {
                                Layout.preferredWidth: 310
                                text: {
                                    const parts = []
                                    switch (entry.outcome) {
                                    case "won": parts.push(qsTranslate("Statistics", "won")); break
                                    case "place": parts.push(qsTranslate("Statistics", "place %1 of %2").arg(entry.place).arg(entry.players.length)); break
                                    }
                                    if (entry.total >= 0)
                                        parts.push(qsTranslate("Statistics", "%n point(s)", "", entry.total))
                                    else if (entry.online)
                                        parts.push(qsTranslate("Statistics", "not finished on this computer"))
                                    if (entry.meanCost >= 0)
                                        parts.push(qsTranslate("Statistics", "%1 lost per decision").arg(Texts.number(entry.meanCost, 2)))
                                    if (entry.hints)
                                        parts.push(qsTranslate("Statistics", "hints"))
                                    return parts.join(" · ")
                                }
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                            FlatButtonDark {
                                text: qsTranslate("Statistics", "Analyse")
                                onClicked: entry.source === "online" ? screen.app.analyseOnlineGame(entry.gameId)
                                                                     : screen.app.analyseGame(entry.gameId)
                            }
                        }
                    }
                }
            }
        }
    }
}
