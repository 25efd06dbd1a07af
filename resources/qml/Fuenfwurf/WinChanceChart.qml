pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Fuenfwurf

// Every player's chance to win over a finished game: a line per player, a point per turn start
// (``WinChartModel``). A click on the graph picks the nearest turn start (``picked(index)``);
// ``current`` marks one point (the analysis board's step), -1 for none.
Item {
    id: chart

    required property var model
    property int current: -1
    property bool light: true
    signal picked(int index)

    objectName: "winChanceChart"
    visible: model.state !== "none"
    implicitHeight: 170

    readonly property int count: model.rounds.length
    readonly property real leftAxis: Math.max(36, highLabel.implicitWidth + 8)
    readonly property real plotWidth: width - leftAxis - 8
    readonly property real plotHeight: height - legend.height - 26
    readonly property color textColour: light ? Theme.inkSoft : Theme.creamSoft

    function px(index: int): real {
        return leftAxis + (count > 1 ? index / (count - 1) : 0) * plotWidth
    }
    function py(value: real): real { return 4 + (1 - value) * plotHeight }
    function summary(): string {
        if (model.state !== "ready")
            return qsTranslate("WinChances", "Win chances over the game: being worked out")
        const parts = model.series.map(s => s.name + " " + Math.round(s.values[0] * 100) + " % → "
                                            + Math.round(s.values[s.values.length - 1] * 100) + " %")
        return qsTranslate("WinChances", "Win chances over the game:") + " " + parts.join(", ")
    }

    Accessible.role: Accessible.Chart
    Accessible.name: summary()

    Repeater {
        model: 5
        delegate: Rectangle {
            required property int index
            x: chart.leftAxis
            y: chart.py(index / 4)
            width: chart.plotWidth
            height: 1
            color: index === 2 ? Theme.inkFaint : Theme.paperLine
        }
    }
    AxisLabel {
        id: highLabel
        chartItem: chart
        x: 0
        y: chart.py(1) - 2
        text: "100 %"
        color: chart.textColour
    }
    AxisLabel {
        chartItem: chart
        x: 0
        y: chart.py(0.5) - 7
        text: "50 %"
        color: chart.textColour
    }
    AxisLabel {
        chartItem: chart
        x: 0
        y: chart.py(0) - 12
        text: "0 %"
        color: chart.textColour
    }
    Text {
        visible: chart.model.state === "working"
        anchors.centerIn: parent
        text: qsTranslate("WinChances", "Working out the win chances …")
        color: chart.textColour
        font.pixelSize: Theme.fs(12)
    }
    // the current step
    Rectangle {
        visible: chart.current >= 0 && chart.current < chart.count
        x: chart.px(chart.current) - 1
        y: 4
        width: 2
        height: chart.plotHeight
        color: Theme.brass
    }
    Repeater {
        model: chart.model.state === "ready" ? chart.model.series : []
        delegate: Shape {
            id: line
            required property var modelData
            anchors.fill: parent
            preferredRendererType: Shape.CurveRenderer
            ShapePath {
                strokeColor: Theme.seatColours[line.modelData.seat % 4]
                strokeWidth: 2
                fillColor: "transparent"
                joinStyle: ShapePath.RoundJoin
                PathPolyline {
                    path: line.modelData.values.map((v, i) => Qt.point(chart.px(i), chart.py(v)))
                }
            }
        }
    }
    // the rounds along the bottom: first, middle and last
    Repeater {
        model: chart.count > 1 ? [0, Math.floor((chart.count - 1) / 2), chart.count - 1] : []
        delegate: AxisLabel {
            required property int modelData
            chartItem: chart
            x: Math.min(chart.width - width, Math.max(chart.leftAxis, chart.px(modelData) - width / 2))
            y: chart.plotHeight + 6
            text: modelData === chart.count - 1 ? qsTranslate("WinChances", "end")
                                                : qsTranslate("WinChances", "round %1").arg(chart.model.rounds[modelData])
            color: chart.textColour
        }
    }
    Flow {
        id: legend
        anchors.left: parent.left
        anchors.leftMargin: chart.leftAxis
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spacing: 12
        Repeater {
            model: chart.model.series
            delegate: Row {
                id: key
                required property var modelData
                spacing: 5
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 14
                    height: 3
                    color: Theme.seatColours[key.modelData.seat % 4]
                }
                Text {
                    text: key.modelData.name
                    color: chart.light ? Theme.ink : Theme.cream
                    font.pixelSize: Theme.fs(11)
                }
            }
        }
    }
    MouseArea {
        x: chart.leftAxis - 6
        width: chart.plotWidth + 12
        height: chart.plotHeight + 8
        enabled: chart.count > 1
        cursorShape: Qt.PointingHandCursor
        onClicked: mouse => {
            const index = Math.round((mouse.x - 6) / chart.plotWidth * (chart.count - 1))
            chart.picked(Math.max(0, Math.min(chart.count - 1, index)))
        }
    }
}
