"""The banner that says whose turn it is now, in a game with nothing to hide: the screen is not
covered, the next person's token and name show above the table for a moment and fade away.

It takes neither the mouse nor the keyboard: the person named plays on at once.
"""

from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QPropertyAnimation, QRect, QRectF, QSequentialAnimationGroup, QSize, Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QHBoxLayout, QLabel, QWidget

from .. import theme
from ..widgets.players import token_pixmap


class TurnBanner(QFrame):
    shown_ms = 2200  # long enough to read from the sofa, short enough not to be in the way
    fade_ms = 600
    BORDER, RADIUS = 3, 16

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TurnBanner")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.NoFocus)
        self._name = ""
        self._colour = QColor()
        self._area = QRect()
        self._token = QLabel()
        self.text = QLabel(textFormat=Qt.PlainText)
        self.text.setObjectName("TurnBannerText")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(22, 12, 28, 12)
        layout.setSpacing(14)
        layout.addWidget(self._token)
        layout.addWidget(self.text, 1)
        # Styled once: the player's colour is painted on its border (paintEvent), since a new style
        # sheet for every turn polishes the banner and its labels again.
        theme.apply(
            self,
            f"#TurnBanner {{ background: @card; border: {self.BORDER}px solid transparent; border-radius: {self.RADIUS}px; }}"
            "#TurnBannerText { font-size: 22pt; font-weight: 600; color: @card_text; }",
        )
        self._opacity = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._opacity)
        fade = QPropertyAnimation(self._opacity, b"opacity", self)
        fade.setDuration(self.fade_ms)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setEasingCurve(QEasingCurve.InQuad)
        self._life = QSequentialAnimationGroup(self)
        self._life.addPause(self.shown_ms)
        self._life.addAnimation(fade)
        self._life.finished.connect(self.hide)
        self.hide()

    def show_for(self, name: str, colour: str, symbol: str) -> None:
        self._name = name
        self._colour = QColor(colour)
        self._token.setPixmap(token_pixmap(colour, symbol, 44))
        self._retranslate()
        self._life.stop()
        self._opacity.setOpacity(1.0)
        self.show()
        self.raise_()
        # Shown, it asks for its paint with a posted event: asked now, it is painted with the move's
        # other changes, not in a second pass after them.
        QCoreApplication.sendPostedEvents(None, QEvent.UpdateLater)  # its labels too
        self._life.start()

    def dismiss(self) -> None:
        self._life.stop()
        self.hide()

    def place(self, area: QRect) -> bool:
        """Centred at the top of `area` (in the parent's coordinates), over the table's title; whether it
        fits in the area's height."""
        self._area = area
        if self.text.wordWrap():  # set only when it changes: setting it lays out the banner again
            self.text.setWordWrap(False)
        room = max(0, area.width() - 24)
        size = self.sizeHint()
        if size.width() > room:  # a long name in a narrow window: on two lines
            self.text.setWordWrap(True)
            size = QSize(room, self.heightForWidth(room))
        self.resize(size)
        self.move(area.center().x() - size.width() // 2, area.top() + 6)
        return size.height() + 6 <= area.height()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)  # the card, from the style sheet
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(self._colour, self.BORDER))
        half = self.BORDER / 2
        p.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), self.RADIUS - half, self.RADIUS - half)
        p.end()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        # The name stands alone (nominative), so the sentence is right for any name, man or woman.
        self.text.setText(self.tr("Now playing: {player}").format(player=self._name))
        self.setAccessibleName(self.text.text())
        self.place(self._area)  # the new words may be longer or shorter
