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
    /** Text made safe to put into markup (a notice names a player in bold). */
    function escaped(text: string): string {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }
    readonly property color tagInk: dark ? "#9fc3d6" : "#2f5d78"

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
            // Two kinds of row, drawn apart so that nothing written can pass for a notice: a
            // line always under its writer's name (and tag), its text indented beside a rule;
            // a notice (someone came or went, from the seats the server sends) as a centred
            // italic band with no writer.
            delegate: Item {
                id: line
                required property string name
                required property string text
                required property real at
                required property bool mine
                required property string kind
                required property string tag
                readonly property bool chat: line.kind === "chat"
                readonly property string time: Qt.formatTime(new Date(line.at), "HH:mm")
                // the name as markup for a notice: escaped, so a name is never read as markup
                readonly property string marked: "<b>" + panel.escaped(line.name) + "</b>"
                                                 + (line.tag !== "" ? " <font color=\"" + panel.tagInk + "\">" + panel.escaped(line.tag) + "</font>" : "")
                readonly property string plainName: line.tag !== "" ? line.name + " " + line.tag : line.name
                function presence(who: string): string {
                    switch (line.kind) {
                    case "joined": return qsTranslate("Chat", "%1 joined the table.").arg(who)
                    case "left": return qsTranslate("Chat", "%1 left the table.").arg(who)
                    case "away": return qsTranslate("Chat", "%1 is away; the seat waits for them.").arg(who)
                    case "back": return qsTranslate("Chat", "%1 is back.").arg(who)
                    }
                    return ""
                }
                width: ListView.view.width
                height: line.chat ? written.implicitHeight : notice.height
                Accessible.role: Accessible.StaticText
                Accessible.name: line.chat ? qsTranslate("Chat", "%1 wrote: %2").arg(line.plainName).arg(line.text)
                                           : qsTranslate("Chat", "Notice: %1").arg(line.presence(line.plainName))

                Column {
                    id: written
                    visible: line.chat
                    width: parent.width
                    spacing: 1
                    opacity: line.mine ? 0.8 : 1
                    Row {
                        spacing: 6
                        Text {
                            id: stamp
                            text: line.time
                            font.pixelSize: Theme.fs(11)
                            color: panel.dark ? Theme.creamSoft : Theme.inkSoft
                        }
                        Text {
                            objectName: "chatWriter"
                            width: Math.min(implicitWidth, written.width - stamp.width - tagPill.width - 16)
                            elide: Text.ElideRight
                            textFormat: Text.PlainText
                            text: line.name
                            font.pixelSize: Theme.fs(12)
                            font.bold: true
                            color: panel.dark ? Theme.brassLight : Theme.brassDark
                        }
                        Rectangle {
                            id: tagPill
                            objectName: "chatTag"
                            visible: line.tag !== ""
                            width: visible ? tagText.implicitWidth + 8 : 0
                            height: tagText.implicitHeight + 2
                            radius: height / 2
                            color: "transparent"
                            border.color: panel.tagInk
                            Text {
                                id: tagText
                                anchors.centerIn: parent
                                textFormat: Text.PlainText
                                text: line.tag
                                font.pixelSize: Theme.fs(10)
                                font.family: "monospace"
                                color: panel.tagInk
                            }
                        }
                    }
                    Item {
                        width: parent.width
                        height: lineText.implicitHeight
                        Rectangle {  // the rule that holds a line's text under its writer
                            width: 2
                            height: parent.height
                            x: 2
                            color: panel.dark ? "#5a452e" : "#d6c7a4"
                        }
                        Text {
                            id: lineText
                            objectName: "chatLine"
                            x: 10
                            width: parent.width - 10
                            wrapMode: Text.Wrap
                            // plain text: what players write is never read as markup
                            textFormat: Text.PlainText
                            font.pixelSize: Theme.fs(13)
                            color: panel.dark ? Theme.cream : Theme.ink
                            text: line.text
                        }
                    }
                }

                Rectangle {
                    id: notice
                    objectName: "chatNotice"
                    visible: !line.chat
                    width: parent.width
                    height: line.chat ? 0 : noticeText.implicitHeight + 6  // (not `visible`: it follows the panel)
                    radius: Theme.radius
                    color: panel.dark ? "#332318" : "#efe4cb"
                    Text {
                        id: noticeText
                        // placed, not centred in the band: the band's height follows the text
                        x: 8
                        y: 3
                        width: parent.width - 16
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        textFormat: Text.StyledText
                        font.pixelSize: Theme.fs(12)
                        font.italic: true
                        color: panel.dark ? Theme.creamSoft : Theme.inkSoft
                        text: panel.escaped(line.time) + " · " + line.presence(line.marked)
                    }
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
