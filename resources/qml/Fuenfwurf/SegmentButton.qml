pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// One choice of a row of exclusive choices (players, language, pace).
Button {
    id: control
    checkable: true
    implicitHeight: 38
    leftPadding: 16
    rightPadding: 16
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(14)
    font.bold: checked
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()
    contentItem: Text {
        text: control.text
        font: control.font
        color: control.checked ? "#2a1a08" : Theme.ink
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: 19
        color: control.checked ? Theme.brassLight : (control.hovered ? "#efe3c4" : "transparent")
        border.width: 1
        border.color: control.checked ? Theme.brassDark : "#bfae88"
        FocusRing { shown: control.visualFocus; radius: 19 }
    }
}
