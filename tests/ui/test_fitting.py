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
    Text { y: 296; text: "Below the window bottom" }
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

UP_AND_DOWN = """
import QtQuick
Item {
    width: 400; height: 300
    Item {  // a fixed panel: what runs past its bottom is hidden
        width: 200; height: 40; clip: true
        Column {
            Text { text: "First line" }
            Text { text: "Second line" }
            Text { text: "Past the panel bottom" }
        }
    }
    Item {
        y: 50; width: 200; height: 40; clip: true
        Text { y: -12; text: "Above the panel top" }
    }
    Text {  // a fixed-height box that clips its own lines
        y: 100; width: 200; height: 16; clip: true
        wrapMode: Text.WordWrap
        text: "Wraps to three lines in a box one line tall, which cuts the rest"
    }
    Flickable {  // a page that scrolls: what is below its fold is a scroll away
        y: 130; width: 200; height: 40; clip: true
        contentHeight: column.height
        Column {
            id: column
            Text { text: "Top of the page" }
            Text { text: "Middle of the page" }
            Text { text: "Below the fold" }
            Text { text: "At the page end" }
        }
    }
    Flickable {  // a page that does not scroll (it is as tall as its content) cuts like a panel
        y: 180; width: 200; height: 20; clip: true
        contentHeight: 20
        Text { y: 18; text: "Past the still page bottom" }
    }
    Item {  // a scrolling page whose own bottom is cut: its end never shows
        y: 220; width: 200; height: 40; clip: true
        Flickable {
            width: 200; height: 60; clip: true
            contentHeight: 200
            Text { y: 150; text: "On a cut page" }
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
    assert "'Below the window bottom': hidden at the bottom of QQuickItem" in found
    assert len(found.splitlines()) == 8


def test_the_fit_check_names_what_is_hidden_up_or_down(qapp) -> None:  # type: ignore[no-untyped-def]
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(QByteArray(UP_AND_DOWN.encode()), QUrl())
    root = component.create()
    assert isinstance(root, QQuickItem), component.errorString()
    found = "\n".join(cut_texts(root))
    assert "'Past the panel bottom': hidden at the bottom of QQuickItem (" in found
    assert "'Above the panel top': hidden at the top of QQuickItem" in found
    assert "'Wraps to three lines in a box one line tall, which cuts the rest': " in found
    assert "that clips it" in found
    assert "'Past the still page bottom': hidden at the bottom of QQuickFlickable" in found
    assert "a scrolling QQuickFlickable: its bottom of QQuickItem (60 of 40 px)" in found
    for fine in ("First line", "Second line", "Below the fold", "page end", "Top of", "Middle"):
        assert fine not in found, fine
    assert "On a cut page" not in found  # the page is named, once, not each of its texts
    assert len(found.splitlines()) == 5
