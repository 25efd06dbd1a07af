pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A switch with its name and one line on what it does.
Switch {
    id: control
    property string detail: ""
    Accessible.description: detail
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()
    indicator: Rectangle {
        x: control.leftPadding
        y: control.topPadding + 2
        width: 40
        height: 20
        radius: 10
        color: control.checked ? Theme.brass : "#e2d6bb"
        border.width: 1
        border.color: Theme.brassDark
        FocusRing { shown: control.visualFocus; radius: 10; anchors.margins: -4 }
        Rectangle {
            x: control.checked ? parent.width - width - 2 : 2
            y: 2
            width: 16
            height: 16
            radius: 8
            color: "#fffdf5"
            border.color: Theme.brassDark
            Behavior on x { NumberAnimation { duration: 120 } }
        }
    }
    contentItem: Column {
        leftPadding: control.indicator.width + 10
        Text {
            text: control.text
            font.bold: true
            font.pixelSize: Theme.fs(14)
            color: Theme.ink
        }
        Text {
            width: control.width - control.indicator.width - 14
            text: control.detail
            visible: text !== ""
            font.pixelSize: Theme.fs(12)
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }
}
