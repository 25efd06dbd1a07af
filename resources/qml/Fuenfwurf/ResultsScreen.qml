pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// After the game: the ranking (shared places), totals and what each decision cost.
FocusScope {
    id: screen

    required property ResultsViewModel results
    required property AppController app
    required property OnlineTableViewModel online
    required property TogetherViewModel together
    readonly property bool rematchShown: screen.results.online && screen.together.rematch !== "offline"
    readonly property string rulesetName: Texts.rulesetName(screen.results.rules.preset, screen.results.rules.triple, screen.results.rules.forcedOrder)

    function moveText(move: var): string {
        if (move.kind === "box" && move.struck)
            return qsTranslate("Results", "strike %1").arg(Texts.boxLabel(move.label.name, move.label.column))
        if (move.kind === "box")
            return Texts.boxLabel(move.label.name, move.label.column)
        return move.kept.length === 0 ? qsTranslate("Results", "reroll all")
                                      : qsTranslate("Results", "keep %1").arg(move.kept.join(" "))
    }

    // What a decision cost in the chance to win (in per cent, from the review), where it shows
    // as at least one per cent.
    function winCostText(cost: real): string {
        return cost >= Thresholds.winCostTold ? " · " + qsTranslate("Results", "−%1 % to win").arg(Texts.number(cost, 0)) : ""
    }

    // The results open at their top, the keys on the main way on: the rematch where it is
    // offered, else another game (online: the lobby).
    function focusFirst() {
        page.contentY = 0
        const main = rematchButton.visible ? rematchButton : playAgain.visible ? playAgain : backToLobby
        if (main.visible)
            main.forceActiveFocus(Qt.TabFocusReason)
        else
            screen.forceActiveFocus()
    }
    onVisibleChanged: if (visible) page.contentY = 0
    // The server's word on the rematch may come just after the results: the keys move on to it
    // if they still wait on the lobby button the screen gave them.
    Connections {
        target: screen.together
        function onRematchChanged() {
            if (screen.visible && backToLobby.focus)  // (the window may be behind another)
                Qt.callLater(() => { if (rematchButton.visible) rematchButton.forceActiveFocus(Qt.TabFocusReason) })
        }
    }

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 940)
        height: parent.height - 32

        PaperFlickable {
            id: page
            anchors.fill: parent
            anchors.margins: 28
            contentHeight: content.implicitHeight

            ColumnLayout {
                id: content
                width: parent.width
                spacing: 12

                // The header: the game's moment, celebrated where there is something to
                // celebrate (a win, a record, a bonus, five alike), plain otherwise.
                Rectangle {
                    id: header
                    objectName: "resultsHeader"
                    readonly property bool festive: ["won", "drawn", "solo", "winner", "draw"].indexOf(screen.results.headline) >= 0
                                                    || screen.results.highlights.length > 0
                    Layout.fillWidth: true
                    implicitHeight: headerRow.implicitHeight + (festive ? 28 : 0)
                    radius: Theme.radius
                    color: !festive ? "transparent" : Theme.highContrast ? Theme.paper : "#f2dfa4"
                    border.color: festive ? Theme.brassDark : "transparent"
                    border.width: festive ? (Theme.highContrast ? 3 : 2) : 0
                    Rectangle {  // a lighter band along the top: brass catching the light
                        visible: header.festive && !Theme.highContrast
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 2
                        height: parent.height * 0.45
                        radius: Theme.radius
                        color: "#fff6d6"
                        opacity: 0.45
                    }
                    RowLayout {
                        id: headerRow
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: header.festive ? 18 : 0
                        anchors.rightMargin: header.festive ? 18 : 0
                        spacing: 16
                        // a medal for first place
                        Rectangle {
                            objectName: "resultsMedal"
                            visible: ["won", "drawn", "winner", "draw"].indexOf(screen.results.headline) >= 0
                            Layout.alignment: Qt.AlignVCenter
                            implicitWidth: Theme.fs(58)
                            implicitHeight: implicitWidth
                            radius: width / 2
                            color: Theme.brass
                            border.color: Theme.brassDark
                            border.width: 3
                            Rectangle {
                                anchors.fill: parent
                                anchors.margins: 6
                                radius: width / 2
                                color: "transparent"
                                border.color: Theme.highContrast ? "#000000" : Theme.brassLight
                                border.width: 2
                            }
                            Text {
                                anchors.centerIn: parent
                                text: "1"
                                font.family: Theme.bodyFont  // (the title face draws an old-style "1" like an I)
                                font.pixelSize: parent.width * 0.55
                                font.bold: true
                                color: Theme.highContrast ? "#000000" : "#3b2a0c"
                            }
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 6
                                Text {
                                    Layout.fillWidth: true
                                    wrapMode: Text.WordWrap
                                    font.family: Theme.titleFont
                                    font.pixelSize: Theme.fs(38)
                                    color: Theme.ink
                                    text: {
                                        switch (screen.results.headline) {
                                        case "solo": return qsTranslate("Results", "%n point(s)", "", screen.results.total)
                                        case "won": return qsTranslate("Results", "You won!")
                                        case "drawn": return qsTranslate("Results", "A draw at the top!")
                                        case "lost": return qsTranslate("Results", "Game over: %1 won.").arg(screen.results.winner)
                                        case "draw": return qsTranslate("Results", "%1 share first place.").arg(screen.results.winner)
                                        case "winner": return qsTranslate("Results", "%1 won!").arg(screen.results.winner)
                                        case "aborted": return qsTranslate("Results", "The game was aborted.")
                                        }
                                        return ""
                                    }
                                }
                                Text {
                                    Layout.fillWidth: true
                                    visible: text !== ""
                                    font.pixelSize: Theme.fs(16)
                                    color: screen.results.newBest ? Theme.good : Theme.inkSoft
                                    font.bold: screen.results.newBest
                                    text: screen.results.headline === "solo"
                                          ? (screen.results.newBest ? qsTranslate("Results", "A new best score for %1!").arg(screen.rulesetName)
                                                                    : screen.rulesetName)
                                          : screen.rulesetName
                                }

                            Flow {  // the game's moments, as badges
                                objectName: "resultsHighlights"
                                Layout.fillWidth: true
                                visible: screen.results.highlights.length > 0
                                spacing: 8
                                Repeater {
                                    model: screen.results.highlights
                                    delegate: Rectangle {
                                        id: badge
                                        required property string modelData
                                        width: badgeText.implicitWidth + 24
                                        height: badgeText.implicitHeight + 10
                                        radius: height / 2
                                        color: Theme.highContrast ? "#000000" : "#5a3d12"
                                        border.color: Theme.brassLight
                                        border.width: 1
                                        Text {
                                            id: badgeText
                                            anchors.centerIn: parent
                                            color: Theme.highContrast ? "#ffff00" : Theme.brassLight
                                            font.family: Theme.bodyFont
                                            font.pixelSize: Theme.fs(14)
                                            font.bold: true
                                            text: {
                                                switch (badge.modelData) {
                                                case "record": return qsTranslate("Results", "New best score!")
                                                case "bonus": return qsTranslate("Moments", "Bonus!")
                                                case "alike": return qsTranslate("Moments", "%1!").arg(Texts.boxName(screen.results.alikeBox))
                                                case "extra": return qsTranslate("Moments", "Extra bonus!")
                                                }
                                                return ""
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }

                // The ways on first, in sight as the results open (the review below can be long).
                RowLayout {
                    objectName: "resultsActions"
                    Layout.fillWidth: true
                    Layout.topMargin: 4
                    Item { Layout.fillWidth: true }
                    FlatButtonDark {
                        objectName: "analyseButton"
                        text: qsTranslate("Results", "Analyse the game")
                        onClicked: screen.app.analyseResults()
                    }
                    FlatButtonDark {
                        visible: !screen.results.online
                        text: qsTranslate("Results", "Statistics")
                        onClicked: screen.app.show("statistics")
                    }
                    FlatButtonDark {
                        visible: screen.results.online
                        text: qsTranslate("Lobby", "Your profile")
                        onClicked: screen.app.show("profile")
                    }
                    FlatButtonDark {
                        objectName: "newGameButton"
                        text: qsTranslate("Results", "New game")
                        onClicked: screen.app.show("start")
                    }
                    // After an online game the way on is the lobby; after a local one, the
                    // same setup again in one click.
                    BrassButton {
                        id: backToLobby
                        objectName: "backToLobby"
                        visible: screen.results.online
                        prominent: !screen.rematchShown
                        text: qsTranslate("Results", "Back to the lobby")
                        onClicked: {
                            if (screen.online.hasTable)
                                screen.online.leave()
                            screen.app.show("lobby")
                        }
                    }
                    BrassButton {
                        id: playAgain
                        objectName: "playAgainButton"
                        visible: !screen.results.online && screen.results.headline !== "aborted"
                        prominent: true
                        text: qsTranslate("Results", "Play again")
                        onClicked: screen.app.startGame()
                    }
                }

                // The rematch, at the top where friends look first; the server starts the new
                // table. Offered only where it can work (ResultsViewModel/TogetherViewModel).
                Rectangle {
                    id: rematchBox
                    objectName: "rematchBox"
                    Layout.fillWidth: true
                    Layout.topMargin: 10
                    visible: screen.rematchShown
                    implicitHeight: rematchRow.implicitHeight + 24
                    radius: 6
                    color: Theme.paperShade
                    border.color: screen.together.rematch === "open" && !screen.together.rematchAccepted ? Theme.brass : Theme.paperLine
                    border.width: screen.together.rematch === "open" && !screen.together.rematchAccepted ? 2 : 1
                    property int secondsLeft: 0
                    Timer {
                        interval: 1000
                        repeat: true
                        triggeredOnStart: true
                        running: rematchBox.visible && screen.together.rematch === "open"
                        onTriggered: rematchBox.secondsLeft = screen.together.rematchSecondsLeft()
                    }
                    RowLayout {
                        id: rematchRow
                        anchors.fill: parent
                        anchors.margins: 12
                        spacing: 10
                        Text {
                            objectName: "rematchText"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            font.family: Theme.bodyFont
                            font.pixelSize: Theme.fs(16)
                            color: Theme.ink
                            text: {
                                const t = screen.together
                                const left = Texts.clockText(rematchBox.secondsLeft)
                                switch (t.rematch) {
                                case "": return qsTranslate("Results", "Same players, same rules and clock, seats moved one along: play again?")
                                case "open":
                                    if (t.rematchAccepted)
                                        return qsTranslate("Results", "Rematch offered. Waiting for %1 (%2 left).").arg(t.rematchWaitingFor).arg(left)
                                    return qsTranslate("Results", "%1 offers a rematch with the same rules and clock (%2 left).").arg(t.rematchBy).arg(left)
                                case "started": return qsTranslate("Results", "The rematch is starting.")
                                case "declined": return qsTranslate("Results", "%1 does not want a rematch this time.").arg(t.rematchBy)
                                case "lapsed":
                                    return t.rematchBy !== "" ? qsTranslate("Results", "%1 left the table: no rematch.").arg(t.rematchBy)
                                                              : qsTranslate("Results", "Nobody answered in time: no rematch.")
                                }
                                return ""
                            }
                        }
                        FlatButtonDark {
                            objectName: "declineRematch"
                            visible: screen.together.rematch === "open" && !screen.together.rematchAccepted
                            text: qsTranslate("Results", "Decline")
                            onClicked: screen.together.declineRematch()
                        }
                        BrassButton {
                            id: rematchButton
                            objectName: "rematchButton"
                            visible: screen.together.rematch === "" || (screen.together.rematch === "open" && !screen.together.rematchAccepted)
                            prominent: true
                            text: screen.together.rematch === "open" ? qsTranslate("Results", "Accept rematch")
                                                                       : qsTranslate("Results", "Rematch")
                            onClicked: screen.together.offerRematch()
                        }
                    }
                }

                Text {
                    objectName: "rematchProblem"
                    Layout.fillWidth: true
                    visible: screen.rematchShown && screen.together.rematchProblem !== ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(14)
                    font.bold: true
                    color: Theme.accent
                    text: Texts.error(screen.together.rematchProblem)
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                Text {
                    objectName: "tableGoneText"
                    Layout.fillWidth: true
                    visible: screen.results.tableGone && screen.results.challenge !== "daily"
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(14)
                    color: Theme.inkSoft
                    text: qsTranslate("Results", "The table has closed: its chat is over and a rematch is no longer possible. Invite the others again from the lobby; the review and the analysis stay here.")
                }

                // online: what the game brought
                Text {
                    objectName: "earnedText"
                    Layout.fillWidth: true
                    visible: screen.results.online && screen.results.challenge !== "daily"
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(16)
                    font.bold: screen.results.pointsEarned >= 0
                    color: screen.results.pointsEarned > 0 ? Theme.good : Theme.inkSoft
                    text: screen.results.headline === "aborted"
                          //: %1 is the name of the player who left.
                          ? qsTranslate("Results", "%1 left before every player had taken a turn, so the game counts for nobody: no points, statistics or milestones.").arg(screen.results.abortedBy)
                          : !screen.results.scored && screen.results.pointsEarned < 0
                            ? qsTranslate("Results", "The server is scoring the game…")
                            : screen.results.pointsEarned >= 0
                              ? qsTranslate("Results", "You earned %n point(s) for the leaderboards.", "", screen.results.pointsEarned)
                                + " " + qsTranslate("Results", "Your level: %1.").arg(screen.results.level)
                              : qsTranslate("Results", "The game is scored.")
                }
                Text {
                    objectName: "cappedText"
                    Layout.fillWidth: true
                    visible: screen.results.online && screen.results.capped
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(14)
                    color: Theme.inkSoft
                    text: qsTranslate("Results", "This game earns no points: only the first three games a day between the same players count for points, statistics and milestones.")
                }
                Repeater {
                    model: screen.results.milestones
                    delegate: Text {
                        required property string modelData
                        Layout.fillWidth: true
                        font.pixelSize: Theme.fs(15)
                        color: Theme.good
                        text: qsTranslate("Results", "Milestone reached: %1!").arg(Texts.milestoneName(modelData))
                    }
                }

                // online: this app's own check of the dice
                DiceBadge {
                    objectName: "resultsDiceBadge"
                    Layout.maximumWidth: content.width
                    check: screen.results.online ? screen.results.diceCheck : ""
                }
                Text {
                    Layout.fillWidth: true
                    visible: screen.results.online && text !== ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(12)
                    color: Theme.inkSoft
                    text: Texts.diceCheckDetail(screen.results.diceCheck)
                }

                // the daily challenge: where this total stands in the day's field
                Text {
                    objectName: "practiceText"
                    Layout.fillWidth: true
                    visible: screen.results.challenge === "practice"
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(15)
                    color: Theme.inkSoft
                    text: qsTranslate("Daily", "Practice with today's public dice: not ranked. The ranked challenge is played online, once a day.")
                }
                ColumnLayout {
                    objectName: "dailyResults"
                    visible: screen.results.challenge === "daily"
                    Layout.fillWidth: true
                    spacing: 6
                    Text {
                        Layout.fillWidth: true
                        text: qsTranslate("Daily", "Today's daily challenge")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(24)
                        color: Theme.ink
                    }
                    Text {
                        objectName: "dailyRankText"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(16)
                        font.bold: screen.results.dailyRank > 0
                        color: Theme.ink
                        text: screen.results.dailyState === "loading" || screen.results.dailyState === "none"
                              ? qsTranslate("Daily", "Asking the server how the field played…")
                              : screen.results.dailyState === "failed"
                                ? qsTranslate("Daily", "The day's board cannot be fetched just now; it is on the daily challenge screen later.")
                                : screen.results.dailyRank > 0
                                  ? qsTranslate("Daily", "Rank %1 of %n finished attempt(s) so far today.", "", screen.results.dailyAttempts).arg(screen.results.dailyRank)
                                  : qsTranslate("Daily", "%n attempt(s) finished so far today.", "", screen.results.dailyAttempts)
                    }
                    DailyDistribution {
                        objectName: "resultsDistribution"
                        visible: screen.results.dailyBars.length > 0
                        Layout.fillWidth: true
                        Layout.preferredHeight: 150
                        bars: screen.results.dailyBars
                    }
                }

                // ranking
                Repeater {
                    model: screen.results.ranking
                    delegate: Rectangle {
                        id: place
                        required property int index
                        required property int place
                        required property bool shared
                        required property string name
                        required property string kind
                        required property string level
                        required property int total
                        required property bool resigned
                        required property int points
                        required property string placing
                        Layout.fillWidth: true
                        Layout.preferredHeight: 46
                        radius: 6
                        // an aborted game has a standing, but no winner
                        color: place.place === 1 && !place.resigned && screen.results.headline !== "aborted" ? "#f1dc9c" : "transparent"
                        border.color: Theme.paperLine
                        Accessible.role: Accessible.ListItem
                        Accessible.name: placeText.text + " " + place.name + ", " + totalText.text
                        RowLayout {
                            anchors.fill: parent
                            anchors.leftMargin: 14
                            anchors.rightMargin: 14
                            Text {
                                id: placeText
                                Layout.preferredWidth: 70
                                text: place.resigned ? "–" : qsTranslate("Results", "%1.").arg(place.place)
                                font.family: Theme.bodyFont
                                font.bold: true
                                font.pixelSize: Theme.fs(26)
                                color: Theme.ink
                            }
                            Column {
                                Layout.fillWidth: true
                                Text {
                                    text: place.name
                                    font.pixelSize: Theme.fs(17)
                                    font.bold: true
                                    color: Theme.ink
                                }
                                Text {
                                    text: {
                                        const parts = []
                                        if (place.kind === "computer")
                                            parts.push(Texts.seatKind("computer") + " · " + Texts.levelName(place.level))
                                        if (place.shared)
                                            parts.push(qsTranslate("Results", "shared place"))
                                        if (place.resigned)
                                            parts.push(qsTranslate("Results", "resigned"))
                                        if (place.placing !== "" && screen.results.challenge !== "daily")
                                            parts.push(Texts.placingName(place.placing))
                                        return parts.join(" · ")
                                    }
                                    font.pixelSize: Theme.fs(12)
                                    color: Theme.inkSoft
                                }
                            }
                            Text {
                                visible: place.points >= 0 && screen.results.challenge !== "daily"
                                text: qsTranslate("Results", "+%n point(s)", "", place.points)
                                font.pixelSize: Theme.fs(14)
                                color: place.points > 0 ? Theme.good : Theme.inkSoft
                                Layout.rightMargin: 16
                            }
                            Text {
                                id: totalText
                                text: Texts.number(place.total, 0)
                                font.pixelSize: Theme.fs(22)
                                font.bold: true
                                color: Theme.ink
                            }
                        }
                    }
                }

                // every player's chance to win over the game
                Text {
                    visible: winChart.visible
                    Layout.topMargin: 10
                    text: qsTranslate("WinChances", "Chances to win over the game")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(22)
                    color: Theme.ink
                }
                WinChanceChart {
                    id: winChart
                    Layout.fillWidth: true
                    Layout.preferredHeight: 170
                    model: screen.results.winChart
                }

                // online: the table's chat goes on after the end
                ChatPanel {
                    visible: screen.results.online && screen.online.hasTable && screen.online.chatShown
                    Layout.fillWidth: true
                    Layout.preferredHeight: 200
                    online: screen.online
                    dark: false
                }

                // review
                Text {
                    Layout.topMargin: 10
                    text: qsTranslate("Results", "Review")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(26)
                    color: Theme.ink
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                    text: {
                        switch (screen.results.reviewState) {
                        case "working": return qsTranslate("Results", "Looking at every decision of the game…")
                        case "failed": return qsTranslate("Results", "The review is not available for this game.")
                        case "ready":
                            return qsTranslate("Results", "What each player's decisions cost against the best play, in expected points, and how the dice treated them.")
                                   + (screen.results.reviewExact ? "" : " " + qsTranslate("Results", "For these rules the values are a close approximation."))
                        }
                        return ""
                    }
                }
                Repeater {
                    model: screen.results.review
                    delegate: ColumnLayout {
                        id: reviewBlock
                        required property string name
                        required property real lost
                        required property real luck
                        required property int decisions
                        required property real meanCost
                        required property var mistakes
                        required property var every
                        required property int timeouts
                        required property var costliest
                        property bool showEvery: false  // else the costliest few
                        Layout.fillWidth: true
                        spacing: 3
                        Text {
                            Layout.topMargin: 6
                            text: reviewBlock.name
                            font.pixelSize: Theme.fs(16)
                            font.bold: true
                            color: Theme.ink
                        }
                        Text {
                            objectName: "accuracyText"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fs(13)
                            color: Theme.ink
                            text: qsTranslate("Results", "Accuracy: %1 points lost per decision, %2 in all over %n decision(s). Luck of the dice: %3.", "", reviewBlock.decisions)
                                  .arg(Texts.number(reviewBlock.meanCost, 2)).arg(Texts.number(reviewBlock.lost, 1)).arg(Texts.signed(reviewBlock.luck, 1))
                                  + (screen.results.reviewExact ? "" : " " + qsTranslate("Results", "(approximate)"))
                                  + (reviewBlock.timeouts > 0
                                     ? " " + qsTranslate("Results", "The clock ran out %n time(s) and entered a box instead; those entries do not count here.", "", reviewBlock.timeouts)
                                     : "")
                        }
                        // the one decision that cost the most chance to win
                        Repeater {
                            model: reviewBlock.costliest
                            delegate: Text {
                                required property var modelData
                                objectName: "costliestText"
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fs(13)
                                color: Theme.ink
                                text: qsTranslate("Results", "Costliest for the chance to win: turn %1, roll %2, dice %3: %4 (−%5 % to win)")
                                      .arg(modelData.turn)
                                      .arg(modelData.roll)
                                      .arg(modelData.dice.join(" "))
                                      .arg(screen.moveText(modelData.chosen))
                                      .arg(Texts.number(modelData.winCost, modelData.winCost < 0.95 ? 1 : 0))
                            }
                        }
                        Repeater {
                            model: reviewBlock.showEvery ? reviewBlock.every : reviewBlock.mistakes
                            delegate: Text {
                                required property var modelData
                                Layout.fillWidth: true
                                leftPadding: 16
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                                text: modelData.timedOut
                                      ? qsTranslate("Results", "Turn %1, roll %2, dice %3: time ran out; the clock entered %4")
                                        .arg(modelData.turn)
                                        .arg(modelData.roll)
                                        .arg(modelData.dice.join(" "))
                                        .arg(screen.moveText(modelData.chosen))
                                      : modelData.cost < Thresholds.bestCost
                                      ? qsTranslate("Results", "Turn %1, roll %2, dice %3: %4 (the best choice)")
                                        .arg(modelData.turn)
                                        .arg(modelData.roll)
                                        .arg(modelData.dice.join(" "))
                                        .arg(screen.moveText(modelData.chosen))
                                        + screen.winCostText(modelData.winCost)
                                      : qsTranslate("Results", "Turn %1, roll %2, dice %3: %4; better: %5 (−%6)")
                                        .arg(modelData.turn)
                                        .arg(modelData.roll)
                                        .arg(modelData.dice.join(" "))
                                        .arg(screen.moveText(modelData.chosen))
                                        .arg(screen.moveText(modelData.best))
                                        .arg(Texts.number(modelData.cost, 1))
                                      + screen.winCostText(modelData.winCost)
                            }
                        }
                        FlatButtonDark {
                            objectName: "everyDecision_" + reviewBlock.name
                            visible: reviewBlock.every.length > reviewBlock.mistakes.length
                            Layout.leftMargin: 12
                            text: reviewBlock.showEvery ? qsTranslate("Results", "Only the costliest decisions")
                                                        : qsTranslate("Results", "Show every decision (%n)", "", reviewBlock.decisions)
                            onClicked: reviewBlock.showEvery = !reviewBlock.showEvery
                        }
                    }
                }

            }
        }
    }
}
