"""What a move did to the table, played out over it one step after another: the cards a day plan
drew flying from their decks to the player, a card discarded flying from the player to its pile,
and at a round's end each house that lost value pulsing on its board with a red arrow.

Only what everyone may see is shown: a card in flight shows its back (the deck it came from or
goes to), and only a board's cards show their faces. A click on it, or Esc, skips it: the keys stay
with the table's controls, where the player left them, and Esc reaches the table. With `motion.off`
every one ends at once.
"""

from typing import NamedTuple

from PySide6.QtCore import QEasingCurve, QEvent, QPoint, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPen, QPixmap, QRegion

from ... import motion, theme
from ...widgets import cards
from ...table.game_table import Overlay
from . import palette

_COLOURS = palette.PALETTE


_EASING = QEasingCurve(QEasingCurve.InOutCubic)
_WRAPPED = Qt.AlignCenter | Qt.TextWordWrap
_SMOOTH = QPainter.Antialiasing | QPainter.SmoothPixmapTransform


def _picture(key: tuple, rect: QRectF, ink: QRectF, ratio: float, paint) -> tuple[QPoint, QPixmap]:
    """What `paint(p, rect)` draws in `rect` (the overlay's coordinates) within `ink`, as a picture
    of the whole pixels round `ink`, drawn once per `key`, size and place of `rect` within them: where
    the picture goes, and it."""
    spot = ink.toAlignedRect()
    within = rect.translated(-spot.left(), -spot.top())

    def draw(p: QPainter, _spot: QRectF) -> None:
        p.translate(-spot.left(), -spot.top())
        paint(p, rect)

    key = ("last_will", *key, within.left(), within.top(), within.width(), within.height())
    return spot.topLeft(), cards.cached_pixmap(key, spot.size(), ratio, draw)


def _paint_field(p: QPainter, rect: QRectF) -> None:
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(0, 0, 0, 185))
    p.drawRoundedRect(rect, 12, 12)


def _letters(name: str, words: str, rect: QRectF, flags, font: QFont, colour: str,
             ratio: float) -> tuple[QPoint, QPixmap]:
    """`words` drawn in `rect` as `flags` say, as a picture of the pixels round their lines only,
    with a little room round them (a letter may stand out of its line)."""
    def paint(p: QPainter, place: QRectF) -> None:
        p.setFont(font)
        p.setPen(QColor(colour))
        p.drawText(place, flags, words)

    ink = QFontMetricsF(font).boundingRect(rect, flags, words).adjusted(-6, -6, 6, 6)
    return _picture((name, words, font.key()), rect, ink, ratio, paint)


class Band(NamedTuple):
    """The dark band low over the table (the bar beneath waits anyway) with the words of a step: its
    rect, the place of its words and of its hint, in their fonts, the pixels it covers, and its
    pictures as copied (`pictures`: by pixel ratio and hint, where each goes and it)."""

    rect: QRectF
    words: QRectF
    hint: QRectF
    font: QFont
    small: QFont
    area: QRect
    pictures: dict


class Step(NamedTuple):
    """A picture going from `start` to `end` (the same rect: it pulses where it lies, marked as
    fallen in value when `fell`), with the words of what happened."""

    picture: QPixmap
    start: QRectF
    end: QRectF
    words: str
    fell: bool = False


