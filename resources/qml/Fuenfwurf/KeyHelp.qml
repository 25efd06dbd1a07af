pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// F1 at the table: the keys on a paper card over the table. Escape, F1 or the button close it.
Popup {
    id: help

    property bool online: false

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(640, parent ? parent.width - 48 : 640)
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: 24

    onOpened: closeButton.forceActiveFocus(Qt.TabFocusReason)

    Overlay.modal: Rectangle {
        color: "#000000"
        opacity: 0.55
    }
    background: PaperCard {}

    // The popup itself is the one dialog a screen reader meets (a dialog inside it would be a
    // second one, read out in full again): it reads the heading and the list once, as the
    // dialog's text, then the focused Close button.
    contentItem: ColumnLayout {
        spacing: 12
        Keys.onPressed: function(event) {
            if (event.key === Qt.Key_F1) {
                help.close()
                event.accepted = true
            }
        }
        Text {
            id: title
            text: qsTranslate("Keys", "Keys at the table")
            font.family: Theme.titleFont
            font.pixelSize: Theme.fs(24)
            color: Theme.ink
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Item {  // the page's scroll bar sits in this item's right margin
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: keyList.implicitHeight
            PaperFlickable {
                anchors.fill: parent
                anchors.rightMargin: 18
                contentHeight: keyList.implicitHeight
                KeyList {
                    id: keyList
                    width: parent.width
                    online: help.online
                }
            }
        }
        BrassButton {
            id: closeButton
            objectName: "keyHelpClose"
            Layout.alignment: Qt.AlignRight
            text: qsTranslate("Keys", "Close")
            onClicked: help.close()
            Keys.onPressed: function(event) {
                if (event.key === Qt.Key_F1) {
                    help.close()
                    event.accepted = true
                }
            }
        }
    }
}
