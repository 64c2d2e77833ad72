"""The cards of Na prodej, drawn by the project with QPainter: houses, cheques, backs, coins.

A house card grows its building with its number, from a cardboard box (1) to a palace (30). A
cheque shows its value; the two $0 cheques are stamped as bounced. Every face is drawn in logical
coordinates into a rectangle, so the same code paints list items, pixmaps and animations.
"""

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
    QPen, QPixmap, QPolygonF, QRadialGradient,
)

from ... import theme
from ...format import dollars
from ...widgets.players import BadgeLook
from ...widgets import cards
from . import palette

_COLOURS = palette.PALETTE

translate = QCoreApplication.translate

CARD_RATIO = 1.4  # height / width, like a playing card
KindRole = Qt.UserRole + 1  # "house", "cheque" or "back"
ValueRole = Qt.UserRole + 2  # the house number or the cheque value

INK = _COLOURS.ink
PAPER = _COLOURS.paper


def card_size(width: int) -> QSize:
    return QSize(width, round(width * CARD_RATIO))


# -- the frame every card shares -------------------------------------------------------------


RADIUS_SHARE = 0.08


def _radius(rect: QRectF) -> float:
    return rect.width() * RADIUS_SHARE


def paint_shadow(p: QPainter, rect: QRectF, lift: float = 1.0) -> None:
    """A soft shadow below and right of a card standing on the table (cached, see widgets.cards)."""
    cards.paint_shadow(p, rect, lift, RADIUS_SHARE)


_device_ratio = cards.device_ratio


def _face(p: QPainter, rect: QRectF, fill, border: QColor) -> QPainterPath:
    return cards.paint_face(p, rect, fill, border, _radius(rect), 0.012)


def _fitted_font(text: str, width: float, height: float, bold=True, family: str | None = None) -> QFont:
    font = QFont(family) if family else QFont()
    font.setBold(bold)
    size = max(4.0, height)
    font.setPixelSize(round(size))
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) > width:
        size = size * width / metrics.horizontalAdvance(text)
        font.setPixelSize(max(4, math.floor(size)))
    return font


# -- houses ----------------------------------------------------------------------------------

# The look of each kind of building, from the poorest to the grandest.
TIERS = (
    (2, "box"),
    (5, "tent"),
    (10, "hut"),
    (16, "cottage"),
    (22, "house"),
    (27, "villa"),
    (30, "palace"),
)

TIER_COLOURS = _COLOURS.group("tiers")  # each tier's band


def tier(number: int) -> str:
    for top, name in TIERS:
        if number <= top:
            return name
    return "palace"


def paint_house(p: QPainter, rect: QRectF, number: int) -> None:
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    kind = tier(number)
    accent = QColor(TIER_COLOURS[kind])
    path = _face(p, rect, PAPER, accent.darker(130))
    p.setClipPath(path)

    w, h = rect.width(), rect.height()
    band = QRectF(rect.left(), rect.top(), w, h * 0.25)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, accent.lighter(115))
    grad.setColorAt(1, accent)
    p.fillRect(band, grad)
    p.setPen(QColor("white"))
    text = str(number)
    p.setFont(_fitted_font(text, w * 0.8, h * 0.2))
    p.drawText(band, Qt.AlignCenter, text)

    scene = QRectF(rect.left() + w * 0.05, band.bottom() + h * 0.03, w * 0.9, h * 0.68)
    sky = QLinearGradient(scene.topLeft(), scene.bottomLeft())
    sky.setColorAt(0, _COLOURS.sky_top)
    sky.setColorAt(1, _COLOURS.sky_bottom)
    p.setPen(Qt.NoPen)
    p.setBrush(sky)
    p.drawRoundedRect(scene, w * 0.05, w * 0.05)
    ground_y = scene.bottom() - scene.height() * 0.14
    grass = QRectF(scene.left(), ground_y, scene.width(), scene.bottom() - ground_y)
    p.setBrush(_COLOURS.grass)
    p.drawRoundedRect(grass, w * 0.05, w * 0.05)
    p.fillRect(QRectF(grass.left(), grass.top(), grass.width(), grass.height() / 2), _COLOURS.grass)

    t = (number - 1) / 29
    bw = scene.width() * (0.4 + 0.56 * t)
    bh = (ground_y - scene.top()) * (0.3 + 0.66 * t)
    body = QRectF(scene.center().x() - bw / 2, ground_y - bh, bw, bh)
    if number >= 14:  # a garden for the better houses
        _paint_tree(p, QPointF(scene.left() + scene.width() * 0.1, ground_y), scene.height() * 0.28)
    if number >= 20:
        _paint_tree(p, QPointF(scene.right() - scene.width() * 0.1, ground_y), scene.height() * 0.24)
    _BUILDERS[kind](p, body, number)
    p.restore()


