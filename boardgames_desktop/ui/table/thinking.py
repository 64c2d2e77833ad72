"""The calm line that says a computer player is deciding: its badge and "Eva is thinking…".

It keeps its place in the layout when empty, so the screen does not jump when it comes and goes.
"""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from .. import theme
from ..widgets.players import token_pixmap


class ThinkingLine(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ThinkingLine")
        self.setFocusPolicy(Qt.NoFocus)
        self._name = ""
        self.badge = QLabel()
        self.badge.setFixedSize(22, 22)
        self.text = QLabel(textFormat=Qt.PlainText)
        self.text.setObjectName("ThinkingText")
        theme.apply(self.text, "#ThinkingText { color: @quiet_text; font-size: 11pt; font-style: italic; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(8)
        layout.addWidget(self.badge)
        layout.addWidget(self.text, 1)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        policy.setVerticalPolicy(QSizePolicy.Fixed)
        self.setSizePolicy(policy)
        self.hide()

    @property
    def name(self) -> str:
        return self._name if self.isVisible() else ""

    def show_for(self, name: str, colour: str, symbol: str) -> None:
        self._name = name
        self.badge.setPixmap(token_pixmap(colour, symbol, 22))
        self._retranslate()
        self.show()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.text.setText(self.tr("{player} is thinking…").format(player=self._name))
