pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A quiet text button on paper.
Button {
    id: control
    implicitHeight: 38
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(14)
    font.bold: true
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()
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
        border.width: 1
        border.color: "#bfae88"
        FocusRing { shown: control.visualFocus }
    }
}
