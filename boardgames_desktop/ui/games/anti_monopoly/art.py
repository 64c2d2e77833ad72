"""What the project draws for Anti-Monopoly: the cities' colours, the pictures of the companies,
works and corners on the board, the felt, and the start screen's picture. All painted with QPainter
in the rectangle given, so the board scales them with itself.
"""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, \
    QPolygonF

from ... import theme
from ...widgets.board_items import paint_token, space_rects
from . import palette

_COLOURS = palette.PALETTE

CITY_COLOURS = _COLOURS.group("cities")  # the cities' bands, in the order of the board
_INK = _COLOURS.ink
_RED = _COLOURS.red
_BLUE = _COLOURS.blue


def _pen(rect: QRectF, colour=_INK, share: float = 0.07) -> QPen:
    pen = QPen(QColor(colour), rect.width() * share)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    return pen


def _at(rect: QRectF, x: float, y: float) -> QPointF:
    return QPointF(rect.left() + rect.width() * x, rect.top() + rect.height() * y)


def _poly(rect: QRectF, points) -> QPolygonF:
    return QPolygonF([_at(rect, x, y) for x, y in points])


def _plane(p: QPainter, r: QRectF) -> None:
    p.setPen(Qt.NoPen)
    p.setBrush(_BLUE)
    p.drawPolygon(_poly(r, [(0.1, 0.5), (0.45, 0.42), (0.62, 0.1), (0.72, 0.1), (0.64, 0.42), (0.9, 0.44),
                            (0.95, 0.5), (0.9, 0.56), (0.64, 0.58), (0.72, 0.9), (0.62, 0.9), (0.45, 0.58)]))


def _vehicle(p: QPainter, r: QRectF, colour: QColor, wheels: int, pole: bool) -> None:
    body = QRectF(_at(r, 0.1, 0.3), _at(r, 0.9, 0.75))
    p.setPen(_pen(r, _INK, 0.04))
    p.setBrush(colour)
    p.drawRoundedRect(body, r.width() * 0.08, r.width() * 0.08)
    p.setBrush(_COLOURS.vehicle_window)
    for left in (0.18, 0.42, 0.66):
        p.drawRect(QRectF(_at(r, left, 0.38), _at(r, left + 0.16, 0.54)))
    p.setBrush(_INK)
    for i in range(wheels):
        x = 0.25 + 0.5 * i / max(1, wheels - 1)
        p.drawEllipse(_at(r, x, 0.8), r.width() * 0.07, r.width() * 0.07)
    if pole:
        p.setPen(_pen(r, _INK, 0.04))
        p.drawLine(_at(r, 0.5, 0.3), _at(r, 0.35, 0.08))
        p.drawLine(_at(r, 0.2, 0.08), _at(r, 0.8, 0.08))


def _train(p: QPainter, r: QRectF) -> None:
    p.setPen(_pen(r, _INK, 0.04))
    p.setBrush(_COLOURS.train)
    p.drawRect(QRectF(_at(r, 0.12, 0.38), _at(r, 0.62, 0.72)))
    p.setBrush(_RED)
    p.drawRect(QRectF(_at(r, 0.55, 0.22), _at(r, 0.88, 0.72)))
    p.drawRect(QRectF(_at(r, 0.18, 0.2), _at(r, 0.3, 0.38)))
    p.setBrush(_INK)
    for x in (0.25, 0.48, 0.75):
        p.drawEllipse(_at(r, x, 0.8), r.width() * 0.09, r.width() * 0.09)


def _bolt(p: QPainter, r: QRectF) -> None:
    p.setPen(_pen(r, _INK, 0.03))
    p.setBrush(_COLOURS.yellow)
    p.drawPolygon(_poly(r, [(0.58, 0.05), (0.22, 0.55), (0.47, 0.55), (0.38, 0.95), (0.78, 0.4), (0.52, 0.4),
                            (0.66, 0.05)]))


def _flame(p: QPainter, r: QRectF) -> None:
    path = QPainterPath(_at(r, 0.5, 0.05))
    path.cubicTo(_at(r, 0.95, 0.45), _at(r, 0.85, 0.95), _at(r, 0.5, 0.95))
    path.cubicTo(_at(r, 0.15, 0.95), _at(r, 0.05, 0.5), _at(r, 0.5, 0.05))
    p.setPen(Qt.NoPen)
    p.setBrush(_COLOURS.gas_flame)
    p.drawPath(path)
    inner = QPainterPath(_at(r, 0.5, 0.45))
    inner.cubicTo(_at(r, 0.75, 0.65), _at(r, 0.7, 0.9), _at(r, 0.5, 0.9))
    inner.cubicTo(_at(r, 0.3, 0.9), _at(r, 0.25, 0.65), _at(r, 0.5, 0.45))
    p.setBrush(_COLOURS.gas_flame_core)
    p.drawPath(inner)


