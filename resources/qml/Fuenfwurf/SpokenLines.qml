import QtQuick

// The app's voice for screen readers. Each announcement appears as a notification of its own
// (AT-SPI role "notification", state "showing"): Orca 43 (Debian 12, Ubuntu 22.04 and 24.04)
// speaks a notification as it appears but ignores object:announcement (what
// Accessible.announce() raises), and current Orca speaks both: so this is the one path, and
// nothing is said twice. A ring of lines, each keeping its text until its turn comes again: a
// screen reader reads the text when it gets to the event, by then the next lines may be there.
// The lines are one pixel each, out of the way; what they say is decided in Python
// (table/speech.py), they only present it.
Item {
    id: voice
    width: 1
    height: 1
    property int next: 0

    function say(text: string) {
        if (text === "")
            return
        const line = lines.itemAt(voice.next) as Item
        voice.next = (voice.next + 1) % lines.count
        if (!line)
            return
        line.visible = false
        line.spoken = text
        line.visible = true
    }

    Repeater {
        id: lines
        model: 8
        delegate: Item {
            required property int index
            property string spoken: ""
            width: 1
            height: 1
            visible: false
            Accessible.role: Accessible.Notification
            Accessible.name: spoken
        }
    }
}
