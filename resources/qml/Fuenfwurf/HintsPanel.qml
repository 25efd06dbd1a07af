pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The advisor's suggestions under the dice: what to keep, the best boxes and the best strike.
Rectangle {
    id: panel

    required property TableViewModel table

    radius: Theme.radius
    color: "#000000"
    opacity: 1
    border.color: "#4d3a26"
    gradient: Gradient {
        GradientStop { position: 0; color: "#2c1d12" }
        GradientStop { position: 1; color: "#24170d" }
    }

    readonly property bool active: table.canAct && table.hasDice
    // Beside the chat (online) the panel is narrow: the expectations give way to the choices.
    readonly property bool narrow: width < 440

    clip: true

    // A Tab stop: a screen reader reads the hints as one text (the same words as the I key,
    // from Python), and reads them again when they change while the focus is here.
    activeFocusOnTab: true
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTranslate("Hints", "Hints")
    Accessible.description: table.spokenHints
    Accessible.focusable: true
    Accessible.focused: activeFocus
    FocusRing { shown: panel.activeFocus; radius: Theme.radius }

    // With large text the hints may need more room than the panel has: they scroll (a thin bar
    // at the right shows that there is more), rather than losing their last lines.
    Flickable {
        id: hintsPage
        objectName: "hintsPage"
        anchors.fill: parent
        anchors.margins: 12
        anchors.rightMargin: hintsBar.visible ? 16 : 12
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        contentWidth: width
        contentHeight: hintLines.height
        ScrollBar.vertical: ScrollBar {
            id: hintsBar
            parent: panel
            anchors.top: hintsPage.top
            anchors.bottom: hintsPage.bottom
            anchors.left: hintsPage.right
            anchors.leftMargin: 4
            visible: size < 1.0
            policy: ScrollBar.AlwaysOn
            Accessible.name: qsTranslate("Hints", "Scroll the hints")
            contentItem: Rectangle {
                implicitWidth: 5
                radius: 2.5
                color: Theme.brassLight
                opacity: hintsBar.pressed ? 0.8 : 0.5
            }
        }

        ColumnLayout {
            id: hintLines
            width: hintsPage.width
            height: Math.max(hintsPage.height, implicitHeight)
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                Text {
                    text: qsTranslate("Hints", "Hints")
                    color: Theme.brassLight
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fs(19)
                }
                Item { Layout.fillWidth: true }
                Text {
                    visible: !panel.narrow
                    text: panel.table.showHints ? qsTranslate("Hints", "H hides them") : qsTranslate("Hints", "H shows them")
                    color: Theme.creamSoft
                    opacity: 0.7
                    font.pixelSize: Theme.fs(11)
                }
            }

            // while the tables build, a progress bar
            ColumnLayout {
                visible: panel.table.showHints && !panel.table.hintsReady
                Layout.fillWidth: true
                spacing: 4
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.cream
                    font.pixelSize: Theme.fs(13)
                    text: panel.table.preparing < 0
                          ? qsTranslate("Hints", "Hints are not available for these rules.")
                          : qsTranslate("Hints", "Working out the best play for these rules (once only). Hints come when it is ready.")
                }
                ProgressBar {
                    visible: panel.table.preparing >= 0
                    Layout.fillWidth: true
                    from: 0
                    to: 1
                    // in tenths: each step is an event for a screen reader, and a step every
                    // percent kept Orca 43 so busy on a loaded machine that it dropped what the
                    // table said meanwhile (its flood rule)
                    value: Math.floor(panel.table.preparing * 10) / 10
                    Accessible.name: qsTranslate("Hints", "Preparing hints")
                    // drawn here: the style's bar (light track, dark fill) reads inverted on
                    // the dark panel, in high contrast above all
                    implicitHeight: 10
                    background: Rectangle {
                        implicitHeight: 10
                        radius: 5
                        color: Theme.highContrast ? "#000000" : "#3b2a1a"
                        border.color: Theme.highContrast ? "#ffffff" : Theme.brassDark
                        border.width: 1
                    }
                    contentItem: Item {
                        implicitHeight: 10
                        Rectangle {
                            objectName: "preparingFill"
                            width: parent.width * Math.max(0, Math.min(1, panel.table.preparing))
                            height: parent.height
                            radius: 5
                            color: Theme.highContrast ? "#ffff00" : Theme.brass
                        }
                    }
                }
            }

            Text {
                visible: panel.table.showHints && panel.table.hintsReady && !panel.active
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.creamSoft
                font.pixelSize: Theme.fs(13)
                text: qsTranslate("Hints", "After each of your rolls, the best choices appear here.")
            }

            Text {
                visible: !panel.table.showHints
                Layout.fillWidth: true
                color: Theme.creamSoft
                font.pixelSize: Theme.fs(13)
                text: qsTranslate("Hints", "Hints are hidden.")
            }

            // keep
            RowLayout {
                visible: panel.table.showHints && panel.active && panel.table.hintKeep.length > 0
                spacing: 8
                Text {
                    text: qsTranslate("Hints", "Keep")
                    color: Theme.cream
                    font.bold: true
                    font.pixelSize: Theme.fs(13)
                    Layout.preferredWidth: Theme.fs(64)
                }
                Flow {  // the dice, and beside them or (large text) under them what that means
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: panel.table.hintKeep
                        delegate: Item {
                            id: mini
                            required property bool modelData
                            required property int index
                            width: 24
                            height: 24
                            opacity: modelData ? 1 : 0.28
                            DieFace {
                                size: 22
                                value: panel.table.diceValues[mini.index] ?? 0
                            }
                        }
                    }
                    Text {
                        visible: text !== ""
                        leftPadding: 4
                        text: panel.table.hintKeep.indexOf(true) < 0 ? qsTranslate("Hints", "nothing, roll all") : ""
                        color: Theme.creamSoft
                        font.pixelSize: Theme.fs(12)
                    }
                }
                Text {
                    visible: !panel.narrow
                    text: qsTranslate("Hints", "expected %1").arg(Texts.number(panel.table.hintKeepExpected, 1))
                    color: Theme.creamSoft
                    font.pixelSize: Theme.fs(12)
                }
            }

            // boxes
            Repeater {
                model: panel.table.showHints && panel.active ? panel.table.hintBoxes : []
                delegate: RowLayout {
                    id: boxLine
                    required property var modelData
                    required property int index
                    spacing: 8
                    Layout.fillWidth: true
                    // one line for a screen reader: "1. Full house, 25 points now"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: (index + 1) + ". " + Texts.boxLabel(modelData.label.name, modelData.label.column)
                                     + ", " + qsTranslate("Hints", "%n point(s) now", "", modelData.points)
                                     + (modelData.extra > 0 ? ", " + qsTranslate("Table", "extra bonus +%1").arg(modelData.extra) : "")
                    Text {
                        text: boxLine.index === 0 ? qsTranslate("Hints", "Enter") : ""
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fs(13)
                        Layout.preferredWidth: Theme.fs(64)
                    }
                    Flow {  // the box and its points; with large text the points go under the box
                        Layout.fillWidth: true
                        spacing: 8
                        Text {
                            width: Math.min(implicitWidth, parent.width)
                            wrapMode: Text.WordWrap
                            text: (boxLine.index + 1) + ". " + Texts.boxLabel(boxLine.modelData.label.name, boxLine.modelData.label.column)
                            color: boxLine.index === 0 ? Theme.brassLight : Theme.cream
                            font.bold: boxLine.index === 0
                            font.pixelSize: Theme.fs(13)
                        }
                        Text {
                            // narrow, without the expectations to set them apart, the points need no "now"
                            width: Math.min(implicitWidth, parent.width)
                            wrapMode: Text.WordWrap
                            // a repeated five alike: the engine's extra bonus comes on top, wherever it goes
                            text: (panel.narrow ? qsTranslate("Hints", "%n point(s)", "", boxLine.modelData.points)
                                                : qsTranslate("Hints", "%n point(s) now", "", boxLine.modelData.points))
                                  + (boxLine.modelData.extra > 0
                                     ? " · " + qsTranslate("Table", "extra bonus +%1").arg(boxLine.modelData.extra) : "")
                            color: Theme.creamSoft
                            font.pixelSize: Theme.fs(12)
                        }
                    }
                    Text {
                        visible: !panel.narrow
                        text: qsTranslate("Hints", "expected %1").arg(Texts.number(boxLine.modelData.expected, 1))
                        color: Theme.creamSoft
                        font.pixelSize: Theme.fs(12)
                    }
                }
            }

            // strike
            Repeater {
                model: panel.table.showHints && panel.active ? panel.table.hintStrike : []
                delegate: RowLayout {
                    id: strikeLine
                    required property var modelData
                    spacing: 8
                    Layout.fillWidth: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTranslate("Hints", "Strike") + ": "
                                     + Texts.boxLabel(modelData.label.name, modelData.label.column)
                    Text {
                        text: qsTranslate("Hints", "Strike")
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fs(13)
                        Layout.preferredWidth: Theme.fs(64)
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: Texts.boxLabel(strikeLine.modelData.label.name, strikeLine.modelData.label.column)
                        color: Theme.cream
                        font.pixelSize: Theme.fs(13)
                    }
                    Text {
                        visible: !panel.narrow
                        text: qsTranslate("Hints", "expected %1").arg(Texts.number(strikeLine.modelData.expected, 1))
                        color: Theme.creamSoft
                        font.pixelSize: Theme.fs(12)
                    }
                }
            }
            // the choice with the best chance to win; where the one for points differs, that
            // one under it with its chance and the points it brings more (worked out in Python)
            Repeater {
                model: panel.table.showHints && panel.active ? panel.table.winHint.lines : []
                delegate: RowLayout {
                    id: winLine
                    required property var modelData
                    required property int index
                    readonly property bool forWin: modelData.role === "win"
                    readonly property string choice: modelData.label
                        ? Texts.boxLabel(modelData.label.name, modelData.label.column)
                        : modelData.kept.length > 0
                          ? qsTranslate("Hints", "keep %1").arg(modelData.kept.join(" "))
                          : qsTranslate("Hints", "roll all again")
                    readonly property string chance: Texts.number(modelData.percent, modelData.decimals) + " %"
                    readonly property string line: forWin
                        ? qsTranslate("Hints", "%1 — %2").arg(choice).arg(chance)
                        : qsTranslate("Hints", "%1 — %2, %3 points").arg(choice).arg(chance)
                                                                     .arg(Texts.signed(modelData.morePoints, 1))
                    objectName: "winHintLine"
                    spacing: 8
                    Layout.fillWidth: true
                    Layout.topMargin: index === 0 ? 4 : 0
                    Accessible.role: Accessible.StaticText
                    Accessible.name: (forWin ? qsTranslate("Hints", "Best chance to win") : qsTranslate("Hints", "Most points"))
                                     + ": " + line
                    Text {
                        text: winLine.forWin ? qsTranslate("Hints", "To win") : qsTranslate("Hints", "Points")
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fs(13)
                        Layout.preferredWidth: Math.max(Theme.fs(64), implicitWidth)
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: winLine.line
                        color: winLine.forWin ? Theme.brassLight : Theme.creamSoft
                        font.bold: winLine.forWin && panel.table.winHint.split
                        font.pixelSize: Theme.fs(winLine.forWin ? 13 : 12)
                    }
                }
            }
            Item { Layout.fillHeight: true }
        }
    }
}
