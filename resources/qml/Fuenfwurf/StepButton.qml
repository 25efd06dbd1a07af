pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Fuenfwurf

// A stepping button of the analysis board, its icon drawn (not a character a font may show as
// a coloured emoji): one or two triangles pointing ``back`` or on, with a bar for "to the start"
// / "to the end". Its name (Accessible.name) says what it does.
Button {
    id: control

    property bool back: false
    property int triangles: 1
    property bool bar: false

    implicitHeight: 38
    implicitWidth: 44 + (triangles - 1) * 10 + (bar ? 4 : 0)
    // Return (and Enter) press the focused button, as Space does.
    Keys.onReturnPressed: animateClick()
    Keys.onEnterPressed: animateClick()
    ToolTip.visible: hovered && Accessible.name !== ""
    ToolTip.text: Accessible.name
    ToolTip.delay: 500

    contentItem: Canvas {
        id: icon
        objectName: "stepIcon"
        implicitWidth: 24
        implicitHeight: 16
        readonly property color ink: control.enabled ? Theme.ink : Theme.inkFaint
        onInkChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.fillStyle = icon.ink
            const h = Math.min(height, 14)
            const w = h * 0.8
            const total = control.triangles * w + (control.bar ? 3 + 2 : 0)
            let x = (width - total) / 2
            const top = (height - h) / 2
            const drawBar = function() { ctx.fillRect(x, top, 3, h); x += 5 }
            if (control.bar && control.back)
                drawBar()
            for (let i = 0; i < control.triangles; ++i) {
                ctx.beginPath()
                if (control.back) {
                    ctx.moveTo(x + w, top)
                    ctx.lineTo(x, top + h / 2)
                    ctx.lineTo(x + w, top + h)
                } else {
                    ctx.moveTo(x, top)
                    ctx.lineTo(x + w, top + h / 2)
                    ctx.lineTo(x, top + h)
                }
                ctx.closePath()
                ctx.fill()
                x += w
            }
            if (control.bar && !control.back)
                drawBar()
        }
    }
    background: Rectangle {
        radius: 6
        color: control.down ? "#e6d8b6" : control.hovered ? "#efe3c4" : "transparent"
        border.width: Theme.highContrast ? 2 : 1
        border.color: Theme.highContrast ? Theme.ink : "#bfae88"
        FocusRing { shown: control.visualFocus }
    }
}
