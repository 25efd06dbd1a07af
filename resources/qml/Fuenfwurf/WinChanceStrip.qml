pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Fuenfwurf

// Every player's chance to win, as one bar cut in the players' shares, with name and per cent
// below. Shown where hints are allowed and after the game (``WinChancesViewModel.shown``); the
// W key reads it aloud.
ColumnLayout {
    id: strip

    required property var winChances

    objectName: "winChanceStrip"
    visible: winChances.shown
    spacing: 3
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTranslate("WinChances", "Chances to win:") + " "
                     + winChances.chances.map(c => c.name + " " + c.percent + " %").join(", ")

    Text {
        text: qsTranslate("WinChances", "Chances to win")
        color: Theme.creamSoft
        font.pixelSize: Theme.fs(11)
    }
    Rectangle {
        id: bar
        Layout.fillWidth: true
        Layout.preferredHeight: 10
        radius: 5
        color: Theme.panel
        border.color: Theme.panelEdge
        clip: true
        Row {
            anchors.fill: parent
            anchors.margins: 1
            Repeater {
                model: strip.winChances.chances
                delegate: Rectangle {
                    required property var modelData
                    width: (bar.width - 2) * modelData.chance
                    height: parent.height
                    color: Theme.seatColours[modelData.seat % 4]
                }
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 12
        Repeater {
            model: strip.winChances.chances
            delegate: Row {
                id: entry
                required property var modelData
                spacing: 5
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 9
                    height: 9
                    radius: 2
                    color: Theme.seatColours[entry.modelData.seat % 4]
                }
                Text {
                    objectName: "winChance" + entry.modelData.seat
                    text: entry.modelData.name + " " + entry.modelData.percent + " %"
                    color: Theme.cream
                    font.pixelSize: Theme.fs(12)
                    elide: Text.ElideRight
                }
            }
        }
    }
}
