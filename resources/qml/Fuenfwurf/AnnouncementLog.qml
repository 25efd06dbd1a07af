pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Everything the table said, newest at the bottom: what a screen reader hears, written down
// for everyone. One stop in the Tab order, landing on the newest line; the arrows, Page keys,
// Home and End go from line to line.
Rectangle {
    id: panel

    required property AnnouncerViewModel announcer
    // While the dice fly the lines they bring wait to be shown (a screen reader hears them at
    // once): what the dice show is never written before they lie still.
    property bool holding: false
    property int heldFrom: 1 << 30
    onHoldingChanged: heldFrom = holding ? lines.count : 1 << 30

    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelEdge
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTranslate("Table", "Announcements")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 4

        Text {
            text: qsTranslate("Table", "Announcements")
            color: Theme.brassLight
            font.family: Theme.titleFont
            font.pixelSize: Theme.fs(17)
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        ListView {
            id: lines
            objectName: "logLines"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 3
            model: panel.announcer.log
            boundsBehavior: Flickable.StopAtBounds
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: qsTranslate("Table", "Announcements: %n line(s)", "", lines.count)
            // The focus is on a line: Tab lands on the newest, the arrows (Page Up and Down,
            // Home and End) move from line to line, and a screen reader reads the line it is on.
            currentIndex: -1
            highlightFollowsCurrentItem: false
            onCountChanged: if (!lines.activeFocus) Qt.callLater(lines.positionViewAtEnd)
            onActiveFocusChanged: {
                if (lines.activeFocus && !(lines.currentItem && lines.currentItem.activeFocus))
                    lines.goTo(lines.count - 1)
            }
            function goTo(index: int) {
                if (lines.count === 0)
                    return
                lines.currentIndex = Math.max(0, Math.min(lines.count - 1, index))
                lines.positionViewAtIndex(lines.currentIndex, ListView.Contain)
                if (lines.currentItem)
                    lines.currentItem.forceActiveFocus(Qt.TabFocusReason)
            }
            Keys.onPressed: function(event) {
                const page = Math.max(1, Math.floor(lines.height / 40))
                const moves = {}
                moves[Qt.Key_Up] = lines.currentIndex - 1
                moves[Qt.Key_Down] = lines.currentIndex + 1
                moves[Qt.Key_PageUp] = lines.currentIndex - page
                moves[Qt.Key_PageDown] = lines.currentIndex + page
                moves[Qt.Key_Home] = 0
                moves[Qt.Key_End] = lines.count - 1
                if (event.key in moves) {
                    lines.goTo(moves[event.key])
                    event.accepted = true
                }
            }
            ScrollBar.vertical: ScrollBar {
                policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                Accessible.name: qsTranslate("Table", "Scroll the announcements")
            }
            FocusRing { shown: lines.activeFocus }
            delegate: Text {
                required property string line
                required property bool assertive
                required property int index
                opacity: index >= panel.heldFrom ? 0 : 1
                text: line
                width: ListView.view.width - 10
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                font.pixelSize: Theme.fs(13)
                font.bold: assertive
                color: assertive ? Theme.brassLight : Theme.cream
                Accessible.role: Accessible.ListItem
                Accessible.name: text
                Accessible.focusable: true
                Accessible.focused: activeFocus
                Rectangle {  // the line the keys are on
                    anchors.fill: parent
                    anchors.margins: -2
                    visible: parent.activeFocus
                    color: "transparent"
                    border.color: Theme.highContrast ? Theme.focusLight : Theme.brassLight
                    border.width: 1
                    radius: 3
                }
            }
            Text {
                anchors.centerIn: parent
                visible: lines.count === 0
                width: parent.width - 12
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: qsTranslate("Table", "What happens at the table is written here.")
                color: Theme.creamSoft
                opacity: 0.7
                font.pixelSize: Theme.fs(12)
                font.italic: true
            }
        }
    }
}
