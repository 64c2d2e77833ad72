"""The card on the table after a person's move showed them something only they may see (the
cards they drew), before the screen goes on to the next person or is covered while computers play:
they look, then hide it with its button (Enter or Space). It stands in the table's look_area()."""

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import theme
from .confirm_card import ConfirmCard


class LookCard(ConfirmCard, QFrame):
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
        self.button.setMinimumHeight(34)
        self.button.clicked.connect(self.done)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(6)
        layout.addWidget(self.text)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        theme.apply(self, "#LookCard { background: @card; border: 3px solid @card_border; border-radius: 14px; }"
                          "#LookText { font-size: 12pt; color: @card_text; }"
                          "#LookCard QPushButton { font-size: 12pt; padding: 3px 18px; }")
        self.hide()

    def show_for(self, name: str) -> None:
        self._name = name
        self._retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def place(self, area: QRect) -> None:
        """At the bottom of `area` (in the parent's coordinates: the table's look_area()), centred
        across it; taller than it, it reaches up."""
        self._area = area
        width = min(560, max(0, area.width() - 8))
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        self.resize(width, height)
        gap = max(0, min(4, area.height() - height))  # off the area's edge, if it has room for it
        self.move(area.center().x() - width // 2, area.bottom() + 1 - gap - height)

    def _retranslate(self) -> None:
        # The name stands alone (nominative), so the sentence is right for anyone.
        self.text.setText(self.tr("{player}: your new cards are marked in your hand. Look at them, then hide them "
                                  "before the game goes on.").format(player=self._name))
        self.button.setText(self.tr("Seen — hide my cards"))
        self.place(self._area)
