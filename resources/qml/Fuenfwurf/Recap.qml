pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// The latest entries at the table, newest first, under the status line: who entered what and
// where. The newest one lights up as it happens (with reduced motion it is simply marked). Room
// for all of them is kept from the start, so the tray does not move when the first one comes.
Column {
    id: recap

    required property TableViewModel table
    property bool reduceMotion: false
    readonly property int size: 3  // the view-model's RECAP_SIZE
    readonly property real lineHeight: metrics.height + 3

    spacing: 1
    topPadding: 5

    FontMetrics {
        id: metrics
        font.family: Theme.bodyFont
        font.pixelSize: Theme.fs(13)
    }

    Accessible.role: Accessible.List
    Accessible.name: qsTranslate("Table", "Latest entries")

    Rectangle {  // a ruled line between the status and the entries
        width: recap.width
        height: 1
        color: Theme.paperLine
    }

    Text {
        visible: recap.table.recap.length === 0
        width: recap.width
        // two of the lines kept (large text may need them); the font gives way before the words
        height: 2 * recap.lineHeight + recap.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        fontSizeMode: Text.Fit
        minimumPixelSize: Theme.fs(10)
        elide: Text.ElideRight
        text: qsTranslate("Table", "Every entry of the game shows here as it is made.")
        font.family: Theme.bodyFont
        font.pixelSize: Theme.fs(13)
        font.italic: true
        color: Theme.inkFaint
    }

    Repeater {
        model: recap.table.recap
        delegate: Item {
            id: line

            required property var modelData
            readonly property bool newest: modelData.newest

            objectName: newest ? "recapNewest" : ""
            width: recap.width
            height: recap.lineHeight
            Accessible.role: Accessible.ListItem
            Accessible.name: lineText.text

            Rectangle {
                id: glow
                anchors.fill: parent
                anchors.leftMargin: -5
                anchors.rightMargin: -5
                radius: 3
                color: Theme.marker
                opacity: 0
            }
            Text {
                id: lineText
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                text: Texts.recapLine(line.modelData)
                // one line each (the room kept for them is all they take): a long one is set a
                // little smaller rather than cut
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fs(10)
                elide: Text.ElideRight
                font.family: Theme.bodyFont
                font.pixelSize: Theme.fs(13)
                font.bold: line.newest
                color: line.newest ? Theme.ink : Theme.inkSoft
            }
            SequentialAnimation {
                id: lightUp
                NumberAnimation { target: glow; property: "opacity"; to: 0.85; duration: 160 }
                PauseAnimation { duration: Math.max(0, recap.table.lingerMs - 700) }
                NumberAnimation { target: glow; property: "opacity"; to: 0; duration: 540 }
            }
            Timer {
                id: glowOff
                interval: recap.table.lingerMs
                onTriggered: glow.opacity = 0
            }
            Component.onCompleted: {
                if (!line.newest || recap.table.lingerMs <= 0)
                    return
                if (recap.reduceMotion) {
                    glow.opacity = 0.85
                    glowOff.start()
                } else {
                    lightUp.start()
                }
            }
        }
    }

    Item {  // the lines still to come
        width: recap.width
        height: Math.max(0, recap.size - (recap.table.recap.length === 0 ? 2 : recap.table.recap.length))
                * (recap.lineHeight + recap.spacing)
    }
}
