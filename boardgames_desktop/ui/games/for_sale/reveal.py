"""The moment of a sale: the chosen houses turn over together and each cheque slides to its seller.

An overlay over the table; a click or any of Esc, Enter and Space skips it; with
`motion.off` it ends at once.
"""


from PySide6.QtCore import (
    QEasingCurve, QParallelAnimationGroup, QPoint, QPropertyAnimation, QRectF,
    QSequentialAnimationGroup, Qt, Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QLabel, QWidget

from ... import motion, theme
from ...widgets.players import player_look, player_name
from ...widgets.cards import TurningCards
from ...table.game_table import Overlay
from .art import card_size, draw_card, paint_shadow
from . import palette

BACKGROUND = QColor(15, 40, 29)  # the dark green it had when 11 % of the felt shone through


class FlipCard(TurningCards):
    """A card that can be turned over: `flip` 0 shows the back, 1 the face."""

    def __init__(self, kind: str, value, width: int, parent=None, flipped: float = 1.0):
        super().__init__(parent, flipped)
        self.kind, self.value = kind, value
        size = card_size(width)
        self.setFixedSize(size.width() + 12, size.height() + 12)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(4, 4, self.width() - 12, self.height() - 12)
        scale = abs(1 - 2 * self._flip) if self._flip < 1 else 1.0
        p.translate(rect.center())
        p.scale(max(scale, 0.02), 1)
        p.translate(-rect.center())
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        paint_shadow(p, rect)
        if self._flip < 0.5:
            draw_card(p, rect, "back", self.kind)
        else:
            draw_card(p, rect, self.kind, self.value)
        p.end()


class NamePill(QWidget):
    """A seller's name in white on their colour. Painted, not a QLabel with a style sheet of its
    own: a new style sheet per label per sale cost more than the rest of the overlay."""

    def __init__(self, text: str, colour: str, parent=None):
        super().__init__(parent)
        self.text, self.colour = text, QColor(colour)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAccessibleName(text)
        font = QFont(self.font())
        font.setPixelSize(16)
        font.setBold(True)
        self.setFont(font)
        metrics = QFontMetrics(font)
        self.resize(metrics.horizontalAdvance(text) + 20, metrics.height() + 8)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(QRectF(self.rect()), 8, 8)
        p.setPen(QColor("white"))
        p.drawText(self.rect(), Qt.AlignCenter, self.text)
        p.end()


class RevealOverlay(Overlay):
    """Covers the table while the houses of one selling round are shown and paid."""

    finished = Signal()
    duration_ms = 1500
    hold_ms = 1800

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setFocusPolicy(Qt.StrongFocus)
        # Opaque, so that Qt does not repaint the table hidden beneath it when a sale begins.
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.hide()
        self._group = None
        self._pieces: list[QWidget] = []
        self.title = QLabel(self, textFormat=Qt.PlainText)
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setStyleSheet(palette.style("color: @reveal_title; font-size: 22px; font-weight: bold;"))
        self.hint = QLabel(self, textFormat=Qt.PlainText)
        self.hint.setAlignment(Qt.AlignCenter)
        self.hint.setStyleSheet(palette.style("color: @reveal_hint; font-size: 13px;"))

    @property
    def running(self) -> bool:
        return self.isVisible()

    def play(self, script) -> None:
        """`script`: the view's last_sale (seat, house, cheque), dearest house first, and the players."""
        self.skip()
        sales, players = script
        if motion.off or not sales or self.parentWidget() is None:
            self.finished.emit()
            return
        self.setGeometry(self.parentWidget().rect())
        self.title.setText(self.tr("The houses are sold!"))
        self.hint.setText(self.tr("Click or press Esc to continue"))
        self.title.setGeometry(0, int(self.height() * 0.06), self.width(), 40)
        self.hint.setGeometry(0, self.height() - 40, self.width(), 30)

        n = len(sales)
        width = max(70, min(130, int(self.height() * 0.2), int(self.width() / (n * 1.6))))
        size = card_size(width)
        column = self.width() / n
        top = int(self.height() * 0.16)
        pile = QPoint(int(self.width() / 2 - size.width() / 2), self.height())

        flips = QParallelAnimationGroup(self)
        slides = QParallelAnimationGroup(self)
        for i, sale in enumerate(sales):
            cx = int(column * (i + 0.5))
            colour, _ = player_look(players, sale.seat)
            name = NamePill(player_name(players, sale.seat), colour, self)
            name.move(cx - name.width() // 2, top)
            house = FlipCard("house", sale.house, width, self, flipped=0.0)
            house.move(cx - house.width() // 2, top + name.height() + 10)
            cheque = FlipCard("cheque", sale.cheque, width, self)
            target = QPoint(cx - cheque.width() // 2, house.y() + house.height() + 6)
            cheque.move(pile)
            self._pieces += [name, house, cheque]

            turn = QPropertyAnimation(house, b"flip", self)
            turn.setDuration(self.duration_ms // 2)
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            turn.setEasingCurve(QEasingCurve.InOutQuad)
            flips.addAnimation(turn)
            slide = QPropertyAnimation(cheque, b"pos", self)
            slide.setDuration(self.duration_ms // 2)
            slide.setStartValue(pile)
            slide.setEndValue(target)
            slide.setEasingCurve(QEasingCurve.OutCubic)
            slides.addAnimation(slide)
        group = QSequentialAnimationGroup(self)
        group.addAnimation(flips)
        group.addAnimation(slides)
        group.addPause(self.hold_ms)
        group.finished.connect(self.skip)
        self._group = group
        for piece in self._pieces:
            piece.show()
        self.raise_()
        self.show()
        self.setFocus(Qt.OtherFocusReason)
        group.start()

    def skip(self) -> None:
        """Jump to the end and uncover the table."""
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self.skip)
            group.stop()
            group.deleteLater()
        for piece in self._pieces:
            piece.hide()
            piece.deleteLater()
        self._pieces = []
        if self.isVisible():
            self.hide()
            self.finished.emit()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(event.rect(), BACKGROUND)
        p.end()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
