pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Every preset explained in the game's own words, with the options and the computers. Every
// number of the rules comes from the preset's ruleset (RulesViewModel.numbers).
FocusScope {
    id: screen
    objectName: "rulesScreen"

    required property RulesViewModel rules
    property string topic: "basics"

    readonly property var topics: ["basics", "official", "bonanza", "standard", "free-joker", "fuenfwurf", "yatzy", "maxi", "options", "online", "keys"]

    function topicName(topic: string): string {
        switch (topic) {
        case "basics": return qsTranslate("Rules", "How a game goes")
        case "options": return qsTranslate("Rules", "Triple and forced order")
        case "online": return qsTranslate("Rules", "Playing online")
        case "keys": return qsTranslate("Rules", "Keys and computers")
        }
        return Texts.presetName(topic)
    }

    function paragraphs(topic: string): var {
        const n = screen.rules.numbers[topic] ?? screen.rules.numbers["official"]
        const official = screen.rules.numbers["official"]
        switch (topic) {
        case "basics": return [
            qsTranslate("Rules", "Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to %1 times.").arg(n.rolls),
            qsTranslate("Rules", "After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge, where they line up from the lowest to the highest, and stay out of the next roll. Each die keeps its number, shown on its corner. Click one again to put it back into the tray."),
            qsTranslate("Rules", "Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends."),
            qsTranslate("Rules", "Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go."),
            qsTranslate("Rules", "Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.")
        ]
        case "official": return [
            qsTranslate("Rules", "%1 dice and %2 boxes. Upper section: ones to sixes, %3 bonus points from %4 on, which is %5 of every number.").arg(n.dice).arg(n.boxes).arg(n.upperBonus).arg(n.upperLine).arg(n.upperPerFace),
            qsTranslate("Rules", "Lower section: three of a kind and four of a kind score all dice; a full house (three and two alike) %1; a small straight (four in a row) %2; a large straight (five in a row) %3; five of a kind %4; chance scores all dice, whatever they show.").arg(n.fullHouse).arg(n.smallStraight).arg(n.largeStraight).arg(n.allAlike),
            qsTranslate("Rules", "Rolling five of a kind again while its box holds %1 earns %2 extra points, each time.").arg(n.allAlike).arg(n.extraBonus),
            qsTranslate("Rules", "A repeated five of a kind (its box filled with %1 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: %2 for the full house, %3 and %4 for the straights. Only when the lower section is full as well does it cross out a free upper box.").arg(n.allAlike).arg(n.fullHouse).arg(n.smallStraight).arg(n.largeStraight)
        ]
        case "bonanza": return [
            qsTranslate("Rules", "The sheet of the official rules, with its forced joker."),
            qsTranslate("Rules", "The difference: a repeated five of a kind earns %1 extra points (not %2), and only while the five of a kind box holds its %3.").arg(n.extraBonus).arg(official.extraBonus).arg(n.allAlike)
        ]
        case "standard": return [
            qsTranslate("Rules", "The classic %1 boxes without any joker.").arg(n.boxes),
            qsTranslate("Rules", "A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The %1 extra points for a repeated five of a kind (while its box holds %2) remain.").arg(n.extraBonus).arg(n.allAlike)
        ]
        case "free-joker": return [
            qsTranslate("Rules", "The classic %1 boxes with a looser joker.").arg(n.boxes),
            qsTranslate("Rules", "A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (%1, %2, %3) only once the upper box of that number is filled; before that they score what the dice make. %4 extra points for every repeated five of a kind while its box holds %5.").arg(n.fullHouse).arg(n.smallStraight).arg(n.largeStraight).arg(n.extraBonus).arg(n.allAlike)
        ]
        case "fuenfwurf": return [
            qsTranslate("Rules", "The house rules of this game, on the classic %1 boxes.").arg(n.boxes),
            qsTranslate("Rules", "While the five of a kind box holds %1, every further five of a kind earns %2 and is a joker: it may go into any free box and always counts in full (full house %3, straights %4 and %5, the others their pips).").arg(n.allAlike).arg(n.extraBonus).arg(n.fullHouse).arg(n.smallStraight).arg(n.largeStraight),
            qsTranslate("Rules", "If you struck five of a kind with 0, a later five of a kind gets neither the %1 nor the joker.").arg(n.extraBonus)
        ]
        case "yatzy": return [
            qsTranslate("Rules", "The Nordic sheet: %1 dice, %2 boxes, upper bonus %3 from %4 on.").arg(n.dice).arg(n.boxes).arg(n.upperBonus).arg(n.upperLine),
            qsTranslate("Rules", "One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores %1; the large straight is 2-3-4-5-6 and scores %2. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores %3.").arg(n.smallStraight).arg(n.largeStraight).arg(n.allAlike),
            qsTranslate("Rules", "No joker and no extra points for a repeated five of a kind.")
        ]
        case "maxi": return [
            qsTranslate("Rules", "The big Nordic game with %1 dice and %2 boxes. Upper bonus: %3 points from %4 on, which is %5 of every number.").arg(n.dice).arg(n.boxes).arg(n.upperBonus).arg(n.upperLine).arg(n.upperPerFace),
            qsTranslate("Rules", "Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores %1, large straight 2 to 6 scores %2, full straight 1 to 6 scores %3. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores %4.").arg(n.smallStraight).arg(n.largeStraight).arg(n.fullStraight).arg(n.allAlike),
            qsTranslate("Rules", "Rolls you do not use are saved: enter after your first roll and the %1 rolls left are yours on a later turn. The sheet header shows each player's saved rolls.").arg(n.rolls - 1)
        ]
        case "options": return [
            qsTranslate("Rules", "Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns."),
            qsTranslate("Rules", "Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.")
        ]
        case "online": return [
            qsTranslate("Rules", "Online you play with people elsewhere, at a table on a table server. Open the lobby with Online in the top bar (Ctrl+L). The first time, choose the name the others will see; the server then knows you by a key this computer keeps for you."),
            qsTranslate("Rules", "Open a table for 2, 3 or 4 players with 30, 45, 60 or 90 seconds per turn and the rules you like, or join one by its code or an invitation link. Send the code or the invitation to your friends. A private table is found by its code only. The game starts as soon as every seat is taken; a computer never sits down."),
            qsTranslate("Rules", "The server rolls the dice and checks every move with the same rules as this app. Everyone sees every sheet and the dice of the player to move, and hints work as they do offline. Press C to write in the chat, Escape to return to the dice."),
            qsTranslate("Rules", "Every turn has its clock, shown to everyone. When it runs out, the server rolls for you if you have not rolled yet and enters the best box for you."),
            qsTranslate("Rules", "If the connection drops, the app reconnects by itself and puts you back at your table. Your seat waits for a few minutes; meanwhile the clock plays your turns. Resigning and leaving the table both give up the game: the others play on, and you rank behind them."),
            qsTranslate("Rules", "Finished games bring points for the leaderboards of the week, the month and the year: 10 for a win, 4 for a shared first place or, with three or more players, for second place, and 1 for taking part. Milestones (your first game, your first win, three different opponents, five and twenty-five wins) raise your level."),
            qsTranslate("Rules", "A game that someone leaves (by resigning, leaving the table or staying away too long) before every player has taken a turn of their own is aborted: it ends at once and counts for nobody. A turn counts once you have entered or struck a box yourself; a box the clock entered for you does not."),
            qsTranslate("Rules", "Only the first three games a day (counted in UTC) between the same players earn points. Later ones are kept as played, but earn no points and count for no statistics and no milestones.")
        ]
        case "keys": return [
            qsTranslate("Rules", "The whole game can be played from the keyboard, and with a screen reader. Space rolls; the keys 1 to 6 keep a die or put it back. Tab moves the focus through the dice, the buttons, the announcements and the sheet; on the sheet the arrow keys go through your free boxes. Return enters the box with the focus; while rolls are left, or when the box would score nothing, the first press marks it and a second one enters it. Escape drops a marked box. Ctrl+Z takes back your last entry until your next roll; against computers, their moves since then are taken back with it."),
            qsTranslate("Rules", "The table says what happens: every roll, every entry and whose turn it is, for a screen reader and in the announcements beside the hints. In the settings it can say it in full sentences or briefly. Keys ask for more: all of them are listed below, and at the table F1 shows them."),
            qsTranslate("Rules", "While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings."),
            qsTranslate("Rules", "Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.")
        ]
        }
        return []
    }

    PaperCard {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 1040)
        height: parent.height - 32

        RowLayout {
            anchors.fill: parent
            anchors.margins: 24
            spacing: 24

            ColumnLayout {
                Layout.preferredWidth: 250
                Layout.maximumWidth: 250
                Layout.fillWidth: false
                Layout.fillHeight: true
                spacing: 4
                Text {
                    text: qsTranslate("Rules", "Rules")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(34)
                    color: Theme.ink
                    Layout.bottomMargin: 8
                }
                // the topics (with large text they scroll)
                Flickable {
                    id: topicList
                    objectName: "topicList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    contentHeight: topicColumn.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                        policy: topicList.contentHeight > topicList.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                        Accessible.name: qsTranslate("Rules", "Scroll the topics")
                    }
                    function show(topic: Item) {
                        const y = topic.mapToItem(topicColumn, 0, 0).y
                        if (y < contentY)
                            contentY = y
                        else if (y + topic.height > contentY + height)
                            contentY = Math.min(contentHeight - height, y + topic.height - height)
                    }
                    // One Tab stop, a list: the topic shown has the focus, Up and Down (Home, End)
                    // open the one before or after it.
                    ColumnLayout {
                        id: topicColumn
                        width: topicList.width - 10
                        spacing: 4
                        Accessible.role: Accessible.List
                        Accessible.name: qsTranslate("Rules", "Topics")
                        function go(step: int, to: int) {
                            const at = screen.topics.indexOf(screen.topic)
                            const next = to >= 0 ? to : Math.max(0, Math.min(screen.topics.length - 1, at + step))
                            const shown = topicRepeater.itemAt(next) as Item
                            if (shown)  // (first the focus, then the topic: the Tab stop follows it)
                                shown.forceActiveFocus(Qt.TabFocusReason)
                            screen.topic = screen.topics[next]
                        }
                        Repeater {
                            id: topicRepeater
                            model: screen.topics
                            delegate: ItemDelegate {
                                id: topicButton
                                required property string modelData
                                objectName: "topic_" + modelData
                                Layout.fillWidth: true
                                // a topic reached with Tab scrolls into view (large text scrolls)
                                onActiveFocusChanged: if (activeFocus) topicList.show(topicButton)
                                // A delegate takes no focus by itself: the topic shown is the
                                // list's Tab stop.
                                focusPolicy: Qt.StrongFocus
                                activeFocusOnTab: highlighted || activeFocus
                                text: screen.topicName(modelData)
                                highlighted: screen.topic === modelData
                                onClicked: screen.topic = modelData
                                Keys.onReturnPressed: animateClick()
                                Keys.onEnterPressed: animateClick()
                                Keys.onUpPressed: topicColumn.go(-1, -1)
                                Keys.onDownPressed: topicColumn.go(1, -1)
                                Keys.onPressed: function(event) {
                                    if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                                        topicColumn.go(0, event.key === Qt.Key_Home ? 0 : screen.topics.length - 1)
                                        event.accepted = true
                                    }
                                }
                                Accessible.role: Accessible.ListItem
                                Accessible.selected: highlighted
                                contentItem: Text {
                                    text: topicButton.text
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: Theme.fs(15)
                                    font.bold: topicButton.highlighted
                                    color: Theme.ink
                                }
                                background: Rectangle {
                                    radius: 5
                                    color: topicButton.highlighted ? (Theme.highContrast ? Theme.marker : "#f1dc9c")
                                                           : (topicButton.hovered ? "#efe3c4" : "transparent")
                                    FocusRing { shown: topicButton.visualFocus; radius: 5 }
                                }
                            }
                        }
                    }
                }
            }

            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                PaperFlickable {
                    anchors.fill: parent
                    anchors.rightMargin: 16  // the scroll bar
                    contentHeight: textColumn.implicitHeight
                    ColumnLayout {
                        id: textColumn
                        width: parent.width
                        spacing: 12
                        // The text is read with the keys: Tab reaches its first paragraph, Down
                        // and Up (Home, End) go from paragraph to paragraph, and each is read as
                        // the focus reaches it (the heading was said with the topic).
                        function readAt(index: int) {
                            const target = paragraphRepeater.itemAt(Math.max(0, Math.min(index, paragraphRepeater.count - 1))) as Item
                            if (target)
                                target.forceActiveFocus(Qt.TabFocusReason)
                        }
                        Text {
                            text: screen.topicName(screen.topic)
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fs(28)
                            color: Theme.ink
                            Accessible.role: Accessible.Heading
                            Accessible.name: screen.topicName(screen.topic)
                        }
                        Repeater {
                            id: paragraphRepeater
                            model: screen.paragraphs(screen.topic)
                            delegate: Text {
                                id: paragraph
                                required property string modelData
                                required property int index
                                Layout.fillWidth: true
                                text: modelData
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fs(15)
                                lineHeight: 1.25
                                color: Theme.ink
                                Accessible.role: Accessible.StaticText
                                Accessible.name: modelData
                                objectName: "rulesParagraph_" + index
                                activeFocusOnTab: index === 0
                                Accessible.focusable: true
                                Accessible.focused: activeFocus
                                Keys.onUpPressed: textColumn.readAt(paragraph.index - 1)
                                Keys.onDownPressed: textColumn.readAt(paragraph.index + 1)
                                Keys.onPressed: function(event) {
                                    if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                                        textColumn.readAt(event.key === Qt.Key_Home ? 0 : paragraphRepeater.count - 1)
                                        event.accepted = true
                                    }
                                }
                                FocusRing { shown: paragraph.activeFocus; radius: 3 }
                            }
                        }
                        KeyList {
                            objectName: "rulesKeyList"
                            visible: screen.topic === "keys"
                            Layout.fillWidth: true
                            Layout.topMargin: 4
                        }
                    }
                }
            }
        }
    }
}