def _arrow(p: QPainter, r: QRectF) -> None:
    p.setPen(Qt.NoPen)
    p.setBrush(_RED)
    p.drawPolygon(_poly(r, [(0.05, 0.5), (0.4, 0.15), (0.4, 0.35), (0.95, 0.35), (0.95, 0.65), (0.4, 0.65),
                            (0.4, 0.85)]))


def _bars(p: QPainter, r: QRectF) -> None:
    p.setPen(_pen(r, _INK, 0.04))
    p.setBrush(_COLOURS.prison_bars)
    p.drawRect(QRectF(_at(r, 0.12, 0.12), _at(r, 0.88, 0.88)))
    p.setPen(_pen(r, _INK, 0.07))
    for x in (0.3, 0.5, 0.7):
        p.drawLine(_at(r, x, 0.12), _at(r, x, 0.88))


def _police(p: QPainter, r: QRectF) -> None:
    """A policeman's cap, pointing the way to prison."""
    p.setPen(_pen(r, _INK, 0.03))
    p.setBrush(_COLOURS.police_cap)
    p.drawPolygon(_poly(r, [(0.1, 0.55), (0.25, 0.2), (0.75, 0.2), (0.9, 0.55)]))
    p.setBrush(_COLOURS.cap_peak)
    p.drawRect(QRectF(_at(r, 0.15, 0.55), _at(r, 0.85, 0.68)))
    p.setBrush(_COLOURS.yellow)
    p.drawEllipse(_at(r, 0.5, 0.38), r.width() * 0.08, r.width() * 0.08)
    p.setBrush(_INK)
    p.drawPolygon(_poly(r, [(0.2, 0.68), (0.8, 0.68), (0.65, 0.82), (0.35, 0.82)]))


def _scales(p: QPainter, r: QRectF) -> None:
    p.setPen(_pen(r, _INK, 0.05))
    p.drawLine(_at(r, 0.5, 0.12), _at(r, 0.5, 0.88))
    p.drawLine(_at(r, 0.3, 0.88), _at(r, 0.7, 0.88))
    p.drawLine(_at(r, 0.12, 0.25), _at(r, 0.88, 0.25))
    p.setBrush(_COLOURS.scales)
    for x in (0.2, 0.8):
        p.drawChord(QRectF(_at(r, x - 0.16, 0.35), _at(r, x + 0.16, 0.65)), 180 * 16, 180 * 16)
        p.drawLine(_at(r, x, 0.25), _at(r, x - 0.14, 0.5))
        p.drawLine(_at(r, x, 0.25), _at(r, x + 0.14, 0.5))


def _question(p: QPainter, r: QRectF) -> None:
    card = QRectF(_at(r, 0.22, 0.08), _at(r, 0.78, 0.92))
    p.setPen(_pen(r, _INK, 0.03))
    p.setBrush(_COLOURS.question_card)
    p.drawRoundedRect(card, r.width() * 0.06, r.width() * 0.06)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(4, round(card.height() * 0.7)))
    p.setFont(font)
    p.setPen(_RED)
    p.drawText(card, Qt.AlignCenter, "?")


def _coins(p: QPainter, r: QRectF, sign: str) -> None:
    p.setPen(_pen(r, _INK, 0.03))
    p.setBrush(_COLOURS.coin)
    for i in range(3):
        p.drawEllipse(QRectF(_at(r, 0.2, 0.55 - i * 0.15), _at(r, 0.8, 0.85 - i * 0.15)))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(4, round(r.height() * 0.24)))
    p.setFont(font)
    p.setPen(_INK)
    p.drawText(QRectF(_at(r, 0.2, 0.25), _at(r, 0.8, 0.55)), Qt.AlignCenter, sign)


