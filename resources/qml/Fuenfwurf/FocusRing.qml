pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// Where the keyboard is: two lines, dark outside and light inside, visible on every background
// of the app. Fills its parent; shown while ``shown`` is true.
Item {
    id: ring

    property bool shown: false
    property real radius: 6

    anchors.fill: parent
    visible: shown
    z: 10

    Rectangle {
        anchors.fill: parent
        radius: ring.radius
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: 2
        radius: Math.max(0, ring.radius - 2)
        color: "transparent"
        border.width: 2
        border.color: Theme.focusLight
    }
}
