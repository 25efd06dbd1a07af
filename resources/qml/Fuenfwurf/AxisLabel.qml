import QtQuick
import Fuenfwurf

// A label on a chart's axis: the value at a tick. It is placed by that value (centred on its
// tick, or flush with the end of the plot), so it may stand out over the item that places it, a
// bar's slot or the plot. It never stands out of its chart, nor over another label of it: the
// fit check (tests/ui/fitting.py) knows it by `axisLabel` and checks it against `chartItem`.
Text {
    required property Item chartItem
    readonly property bool axisLabel: true

    font.pixelSize: Theme.fs(10)
}
