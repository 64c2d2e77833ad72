"""What a move did to the table, played out over it one step after another: the cards a day plan
drew flying from their decks to the player, a card discarded flying from the player to its pile,
and at a round's end each house that lost value pulsing on its board with a red arrow.

Only what everyone may see is shown: a card in flight shows its back (the deck it came from or
goes to), and only a board's cards show their faces. A click, or Esc, Enter or Space, skips it;
`MovingCards.instant` (or $BOARDGAMES_DESKTOP_NO_ANIMATION) ends every one at once.
"""

import os
from typing import NamedTuple

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap

from ...widgets.game_table import Overlay


class Step(NamedTuple):
    """A picture going from `start` to `end` (the same rect: it pulses where it lies, marked as
    fallen in value when `fell`), with the words of what happened."""

    picture: QPixmap
    start: QRectF
    end: QRectF
    words: str
    fell: bool = False


class MovingCards(Overlay):
    """See-through while it plays: the table stays in sight under the cards moving over it."""

    finished = Signal()
    instant = bool(os.environ.get("BOARDGAMES_DESKTOP_NO_ANIMATION"))
    step_ms = 520
    fall_ms = 900

    def __init__(self, parent):
        super().__init__(parent)
        self.setFocusPolicy(Qt.StrongFocus)
        self.hide()
        self._steps: list[Step] = []
        self._starts: list[int] = []  # each step's start in the animation, ms
        self._lengths: list[int] = []  # and how long it lasts
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0)
        self._clock.valueChanged.connect(self.update)
        self._clock.finished.connect(self.skip)

    @property
    def running(self) -> bool:
        return self.isVisible()

    def play(self, script) -> None:
        """`script`: the steps (Step), in the order they happened."""
        self.skip()
        if self.instant or not script or self.parentWidget() is None:
            self.finished.emit()
            return
        self._steps, self._starts, at = list(script), [], 0
        flights = sum(not step.fell for step in self._steps)
        flight_ms = max(self.step_ms // 2, min(self.step_ms, 2 * self.step_ms * 2 // max(1, flights)))
        for step in self._steps:  # a day plan's five cards fly quicker than one discarded
            self._starts.append(at)
            at += self.fall_ms if step.fell else flight_ms
        self._lengths = [self.fall_ms if step.fell else flight_ms for step in self._steps]
        self._clock.setEndValue(at + 200)
        self._clock.setDuration(at + 200)
        self.setToolTip(" ".join(dict.fromkeys(step.words for step in self._steps)))
        self.present(self)
        self._clock.start()

    def skip(self) -> None:
        """To the end at once: the table beneath already shows how it ended."""
        if not self.isVisible():
            return
        self._clock.stop()
        self.hide()
        self.parentWidget().removeEventFilter(self)
        self._steps = []
        self.finished.emit()

    def paintEvent(self, event) -> None:
        if not self._steps:
            return
        now = self._clock.currentValue() or 0
        at = max(i for i, start in enumerate(self._starts) if start <= now)
        step = self._steps[at]
        t = min(1.0, (now - self._starts[at]) / self._lengths[at])
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        p.fillRect(self.rect(), QColor(0, 0, 0, 60))
        if step.fell:
            self._paint_fall(p, step, t)
        else:
            eased = QEasingCurve(QEasingCurve.InOutCubic).valueForProgress(t)
            rect = QRectF(step.start.topLeft() + (step.end.topLeft() - step.start.topLeft()) * eased,
                          step.start.size() + (step.end.size() - step.start.size()) * eased)
            p.drawPixmap(rect, step.picture, QRectF(step.picture.rect()))
        self._paint_words(p, step.words)
        p.end()

    @staticmethod
    def _paint_fall(p: QPainter, step: Step, t: float) -> None:
        grow = 1 + 0.25 * (1 - abs(1 - 2 * t))
        rect = step.end
        big = QRectF(0, 0, rect.width() * grow, rect.height() * grow)
        big.moveCenter(rect.center())
        p.drawPixmap(big, step.picture, QRectF(step.picture.rect()))
        arrow = big.width() * 0.45
        disc = QRectF(big.center().x() - arrow / 2, big.center().y() - arrow / 2 + arrow * t, arrow, arrow)
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.setBrush(QColor("#c62828"))
        p.drawEllipse(disc)
        font = QFont(p.font())
        font.setPixelSize(max(8, round(arrow * 0.7)))
        font.setBold(True)
        p.setFont(font)
        p.drawText(disc, Qt.AlignCenter, "\u2193")

    def _paint_words(self, p: QPainter, words: str) -> None:
        """What happened, on a dark band low over the table (the bar beneath waits anyway)."""
        font = QFont(self.font())
        font.setPixelSize(max(14, self.height() // 36))
        font.setBold(True)
        small = QFont(font)
        small.setPixelSize(max(11, self.height() // 54))
        small.setBold(False)
        width = self.width() * 0.8
        p.setFont(font)
        told = p.boundingRect(QRectF(0, 0, width - 24, self.height()), Qt.AlignCenter | Qt.TextWordWrap, words)
        hint = QFontMetrics(small).height()
        band = QRectF((self.width() - width) / 2, 0, width, told.height() + hint + 18)
        band.moveBottom(self.height() * 0.97)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 185))
        p.drawRoundedRect(band, 12, 12)
        p.setPen(QColor("#fff3c4"))
        p.drawText(QRectF(band.left() + 12, band.top() + 6, width - 24, told.height()),
                   Qt.AlignCenter | Qt.TextWordWrap, words)
        p.setFont(small)
        p.setPen(QColor("#e8e0c8"))
        p.drawText(QRectF(band.left(), band.bottom() - hint - 6, width, hint), Qt.AlignCenter,
                   self.tr("Click or press Esc to skip"))
