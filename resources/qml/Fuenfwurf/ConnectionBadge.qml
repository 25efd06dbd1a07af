pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// The connection to the table server, always in sight: a lamp and a few words. Opens the lobby.
Button {
    id: badge

    required property ConnectionViewModel connection
    property bool takesFocus: true

    readonly property color lamp: {
        switch (connection.status) {
        case "online": return "#5fcf6b"
        case "connecting": return Theme.brassLight
        case "reconnecting": return "#e8a33c"
        case "incompatible": return "#e0584a"
        }
        return "#8a7a66"
    }

    focusPolicy: takesFocus ? Qt.StrongFocus : Qt.NoFocus
    implicitHeight: 34
    leftPadding: 12
    rightPadding: 12
    font.family: Theme.bodyFont
    font.pixelSize: Theme.fs(13)
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()
    text: {
        const state = Texts.connectionStatus(connection.status, connection.retryIn)
        return connection.status === "online" && connection.playerName !== ""
               ? qsTranslate("Online", "%1 · %2").arg(state).arg(connection.playerName)
               : state
    }
    Accessible.name: qsTranslate("Online", "Connection to the table server: %1").arg(text)
    Accessible.description: Texts.connectionReason(connection.reason)
    ToolTip.visible: hovered && connection.reason !== "" && connection.status !== "online"
    ToolTip.text: Texts.connectionReason(connection.reason)
    ToolTip.delay: 400

    contentItem: Row {
        spacing: 8
        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: 10
            height: 10
            radius: 5
            color: badge.lamp
            border.color: "#00000060"
            SequentialAnimation on opacity {
                running: badge.connection.status === "connecting" || badge.connection.status === "reconnecting"
                loops: Animation.Infinite
                alwaysRunToEnd: true
                NumberAnimation { to: 0.35; duration: 600 }
                NumberAnimation { to: 1.0; duration: 600 }
            }
        }
        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            // a long name must not push the bar's buttons aside
            width: Math.min(implicitWidth, 230)
            elide: Text.ElideRight
            text: badge.text
            font: badge.font
            color: Theme.cream
        }
    }
    background: Rectangle {
        radius: 17
        color: badge.down ? "#3a2716" : badge.hovered ? "#2f2013" : "#24170d"
        border.width: 1
        border.color: "#4d3a26"
        FocusRing { shown: badge.visualFocus; radius: 17 }
    }
}
