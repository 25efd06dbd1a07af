pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Fuenfwurf

// The running turn's clock, seen by everybody at the table: whose turn, seconds left, a bar.
Rectangle {
    id: clock

    required property OnlineTableViewModel online

    visible: online.clockSeat >= 0
    implicitWidth: 210
    implicitHeight: 56
    radius: Theme.radius
    color: online.clockUrgent ? "#7a2418" : "#2c1d12"
    border.color: online.clockUrgent ? "#e0584a" : Theme.brassDark
    opacity: online.clockPaused ? 0.6 : 1
    Accessible.role: Accessible.StaticText  // (a Clock role reaches AT-SPI as "unknown")
    Accessible.ignored: !visible
    Accessible.name: label.text + " " + seconds.text

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            Text {
                id: label
                Layout.fillWidth: true
                text: clock.online.clockMine ? qsTranslate("Clock", "Your time")
                                             : qsTranslate("Clock", "%1's time").arg(clock.online.clockName)
                color: Theme.cream
                font.pixelSize: Theme.fs(13)
                elide: Text.ElideRight
            }
            Text {
                id: seconds
                objectName: "clockSeconds"
                // without the server nobody knows the time left: the clock stands still, dimmed
                text: clock.online.clockPaused ? qsTranslate("Clock", "paused")
                                               : qsTranslate("Clock", "%1 s").arg(clock.online.secondsLeft)
                color: clock.online.clockUrgent ? "#ffd7cf" : Theme.brassLight
                font.pixelSize: Theme.fs(20)
                font.bold: true
            }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 6
            radius: 3
            color: "#00000060"
            Rectangle {
                width: parent.width * Math.max(0, Math.min(1, clock.online.clockFraction))
                height: parent.height
                radius: 3
                color: clock.online.clockUrgent ? "#ff8a70" : Theme.brass
                Behavior on width { NumberAnimation { duration: 180 } }
            }
        }
    }
}
