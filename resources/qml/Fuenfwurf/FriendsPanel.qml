pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Playing with friends, in the lobby: hosting a table server on this computer (its addresses,
// what a friend elsewhere on the internet needs, who sits there), the tables hosted nearby, and —
// when no server answers — the choices instead of endless retries.
ColumnLayout {
    id: panel

    required property AppController app
    required property ConnectionViewModel connection
    required property FriendsViewModel friends
    // "choices": no server answers (every way on, with what each needs); "hosting": the strip
    // of the server this computer hosts; "nearby": hosting and the tables nearby, compact
    property string mode: "nearby"

    readonly property bool hosting: friends.hostingStatus === "on"
    spacing: 10

    component Heading: Text {
        font.pixelSize: Theme.fs(18)
        font.bold: true
        color: Theme.ink
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
    }
    component Line: Text {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.fs(14)
        color: Theme.inkSoft
    }
    component Needs: Text {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.fs(12)
        font.italic: true
        color: Theme.inkFaint
    }
    // one way to play: a title, what it does, what it needs, and its action
    component Choice: Rectangle {
        id: choice
        property string title: ""
        property string detail: ""
        property string needs: ""
        default property alias actions: actionRow.data
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        Layout.fillHeight: true
        Layout.preferredHeight: choiceColumn.implicitHeight + 24
        radius: 6
        color: "transparent"
        border.color: Theme.paperLine
        ColumnLayout {
            id: choiceColumn
            anchors.fill: parent
            anchors.margins: 12
            spacing: 6
            Text {
                Layout.fillWidth: true
                text: choice.title
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fs(16)
                font.bold: true
                color: Theme.ink
            }
            Line { text: choice.detail }
            Needs { text: choice.needs; visible: text !== "" }
            Item { Layout.fillHeight: true }
            RowLayout {
                id: actionRow
                Layout.fillWidth: true
                spacing: 8
            }
        }
    }

    // --- no server answers: the ways on ---------------------------------------------------------
    ColumnLayout {
        objectName: panel.mode === "choices" ? "noServerChoices" : ""
        visible: panel.mode === "choices"
        Layout.fillWidth: true
        spacing: 10
        Heading {
            text: qsTranslate("Friends", "No table server answers")
        }
        Line {
            text: qsTranslate("Friends", "Nobody answers at %1. There is no public Fünfwurf server: to play with friends on other computers, one of you hosts a table, or you use a server someone runs for you.").arg(panel.connection.server)
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 12
            Choice {
                title: qsTranslate("Friends", "Host a table on this computer")
                detail: qsTranslate("Friends", "The game runs the table server here; your friends connect to this computer.")
                needs: qsTranslate("Friends", "Needs: friends on the same network (the same Wi-Fi), or a port forwarded on your router for friends elsewhere.")
                BrassButton {
                    objectName: panel.mode === "choices" ? "hostHereButton" : ""
                    prominent: true
                    text: qsTranslate("Friends", "Host here")
                    enabled: panel.friends.hostingStatus === "off" || panel.friends.hostingStatus === "failed"
                    onClicked: panel.friends.host()
                }
            }
            Choice {
                title: qsTranslate("Friends", "Look for tables nearby")
                detail: panel.friends.nearbyCount > 0
                        ? qsTranslate("Friends", "%n table server(s) found on this network: choose one below.", "", panel.friends.nearbyCount)
                        : qsTranslate("Friends", "Tables a friend hosts on this network show below by themselves.")
                needs: qsTranslate("Friends", "Needs: a friend hosting on the same network.")
                FlatButtonDark {
                    objectName: panel.mode === "choices" ? "lookNearbyButton" : ""
                    visible: !panel.friends.looking
                    text: qsTranslate("Friends", "Look now")
                    onClicked: panel.friends.look()
                }
                Text {
                    visible: panel.friends.looking && panel.friends.nearbyCount === 0
                    text: qsTranslate("Friends", "Looking…")
                    font.pixelSize: Theme.fs(14)
                    font.italic: true
                    color: Theme.inkSoft
                }
            }
            Choice {
                title: qsTranslate("Friends", "Enter a server address")
                detail: qsTranslate("Friends", "A server a friend hosts or someone runs: type what they gave you.")
                needs: qsTranslate("Friends", "Needs: its address, like 192.168.1.20:8765 or wss://play.example.org.")
                PaperTextField {
                    id: addressField
                    objectName: panel.mode === "choices" ? "serverAddressField" : ""
                    Layout.fillWidth: true
                    placeholderText: qsTranslate("Friends", "Server address")
                    Accessible.name: qsTranslate("Friends", "Server address")
                    onAccepted: connectButton.clicked()
                }
                FlatButtonDark {
                    id: connectButton
                    objectName: panel.mode === "choices" ? "connectAddressButton" : ""
                    text: qsTranslate("Lobby", "Connect")
                    enabled: panel.friends.validAddress(addressField.text)
                    onClicked: panel.friends.connectTo(addressField.text)
                }
            }
            Choice {
                title: qsTranslate("Friends", "Play offline")
                detail: qsTranslate("Friends", "Against the computer, or with friends at this computer taking turns.")
                needs: qsTranslate("Friends", "Needs nothing: no network, no server.")
                FlatButtonDark {
                    objectName: panel.mode === "choices" ? "playOfflineButton" : ""
                    text: qsTranslate("Friends", "New game")
                    onClicked: panel.app.show("start")
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Line {
                text: qsTranslate("Friends", "The server may just be starting:")
                Layout.fillWidth: false
            }
            FlatButtonDark {
                objectName: panel.mode === "choices" ? "tryAgainButton" : ""
                text: qsTranslate("Friends", "Try again")
                onClicked: panel.connection.retryNow()
            }
            Item { Layout.fillWidth: true }
        }
    }

    // --- this computer hosts ----------------------------------------------------------------------
    Rectangle {
        objectName: panel.mode === "hosting" ? "hostingStrip" : ""
        visible: panel.mode === "hosting" && panel.friends.hostingStatus !== "off"
        Layout.fillWidth: true
        Layout.preferredHeight: hostingColumn.implicitHeight + 20
        radius: 6
        color: Theme.paperShade
        border.color: Theme.brass
        border.width: 2
        ColumnLayout {
            id: hostingColumn
            anchors.fill: parent
            anchors.margins: 10
            spacing: 4
            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                Text {
                    objectName: panel.mode === "hosting" ? "hostingTitle" : ""
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fs(16)
                    font.bold: true
                    color: Theme.ink
                    text: {
                        switch (panel.friends.hostingStatus) {
                        case "starting": return qsTranslate("Friends", "Starting the table server on this computer…")
                        case "stopping": return qsTranslate("Friends", "Stopping the table server…")
                        case "failed": return qsTranslate("Friends", "The table server could not start here.")
                        }
                        return panel.friends.guests > 0
                               ? qsTranslate("Friends", "You host a table server on this computer · %n friend(s) seated", "", panel.friends.guests)
                               : qsTranslate("Friends", "You host a table server on this computer")
                    }
                }
                FlatButtonDark {
                    objectName: panel.mode === "hosting" ? "copyAddressButton" : ""
                    visible: panel.hosting && panel.friends.addresses.length > 0
                    text: qsTranslate("Friends", "Copy address")
                    onClicked: panel.friends.copyText(panel.friends.addresses[0])
                }
                FlatButtonDark {
                    objectName: panel.mode === "hosting" ? "stopHostingButton" : ""
                    visible: panel.hosting
                    text: qsTranslate("Friends", "Stop hosting")
                    onClicked: panel.friends.guests > 0 ? stopDialog.open() : panel.friends.stopHosting()
                }
                FlatButtonDark {
                    visible: panel.friends.hostingStatus === "failed"
                    text: qsTranslate("Friends", "Try again")
                    onClicked: panel.friends.host()
                }
            }
            Line {
                objectName: panel.mode === "hosting" ? "hostingAddresses" : ""
                visible: panel.hosting
                text: panel.friends.addresses.length > 0
                      ? qsTranslate("Friends", "Friends on your network connect to %1 — or find this table under “Tables nearby”. Invitations you copy name this address.").arg(panel.friends.addresses.join(qsTranslate("Friends", " or ")))
                      : qsTranslate("Friends", "This computer is on no network just now: only games at this computer can use the server.")
            }
            Line {
                objectName: panel.mode === "hosting" ? "hostingInternet" : ""
                visible: panel.hosting && panel.friends.addresses.length > 0
                color: Theme.inkFaint
                font.pixelSize: Theme.fs(13)
                text: panel.friends.privateOnly
                      ? qsTranslate("Friends", "A friend elsewhere on the internet cannot reach these addresses: forward port %1 on your router to this computer and give them your public address, or play on a public server.").arg(panel.friends.hostPort)
                      : qsTranslate("Friends", "This computer has a public address: friends anywhere can connect, if no firewall stops them on port %1.").arg(panel.friends.hostPort)
            }
            Line {
                visible: panel.friends.hostingStatus === "failed"
                text: panel.friends.hostingReason === "storage"
                      ? qsTranslate("Friends", "Its data file was written by a newer version of the game.")
                      : qsTranslate("Friends", "No port could be opened for it. Another program may hold port 8765.")
            }
        }
    }

    ConfirmDialog {
        id: stopDialog
        objectName: panel.mode === "hosting" ? "stopHostingDialog" : ""
        title: qsTranslate("Friends", "Stop hosting?")
        text: qsTranslate("Friends", "%1 still sit at your tables. Their games end when the server stops.").arg(panel.friends.guestNames)
        confirmText: qsTranslate("Friends", "Stop hosting")
        onConfirmed: panel.friends.stopHosting()
    }

    // --- hosting and the tables nearby, compact ---------------------------------------------------
    ColumnLayout {
        objectName: panel.mode === "nearby" ? "friendsNearby" : ""
        visible: panel.mode === "nearby" || panel.mode === "choices"
        Layout.fillWidth: true
        spacing: 6
        Heading {
            visible: panel.mode === "nearby"
            text: qsTranslate("Friends", "Play with friends")
        }
        RowLayout {
            visible: panel.mode === "nearby" && !panel.hosting
            Layout.fillWidth: true
            spacing: 10
            Line {
                text: qsTranslate("Friends", "Host a table server on this computer: friends on your network find it here, and your invitations carry its address.")
            }
            FlatButtonDark {
                objectName: panel.mode === "nearby" ? "hostButton" : ""
                text: qsTranslate("Friends", "Host a table on this computer")
                enabled: panel.friends.hostingStatus === "off" || panel.friends.hostingStatus === "failed"
                onClicked: panel.friends.host()
            }
        }
        Text {
            Layout.topMargin: 4
            visible: panel.friends.nearbyCount > 0 || panel.mode === "nearby"
            text: qsTranslate("Friends", "Tables nearby")
            font.pixelSize: Theme.fs(15)
            font.bold: true
            color: Theme.ink
        }
        Needs {
            objectName: panel.mode === "nearby" ? "nearbyEmpty" : ""
            visible: panel.mode === "nearby" && panel.friends.nearbyCount === 0
            text: panel.friends.looking
                  ? qsTranslate("Friends", "No table is hosted on this network just now.")
                  : qsTranslate("Friends", "Tables hosted on this network are not looked for (no network, or it lets no multicast through).")
        }
        Repeater {
            model: panel.friends.nearby
            delegate: Rectangle {
                id: nearbyTable
                required property string key
                required property string hostName
                required property string address
                required property int openTables
                required property int privateTables
                required property int freeSeats
                required property bool compatible
                required property bool current
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(58, nearbyColumn.implicitHeight + 16)
                radius: 6
                color: "transparent"
                border.color: nearbyTable.current ? Theme.brass : Theme.paperLine
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 10
                    Column {
                        id: nearbyColumn
                        Layout.fillWidth: true
                        Text {
                            width: parent.width
                            text: qsTranslate("Friends", "%1 hosts").arg(nearbyTable.hostName) + " · " + nearbyTable.address
                            font.pixelSize: Theme.fs(15)
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            width: parent.width
                            text: {
                                if (!nearbyTable.compatible)
                                    return qsTranslate("Friends", "Another version of the game: update both to play together.")
                                const parts = []
                                if (nearbyTable.openTables > 0)
                                    parts.push(qsTranslate("Friends", "%n open table(s)", "", nearbyTable.openTables)
                                               + ", " + qsTranslate("Friends", "%n seat(s) free", "", nearbyTable.freeSeats))
                                if (nearbyTable.privateTables > 0)
                                    parts.push(qsTranslate("Friends", "%n private table(s): ask for the code", "", nearbyTable.privateTables))
                                return parts.length > 0 ? parts.join(" · ") : qsTranslate("Friends", "No table waits for players yet")
                            }
                            font.pixelSize: Theme.fs(12)
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                        }
                    }
                    Text {
                        visible: nearbyTable.current
                        text: qsTranslate("Friends", "Connected")
                        font.pixelSize: Theme.fs(13)
                        color: Theme.good
                    }
                    BrassButton {
                        objectName: panel.mode === "nearby" ? "nearbyJoin" : ""
                        visible: !nearbyTable.current
                        enabled: nearbyTable.compatible && !panel.hosting
                        text: qsTranslate("Friends", "Join")
                        onClicked: panel.friends.joinNearby(nearbyTable.key)
                        Accessible.name: qsTranslate("Friends", "Join the tables %1 hosts").arg(nearbyTable.hostName)
                    }
                }
            }
        }
    }
}
