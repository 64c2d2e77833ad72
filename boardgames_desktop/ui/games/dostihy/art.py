"""What the project draws for Dostihy a sázky: horse cards, the two dice, a coin, the chance card,
the turf, and the start screen's picture.

Every face is painted once per size into a cached pixmap (`horse_pixmap`, `die_pixmap`, ...) and
then only copied, so the table repaints cheaply. A horse card shows its rosettes large enough to be
counted from across the room; a pawned horse lies face down, greyed, with its name still readable.
"""

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor, QFont, QFontMetricsF, QGuiApplication, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF,
)

from ....rules.dostihy.data import HORSE_BY_ID
from ... import theme
from ...widgets.players import BadgeLook
from ...widgets import cards
from . import palette
from .horses import horse_name

CARD_RATIO = 1.4  # height / width of a horse card
_COLOURS = palette.PALETTE
_GROUP_COLOURS = {0: (_COLOURS.group_brown, _COLOURS.group_brown_paper), 1: (_COLOURS.blue, _COLOURS.group_blue_paper),
                  2: (_COLOURS.group_gold, _COLOURS.group_gold_paper)}


def _dpr(dpr: float | None) -> float:
    if dpr is not None:
        return dpr
    app = QGuiApplication.instance()
    return app.devicePixelRatio() if app is not None else 1.0


def _pixmap(key: tuple, size: QSize, dpr: float | None, paint) -> QPixmap:
    return cards.cached_pixmap(("dostihy", *key), size, _dpr(dpr), paint)


BADGE = BadgeLook(symbol=0.5)  # the players' discs: ringed in white on the stables and the track


def paint_rosette(p: QPainter, centre: QPointF, radius: float, colour: QColor = _COLOURS.rosette_red) -> None:
    """A ribbon rosette: two tails, a pleated ring and a gold heart."""
    p.save()
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(colour).darker(120))
    for dx in (-0.45, 0.45):
        tail = QPolygonF([centre + QPointF(dx * radius * 0.4, 0), centre + QPointF(dx * radius * 1.2, radius * 1.7),
                          centre + QPointF(dx * radius * 0.55, radius * 1.45),
                          centre + QPointF(0, radius * 1.8)])
        p.drawPolygon(tail)
    petals = QPainterPath()
    for i in range(16):
        angle = math.pi * 2 * i / 16
        r = radius if i % 2 == 0 else radius * 0.82
        point = centre + QPointF(math.cos(angle) * r, math.sin(angle) * r)
        petals.lineTo(point) if i else petals.moveTo(point)
    petals.closeSubpath()
    p.setBrush(QColor(colour))
    p.drawPath(petals)
    p.setBrush(_COLOURS.rosette_heart)
    p.drawEllipse(centre, radius * 0.42, radius * 0.42)
    p.restore()


