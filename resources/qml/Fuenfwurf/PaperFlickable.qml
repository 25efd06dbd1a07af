pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// A page of paper that scrolls when it is longer than its card: a brass bar in the card's right
// margin shows that there is more, and a control reached with Tab is scrolled into view.
Flickable {
    id: page

    clip: true
    boundsBehavior: Flickable.StopAtBounds

    ScrollBar.vertical: ScrollBar {
        id: bar
        objectName: "pageScrollBar"
        Accessible.name: qsTranslate("Page", "Scroll the page")
        // in the card's margin beside the page, not over its text
        parent: page.parent
        anchors.top: page.top
        anchors.bottom: page.bottom
        anchors.left: page.right
        anchors.leftMargin: 10
        visible: page.visible && size < 1.0
        policy: ScrollBar.AlwaysOn
        contentItem: Rectangle {
            implicitWidth: 6
            radius: 3
            color: Theme.brassDark
            opacity: bar.pressed ? 0.8 : (bar.hovered ? 0.6 : 0.4)
        }
        background: Rectangle {
            implicitWidth: 6
            radius: 3
            color: Theme.paperLine
            opacity: 0.5
        }
    }

    // Scrolls so that the item (inside this page) is fully shown.
    function reveal(item: Item): void {
        let inside = item
        while (inside !== null && inside !== page.contentItem)
            inside = inside.parent
        if (inside === null || page.contentHeight <= page.height)
            return
        const top = item.mapToItem(page.contentItem, 0, 0).y - 8
        const bottom = top + item.height + 16
        if (top < page.contentY)
            page.contentY = Math.max(0, top)
        else if (bottom > page.contentY + page.height)
            page.contentY = Math.min(page.contentHeight - page.height, bottom - page.height)
    }

    Connections {
        target: page.Window.window
        function onActiveFocusItemChanged() {
            const item = page.Window.window ? page.Window.window.activeFocusItem : null
            if (item !== null && page.visible)
                page.reveal(item)
        }
    }
}