def _pen(colour: str | QColor, width: float) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.RoundJoin)
    pen.setCapStyle(Qt.RoundCap)
    return pen


def _poly(*points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _paint_tree(p: QPainter, foot: QPointF, size: float) -> None:
    p.setPen(Qt.NoPen)
    p.setBrush(_COLOURS.trunk)
    p.drawRect(QRectF(foot.x() - size * 0.06, foot.y() - size * 0.45, size * 0.12, size * 0.45))
    p.setBrush(_COLOURS.leaves)
    p.drawEllipse(QPointF(foot.x(), foot.y() - size * 0.62), size * 0.3, size * 0.34)


def _windows(p: QPainter, area: QRectF, cols: int, rows: int, colour=_COLOURS.window_lit) -> None:
    if cols <= 0 or rows <= 0:
        return
    cw, rh = area.width() / cols, area.height() / rows
    p.setPen(_pen(_COLOURS.window_frame, max(0.6, cw * 0.06)))
    p.setBrush(QColor(colour))
    for r in range(rows):
        for c in range(cols):
            cell = QRectF(area.left() + c * cw, area.top() + r * rh, cw, rh)
            p.drawRect(cell.adjusted(cw * 0.22, rh * 0.2, -cw * 0.22, -rh * 0.2))


def _door(p: QPainter, body: QRectF, width_share: float, colour=_COLOURS.door) -> None:
    dw = body.width() * width_share
    dh = min(body.height() * 0.45, dw * 1.8)
    p.setPen(_pen(_COLOURS.door_frame, max(0.6, dw * 0.06)))
    p.setBrush(QColor(colour))
    p.drawRect(QRectF(body.center().x() - dw / 2, body.bottom() - dh, dw, dh))


def _box(p: QPainter, b: QRectF, n: int) -> None:
    lw = max(0.8, b.width() * 0.025)
    box = QRectF(b.left(), b.top() + b.height() * 0.25, b.width(), b.height() * 0.75)
    p.setPen(_pen(_COLOURS.box_edge, lw))
    p.setBrush(_COLOURS.box)
    p.drawRect(box)
    p.setBrush(_COLOURS.box_flaps)  # open flaps
    p.drawPolygon(_poly((box.left(), box.top()), (box.left() - b.width() * 0.12, b.top()),
                        (box.left() + b.width() * 0.3, b.top() + b.height() * 0.08), (box.left() + b.width() * 0.4, box.top())))
    p.drawPolygon(_poly((box.right(), box.top()), (box.right() + b.width() * 0.1, b.top() + b.height() * 0.05),
                        (box.right() - b.width() * 0.3, b.top()), (box.right() - b.width() * 0.42, box.top())))
    p.setPen(Qt.NoPen)
    p.setBrush(_COLOURS.box_tape)  # tape
    p.drawRect(QRectF(box.center().x() - b.width() * 0.07, box.top(), b.width() * 0.14, box.height()))


def _tent(p: QPainter, b: QRectF, n: int) -> None:
    lw = max(0.8, b.width() * 0.025)
    p.setPen(_pen(_COLOURS.tent_edge, lw))
    p.setBrush(_COLOURS.tent)
    p.drawPolygon(_poly((b.left(), b.bottom()), (b.center().x(), b.top()), (b.right(), b.bottom())))
    p.setBrush(_COLOURS.tent_opening)
    p.drawPolygon(_poly((b.center().x() - b.width() * 0.16, b.bottom()), (b.center().x(), b.top() + b.height() * 0.4),
                        (b.center().x() + b.width() * 0.16, b.bottom())))
    p.setPen(_pen(_COLOURS.tent_pole, lw))
    p.drawLine(QPointF(b.center().x(), b.top()), QPointF(b.center().x(), b.top() - b.height() * 0.15))
    p.setPen(Qt.NoPen)
    p.setBrush(_COLOURS.flag)
    flag = b.top() - b.height() * 0.15
    p.drawPolygon(_poly((b.center().x(), flag), (b.center().x() + b.width() * 0.16, flag + b.height() * 0.05),
                        (b.center().x(), flag + b.height() * 0.1)))


def _roofed(p: QPainter, b: QRectF, wall: str, roof: str, roof_share: float, overhang: float = 0.08) -> QRectF:
    lw = max(0.8, b.width() * 0.02)
    roof_h = b.height() * roof_share
    walls = QRectF(b.left(), b.top() + roof_h, b.width(), b.height() - roof_h)
    p.setPen(_pen(_COLOURS.wall_edge, lw))
    p.setBrush(QColor(wall))
    p.drawRect(walls)
    o = b.width() * overhang
    p.setBrush(QColor(roof))
    p.drawPolygon(_poly((walls.left() - o, walls.top()), (b.center().x(), b.top()), (walls.right() + o, walls.top())))
    return walls


def _hut(p: QPainter, b: QRectF, n: int) -> None:
    walls = _roofed(p, b, _COLOURS.hut_wall, _COLOURS.hut_roof, 0.48)
    p.setPen(_pen(_COLOURS.hut_planks, max(0.5, b.width() * 0.012)))
    for i in range(1, 4):  # planks
        y = walls.top() + walls.height() * i / 4
        p.drawLine(QPointF(walls.left(), y), QPointF(walls.right(), y))
    _door(p, walls, 0.26)


def _chimney(p: QPainter, b: QRectF, x_share: float, roof_share: float) -> None:
    cw = b.width() * 0.1
    x = b.left() + b.width() * x_share
    top = b.top() + b.height() * roof_share * 0.2
    p.setPen(_pen(_COLOURS.wall_edge, max(0.6, b.width() * 0.015)))
    p.setBrush(_COLOURS.chimney)
    p.drawRect(QRectF(x, top, cw, b.height() * roof_share * 0.6))


def _cottage(p: QPainter, b: QRectF, n: int) -> None:
    _chimney(p, b, 0.66, 0.42)
    walls = _roofed(p, b, _COLOURS.cottage_wall, _COLOURS.roof_red, 0.42)
    _door(p, walls, 0.2)
    win = walls.height() * 0.42
    _windows(p, QRectF(walls.left() + walls.width() * 0.06, walls.top() + walls.height() * 0.18,
                       walls.width() * 0.3, win), 1, 1)
    _windows(p, QRectF(walls.right() - walls.width() * 0.36, walls.top() + walls.height() * 0.18,
                       walls.width() * 0.3, win), 1 if n < 14 else 2, 1)


def _two_storeys(p: QPainter, b: QRectF, n: int) -> None:
    _chimney(p, b, 0.7, 0.34)
    walls = _roofed(p, b, _COLOURS.house_wall, _COLOURS.house_roof, 0.34)
    cols = 3 if n < 20 else 4
    _windows(p, QRectF(walls.left(), walls.top() + walls.height() * 0.06, walls.width(), walls.height() * 0.42), cols, 1)
    half = walls.width() * 0.36
    _windows(p, QRectF(walls.left(), walls.top() + walls.height() * 0.52, half, walls.height() * 0.42), 1, 1)
    _windows(p, QRectF(walls.right() - half, walls.top() + walls.height() * 0.52, half, walls.height() * 0.42), 1, 1)
    _door(p, walls, 0.18, _COLOURS.house_roof)


def _villa(p: QPainter, b: QRectF, n: int) -> None:
    lw = max(0.8, b.width() * 0.015)
    roof_h = b.height() * 0.22
    walls = QRectF(b.left(), b.top() + roof_h, b.width(), b.height() - roof_h)
    p.setPen(_pen(_COLOURS.wall_edge, lw))
    p.setBrush(_COLOURS.villa_wall)
    p.drawRect(walls)
    p.setBrush(_COLOURS.villa_roof)
    o = b.width() * 0.05
    p.drawPolygon(_poly((walls.left() - o, walls.top()), (b.left() + b.width() * 0.18, b.top()),
                        (b.right() - b.width() * 0.18, b.top()), (walls.right() + o, walls.top())))
    _windows(p, QRectF(walls.left(), walls.top() + walls.height() * 0.05, walls.width(), walls.height() * 0.4), 5, 1, _COLOURS.window_blue)
    # columns of the porch
    porch = QRectF(walls.center().x() - walls.width() * 0.22, walls.top() + walls.height() * 0.5,
                   walls.width() * 0.44, walls.height() * 0.5)
    p.setBrush(_COLOURS.white)
    for i in range(4):
        x = porch.left() + porch.width() * i / 3
        p.drawRect(QRectF(x - lw * 1.5, porch.top(), lw * 3, porch.height()))
    _windows(p, QRectF(walls.left(), walls.top() + walls.height() * 0.52, walls.width() * 0.26, walls.height() * 0.4), 1, 1, _COLOURS.window_blue)
    _windows(p, QRectF(walls.right() - walls.width() * 0.26, walls.top() + walls.height() * 0.52, walls.width() * 0.26, walls.height() * 0.4), 1, 1, _COLOURS.window_blue)
    _door(p, walls, 0.12, _COLOURS.villa_roof)


def _palace(p: QPainter, b: QRectF, n: int) -> None:
    lw = max(0.8, b.width() * 0.012)
    tw = b.width() * 0.2
    main = QRectF(b.left() + tw * 0.8, b.top() + b.height() * 0.3, b.width() - tw * 1.6, b.height() * 0.7)
    p.setPen(_pen(_COLOURS.palace_edge, lw))
    for x in (b.left(), b.right() - tw):  # towers with domes and flags
        tower = QRectF(x, b.top() + b.height() * 0.18, tw, b.height() * 0.82)
        p.setBrush(_COLOURS.tower)
        p.drawRect(tower)
        p.setBrush(_COLOURS.gold)
        p.drawChord(QRectF(tower.left(), tower.top() - tw * 0.5, tw, tw), 0, 180 * 16)
        p.drawLine(QPointF(tower.center().x(), tower.top() - tw * 0.5), QPointF(tower.center().x(), b.top()))
        p.setBrush(_COLOURS.roof_red)
        p.drawPolygon(_poly((tower.center().x(), b.top()), (tower.center().x() + tw * 0.45, b.top() + tw * 0.15),
                            (tower.center().x(), b.top() + tw * 0.3)))
        _windows(p, QRectF(tower.left(), tower.top() + tower.height() * 0.1, tower.width(), tower.height() * 0.5), 1, 2, _COLOURS.window_lit)
    p.setBrush(_COLOURS.palace_wall)
    p.drawRect(main)
    p.setBrush(_COLOURS.gold)
    p.drawPolygon(_poly((main.left(), main.top()), (main.center().x(), main.top() - b.height() * 0.14), (main.right(), main.top())))
    _windows(p, QRectF(main.left(), main.top() + main.height() * 0.06, main.width(), main.height() * 0.5), 4, 2, _COLOURS.window_lit)
    _door(p, main, 0.2, _COLOURS.palace_door)


_BUILDERS = {"box": _box, "tent": _tent, "hut": _hut, "cottage": _cottage,
             "house": _two_storeys, "villa": _villa, "palace": _palace}


# -- cheques ---------------------------------------------------------------------------------


def cheque_colour(value: int) -> QColor:
    if value == 0:
        return _COLOURS.cheque_bounced
    if value <= 5000:
        return _COLOURS.cheque_small
    if value <= 10000:
        return _COLOURS.cheque_middle
    return _COLOURS.cheque_large


def paint_cheque(p: QPainter, rect: QRectF, value: int) -> None:
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    base = cheque_colour(value)
    dark = base.darker(170)
    path = _face(p, rect, base, dark)
    p.setClipPath(path)
    w, h = rect.width(), rect.height()

    p.setPen(QPen(base.darker(112), max(0.5, w * 0.008)))  # guilloche, the pattern of banknotes
    for k in range(7):
        wave = QPainterPath()
        y0 = rect.top() + h * (0.3 + k * 0.085)
        wave.moveTo(rect.left(), y0)
        steps = 24
        for i in range(1, steps + 1):
            x = rect.left() + w * i / steps
            wave.lineTo(x, y0 + math.sin(i / steps * math.tau * 2 + k) * h * 0.02)
        p.drawPath(wave)

    band = QRectF(rect.left(), rect.top(), w, h * 0.2)
    p.fillRect(band, dark)
    p.setPen(QColor("white"))
    p.setFont(_fitted_font("$", w, h * 0.14))
    p.drawText(band.adjusted(w * 0.08, 0, 0, 0), Qt.AlignLeft | Qt.AlignVCenter, "$")
    p.setPen(QPen(QColor(255, 255, 255, 170), max(0.6, w * 0.012)))
    for i in range(3):  # the bank's columns
        x = band.right() - w * (0.12 + i * 0.09)
        p.drawLine(QPointF(x, band.top() + h * 0.06), QPointF(x, band.bottom() - h * 0.05))

    text = dollars(value)
    value_box = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.36, w * 0.88, h * 0.26)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 200))
    p.drawRoundedRect(value_box, w * 0.04, w * 0.04)
    p.setPen(INK if value else _COLOURS.faint_ink)
    widest = dollars(88000)  # every cheque's value in the same size
    p.setFont(_fitted_font(widest, value_box.width() * 0.9, value_box.height() * 0.62))
    p.drawText(value_box, Qt.AlignCenter, text)

    p.setPen(QPen(dark, max(0.5, w * 0.01), Qt.DotLine))
    line_y = rect.top() + h * 0.8
    p.drawLine(QPointF(rect.left() + w * 0.3, line_y), QPointF(rect.right() - w * 0.1, line_y))
    sign = QPainterPath()  # a signature squiggle
    sign.moveTo(rect.left() + w * 0.36, line_y - h * 0.02)
    for i in range(1, 9):
        sign.lineTo(rect.left() + w * (0.36 + i * 0.055), line_y - h * (0.02 + 0.035 * (i % 2)))
    p.setPen(QPen(_COLOURS.cheque_ink, max(0.6, w * 0.012)))
    p.drawPath(sign)

    if value == 0:
        _bounced_stamp(p, rect)
    p.restore()


