"""The small widgets every game's table is built of, set up the same way on each: its labels, a
line of cards, the players table and buttons. The table's style sheet styles them by their roles
and object names."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QListView, QPushButton, QSizePolicy, QTableView, QVBoxLayout,
    QWidget,
)

from ..widgets.computer_badge import NameDelegate
from ..widgets.fitted_columns import FittedColumns
from ..widgets.fitting_label import FittingLabel


def label(role: str = "", parent=None, wrap: bool = False) -> QLabel:
    """A label of the table's style sheet's `role` ("big", "title", "status", ...)."""
    text = QLabel(parent, textFormat=Qt.PlainText)  # names and numbers are never markup
    if role:
        text.setProperty("role", role)
    text.setWordWrap(wrap)
    return text


def play_grid(across: int, down: int) -> tuple[QWidget, QGridLayout]:
    """A table's play page and its grid, `across` and `down` px between the cells."""
    page = QWidget()
    grid = QGridLayout(page)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(across)
    grid.setVerticalSpacing(down)
    return page, grid


def column(*widgets: QWidget, spacing: int = 2) -> tuple[QWidget, QVBoxLayout]:
    """`widgets` one below the other, closely (a title and its view), in a widget shown or hidden as one."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(spacing)
    for widget in widgets:
        layout.addWidget(widget)
    return box, layout


def heading() -> tuple[QHBoxLayout, QLabel, FittingLabel]:
    """The line atop a table: the phase, big, on the left; whose turn it is on the right, in smaller
    letters when the names do not fit."""
    line = QHBoxLayout()
    phase = label("big")
    turn = FittingLabel()
    turn.setProperty("role", "title")
    turn.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
    line.addWidget(phase)
    line.addWidget(turn, 1)
    return line, phase, turn


def panel() -> QFrame:
    """A darker field of the table (the style sheet's `#panel`) that groups what is on it."""
    frame = QFrame()
    frame.setObjectName("panel")
    return frame


def button(name: str, slot) -> QPushButton:
    """A button the Enter key presses when it has the focus."""
    pushed = QPushButton()
    pushed.setObjectName(name)
    pushed.setAutoDefault(True)
    pushed.clicked.connect(slot)
    return pushed


def look_refused(button: QPushButton, refused: bool, tip: str = "") -> None:
    """`button`, whose move the rules refuse now, looks disabled (the style sheet's [refused="true"])
    yet stays enabled: it takes the focus and the press, from the mouse and the keyboard alike, so
    that the table can say why. Its tooltip and its accessible description (what a screen reader
    says) tell it is not possible now; `tip` is its tooltip otherwise. Its press must check."""
    words = QCoreApplication.translate("GameTable", "Not possible now: press to see why.") if refused else ""
    button.setToolTip(words or tip)
    button.setAccessibleDescription(words)
    if button.property("refused") != refused:
        button.setProperty("refused", refused)
        button.style().unpolish(button)
        button.style().polish(button)


def refill(box: QComboBox, items: list[tuple[str, object]]) -> bool:
    """`items` (text, value) in `box`, the value chosen before still chosen when it is offered (else
    the first); True if they changed. Left alone when they are the same: a box filled again is
    measured and painted again."""
    if [(box.itemText(at), box.itemData(at)) for at in range(box.count())] == items:
        return False
    chosen = box.currentData()
    box.blockSignals(True)
    box.clear()
    for text, value in items:
        box.addItem(text, value)
    box.setCurrentIndex(max(0, box.findData(chosen)) if items else -1)
    box.blockSignals(False)
    return True


def card_line(model, delegate, scroll: bool = False) -> QListView:
    """A line of `model`'s cards painted by `delegate`. The table sizes the cards so that all of them
    fit: a line never shows a scroll bar (with `scroll`, wheel and keys still move along it)."""
    view = QListView()
    view.setItemDelegate(delegate)
    view.setModel(model)
    view.setFlow(QListView.LeftToRight)
    view.setWrapping(False)
    view.setResizeMode(QListView.Adjust)
    view.setUniformItemSizes(True)
    view.setSelectionMode(QAbstractItemView.SingleSelection)
    view.setEditTriggers(QAbstractItemView.NoEditTriggers)
    view.setMouseTracking(True)
    if scroll:
        view.setHorizontalScrollMode(QAbstractItemView.ScrollPerPixel)
    else:
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
    return view


def hand_top(title: QLabel, empty: QLabel) -> QHBoxLayout:
    """The line over your hand: its title, the words for an empty hand, and room on the right."""
    line = QHBoxLayout()
    line.setSpacing(12)
    line.addWidget(title)
    line.addWidget(empty)
    line.addStretch(1)
    return line


def players_table(model, name_column: int, stretch_column: int, parent) -> tuple[QTableView, NameDelegate,
                                                                                   FittedColumns]:
    """The table of the players: a row each, read only, the name with the badges (its delegate), the
    columns fitted to the contents only when a text changes, not at every move."""
    view = QTableView()
    view.setModel(model)
    names = NameDelegate(parent)
    view.setItemDelegateForColumn(name_column, names)
    view.setSelectionMode(QAbstractItemView.NoSelection)
    view.setFocusPolicy(Qt.NoFocus)
    view.verticalHeader().hide()
    view.setShowGrid(False)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
    return view, names, FittedColumns(view, stretch_column)
