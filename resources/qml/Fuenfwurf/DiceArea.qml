pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// The leather tray above the wooden ledge. Each die owns a column (its lane) from the tray down
// to the ledge; clicking anywhere in the column keeps the die or sends it back. A throw tumbles
// inside the tray only; when the dice are still, the table view-model hears it (until then it
// ignores the player's actions). With reduced motion the dice are simply there.
Item {
    id: area

    required property TableViewModel table
    property bool reduceMotion: false
    property bool keyboardMode: false

    // Keyboard focus on die ``index`` (Left and Right move between the dice).
    function focusDie(index: int) {
        const lane = lanesRepeater.itemAt(Math.max(0, Math.min(lanesRepeater.count - 1, index)))
        if (lane)
            lane.forceActiveFocus(Qt.TabFocusReason)
    }

    property int tumbleMs: 600  // a throw's flight (the tests watch a slower one)
    // the margin a die keeps from the tray's edge, turned or not (a turned square is wider)
    readonly property real trayMargin: 6 + dieSize * 0.21

    // Every throw restarts it; it tells the table when the last die has landed.
    Timer {
        id: landing
        interval: area.reduceMotion ? 0 : area.tumbleMs + 20
        onTriggered: area.table.diceLanded()
    }

    readonly property int lanes: Math.max(1, table.diceCount)
    readonly property real ledgeHeight: Math.max(dieSize * 1.3, Math.min(height * 0.3, dieSize * 1.55))
    readonly property real trayHeight: height - ledgeHeight - 10
    readonly property real laneWidth: (width - 36) / lanes
    // The dice follow the window's height, not the text size: larger text takes room from the
    // panels, never from the dice (the table keeps the tray this tall, see minimumHeight).
    readonly property real windowHeight: Window.height > 0 ? Window.height : 700
    readonly property real dieSize: Math.max(34, Math.min(laneWidth * 0.66, windowHeight * 0.076, 78))
    // the height the tray and ledge need for dice of that size
    readonly property real neededHeight: Math.ceil(dieSize / 0.245) + 10
    // how many dice lie on the ledge (their slots light up from the left)
    readonly property int keptCount: {
        let kept = 0
        for (let i = 0; i < lanesRepeater.count; ++i) {
            const lane = lanesRepeater.itemAt(i)
            if (lane && lane.held && lane.value > 0)
                kept += 1
        }
        return kept
    }

    // --- the tray --------------------------------------------------------------------------------
    Rectangle {
        id: tray
        objectName: "tray"
        width: parent.width
        height: area.trayHeight
        radius: 18
        color: Theme.leatherEdge
        Image {
            visible: !Theme.highContrast
            anchors.fill: parent
            anchors.margins: 6
            source: "../../images/leather.png"
            fillMode: Image.Tile
            smooth: true
        }
        Rectangle {  // the stitched edge
            anchors.fill: parent
            anchors.margins: 12
            radius: 12
            color: "transparent"
            border.color: Theme.stitch
            border.width: 1
            opacity: 0.55
        }
        Rectangle {  // a shadow under the rim
            anchors.fill: parent
            anchors.margins: 6
            radius: 14
            color: "transparent"
            border.color: "#000000"
            border.width: 3
            opacity: 0.35
        }
        Text {
            anchors.centerIn: parent
            width: parent.width - 32
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            visible: !area.table.hasDice && !area.table.over
            text: area.table.canRoll ? qsTranslate("Table", "Press Space or the button to roll")
                                     : ""
            color: Theme.stitch
            opacity: 0.55
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fs(17)
            font.italic: true
        }
    }

    // --- the ledge -------------------------------------------------------------------------------
    Rectangle {
        id: ledge
        y: area.trayHeight + 10
        width: parent.width
        height: area.ledgeHeight
        radius: 6
        color: Theme.highContrast ? "#303030" : "#5b3a1e"
        border.color: Theme.highContrast ? "#ffffff" : "transparent"
        border.width: Theme.highContrast ? 2 : 0
        clip: true
        Image {
            visible: !Theme.highContrast
            anchors.fill: parent
            source: "../../images/ledge.png"
            fillMode: Image.Tile
        }
        Rectangle {  // the ledge's front edge
            anchors.bottom: parent.bottom
            width: parent.width
            height: 6
            color: "#000000"
            opacity: 0.25
        }
    }

    // --- the ledge's slots: the kept dice lie in them from the left, in order of their values ------
    Repeater {
        model: area.lanes
        delegate: Rectangle {
            required property int index
            objectName: "ledgeSlot_" + index
            readonly property real frameSize: area.dieSize * 1.22
            width: frameSize
            height: frameSize
            x: 18 + index * area.laneWidth + (area.laneWidth - width) / 2
            y: area.trayHeight + 10 + (area.ledgeHeight - height) / 2
            radius: 8
            color: "#2a1a0e"
            opacity: 0.9
            border.width: 3
            border.color: index < area.keptCount ? Theme.brassLight : Theme.brassDark
            Rectangle {
                anchors.fill: parent
                anchors.margins: 3
                radius: 6
                color: "transparent"
                border.width: 1
                border.color: Theme.brass
                opacity: 0.6
            }
        }
    }

    // --- one column per die ----------------------------------------------------------------------
    Repeater {
        id: lanesRepeater
        model: area.table.dice
        delegate: Item {
            id: lane

            required property int index
            required property int value
            required property bool held
            required property int rolls
            required property real spotX
            required property real spotY
            required property real angle
            required property int ledgeSlot

            readonly property real frameSize: area.dieSize * 1.22
            readonly property bool hintShown: area.table.showHints && area.table.hintKeep.length > index
                                              && area.table.hasDice && area.table.canAct
            readonly property bool hinted: hintShown && area.table.hintKeep[index]
            readonly property bool hintedBack: hintShown && !area.table.hintKeep[index]

            x: 18 + index * area.laneWidth
            width: area.laneWidth
            height: area.height

            // Each die is a check box in the Tab order: Return or Space (or its default action,
            // Toggle) keeps it or sends it back; Left and Right go to the neighbours. Kept or
            // not is its checked state alone (a description saying it too would be read as well
            // as the table's "Die 2, six: kept").
            objectName: "lane_" + index
            activeFocusOnTab: true
            Accessible.role: Accessible.CheckBox
            Accessible.name: qsTranslate("Dice", "Die %1: %2").arg(index + 1).arg(Texts.dieName(value))
            Accessible.focusable: true
            Accessible.focused: activeFocus
            Accessible.checkable: true
            Accessible.checked: held
            Accessible.onToggleAction: area.table.toggleDie(index)
            Accessible.onPressAction: area.table.toggleDie(index)
            Keys.onReturnPressed: area.table.toggleDie(index)
            Keys.onEnterPressed: area.table.toggleDie(index)
            Keys.onSpacePressed: function(event) {
                if (!event.isAutoRepeat)
                    area.table.toggleDie(index)
            }
            Keys.onLeftPressed: area.focusDie(index - 1)
            Keys.onRightPressed: area.focusDie(index + 1)
            Item {  // the keyboard's die: the ring goes where the die lies (tray or ledge)
                x: die.x - 6
                y: die.y - 6
                width: area.dieSize + 12
                height: area.dieSize + 12
                FocusRing {
                    shown: lane.activeFocus
                    radius: 8
                }
            }

            // the die's number (its key, 1 to 6): a small tag on its corner, wherever it lies
            Rectangle {
                objectName: "dieNumber_" + lane.index
                visible: lane.value > 0
                z: 3
                width: Math.max(15, area.dieSize * 0.3)
                height: width
                radius: width / 2
                x: die.x - width * 0.4
                y: die.y + area.dieSize - height * 0.6
                color: Theme.highContrast ? "#000000" : "#2a1a0e"
                border.color: Theme.highContrast ? "#ffffff" : Theme.brassDark
                border.width: 1
                opacity: 0.9
                Text {
                    anchors.centerIn: parent
                    text: lane.index + 1
                    color: Theme.highContrast ? "#ffffff" : Theme.brassLight
                    font.pixelSize: Math.max(10, parent.width * 0.6)
                    font.bold: true
                }
            }

            // A kept die is told by more than its place: a brass tag with a check mark on it.
            Rectangle {
                objectName: "keptMark_" + lane.index
                visible: lane.held && lane.value > 0
                z: 3
                width: Math.max(16, area.dieSize * 0.34)
                height: width
                radius: width / 2
                x: die.x + area.dieSize - width * 0.6
                y: die.y - height * 0.4
                color: Theme.highContrast ? Theme.focusLight : Theme.brassLight
                border.color: Theme.highContrast ? "#000000" : Theme.brassDark
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: "✓"
                    color: "#1c110a"
                    font.pixelSize: parent.width * 0.62
                    font.bold: true
                }
            }

            // a hint marks the dice worth keeping with a brass ring in the tray
            Rectangle {
                visible: lane.hinted && !lane.held
                width: area.dieSize + 14
                height: width
                radius: width / 2
                x: die.x - 7
                y: die.y - 7
                color: "transparent"
                border.color: Theme.brassLight
                border.width: 2
                opacity: 0.85
            }

            // ... and a kept die the hint would roll again gets a pale ring on the ledge
            Rectangle {
                visible: lane.hintedBack && lane.held
                width: area.dieSize + 10
                height: width
                radius: 8
                x: die.x - 5
                y: die.y - 5
                color: "transparent"
                border.color: Theme.cream
                border.width: 2
                opacity: 0.6
            }

            DieFace {
                id: die

                objectName: "die_" + lane.index
                readonly property bool tumbling: tumble.running
                readonly property real restX: lane.held ? (Math.max(0, lane.ledgeSlot) - lane.index) * area.laneWidth + (lane.width - size) / 2
                                                        : 4 + lane.spotX * Math.max(0, lane.width - size - 8)
                readonly property real restY: lane.held ? area.trayHeight + 10 + (area.ledgeHeight - size) / 2
                                                        : area.trayMargin + lane.spotY * Math.max(0, area.trayHeight - size - 2 * area.trayMargin)
                readonly property real restAngle: lane.held ? 0 : lane.angle
                // A throw's way, worked out again in every frame from where the die comes to rest
                // now (its spot may arrive just after the throw began, the tray may change size):
                // the flight's share still to go (1 to 0) times the distance from the player's
                // edge of the tray, so every frame stays inside the tray's walls.
                property real fall: 0
                property real slide: 0
                readonly property real tumbleY: fall * Math.max(0, area.trayHeight - area.dieSize - area.trayMargin - restY)
                readonly property real tumbleX: slide * Math.max(area.trayMargin - lane.x - restX,
                                                                  Math.min(area.width - area.trayMargin - area.dieSize - lane.x - restX,
                                                                           (lane.index - area.lanes / 2) * -area.dieSize * 0.4))
                property real spin: 0
                // Where the die is shown on its way to its resting place (kept, given back, the
                // window resized). Animated here rather than by a Behavior, so that a throw can
                // stop such a move at once (a Behavior's running animation cannot be stopped).
                property real shownX: 0
                property real shownY: 0
                property real shownAngle: 0

                function moveTo(animation: NumberAnimation, name: string, value: real) {
                    if (tumble.running || area.reduceMotion) {
                        animation.stop()
                        die[name] = value
                        return
                    }
                    animation.from = die[name]
                    animation.to = value
                    animation.restart()
                }
                // A die just taken off the ledge may still be on its way into the tray: a throw
                // puts it there at once, so that the throw starts inside the tray.
                function land() {
                    moveTo(moveX, "shownX", restX)
                    moveTo(moveY, "shownY", restY)
                    moveTo(turn, "shownAngle", restAngle)
                    moveX.complete()
                    moveY.complete()
                    turn.complete()
                }

                size: area.dieSize
                // While it tumbles the die shows passing faces (presentation only); its roll only
                // once it lies still: nothing tells the roll before the dice do.
                value: tumble.running ? flicker.face : lane.value
                visible: lane.value > 0
                x: shownX + tumbleX
                y: shownY + tumbleY
                rotation: shownAngle + spin
                onRestXChanged: moveTo(moveX, "shownX", restX)
                onRestYChanged: moveTo(moveY, "shownY", restY)
                onRestAngleChanged: moveTo(turn, "shownAngle", restAngle)
                Component.onCompleted: {
                    shownX = restX
                    shownY = restY
                    shownAngle = restAngle
                }

                NumberAnimation { id: moveX; target: die; property: "shownX"; duration: 220; easing.type: Easing.OutCubic }
                NumberAnimation { id: moveY; target: die; property: "shownY"; duration: 260; easing.type: Easing.OutCubic }
                NumberAnimation { id: turn; target: die; property: "shownAngle"; duration: 220 }
            }

            // A throw: the die comes in from the player's edge of the tray, spins and bounces to
            // its resting place (``fall`` and ``slide`` carry it; see the die).
            ParallelAnimation {
                id: tumble
                NumberAnimation {
                    target: die; property: "fall"
                    from: 1; to: 0
                    duration: area.tumbleMs * 0.93
                    easing.type: Easing.OutBounce
                }
                NumberAnimation {
                    target: die; property: "slide"
                    from: 1; to: 0
                    duration: area.tumbleMs * 0.87
                    easing.type: Easing.OutCubic
                }
                NumberAnimation {
                    target: die; property: "spin"
                    from: (lane.index % 2 ? -1 : 1) * (360 + lane.rolls % 3 * 120); to: 0
                    duration: area.tumbleMs
                    easing.type: Easing.OutCubic
                }
            }
            onRollsChanged: {
                if (rolls <= 0)
                    return
                if (!area.reduceMotion) {
                    die.land()
                    tumble.restart()
                    flicker.restart()
                }
                landing.restart()
            }

            Timer {
                id: flicker
                property int face: 1
                property int ticks: 0
                interval: 70
                repeat: true
                running: false
                onRunningChanged: if (running) ticks = 0
                onTriggered: {
                    face = 1 + (face + 1 + lane.index + ticks) % 6
                    ticks += 1
                    if (!tumble.running)
                        stop()
                }
            }

            // the die's column of the tray keeps it; on the ledge, the die itself gives it back
            MouseArea {
                width: parent.width
                height: area.trayHeight + 5
                cursorShape: area.table.canAct && area.table.hasDice ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: area.table.toggleDie(lane.index)
            }
            MouseArea {
                objectName: "keptDie_" + lane.index
                enabled: lane.held && lane.value > 0
                x: die.x
                y: die.y
                width: area.dieSize
                height: area.dieSize
                z: 4
                cursorShape: area.table.canAct ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: area.table.toggleDie(lane.index)
            }
        }
    }
}
