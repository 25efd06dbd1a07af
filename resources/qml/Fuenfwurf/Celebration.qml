pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// A moment of its own over the tray: every die alike, an upper bonus, an extra bonus, the game's
// last entry. A brass plate springs up among flying stars, stays for the pace's linger time and
// fades. With reduced motion it simply shows and goes. Drawn with plain items (no effects), so
// it looks the same with every renderer.
Item {
    id: party

    required property TableViewModel table
    property bool reduceMotion: false
    property int shownKey: 0
    property bool peak: false  // the plate stands at full size
    property real starTravel: 0

    objectName: "celebration"
    visible: false
    clip: true

    Connections {
        target: party.table
        function onMomentChanged() { party.celebrate() }
    }

    function celebrate(): void {
        const moment = party.table.moment
        if (moment.key === party.shownKey || moment.kind === "" || party.table.lingerMs <= 0)
            return
        party.shownKey = moment.key
        party.peak = false
        burst.stop()
        if (party.reduceMotion) {
            plate.scale = 1
            plate.opacity = 1
            party.visible = true
            party.peak = true
            stay.restart()
        } else {
            burst.restart()
        }
    }

    Timer {
        id: stay
        interval: party.table.lingerMs
        onTriggered: {
            party.visible = false
            party.peak = false
        }
    }

    readonly property string title: {
        const moment = party.table.moment
        switch (moment.kind) {
        case "all_alike": return qsTranslate("Moments", "%1!").arg(Texts.boxName(moment.alikeBox))
        case "upper_bonus": return qsTranslate("Moments", "Bonus!")
        case "extra_bonus": return qsTranslate("Moments", "Extra bonus!")
        case "game_over": return qsTranslate("Moments", "Game over")
        }
        return ""
    }
    readonly property string line: Texts.momentLine(party.table.moment)

    Accessible.role: Accessible.AlertMessage
    Accessible.ignored: !visible  // a hidden message is not read
    Accessible.name: title + " " + line

    // stars that fly out from the plate
    Repeater {
        model: 14
        delegate: Text {
            id: star
            required property int index
            readonly property real angle: index / 14 * 2 * Math.PI + (index % 2) * 0.2
            readonly property real reach: Math.min(party.width, party.height) * (0.16 + (index % 3) * 0.07)
            readonly property real travel: party.starTravel
            // from the plate's rim outwards
            x: party.width / 2 - width / 2 + Math.cos(angle) * (plate.width / 2 + reach * travel)
            y: party.height / 2 - height / 2 + Math.sin(angle) * (plate.height / 2 + reach * travel)
            visible: !party.reduceMotion
            opacity: travel > 0 ? 1 - travel * 0.8 : 0
            rotation: travel * 180
            text: index % 3 === 0 ? "✦" : "★"
            color: index % 2 ? Theme.brassLight : Theme.marker
            font.pixelSize: 16 + (index % 4) * 5
        }
    }

    Rectangle {
        id: plate
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, Math.max(titleText.implicitWidth, lineText.implicitWidth) + 56)
        height: column.implicitHeight + 30
        radius: 12
        border.width: 3
        border.color: Theme.brassLight
        gradient: Gradient {
            GradientStop { position: 0; color: "#3a2414" }
            GradientStop { position: 1; color: "#22140b" }
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: 5
            radius: 8
            color: "transparent"
            border.color: Theme.brass
            opacity: 0.6
        }
        Column {
            id: column
            anchors.centerIn: parent
            width: parent.width - 40
            spacing: 4
            Text {
                id: titleText
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: party.title
                font.family: Theme.titleFont
                font.pixelSize: Theme.fs(38)
                color: Theme.brassLight
            }
            Text {
                id: lineText
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: party.line
                font.family: Theme.bodyFont
                font.pixelSize: Theme.fs(16)
                color: Theme.cream
            }
        }
    }

    SequentialAnimation {
        id: burst
        ScriptAction {
            script: {
                plate.scale = 0.4
                plate.opacity = 0
                party.visible = true
            }
        }
        ParallelAnimation {
            SequentialAnimation {
                NumberAnimation { target: plate; property: "scale"; to: 1; duration: 380; easing.type: Easing.OutBack }
                ScriptAction { script: party.peak = true }
            }
            NumberAnimation { target: plate; property: "opacity"; to: 1; duration: 200 }
            // every star from the middle outwards, fading as it goes
            NumberAnimation { target: party; property: "starTravel"; from: 0; to: 1; duration: 1300; easing.type: Easing.OutQuad }
        }
        PauseAnimation { duration: Math.max(0, party.table.lingerMs - 1700) }
        NumberAnimation { target: plate; property: "opacity"; to: 0; duration: 400 }
        ScriptAction {
            script: {
                party.visible = false
                party.peak = false
                party.starTravel = 0
            }
        }
    }
}