def _bounced_stamp(p: QPainter, rect: QRectF) -> None:
    word = translate("ForSaleArt", "BOUNCED")
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.center())
    p.rotate(-28)
    red = QColor(200, 30, 30, 210)
    font = _fitted_font(word, w * 0.78, h * 0.11)
    p.setFont(font)
    box = QRectF(-w * 0.46, -h * 0.09, w * 0.92, h * 0.18)
    p.setPen(QPen(red, max(1.0, w * 0.03)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(box, w * 0.04, w * 0.04)
    p.drawText(box, Qt.AlignCenter, word)
    p.restore()


# -- backs, coins, player badges ---------------------------------------------------------------


def paint_back(p: QPainter, rect: QRectF, kind: str = "house") -> None:
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    base = QColor(_COLOURS.back_house if kind == "house" else _COLOURS.back_cheque)
    grad = QRadialGradient(rect.center(), rect.width() * 0.8)
    grad.setColorAt(0, base.lighter(125))
    grad.setColorAt(1, base)
    path = _face(p, rect, QBrush(grad), base.darker(150))
    p.setClipPath(path)
    inner = rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08)
    p.setPen(QPen(QColor(255, 255, 255, 90), max(0.6, rect.width() * 0.012)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(inner, rect.width() * 0.05, rect.width() * 0.05)
    step = rect.width() * 0.12
    p.setPen(QPen(QColor(255, 255, 255, 28), max(0.5, rect.width() * 0.01)))
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    c, s = rect.center(), rect.width() * 0.22
    p.setPen(QPen(_COLOURS.back_pattern, max(1.0, rect.width() * 0.025)))
    p.setBrush(base.darker(115))
    p.drawEllipse(c, s * 1.3, s * 1.3)
    if kind == "house":
        p.setBrush(_COLOURS.back_pattern)
        p.setPen(Qt.NoPen)
        p.drawPolygon(_poly((c.x() - s * 0.75, c.y()), (c.x(), c.y() - s * 0.75), (c.x() + s * 0.75, c.y())))
        p.drawRect(QRectF(c.x() - s * 0.5, c.y(), s, s * 0.6))
    else:
        p.setPen(_COLOURS.back_pattern)
        p.setFont(_fitted_font("$", s * 2, s * 1.6))
        p.drawText(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s), Qt.AlignCenter, "$")
    p.restore()


def paint_coins(p: QPainter, rect: QRectF, count: int = 3) -> None:
    """A little stack of gold coins; `count` discs, at most six drawn."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    shown = max(1, min(count, 6))
    cw = min(rect.width(), rect.height() * 1.5) * 0.9
    ch = cw * 0.38
    step = min(ch * 0.42, (rect.height() - ch * 1.25) / (shown - 1)) if shown > 1 else 0
    x = rect.center().x() - cw / 2
    bottom = rect.bottom() - ch
    for i in range(shown):
        y = bottom - i * step
        edge = QRectF(x, y, cw, ch)
        p.setPen(QPen(_COLOURS.coin_edge, max(0.6, cw * 0.03)))
        p.setBrush(_COLOURS.coin_dark)
        p.drawEllipse(edge.translated(0, ch * 0.18))
        p.setBrush(_COLOURS.coin)
        p.drawEllipse(edge)
    top = QRectF(x, bottom - (shown - 1) * step, cw, ch)
    p.setPen(QPen(_COLOURS.gold, max(0.5, cw * 0.02)))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(top.adjusted(cw * 0.15, ch * 0.15, -cw * 0.15, -ch * 0.15))
    p.restore()


# The players' discs: ringed in their own colour, darker, on the light houses and cheques.
BADGE = BadgeLook(ring="darker", ring_width=0.06, symbol=0.55)


def paint_card(p: QPainter, rect: QRectF, kind: str, value) -> None:
    if kind == "house":
        paint_house(p, rect, value)
    elif kind == "cheque":
        paint_cheque(p, rect, value)
    else:
        paint_back(p, rect, value if value in ("house", "cheque") else "house")


def draw_card(p: QPainter, rect: QRectF, kind: str, value) -> None:
    """paint_card through the pixmap cache: the same picture, drawn once per card and size.
    For lists and animations that repaint the same cards again and again."""
    size = QSize(round(rect.width()), round(rect.height()))
    ratio = _device_ratio(p)
    if kind == "house":
        pixmap = house_pixmap(value, size, ratio)
    elif kind == "cheque":
        pixmap = cheque_pixmap(value, size, ratio)
    else:
        pixmap = back_pixmap(size, value if value in ("house", "cheque") else "house", ratio)
    p.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


# -- pixmaps -----------------------------------------------------------------------------------


def _pixmap(key: tuple, size: QSize, dpr: float | None, paint, shadow: bool) -> QPixmap:
    return cards.cached_pixmap(("for_sale", *key), size, dpr, paint, paint_shadow if shadow else None)


def house_pixmap(number: int, size: QSize, dpr: float | None = None, shadow: bool = False) -> QPixmap:
    return _pixmap(("house", number), size, dpr, lambda p, r: paint_house(p, r, number), shadow)


def cheque_pixmap(value: int, size: QSize, dpr: float | None = None, shadow: bool = False) -> QPixmap:
    key = ("cheque", value, dollars(value), translate("ForSaleArt", "BOUNCED"))
    return _pixmap(key, size, dpr, lambda p, r: paint_cheque(p, r, value), shadow)


def back_pixmap(size: QSize, kind: str = "house", dpr: float | None = None, shadow: bool = False) -> QPixmap:
    return _pixmap(("back", kind), size, dpr, lambda p, r: paint_back(p, r, kind), shadow)


def coins_pixmap(count: int, size: QSize, dpr: float | None = None) -> QPixmap:
    return _pixmap(("coins", min(count, 6)), size, dpr, lambda p, r: paint_coins(p, r, count), False)


def card_pixmap(kind: str, value, size: QSize, dpr: float | None = None, shadow: bool = False) -> QPixmap:
    if kind == "house":
        return house_pixmap(value, size, dpr, shadow)
    if kind == "cheque":
        return cheque_pixmap(value, size, dpr, shadow)
    return back_pixmap(size, value if value in ("house", "cheque") else "house", dpr, shadow)


def paint_felt(p: QPainter, rect: QRectF) -> None:
    """Green felt, lighter in the middle."""
    felt = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    felt.setColorAt(0.0, _COLOURS.felt_light)
    felt.setColorAt(0.7, _COLOURS.felt)
    felt.setColorAt(1.0, _COLOURS.felt_dark)
    p.fillRect(rect, felt)


def picture(width: int, dpr: float | None = None) -> QPixmap:
    """The start screen's picture of Na prodej: a palace, a cheap box and a fat cheque, fanned."""
    fan = ((-15, -0.22, ("house", 1)), (13, 0.22, ("cheque", 15000)), (0, 0, ("house", 30)))
    return cards.fanned_picture(width, dpr, 0.36, CARD_RATIO, 0.54, fan, paint_card, paint_shadow)


class CardDelegate(cards.CardDelegate):
    """Paints an item with KindRole/ValueRole as a card; the selected card is lifted and glows."""

    kind_role, value_role = KindRole, ValueRole
    radius_share = RADIUS_SHARE
    draw_card = staticmethod(draw_card)

    def __init__(self, card_width: int = 96, parent=None, padding: tuple[int, int, int] = (8, 16, 8)):
        super().__init__(card_width, parent, padding)
