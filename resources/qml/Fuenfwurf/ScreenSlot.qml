import QtQuick

// One page of the window's stack of screens. While another page shows, its screen leaves the
// scene (it lives on, with everything in it): Qt would list a hidden screen's controls to a
// screen reader as well, and a blind player would walk through every screen at once.
Item {
    id: slot

    property Item screen: null

    onVisibleChanged: place()
    onScreenChanged: place()
    Component.onCompleted: place()

    function place() {
        if (!screen)
            return
        screen.parent = visible ? slot : null
        screen.width = Qt.binding(() => slot.width)
        screen.height = Qt.binding(() => slot.height)
    }
}
