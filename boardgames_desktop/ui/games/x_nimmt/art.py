"""The cards of X bere!, drawn by the project with QPainter: numbers with cow heads, row cards, backs.

A number card shows its number big and its cow heads as little cow faces; its colour follows the
heads (1 plain, 2 blue, 3 yellow, 5 orange, 7 red), so a dangerous card is seen across the room.
Every face is drawn in logical coordinates into a rectangle, so the same code paints list items,
pixmaps, tiny cards in a table cell and the cards that fly during the placing.
"""

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen,
    QPixmap, QRadialGradient,
)

from ... import theme
from ....rules.x_nimmt.data import HEADS
from ...widgets.players import BadgeLook
from ...widgets import cards
from . import palette

_COLOURS = palette.PALETTE

CARD_RATIO = 1.4  # height / width, like a playing card
KindRole = int(Qt.UserRole) + 1  # "number", "row", "x", "back" or "empty"
ValueRole = int(Qt.UserRole) + 2  # the card's number, or the row card's size
SeatRole = int(Qt.UserRole) + 3  # whose card it is, where that matters
CardsRole = int(Qt.UserRole) + 4  # a list of card numbers (an X row in the players table)

INK = _COLOURS.ink

# (face, border, number) colours by cow heads: calm for one head, loud for seven
HEAD_COLOURS = {
    int(heads): (face, _COLOURS.group("head_borders")[heads], _COLOURS.group("head_numbers")[heads])
    for heads, face in _COLOURS.group("head_faces").items()
}


def card_size(width: int) -> QSize:
    return QSize(width, round(width * CARD_RATIO))


def heads(card: int) -> int:
    return HEADS[card]


def head_colours(card: int) -> tuple[QColor, QColor, QColor]:
    face, border, number = HEAD_COLOURS[HEADS[card]]
    return QColor(face), QColor(border), QColor(number)


# -- the frame every card shares -------------------------------------------------------------


RADIUS_SHARE = 0.09


def _radius(rect: QRectF) -> float:
    return rect.width() * RADIUS_SHARE


def paint_shadow(p: QPainter, rect: QRectF, lift: float = 1.0) -> None:
    """A soft shadow below and right of a card lying on the table (cached, see widgets.cards)."""
    cards.paint_shadow(p, rect, lift, RADIUS_SHARE, alpha=24, min_spread=1.5)


def _face(p: QPainter, rect: QRectF, fill, border: QColor) -> QPainterPath:
    return cards.paint_face(p, rect, fill, border, _radius(rect), 0.02)


def fitted_font(text: str, width: float, height: float, bold: bool = True) -> QFont:
    """The biggest font, up to `height` pixels, in which `text` is at most `width` wide."""
    font = QFont()
    font.setBold(bold)
    size = max(4.0, height)
    font.setPixelSize(round(size))
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width:
        font.setPixelSize(max(4, math.floor(size * width / advance)))
    return font


# -- cows --------------------------------------------------------------------------------------


def paint_cow(p: QPainter, centre: QPointF, size: float, outline: QColor = INK) -> None:
    """A friendly cow face about `size` wide: horns, ears, a spot, eyes and a pink muzzle."""
    p.save()
    x, y, s = centre.x(), centre.y(), size
    line = max(0.6, s * 0.07)
    p.setPen(QPen(outline, line))
    if s >= 9:
        p.setBrush(_COLOURS.horns)  # horns
        for side in (-1, 1):
            horn = QPainterPath()
            horn.moveTo(x + side * s * 0.18, y - s * 0.36)
            horn.quadTo(x + side * s * 0.42, y - s * 0.46, x + side * s * 0.4, y - s * 0.66)
            horn.quadTo(x + side * s * 0.3, y - s * 0.48, x + side * s * 0.08, y - s * 0.4)
            horn.closeSubpath()
            p.drawPath(horn)
        p.setBrush(_COLOURS.ears)  # ears
        for side in (-1, 1):
            p.drawEllipse(QPointF(x + side * s * 0.45, y - s * 0.2), s * 0.17, s * 0.1)
    p.setBrush(_COLOURS.white)
    p.drawEllipse(QPointF(x, y - s * 0.06), s * 0.32, s * 0.4)
    if s >= 9:
        p.setPen(Qt.NoPen)
        p.setBrush(_COLOURS.spot)  # a spot over one eye
        p.drawEllipse(QPointF(x - s * 0.13, y - s * 0.24), s * 0.13, s * 0.11)
        p.setBrush(outline)
        for side in (-1, 1):
            p.drawEllipse(QPointF(x + side * s * 0.13, y - s * 0.12), s * 0.045, s * 0.055)
        p.setPen(QPen(outline, line))
    p.setBrush(_COLOURS.muzzle)
    p.drawEllipse(QPointF(x, y + s * 0.2), s * 0.28, s * 0.17)
    if s >= 9:
        p.setPen(Qt.NoPen)
        p.setBrush(_COLOURS.nostrils)
        for side in (-1, 1):
            p.drawEllipse(QPointF(x + side * s * 0.1, y + s * 0.2), s * 0.04, s * 0.05)
    p.restore()


