import QtQuick
import QtQuick.Layouts
import Fuenfwurf

// What the app's own check of a game's dice found: a green seal when verified, a red warning
// when something does not add up, a quiet line otherwise.
Rectangle {
    id: badge

    required property string check
    readonly property bool verified: check === "verified" || check === "verified_without_yours"
    readonly property bool warning: check !== "" && check !== "none" && check !== "pending" && !verified

    visible: check !== ""
    implicitWidth: row.implicitWidth + 24
    implicitHeight: row.implicitHeight + 12
    radius: height / 2
    color: verified ? "#e3efd9" : warning ? "#f6dcd6" : Theme.paperShade
    border.color: verified ? Theme.good : warning ? Theme.accent : Theme.paperLine
    Accessible.role: Accessible.StaticText
    Accessible.name: Texts.diceCheck(check)
    Accessible.description: Texts.diceCheckDetail(check)

    RowLayout {
        id: row
        anchors.centerIn: parent
        width: Math.min(implicitWidth, badge.width - 24)
        spacing: 8
        Rectangle {  // a seal: a tick inside when verified, an exclamation when not
            Layout.preferredWidth: 20
            Layout.preferredHeight: 20
            radius: 10
            color: badge.verified ? Theme.good : badge.warning ? Theme.accent : Theme.inkFaint
            Text {
                anchors.centerIn: parent
                text: badge.verified ? "✓" : badge.warning ? "!" : "…"
                color: "white"
                font.pixelSize: Theme.fs(13)
                font.bold: true
            }
        }
        Text {
            objectName: "diceCheckText"
            Layout.fillWidth: true
            text: Texts.diceCheck(badge.check)
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fs(14)
            font.bold: badge.verified || badge.warning
            color: badge.warning ? Theme.accent : Theme.ink
        }
    }
}
