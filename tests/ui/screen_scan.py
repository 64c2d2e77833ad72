"""What a screen shows, read the way a person at it would: every visible text and every item
model's data. And what only a seat's own screen shows (its private information), found by drawing
the game's table for each seat and for the public and keeping what the public table lacks: a card
in the hand, "Your hand", a cheque, whatever each game's table puts there."""

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QGroupBox, QLabel, QLineEdit, QPlainTextEdit,
    QTextEdit, QWidget,
)

from boardgames_desktop.ui import game_folders as games, i18n
from boardgames_desktop.ui.app.session import Session

TEXT_ROLES = (Qt.DisplayRole, Qt.ToolTipRole, Qt.StatusTipRole, Qt.WhatsThisRole, Qt.AccessibleTextRole,
              Qt.AccessibleDescriptionRole)
VALUE_ROLES = range(Qt.UserRole, Qt.UserRole + 16)


def widget_texts(root: QWidget) -> set[str]:
    """Every text of `root` and its children that are visible (with `root`)."""
    found = {root.windowTitle()}
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        found |= {widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()}
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            found.add(widget.text())
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            found.add(widget.toPlainText())
        elif isinstance(widget, QComboBox):
            found |= {widget.itemText(i) for i in range(widget.count())}
        elif isinstance(widget, QAbstractSpinBox):
            found.add(widget.text())
        elif isinstance(widget, QGroupBox):
            found.add(widget.title())
    return found - {""}


def model_data(root: QWidget) -> set[str]:
    """Every item of every model under `root`, shown or not: its texts, and its values by role."""
    models = set(root.findChildren(QAbstractItemModel))
    models |= {view.model() for view in root.findChildren(QAbstractItemView) if view.model() is not None}
    found = set()
    for model in models:
        for row in range(model.rowCount(QModelIndex())):
            for column in range(_columns(model)):
                index = model.index(row, column)
                for role in TEXT_ROLES:
                    value = index.data(role)
                    if isinstance(value, str):
                        found.add(value)
                for role in VALUE_ROLES:
                    value = index.data(role)
                    if value is not None and not isinstance(value, bool):
                        found.add(f"{role}={value!r}")
    return found - {""}


def _columns(model) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # a QAbstractListModel: PySide keeps its columnCount private
        return 1


def shown(root: QWidget) -> set[str]:
    return widget_texts(root) | model_data(root)


def private_marks(session) -> dict[int, set[str]]:
    """For each seat, what its own screen of the game as it stands shows and the public table does not."""
    key = (session.save.record.model_dump_json(), i18n.current())
    if key not in _marks:
        public = _screen_of(session, None)
        _marks[key] = {seat: _screen_of(session, seat) - public for seat in range(len(session.players))}
    return _marks[key]


_marks: dict = {}  # drawing a table per seat is slow, and most checks look at the same position


def _screen_of(session, seat: int | None) -> set[str]:
    copy = Session(session.save)
    copy.viewer, copy.handover_to = seat, None
    table = games.table_for(copy)
    try:
        return shown(table)
    finally:
        copy.stop()
        table.deleteLater()
        copy.deleteLater()


def private_shown(root: QWidget, session) -> dict[int, set[str]]:
    """What `root` shows of each seat's private information; empty when nothing."""
    on_screen = shown(root)
    leaks = {seat: marks & on_screen for seat, marks in private_marks(session).items()}
    return {seat: found for seat, found in leaks.items() if found}
