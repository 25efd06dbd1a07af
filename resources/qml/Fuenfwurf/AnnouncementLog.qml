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
            Accessible.role: Accessible.List
            Accessible.name: qsTranslate("Table", "Announcements: %n line(s)", "", lines.count)
            // The line the keys are on (``reader`` below reads it); -1 until Tab first arrives.
            currentIndex: -1
            highlightFollowsCurrentItem: false
            onCountChanged: if (!reader.activeFocus) Qt.callLater(lines.positionViewAtEnd)
            ScrollBar.vertical: ScrollBar {
                policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                Accessible.name: qsTranslate("Table", "Scroll the announcements")
            }
            FocusRing { shown: reader.activeFocus }
            delegate: Text {
                required property int index
                required property string line
                required property bool assertive
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
                Rectangle {  // the line the keys are on
                    anchors.fill: parent
                    anchors.margins: -2
                    visible: reader.activeFocus && lines.currentIndex === parent.index
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

    // The keys' place in the log: one stop in the Tab order, landing on the newest line; the
    // arrows, Page keys, Home and End go from line to line. The focus goes to one of two line
    // readers in turn, each named with its line, so that every move is a focus change a screen
    // reader speaks. (Focus on the list's own rows did not do: the rows are made and dropped as
    // lines come, and Orca took a row it was told of as gone, saying nothing.)
    FocusScope {
        id: reader
        objectName: "logReader"
        anchors.fill: parent
        activeFocusOnTab: true
        property int turn: 0
        onActiveFocusChanged: {
            if (activeFocus && !first.activeFocus && !second.activeFocus)
                reader.goTo(lines.count - 1)
        }
        function goTo(index: int) {
            if (lines.count === 0) {
                first.spoken = qsTranslate("Table", "What happens at the table is written here.")
                first.forceActiveFocus(Qt.TabFocusReason)
                return
            }
            lines.currentIndex = Math.max(0, Math.min(lines.count - 1, index))
            lines.positionViewAtIndex(lines.currentIndex, ListView.Contain)
            const row = lines.itemAtIndex(lines.currentIndex)
            const next = reader.turn === 0 ? first : second
            reader.turn = 1 - reader.turn
            next.spoken = row ? row.text : ""
            next.forceActiveFocus(Qt.TabFocusReason)
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
                reader.goTo(moves[event.key])
                event.accepted = true
            }
        }
        // Shift+Tab leaves the log (the scope's own stop would hand the focus straight back)
        Keys.onBacktabPressed: function(event) {
            const before = reader.nextItemInFocusChain(false)
            if (before && before !== reader)
                before.forceActiveFocus(Qt.BacktabFocusReason)
            event.accepted = true
        }
        Item {
            id: first
            objectName: "logLine"
            property string spoken: ""
            width: 1
            height: 1
            Accessible.role: Accessible.ListItem
            Accessible.name: spoken !== "" ? spoken : qsTranslate("Table", "Announcements")  // (never unnamed)
            Accessible.focusable: true
            Accessible.focused: activeFocus
        }
        Item {
            id: second
            property string spoken: ""
            width: 1
            height: 1
            Accessible.role: Accessible.ListItem
            Accessible.name: spoken !== "" ? spoken : qsTranslate("Table", "Announcements")  // (never unnamed)
            Accessible.focusable: true
            Accessible.focused: activeFocus
        }
    }
}
