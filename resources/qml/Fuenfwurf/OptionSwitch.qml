import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A switch with its name and one line on what it does.
Switch {
    id: control
    property string detail: ""
    Accessible.description: detail
    contentItem: Column {
        leftPadding: control.indicator.width + 10
        Text {
            text: control.text
            font.bold: true
            font.pixelSize: 14
            color: Theme.ink
        }
        Text {
            width: control.width - control.indicator.width - 14
            text: control.detail
            visible: text !== ""
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }
}
