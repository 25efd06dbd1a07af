pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Invitations on every screen (the lobby shows its own in its card): one from another player,
// to join or let go, and what became of the player's own (sent, refused, copied). It floats
// over the screen and asks nothing of it; the view-model lets old ones go by themselves.
Column {
    id: banner

    required property TogetherViewModel together
    /** False where the screen shows these itself (the lobby). */
    property bool shown: true

    // (from the conditions, not the children's visible: a child of a hidden item is hidden)
    readonly property bool incomingShown: shown && together.invitation
    readonly property bool outcomeShown: shown && together.inviteStatus !== "" && together.inviteStatus !== "waiting"

    spacing: 6
    visible: incomingShown || outcomeShown

    Rectangle {
        id: incoming
        objectName: "invitationBannerIncoming"
        visible: banner.incomingShown
        width: banner.width
        height: incomingRow.implicitHeight + 20
        radius: 6
        color: Theme.paper
        border.color: Theme.brass
        border.width: 2
        Accessible.role: Accessible.AlertMessage
        Accessible.ignored: !visible
        Accessible.name: incomingTitle.text + " " + incomingLine.text
        RowLayout {
            id: incomingRow
            anchors.fill: parent
            anchors.margins: 10
            spacing: 10
            Column {
                Layout.fillWidth: true
                spacing: 2
                Text {
                    id: incomingTitle
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: qsTranslate("Lobby", "%1 invites you to a table.").arg(banner.together.invitationFrom)
                    font.pixelSize: Theme.fs(16)
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    id: incomingLine
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: banner.together.invitationCode
                          + " · " + Texts.presetName(banner.together.invitationPreset)
                          + " · " + qsTranslate("Lobby", "%n player(s)", "", banner.together.invitationSeats)
                          + " · " + qsTranslate("Lobby", "%1 s per turn").arg(banner.together.invitationClock)
                          + (banner.together.invitationJoinable ? ""
                             : " · " + qsTranslate("Lobby", "first finish or leave the game you are at"))
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                }
            }
            FlatButtonDark {
                objectName: "invitationBannerNotNow"
                text: qsTranslate("Lobby", "Not now")
                onClicked: banner.together.dismissInvitation()
            }
            BrassButton {
                objectName: "invitationBannerJoin"
                prominent: true
                enabled: banner.together.invitationJoinable
                text: qsTranslate("Lobby", "Join")
                onClicked: banner.together.acceptInvitation()
            }
        }
    }

    Rectangle {
        id: outcome
        objectName: "inviteOutcome"
        // "waiting" is said in the lobby, where the table is opened; the rest everywhere
        visible: banner.outcomeShown
        width: banner.width
        height: outcomeRow.implicitHeight + 16
        radius: 6
        color: banner.together.inviteStatus === "sent" || banner.together.inviteStatus === "copied" ? "#e3efd9" : "#f6d98b"
        border.color: Theme.brassDark
        Accessible.role: Accessible.AlertMessage
        Accessible.ignored: !visible
        Accessible.name: outcomeText.text
        RowLayout {
            id: outcomeRow
            anchors.fill: parent
            anchors.margins: 8
            anchors.leftMargin: 14
            Text {
                id: outcomeText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fs(14)
                color: Theme.ink
                text: Texts.inviteStatus(banner.together.inviteStatus, banner.together.inviteName)
            }
            FlatButtonDark {
                text: qsTranslate("Main", "OK")
                onClicked: banner.together.dismissInviteStatus()
            }
        }
    }
}
