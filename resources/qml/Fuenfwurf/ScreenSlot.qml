import QtQuick

// One page of the window's stack of screens. The screen stays in the scene while another page
// shows: the stack hides its page, so none of its objects is "showing" to a screen reader (and
// none can take the focus). Taking a hidden screen out of the scene (its parent set to none)
// left Orca with objects it had met whose parents were gone: it logged them as dead, and the
// buttons of a screen coming back (the Results) were silent.
//
// A slot either holds the screen it is given (``screen``), or builds one itself once ``ready``
// (``later``: the name of its type in the Fuenfwurf module, made with ``initial``): its file is
// compiled only then, after the start screen's first frame, when the Python types it uses are
// there (app/ui/main.py). Once built it stays, as above.
Item {
    id: slot

    property Item screen: null
    property string later: ""
    property var initial: ({})
    property bool ready: false
    // (later only) when the screen has the window's focus; null: it never asks for it
    property var focusWhen: null

    onScreenChanged: place()
    onReadyChanged: build()
    Component.onCompleted: {
        build()
        place()
    }

    function build() {
        if (screen || !ready || later === "")
            return
        const component = Qt.createComponent("Fuenfwurf", later)
        if (component.status !== Component.Ready) {
            console.warn(component.errorString())
            return
        }
        const made = component.createObject(slot, slot.initial) as Item
        if (slot.focusWhen)
            made.focus = Qt.binding(slot.focusWhen)
        screen = made
    }

    function place() {
        if (!screen)
            return
        screen.parent = slot
        screen.width = Qt.binding(() => slot.width)
        screen.height = Qt.binding(() => slot.height)
    }
}
