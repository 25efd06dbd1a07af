pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// The paper score sheet: a column per player (three in Triple), free boxes of the player to
// move show what the dice would score there.
Rectangle {
    id: sheet

    required property TableViewModel table

    readonly property int playerCount: Math.max(1, table.playerCount)
    readonly property int columnsPerPlayer: Math.max(1, table.columns)
    readonly property int cellCount: playerCount * columnsPerPlayer
    readonly property real labelWidth: Math.min(170, Math.max(118, width * 0.3))
    readonly property real cellWidth: (width - labelWidth - 24) / cellCount
    readonly property int rowCount: rows.count
    readonly property real headerHeight: table.triple ? 64 : 46
    readonly property real rowHeight: Math.max(19, Math.min(36, (height - headerHeight - 34) / Math.max(1, rowCount)))
    readonly property real fontSize: Math.max(11, Math.min(16, rowHeight * 0.5))

    color: Theme.paper
    radius: 4
    border.color: "#c8b994"

    Image {
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
            width: sheet.labelWidth - 8
            height: 40
            verticalAlignment: Text.AlignVCenter
            text: Texts.rulesetName(sheet.table.preset, sheet.table.triple, sheet.table.forcedOrder)
            font.family: Theme.titleFont
            font.pixelSize: 19
            color: Theme.ink
            elide: Text.ElideRight
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
                Column {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 4
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: playerHead.name
                        font.family: Theme.bodyFont
                        font.bold: true
                        font.pixelSize: 14
                        font.strikeout: playerHead.resigned
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: {
                            const parts = []
                            if (playerHead.resigned)
                                return qsTranslate("Sheet", "resigned")
                            if (playerHead.away)
                                parts.push(qsTranslate("Sheet", "away"))
                            if (playerHead.kind === "computer")
                                parts.push(Texts.levelName(playerHead.level))
                            if (sheet.table.savesRolls && playerHead.savedRolls > 0)
                                parts.push(qsTranslate("Sheet", "%n saved roll(s)", "", playerHead.savedRolls))
                            return parts.join(" · ")
                        }
                        font.family: Theme.bodyFont
                        font.pixelSize: 11
                        color: Theme.inkSoft
                        elide: Text.ElideRight
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
                            font.pixelSize: 11
                            font.bold: true
                            color: Theme.inkSoft
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
                text: Texts.boxName(row.key)
                font.family: Theme.bodyFont
                font.pixelSize: sheet.fontSize
                font.bold: row.isSum
                color: Theme.ink
                elide: Text.ElideRight
            }

            Repeater {
                model: row.cells
                delegate: SheetCell {
                    required property var modelData
                    required property int index
                    cell: modelData
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
