pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Fuenfwurf

// The table's keys, two columns: the key and what it does. The help overlay (F1 at the table)
// and the Rules screen show the same list.
GridLayout {
    id: list

    property bool online: true
    property color textColor: Theme.ink

    columns: 2
    columnSpacing: 18
    rowSpacing: 5

    readonly property var keys: [
        [qsTranslate("Keys", "Space"), qsTranslate("Keys", "Roll the dice")],
        [qsTranslate("Keys", "1 to 6"), qsTranslate("Keys", "Keep a die or put it back")],
        [qsTranslate("Keys", "Tab, Shift+Tab"), qsTranslate("Keys", "Move between the dice, the buttons, the log and the sheet")],
        [qsTranslate("Keys", "Left, Right on a die"), qsTranslate("Keys", "The next or the previous die")],
        [qsTranslate("Keys", "Arrows"), qsTranslate("Keys", "Move over your sheet: every box and the bonus row")],
        [qsTranslate("Keys", "Return"), qsTranslate("Keys", "Enter the box (on a die: keep it or put it back)")],
        [qsTranslate("Keys", "Escape"), qsTranslate("Keys", "Drop a marked box")],
        [qsTranslate("Keys", "S"), qsTranslate("Keys", "Read my sheet: free boxes and what they would score")],
        [qsTranslate("Keys", "A"), qsTranslate("Keys", "Read all scores")],
        [qsTranslate("Keys", "D"), qsTranslate("Keys", "Read the dice")],
        [qsTranslate("Keys", "I"), qsTranslate("Keys", "Read the hints")],
        [qsTranslate("Keys", "W"), qsTranslate("Keys", "Read everyone’s chance to win")],
        [qsTranslate("Keys", "R"), qsTranslate("Keys", "Repeat the last announcement")],
        [qsTranslate("Keys", "H"), qsTranslate("Keys", "Show or hide the hints")],
        [qsTranslate("Keys", "Ctrl+Z"), qsTranslate("Keys", "Undo (against computers)")],
        [qsTranslate("Keys", "C"), qsTranslate("Keys", "Write in the chat (online)")],
        [qsTranslate("Keys", "F1"), qsTranslate("Keys", "This list of keys")]
    ]

    Repeater {
        model: list.keys.length * 2
        delegate: Text {
            required property int index
            readonly property var pair: list.keys[Math.floor(index / 2)]
            readonly property bool isKey: index % 2 === 0
            Layout.fillWidth: !isKey
            Layout.alignment: Qt.AlignTop
            text: pair[isKey ? 0 : 1]
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fs(14)
            font.bold: isKey
            color: list.textColor
            // one line for a screen reader: "S: Read my sheet ..." (the key's cell carries it)
            Accessible.role: Accessible.StaticText
            Accessible.name: isKey ? pair[0] + ": " + pair[1] : ""
            Accessible.ignored: !isKey
        }
    }
}
