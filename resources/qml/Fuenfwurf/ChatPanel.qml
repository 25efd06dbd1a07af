pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The table's chat: the lines so far and a field to write one. Return sends; Escape hands the
// keys back to whatever had them before.
Rectangle {
    id: panel

    required property OnlineTableViewModel online
    property bool dark: true
    signal done()

    readonly property bool typing: field.activeFocus

    function focusField() { field.forceActiveFocus() }

    radius: Theme.radius
    color: dark ? "#24170d" : "#fbf6ea"
    border.color: dark ? "#4d3a26" : "#bfae88"
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTranslate("Chat", "Chat")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        Text {
            text: qsTranslate("Chat", "Chat")
            color: panel.dark ? Theme.brassLight : Theme.ink
            font.family: Theme.titleFont
            font.pixelSize: Theme.fs(19)
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
                width: ListView.view.width
                height: lineText.implicitHeight
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTranslate("Chat", "%1 wrote: %2").arg(line.name).arg(line.text)
                Text {
                    id: lineText
                    width: parent.width
                    wrapMode: Text.Wrap
                    // plain text: what players write is never read as markup
                    textFormat: Text.PlainText
                    font.pixelSize: Theme.fs(13)
                    color: panel.dark ? Theme.cream : Theme.ink
                    text: Qt.formatTime(new Date(line.at), "HH:mm") + "  " + line.name + ": " + line.text
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

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            PaperTextField {
                id: field
                objectName: "chatField"
                Layout.fillWidth: true
                maximumLength: Limits.chatLength
                enabled: panel.online.you >= 0
                placeholderText: panel.online.connected ? qsTranslate("Chat", "Write to the table…")
                                                       : qsTranslate("Chat", "Offline: the chat waits for the connection")
                Accessible.name: qsTranslate("Chat", "Chat message")
                // Return sends here and goes no further (the table would enter a box with it).
                Keys.onReturnPressed: function(event) { panel.send(); event.accepted = true }
                Keys.onEnterPressed: function(event) { panel.send(); event.accepted = true }
                // Escape lets go of the field (else the surrounding focus scope would hand the keys
                // straight back to it) and tells the screen to take them.
                Keys.onEscapePressed: function(event) {
                    field.focus = false
                    panel.done()
                    event.accepted = true
                }
            }
            BrassButton {
                objectName: "chatSend"
                text: qsTranslate("Chat", "Send")
                enabled: field.text.trim() !== "" && panel.online.connected
                onClicked: panel.send()
            }
        }
    }

    function send() {
        if (field.text.trim() === "")
            return
        if (panel.online.sendChat(field.text))
            field.clear()
    }
}
