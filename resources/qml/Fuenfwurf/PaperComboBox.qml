pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A choice list that sits on paper: codes in the model, translated labels shown.
ComboBox {
    id: control

    // Turns a code of the model into the text shown.
    property var label: function(code) { return code }
    // What the choice is about ("Who sits at seat 1"): a screen reader hears it with the
    // current choice ("Who sits at seat 1: Computer").
    property string accessibleLabel: ""

    Accessible.name: accessibleLabel !== "" ? accessibleLabel + ": " + displayText : displayText

    implicitHeight: 38
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(14)
    displayText: label(currentValue ?? "")
    // Return opens the list as Space does (in the open list it picks the highlighted choice).
    Keys.onReturnPressed: popup.open()
    Keys.onEnterPressed: popup.open()

    delegate: ItemDelegate {
        id: choice
        required property string modelData
        required property int index
        width: control.width
        highlighted: control.highlightedIndex === index
        contentItem: Text {
            text: control.label(choice.modelData)
            font: control.font
            color: Theme.ink
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            color: choice.highlighted ? "#f1dc9c" : Theme.paper
        }
    }
    contentItem: Text {
        leftPadding: 12
        rightPadding: control.indicator.width + 6
        text: control.displayText
        font: control.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    indicator: Text {
        x: control.width - width - 12
        y: (control.height - height) / 2
        text: "▾"
        color: Theme.inkSoft
        font.pixelSize: Theme.fs(14)
    }
    background: Rectangle {
        radius: 6
        color: control.down ? "#efe3c4" : "#fbf6ea"
        border.width: 1
        border.color: "#bfae88"
        FocusRing { shown: control.visualFocus }
    }
    popup.background: Rectangle {
        color: Theme.paper
        border.color: "#bfae88"
        radius: 4
    }
}
