pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// One box (or sum) of one player's column. Numbers are what counts in the total (in Triple the
// column's factor is in); the latest entry at the table lights up for a moment (``glow``).
Item {
    id: cellItem

    required property var cell
    required property string rowKind
    required property string boxName
    required property TableViewModel table
    property real fontSize: 14
    property string playerName: ""
    property real glow: 0
    property bool bonusWords: true  // room for "35 to go" (else the number alone)
    property Item sheetView: null  // the sheet (a FocusScope): where the keyboard's cell goes

    // The box under the keyboard's cursor takes the focus while the sheet has it, so that the
    // screen reader reads the box the arrows reached.
    readonly property bool onCursor: cell.cursor === true
    onOnCursorChanged: claimCursor()
    Component.onCompleted: claimCursor()
    function claimCursor() {
        if (!onCursor || !sheetView)
            return
        sheetView.cursorCell = cellItem
        if (sheetView.activeFocus && !cellItem.activeFocus)
            cellItem.forceActiveFocus(Qt.TabFocusReason)
    }
    Accessible.focusable: clickable || onCursor
    Accessible.focused: activeFocus
    // (on the bonus row Return reads how far the bonus is)
    Keys.onReturnPressed: cell.key !== "" ? table.clickBox(cell.key) : table.confirm()
    Keys.onEnterPressed: cell.key !== "" ? table.clickBox(cell.key) : table.confirm()

    readonly property bool isBonus: rowKind === "bonus"
    // the bonus row says how far there is to go, and "+35" once it is reached
    readonly property string bonusText: !isBonus ? ""
        : cell.points > 0 ? "+" + Texts.number(cell.points, 0)
        : cell.missing > 0 ? qsTranslate("Sheet", "%1 to go").arg(Texts.number(cell.missing, 0)) : ""

    objectName: cell.key !== "" ? "cell_" + cell.key + "_" + cell.seat : ""

    // While the dice fly the free boxes keep what they would score to themselves: the roll is
    // told by the dice first, once they lie still.
    readonly property string state_: cell.state === "option" && table.rolling ? "free" : cell.state
    // the box asks for a second click: it says so itself, not only the status line
    readonly property bool asking: state_ === "marked"
    readonly property bool strikeAsked: asking && cell.points === 0
    readonly property bool clickable: cell.key !== "" && cell.toMove && table.canAct && table.hasDice
                                      && (state_ === "option" || state_ === "marked" || state_ === "blocked")

    Accessible.role: clickable ? Accessible.Button : Accessible.Cell
    Accessible.name: {
        const where = cell.key !== "" ? Texts.boxLabel(boxName, table.triple ? cell.column : 0) : Texts.boxName(boxName)
        let what = ""
        switch (state_) {
        case "filled": what = Texts.number(cell.points, 0); break
        case "struck": what = qsTranslate("Sheet", "struck"); break
        case "option": what = qsTranslate("Sheet", "free, would score %1").arg(Texts.number(cell.points, 0))
            + (cell.extra > 0 ? ", " + qsTranslate("Table", "extra bonus +%1").arg(cell.extra) : ""); break
        case "marked": what = cell.points === 0 ? qsTranslate("Sheet", "marked to strike: press again to strike")
                                                : qsTranslate("Sheet", "marked, %n point(s): press again to enter", "", cell.points); break
        case "blocked": what = qsTranslate("Sheet", "not open for this roll"); break
        case "free": what = qsTranslate("Sheet", "free"); break
        default: what = cellItem.isBonus ? cellItem.bonusText : Texts.number(cell.points, 0)
        }
        return playerName + ", " + where + ": " + what
    }
    Accessible.onPressAction: if (clickable) table.clickBox(cell.key)

    Rectangle {  // the column of the player to move is tinted
        anchors.fill: parent
        color: "#e9d9a8"
        opacity: cellItem.cell.toMove ? 0.35 : 0
    }
    Rectangle {  // column rules
        anchors.left: parent.left
        width: 1
        height: parent.height
        color: cellItem.cell.column === 1 ? "#b9a77f" : Theme.paperLine
    }
    Rectangle {  // the latest entry at the table
        objectName: cellItem.cell.fresh ? "freshMark" : ""
        anchors.fill: parent
        anchors.margins: 1
        radius: 3
        visible: cellItem.glow > 0
        opacity: cellItem.glow
        color: Theme.marker
        border.color: Theme.brassDark
        border.width: 1
    }
    Rectangle {  // the marker of a box asking "Enter?"
        anchors.fill: parent
        anchors.margins: 2
        radius: 3
        visible: cellItem.state_ === "marked"
        color: Theme.marker
        border.color: "#c79a16"
    }
    Rectangle {  // hover
        anchors.fill: parent
        anchors.margins: 2
        radius: 3
        visible: hover.containsMouse && cellItem.clickable && cellItem.state_ !== "marked"
        color: "#fff3c4"
    }

    // --- the bonus row: a bar towards the bonus line ---------------------------------------------
    // where only the number fits, the words are in the tooltip (and the accessible name)
    HoverHandler {
        id: bonusHover
        enabled: cellItem.isBonus && !cellItem.bonusWords
    }
    ToolTip.visible: bonusHover.hovered
    ToolTip.text: cellItem.bonusText
    ToolTip.delay: 300

    Item {
        visible: cellItem.rowKind === "bonus"
        anchors.fill: parent
        anchors.margins: 4
        Rectangle {
            visible: cellItem.cell.points === 0
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            height: 4
            radius: height / 2
            color: "#ddd0b2"
            Rectangle {
                width: parent.width * cellItem.cell.progress
                height: parent.height
                radius: height / 2
                color: cellItem.cell.progress >= 1 ? Theme.good : Theme.brass
            }
        }
    }

    Text {
        anchors.fill: parent
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        font.family: Theme.bodyFont
        bottomPadding: cellItem.rowKind === "bonus" && cellItem.cell.points === 0 ? 5 : 0
        font.pixelSize: cellItem.isBonus ? cellItem.fontSize * 0.8 : cellItem.fontSize
        font.bold: cellItem.state_ === "marked" || cellItem.rowKind === "total"
                   || cellItem.state_ === "sum" && (cellItem.rowKind !== "bonus" || cellItem.cell.points > 0)
        font.italic: cellItem.state_ === "option"
        color: {
            switch (cellItem.state_) {
            case "option": return Theme.inkFaint
            case "struck": return Theme.accent
            case "marked": return Theme.ink
            }
            if (cellItem.rowKind === "bonus")
                return cellItem.cell.points > 0 ? Theme.good : Theme.inkSoft
            return Theme.ink
        }
        text: {
            const c = cellItem.cell
            switch (cellItem.state_) {
            case "filled": return Texts.number(c.points, 0)
            case "struck": return "✗"
            case "option": return Texts.number(c.points, 0)
            case "marked": return cellItem.strikeAsked ? "✗?" : Texts.number(c.points, 0) + "?"
            case "free": case "blocked": return ""
            }
            if (cellItem.isBonus)
                return cellItem.bonusWords || c.points > 0 ? cellItem.bonusText
                                                          : (c.missing > 0 ? Texts.number(c.missing, 0) : "")
            return Texts.number(c.points, 0)
        }
    }
    Text {  // a repeated five alike: the engine's extra bonus, on top of the box's points
        objectName: cellItem.cell.extra > 0 ? "extraPreview" : ""
        visible: cellItem.cell.extra > 0 && (cellItem.state_ === "option" || cellItem.state_ === "marked")
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.leftMargin: 2
        text: "+" + Texts.number(cellItem.cell.extra, 0)
        color: Theme.good
        font.bold: true
        font.pixelSize: Math.max(8, cellItem.fontSize * 0.55)
    }
    // the question of the marked box, beside it: a second click (or Return) answers it
    Loader {  // (made only while asked: a sheet has hundreds of cells)
        objectName: active ? "cellQuestion" : ""
        active: cellItem.asking && cellItem.table.canAct
        sourceComponent: ToolTip {
            parent: cellItem
            visible: true
            // above the box: its row's label stays in sight
            x: (cellItem.width - width) / 2
            y: -height - 4
            delay: 0
            timeout: -1
            text: cellItem.strikeAsked ? qsTranslate("Sheet", "Strike? It counts 0. Click again.")
                                       : qsTranslate("Sheet", "Enter %n point(s)? Click again.", "", cellItem.cell.points)
        }
    }
    Text {  // a joker's full value carries a star
        visible: cellItem.cell.joker
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 1
        text: "★"
        color: Theme.brassDark
        font.pixelSize: cellItem.fontSize * 0.7
    }
    FocusRing {  // the keyboard's box
        shown: cellItem.cell.cursor || cellItem.activeFocus
        radius: 3
    }
    MouseArea {
        id: hover
        anchors.fill: parent
        hoverEnabled: true
        enabled: cellItem.cell.key !== "" && cellItem.cell.toMove
        cursorShape: cellItem.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: cellItem.table.clickBox(cellItem.cell.key)
    }
}
