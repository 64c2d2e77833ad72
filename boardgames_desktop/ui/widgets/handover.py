"""The hand-over screen: covers the table while the laptop goes to the next player.

It shows only public things: whom to pass the computer to, and what everyone just saw happen.
The next player confirms with the big button (Enter or Space).
"""

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..players import token_pixmap

BACKGROUND = QColor(29, 43, 31)  # the dark green it had when it let 8 % of the table shine through


class HandoverScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("HandoverScreen")
        # Opaque, so Qt paints nothing hidden beneath it: the table changes with every move behind
        # the hand-over screen, and painting it there (unseen) was most of a move's cost.
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self._name = ""

        card = QFrame(self)
        card.setObjectName("HandoverCard")
        card.setMaximumWidth(620)
        self._symbol_label = QLabel(alignment=Qt.AlignCenter)
        self._symbol_label.setMinimumHeight(80)
        self._title = QLabel(alignment=Qt.AlignCenter, wordWrap=True, textFormat=Qt.PlainText)
        self._title.setObjectName("HandoverTitle")
        self._events = QLabel(alignment=Qt.AlignCenter, wordWrap=True, textFormat=Qt.PlainText)
        self._events.setObjectName("HandoverEvents")
        self.button = QPushButton()
        self.button.setObjectName("HandoverButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(56)
        self.button.clicked.connect(self.confirmed)

        inner = QVBoxLayout(card)
        inner.setContentsMargins(36, 28, 36, 28)
        inner.setSpacing(16)
        inner.addWidget(self._symbol_label)
        inner.addWidget(self._title)
        inner.addWidget(self._events)
        inner.addWidget(self.button)

        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(card, 0, Qt.AlignHCenter)
        outer.addStretch(2)
        self.setFocusProxy(self.button)
        self.setStyleSheet(
            "#HandoverCard { background: #fffaf0; border-radius: 18px; border: 2px solid #d9cbb0; }"
            "#HandoverTitle { font-size: 22pt; font-weight: 600; color: #2b2b2b; }"
            "#HandoverEvents { font-size: 12pt; color: #4a4a4a; }"
            "#HandoverButton { font-size: 15pt; padding: 8px 24px; }"
        )

    def show_for(self, name: str, colour: str, symbol: str, recent: list[str]) -> None:
        self._name = name
        self._symbol_label.setPixmap(token_pixmap(colour, symbol, 72))
        self._events.setText("\n".join(recent))
        self._events.setVisible(bool(recent))
        self._retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.confirmed.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), BACKGROUND)

    def _retranslate(self) -> None:
        self._title.setText(self.tr("Pass the computer to %1").replace("%1", self._name))
        # "&" in a button's text marks its shortcut key: a name's own "&" is doubled to be shown.
        self.button.setText(self.tr("I am %1 — show my cards").replace("%1", self._name.replace("&", "&&")))
