pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// Where a game begins. First a welcome: continue the game in progress, a quick game with the
// table set up last time, or set up a new one. The setup: how many players, who sits where, the
// rules and their options.
FocusScope {
    id: screen

    required property StartViewModel start
    required property AppController app

    // In the setup, Return starts the game from anywhere (a focused button takes its own);
    // Escape goes back to the welcome.
    Keys.onReturnPressed: if (screen.start.setupOpen && screen.start.canStart && !screen.app.hasGame) screen.app.startGame()
    Keys.onEnterPressed: if (screen.start.setupOpen && screen.start.canStart && !screen.app.hasGame) screen.app.startGame()
    Keys.onEscapePressed: screen.start.closeSetup()

    // Who plays the table set up last: "You against 3 computers".
    function company(): string {
        const computers = screen.start.computers
        const people = screen.start.people
        if (computers === 0 && people === 1)
            return qsTranslate("Start", "You alone")
        if (people === 1)
            return qsTranslate("Start", "You against %n computer(s)", "", computers)
        if (computers === 0)
            return qsTranslate("Start", "%n people", "", people)
        return qsTranslate("Start", "%1 people and %n computer(s)", "", computers).arg(people)
    }

    Connections {
        target: screen.start
        function onSetupOpenChanged() {
            if (screen.start.setupOpen) {
                setup.active = true  // (made now, the first time)
                setup.item.opened()
            }
        }
    }

    // --- the welcome ---------------------------------------------------------------------------
    FocusScope {
        id: welcome
        objectName: "welcome"
        anchors.fill: parent
        visible: !screen.start.setupOpen
        focus: visible

        PaperCard {
            anchors.centerIn: parent
            width: Math.min(parent.width - 48, 520)
            height: welcomeColumn.implicitHeight + 64

            ColumnLayout {
                id: welcomeColumn
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 32
                spacing: 12

                Text {
                    Layout.alignment: Qt.AlignHCenter
                    Layout.bottomMargin: 8
                    text: qsTranslate("Main", "Fünfwurf")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(44)
                    color: Theme.ink
                }
                BrassButton {
                    objectName: "continueButton"
                    Layout.fillWidth: true
                    visible: screen.app.hasGame
                    focus: screen.app.hasGame
                    prominent: true
                    text: qsTranslate("Start", "Continue")
                    onClicked: screen.app.show("table")
                    Accessible.description: screen.app.continueLine
                }
                BrassButton {
                    objectName: "quickGameButton"
                    Layout.fillWidth: true
                    focus: !screen.app.hasGame
                    prominent: !screen.app.hasGame
                    enabled: screen.start.canStart
                    text: qsTranslate("Start", "Quick game")
                    onClicked: screen.app.startGame()  // asks first when a game runs (Main.qml)
                    Accessible.description: quickLine.text
                }
                Text {
                    id: quickLine
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: Texts.rulesetName(screen.start.preset, screen.start.triple, screen.start.forcedOrder)
                          + " · " + screen.company()
                    font.pixelSize: Theme.fs(13)
                    color: Theme.inkSoft
                }
                FlatButtonDark {
                    objectName: "setupButton"
                    Layout.fillWidth: true
                    Layout.topMargin: 6
                    text: qsTranslate("Start", "Set up a new game…")
                    onClicked: screen.start.openSetup()
                }
                FlatButtonDark {
                    objectName: "dailyButton"
                    Layout.fillWidth: true
                    text: qsTranslate("Start", "Daily challenge")
                    onClicked: screen.app.show("daily")
                }
                FlatButtonDark {
                    Layout.fillWidth: true
                    text: qsTranslate("Start", "Play online")
                    onClicked: screen.app.show("lobby")
                }
            }
        }
    }

    // --- the setup -----------------------------------------------------------------------------
    // Made the first time it opens (the welcome's first frame does without it), then kept.
    Loader {
        id: setup
        anchors.fill: parent
        active: screen.start.setupOpen
        onLoaded: active = true  // (no binding any more: it stays once made)
        sourceComponent: Item {
            function opened() {
                startPage.contentY = 0  // it opens at its top, the heading in sight
                Qt.callLater(() => countChoices.itemAt(screen.start.playerCount - 1)?.forceActiveFocus(Qt.TabFocusReason))
            }

            PaperCard {
                id: card
                visible: screen.start.setupOpen
                // named, so that a screen reader says where the focus has come to (the player count)
                Accessible.role: Accessible.Grouping
                Accessible.name: qsTranslate("Start", "New game")
                // Held at the top, not centred: choosing Solo (fewer seats, a shorter card) must not
                // move the chips under the hand.
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: 16
                width: Math.min(parent.width - 48, 980)
                height: Math.min(parent.height - 32, content.implicitHeight + footer.implicitHeight + 64)

                PaperFlickable {
                    id: startPage
                    objectName: "startPage"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.bottom: footer.top
                    anchors.margins: 24
                    anchors.bottomMargin: 8
                    contentHeight: content.implicitHeight

                    ColumnLayout {
                        id: content
                        width: parent.width
                        spacing: 10

                        RowLayout {
                            Layout.fillWidth: true
                            Text {
                                text: qsTranslate("Start", "New game")
                                Accessible.role: Accessible.Heading
                                Accessible.name: text
                                font.family: Theme.titleFont
                                font.pixelSize: Theme.fs(34)
                                color: Theme.ink
                            }
                            Item { Layout.fillWidth: true }
                            FlatButtonDark {
                                objectName: "setupBack"
                                text: qsTranslate("Start", "Back")
                                onClicked: screen.start.closeSetup()
                            }
                        }

                        // players
                        Text {
                            text: qsTranslate("Start", "Players")
                            font.pixelSize: Theme.fs(15)
                            font.bold: true
                            color: Theme.inkSoft
                        }
                        Row {
                            spacing: 8
                            Accessible.role: Accessible.Grouping
                            Accessible.name: qsTranslate("Start", "Players")
                            Repeater {
                                id: countChoices
                                model: [1, 2, 3, 4]
                                delegate: SegmentButton {
                                    required property int modelData
                                    objectName: "playerCount_" + modelData
                                    text: modelData === 1 ? qsTranslate("Start", "On your own")
                                                          : qsTranslate("Start", "%1 players").arg(modelData)
                                    checked: screen.start.playerCount === modelData
                                    onClicked: screen.start.setPlayerCount(modelData)
                                }
                            }
                        }

                        // seats
                        Repeater {
                            model: screen.start.seats
                            delegate: RowLayout {
                                id: seatRow
                                required property int index
                                required property string kind
                                required property string level
                                required property string name
                                required property bool seated
                                visible: seated
                                spacing: 10
                                Layout.fillWidth: true

                                Text {
                                    text: qsTranslate("Start", "Seat %1").arg(seatRow.index + 1)
                                    color: Theme.inkSoft
                                    font.pixelSize: Theme.fs(14)
                                    Layout.preferredWidth: Math.max(60, implicitWidth)
                                }
                                PaperComboBox {
                                    Layout.preferredWidth: 200
                                    model: ["you", "person", "computer"]
                                    label: code => Texts.seatKind(code)
                                    currentIndex: model.indexOf(seatRow.kind)
                                    onActivated: index => screen.start.setSeatKind(seatRow.index, model[index])
                                    accessibleLabel: qsTranslate("Start", "Who sits at seat %1").arg(seatRow.index + 1)
                                }
                                PaperComboBox {
                                    visible: seatRow.kind === "computer"
                                    Layout.preferredWidth: 150
                                    model: screen.start.levels
                                    label: code => Texts.levelName(code)
                                    currentIndex: model.indexOf(seatRow.level)
                                    onActivated: index => screen.start.setSeatLevel(seatRow.index, model[index])
                                    accessibleLabel: qsTranslate("Start", "Strength of the computer at seat %1").arg(seatRow.index + 1)
                                }
                                PaperTextField {
                                    visible: seatRow.kind === "person"
                                    Layout.preferredWidth: 200
                                    placeholderText: qsTranslate("Start", "Name (optional)")
                                    text: seatRow.name
                                    maximumLength: Limits.nameLength
                                    onEditingFinished: screen.start.setSeatName(seatRow.index, text)
                                    Accessible.name: qsTranslate("Start", "Name at seat %1").arg(seatRow.index + 1)
                                }
                                Text {
                                    Layout.fillWidth: true
                                    text: seatRow.kind === "computer"
                                          ? (seatRow.level === "easy" ? qsTranslate("Start", "keeps the most frequent number, takes the most points now")
                                             : seatRow.level === "medium" ? qsTranslate("Start", "weighs which dice are worth keeping")
                                             : qsTranslate("Start", "plays ahead over both rerolls and aims for the bonus"))
                                          : seatRow.kind === "you" ? qsTranslate("Start", "counts for your statistics") : ""
                                    color: Theme.inkFaint
                                    font.pixelSize: Theme.fs(12)
                                    font.italic: true
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }

                        // rules
                        Text {
                            text: qsTranslate("Start", "Rules")
                            font.pixelSize: Theme.fs(15)
                            font.bold: true
                            color: Theme.inkSoft
                            Layout.topMargin: 6
                        }
                        GridLayout {
                            Layout.fillWidth: true
                            columns: 2
                            columnSpacing: 18
                            rowSpacing: 2
                            Accessible.role: Accessible.Grouping
                            Accessible.name: qsTranslate("Start", "Rules")
                            Repeater {
                                id: presets
                                model: screen.start.presets
                                // a radio group: one Tab stop (the rules chosen), the arrows choose
                                delegate: RadioButton {
                                    id: presetChoice
                                    required property string modelData
                                    required property int index
                                    objectName: "preset_" + modelData
                                    Layout.fillWidth: true
                                    text: Texts.presetName(modelData)
                                    // checked is the view-model's word alone: a click never sets it (it
                                    // would break the binding, and the Tab stop would stay on a rule
                                    // no longer chosen)
                                    checkable: false
                                    autoExclusive: false
                                    Accessible.checkable: true
                                    Accessible.checked: checked
                                    checked: screen.start.preset === modelData
                                    activeFocusOnTab: checked || activeFocus
                                    onClicked: screen.start.setPreset(modelData)
                                    Keys.onReturnPressed: animateClick()
                                    Keys.onEnterPressed: animateClick()
                                    Keys.onUpPressed: choose(-1)
                                    Keys.onLeftPressed: choose(-1)
                                    Keys.onDownPressed: choose(1)
                                    Keys.onRightPressed: choose(1)
                                    function choose(step: int) {
                                        const next = presets.itemAt(presetChoice.index + step)
                                        if (!next)
                                            return
                                        next.forceActiveFocus(Qt.TabFocusReason)
                                        next.clicked()
                                    }
                                    Accessible.name: Texts.presetName(modelData)
                                    Accessible.description: Texts.presetLine(modelData)
                                    indicator: Rectangle {
                                        x: presetChoice.leftPadding
                                        y: presetChoice.topPadding + 2
                                        width: 20
                                        height: 20
                                        radius: 10
                                        color: "#fbf6ea"
                                        border.width: 1
                                        border.color: Theme.brassDark
                                        FocusRing { shown: presetChoice.visualFocus; radius: 10; anchors.margins: -4 }
                                        Rectangle {
                                            anchors.centerIn: parent
                                            width: 10
                                            height: 10
                                            radius: 5
                                            visible: presetChoice.checked
                                            color: Theme.brassDark
                                        }
                                    }
                                    contentItem: Column {
                                        leftPadding: presetChoice.indicator.width + 8
                                        Text {
                                            text: Texts.presetName(presetChoice.modelData)
                                            font.bold: true
                                            font.pixelSize: Theme.fs(14)
                                            color: Theme.ink
                                        }
                                        Text {
                                            width: presetChoice.width - presetChoice.indicator.width - 12
                                            text: Texts.presetLine(presetChoice.modelData)
                                            font.pixelSize: Theme.fs(12)
                                            color: Theme.inkSoft
                                            wrapMode: Text.WordWrap
                                        }
                                    }
                                }
                            }
                        }

                        // options
                        Text {
                            text: qsTranslate("Start", "Options")
                            font.pixelSize: Theme.fs(15)
                            font.bold: true
                            color: Theme.inkSoft
                            Layout.topMargin: 6
                        }
                        RowLayout {
                        Layout.fillWidth: true
                        spacing: 18
                        OptionSwitch {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignTop
                            text: qsTranslate("Start", "Triple")
                            detail: qsTranslate("Start", "Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.")
                            checked: screen.start.triple
                            onToggled: screen.start.setTriple(checked)
                        }
                        OptionSwitch {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignTop
                            objectName: "forcedOrderSwitch"
                            text: qsTranslate("Start", "Forced order")
                            detail: qsTranslate("Start", "Boxes are filled from top to bottom, no choosing.")
                            checked: screen.start.forcedOrder
                            onToggled: screen.start.setForcedOrder(checked)
                        }
                        }
                    }
                }

                RowLayout {
                    id: footer
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 24
                    Text {
                        Layout.fillWidth: true
                        color: Theme.accent
                        font.pixelSize: Theme.fs(13)
                        wrapMode: Text.WordWrap
                        text: screen.start.problem === "no_person"
                              ? qsTranslate("Start", "At least one seat needs a person.")
                              : ""
                    }
                    BrassButton {
                        objectName: "startButton"
                        prominent: true
                        text: screen.app.hasGame ? qsTranslate("Start", "Start a new game") : qsTranslate("Start", "Start")
                        enabled: screen.start.canStart
                        onClicked: screen.app.startGame()  // asks first when a game runs (Main.qml)
                    }
                }
            }
        }
    }
}
