pragma ComponentBehavior: Bound
import QtQuick

// An ivory die with pips drawn as items: crisp at any size, no images.
Item {
    id: face

    property int value: 1
    property real size: 56

    width: size
    height: size

    // Pip positions on a 3×3 grid (0..8, row by row) for each face.
    readonly property var layouts: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    Rectangle {  // shadow on the ground
        x: face.size * 0.05
        y: face.size * 0.08
        width: face.size
        height: face.size
        radius: face.size * 0.2
        color: "#000000"
        opacity: 0.35
    }
    Rectangle {
        anchors.fill: parent
        radius: face.size * 0.2
        border.color: "#b9ad92"
        border.width: Math.max(1, face.size * 0.02)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.dieFace }
            GradientStop { position: 1.0; color: Theme.dieShade }
        }
        Rectangle {  // a soft highlight on the upper edge
            x: parent.width * 0.12
            y: parent.height * 0.06
            width: parent.width * 0.76
            height: parent.height * 0.12
            radius: height / 2
            color: "#ffffff"
            opacity: 0.55
        }
    }
    Repeater {
        model: face.layouts[Math.max(0, Math.min(6, face.value))]
        delegate: Rectangle {
            required property int modelData
            readonly property real cell: face.size * 0.27
            width: face.size * 0.17
            height: width
            radius: width / 2
            x: face.size * 0.5 + ((modelData % 3) - 1) * cell - width / 2
            y: face.size * 0.5 + (Math.floor(modelData / 3) - 1) * cell - height / 2
            color: Theme.pip
            Rectangle {  // pips are drilled: a darker rim, lighter centre
                anchors.centerIn: parent
                width: parent.width * 0.55
                height: width
                radius: width / 2
                color: "#4a3a30"
            }
        }
    }
}
