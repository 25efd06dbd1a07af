pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// The paper score sheet: a column per player (three in Triple, with their factors), free boxes
// of the player to move show what the dice would score there. The latest entry lights up.
FocusScope {
    id: sheet

    required property TableViewModel table
    property bool reduceMotion: false

    // The latest entry glows for the pace's linger time. Kept here, not in the cells: a row's
    // cells are rebuilt whenever one of them changes, and the glow must not start again.
    property real freshGlow: 0
    readonly property string newestEntry: table.recap.length > 0 ? table.recap[0].key : ""
    onNewestEntryChanged: {
        glowing.stop()
        freshGlow = 0
        if (newestEntry === "" || table.lingerMs <= 0)
            return
        if (reduceMotion) {
            freshGlow = 0.9
            glowOff.restart()
        } else {
            glowing.restart()
        }
    }
    SequentialAnimation {
        id: glowing
        NumberAnimation { target: sheet; property: "freshGlow"; to: 0.9; duration: 180 }
        PauseAnimation { duration: Math.max(0, sheet.table.lingerMs - 800) }
        NumberAnimation { target: sheet; property: "freshGlow"; to: 0; duration: 620 }
    }
    Timer {
        id: glowOff
        interval: sheet.table.lingerMs
        onTriggered: sheet.freshGlow = 0
    }

    readonly property int playerCount: Math.max(1, table.playerCount)
    readonly property int columnsPerPlayer: Math.max(1, table.columns)
    readonly property int cellCount: playerCount * columnsPerPlayer
    readonly property real labelWidth: Math.min(170 * Theme.textScale, Math.max(118 * Theme.textScale, width * 0.3), width * 0.4)
    readonly property real cellWidth: (width - labelWidth - 24) / cellCount
    readonly property int rowCount: rows.count
    // room for the name, what the head tells (level, away) and Maxi's saved rolls, growing
    // with the text size
    readonly property real headerHeight: Math.round(((table.triple ? 64 : 46) + (table.savesRolls ? 13 : 0))
                                                    * Math.max(1, Theme.textScale))
    readonly property real rowHeight: Math.max(19, Math.min(36, (height - headerHeight - 34) / Math.max(1, rowCount)))
    // larger text (the setting) takes more of a row's height, up to what the row can hold
    readonly property real fontSize: Math.max(11, Math.min(16 * Theme.textScale, rowHeight * Math.min(0.7, 0.5 * Theme.textScale)))
    // Narrow columns (Triple, many players) have no room for "188 to go": the bonus cells then
    // show the number and the row's name says what it is.
    readonly property bool bonusWords: bonusProbe.advanceWidth <= cellWidth - 6
    TextMetrics {
        id: bonusProbe
        font.family: Theme.bodyFont
        font.pixelSize: sheet.fontSize * 0.8
        text: qsTranslate("Sheet", "%1 to go").arg(Texts.number(188, 0))
    }

    // One stop in the Tab order: the keyboard lands on the box under the cursor (the first
    // box to fill when there is none yet); the arrows move it, Return fills it. When there is
    // no box to fill, the sheet itself has the focus and says how to hear it (S, A).
    activeFocusOnTab: true
    Accessible.role: Accessible.Table
    Accessible.name: qsTranslate("Sheet", "Score sheet")
    Accessible.description: qsTranslate("Sheet", "Arrows: move between your boxes. Return: enter. S: read your sheet. A: read all scores.")
    Accessible.focusable: true
    onActiveFocusChanged: if (activeFocus) Qt.callLater(sheet.focusCursor)
    // Shift+Tab from a box leaves the sheet (the sheet's own stop, just before its boxes, would
    // hand the focus straight back to the box: a key with nothing to say)
    Keys.onBacktabPressed: function(event) {
        const before = sheet.nextItemInFocusChain(false)
        if (before && before !== sheet)
            before.forceActiveFocus(Qt.BacktabFocusReason)
        event.accepted = true
    }
    function focusCursor() {
        if (!sheet.activeFocus)
            return
        if (sheet.table.cursor === "")
            sheet.table.moveCursor("next")
        const cell = sheet.cursorCell
        if (cell)
            cell.forceActiveFocus(Qt.TabFocusReason)
    }
    property Item cursorCell: null  // set by the cell under the cursor
    readonly property var noCell: ({ key: "", seat: 0, column: 1, span: 1, state: "", points: 0,
                                     joker: false, cursor: false, toMove: false, progress: 0,
                                     missing: 0, fresh: false })

    Rectangle {
        anchors.fill: parent
        color: Theme.paper
        radius: 4
        border.color: Theme.highContrast ? Theme.ink : "#c8b994"
        border.width: Theme.highContrast ? 2 : 1
    }
    Image {
        visible: !Theme.highContrast
        anchors.fill: parent
        anchors.margins: 1
        source: "../../images/paper.png"
        fillMode: Image.Tile
        opacity: 0.9
    }

    // --- header: the players -----------------------------------------------------------------
    Item {
        id: header
        x: 12
        y: 10
        width: parent.width - 24
        height: sheet.headerHeight

        Text {
            // long names (Maxi · Triple · in order) wrap and shrink rather than being cut
            width: sheet.labelWidth - 8
            height: sheet.headerHeight - 4
            verticalAlignment: Text.AlignVCenter
            text: Texts.rulesetName(sheet.table.preset, sheet.table.triple, sheet.table.forcedOrder)
            font.family: Theme.titleFont
            font.pixelSize: Theme.fs(19)
            fontSizeMode: Text.Fit
            minimumPixelSize: 11
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            color: Theme.ink
        }

        Repeater {
            model: sheet.table.players
            delegate: Item {
                id: playerHead

                required property int index
                required property string name
                required property string kind
                required property string level
                required property bool toMove
                required property int savedRolls
                required property bool resigned
                required property bool away

                x: sheet.labelWidth + index * sheet.columnsPerPlayer * sheet.cellWidth
                width: sheet.columnsPerPlayer * sheet.cellWidth
                height: parent.height

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: 1
                    radius: 4
                    color: playerHead.toMove ? "#f1dc9c" : "transparent"
                    border.color: playerHead.toMove ? Theme.brassDark : "transparent"
                }
                readonly property string about: {
                    const parts = []
                    if (playerHead.resigned)
                        return qsTranslate("Sheet", "resigned")
                    if (playerHead.away)
                        parts.push(qsTranslate("Sheet", "away"))
                    if (playerHead.kind === "computer")
                        parts.push(Texts.levelName(playerHead.level))
                    return parts.join(" · ")
                }
                readonly property string savedText: sheet.table.savesRolls && playerHead.savedRolls > 0
                    ? qsTranslate("Sheet", "%n saved roll(s)", "", playerHead.savedRolls) : ""

                // the full name and what the head tells, on hover and for screen readers
                Accessible.role: Accessible.ColumnHeader
                Accessible.name: [playerHead.name, playerHead.about, playerHead.savedText].filter(t => t !== "").join(", ")
                HoverHandler { id: headHover }
                ToolTip.visible: headHover.hovered && (nameText.truncated || playerHead.savedText !== "")
                ToolTip.text: [playerHead.name, playerHead.about, playerHead.savedText].filter(t => t !== "").join(" · ")
                ToolTip.delay: 300

                Column {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 4
                    Text {
                        id: nameText
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: playerHead.name
                        font.family: Theme.bodyFont
                        font.bold: true
                        font.pixelSize: Theme.fs(14)
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 10
                        font.strikeout: playerHead.resigned
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: text !== ""
                        text: playerHead.about
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(11)
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        color: Theme.inkSoft
                    }
                    Text {  // saved rolls (Maxi), said in words: "+2 Würfe"
                        objectName: "savedRolls_" + playerHead.index
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: playerHead.savedText !== ""
                        text: qsTranslate("Sheet", "+%n saved roll(s)", "", playerHead.savedRolls)
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fs(11)
                        font.bold: true
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        color: Theme.highContrast ? Theme.ink : Theme.brassDark
                    }
                }
                Row {
                    visible: sheet.table.triple
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 2
                    Repeater {
                        model: sheet.columnsPerPlayer
                        delegate: Text {
                            required property int index
                            width: sheet.cellWidth
                            horizontalAlignment: Text.AlignHCenter
                            text: "×" + (index + 1)
                            font.family: Theme.bodyFont
                            font.pixelSize: Theme.fs(12)
                            font.bold: true
                            color: Theme.brassDark
                        }
                    }
                }
            }
        }
    }

    // --- the rows ----------------------------------------------------------------------------------
    ListView {
        id: rows
        x: 12
        y: header.y + header.height + 4
        width: parent.width - 24
        height: parent.height - y - 10
        interactive: contentHeight > height
        clip: true
        model: sheet.table.sheet
        boundsBehavior: Flickable.StopAtBounds
        cacheBuffer: 4000  // every row stays built: a cell is one object for the whole game
        activeFocusOnTab: false

        delegate: Item {
            id: row

            required property string key
            required property string kind
            required property string section
            required property bool firstOfSection
            required property var cells

            readonly property bool isSum: kind !== "box"

            width: rows.width
            height: sheet.rowHeight + (firstOfSection && section === "lower" ? 6 : 0)

            Rectangle {  // the ruled line under each row
                anchors.bottom: parent.bottom
                width: parent.width
                height: row.kind === "total" ? 2 : 1
                color: row.kind === "total" ? Theme.ink : Theme.paperLine
            }
            Rectangle {  // sums sit on a light band
                visible: row.isSum
                anchors.bottom: parent.bottom
                width: parent.width
                height: sheet.rowHeight
                color: Theme.paperShade
                opacity: 0.7
            }
            Text {
                anchors.bottom: parent.bottom
                height: sheet.rowHeight
                width: sheet.labelWidth - 8
                leftPadding: 4
                verticalAlignment: Text.AlignVCenter
                Accessible.ignored: true  // every cell's name says its row
                text: row.kind === "bonus" && !sheet.bonusWords ? qsTranslate("Sheet", "Bonus: to go")
                                                                : Texts.boxName(row.key)
                font.family: Theme.bodyFont
                font.pixelSize: sheet.fontSize
                font.bold: row.isSum
                color: Theme.ink
                elide: Text.ElideRight
            }

            // The count, not the cells, is the model: when a cell changes, the same object shows
            // its new value (a screen reader keeps its place; focus stays where it is).
            Repeater {
                model: row.cells.length
                delegate: SheetCell {
                    required property int index
                    // (for the moment between a row's shrinking and the count following it)
                    cell: row.cells[index] ?? sheet.noCell
                    sheetView: sheet
                    glow: cell.fresh ? sheet.freshGlow : 0
                    bonusWords: sheet.bonusWords
                    rowKind: row.kind
                    boxName: row.key
                    table: sheet.table
                    x: sheet.labelWidth + (cell.seat * sheet.columnsPerPlayer + cell.column - 1) * sheet.cellWidth
                    y: row.height - sheet.rowHeight
                    width: sheet.cellWidth * cell.span
                    height: sheet.rowHeight
                    fontSize: sheet.fontSize
                    playerName: sheet.table.playerNames[cell.seat] ?? ""
                }
            }
        }
    }
}
