pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A text field on paper.
TextField {
    id: control
    implicitHeight: 38
    color: Theme.ink
    // A placeholder never looks typed: grey and in italics (high contrast: a clear mid grey,
    // the faint ink there being near black).
    placeholderTextColor: Theme.highContrast ? "#5a5a5a" : Theme.inkFaint
    font.italic: control.text.length === 0
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
