pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A quiet text button for the top bar and secondary actions on dark wood.
Button {
    id: control

    property bool current: false
    property bool takesFocus: true
    // false: Tab reaches the button, a click does not move the focus to it (the table: the
    // keyboard stays where the player left it)
    property bool clickFocus: true

    focusPolicy: takesFocus ? (clickFocus ? Qt.StrongFocus : Qt.TabFocus) : Qt.NoFocus
    implicitHeight: 34
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(14)
    font.bold: current
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? (control.current ? Theme.brassLight : Theme.cream) : "#7d6e58"
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: 6
        color: control.down ? "#3a2716" : control.hovered ? "#2f2013" : "transparent"
        border.width: control.current ? 1 : 0
        border.color: Theme.brassDark
        FocusRing { shown: control.visualFocus }
    }
}
