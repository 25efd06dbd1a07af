"""The fit check names texts that do not fit, and only those."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem

from .fitting import cut_texts

QML = """
import QtQuick
Item {
    width: 400; height: 300
    Text { objectName: "fits"; width: 300; text: "Short" }
    Text { y: 20; width: 30; text: "A text far wider than thirty pixels" }
    Text { y: 40; width: 60; elide: Text.ElideRight; text: "Elided at the end of the box" }
    Text { y: 60; width: 60; wrapMode: Text.WordWrap; text: "Wraps to lines in its box" }
    Row {
        y: 120; spacing: -20  // squeezed: the second starts inside the first
        Text { text: "Left head" }
        Text { text: "Right head" }
    }
    Item {
        y: 160; width: 50; height: 20; clip: true
        Text { text: "Cut at the clipping edge" }
    }
    Item {  // a chart: its axis labels may stand out of their slots, not out of the chart
        id: chart
        x: 20; y: 200; width: 200; height: 60
        Item {
            x: 30; width: 20; height: 60
            Text {
                x: -width / 2; y: 40; text: "140"
                property bool axisLabel: true; property Item chartItem: chart
            }
        }
        Item {
            x: 0; width: 20; height: 60
            Text {
                x: -width / 2; y: 40; text: "120"
                property bool axisLabel: true; property Item chartItem: chart
            }
        }
        Item {
            x: 160; width: 40; height: 60
            Text {
                x: -20; y: 40; text: "180–189"
                property bool axisLabel: true; property Item chartItem: chart
            }
            Text {
                x: 10; y: 40; text: "190–199"
                property bool axisLabel: true; property Item chartItem: chart
            }
        }
    }
}
"""


def test_the_fit_check_names_what_does_not_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(QByteArray(QML.encode()), QUrl())
    root = component.create()
    assert isinstance(root, QQuickItem), component.errorString()
    found = "\n".join(cut_texts(root))
    assert "'A text far wider than thirty pixels': " in found
    assert "'Elided at the end of the box': cut short" in found
    assert "'Left head' overlaps 'Right head'" in found
    assert "'Cut at the clipping edge': cut off" in found
    assert "Short" not in found and "Wraps" not in found
    assert "'140'" not in found  # out of its slot, but inside its chart
    assert "'120': an axis label out of its chart" in found
    assert "axis labels '180–189' and '190–199' overlap" in found
    assert "'190–199': an axis label out of its chart" in found
    assert len(found.splitlines()) == 7
