"""The pictures a profile may choose (storage.profiles.PICTURES): animal faces painted by the
program, on a disc of the player's colour so the picture and the colour go together."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from .cards import cached_pixmap

NAMES = {
    "cat": QT_TRANSLATE_NOOP("Avatars", "cat"),
    "dog": QT_TRANSLATE_NOOP("Avatars", "dog"),
    "rabbit": QT_TRANSLATE_NOOP("Avatars", "rabbit"),
    "bear": QT_TRANSLATE_NOOP("Avatars", "bear"),
    "fox": QT_TRANSLATE_NOOP("Avatars", "fox"),
    "mouse": QT_TRANSLATE_NOOP("Avatars", "mouse"),
}
# fur, inner ear or muzzle
_FUR = {
    "cat": ("#9a9a9a", "#f2b8c6"), "dog": ("#c8955a", "#f3dfc1"), "rabbit": ("#ece6dc", "#f2b8c6"),
    "bear": ("#8a5a35", "#d9b48a"), "fox": ("#e07a2e", "#fbf3e8"), "mouse": ("#b9b4ad", "#f2b8c6"),
}


def name(picture: str) -> str:
    return QCoreApplication.translate("Avatars", NAMES.get(picture, picture))


def avatar(picture: str, colour: str, size: int) -> QPixmap:
    return cached_pixmap(("avatar", picture, colour), QSize(size, size), None,
                         lambda p, rect: paint_avatar(p, rect, picture, colour))


def paint_avatar(p: QPainter, rect: QRectF, picture: str, colour: str) -> None:
    """The animal in a 100-unit square scaled into `rect`, over a disc of `colour`."""
    p.save()
    p.translate(rect.topLeft())
    p.scale(rect.width() / 100, rect.height() / 100)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(colour))
    p.drawEllipse(QRectF(2, 2, 96, 96))
    fur, light = (QColor(c) for c in _FUR.get(picture, _FUR["cat"]))
    outline = QPen(fur.darker(160), 2)
    p.setPen(outline)
    _EARS[picture](p, fur, light)
    p.setPen(outline)
    p.setBrush(fur)
    p.drawEllipse(QRectF(24, 30, 52, 50))  # the head
    if picture in ("dog", "bear", "fox"):
        p.setPen(Qt.NoPen)
        p.setBrush(light)
        p.drawEllipse(QRectF(36, 52, 28, 24))  # the muzzle
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#222222"))
    for x in (40, 60):
        p.drawEllipse(QPointF(x, 50), 3.6, 4.2)
    p.setBrush(QColor("#ffffff"))
    for x in (41.2, 61.2):
        p.drawEllipse(QPointF(x, 48.6), 1.2, 1.2)
    p.setBrush(QColor("#3a2a2a") if picture != "rabbit" else light.darker(130))
    nose = QPainterPath(QPointF(46, 60))
    nose.lineTo(54, 60)
    nose.lineTo(50, 65)
    nose.closeSubpath()
    p.drawPath(nose)
    p.setPen(QPen(QColor("#3a2a2a"), 1.6))
    p.setBrush(Qt.NoBrush)
    p.drawArc(QRectF(42, 62, 8, 7), 200 * 16, 140 * 16)
    p.drawArc(QRectF(50, 62, 8, 7), 200 * 16, 140 * 16)
    if picture in ("cat", "mouse"):
        p.setPen(QPen(QColor("#555555"), 1))
        for y in (61, 65):
            p.drawLine(QPointF(32, y - 2), QPointF(44, y))
            p.drawLine(QPointF(68, y - 2), QPointF(56, y))
    p.restore()


def _pointed(p: QPainter, fur: QColor, light: QColor, height: float) -> None:
    for side in (-1, 1):
        ear = QPainterPath(QPointF(50 + side * 8, 34))
        ear.lineTo(50 + side * 26, 34 - height)
        ear.lineTo(50 + side * 25, 48)
        ear.closeSubpath()
        p.setBrush(fur)
        p.drawPath(ear)
        inner = QPainterPath(QPointF(50 + side * 14, 37))
        inner.lineTo(50 + side * 24, 38 - height * 0.75)
        inner.lineTo(50 + side * 23, 45)
        inner.closeSubpath()
        p.save()
        p.setPen(Qt.NoPen)
        p.setBrush(light)
        p.drawPath(inner)
        p.restore()


def _round(p: QPainter, fur: QColor, light: QColor, radius: float, spread: float, high: float) -> None:
    for side in (-1, 1):
        centre = QPointF(50 + side * spread, high)
        p.setBrush(fur)
        p.drawEllipse(centre, radius, radius)
        p.save()
        p.setPen(Qt.NoPen)
        p.setBrush(light)
        p.drawEllipse(centre, radius * 0.55, radius * 0.55)
        p.restore()


def _long(p: QPainter, fur: QColor, light: QColor) -> None:
    for side in (-1, 1):
        p.setBrush(fur)
        p.drawEllipse(QRectF(50 + side * 12 - 7, 4, 14, 38))
        p.save()
        p.setPen(Qt.NoPen)
        p.setBrush(light)
        p.drawEllipse(QRectF(50 + side * 12 - 3.5, 9, 7, 28))
        p.restore()


def _floppy(p: QPainter, fur: QColor, light: QColor) -> None:
    p.setBrush(fur.darker(125))
    for side in (-1, 1):
        ear = QPainterPath(QPointF(50 + side * 14, 32))
        ear.cubicTo(QPointF(50 + side * 34, 26), QPointF(50 + side * 36, 56), QPointF(50 + side * 28, 64))
        ear.cubicTo(QPointF(50 + side * 20, 58), QPointF(50 + side * 20, 44), QPointF(50 + side * 14, 32))
        p.drawPath(ear)


_EARS = {
    "cat": lambda p, fur, light: _pointed(p, fur, light, 20),
    "fox": lambda p, fur, light: _pointed(p, fur, QColor("#3a2a2a"), 26),
    "bear": lambda p, fur, light: _round(p, fur, light, 9, 21, 32),
    "mouse": lambda p, fur, light: _round(p, fur, light, 15, 26, 28),
    "rabbit": _long,
    "dog": _floppy,
}