def paint_horse_head(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A horse's head in profile, facing left, filling `rect`."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()

    def at(fx, fy):
        return QPointF(x + fx * w, y + fy * h)

    head = QPainterPath(at(0.62, 0.02))
    head.lineTo(at(0.70, 0.18))
    head.cubicTo(at(0.92, 0.30), at(1.0, 0.70), at(0.92, 1.0))
    head.lineTo(at(0.40, 1.0))
    head.cubicTo(at(0.48, 0.80), at(0.46, 0.68), at(0.36, 0.60))
    head.cubicTo(at(0.22, 0.66), at(0.04, 0.62), at(0.02, 0.50))
    head.cubicTo(at(0.0, 0.40), at(0.20, 0.26), at(0.40, 0.16))
    head.lineTo(at(0.50, 0.0))
    head.closeSubpath()
    p.save()
    p.setPen(QPen(colour.darker(160), max(1.0, w * 0.03)))
    p.setBrush(colour)
    p.drawPath(head)
    mane = QPainterPath(at(0.70, 0.18))
    mane.cubicTo(at(0.95, 0.30), at(1.02, 0.70), at(0.92, 1.0))
    mane.lineTo(at(0.80, 1.0))
    mane.cubicTo(at(0.86, 0.66), at(0.80, 0.36), at(0.64, 0.22))
    mane.closeSubpath()
    p.setBrush(colour.darker(170))
    p.drawPath(mane)
    p.setPen(Qt.NoPen)
    p.setBrush(_COLOURS.horse_eye)
    p.drawEllipse(at(0.42, 0.34), w * 0.04, w * 0.04)
    p.drawEllipse(at(0.10, 0.52), w * 0.025, w * 0.025)
    p.restore()


def paint_horse_card(p: QPainter, rect: QRectF, horse: int, pawned: bool) -> None:
    """A horse card: its group's colour, the head, the name and its rosettes big at the bottom."""
    found = HORSE_BY_ID[horse]
    edge, paper = _GROUP_COLOURS[found.rosettes]
    w = rect.width()
    card = rect.adjusted(1, 1, -1, -1)
    radius = w * 0.09
    p.save()
    if pawned:
        back = QLinearGradient(card.topLeft(), card.bottomRight())
        back.setColorAt(0, _COLOURS.pawned_light)
        back.setColorAt(1, _COLOURS.pawned_dark)
        p.setPen(QPen(_COLOURS.pawned_edge, max(1.0, w * 0.03)))
        p.setBrush(back)
        p.drawRoundedRect(card, radius, radius)
        p.setPen(QPen(QColor(255, 255, 255, 50), max(1.0, w * 0.04)))
        step = w * 0.16
        i = -card.height()
        while i < card.width():
            p.drawLine(QPointF(card.left() + i, card.bottom()), QPointF(card.left() + i + card.height(), card.top()))
            i += step
        paint_horse_head(p, QRectF(card.left() + w * 0.25, card.top() + w * 0.18, w * 0.5, w * 0.55),
                         QColor(200, 205, 200, 150))
        p.setPen(_COLOURS.pawned_name)
        name = QRectF(card.left() + 2, card.top() + card.height() * 0.62, card.width() - 4, card.height() * 0.3)
        _paint_name(p, name, horse_name(horse), w * 0.15)
        p.restore()
        return
    p.setPen(QPen(QColor(edge), max(1.5, w * 0.05)))
    p.setBrush(QColor(paper))
    p.drawRoundedRect(card, radius, radius)
    paint_horse_head(p, QRectF(card.left() + w * 0.22, card.top() + w * 0.1, w * 0.56, w * 0.6),
                     _COLOURS.horse_chestnut if horse % 3 else _COLOURS.horse_dark_bay if horse % 2 else _COLOURS.horse_grey)
    p.setPen(_COLOURS.ink)
    name = QRectF(card.left() + 2, card.top() + card.height() * 0.5, card.width() - 4, card.height() * 0.2)
    _paint_name(p, name, horse_name(horse), w * 0.14)
    count = found.rosettes
    if count:
        r = w * 0.15
        cy = card.top() + card.height() * 0.78
        xs = [card.center().x()] if count == 1 else [card.center().x() - r * 1.2, card.center().x() + r * 1.2]
        for cx in xs:
            paint_rosette(p, QPointF(cx, cy), r, _COLOURS.rosette_red if count == 1 else _COLOURS.blue)
    p.restore()


def _paint_name(p: QPainter, rect: QRectF, name: str, pixels: float) -> None:
    """A horse's name on one line across `rect`: `pixels` high, smaller if it is too long for the card."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(pixels)))
    wide = QFontMetricsF(font).horizontalAdvance(name)
    if wide > rect.width():
        font.setPixelSize(max(6, int(pixels * rect.width() / wide)))
    p.setFont(font)
    p.drawText(rect, Qt.AlignCenter, QFontMetricsF(font).elidedText(name, Qt.ElideRight, rect.width()))


def horse_pixmap(horse: int, pawned: bool, width: int, dpr: float | None = None) -> QPixmap:
    size = QSize(width, round(width * CARD_RATIO))
    return _pixmap(("horse", horse, pawned, horse_name(horse)), size, dpr, lambda p, r: paint_horse_card(p, r, horse, pawned))


def paint_stable_card(p: QPainter, rect: QRectF, colour: str) -> None:
    """The stable card: a barn in the player's colour; it runs one race per turn without rosettes."""
    w = rect.width()
    card = rect.adjusted(1, 1, -1, -1)
    p.save()
    p.setPen(QPen(_COLOURS.stable_edge, max(1.5, w * 0.05)))
    p.setBrush(_COLOURS.stable_paper)
    p.drawRoundedRect(card, w * 0.09, w * 0.09)
    barn = QPolygonF([QPointF(card.left() + w * 0.15, card.top() + card.height() * 0.42),
                      QPointF(card.center().x(), card.top() + card.height() * 0.16),
                      QPointF(card.right() - w * 0.15, card.top() + card.height() * 0.42),
                      QPointF(card.right() - w * 0.15, card.top() + card.height() * 0.78),
                      QPointF(card.left() + w * 0.15, card.top() + card.height() * 0.78)])
    p.setBrush(QColor(colour))
    p.drawPolygon(barn)
    door = QRectF(card.center().x() - w * 0.14, card.top() + card.height() * 0.52, w * 0.28, card.height() * 0.26)
    p.setBrush(_COLOURS.stable_door)
    p.drawRect(door)
    p.drawLine(door.topLeft(), door.bottomRight())
    p.drawLine(door.topRight(), door.bottomLeft())
    p.restore()


def stable_pixmap(colour: str, width: int, dpr: float | None = None) -> QPixmap:
    size = QSize(width, round(width * CARD_RATIO))
    return _pixmap(("stable", colour), size, dpr, lambda p, r: paint_stable_card(p, r, colour))


def paint_coin(p: QPainter, rect: QRectF) -> None:
    """A gold coin: the small glyph beside every sum of money."""
    p.save()
    d = min(rect.width(), rect.height()) - 2
    circle = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
    p.setPen(QPen(_COLOURS.coin_edge, max(1.0, d * 0.08)))
    p.setBrush(_COLOURS.coin)
    p.drawEllipse(circle)
    p.setPen(QPen(_COLOURS.coin_ring, max(1.0, d * 0.07)))
    p.drawEllipse(circle.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2))
    p.restore()


