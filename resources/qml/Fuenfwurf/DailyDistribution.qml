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
                visible: chart.bars.length <= 8 || bar.index % 2 === 0 || bar.modelData.mine
                y: chart.plotHeight + 19
                x: Math.min(chart.width - bar.x - width, Math.max(-bar.x, (bar.width - width) / 2))
                text: Texts.number(bar.modelData.low, 0) + "–" + Texts.number(bar.modelData.low + 9, 0)
                font.bold: bar.modelData.mine
                color: bar.modelData.mine ? Theme.accent : Theme.inkSoft
            }
        }
    }
}
