"""The round's score sheet, shown over the table when a round ends, until someone presses Continue."""

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget,
)

from ... import theme
from .models import RoundScoreModel
from . import palette

STYLE = palette.style("""
#RoundCard { background: @table; border: 2px solid @button_border; border-radius: 16px; }
#RoundCard QLabel { color: @ink; }
#RoundCard QLabel#title { font-size: 22px; font-weight: bold; }
#RoundCard QLabel#note { font-size: 13px; color: @round_card_note_text; }
#RoundCard QTableView { background: @score_sheet; color: @ink; border: 1px solid @score_border; border-radius: 8px;
    gridline-color: @score_grid; font-size: 14px; selection-background-color: @score_sheet; selection-color: @ink; }
#RoundCard QTableView::item { padding: 2px 8px; }
#RoundCard QHeaderView::section { background: @round_card_header; color: @ink; border: none; padding: 5px 8px;
    font-weight: bold; }
#RoundCard QPushButton { font-size: 16px; font-weight: bold; padding: 6px 28px; border-radius: 10px;
    background: @button; color: @ink; border: 2px solid @button_border; min-height: 28px; }
#RoundCard QPushButton:hover { background: @button_hover; }
#RoundCard QPushButton:focus { border: 3px solid @round_card_button_focus_border; }
""")


class RoundScorePanel(QWidget):
    """Covers the table with the points of the round just played; Continue (Enter, Esc) closes it."""

    closed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.hide()
        self._room_below = 0  # px kept free under the scores
        self.model = RoundScoreModel(self)
        card = QFrame(self)
        card.setObjectName("RoundCard")
        card.setStyleSheet(STYLE)
        self.title = QLabel(textFormat=Qt.PlainText)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignCenter)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.NoSelection)
        self.view.setFocusPolicy(Qt.NoFocus)
        self.view.verticalHeader().hide()
        self.view.setShowGrid(False)
        self.view.setIconSize(QSize(22, 22))
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.view.verticalHeader().setDefaultSectionSize(36)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(RoundScoreModel.NAME, QHeaderView.Stretch)
        self.note = QLabel(textFormat=Qt.PlainText)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignCenter)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.close_panel)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(28, 22, 28, 22)
        inner.setSpacing(14)
        inner.addWidget(self.title)
        inner.addWidget(self.view)
        inner.addWidget(self.note)
        inner.addWidget(self.button, 0, Qt.AlignHCenter)
        self.card = card
        self.setFocusProxy(self.button)
        self.retranslate()

    def show_scores(self, params: dict, view, players) -> None:
        self.model.set_scores(params, view, players)
        self.retranslate()
        rows = sum(self.view.rowHeight(row) for row in range(self.model.rowCount()))
        header = self.view.horizontalHeader().sizeHint().height()
        self.view.setFixedHeight(header + rows + 2 * self.view.frameWidth() + 2)
        self.setGeometry(self.parentWidget().rect())
        self._place_card()
        self.raise_()
        self.show()
        self.button.setFocus(Qt.OtherFocusReason)

    def _place_card(self) -> None:
        """In the middle, a little above (higher where a tutorial's card needs the room under it); as
        tall as its words need at its width (they may wrap)."""
        width = min(660, max(420, self.width() - 120))
        height = self.card.layout().totalHeightForWidth(width)
        self.card.setFixedSize(width, height)
        top = (self.height() - height) // 3
        if self._room_below:
            top = min(top, self.height() - height - self._room_below)
        self.card.move((self.width() - width) // 2, max(10, top))

    def leave_room(self, below: int) -> bool:
        """Move the scores up to leave `below` px free under them (a tutorial's card), if they fit
        above; whether they do (0: where they stood)."""
        fits = 0 < below and 10 + self.card.height() + below <= self.height()
        self._room_below = below if fits else 0
        self._place_card()
        return fits

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_card()

    def close_panel(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Round {round} is over").format(round=self.model.round))
        self.note.setText(self.tr("Each cow head in your hand costs 1 point, each cow head in your X pile 2 points; "
                                  "the X row costs nothing. Fewest points win."))
        self.button.setText(self.tr("Continue"))
        self.model.retranslate()
        if self.isVisible():
            self._place_card()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(30, 18, 8, 170))
        p.end()

    def mousePressEvent(self, event) -> None:
        event.accept()  # the table underneath waits until Continue

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.close_panel()
        else:
            super().keyPressEvent(event)