def coin_pixmap(size: int, dpr: float | None = None) -> QPixmap:
    return _pixmap(("coin",), QSize(size, size), dpr, paint_coin)


def _paint_symbol(p: QPainter, rect: QRectF, symbol: str) -> None:
    c = rect.center()
    s = rect.width()
    if symbol == "horse":
        paint_horse_head(p, rect.adjusted(s * 0.12, s * 0.1, -s * 0.12, -s * 0.1), _COLOURS.symbol_horse)
    elif symbol == "money":
        paint_coin(p, rect.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14))
    elif symbol == "question":
        font = QFont()
        font.setPixelSize(int(s * 0.7))
        font.setBold(True)
        p.setFont(font)
        p.setPen(_COLOURS.blue)
        p.drawText(rect, Qt.AlignCenter, "?")
    elif symbol == "star":
        points = []
        for i in range(10):
            r = s * (0.38 if i % 2 == 0 else 0.16)
            angle = -math.pi / 2 + math.pi * i / 5
            points.append(c + QPointF(math.cos(angle) * r, math.sin(angle) * r))
        p.setPen(QPen(_COLOURS.star_edge, max(1.0, s * 0.03)))
        p.setBrush(_COLOURS.star)
        p.drawPolygon(QPolygonF(points))


def paint_die(p: QPainter, rect: QRectF, face) -> None:
    """A die: the symbol die shows a symbol, the points die 1..6 pips; None is a blank die."""
    s = rect.width()
    body = rect.adjusted(2, 2, -2, -2)
    p.save()
    p.setPen(QPen(_COLOURS.die_edge, max(1.0, s * 0.03)))
    p.setBrush(_COLOURS.die)
    p.drawRoundedRect(body, s * 0.18, s * 0.18)
    if isinstance(face, int):
        spots = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
                 4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
                 5: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
                 6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)]}
        p.setPen(Qt.NoPen)
        p.setBrush(_COLOURS.die_pip)
        for fx, fy in spots.get(face, []):
            p.drawEllipse(QPointF(body.left() + fx * body.width(), body.top() + fy * body.height()),
                          s * 0.075, s * 0.075)
    elif face:
        _paint_symbol(p, body, face)
    p.restore()


def die_pixmap(face, size: int, dpr: float | None = None) -> QPixmap:
    return _pixmap(("die", face), QSize(size, size), dpr, lambda p, r: paint_die(p, r, face))


def paint_chance_card(p: QPainter, rect: QRectF, colour: str) -> None:
    """The chance card's frame: green for good news, red for bad, a big question mark behind."""
    w = rect.width()
    edge = _COLOURS.card_green if colour == "green" else _COLOURS.card_red
    p.save()
    p.setPen(QPen(edge, max(2.0, w * 0.03)))
    p.setBrush(_COLOURS.chance_paper)
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), w * 0.06, w * 0.06)
    p.setPen(Qt.NoPen)
    p.setBrush(edge)
    p.drawRoundedRect(QRectF(rect.left() + 2, rect.top() + 2, rect.width() - 4, rect.height() * 0.2), w * 0.06, w * 0.06)
    font = QFont()
    font.setPixelSize(int(rect.height() * 0.5))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(edge.red(), edge.green(), edge.blue(), 28))
    p.drawText(rect.adjusted(0, rect.height() * 0.15, 0, 0), Qt.AlignCenter, "?")
    p.restore()


def paint_turf(p: QPainter, rect: QRectF) -> None:
    """The racecourse: mown stripes of turf and a white rail along the top and the bottom."""
    cards.shade_down(p, rect, _COLOURS.turf_top, _COLOURS.turf_bottom)
    stripe = max(40.0, rect.width() / 14)
    x = 0.0
    while x < rect.width():
        p.fillRect(QRectF(x, 0, stripe / 2, rect.height()), QColor(255, 255, 255, 12))
        x += stripe
    for y in (6.0, rect.height() - 8.0):
        p.setPen(QPen(_COLOURS.rail, 3))
        p.drawLine(QPointF(0, y), QPointF(rect.width(), y))
        p.setPen(QPen(_COLOURS.rail, 2))
        post = 0.0
        while post < rect.width():
            p.drawLine(QPointF(post, y), QPointF(post, y + (5 if y < 10 else -5)))
            post += 48


def picture(width: int, dpr: float | None = None) -> QPixmap:
    """The start screen's picture of Dostihy a sázky: three horse cards fanned, the symbol die before them."""
    fan = ((-14, -0.22, (3, False)), (14, 0.22, (12, False)), (0, 0.0, (19, False)))
    return cards.fanned_picture(width, _dpr(dpr), 0.34, CARD_RATIO, 0.48, fan, paint_horse_card, _card_shadow,
                                _die_before)


def _card_shadow(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(0, 0, 0, 50))
    p.drawRoundedRect(rect.translated(3, 4), rect.width() * 0.09, rect.width() * 0.09)
    p.restore()


def _die_before(p: QPainter, rect: QRectF) -> None:
    die = rect.width() * 0.2
    paint_die(p, QRectF(rect.width() * 0.62, rect.height() - die - 2, die, die), "star")
