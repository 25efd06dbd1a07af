pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A text field on paper.
TextField {
    id: control
    implicitHeight: 38
    color: Theme.ink
    placeholderTextColor: Theme.inkFaint
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(14)
    background: Rectangle {
        radius: 6
        color: "#fbf6ea"
        border.width: 1
        border.color: "#bfae88"
        FocusRing { shown: control.activeFocus }
    }
}
