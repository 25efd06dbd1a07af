pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// The coach's note after a costly decision: what was better and what it was worth. It does not
// stop play; it stays until the player's next decision (or a click on ×).
Rectangle {
    id: note

    required property CoachViewModel coach

    function choiceText(kind: string, kept: var, label: var, points: int): string {
        if (kind === "box")
            return points === 0 ? qsTranslate("Coach", "strike %1").arg(Texts.boxLabel(label.name, label.column))
                                : qsTranslate("Coach", "%1 (%n point(s))", "", points).arg(Texts.boxLabel(label.name, label.column))
        return kept.length === 0 ? qsTranslate("Coach", "reroll all")
                                 : qsTranslate("Coach", "keep %1").arg(kept.join(" "))
    }

    visible: coach.shown
    width: 430
    height: column.implicitHeight + 22
    radius: 6
    color: "#fdf3c9"
    border.color: Theme.brassDark
    rotation: -1
    Accessible.role: Accessible.AlertMessage
    Accessible.ignored: !visible  // a hidden message is not read
    Accessible.name: title.text + " " + body.text

    Rectangle {  // shadow
        z: -1
        x: 3
        y: 5
        width: parent.width
        height: parent.height
        radius: parent.radius
        color: "#000000"
        opacity: 0.3
    }
    Column {
        id: column
        x: 14
        y: 11
        width: parent.width - 40
        spacing: 4
        Text {
            id: title
            text: qsTranslate("Coach", "Coach: that cost %1 points").arg(Texts.number(note.coach.cost, 1))
            font.pixelSize: Theme.fs(14)
            font.bold: true
            color: Theme.accent
        }
        Text {
            id: body
            width: parent.width
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fs(13)
            color: Theme.ink
            text: qsTranslate("Coach", "Better: %1, with %2 points expected at the end. Your choice, %3: %4.")
                  .arg(note.choiceText(note.coach.bestKind, note.coach.bestKept, note.coach.bestLabel, note.coach.bestPoints))
                  .arg(Texts.number(note.coach.bestExpected, 1))
                  .arg(note.choiceText(note.coach.chosenKind, note.coach.chosenKept, note.coach.chosenLabel, note.coach.chosenPoints))
                  .arg(Texts.number(note.coach.chosenExpected, 1))
        }
    }
    Text {
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 6
        text: "×"
        font.pixelSize: Theme.fs(18)
        color: Theme.inkSoft
        Accessible.role: Accessible.Button
        Accessible.name: qsTranslate("Coach", "Close the note")
        MouseArea {
            anchors.fill: parent
            anchors.margins: -6
            onClicked: note.coach.dismiss()
        }
    }
}
