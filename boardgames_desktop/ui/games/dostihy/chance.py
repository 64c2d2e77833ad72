"""A chance card just drawn, shown big over the Dostihy table to everyone, until its reader is done."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ... import theme
from ....rules.dostihy.data import CARD_BY_ID
from ...table import table_parts as parts
from . import texts
from .art import paint_chance_card
from . import palette


class _ChanceFace(QWidget):
    """The chance card's face, in the colour of the card drawn."""

    def __init__(self):
        super().__init__()
        self.card = ""
        self.setFixedSize(300, 330)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        found = CARD_BY_ID.get(self.card)
        paint_chance_card(p, QRectF(self.rect()), found.colour if found else "green")
        p.end()


class DostihyChancePanel(QFrame):
    """A chance card just drawn, big over the table, until its reader presses OK (or Enter, Esc, a click)."""

    def __init__(self, table: QWidget):
        super().__init__(table)
        self.setObjectName("chance")
        self.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(9, 9, 9, 9)
        self.face = _ChanceFace()
        face = QVBoxLayout(self.face)
        face.setContentsMargins(24, 14, 24, 20)
        self.kind_label = QLabel(textFormat=Qt.PlainText)
        self.kind_label.setStyleSheet("color: white; font-size: 14px; font-weight: bold;")
        self.kind_label.setAlignment(Qt.AlignCenter)
        self.title_label = QLabel(textFormat=Qt.PlainText)
        self.title_label.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.title_label.setAlignment(Qt.AlignCenter)
        self.title_label.setWordWrap(True)
        self.effect_label = QLabel(textFormat=Qt.PlainText)
        self.effect_label.setStyleSheet("font-size: 16px;")
        self.effect_label.setAlignment(Qt.AlignCenter)
        self.effect_label.setWordWrap(True)
        self.who_label = QLabel(textFormat=Qt.PlainText)
        self.who_label.setStyleSheet(palette.style("font-size: 13px; color: @chance_reader_text;"))
        self.who_label.setAlignment(Qt.AlignCenter)
        self.who_label.setWordWrap(True)
        self.ok_button = parts.button("chance_ok", self.close_panel)
        face.addWidget(self.kind_label)
        face.addSpacing(40)
        face.addWidget(self.title_label)
        face.addWidget(self.effect_label)
        face.addStretch(1)
        face.addWidget(self.who_label)
        face.addWidget(self.ok_button, 0, Qt.AlignCenter)
        layout.addStretch(1)
        layout.addWidget(self.face, 0, Qt.AlignCenter)
        layout.addStretch(1)

    def show_card(self, card: str, who: str, own: bool) -> None:
        """`own`: the person at the screen drew it, and the card speaks to them; else it tells of `who`."""
        self.face.card = card
        found = CARD_BY_ID.get(card)
        good = found is not None and found.colour == "green"
        self.kind_label.setText(self.tr("Chance: good news") if good else self.tr("Chance: bad news"))
        self.title_label.setText(texts.card_title(card))
        self.effect_label.setText(texts.card_effect(card, None if own else who))
        self.who_label.setText(self.tr("Drawn by {player}").format(player=who))
        self.ok_button.setText(self.tr("OK"))
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.ok_button.setFocus(Qt.OtherFocusReason)

    def leave_room(self, above: int) -> bool:
        """Move the card down to leave `above` px free over it (a tutorial's card), if it still fits
        below; whether it does (0: the card in the middle again)."""
        layout = self.layout()
        layout.setContentsMargins(9, 9, 9, 9)
        fits = above > 0 and layout.totalMinimumSize().height() + above <= self.height()
        if fits:
            layout.setContentsMargins(9, 9 + above, 9, 9)
        return fits

    def close_panel(self) -> None:
        if self.isVisible():
            self.hide()
            self.parentWidget().setFocus(Qt.OtherFocusReason)

    def mousePressEvent(self, event) -> None:
        self.close_panel()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.close_panel()
            return
        super().keyPressEvent(event)
