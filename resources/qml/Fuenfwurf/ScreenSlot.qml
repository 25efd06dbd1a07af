import QtQuick

// One page of the window's stack of screens. The screen stays in the scene while another page
// shows: the stack hides its page, so none of its objects is "showing" to a screen reader (and
// none can take the focus). Taking a hidden screen out of the scene (its parent set to none)
// left Orca with objects it had met whose parents were gone: it logged them as dead, and the
// buttons of a screen coming back (the Results) were silent.
Item {
    id: slot

    property Item screen: null

    onScreenChanged: place()
    Component.onCompleted: place()

    function place() {
        if (!screen)
            return
        screen.parent = slot
        screen.width = Qt.binding(() => slot.width)
        screen.height = Qt.binding(() => slot.height)
    }
}
