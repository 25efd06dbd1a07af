pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// One choice of a row of exclusive choices (players, language, pace): a radio group. The row is
// one Tab stop (the choice made); the arrow keys move to the next choice and make it, as in
// every radio group, and a screen reader says "radio button, checked". A choice made stays made:
// clicking it again (or Space on it) changes nothing, so one of the row is always chosen. Its
// ``checked`` is the owner's binding alone (the button never toggles itself).
Button {
    id: control
    checkable: false
    activeFocusOnTab: checked || activeFocus  // (a focused choice stays a Tab stop until the focus leaves)
    Accessible.role: Accessible.RadioButton
    Accessible.checkable: true
    Accessible.checked: checked
    Keys.onLeftPressed: control.choose(-1)
    Keys.onUpPressed: control.choose(-1)
    Keys.onRightPressed: control.choose(1)
    Keys.onDownPressed: control.choose(1)
    function choose(step: int) {
        const row = control.parent ? control.parent.children : []
        const choices = []
        for (let i = 0; i < row.length; ++i)
            if (row[i].visible && row[i].enabled && row[i].choose !== undefined)
                choices.push(row[i])
        const at = choices.indexOf(control)
        const next = choices[at + step]
        if (!next)
            return
        next.forceActiveFocus(Qt.TabFocusReason)
        next.clicked()
    }
    implicitHeight: 38
    leftPadding: 16
    rightPadding: 16
    // as wide as its bold (chosen) text: choosing it moves none of its neighbours
    implicitWidth: Math.ceil(boldText.advanceWidth) + leftPadding + rightPadding + 2
    TextMetrics {
        id: boldText
        font.family: control.font.family
        font.pixelSize: control.font.pixelSize
        font.bold: true
        text: control.text
    }
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
