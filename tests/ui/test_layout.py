"""Every table at every window size and player count, at a moment with a full hand: nothing overlaps,
nothing is cut, nothing scrolls (tests/ui/layouts.py builds the tables)."""

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSpinBox, QComboBox, QGraphicsView, QLabel, QStyle, QStyleOptionComboBox, QTableView, QWidget,
)

from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.texts import computer
from boardgames_desktop.ui.widgets.computer_badge import BadgeRole, NameDelegate
from layouts import SIZES, cases, window_with


def _shown(widget: QWidget) -> list[QWidget]:
    """The visible widgets under `widget` that its layouts place (not the insides of views, spin boxes
    and combo boxes, which their owners draw, but the widgets a game lays over its board)."""
    found = []
    for child in widget.children():
        if isinstance(child, QWidget) and child.isVisible() and not child.isWindow():
            found.append(child)
            if isinstance(child, QGraphicsView):
                found += _shown(child.viewport())
            elif not isinstance(child, (QAbstractScrollArea, QAbstractSpinBox, QComboBox)):
                found += _shown(child)
    return found


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


def _text_width(view: QTableView, index) -> int:
    """The width a table cell needs to show its words and picture whole (the computer badge may give up
    its level: see NameDelegate)."""
    if index.data(BadgeRole):
        return NameDelegate.needs(view, index, computer())
    return view.sizeHintForIndex(index).width()


def name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return widget.objectName() or text[:30] or type(widget).__name__


def layout_problems(window) -> list[str]:
    table = window.game_page.table
    problems = []
    if window.size().toTuple() != window.requested:
        problems.append(f"the window is {window.size().toTuple()}, not {window.requested}")
    if not window.rect().contains(QRect(table.mapTo(window, table.rect().topLeft()), table.size())):
        problems.append("the table is cut by the window")
    widgets = _shown(table)
    for widget in widgets:
        parent = widget.parentWidget()
        if not parent.rect().adjusted(-1, -1, 1, 1).contains(widget.geometry()):
            problems.append(f"{name(widget)} {widget.geometry().getRect()} is cut by {name(parent)} {parent.size()}")
        if isinstance(widget, QAbstractButton) and widget.sizeHint().width() > widget.width() + 1:
            problems.append(f"the words on {name(widget)} are cut ({widget.width()} of {widget.sizeHint().width()})")
        if isinstance(widget, QComboBox) and _cut_choice(widget):
            problems.append(f"the choice shown in {name(widget)} is cut")
        if isinstance(widget, QLabel) and _cut_text(widget):
            problems.append(f"the text of {name(widget)} is cut ({widget.size().toTuple()})")
        if isinstance(widget, QAbstractScrollArea):
            for bar in (widget.horizontalScrollBar(), widget.verticalScrollBar()):
                if bar.isVisible() or bar.maximum() > 0:
                    problems.append(f"{name(widget)} scrolls")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model, room = widget.model(), widget.viewport().rect()
            columns = range(model.columnCount()) if isinstance(widget, QTableView) else [0]
            for row in range(model.rowCount()):
                for column in columns:
                    cell = widget.visualRect(model.index(row, column))
                    if not room.contains(cell):
                        problems.append(f"{name(widget)} does not show its row {row} column {column} whole")
                    if isinstance(widget, QTableView) and _text_width(widget, model.index(row, column)) > cell.width():
                        problems.append(f"{name(widget)} cuts the text of its row {row} column {column}")
    # Idle overlays (see-through, clicked through) lie over everything by design.
    placed = [widget for widget in widgets if not widget.testAttribute(Qt.WA_TransparentForMouseEvents)]
    for widget in placed:
        siblings = [other for other in placed if other.parentWidget() is widget.parentWidget() and other is not widget]
        for other in siblings:
            if id(other) > id(widget) and widget.geometry().intersects(other.geometry()):
                problems.append(f"{name(widget)} overlaps {name(other)}")
    return problems


@pytest.mark.parametrize("language, size", [("cs", size) for size in SIZES] + [("en", SIZES[0]), ("sk", SIZES[0])],
                         ids=lambda case: "x".join(map(str, case)) if isinstance(case, tuple) else case)
@pytest.mark.parametrize("game, moment, players", list(cases()))
def test_nothing_overlaps_is_cut_or_scrolls(qtbot, game, moment, players, language, size):
    i18n.set_language(language)
    window = window_with(game, players, moment, size, computer="hard")  # its badge too
    qtbot.addWidget(window)
    window.requested = size
    qtbot.waitExposed(window)
    qtbot.wait(10)
    problems = layout_problems(window)
    assert not problems, "\n".join(problems)
