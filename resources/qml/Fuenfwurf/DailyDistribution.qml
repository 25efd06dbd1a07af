pragma ComponentBehavior: Bound
import QtQuick
import Fuenfwurf

// The field's totals of a day's challenge as bars of ten points; the player's own bar in red.
Item {
    id: chart

    required property var bars

    readonly property real axisHeight: 18
    readonly property real plotHeight: height - axisHeight - 16
    readonly property real slot: width / Math.max(1, bars.length)
    // Every range, or every second or third one when they would run into each other; the
    // player's own always, and then not its neighbours.
    // (a measurement is no property: the metrics' height ties the binding to the text size)
    readonly property real labelWidth: bars.length > 0 ? labelMetrics.advanceWidth(rangeText(bars[bars.length - 1])) + 0 * labelMetrics.height : 0
    readonly property int labelStep: Math.max(1, Math.ceil((1.5 * labelWidth + 6) / Math.max(1, slot)))

    function rangeText(bar: var): string {
        return Texts.number(bar.low, 0) + "–" + Texts.number(bar.high, 0)
    }
    function labelShown(index: int): bool {
        if (bars[index].mine)
            return true
        for (let other = Math.max(0, index - labelStep + 1); other < Math.min(bars.length, index + labelStep); ++other) {
            if (bars[other].mine)
                return false
        }
        return index % labelStep === 0
    }

    FontMetrics {
        id: labelMetrics
        font.pixelSize: Theme.fs(10)
        font.bold: true
    }

    Accessible.role: Accessible.Chart
    Accessible.name: qsTranslate("Daily", "How the field scored today")

    Rectangle {
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
                width: Math.min(bar.width * 0.76, 56)
                x: (bar.width - width) / 2
                height: Math.max(bar.modelData.count > 0 ? 2 : 0, bar.modelData.height * chart.plotHeight)
                y: chart.plotHeight + 16 - height
                radius: 2
                color: bar.modelData.mine ? Theme.accent : Theme.brass
                border.color: bar.modelData.mine ? "#5e150c" : Theme.brassDark
            }
            Text {
                visible: bar.modelData.count > 0
                anchors.horizontalCenter: parent.horizontalCenter
                y: chart.plotHeight + 16 - bar.modelData.height * chart.plotHeight - 15
                text: bar.modelData.count
                font.pixelSize: Theme.fs(11)
                font.bold: bar.modelData.mine
                color: Theme.ink
            }
            AxisLabel {  // the bar's range, under it (within the chart at its ends)
                chartItem: chart
                visible: chart.labelShown(bar.index)
                y: chart.plotHeight + 19
                x: Math.min(chart.width - bar.x - width, Math.max(-bar.x, (bar.width - width) / 2))
                text: chart.rangeText(bar.modelData)
                font.bold: bar.modelData.mine
                color: bar.modelData.mine ? Theme.accent : Theme.inkSoft
            }
        }
    }
}
