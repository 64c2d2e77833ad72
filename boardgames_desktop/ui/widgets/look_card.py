"""The card over the table after a person's move showed them something only they may see (the
cards they drew), before the screen goes on to the next person or is covered while computers play:
they look, then hide it with its button (Enter or Space)."""

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import theme


class LookCard(QFrame):
    done = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("LookCard")
        self._name = ""
        self._area = QRect()
        self.text = QLabel(textFormat=Qt.PlainText, wordWrap=True, alignment=Qt.AlignCenter)
        self.text.setObjectName("LookText")
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.done)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(self.text)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        theme.apply(self, "#LookCard { background: @card; border: 3px solid @card_border; border-radius: 14px; }"
                          "#LookText { font-size: 13pt; color: @card_text; }"
                          "#LookCard QPushButton { font-size: 12pt; padding: 4px 18px; }")
        self.hide()

    def show_for(self, name: str) -> None:
        self._name = name
        self._retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def place(self, area: QRect) -> None:
        """Centred at the top of `area` (in the parent's coordinates)."""
        self._area = area
        width = min(560, max(0, area.width() - 24))
        self.resize(width, self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height())
        self.move(area.center().x() - width // 2, area.top() + 6)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.done.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        # The name stands alone (nominative), so the sentence is right for anyone.
        self.text.setText(self.tr("{player}: your new cards are marked in your hand. Look at them, then hide them "
                                  "before the game goes on.").format(player=self._name))
        self.button.setText(self.tr("Seen — hide my cards"))
        self.place(self._area)
