pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A button with a brass plate look.
Button {
    id: control

    property bool prominent: false
    property bool takesFocus: true
    // false: Tab reaches the button, a click does not move the focus to it (the table: the
    // keyboard stays where the player left it)
    property bool clickFocus: true

    focusPolicy: takesFocus ? (clickFocus ? Qt.StrongFocus : Qt.TabFocus) : Qt.NoFocus
    implicitHeight: prominent ? 52 : 36
    leftPadding: prominent ? 26 : 14
    rightPadding: prominent ? 26 : 14
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(prominent ? 18 : 14)
    font.bold: true
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? "#2a1a08" : "#6e5d44"
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        radius: 7
        border.width: 1
        border.color: Theme.brassDark
        opacity: control.enabled ? 1 : 0.55
        FocusRing { shown: control.visualFocus; radius: 7 }
        gradient: Gradient {
            GradientStop { position: 0; color: control.down ? Theme.brass : Theme.brassLight }
            GradientStop { position: 1; color: control.down ? Theme.brassDark : Theme.brass }
        }
    }
}
