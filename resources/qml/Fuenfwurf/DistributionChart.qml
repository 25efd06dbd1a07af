pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// Final scores as bars: how many games ended in each range of points.
Item {
    id: chart

    required property var bars
    required property int tallest

    readonly property real axisHeight: 18
    readonly property real plotHeight: height - axisHeight - 16
    readonly property real slot: width / Math.max(1, bars.length)
    // Every label, or every second or third one when they would run into each other (the first
    // stands flush with the chart's left edge, half a label further right than its tick).
    // (a measurement is no property: the metrics' height ties the binding to the text size)
    readonly property real labelWidth: bars.length > 0 ? labelMetrics.advanceWidth(Texts.number(bars[bars.length - 1].low, 0)) + 0 * labelMetrics.height : 0
    readonly property int labelStep: Math.max(1, Math.ceil((1.5 * labelWidth + 6) / Math.max(1, slot)))

    FontMetrics {
        id: labelMetrics
        font.pixelSize: Theme.fs(10)
    }

    Accessible.role: Accessible.Chart
    Accessible.name: qsTranslate("Statistics", "Final scores")

    Rectangle {  // the base line
        y: chart.plotHeight + 16
        width: parent.width
        height: 1
        color: Theme.inkSoft
    }
    Repeater {
        model: chart.bars
        delegate: Item {
            id: bar
            required property var modelData
            required property int index
            x: index * chart.slot
            width: chart.slot
            height: chart.height
            Rectangle {
                x: bar.width * 0.12
                width: bar.width * 0.76
                height: Math.max(bar.modelData.count > 0 ? 2 : 0, bar.modelData.height * chart.plotHeight)
                y: chart.plotHeight + 16 - height
                radius: 2
                gradient: Gradient {
                    GradientStop { position: 0; color: Theme.brass }
                    GradientStop { position: 1; color: Theme.brassDark }
                }
            }
            Text {
                visible: bar.modelData.count > 0
                anchors.horizontalCenter: parent.horizontalCenter
                y: chart.plotHeight + 16 - bar.modelData.height * chart.plotHeight - 15
                text: bar.modelData.count
                font.pixelSize: Theme.fs(11)
                color: Theme.ink
            }
            AxisLabel {  // every other range gets its label when they are many
                chartItem: chart
                visible: bar.index % chart.labelStep === 0
                y: chart.plotHeight + 19
                x: Math.max(-bar.x, -width / 2)  // on the bar's left edge; the first one flush with the chart's
                text: Texts.number(bar.modelData.low, 0)
                color: Theme.inkSoft
            }
        }
    }
}
