"""Whether a table lays out: nothing overlaps, nothing is cut or squeezed to an empty strip, no words
are elided (nor those a view's delegate paints itself, when it says so: `cuts_words`), nothing
scrolls. A zoomed table grows only as far as this holds (GameTable.rescale), and the layout tests
hold every table to it at every size and zoom."""

import re

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSpinBox, QComboBox, QGraphicsView, QLabel,
    QStyle, QStyleOptionComboBox, QStyleOptionViewItem, QTableView, QWidget,
)

from ..texts import computer
from ..widgets.computer_badge import BadgeRole, NameDelegate


def shown(widget: QWidget) -> list[QWidget]:
    """The visible widgets under `widget` that its layouts place (not the insides of views, spin boxes
    and combo boxes, which their owners draw, but the widgets a game lays over its board)."""
    found = []
    for child in widget.children():
        if isinstance(child, QWidget) and child.isVisible() and not child.isWindow():
            found.append(child)
            if isinstance(child, QGraphicsView):
                found += shown(child.viewport())
            elif not isinstance(child, (QAbstractScrollArea, QAbstractSpinBox, QComboBox)):
                found += shown(child)
    return found


def name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return widget.objectName() or text[:30] or type(widget).__name__


def _cut_choice(combo: QComboBox) -> bool:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, combo)
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) > field.width()


def _cut_text(label: QLabel) -> bool:
    if not label.text():
        return False
    if label.wordWrap():
        return label.heightForWidth(label.width()) > label.height() + 1
    hint = label.sizeHint()
    return hint.width() > label.width() + 1 or hint.height() > label.height() + 1


def _cut_button(button: QAbstractButton) -> bool:
    """Words cut at the sides, or a button squeezed into a strip too low for its words."""
    hint = button.sizeHint()
    return hint.width() > button.width() + 1 or button.fontMetrics().height() > button.height()


def _text_width(view: QTableView, index) -> int:
    """The width a table cell needs to show its words and picture whole (the computer badge may give up
    its level: see NameDelegate)."""
    if index.data(BadgeRole):
        return NameDelegate.needs(view, index, computer())
    return view.sizeHintForIndex(index).width()


def _wrapped_height(view: QTableView, row: int) -> int:
    """The height a row needs for its words wrapped: the results table measures it as it paints it."""
    measure = getattr(view, "wrapped_height", None)
    return measure(row) if measure is not None else view.sizeHintForRow(row)


_BREAKS = re.compile(r"[ \t\r\n]+")


def _word_too_long(view: QTableView, index, cell) -> bool:
    """A word of the cell wider than the room its column gives it: wrapping cannot break it, it is elided."""
    text = index.data()
    if not isinstance(text, str) or not text.strip():
        return False
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    bold = index.data(Qt.FontRole)
    font = bold.resolve(view.font()) if isinstance(bold, QFont) else view.font()
    option.font, option.text, option.rect = font, text, cell
    option.features |= QStyleOptionViewItem.WrapText
    if index.data(Qt.DecorationRole) is not None:
        option.features |= QStyleOptionViewItem.HasDecoration
        option.decorationSize = view.iconSize()
    room = view.style().subElementRect(QStyle.SE_ItemViewItemText, option, view).width() - 4
    metrics = QFontMetrics(font)
    # Only where a wrap may break: str.split() breaks at the no-break spaces of sums and names too
    return max(metrics.horizontalAdvance(word) for word in _BREAKS.split(text)) > room


def _view_problems(view: QAbstractItemView) -> list[str]:
    problems = []
    model, room = view.model(), view.viewport().rect()
    columns = range(model.columnCount()) if isinstance(view, QTableView) else [0]
    header = view.horizontalHeader() if isinstance(view, QTableView) else None
    cuts_words = getattr(view.itemDelegate(), "cuts_words", None)  # a delegate painting words of its own
    if header is not None and header.isVisible():
        problems += [f"{name(view)} cuts the heading of its column {column}" for column in columns
                     if not header.isSectionHidden(column)
                     and header.sectionSizeFromContents(column).width() > header.sectionSize(column)]
    for row in range(model.rowCount()):
        for column in columns:
            cell = view.visualRect(model.index(row, column))
            if not room.contains(cell):
                problems.append(f"{name(view)} does not show its row {row} column {column} whole")
            if isinstance(view, QTableView) and _text_width(view, model.index(row, column)) > cell.width():
                if not (view.wordWrap() and _wrapped_height(view, row) <= view.rowHeight(row)):  # nor wrapped whole
                    problems.append(f"{name(view)} cuts the text of its row {row} column {column}")
                elif not model.index(row, column).data(BadgeRole) and _word_too_long(view, model.index(row, column), cell):
                    problems.append(f"{name(view)} cuts a word of its row {row} column {column}")  # no wrap breaks it
            if cuts_words is not None and cuts_words(view, model.index(row, column), cell):
                problems.append(f"{name(view)} shortens the words of its row {row} column {column}")
    return problems


def problems(root: QWidget, first_only: bool = False) -> list[str]:
    """What is wrong with the layout of the widgets under `root` as they are placed now (after the
    pending layout passes); with `first_only`, at most one problem (whether there is any)."""
    QCoreApplication.sendPostedEvents(None, QEvent.LayoutRequest)
    found = []
    widgets = shown(root)
    for widget in widgets:
        parent = widget.parentWidget()
        if not parent.rect().adjusted(-1, -1, 1, 1).contains(widget.geometry()):
            found.append(f"{name(widget)} {widget.geometry().getRect()} is cut by {name(parent)} {parent.size()}")
        if isinstance(widget, QAbstractButton) and _cut_button(widget):
            found.append(f"the words on {name(widget)} are cut ({widget.size().toTuple()} "
                         f"of {widget.sizeHint().toTuple()})")
        if isinstance(widget, QComboBox) and _cut_choice(widget):
            found.append(f"the choice shown in {name(widget)} is cut")
        if isinstance(widget, QLabel) and _cut_text(widget):
            found.append(f"the text of {name(widget)} is cut ({widget.size().toTuple()})")
        if isinstance(widget, QAbstractItemView):
            widget.doItemsLayout()  # its scroll bars' ranges otherwise wait for a timer
        if isinstance(widget, QAbstractScrollArea):
            for bar in (widget.horizontalScrollBar(), widget.verticalScrollBar()):
                if bar.isVisible() or bar.maximum() > 0:
                    found.append(f"{name(widget)} scrolls")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found += _view_problems(widget)
        if found and first_only:
            return found
    # Idle overlays (see-through, clicked through) lie over everything by design.
    placed = [widget for widget in widgets if not widget.testAttribute(Qt.WA_TransparentForMouseEvents)]
    by_parent: dict[int, list[QWidget]] = {}
    for widget in placed:
        by_parent.setdefault(id(widget.parentWidget()), []).append(widget)
    for siblings in by_parent.values():
        for at, widget in enumerate(siblings):
            for other in siblings[at + 1:]:
                if widget.geometry().intersects(other.geometry()):
                    found.append(f"{name(widget)} overlaps {name(other)}")
                    if first_only:
                        return found
    return found
