pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import Fuenfwurf

// The analysis board: a finished game step by step (buttons, arrow keys, the scrubber), every
// sheet as it stood, and beside each decision the ranked choices and what the one made cost.
FocusScope {
    id: screen

    required property AnalysisViewModel board
    required property AppController app

    readonly property string rulesetName: Texts.rulesetName(board.rules.preset ?? "", board.rules.triple ?? false, board.rules.forcedOrder ?? false)

    function choiceText(kind: string, kept: var, label: var, points: int): string {
        if (kind === "box")
            return points === 0 ? qsTranslate("Analysis", "strike %1").arg(Texts.boxLabel(label.name, label.column))
                                : qsTranslate("Analysis", "%1 (%n point(s))", "", points).arg(Texts.boxLabel(label.name, label.column))
        return kept.length === 0 ? qsTranslate("Analysis", "reroll all")
                                 : qsTranslate("Analysis", "keep %1").arg(kept.join(" "))
    }

    function positionText(): string {
        switch (board.kind) {
        case "start": return qsTranslate("Analysis", "Before the first roll")
        case "end": return board.winner !== "" ? qsTranslate("Analysis", "The end: %1 won").arg(board.winner)
                                               : qsTranslate("Analysis", "The end of the game")
        case "resign": return qsTranslate("Analysis", "%1 resigns").arg(board.name)
        }
        return qsTranslate("Analysis", "%1 · turn %2 of %3 · roll %4").arg(board.name).arg(board.turn).arg(board.turns).arg(board.roll)
    }

    function nextText(): string {
        switch (board.nextKind) {
        case "keep": return qsTranslate("Analysis", "Chose: %1 and roll again").arg(choiceText("keep", board.nextKept, null, 0))
        case "box":
            return (board.timedOut ? qsTranslate("Analysis", "The clock entered: %1") : qsTranslate("Analysis", "Chose: %1"))
                   .arg(choiceText("box", [], board.nextLabel, board.nextPoints))
        case "resign": return qsTranslate("Analysis", "Resigned here")
        }
        return ""
    }

    Keys.onPressed: (event) => {
        if (!board.loaded)
            return
        if (event.key === Qt.Key_Right) board.stepBy(1)
        else if (event.key === Qt.Key_Left) board.stepBy(-1)
        else if (event.key === Qt.Key_Down || event.key === Qt.Key_PageDown) board.turnBy(1)
        else if (event.key === Qt.Key_Up || event.key === Qt.Key_PageUp) board.turnBy(-1)
        else if (event.key === Qt.Key_Home) board.goTo(0)
        else if (event.key === Qt.Key_End) board.goTo(board.steps - 1)
        else if (event.key === Qt.Key_N && (event.modifiers & Qt.ShiftModifier)) board.toPreviousMistake()
        else if (event.key === Qt.Key_N) board.toNextMistake()
        else return
        event.accepted = true
    }

    FileDialog {
        id: openDialog
        objectName: "openGameDialog"
        title: qsTranslate("Analysis", "Open a game file")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTranslate("Analysis", "Game files (*.json)")]
        onAccepted: screen.app.openGameFile(selectedFile.toString())
    }
    FileDialog {
        id: exportDialog
        title: qsTranslate("Analysis", "Export the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTranslate("Analysis", "Game files (*.json)")]
        onAccepted: screen.board.exportTo(selectedFile.toString())
    }

    PaperCard {
        anchors.fill: parent
        anchors.margins: 16

        // --- nothing on the board yet ----------------------------------------------------------
        ColumnLayout {
            visible: !screen.board.loaded
            anchors.centerIn: parent
            width: Math.min(parent.width - 80, 620)
            spacing: 14
            Text {
                Layout.fillWidth: true
                text: qsTranslate("Analysis", "Analysis board")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fs(34)
                color: Theme.ink
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fs(15)
                color: Theme.inkSoft
                text: qsTranslate("Analysis", "Open a finished game to step through it roll by roll and see what each decision cost: from the results after a game, from your games under Statistics, or from a game file (also by dropping it on the window).")
            }
            FlatButtonDark {
                text: qsTranslate("Analysis", "Open a game file…")
                onClicked: openDialog.open()
            }
        }

        // --- the board -----------------------------------------------------------------------------
        // The page scrolls up and down as a whole when the board needs more room than the window
        // has (large text): the sheet keeps readable rows and the choices a few lines.
        PaperFlickable {
            id: boardPage
            objectName: "boardPage"
            visible: screen.board.loaded
            anchors.fill: parent
            anchors.margins: 20
            contentWidth: width
            contentHeight: boardColumn.height

            ColumnLayout {
                id: boardColumn
                width: boardPage.width
                height: Math.max(boardPage.height, implicitHeight)
                spacing: 10

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: qsTranslate("Analysis", "Analysis: %1").arg(screen.rulesetName)
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fs(28)
                            color: Theme.ink
                        }
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: {
                                const parts = [screen.board.playerNames.join(", ")]
                                if (screen.board.finishedAt !== "")
                                    parts.push(Qt.formatDate(new Date(screen.board.finishedAt), Qt.locale(Qt.uiLanguage || "en"), Locale.ShortFormat))
                                if (screen.board.source === "online")
                                    parts.push(qsTranslate("Analysis", "online table %1").arg(screen.board.table))
                                else if (screen.board.source === "file")
                                    parts.push(qsTranslate("Analysis", "from a game file"))
                                if (screen.board.hints)
                                    parts.push(qsTranslate("Analysis", "hints were shown"))
                                if (screen.board.reviewState === "ready" && !screen.board.exact)
                                    parts.push(qsTranslate("Analysis", "approximate values"))
                                return parts.join(" · ")
                            }
                            font.pixelSize: Theme.fs(13)
                            color: Theme.inkSoft
                        }
                    }
                    DiceBadge {
                        objectName: "boardDiceBadge"
                        Layout.maximumWidth: 360
                        check: screen.board.diceCheck === "none" ? "" : screen.board.diceCheck
                    }
                    FlatButtonDark {
                        text: qsTranslate("Analysis", "Open a game file…")
                        onClicked: openDialog.open()
                    }
                    FlatButtonDark {
                        objectName: "exportButton"
                        text: qsTranslate("Analysis", "Export…")
                        onClicked: {
                            exportDialog.selectedFile = screen.board.suggestedFileName()
                            exportDialog.open()
                        }
                    }
                    BrassButton {
                        objectName: "playOnButton"
                        text: qsTranslate("Analysis", "Play on from here")
                        enabled: screen.board.canPlayOn
                        onClicked: screen.board.playOn()
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 18

                    BoardSheet {
                        objectName: "boardSheet"
                        Layout.fillHeight: true
                        Layout.minimumHeight: implicitHeight
                        Layout.preferredWidth: (screen.width - 90) * (screen.board.playerCount * screen.board.columns > 4 ? 0.6 : 0.5)
                        board: screen.board
                    }

                    // --- the decision at this step ---------------------------------------------------
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: 8

                        Text {
                            objectName: "positionText"
                            Layout.fillWidth: true
                            text: screen.positionText()
                            font.pixelSize: Theme.fs(17)
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                        Row {
                            spacing: 8
                            visible: screen.board.dice.length > 0
                            Repeater {
                                model: screen.board.dice
                                delegate: Column {
                                    id: die
                                    required property int modelData
                                    required property int index
                                    spacing: 3
                                    DieFace {
                                        size: 42
                                        value: die.modelData
                                        opacity: screen.board.held[die.index] ? 0.75 : 1
                                    }
                                    Rectangle {
                                        width: 42
                                        height: 4
                                        radius: 2
                                        color: screen.board.held[die.index] ? Theme.brassDark : "transparent"
                                    }
                                }
                            }
                        }
                        Text {  // under the dice: beside them, six dice leave it too little room
                            Layout.fillWidth: true
                            visible: screen.board.dice.length > 0 && text !== ""
                            wrapMode: Text.WordWrap
                            text: screen.board.savesRolls
                                  ? (screen.board.rollsLeft === 0 ? qsTranslate("Analysis", "no rolls left")
                                                    : qsTranslate("Analysis", "%n roll(s) left", "", screen.board.rollsLeft))
                                  : (screen.board.held.indexOf(true) >= 0 ? qsTranslate("Analysis", "underlined: held for this roll") : "")
                            font.pixelSize: Theme.fs(12)
                            color: Theme.inkSoft
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: text !== ""
                            wrapMode: Text.WordWrap
                            text: screen.nextText()
                            font.pixelSize: Theme.fs(15)
                            color: Theme.ink
                        }
                        Text {
                            objectName: "costText"
                            Layout.fillWidth: true
                            visible: screen.board.cost >= 0
                            wrapMode: Text.WordWrap
                            text: screen.board.cost < 0.005
                                  ? qsTranslate("Analysis", "The best choice: %1 points expected at the end.").arg(Texts.number(screen.board.chosenExpected, 1))
                                  : qsTranslate("Analysis", "This cost %1 points: %2 expected at the end instead of %3.")
                                    .arg(Texts.number(screen.board.cost, 2)).arg(Texts.number(screen.board.chosenExpected, 1)).arg(Texts.number(screen.board.bestExpected, 1))
                            font.pixelSize: Theme.fs(14)
                            font.bold: screen.board.mistake
                            color: screen.board.mistake ? Theme.accent : screen.board.timedOut ? Theme.inkSoft : Theme.good
                        }
                        Text {
                            // beside the points, in a game of several: the chance to win it cost
                            objectName: "winCostText"
                            Layout.fillWidth: true
                            visible: screen.board.cost >= 0 && screen.board.winCost >= 0
                            wrapMode: Text.WordWrap
                            text: screen.board.winCost < Thresholds.winCostNone
                                  ? qsTranslate("Analysis", "Chance to win: nothing lost.")
                                  : qsTranslate("Analysis", "Chance to win: −%1 %.")
                                    .arg(Texts.number(screen.board.winCost, 1))
                            font.pixelSize: Theme.fs(13)
                            color: screen.board.winCost >= Thresholds.winCostTold ? Theme.accent : Theme.inkSoft
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: screen.board.kind === "roll" && screen.board.reviewState !== "ready"
                            text: screen.board.reviewState === "failed" ? qsTranslate("Analysis", "The review is not available for this game.")
                                                                        : qsTranslate("Analysis", "Looking at every decision of the game…")
                            font.pixelSize: Theme.fs(13)
                            color: Theme.inkSoft
                        }

                        // the ranked choices
                        RowLayout {
                            Layout.fillWidth: true
                            Layout.leftMargin: 6
                            Layout.rightMargin: 6
                            visible: choiceList.count > 0
                            Text {
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                text: qsTranslate("Analysis", "Choices, best first")
                                font.pixelSize: Theme.fs(12)
                                font.bold: true
                                color: Theme.inkSoft
                            }
                            // the number columns: as wide as their heading or their widest number
                            Text {
                                id: expectedHead
                                Layout.preferredWidth: Math.max(implicitWidth, Theme.fs(13) * 4.5)
                                horizontalAlignment: Text.AlignRight
                                text: qsTranslate("Analysis", "expected")
                                font.pixelSize: Theme.fs(12)
                                font.bold: true
                                color: Theme.inkSoft
                            }
                            Text {
                                id: lossHead
                                Layout.preferredWidth: Math.max(implicitWidth, Theme.fs(13) * 4.5)
                                horizontalAlignment: Text.AlignRight
                                text: qsTranslate("Analysis", "loss")
                                font.pixelSize: Theme.fs(12)
                                font.bold: true
                                color: Theme.inkSoft
                            }
                        }
                        ListView {
                            id: choiceList
                            objectName: "choiceList"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            // a few choices at least, however large the text (the page scrolls)
                            Layout.minimumHeight: Theme.fs(28) * 4
                            clip: true
                            boundsBehavior: Flickable.StopAtBounds
                            model: screen.board.choices
                            // a choice too long for its line (a long box name, "chosen") wraps
                            delegate: Rectangle {
                                id: choice
                                required property int rank
                                required property string kind
                                required property var kept
                                required property var label
                                required property int points
                                required property real expected
                                required property real loss
                                required property bool chosen
                                width: ListView.view.width
                                height: Math.max(Theme.fs(24), choiceRow.implicitHeight + 6)
                                radius: 3
                                color: choice.chosen ? Theme.marker : (choice.rank === 1 ? "#e3efd9" : "transparent")
                                RowLayout {
                                    id: choiceRow
                                    anchors.fill: parent
                                    anchors.leftMargin: 6
                                    anchors.rightMargin: 6
                                    Text {
                                        Layout.preferredWidth: Math.max(26, implicitWidth)
                                        Layout.alignment: Qt.AlignTop
                                        topPadding: 3
                                        text: choice.rank + "."
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.inkSoft
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        Layout.alignment: Qt.AlignTop
                                        topPadding: 3
                                        text: screen.choiceText(choice.kind, choice.kept, choice.label, choice.points)
                                              + (choice.chosen ? "  ← " + qsTranslate("Analysis", "chosen") : "")
                                        font.pixelSize: Theme.fs(13)
                                        font.bold: choice.chosen
                                        color: Theme.ink
                                        wrapMode: Text.WordWrap
                                    }
                                    Text {
                                        Layout.preferredWidth: expectedHead.width
                                        Layout.alignment: Qt.AlignTop
                                        topPadding: 3
                                        horizontalAlignment: Text.AlignRight
                                        text: Texts.number(choice.expected, 1)
                                        font.pixelSize: Theme.fs(13)
                                        color: Theme.ink
                                    }
                                    Text {
                                        Layout.preferredWidth: lossHead.width
                                        Layout.alignment: Qt.AlignTop
                                        topPadding: 3
                                        horizontalAlignment: Text.AlignRight
                                        text: choice.loss < 0.005 ? "–" : "−" + Texts.number(choice.loss, 2)
                                        font.pixelSize: Theme.fs(13)
                                        color: choice.loss >= Thresholds.mistakeCost ? Theme.accent : Theme.inkSoft
                                    }
                                }
                            }
                        }
                        Item {
                            Layout.fillHeight: true
                            visible: choiceList.count === 0
                        }

                        // the players: their accuracy over the game; one of them is followed
                        Text {
                            text: qsTranslate("Analysis", "Accuracy over the whole game")
                            font.pixelSize: Theme.fs(12)
                            font.bold: true
                            color: Theme.inkSoft
                        }
                        Repeater {
                            model: screen.board.players
                            delegate: Rectangle {
                                id: player
                                required property int index
                                required property string name
                                required property int finalTotal
                                required property bool selected
                                required property int decisions
                                required property real lost
                                required property real meanCost
                                required property real luck
                                required property int costliestStep
                                required property int costliestTurn
                                required property real costliestWinCost
                                Layout.fillWidth: true
                                Layout.preferredHeight: playerLines.implicitHeight + 8
                                radius: 4
                                color: player.selected ? "#f1dc9c" : "transparent"
                                border.color: player.selected ? Theme.brassDark : Theme.paperLine
                                Accessible.role: Accessible.Button
                                Accessible.name: playerTotal.text + (playerFigures.visible ? " · " + playerFigures.text : "")
                                                 + (playerCostliest.visible ? " · " + playerCostliest.text : "")
                                MouseArea {
                                    anchors.fill: parent
                                    onClicked: screen.board.select(player.index)
                                }
                                // the name and total, and under them the figures (they wrap)
                                Column {
                                    id: playerLines
                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    anchors.leftMargin: 8
                                    anchors.rightMargin: 8
                                    Text {
                                        id: playerTotal
                                        width: parent.width
                                        wrapMode: Text.WordWrap
                                        text: qsTranslate("Analysis", "%1: %n point(s)", "", player.finalTotal).arg(player.name)
                                        font.pixelSize: Theme.fs(13)
                                        font.bold: player.selected
                                        color: Theme.ink
                                    }
                                    Text {
                                        id: playerFigures
                                        width: parent.width
                                        visible: player.decisions >= 0
                                        wrapMode: Text.WordWrap
                                        text: qsTranslate("Analysis", "%1 lost per decision (%2 in all over %n decision(s)) · luck %3", "", Math.max(0, player.decisions))
                                              .arg(Texts.number(player.meanCost, 2)).arg(Texts.number(player.lost, 1)).arg(Texts.signed(player.luck, 1))
                                        font.pixelSize: Theme.fs(12)
                                        color: Theme.inkSoft
                                    }
                                    // the decision that cost the most chance to win: a click goes there
                                    Text {
                                        id: playerCostliest
                                        objectName: "costliest_" + player.index
                                        width: parent.width
                                        visible: player.costliestStep >= 0
                                        wrapMode: Text.WordWrap
                                        text: qsTranslate("Analysis", "Costliest decision: turn %1, −%2 % to win")
                                              .arg(player.costliestTurn).arg(Texts.number(player.costliestWinCost, 1))
                                        font.pixelSize: Theme.fs(12)
                                        font.underline: costliestArea.containsMouse
                                        color: Theme.accent
                                        MouseArea {
                                            id: costliestArea
                                            anchors.fill: parent
                                            hoverEnabled: true
                                            cursorShape: Qt.PointingHandCursor
                                            onClicked: {
                                                screen.board.select(player.index)
                                                screen.board.goTo(player.costliestStep)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }

                // --- stepping -----------------------------------------------------------------------
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    StepButton {
                        objectName: "stepToStart"
                        back: true
                        bar: true
                        Accessible.name: qsTranslate("Analysis", "To the start")
                        onClicked: screen.board.goTo(0)
                    }
                    StepButton {
                        back: true
                        triangles: 2
                        Accessible.name: qsTranslate("Analysis", "Turn back")
                        onClicked: screen.board.turnBy(-1)
                    }
                    StepButton {
                        back: true
                        Accessible.name: qsTranslate("Analysis", "Roll back")
                        onClicked: screen.board.stepBy(-1)
                    }
                    Slider {
                        id: scrubber
                        objectName: "scrubber"
                        Layout.fillWidth: true
                        from: 0
                        to: Math.max(1, screen.board.steps - 1)
                        stepSize: 1
                        snapMode: Slider.SnapAlways
                        value: screen.board.step
                        focusPolicy: Qt.NoFocus
                        onMoved: screen.board.goTo(Math.round(value))
                        Accessible.name: qsTranslate("Analysis", "Step %1 of %2").arg(screen.board.step + 1).arg(screen.board.steps)
                        background: Rectangle {
                            x: scrubber.leftPadding
                            y: scrubber.topPadding + scrubber.availableHeight / 2 - height / 2
                            width: scrubber.availableWidth
                            height: 6
                            radius: 3
                            color: Theme.paperLine
                            Rectangle {
                                width: scrubber.visualPosition * parent.width
                                height: parent.height
                                radius: 3
                                color: Theme.brass
                            }
                        }
                        handle: Rectangle {
                            x: scrubber.leftPadding + scrubber.visualPosition * (scrubber.availableWidth - width)
                            y: scrubber.topPadding + scrubber.availableHeight / 2 - height / 2
                            width: 18
                            height: 18
                            radius: 9
                            color: Theme.brassLight
                            border.color: Theme.brassDark
                        }
                    }
                    StepButton {
                        Accessible.name: qsTranslate("Analysis", "Roll on")
                        onClicked: screen.board.stepBy(1)
                    }
                    StepButton {
                        triangles: 2
                        Accessible.name: qsTranslate("Analysis", "Turn on")
                        onClicked: screen.board.turnBy(1)
                    }
                    StepButton {
                        objectName: "stepToEnd"
                        bar: true
                        Accessible.name: qsTranslate("Analysis", "To the end")
                        onClicked: screen.board.goTo(screen.board.steps - 1)
                    }
                    FlatButtonDark {
                        objectName: "nextMistakeButton"
                        enabled: screen.board.nextMistake >= 0
                        text: screen.board.mistakes === 0 && screen.board.reviewState === "ready"
                              ? qsTranslate("Analysis", "No mistakes of %1").arg(screen.board.selectedName)
                              : qsTranslate("Analysis", "Next mistake of %1 (N)").arg(screen.board.selectedName)
                        onClicked: screen.board.toNextMistake()
                    }
                }
                // every player's chance to win over the game: a click goes to that turn
                WinChanceChart {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 120
                    model: screen.board.winChart
                    current: screen.board.winChart.state === "ready" ? screen.board.winPointOf(screen.board.step) : -1
                    onPicked: index => screen.board.goToAction(screen.board.winChart.actions[index])
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTranslate("Analysis", "← → roll by roll · ↑ ↓ turn by turn · N next mistake, Shift+N the one before · click a player to follow their mistakes")
                    font.pixelSize: Theme.fs(11)
                    color: Theme.inkFaint
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
}
