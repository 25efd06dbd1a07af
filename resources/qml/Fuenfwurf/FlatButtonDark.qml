pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A quiet text button on paper.
Button {
    id: control
    implicitHeight: 38
    font.family: Theme.bodyFont
    font.pixelSize: 14
    font.bold: true
    contentItem: Text {
        text: control.text
        font: control.font
        color: Theme.ink
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: 6
        color: control.down ? "#e6d8b6" : control.hovered ? "#efe3c4" : "transparent"
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.focus : "#bfae88"
    }
}
