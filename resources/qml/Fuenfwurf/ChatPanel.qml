pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The table's chat: the lines so far and a field to write one. Return sends; Escape hands the
// keys back to whatever had them before. At the table a line sent hands them back as well, so
// Space rolls again instead of typing blanks.
Rectangle {
    id: panel

    required property OnlineTableViewModel online
    property bool dark: true
    /** After a line is sent the keys go back (``done``): the table needs them for its own. */
    property bool handsBackAfterSending: true
    signal done()

    readonly property bool typing: field.activeFocus

    // a spectator reads the chat; only those with a seat write in it
    function focusField() { if (panel.online.canWrite) field.forceActiveFocus() }

    radius: Theme.radius
    color: dark ? "#24170d" : "#fbf6ea"
    border.color: dark ? "#4d3a26" : "#bfae88"
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTranslate("Chat", "Chat")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        // The title, and beside it what belongs to writing (the room left, Send): the field
        // below then has the panel's whole width for the line being written.
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Text {
                Layout.fillWidth: true
                text: qsTranslate("Chat", "Chat")
                color: panel.dark ? Theme.brassLight : Theme.ink
                font.family: Theme.titleFont
                font.pixelSize: Theme.fs(19)
                elide: Text.ElideRight
            }
            // Near the limit the field says how much room is left (it takes no more than that).
            Text {
                objectName: "chatCounter"
                readonly property int room: Limits.chatLength - field.length
                visible: room <= 40
                text: qsTranslate("Chat", "%1 left").arg(room)
                color: room <= 0 ? (panel.dark ? "#f0a090" : Theme.accent)
                                 : (panel.dark ? Theme.creamSoft : Theme.inkSoft)
                font.pixelSize: Theme.fs(12)
                font.bold: room <= 0
                Accessible.name: qsTranslate("Chat", "%n character(s) left", "", room)
            }
            BrassButton {
                objectName: "chatSend"
                visible: panel.online.canWrite
                text: qsTranslate("Chat", "Send")
                enabled: field.text.trim() !== "" && panel.online.connected
                onClicked: panel.send()
            }
        }

        ListView {
            id: lines
            objectName: "chatLines"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 3
            model: panel.online.chat
            boundsBehavior: Flickable.StopAtBounds
            onCountChanged: Qt.callLater(lines.positionViewAtEnd)
            delegate: Item {
                id: line
                required property string name
                required property string text
                required property real at
                required property bool mine
                required property string kind
                readonly property string presence: {
                    switch (line.kind) {
                    case "joined": return qsTranslate("Chat", "%1 joined the table.").arg(line.name)
                    case "left": return qsTranslate("Chat", "%1 left the table.").arg(line.name)
                    case "away": return qsTranslate("Chat", "%1 is away; the seat waits for them.").arg(line.name)
                    case "back": return qsTranslate("Chat", "%1 is back.").arg(line.name)
                    }
                    return ""
                }
                width: ListView.view.width
                height: lineText.implicitHeight
                Accessible.role: Accessible.StaticText
                Accessible.name: line.kind === "chat" ? qsTranslate("Chat", "%1 wrote: %2").arg(line.name).arg(line.text)
                                                      : line.presence
                Text {
                    id: lineText
                    objectName: "chatLine"
                    width: parent.width
                    wrapMode: Text.Wrap
                    // plain text: what players write is never read as markup
                    textFormat: Text.PlainText
                    font.pixelSize: Theme.fs(13)
                    font.italic: line.kind !== "chat"
                    color: line.kind !== "chat" ? (panel.dark ? Theme.creamSoft : Theme.inkSoft)
                                                : (panel.dark ? Theme.cream : Theme.ink)
                    text: Qt.formatTime(new Date(line.at), "HH:mm") + "  "
                          + (line.kind === "chat" ? line.name + ": " + line.text : line.presence)
                    opacity: line.mine ? 0.8 : 1
                }
            }
            Text {
                anchors.centerIn: parent
                visible: lines.count === 0
                width: parent.width - 20
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTranslate("Chat", "No messages yet. Say hello!")
                color: panel.dark ? Theme.creamSoft : Theme.inkSoft
                font.pixelSize: Theme.fs(13)
                font.italic: true
            }
        }

        Text {
            Layout.fillWidth: true
            visible: text !== ""
            text: Texts.error(panel.online.chatError)
            color: panel.dark ? "#f0a090" : Theme.accent
            font.pixelSize: Theme.fs(12)
            wrapMode: Text.WordWrap
        }

        // Watching without a seat: no field that looks as if it took keys.
        Text {
            objectName: "chatReadOnly"
            Layout.fillWidth: true
            visible: !panel.online.canWrite
            text: qsTranslate("Chat", "You are watching: only the players write here.")
            color: panel.dark ? Theme.creamSoft : Theme.inkSoft
            font.pixelSize: Theme.fs(12)
            font.italic: true
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true
            visible: panel.online.canWrite
            spacing: 6
            PaperTextField {
                id: field
                objectName: "chatField"
                Layout.fillWidth: true
                maximumLength: Limits.chatLength
                enabled: panel.online.canWrite
                placeholderText: panel.online.connected ? qsTranslate("Chat", "Write to the table…")
                                                       : qsTranslate("Chat", "Offline: the chat waits for the connection")
                Accessible.name: qsTranslate("Chat", "Chat message")
                // Return sends here and goes no further (the table would enter a box with it).
                Keys.onReturnPressed: function(event) { panel.send(); event.accepted = true }
                Keys.onEnterPressed: function(event) { panel.send(); event.accepted = true }
                // Escape lets go of the field as well.
                Keys.onEscapePressed: function(event) {
                    panel.release()
                    event.accepted = true
                }
            }
        }
    }

    function send() {
        if (field.text.trim() === "")
            return
        if (panel.online.sendChat(field.text)) {
            field.clear()
            if (panel.handsBackAfterSending)
                panel.release()
        }
    }

    // Lets go of the field (else the surrounding focus scope would hand the keys straight back to
    // it) and tells the screen to take them.
    function release() {
        field.focus = false
        panel.done()
    }
}
