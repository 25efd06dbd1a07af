pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Playing online: the connection and who you are, open tables, joining by code or invitation,
// opening a table; while your table waits for players, its code, invitation, seats and chat.
FocusScope {
    id: screen

    // The notices of the lobby: an invitation to answer, a problem to read. While the tables and
    // the form show, they sit above the tables (the left column has room), so that they never
    // push the form and its "Open the table" out of the card; otherwise under the connection.
    component InvitationNotice: Rectangle {
        id: invitationNotice
        // one of two places (see above); only the one shown carries the names
        property bool here: true
        objectName: here ? "invitationNotice" : ""
        visible: here && screen.together.invitation
        Layout.fillWidth: true
        Layout.preferredHeight: invitationRow.implicitHeight + 20
        radius: 6
        color: Theme.paperShade
        border.color: Theme.brass
        border.width: 2
        RowLayout {
            id: invitationRow
            anchors.fill: parent
            anchors.margins: 10
            spacing: 10
            Column {
                Layout.fillWidth: true
                spacing: 2
                Text {
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: qsTranslate("Lobby", "%1 invites you to a table.").arg(screen.together.invitationFrom)
                    font.pixelSize: Theme.fs(16)
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    width: parent.width
                    wrapMode: Text.WordWrap
                    // the code first: a line break never splits it at its hyphen
                    text: screen.together.invitationCode
                          + " · " + Texts.presetName(screen.together.invitationPreset)
                          + " · " + qsTranslate("Lobby", "%n player(s)", "", screen.together.invitationSeats)
                          + " · " + qsTranslate("Lobby", "%1 s per turn").arg(screen.together.invitationClock)
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                }
            }
            FlatButtonDark {
                objectName: invitationNotice.here ? "invitationNotNow" : ""
                text: qsTranslate("Lobby", "Not now")
                onClicked: screen.together.dismissInvitation()
            }
            BrassButton {
                objectName: invitationNotice.here ? "invitationJoin" : ""
                prominent: true
                enabled: screen.together.invitationJoinable
                text: qsTranslate("Lobby", "Join")
                onClicked: screen.together.acceptInvitation()
            }
        }
    }

    component ProblemNotice: Rectangle {
        id: problemNotice
        property bool here: true
        objectName: here ? "lobbyProblem" : ""
        visible: here && screen.lobby.problem !== ""
        Layout.fillWidth: true
        Layout.preferredHeight: problemRow.implicitHeight + 16
        radius: 6
        color: "#f6d98b"
        Accessible.role: Accessible.AlertMessage
        Accessible.ignored: !visible  // a hidden message is not read
        Accessible.name: problemText.text
        RowLayout {
            id: problemRow
            anchors.fill: parent
            anchors.margins: 8
            Text {
                id: problemText
                Layout.fillWidth: true
                text: Texts.error(screen.lobby.problem)
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fs(14)
            }
            FlatButtonDark {
                objectName: problemNotice.here ? "watchButton" : ""
                visible: screen.lobby.canWatch
                text: qsTranslate("Lobby", "Watch the game")
                onClicked: screen.lobby.watch()
            }
            FlatButtonDark {
                text: qsTranslate("Main", "OK")
                onClicked: screen.lobby.dismissProblem()
            }
        }
    }

    required property AppController app
    required property ConnectionViewModel connection
    required property LobbyViewModel lobby
    required property OnlineTableViewModel online
    required property TogetherViewModel together
    required property FriendsViewModel friends

    // The screen's state, derived in Python (app/ui/lobby/viewmodel.py: derive_lobby_screen).
    readonly property bool greeted: lobby.greeted
    readonly property bool waitingRoom: lobby.waitingRoom
    readonly property bool tableRunning: lobby.tableRunning
    readonly property bool lobbyOpen: lobby.lobbyOpen

    function focusFirst() {
        if (!screen.visible)
            return  // another screen took over meanwhile
        if (connection.needsName)
            nameField.forceActiveFocus()
        else if (screen.waitingRoom)
            copyInvite.forceActiveFocus()
        else if (screen.greeted && screen.lobbyOpen)
            codeField.forceActiveFocus()
        else
            screen.forceActiveFocus()
    }

    // The message a player pastes into a chat app: every line of it is read back by "Join by
    // code" (app/ui/online/invite.py), and it never names an address only this computer reaches.
    function inviteText(): string {
        const lines = [qsTranslate("Lobby", "Join me at a Fünfwurf table!")]
        if (online.invitePage !== "")
            lines.push(qsTranslate("Lobby", "Click to join: %1").arg(online.invitePage))
        lines.push(qsTranslate("Lobby", "In the game: open %1").arg(online.inviteLink))
        lines.push(online.inviteServer !== ""
                   ? qsTranslate("Lobby", "or enter the code %1 under Play online → Join by code (server %2).").arg(online.spacedCode).arg(online.inviteServer)
                   : qsTranslate("Lobby", "or enter the code %1 under Play online → Join by code.").arg(online.spacedCode))
        return lines.join("\n")
    }

    onVisibleChanged: if (visible) { Qt.callLater(screen.focusFirst); if (screen.greeted) screen.together.refreshRecent() }
    Connections {
        target: screen.together
        function onCopyInvitation() { screen.online.copyText(screen.inviteText()) }
    }
    Connections {
        target: screen.online
        function onStatusChanged() { if (screen.visible) Qt.callLater(screen.focusFirst) }
        // the table asked for by code is here: the code has done its job
        function onHasTableChanged() { if (screen.online.hasTable) codeField.clear() }
    }
    Connections {
        target: screen.connection
        function onNeedsNameChanged() { if (screen.visible) Qt.callLater(screen.focusFirst) }
    }
    // Coming online hands the keys to the code field, unless the player is busy elsewhere here.
    onGreetedChanged: if (greeted && visible && (activeFocus || !Window.activeFocusItem)) Qt.callLater(focusFirst)

    PaperCard {
        objectName: "lobbyCard"
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 1100)
        height: parent.height - 32

        Flickable {
            id: flick
            anchors.fill: parent
            anchors.margins: 24
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content
                width: flick.width
                spacing: 14

                // --- title and the other online screens ---------------------------------------
                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        text: qsTranslate("Lobby", "Play online")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fs(34)
                        color: Theme.ink
                    }
                    Item { Layout.fillWidth: true }
                    FlatButtonDark {
                        objectName: "profileButton"
                        text: qsTranslate("Lobby", "Your profile")
                        onClicked: screen.app.show("profile")
                    }
                    FlatButtonDark {
                        objectName: "leaderboardsButton"
                        text: qsTranslate("Lobby", "Leaderboards")
                        onClicked: screen.app.show("leaderboards")
                    }
                }

                // --- the connection ---------------------------------------------------------------
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: connectionRow.implicitHeight + 20
                    radius: 6
                    color: Theme.paperShade
                    border.color: Theme.paperLine
                    RowLayout {
                        id: connectionRow
                        anchors.fill: parent
                        anchors.margins: 10
                        spacing: 12
                        Column {
                            Layout.fillWidth: true
                            spacing: 2
                            Text {
                                objectName: "connectionText"
                                width: parent.width
                                text: screen.greeted
                                      ? qsTranslate("Lobby", "Online as %1 · level %2 · %n point(s)", "", screen.connection.points)
                                            .arg(screen.connection.playerName).arg(screen.connection.level)
                                      : Texts.connectionStatus(screen.connection.status, screen.connection.retryIn)
                                font.pixelSize: Theme.fs(16)
                                font.bold: true
                                color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Text {
                                width: parent.width
                                visible: text !== ""
                                text: screen.connection.status === "online" ? "" : Texts.connectionReason(screen.connection.reason)
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                            Text {
                                objectName: "playersOnline"
                                width: parent.width
                                visible: screen.greeted && screen.together.playersOnline > 0
                                text: qsTranslate("Lobby", "%n player(s) online", "", screen.together.playersOnline)
                                font.pixelSize: Theme.fs(13)
                                color: Theme.good
                            }
                            Text {
                                width: parent.width
                                text: qsTranslate("Lobby", "Table server: %1").arg(screen.connection.server)
                                font.pixelSize: Theme.fs(12)
                                color: Theme.inkFaint
                                elide: Text.ElideMiddle
                            }
                        }
                        FlatButtonDark {
                            objectName: "connectButton"
                            visible: !screen.connection.needsName
                                     && (screen.connection.status === "offline" || screen.connection.status === "incompatible")
                            text: qsTranslate("Lobby", "Connect")
                            onClicked: screen.connection.goOnline()
                        }
                        FlatButtonDark {
                            visible: screen.connection.status === "reconnecting"
                            text: qsTranslate("Lobby", "Try now")
                            onClicked: screen.connection.retryNow()
                        }
                        FlatButtonDark {
                            visible: screen.connection.status !== "offline" && screen.connection.status !== "incompatible"
                            text: qsTranslate("Lobby", "Go offline")
                            onClicked: screen.connection.goOffline()
                        }
                    }
                }

                // --- playing with friends: the server this computer hosts; no server answers ------
                FriendsPanel {
                    Layout.fillWidth: true
                    visible: screen.friends.hostingStatus !== "off"
                    mode: "hosting"
                    app: screen.app
                    connection: screen.connection
                    friends: screen.friends
                }
                FriendsPanel {
                    Layout.fillWidth: true
                    visible: screen.friends.noAnswer && !screen.connection.needsName
                    mode: "choices"
                    app: screen.app
                    connection: screen.connection
                    friends: screen.friends
                }

                // --- notices, where the lobby's tables and form do not show ---------------------------
                InvitationNotice { here: !screen.lobbyOpen }
                ProblemNotice { here: !screen.lobbyOpen }

                // --- a name for a new player ------------------------------------------------------
                ColumnLayout {
                    visible: screen.connection.needsName
                    Layout.fillWidth: true
                    spacing: 8
                    Text {
                        text: qsTranslate("Lobby", "Choose your name")
                        font.pixelSize: Theme.fs(18)
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTranslate("Lobby", "Others see this name at the table and on the leaderboards. You can change it later in the settings.")
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                    }
                    RowLayout {
                        spacing: 8
                        PaperTextField {
                            id: nameField
                            objectName: "nameField"
                            Layout.preferredWidth: 280
                            maximumLength: Limits.nameLength
                            placeholderText: qsTranslate("Lobby", "Your name")
                            Accessible.name: qsTranslate("Lobby", "Your name")
                            onAccepted: chooseName.clicked()
                        }
                        BrassButton {
                            id: chooseName
                            objectName: "chooseNameButton"
                            text: qsTranslate("Lobby", "Go online")
                            enabled: screen.connection.validName(nameField.text)
                            onClicked: screen.connection.chooseName(nameField.text)
                        }
                    }
                    // why the button stays off: the protocol's one name rule, said in words
                    Text {
                        objectName: "nameProblem"
                        Layout.fillWidth: true
                        visible: text !== ""
                        wrapMode: Text.WordWrap
                        text: Texts.error(Limits.nameError(nameField.text))
                        font.pixelSize: Theme.fs(13)
                        color: Theme.accent
                    }
                    Text {
                        Layout.fillWidth: true
                        visible: screen.lobby.pendingCode !== ""
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                        text: qsTranslate("Lobby", "Then you sit down at table %1, where you were invited.").arg(screen.lobby.pendingCode)
                    }
                }

                // --- your table is waiting for players --------------------------------------------
                ColumnLayout {
                    objectName: "waitingRoom"
                    visible: screen.waitingRoom
                    Layout.fillWidth: true
                    spacing: 10

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 12
                        Text {
                            objectName: "tableCode"
                            text: qsTranslate("Lobby", "Table %1").arg(screen.online.spacedCode)
                            // the body font: its capitals and lining figures read unambiguously
                            font.family: Theme.bodyFont
                            font.bold: true
                            font.pixelSize: Theme.fs(28)
                            color: Theme.ink
                            Accessible.name: qsTranslate("Lobby", "Table code %1").arg(screen.online.spacedCode.split("").join(" "))
                        }
                        FlatButtonDark {
                            id: copyCode
                            objectName: "copyCode"
                            // the wider of both texts, so that the row does not move when it changes
                            Layout.preferredWidth: Math.max(implicitWidth, codeCopiedWidth.width + leftPadding + rightPadding)
                            text: screen.online.copied === "code" ? qsTranslate("Lobby", "Copied ✓") : qsTranslate("Lobby", "Copy code")
                            onClicked: screen.online.copy("code", screen.online.spacedCode)
                            Accessible.description: screen.online.copied === "code" ? qsTranslate("Lobby", "The code is on the clipboard.") : ""
                            TextMetrics {
                                id: codeCopiedWidth
                                font: copyCode.font
                                text: qsTranslate("Lobby", "Copy code")
                            }
                        }
                        Item { Layout.fillWidth: true }
                        FlatButtonDark {
                            objectName: "leaveTable"
                            text: qsTranslate("Lobby", "Leave table")
                            onClicked: screen.online.leave()
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(14)
                        color: Theme.inkSoft
                        text: qsTranslate("Lobby", "%1 of %2 seats taken. The game starts as soon as every seat is taken; nothing is rolled before.")
                              .arg(screen.online.taken).arg(screen.online.seatCount)
                              + " " + Texts.rulesetName(screen.online.preset, screen.online.triple, screen.online.forcedOrder)
                              + " · " + qsTranslate("Lobby", "%1 s per turn").arg(screen.online.clockLimit)
                              + " · " + (screen.online.privateTable ? qsTranslate("Lobby", "private: found by its code only")
                                                                   : qsTranslate("Lobby", "listed in the lobby"))
                    }

                    // the invitation
                    Rectangle {
                        Layout.fillWidth: true
                        Layout.preferredHeight: inviteRow.implicitHeight + 20
                        radius: 6
                        color: "#fbf6ea"
                        border.color: Theme.paperLine
                        RowLayout {
                            id: inviteRow
                            anchors.fill: parent
                            anchors.margins: 10
                            spacing: 10
                            Text {
                                objectName: "inviteText"
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                textFormat: Text.PlainText
                                text: screen.inviteText()
                                font.pixelSize: Theme.fs(14)
                                color: Theme.ink
                            }
                            BrassButton {
                                id: copyInvite
                                objectName: "copyInvite"
                                Layout.preferredWidth: Math.max(implicitWidth, inviteCopiedWidth.width + leftPadding + rightPadding)
                                text: screen.online.copied === "invitation" ? qsTranslate("Lobby", "Copied ✓") : qsTranslate("Lobby", "Copy invitation")
                                onClicked: screen.online.copy("invitation", screen.inviteText())
                                Accessible.description: screen.online.copied === "invitation" ? qsTranslate("Lobby", "The invitation is on the clipboard.") : ""
                                TextMetrics {
                                    id: inviteCopiedWidth
                                    font: copyInvite.font
                                    text: qsTranslate("Lobby", "Copy invitation")
                                }
                            }
                        }
                    }
                    Text {
                        objectName: "inviteUnreachable"
                        Layout.fillWidth: true
                        visible: screen.online.inviteUnreachable
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(14)
                        color: Theme.accent
                        text: qsTranslate("Lobby", "This server runs on this computer only: friends on other computers cannot reach it, so the invitation names no address. To play with them, choose “Host a table on this computer”, or use a server they can reach too.")
                    }

                    // the seats
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8
                        Repeater {
                            model: screen.online.seats
                            delegate: Rectangle {
                                id: seat
                                required property int index
                                required property string name
                                required property int level
                                required property bool free
                                required property bool away
                                required property int awaySeconds
                                required property bool you
                                required property bool host
                                required property string tag
                                width: 220
                                height: 54
                                radius: 6
                                color: seat.free ? "transparent" : (seat.you ? "#f1dc9c" : Theme.paperShade)
                                border.color: seat.free ? "#bfae88" : Theme.brassDark
                                border.width: 1
                                Accessible.role: Accessible.ListItem
                                Accessible.name: seatName.text + ". " + seatLine.text
                                Column {
                                    anchors.fill: parent
                                    anchors.margins: 8
                                    Text {
                                        id: seatName
                                        width: parent.width
                                        // the server's tag when a look-alike sits here too (no name has a #)
                                        text: seat.free ? qsTranslate("Lobby", "free seat") : seat.name + (seat.tag !== "" ? " " + seat.tag : "") + "  " + Texts.level(seat.level)
                                        font.pixelSize: Theme.fs(15)
                                        font.bold: !seat.free
                                        color: seat.free ? Theme.inkFaint : Theme.ink
                                        elide: Text.ElideRight
                                    }
                                    Text {
                                        id: seatLine
                                        width: parent.width
                                        text: {
                                            const parts = [qsTranslate("Lobby", "Seat %1").arg(seat.index + 1)]
                                            if (seat.you) parts.push(qsTranslate("Lobby", "you"))
                                            if (seat.host) parts.push(qsTranslate("Lobby", "opened the table"))
                                            if (seat.away)
                                                parts.push(seat.awaySeconds >= 0
                                                           ? qsTranslate("Lobby", "away — %1 to come back").arg(Texts.clockText(seat.awaySeconds))
                                                           : qsTranslate("Lobby", "away"))
                                            return parts.join(" · ")
                                        }
                                        font.pixelSize: Theme.fs(12)
                                        color: Theme.inkSoft
                                        elide: Text.ElideRight
                                    }
                                }
                            }
                        }
                    }

                    ChatPanel {
                        Layout.fillWidth: true
                        Layout.preferredHeight: 220
                        online: screen.online
                        dark: false
                        handsBackAfterSending: false  // the waiting room has no keys of its own
                    }
                }

                // --- your table is playing ---------------------------------------------------------
                RowLayout {
                    visible: screen.tableRunning
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fs(16)
                        color: Theme.ink
                        text: screen.online.status === "aborted"
                              ? qsTranslate("Lobby", "The game at table %1 was aborted.").arg(screen.online.spacedCode)
                              : screen.online.status === "finished"
                                ? qsTranslate("Lobby", "The game at table %1 is over.").arg(screen.online.spacedCode)
                                : qsTranslate("Lobby", "You are playing at table %1.").arg(screen.online.spacedCode)
                    }
                    BrassButton {
                        objectName: "backToTable"
                        text: qsTranslate("Lobby", "Back to the table")
                        visible: screen.app.hasTable
                        onClicked: screen.app.show("table")
                    }
                }

                // --- open tables, joining and opening one -----------------------------------------
                RowLayout {
                    visible: screen.lobbyOpen && !screen.friends.noAnswer
                    Layout.fillWidth: true
                    spacing: 24

                    // open tables
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.alignment: Qt.AlignTop
                        spacing: 8
                        InvitationNotice { here: screen.lobbyOpen }
                        ProblemNotice { here: screen.lobbyOpen }
                        Text {
                            text: qsTranslate("Lobby", "Tables")
                            font.pixelSize: Theme.fs(18)
                            font.bold: true
                            color: Theme.ink
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: screen.lobby.tableCount === 0
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fs(14)
                            font.italic: true
                            color: Theme.inkSoft
                            text: screen.greeted ? qsTranslate("Lobby", "No open table yet. Open one and send its code.")
                                                 : qsTranslate("Lobby", "Open tables show here once you are online.")
                        }
                        Repeater {
                            model: screen.lobby.tables
                            delegate: Rectangle {
                                id: openTable
                                required property string key
                                required property string code
                                required property string preset
                                required property bool triple
                                required property bool forcedOrder
                                required property int seats
                                required property int taken
                                required property string names
                                required property int clock
                                required property bool playing
                                required property string scores
                                Layout.fillWidth: true
                                Layout.preferredHeight: 62
                                radius: 6
                                color: "transparent"
                                border.color: Theme.paperLine
                                RowLayout {
                                    anchors.fill: parent
                                    anchors.margins: 8
                                    spacing: 10
                                    Column {
                                        Layout.fillWidth: true
                                        Text {
                                            width: parent.width
                                            text: Texts.rulesetName(openTable.preset, openTable.triple, openTable.forcedOrder)
                                                  + " · " + qsTranslate("Lobby", "%1 s per turn").arg(openTable.clock)
                                            font.pixelSize: Theme.fs(15)
                                            font.bold: true
                                            color: Theme.ink
                                            elide: Text.ElideRight
                                        }
                                        Text {
                                            width: parent.width
                                            text: openTable.playing
                                                  ? qsTranslate("Lobby", "Playing: %1").arg(openTable.scores)
                                                  : qsTranslate("Lobby", "%1 of %2 seats taken").arg(openTable.taken).arg(openTable.seats)
                                                    + " · " + openTable.names + " · " + openTable.code
                                            font.pixelSize: Theme.fs(12)
                                            color: Theme.inkSoft
                                            elide: Text.ElideRight
                                        }
                                    }
                                    FlatButtonDark {
                                        objectName: "watch_" + openTable.key
                                        visible: openTable.playing
                                        text: qsTranslate("Lobby", "Watch")
                                        enabled: !screen.lobby.seated && screen.lobby.waiting === ""
                                        onClicked: screen.lobby.watchTable(openTable.key)
                                        Accessible.name: qsTranslate("Lobby", "Watch the game at table %1").arg(openTable.code)
                                    }
                                    BrassButton {
                                        objectName: "join_" + openTable.key
                                        visible: !openTable.playing
                                        text: qsTranslate("Lobby", "Sit down")
                                        enabled: !screen.lobby.seated && screen.lobby.waiting === ""
                                        onClicked: screen.lobby.joinTable(openTable.key)
                                        Accessible.name: qsTranslate("Lobby", "Sit down at table %1").arg(openTable.code)
                                    }
                                }
                            }
                        }
                        // the people played with lately, to invite them again
                        ColumnLayout {
                            objectName: "recentPlayers"
                            visible: screen.greeted
                            Layout.topMargin: 12
                            Layout.fillWidth: true
                            spacing: 6
                            Text {
                                text: qsTranslate("Lobby", "Played with lately")
                                font.pixelSize: Theme.fs(18)
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
                                Layout.fillWidth: true
                                visible: screen.together.recentKnown && screen.together.recentCount === 0
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fs(14)
                                font.italic: true
                                color: Theme.inkSoft
                                text: qsTranslate("Lobby", "The people you play with online show here, to invite them again.")
                            }
                            Text {
                                objectName: "inviteStatus"
                                Layout.fillWidth: true
                                visible: text !== ""
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fs(14)
                                color: screen.together.inviteStatus === "sent" || screen.together.inviteStatus === "copied" ? Theme.good : Theme.accent
                                text: Texts.inviteStatus(screen.together.inviteStatus, screen.together.inviteName)
                            }
                            Flow {
                                Layout.fillWidth: true
                                spacing: 8
                                Repeater {
                                    model: screen.together.recent
                                    delegate: Rectangle {
                                        id: person
                                        required property int key
                                        required property string name
                                        required property int level
                                        required property int daysAgo
                                        required property string placing
                                        required property bool present
                                        required property string outcome
                                        width: 250
                                        height: 58
                                        radius: 6
                                        color: "transparent"
                                        border.color: Theme.paperLine
                                        RowLayout {
                                            anchors.fill: parent
                                            anchors.margins: 8
                                            spacing: 6
                                            Rectangle {
                                                Layout.preferredWidth: 10
                                                Layout.preferredHeight: 10
                                                radius: 5
                                                color: person.present ? Theme.good : Theme.paperLine
                                                Accessible.name: person.present ? qsTranslate("Lobby", "online") : qsTranslate("Lobby", "offline")
                                            }
                                            Column {
                                                Layout.fillWidth: true
                                                Text {
                                                    width: parent.width
                                                    text: person.name + " · " + Texts.level(person.level)
                                                    font.pixelSize: Theme.fs(14)
                                                    font.bold: true
                                                    color: Theme.ink
                                                    elide: Text.ElideRight
                                                }
                                                Text {
                                                    width: parent.width
                                                    text: (person.daysAgo === 0 ? qsTranslate("Lobby", "today")
                                                           : person.daysAgo === 1 ? qsTranslate("Lobby", "yesterday")
                                                           : qsTranslate("Lobby", "%n day(s) ago", "", person.daysAgo))
                                                          + " · " + Texts.recentOutcome(person.outcome, person.name)
                                                    font.pixelSize: Theme.fs(12)
                                                    color: Theme.inkSoft
                                                    elide: Text.ElideRight
                                                }
                                            }
                                            FlatButtonDark {
                                                objectName: "invite_" + person.key
                                                text: qsTranslate("Lobby", "Invite")
                                                enabled: !screen.tableRunning
                                                onClicked: screen.together.invite(person.key, person.name, person.present)
                                                Accessible.name: qsTranslate("Lobby", "Invite %1").arg(person.name)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        // hosting here, the tables hosted nearby
                        FriendsPanel {
                            objectName: "friendsPanel"
                            Layout.topMargin: 12
                            Layout.fillWidth: true
                            mode: "nearby"
                            app: screen.app
                            connection: screen.connection
                            friends: screen.friends
                        }
                    }

                    // joining by code, opening a table
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.alignment: Qt.AlignTop
                        spacing: 8

                        Text {
                            text: qsTranslate("Lobby", "Join by code")
                            font.pixelSize: Theme.fs(18)
                            font.bold: true
                            color: Theme.ink
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 8
                            PaperTextField {
                                id: codeField
                                objectName: "codeField"
                                Layout.fillWidth: true
                                enabled: !screen.lobby.seated
                                placeholderText: qsTranslate("Lobby", "Code or invitation link")
                                Accessible.name: qsTranslate("Lobby", "Table code or invitation link")
                                onAccepted: joinButton.clicked()
                            }
                            BrassButton {
                                id: joinButton
                                objectName: "joinButton"
                                text: qsTranslate("Lobby", "Join")
                                enabled: codeField.text.trim() !== "" && !screen.lobby.seated && screen.lobby.waiting === ""
                                // the field keeps the code until the table is found (a wrong one can be
                                // corrected instead of typed again)
                                onClicked: screen.lobby.join(codeField.text)
                            }
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: screen.lobby.pendingCode !== ""
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fs(13)
                            color: Theme.inkSoft
                            text: qsTranslate("Lobby", "You join table %1 as soon as you are online.").arg(screen.lobby.pendingCode)
                        }

                        Text {
                            Layout.topMargin: 10
                            text: qsTranslate("Lobby", "Open a table")
                            font.pixelSize: Theme.fs(18)
                            font.bold: true
                            color: Theme.ink
                        }
                        // each choice with its name beside it: the form stays short enough for the
                        // card at 1280×820, with a notice above the window's content
                        GridLayout {
                            columns: 2
                            columnSpacing: 12
                            rowSpacing: 8
                            Text {
                                text: qsTranslate("Lobby", "Players")
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                            }
                            Row {
                                spacing: 8
                                Repeater {
                                    model: screen.lobby.seatCounts
                                    delegate: SegmentButton {
                                        required property int modelData
                                        text: qsTranslate("Lobby", "%1 players").arg(modelData)
                                        checked: screen.lobby.seats === modelData
                                        onClicked: screen.lobby.setSeats(modelData)
                                    }
                                }
                            }
                            Text {
                                text: qsTranslate("Lobby", "Time per turn")
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                            }
                            Row {
                                spacing: 8
                                Repeater {
                                    model: screen.lobby.clocks
                                    delegate: SegmentButton {
                                        required property int modelData
                                        text: qsTranslate("Lobby", "%1 s").arg(modelData)
                                        checked: screen.lobby.clock === modelData
                                        onClicked: screen.lobby.setClock(modelData)
                                        Accessible.name: qsTranslate("Lobby", "%1 seconds per turn").arg(modelData)
                                    }
                                }
                            }
                            Text {
                                text: qsTranslate("Lobby", "Rules")
                                font.pixelSize: Theme.fs(13)
                                color: Theme.inkSoft
                            }
                            PaperComboBox {
                                Layout.preferredWidth: 260
                                model: screen.lobby.presets
                                label: code => Texts.presetName(code)
                                currentIndex: model.indexOf(screen.lobby.preset)
                                onActivated: index => screen.lobby.setPreset(model[index])
                                accessibleLabel: qsTranslate("Lobby", "Rules of the new table")
                            }
                        }
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: Texts.presetLine(screen.lobby.preset)
                            font.pixelSize: Theme.fs(12)
                            color: Theme.inkSoft
                        }
                        OptionSwitch {
                            Layout.fillWidth: true
                            text: qsTranslate("Start", "Triple")
                            detail: qsTranslate("Start", "Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.")
                            checked: screen.lobby.triple
                            onToggled: screen.lobby.setTriple(checked)
                        }
                        OptionSwitch {
                            Layout.fillWidth: true
                            text: qsTranslate("Start", "Forced order")
                            detail: qsTranslate("Start", "Boxes are filled from top to bottom, no choosing.")
                            checked: screen.lobby.forcedOrder
                            onToggled: screen.lobby.setForcedOrder(checked)
                        }
                        OptionSwitch {
                            Layout.fillWidth: true
                            text: qsTranslate("Lobby", "Private table")
                            detail: qsTranslate("Lobby", "Found by its code only; a public table is also listed in the lobby.")
                            checked: screen.lobby.privateTable
                            onToggled: screen.lobby.setPrivateTable(checked)
                        }
                        BrassButton {
                            objectName: "createButton"
                            prominent: true
                            Layout.topMargin: 4
                            text: qsTranslate("Lobby", "Open the table")
                            enabled: screen.greeted && !screen.lobby.seated && screen.lobby.waiting === ""
                            onClicked: screen.lobby.create()
                        }
                    }
                }
            }
        }
    }
}