class MovingCards(Overlay):
    """Always over the table, see-through and clicked through while idle, and it repaints only where
    a card moves and where the words stand: shown afresh over the whole table, or veiling it, it made
    Qt paint all of the table beneath it when a move began."""

    finished = Signal()
    step_ms = 520
    fall_ms = 900

    def __init__(self, parent):
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents, True)
        self._running = False
        self._steps: list[Step] = []
        self._starts: list[int] = []  # each step's start in the animation, ms
        self._lengths: list[int] = []  # and how long it lasts
        self._shown: tuple[Step, float, QRectF] | None = None  # the last frame's step, how far, where its card is
        self._card_drawn = QRect()  # the pixels round that card
        self._band_drawn: tuple[QRect, Band | None] = (QRect(), None)  # and the band: its pixels, which
        self._measured: dict[tuple, Band] = {}  # (words, size, font): the band
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0)
        self._clock.valueChanged.connect(self._frame)
        self._clock.finished.connect(self.skip)
        parent.installEventFilter(self)
        self.show()

    def eventFilter(self, watched, event) -> bool:
        """As large as the table from the start, not only once shown with it: resized at the first
        flight, it was painted whole over the whole table."""
        if watched is self.parentWidget() and event.type() == QEvent.Resize:
            self.setGeometry(watched.rect())
        return False

    @property
    def running(self) -> bool:
        return self._running

    def play(self, script) -> None:
        """`script`: the steps (Step), in the order they happened."""
        self.skip()
        if motion.off or not script:
            self.finished.emit()
            return
        self._steps, self._starts, at = list(script), [], 0
        flights = sum(not step.fell for step in self._steps)
        flight_ms = max(self.step_ms // 2, min(self.step_ms, 2 * self.step_ms * 2 // max(1, flights)))
        self._lengths = [self.fall_ms if step.fell else flight_ms for step in self._steps]
        for length in self._lengths:  # a day plan's five cards fly quicker than one discarded
            self._starts.append(at)
            at += length
        self._clock.setEndValue(at + 200)
        self._clock.setDuration(at + 200)
        self.setToolTip(" ".join(dict.fromkeys(step.words for step in self._steps)))
        if self.geometry() != self.parentWidget().rect():  # resized while the table was hidden
            self.setGeometry(self.parentWidget().rect())
        self._running = True
        self.setAttribute(Qt.WA_TransparentForMouseEvents, False)
        self.raise_()
        self._clock.blockSignals(True)  # its value at the start: drawn just below, once
        self._clock.start()
        self._clock.blockSignals(False)
        self._frame()

    def skip(self) -> None:
        """To the end at once: the table beneath already shows how it ended."""
        if not self._running:
            return
        self._running = False
        self._clock.stop()
        self.setAttribute(Qt.WA_TransparentForMouseEvents, True)
        self.setToolTip("")
        self._steps = []
        self.update(QRegion(self._card_drawn) + QRegion(self._band_drawn[0]))
        self._shown, self._card_drawn, self._band_drawn = None, QRect(), (QRect(), None)
        self.finished.emit()

    def _now(self) -> tuple[Step, float]:
        """The step under way and how far it is, 0 to 1."""
        now = self._clock.currentValue() or 0
        at = max(i for i, start in enumerate(self._starts) if start <= now)
        return self._steps[at], min(1.0, (now - self._starts[at]) / self._lengths[at])

    def _frame(self) -> None:
        """Repaint where the card was and where it goes now, and the band only when it first shows
        or its words change: not the table between them (a region, not the rect round them all)."""
        if not self._running:
            return
        step, t = self._now()
        piece, band = self._piece(step, t), self._band(step.words)
        card = piece.toAlignedRect().adjusted(-3, -3, 3, 3)
        dirty = QRegion(self._card_drawn) + QRegion(card)
        if band is not self._band_drawn[1]:
            dirty += QRegion(self._band_drawn[0]) + QRegion(band.area)
        self.update(dirty)
        self._shown, self._card_drawn, self._band_drawn = (step, t, piece), card, (band.area, band)

    def resizeEvent(self, event) -> None:
        """Painted all anew at the new size, the band where this size puts it: remembered there."""
        super().resizeEvent(event)
        self._band_drawn = (QRect(), None)
        self._frame()

    def paintEvent(self, event) -> None:
        """The last frame (`_frame`): every change of the clock makes one."""
        if not self._running:
            return
        (step, t, piece), (area, band) = self._shown, self._band_drawn
        p = QPainter(self)
        p.setRenderHints(_SMOOTH)
        p.drawPixmap(piece, step.picture, QRectF(step.picture.rect()))
        if step.fell:
            self._paint_arrow(p, piece, t)
        # Most frames only move the card: the band is left as it is on the screen.
        if event.region().intersects(area):
            self._paint_band(p, band, step.words)
        p.end()

    @staticmethod
    def _piece(step: Step, t: float) -> QRectF:
        """Where the card is drawn now: on its way, or growing and shrinking where it lies."""
        if step.fell:
            grow = 1 + 0.25 * (1 - abs(1 - 2 * t))
            rect = QRectF(0, 0, step.end.width() * grow, step.end.height() * grow)
            rect.moveCenter(step.end.center())
            return rect
        eased = _EASING.valueForProgress(t)
        return QRectF(step.start.topLeft() + (step.end.topLeft() - step.start.topLeft()) * eased,
                      step.start.size() + (step.end.size() - step.start.size()) * eased)

    @staticmethod
    def _paint_arrow(p: QPainter, big: QRectF, t: float) -> None:
        arrow = big.width() * 0.45
        disc = QRectF(big.center().x() - arrow / 2, big.center().y() - arrow / 2 + arrow * t, arrow, arrow)
        p.setPen(QPen(_COLOURS.white, 2))
        p.setBrush(_COLOURS.lost_value)
        p.drawEllipse(disc)
        font = QFont(p.font())
        font.setPixelSize(max(8, round(arrow * 0.7)))
        font.setBold(True)
        p.setFont(font)
        p.drawText(disc, Qt.AlignCenter, "\u2193")

    def _band(self, words: str) -> Band:
        """Where the band and its lines go, measured once per words, size and font."""
        key = (words, self.width(), self.height(), self.font().key())
        band = self._measured.get(key)
        if band is None:  # laying the words out in lines costs more than drawing them
            if len(self._measured) >= 32:  # they hold their pictures
                self._measured.clear()
            band = self._measured[key] = self._measure(words)
        return band

    def _measure(self, words: str) -> Band:
        font = QFont(self.font())
        font.setPixelSize(max(14, self.height() // 36))
        font.setBold(True)
        small = QFont(font)
        small.setPixelSize(max(11, self.height() // 54))
        small.setBold(False)
        width = self.width() * 0.8
        told = QFontMetrics(font).boundingRect(QRect(0, 0, round(width) - 24, self.height()),
                                               _WRAPPED, words)
        hint = QFontMetrics(small).height()
        band = QRectF((self.width() - width) / 2, 0, width, told.height() + hint + 18)
        band.moveBottom(self.height() * 0.97)
        return Band(band, QRectF(band.left() + 12, band.top() + 6, width - 24, told.height()),
                    QRectF(band.left(), band.bottom() - hint - 6, width, hint), font, small,
                    band.toAlignedRect().adjusted(-3, -3, 3, 3), {})

    def _paint_band(self, p: QPainter, band: Band, words: str) -> None:
        """The band's field, its words and its hint, each a picture copied: the field is the same at
        every flight, the hint too, and the words come back (who drew or discarded from which deck: two
        flights in three), while laying them out in lines costs several times copying them. The letters
        are drawn over nothing: copied over the field, they are what drawing them there makes."""
        ratio, hint = self.devicePixelRatioF(), self.tr("Click or press Esc to skip")
        pictures = band.pictures.get((ratio, hint))
        if pictures is None:
            pictures = band.pictures[ratio, hint] = (
                _picture(("band",), band.rect, band.rect, ratio, _paint_field),
                _letters("words", words, band.words, _WRAPPED, band.font, _COLOURS.moving_words, ratio),
                _letters("hint", hint, band.hint, Qt.AlignCenter, band.small, _COLOURS.moving_hint, ratio))
        for at, picture in pictures:
            p.drawPixmap(at, picture)
