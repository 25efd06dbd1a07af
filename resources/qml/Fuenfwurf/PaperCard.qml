pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// A sheet of paper lying on the table.
Rectangle {
    color: Theme.paper
    radius: 6
    border.color: Theme.highContrast ? Theme.ink : "#c8b994"
    border.width: Theme.highContrast ? 2 : 1
    Image {
        visible: !Theme.highContrast
        anchors.fill: parent
        anchors.margins: 1
        source: "../../images/paper.png"
        fillMode: Image.Tile
        opacity: 0.9
    }
    Rectangle {  // shadow
        z: -1
        x: 4
        y: 6
        width: parent.width
        height: parent.height
        radius: parent.radius
        color: "#000000"
        opacity: 0.35
    }
}
