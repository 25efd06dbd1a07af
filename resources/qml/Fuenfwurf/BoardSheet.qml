pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// Every player's sheet as it stood at the board's step; the box about to be filled is marked
// with the points it gets.
Item {
    id: sheet

    required property AnalysisViewModel board

    readonly property int playerCount: Math.max(1, board.playerCount)
    readonly property int columnsPerPlayer: Math.max(1, board.columns)
    readonly property int cellCount: playerCount * columnsPerPlayer
    readonly property real labelWidth: Math.min(150, Math.max(104, width * 0.26))
    readonly property real cellWidth: (width - labelWidth) / cellCount
    readonly property real headerHeight: columnsPerPlayer > 1 ? 44 : 28
    readonly property real rowHeight: Math.max(15, Math.min(28, (height - headerHeight) / Math.max(1, rows.count)))
    readonly property real fontSize: Math.max(10, Math.min(14, rowHeight * 0.56))
    // as tall as its rows need to show whole, and with large text taller rows (larger figures)
    implicitHeight: headerHeight + rows.count * Math.min(28, 15 * Theme.textScale) + 2

    // --- the players --------------------------------------------------------------------------
    Repeater {
        model: sheet.board.players
        delegate: Rectangle {
            id: head
            required property int index
            required property string name
            required property bool toMove
            required property bool you
            x: sheet.labelWidth + index * sheet.columnsPerPlayer * sheet.cellWidth
            width: sheet.columnsPerPlayer * sheet.cellWidth
            height: sheet.headerHeight
            radius: 4
            color: head.toMove ? "#f1dc9c" : "transparent"
            Text {
                width: parent.width - 4
                x: 2
                height: 24
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: head.name
                font.pixelSize: Theme.fs(13)
                font.bold: true
                font.underline: head.you
                color: Theme.ink
                elide: Text.ElideRight
            }
            Row {
                visible: sheet.columnsPerPlayer > 1
                y: 24
                Repeater {
                    model: sheet.columnsPerPlayer
                    delegate: Text {
                        required property int index
                        width: sheet.cellWidth
                        horizontalAlignment: Text.AlignHCenter
                        text: "×" + (index + 1)
                        font.pixelSize: Theme.fs(11)
                        font.bold: true
                        color: Theme.inkSoft
                    }
                }
            }
        }
    }

    // --- the rows ----------------------------------------------------------------------------
    ListView {
        id: rows
        y: sheet.headerHeight
        width: parent.width
        height: parent.height - y
        interactive: contentHeight > height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        model: sheet.board.sheet

        delegate: Item {
            id: row
            required property string key
            required property string kind
            required property bool firstOfSection
            required property int span
            required property var values
            required property var marks
            readonly property bool isSum: kind !== "box"

            width: rows.width
            height: sheet.rowHeight

            Rectangle {
                visible: row.isSum
                anchors.fill: parent
                color: Theme.paperShade
                opacity: 0.7
            }
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: row.kind === "total" ? 2 : 1
                color: row.kind === "total" ? Theme.ink : Theme.paperLine
            }
            Text {
                width: sheet.labelWidth - 6
                height: parent.height
                leftPadding: 4
                verticalAlignment: Text.AlignVCenter
                text: Texts.boxName(row.key)
                font.pixelSize: sheet.fontSize
                font.bold: row.isSum
                color: Theme.ink
                elide: Text.ElideRight
            }
            Repeater {
                model: row.values.length
                delegate: Item {
                    id: cell
                    required property int index
                    readonly property int value: row.values[index] ?? -1
                    readonly property int mark: row.marks[index] ?? -1
                    x: sheet.labelWidth + index * row.span * sheet.cellWidth
                    width: row.span * sheet.cellWidth
                    height: row.height
                    Rectangle {
                        visible: cell.mark >= 0
                        anchors.fill: parent
                        anchors.margins: 1
                        radius: 3
                        color: Theme.marker
                        border.color: Theme.brassDark
                    }
                    Rectangle {  // a thin rule between the players
                        visible: (cell.index * row.span) % sheet.columnsPerPlayer === 0
                        width: 1
                        height: parent.height
                        color: Theme.paperLine
                    }
                    Text {
                        anchors.centerIn: parent
                        text: cell.mark >= 0 ? "→ " + cell.mark
                              : cell.value < 0 ? ""
                              : row.kind === "box" && cell.value === 0 ? "✗"  // struck: the table's mark
                              : Texts.number(cell.value, 0)
                        font.pixelSize: sheet.fontSize
                        font.bold: row.isSum || cell.mark >= 0
                        color: cell.mark >= 0 || (row.kind === "box" && cell.value === 0) ? Theme.accent : Theme.ink
                    }
                }
            }
        }
    }
}