_PICTURES = {
    "airport": _plane,
    "tram": lambda p, r: _vehicle(p, r, _COLOURS.tram, 2, True),
    "railway": _train,
    "bus": lambda p, r: _vehicle(p, r, _COLOURS.bus, 2, False),
    "electric_works": _bolt,
    "gas_works": _flame,
    "start": _arrow,
    "prison": _bars,
    "go_to_prison": _police,
    "office": _scales,
    "card": _question,
    "tax": lambda p, r: _coins(p, r, "%"),
    "penalty": lambda p, r: _coins(p, r, "!"),
}


def paint_picture(p: QPainter, rect: QRectF, key: str) -> None:
    """A space's picture, in `rect` (BoardView's `paint_picture`)."""
    paint = _PICTURES.get(key)
    if paint is not None:
        p.setRenderHint(QPainter.Antialiasing)
        paint(p, rect)


def paint_felt(p: QPainter, rect: QRectF) -> None:
    """A deep green table, a little lighter in the middle."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, _COLOURS.felt_top)
    gradient.setColorAt(0.5, _COLOURS.felt)
    gradient.setColorAt(1, _COLOURS.felt_bottom)
    p.fillRect(rect, gradient)


def picture(width: int, dpr: float | None = None) -> QPixmap:
    """The start screen's picture: a small board, two pawns and the dice."""
    ratio = dpr if dpr is not None else (QGuiApplication.instance().devicePixelRatio()
                                         if QGuiApplication.instance() is not None else 1.0)
    height = width * 5 // 6
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    side = height * 0.92
    p.translate((width - side) / 2, (height - side) / 2)
    p.scale(side / 1000, side / 1000)
    p.setPen(QPen(_COLOURS.board_edge, 4))
    p.setBrush(_COLOURS.board)
    p.drawRect(QRectF(0, 0, 1000, 1000))
    bands = [c for c in CITY_COLOURS.values()]
    for index, (rect, inner) in enumerate(space_rects(40)):
        p.setBrush(_COLOURS.board)
        p.drawRect(rect)
        if inner != "none" and index % 5 in (1, 3, 4):
            band = {"top": QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.25),
                    "bottom": QRectF(rect.left(), rect.bottom() - rect.height() * 0.25, rect.width(), rect.height() * 0.25),
                    "left": QRectF(rect.left(), rect.top(), rect.width() * 0.25, rect.height()),
                    "right": QRectF(rect.right() - rect.width() * 0.25, rect.top(), rect.width() * 0.25, rect.height()),
                    }[inner]
            p.setBrush(QColor(bands[index // 5]))
            p.drawRect(band)
    p.setBrush(_COLOURS.board_middle)
    p.drawRect(QRectF(130, 130, 740, 740))
    for key, rect in (("start", QRectF(880, 880, 100, 100)), ("prison", QRectF(20, 880, 100, 100)),
                      ("office", QRectF(20, 20, 100, 100)), ("go_to_prison", QRectF(880, 20, 100, 100))):
        paint_picture(p, rect, key)
    p.save()
    p.translate(500, 330)
    p.rotate(-8)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(120)
    p.setFont(font)
    p.setPen(_COLOURS.title)
    p.drawText(QRectF(-360, -150, 720, 150), Qt.AlignCenter, "ANTI-")
    font.setPixelSize(96)
    p.setFont(font)
    p.drawText(QRectF(-360, -10, 720, 120), Qt.AlignCenter, "MONOPOLY")
    p.restore()
    for i, (x, y, face) in enumerate(((340, 540, 5), (520, 580, 2))):
        _paint_small_die(p, QRectF(x, y, 150, 150), face, i * 12 - 6)
    paint_token(p, QRectF(190, 720, 110, 110), _COLOURS.token_blue, "\u25cf")
    paint_token(p, QRectF(700, 700, 110, 110), _COLOURS.token_orange, "\u25b2")
    p.end()
    return pixmap


def _paint_small_die(p: QPainter, rect: QRectF, face: int, angle: float) -> None:
    p.save()
    p.translate(rect.center())
    p.rotate(angle)
    r = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    p.setPen(QPen(_COLOURS.board_edge, 4))
    p.setBrush(QColor("white"))
    p.drawRoundedRect(r, r.width() * 0.15, r.width() * 0.15)
    p.setPen(Qt.NoPen)
    p.setBrush(_INK)
    spots = {2: ((0, 0), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2))}[face]
    for column, row in spots:
        p.drawEllipse(QPointF(r.left() + r.width() * (0.25 + 0.25 * column), r.top() + r.height() * (0.25 + 0.25 * row)),
                      r.width() * 0.09, r.width() * 0.09)
    p.restore()

