pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The app's one way to ask before something that cannot be taken back: a paper card over the
// dimmed window. The safe choice has the focus, so Return keeps things as they are unless the
// player moves to the other button first (Tab or the arrow keys); Escape always cancels.
Popup {
    id: dialog

    property string title: ""
    property string text: ""
    property string confirmText: ""
    property string cancelText: qsTranslate("Dialog", "Cancel")

    signal confirmed()
    // Closed any other way: its safe button, Escape (what was asked for is not done).
    signal cancelled()
    property bool confirming: false  // (while the confirming button closes the dialog)
    Connections {
        target: dialog
        function onClosed() {
            if (!dialog.confirming)
                dialog.cancelled()
            dialog.confirming = false
        }
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    // As wide as its two buttons side by side need (long words, large text), up to the window's
    // width; narrower still, the buttons stand one above the other.
    readonly property real buttonsWidth: cancelButton.implicitWidth + confirmButton.implicitWidth + 12
    width: Math.min(Math.max(480, buttonsWidth + leftPadding + rightPadding), parent ? parent.width - 48 : 480)
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: 28
    topPadding: 22

    // The ring shows on the safe choice at once, as if the keyboard had put it there.
    onOpened: {
        cancelButton.forceActiveFocus(Qt.TabFocusReason)
        cancelButton.focusReason = Qt.TabFocusReason  // the popup gave the focus for its own reason
    }

    Overlay.modal: Rectangle {
        color: "#000000"
        opacity: 0.55
    }
    background: PaperCard {}

    // The popup itself is the one dialog a screen reader meets (a dialog inside it, with the
    // text as its description, was a second one and said the question twice): its question
    // and text are read once, as one text of the dialog (Orca leaves out texts of fewer than
    // three words, such as "Resign?"), then the focused button.
    contentItem: ColumnLayout {
        spacing: 12

        Text {
            Layout.fillWidth: true
            Accessible.role: Accessible.StaticText
            Accessible.name: dialog.title + " " + dialog.text
            text: dialog.title
            wrapMode: Text.WordWrap
            font.family: Theme.titleFont
            font.pixelSize: Theme.fs(27)
            color: Theme.ink
        }
        Text {
            Layout.fillWidth: true
            Accessible.ignored: true  // (read with the question)
            text: dialog.text
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fs(15)
            lineHeight: 1.2
            color: Theme.ink
        }
        GridLayout {
            Layout.fillWidth: true
            Layout.topMargin: 8
            columns: dialog.buttonsWidth <= dialog.availableWidth ? 3 : 1
            columnSpacing: 12
            rowSpacing: 8
            Item { Layout.fillWidth: true; visible: parent.columns > 1 }
            FlatButtonDark {
                id: cancelButton
                Layout.alignment: Qt.AlignRight
                Layout.maximumWidth: dialog.availableWidth
                objectName: dialog.objectName + "Cancel"
                text: dialog.cancelText
                leftPadding: 18
                rightPadding: 18
                onClicked: dialog.close()
                KeyNavigation.right: confirmButton
            }
            BrassButton {
                id: confirmButton
                Layout.alignment: Qt.AlignRight
                Layout.maximumWidth: dialog.availableWidth
                objectName: dialog.objectName + "Confirm"
                text: dialog.confirmText
                onClicked: {
                    dialog.confirming = true
                    dialog.close()
                    dialog.confirmed()
                }
                KeyNavigation.left: cancelButton
            }
        }
    }
}
