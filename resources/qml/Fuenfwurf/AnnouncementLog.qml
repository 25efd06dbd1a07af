pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Everything the table said, newest at the bottom: what a screen reader hears, written down
// for everyone. One stop in the Tab order; the arrows and Page keys scroll it.
Rectangle {
    id: panel

    required property AnnouncerViewModel announcer

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
            onCountChanged: Qt.callLater(lines.positionViewAtEnd)
            Keys.onUpPressed: lines.flick(0, 600)
            Keys.onDownPressed: lines.flick(0, -600)
            Keys.onPressed: function(event) {
                if (event.key === Qt.Key_PageUp) {
                    lines.contentY = Math.max(lines.originY, lines.contentY - lines.height)
                    event.accepted = true
                } else if (event.key === Qt.Key_PageDown) {
                    lines.contentY = Math.min(lines.originY + lines.contentHeight - lines.height,
                                              lines.contentY + lines.height)
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
                text: line
                width: ListView.view.width - 10
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                font.pixelSize: Theme.fs(13)
                font.bold: assertive
                color: assertive ? Theme.brassLight : Theme.cream
                Accessible.role: Accessible.ListItem
                Accessible.name: text
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
