import QtQuick

// The app's voice for screen readers. Each announcement appears as a notification of its own
// (AT-SPI role "notification", state "showing"): Orca 43 (Debian 12, Ubuntu 22.04 and 24.04)
// speaks a notification as it appears but ignores object:announcement (what
// Accessible.announce() raises), and current Orca speaks both: so this is the one path, and
// nothing is said twice.
//
// Lines said in one stretch of work (a computer's whole turn, the app's start) are gathered and
// shown together once the app is free again (the next pass of its event loop), in order. Every
// line is an object of its own that keeps its text: a screen reader reads the text when it gets
// to the event, perhaps much later on a busy machine, and a line reused for newer text would
// be read twice and the older one never. The oldest lines go once many newer ones came after
// them. The lines are one pixel each, out of the way; what they say is decided in Python
// (table/speech.py), they only present it.
Item {
    id: voice
    width: 1
    height: 1

    // lines kept in the scene: a screen reader far behind still finds each one it was told of
    property int keep: 40
    property var pending: []
    readonly property alias shownCount: shown.count  // (for tests)

    // While a screen comes up, every object on it tells the screen reader it is showing:
    // hundreds of events at once. Orca 43 then drops every "showing" event of any object but
    // the focused one (its flood rule, more than 50 waiting), a notification's too. Lines said
    // meanwhile wait until the screen has come up and its focus is told.
    property real heldUntil: 0

    function hold(milliseconds: int) {
        voice.heldUntil = Math.max(voice.heldUntil, Date.now() + milliseconds)
        if (voice.pending.length > 0)
            voice.schedule()
    }

    function say(text: string) {
        if (text === "")
            return
        voice.pending.push(text)
        voice.schedule()
    }

    function schedule() {
        flush.interval = Math.max(0, voice.heldUntil - Date.now())
        flush.restart()
    }

    function present() {
        const texts = voice.pending
        voice.pending = []
        // each line comes into the scene hidden, then shows: the screen reader hears of a
        // notification that appears (as it does of one whose text is ready in the scene)
        const first = shown.count
        for (const text of texts)
            shown.append({ spoken: text, showing: false })
        for (let index = first; index < shown.count; ++index)
            shown.setProperty(index, "showing", true)
        if (shown.count > voice.keep)
            shown.remove(0, shown.count - voice.keep)
    }

    Timer {
        id: flush
        interval: 0  // the next pass of the event loop, after the work that said the lines
                     // (later while held)
        onTriggered: voice.present()
    }

    ListModel { id: shown }

    Repeater {
        model: shown
        delegate: Item {
            required property string spoken
            required property bool showing
            width: 1
            height: 1
            visible: showing
            Accessible.role: Accessible.Notification
            Accessible.name: spoken
        }
    }
}
