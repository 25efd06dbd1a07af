pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Fuenfwurf

// The last games in order: the score as a brass line (axis on the left), the points lost per
// decision as a red line (axis on the right; lower is better). Hollow dots: hints were shown.
Item {
    id: chart

    required property var points
    required property int scoreLow
    required property int scoreHigh
    required property real costHigh

    // the axes as wide as their labels
    readonly property real leftAxis: Math.max(34, scoreHighLabel.implicitWidth + 8, scoreLowLabel.implicitWidth + 8)
    readonly property real rightAxis: Math.max(34, costHighLabel.implicitWidth + 8, costLowLabel.implicitWidth + 8)
    readonly property real plotWidth: width - leftAxis - rightAxis
    readonly property real plotHeight: height - 8
    readonly property var reviewed: points.filter(p => p.costY >= 0)

    Accessible.role: Accessible.Chart
    Accessible.name: qsTranslate("Statistics", "Score and accuracy over your last games")

    function px(point: var): real { return leftAxis + point.x * plotWidth }
    function scoreY(point: var): real { return 4 + (1 - point.y) * plotHeight }
    function costY(point: var): real { return 4 + (1 - point.costY) * plotHeight }

    // grid and axes
    Repeater {
        model: 3
        delegate: Rectangle {
            required property int index
            x: chart.leftAxis
            y: 4 + index * chart.plotHeight / 2
            width: chart.plotWidth
            height: 1
            color: Theme.paperLine
        }
    }
    AxisLabel {
        id: scoreHighLabel
        chartItem: chart
        x: 0
        y: 0
        text: Texts.number(chart.scoreHigh, 0)
        color: Theme.brassDark
    }
    AxisLabel {
        id: scoreLowLabel
        chartItem: chart
        x: 0
        y: chart.plotHeight - 6
        text: Texts.number(chart.scoreLow, 0)
        color: Theme.brassDark
    }
    AxisLabel {
        id: costHighLabel
        chartItem: chart
        x: chart.width - width
        y: 0
        visible: chart.reviewed.length > 0
        text: Texts.number(chart.costHigh, 1)
        color: Theme.accent
    }
    AxisLabel {
        id: costLowLabel
        chartItem: chart
        x: chart.width - width
        y: chart.plotHeight - 6
        visible: chart.reviewed.length > 0
        text: Texts.number(0, 1)
        color: Theme.accent
    }

    Shape {
        anchors.fill: parent
        ShapePath {
            strokeColor: Theme.brassDark
            strokeWidth: 2
            fillColor: "transparent"
            joinStyle: ShapePath.RoundJoin
            PathPolyline {
                path: chart.points.map(p => Qt.point(chart.px(p), chart.scoreY(p)))
            }
        }
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 1.5
            strokeStyle: ShapePath.DashLine
            dashPattern: [3, 2]
            fillColor: "transparent"
            PathPolyline {
                path: chart.reviewed.map(p => Qt.point(chart.px(p), chart.costY(p)))
            }
        }
    }
    Repeater {
        model: chart.points
        delegate: Rectangle {
            required property var modelData
            x: chart.px(modelData) - 4
            y: chart.scoreY(modelData) - 4
            width: 8
            height: 8
            radius: 4
            color: modelData.hints ? Theme.paper : Theme.brass
            border.color: Theme.brassDark
            border.width: 1.5
        }
    }
    Repeater {
        model: chart.reviewed
        delegate: Rectangle {
            required property var modelData
            x: chart.px(modelData) - 3
            y: chart.costY(modelData) - 3
            width: 6
            height: 6
            radius: 3
            color: Theme.accent
        }
    }
}
