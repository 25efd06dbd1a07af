"""Texts that do not fit: a Text item cut short (elided) or wider than its own box, or reaching
out of the item that holds it (where it runs into its neighbours); or hidden at the bottom (or
top) of a panel or window that does not scroll. A picture shows these too; this names them, so a
test can fail on them."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtQml import QQmlExpression, qmlEngine
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.ui.main import Window

from .driving import child_items
from .test_screenshots import save

SLACK = 1.5
"""Pixels of rounding a text may stick out without anyone seeing it."""


def cut_texts(root: QQuickItem) -> list[str]:
    """``"text: why"`` for every visible text under ``root`` that does not fit."""
    found: list[str] = []
    axis_labels: dict[int, list[QQuickItem]] = {}

    def visit(node: QQuickItem) -> None:
        if not node.isVisible() or node.opacity() == 0:
            return
        if node.inherits("QQuickText"):
            chart = _chart_of(node)
            why = _why_cut(node) if chart is None else _why_axis_label_cut(node, chart)
            if not why:
                why = _why_hidden(node, root)
            if why:
                found.append(f"{node.property('text')!r}: {why}")
            if chart is not None:
                axis_labels.setdefault(id(chart), []).append(node)
        found.extend(_overlapping(node))
        if _scrolls(node):
            why = _why_hidden_page(node, root)
            if why:
                found.append(f"a scrolling {node.metaObject().className()}: {why}")
        for child in child_items(node):
            visit(child)

    visit(root)
    for labels in axis_labels.values():
        found.extend(_overlapping_labels(labels))
    return found


# --- a chart's axis labels ------------------------------------------------------------------------
# An axis label (``AxisLabel.qml``) is placed by the value it names: centred on its tick or flush
# with the end of the plot, so it may stand out over the item that places it (a bar's slot). It
# says so by ``axisLabel: true`` and names its chart (``chartItem``); it must stay inside that
# chart, and clear of the chart's other labels. Everything else a text must do, it must too.


def _chart_of(text: QQuickItem) -> QQuickItem | None:
    """The chart an axis label belongs to (``None`` for any other text)."""
    if text.property("axisLabel") is not True:
        return None
    chart = text.property("chartItem")
    assert isinstance(chart, QQuickItem), f"the axis label {text.property('text')!r} names no chart"
    return chart


def _why_axis_label_cut(label: QQuickItem, chart: QQuickItem) -> str:
    shown = label.property("text")
    if not isinstance(shown, str) or not shown.strip() or label.width() <= 0:
        return ""
    if label.property("truncated"):
        return "cut short"
    content = _content_width(label)
    if content > label.width() + SLACK:
        return f"{content:.0f} px wide in a box of {label.width():.0f}"
    if _sticks_out(label, content, chart):
        return "an axis label out of its chart"
    clipping = _clipping(label)
    if clipping is not None and _sticks_out(label, content, clipping):
        return f"cut off at the edge of {clipping.metaObject().className()}"
    return ""


def _overlapping_labels(labels: list[QQuickItem]) -> list[str]:
    """The labels of one chart whose letters overlap (ranges too wide for their bars)."""
    if not labels:
        return []
    chart = _chart_of(labels[0])
    assert chart is not None
    placed = [
        (label, label.mapRectToItem(chart, _painted(label, _content_width(label))))
        for label in labels
        if str(label.property("text"))
    ]
    found = []
    for index, (first, one) in enumerate(placed):
        for second, other in placed[index + 1 :]:
            both = one.intersected(other)
            if both.width() > SLACK / 2 and both.height() > SLACK / 2:
                names = f"{first.property('text')!r} and {second.property('text')!r}"
                found.append(f"axis labels {names} overlap")
    return found


def _overlapping(holder: QQuickItem) -> list[str]:
    """Texts side by side in a row or column (a layout or positioner) whose letters overlap: a
    layout given less room than its texts need squeezes them into each other."""
    if not (holder.inherits("QQuickLayout") or holder.inherits("QQuickBasePositioner")):
        return []
    placed = [
        (child, child.mapRectToItem(holder, _painted(child, _content_width(child))))
        for child in holder.childItems()
        if child.isVisible() and child.inherits("QQuickText") and str(child.property("text"))
    ]
    found = []
    for index, (first, one) in enumerate(placed):
        for second, other in placed[index + 1 :]:
            both = one.intersected(other)
            if both.width() > SLACK and both.height() > SLACK:
                found.append(f"{first.property('text')!r} overlaps {second.property('text')!r}")
    return found


def _content_width(text: QQuickItem) -> float:
    return float(text.property("contentWidth") or 0)


def _why_cut(text: QQuickItem) -> str:
    shown = text.property("text")
    if not isinstance(shown, str) or not shown.strip() or text.width() <= 0:
        return ""
    if text.property("truncated"):
        return "cut short"
    content = _content_width(text)
    if content > text.width() + SLACK:
        return f"{content:.0f} px wide in a box of {text.width():.0f}"
    # Out of its holder and of the holder's own holder: a text may use a control's padding
    # around the column that holds it, but not run out of the control (or the page).
    holder = text.parentItem()
    outside = [
        item
        for item in (holder, holder.parentItem() if holder is not None else None)
        if item is not None and item.width() > 0 and not item.inherits("QQuickFlickable")
    ]
    if len(outside) == 2 and all(_sticks_out(text, content, item) for item in outside):
        right = text.mapRectToItem(holder, _painted(text, content)).right()
        return f"reaches out of its holder ({right:.0f} of {outside[0].width():.0f} px)"
    clipping = _clipping(text)
    if clipping is not None and _sticks_out(text, content, clipping):
        return f"cut off at the edge of {clipping.metaObject().className()}"
    return ""


def _clipping(text: QQuickItem) -> QQuickItem | None:
    """The nearest item that clips the text sideways (a page scrolling up and down clips what
    it scrolls away, but nothing at its sides may be cut)."""
    node = text.parentItem()
    while node is not None:
        if node.clip() and node.width() > 0:
            flicks = node.inherits("QQuickFlickable")
            if not flicks or float(node.property("contentWidth") or 0) <= node.width() + SLACK:
                return node
        node = node.parentItem()
    return None


def _sticks_out(text: QQuickItem, content: float, holder: QQuickItem) -> bool:
    inner = text.mapRectToItem(holder, _painted(text, content))
    return inner.left() < -SLACK or inner.right() > holder.width() + SLACK


def _painted(text: QQuickItem, content: float) -> QRectF:
    """The part of the box its letters cover, by its alignment (1 left, 2 right, 4 centre)."""
    shown = min(content, text.width())
    align = _alignment(text)
    left = {2: text.width() - shown, 4: (text.width() - shown) / 2}.get(align, 0.0)
    return QRectF(left, 0, shown, text.height())


# --- up and down ----------------------------------------------------------------------------------
# A text's lines must show within every item that clips it (and within the window: the root), up
# to the nearest page that scrolls up and down (a Flickable, the heart of a ScrollView or ListView,
# whose content is taller than itself): its lines below the fold are a scroll away. Such a page
# must itself show whole within what clips it above, or its end can never be seen. A text that
# clips itself must be as tall as its lines.


def _scrolls(item: QQuickItem) -> bool:
    """A page that scrolls up and down: a Flickable whose content is taller than itself."""
    return item.inherits("QQuickFlickable") and (
        float(item.property("contentHeight") or 0) > item.height() + SLACK
    )


def _why_hidden(text: QQuickItem, root: QQuickItem) -> str:
    shown = text.property("text")
    if not isinstance(shown, str) or not shown.strip() or text.width() <= 0:
        return ""
    lines = _lines(text)
    if text.clip() and lines.height() > text.height() + SLACK:
        return f"{lines.height():.0f} px tall in a box of {text.height():.0f} that clips it"
    edge = _cut_vertically(text, lines, root)
    return f"hidden at the {edge}" if edge else ""


def _why_hidden_page(page: QQuickItem, root: QQuickItem) -> str:
    edge = _cut_vertically(page, QRectF(0, 0, page.width(), page.height()), root)
    return f"its {edge}, so its end never shows" if edge else ""


def _cut_vertically(item: QQuickItem, rect: QRectF, root: QQuickItem) -> str:
    """Where ``rect`` (in ``item``) is cut at the top or bottom of an item clipping it, up to the
    nearest page that scrolls (or the root): "bottom of Pane (412 of 380 px)"; else ""."""
    node = item.parentItem()
    while node is not None:
        if _scrolls(node):
            return ""
        if node.height() > 0 and (node.clip() or node is root):
            inner = item.mapRectToItem(node, rect)
            name = node.metaObject().className()
            if inner.bottom() > node.height() + SLACK:
                return f"bottom of {name} ({inner.bottom():.0f} of {node.height():.0f} px)"
            if inner.top() < -SLACK:
                return f"top of {name} ({inner.top():.0f} px)"
        if node is root:
            return ""
        node = node.parentItem()
    return ""


def _lines(text: QQuickItem) -> QRectF:
    """The part of the box its lines cover up and down, by its alignment (32 top, 64 bottom,
    128 centre)."""
    tall = float(text.property("contentHeight") or 0)
    align = _evaluate(text, "verticalAlignment", 32)
    top = {64: text.height() - tall, 128: (text.height() - tall) / 2}.get(align, 0.0)
    return QRectF(0, top, text.width(), tall)


def _alignment(text: QQuickItem) -> int:
    """``effectiveHorizontalAlignment``, read through QML (Python has no converter for it)."""
    return _evaluate(text, "effectiveHorizontalAlignment", 1)


def _evaluate(text: QQuickItem, name: str, otherwise: int) -> int:
    """An enumeration property of ``text``, read through QML."""
    engine = qmlEngine(text)
    if engine is None:
        return otherwise
    value = QQmlExpression(engine.rootContext(), text, name).evaluate()
    value = value[0] if isinstance(value, tuple) else value
    return int(value) if isinstance(value, int | float) else otherwise


def shot(window: Window, qtbot: QtBot, name: str, language: str) -> None:
    """A screenshot for people to look at (``screenshots/``); in German, at 1024x700 and with
    every text fitting."""
    if language == "de":
        window.window.resize(1024, 700)
    save(window, qtbot, name)
    if language == "de":
        cut = cut_texts(window.window.contentItem())
        assert cut == [], f"{name}: " + "\n".join(cut)