def _cow_layout(count: int) -> list[int]:
    """How many cows stand in each line: 1, 2, 3 in one line; 5 as 3 + 2; 7 as 4 + 3."""
    return {1: [1], 2: [2], 3: [3], 5: [3, 2], 7: [4, 3]}.get(count, [count])


def paint_cows(p: QPainter, area: QRectF, count: int, outline: QColor = INK) -> None:
    lines = _cow_layout(count)
    widest = max(lines)
    size = min(area.width() / (widest * 0.92), area.height() / (len(lines) * 0.95))
    size = min(size, area.width() * 0.42)
    top = area.center().y() - size * 0.95 * len(lines) / 2
    for i, n in enumerate(lines):
        y = top + size * 0.95 * (i + 0.56)
        for j in range(n):
            x = area.center().x() + (j - (n - 1) / 2) * size * 0.92
            paint_cow(p, QPointF(x, y), size, outline)


# -- number cards, row cards, the X card, backs --------------------------------------------------


def paint_number(p: QPainter, rect: QRectF, card: int) -> None:
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    face, border, number = head_colours(card)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, face.lighter(108))
    grad.setColorAt(1, face)
    path = _face(p, rect, QBrush(grad), border)
    p.setClipPath(path)
    w, h = rect.width(), rect.height()
    text = str(card)
    if w < 34:  # a tiny card in a table cell: colour and number are all there is room for
        p.setPen(number)
        p.setFont(fitted_font("100", w * 0.86, h * 0.5))
        p.drawText(rect, Qt.AlignCenter, text)
        p.restore()
        return
    cows = QRectF(rect.left() + w * 0.1, rect.top() + h * 0.06, w * 0.8, h * 0.3)
    paint_cows(p, cows, HEADS[card])
    band = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.42, w * 0.84, h * 0.46)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 70))
    p.drawRoundedRect(band, w * 0.08, w * 0.08)
    p.setFont(fitted_font("100", band.width() * 0.92, band.height() * 0.78))
    if HEADS[card] == 7:  # white on red needs a dark rim to read from afar
        p.setPen(QColor(60, 0, 0, 150))
        p.drawText(band.translated(w * 0.02, w * 0.02), Qt.AlignCenter, text)
    p.setPen(number)
    p.drawText(band, Qt.AlignCenter, text)
    p.restore()


ROW_CARD = _COLOURS.row_card
X_CARD = _COLOURS.x_card
BACK = _COLOURS.back


def paint_row_card(p: QPainter, rect: QRectF, size: int) -> None:
    """The row card "3", "4" or "5": its number, and size little cards, the last one red: it takes."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, ROW_CARD.lighter(125))
    grad.setColorAt(1, ROW_CARD)
    path = _face(p, rect, QBrush(grad), ROW_CARD.darker(160))
    p.setClipPath(path)
    w, h = rect.width(), rect.height()
    p.setPen(_COLOURS.cream)
    p.setFont(fitted_font("5", w * 0.8, h * 0.52))
    p.drawText(QRectF(rect.left(), rect.top() + h * 0.06, w, h * 0.58), Qt.AlignCenter, str(size))
    if w >= 30:
        slot = w * 0.8 / (size * 1.12)
        sh = slot * 1.35
        y = rect.top() + h * 0.74
        for i in range(size):
            x = rect.left() + w * 0.1 + i * slot * 1.12
            last = i == size - 1
            p.setPen(QPen(_COLOURS.cream, max(0.6, w * 0.015)))
            p.setBrush(_COLOURS.last_red if last else QColor(255, 244, 214, 90))
            p.drawRoundedRect(QRectF(x, y, slot, sh), slot * 0.15, slot * 0.15)
    p.restore()


def paint_x_card(p: QPainter, rect: QRectF) -> None:
    """Each player's "X" card, at the head of their own X row."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, X_CARD.lighter(130))
    grad.setColorAt(1, X_CARD)
    path = _face(p, rect, QBrush(grad), X_CARD.darker(160))
    p.setClipPath(path)
    w, h = rect.width(), rect.height()
    p.setPen(_COLOURS.x_letter)
    p.setFont(fitted_font("X", w * 0.8, h * 0.5))
    p.drawText(QRectF(rect.left(), rect.top() + h * 0.05, w, h * 0.6), Qt.AlignCenter, "X")
    if w >= 30:
        paint_cow(p, QPointF(rect.center().x(), rect.top() + h * 0.78), w * 0.38, X_CARD.darker(200))
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    """A face-down number card: warm red-brown with a cow in a ring."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    grad = QRadialGradient(rect.center(), rect.width() * 0.85)
    grad.setColorAt(0, BACK.lighter(130))
    grad.setColorAt(1, BACK)
    path = _face(p, rect, QBrush(grad), BACK.darker(160))
    p.setClipPath(path)
    w = rect.width()
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    p.setPen(QPen(QColor(255, 240, 210, 110), max(0.6, w * 0.015)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(inner, w * 0.06, w * 0.06)
    p.setPen(QPen(QColor(255, 240, 210, 30), max(0.5, w * 0.012)))
    step = w * 0.14
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    ring = w * 0.3
    p.setPen(QPen(_COLOURS.back_ring, max(1.0, w * 0.025)))
    p.setBrush(BACK.darker(115))
    p.drawEllipse(rect.center(), ring, ring)
    if w >= 24:
        paint_cow(p, rect.center() + QPointF(0, w * 0.04), ring * 1.45)
    p.restore()


def paint_slot(p: QPainter, rect: QRectF, danger: bool = False) -> None:
    """An empty place for a card: dashed; the place that takes the row is red."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    colour = QColor(230, 70, 50, 200) if danger else QColor(255, 250, 235, 110)
    p.setPen(QPen(colour, max(1.0, rect.width() * 0.03), Qt.DashLine))
    p.setBrush(QColor(200, 40, 30, 45) if danger else QColor(0, 0, 0, 25))
    p.drawRoundedRect(rect, _radius(rect), _radius(rect))
    if danger and rect.width() >= 30:
        paint_cow(p, rect.center(), rect.width() * 0.5, QColor(120, 20, 10))
    p.restore()


def paint_card(p: QPainter, rect: QRectF, kind: str, value=None) -> None:
    if kind == "number":
        paint_number(p, rect, value)
    elif kind == "row":
        paint_row_card(p, rect, value)
    elif kind == "x":
        paint_x_card(p, rect)
    elif kind == "back":
        paint_back(p, rect)
    else:
        paint_slot(p, rect, danger=bool(value))


# -- players -----------------------------------------------------------------------------------


BADGE = BadgeLook(ring=_COLOURS.badge_ring.name())  # the players' discs: ringed in the cards' cream


# -- pixmaps -----------------------------------------------------------------------------------


def _pixmap(key: tuple, size: QSize, dpr: float | None, paint, shadow: bool) -> QPixmap:
    return cards.cached_pixmap(("x_nimmt", *key), size, dpr, paint, paint_shadow if shadow else None)


def card_pixmap(kind: str, value, size: QSize, dpr: float | None = None, shadow: bool = False) -> QPixmap:
    return _pixmap(("card", kind, value), size, dpr, lambda p, r: paint_card(p, r, kind, value), shadow)


def draw_card(p: QPainter, rect: QRectF, kind: str, value=None) -> None:
    """Paint a card from the pixmap cache: the same picture as paint_card, drawn once per size."""
    size = QSize(round(rect.width()), round(rect.height()))
    if size.width() < 4 or size.height() < 4:
        return
    # The whole pixmap as the source: a source rectangle counts device pixels, not logical ones.
    cards.draw_pixmap(p, QRectF(rect.topLeft(), size.toSizeF()), card_pixmap(kind, value, size, cards.device_ratio(p)))


def cow_pixmap(size: QSize, dpr: float | None = None) -> QPixmap:
    return _pixmap(("cow",), size, dpr, lambda p, r: paint_cow(p, r.center() + QPointF(0, r.height() * 0.08),
                                                               min(r.width(), r.height())), False)


def paint_wood(p: QPainter, rect: QRectF) -> None:
    """A wooden table: warm planks with a soft light in the middle."""
    cards.shade_down(p, rect, _COLOURS.wood_top, _COLOURS.wood_bottom)
    plank = max(60.0, rect.height() / 9)
    y = plank
    p.setPen(QPen(QColor(60, 34, 16, 70), 2))
    while y < rect.height():
        p.drawLine(QPointF(0, y), QPointF(rect.width(), y))
        y += plank
    p.setPen(QPen(QColor(255, 230, 190, 16), 1))
    for i in range(0, int(rect.height()), 7):
        p.drawLine(QPointF(0, i + 0.5), QPointF(rect.width(), i + 3.5))
    light = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    light.setColorAt(0.0, QColor(255, 220, 160, 40))
    light.setColorAt(1.0, QColor(0, 0, 0, 60))
    p.fillRect(rect, light)


def picture(width: int, dpr: float | None = None) -> QPixmap:
    """The start screen's picture of X bere!: a row card and the 100 fanned, the 55 on top between them."""
    fan = ((-15, -0.22, ("row", 5)), (13, 0.22, ("number", 100)), (0, 0.0, ("number", 55)))
    return cards.fanned_picture(width, dpr, 0.36, CARD_RATIO, 0.54, fan, paint_card, paint_shadow)


class CardDelegate(cards.CardDelegate):
    """Paints an item with KindRole/ValueRole as a card; the selected card is lifted and glows.
    Only a card that can be chosen rises under the mouse and shows the keyboard focus."""

    kind_role, value_role = KindRole, ValueRole
    radius_share = RADIUS_SHARE
    glow_alpha = 160
    shadow_alpha, shadow_min_spread = 24, 1.5
    lift_only_selectable = focus_only_selectable = True
    draw_card = staticmethod(draw_card)

    def __init__(self, card_width: int = 80, parent=None, padding: tuple[int, int, int] = (6, 14, 8)):
        super().__init__(card_width, parent, padding)
