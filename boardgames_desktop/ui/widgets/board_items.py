"""The pieces a `BoardView` (ui/widgets/board.py) draws in its scene: the spaces round the edge, the
middle with the title and the dice, and the pawns; where each space lies, and a player's token."""

import weakref

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .board_data import Holding
from ..texts import as_rich_text

BOARD = 1000.0  # the board's side in scene units
CORNER_RATIO = 1.6  # a corner's side / a plain space's width
MIN_FONT = 7  # scene units: the smallest name size tried
TEXT_FLAGS = Qt.AlignCenter | Qt.TextWordWrap

_PAPER = QColor("#fbf6e9")
_INK = QColor("#2b2118")
_LINE = QColor("#5b4a3a")
_HOUSE = QColor("#2e8b3e")
_HOTEL = QColor("#c0392b")
_GOLD = QColor("#f2b705")


def fitted_font(text: str, rect: QRectF, largest: int, bold: bool = False) -> QFont:
    """The largest font up to `largest` scene units in which `text` wraps inside `rect`
    (the smallest tried when none does)."""
    font = QFont()
    font.setBold(bold)
    for size in range(largest, MIN_FONT - 1, -1):
        font.setPixelSize(size)
        bounds = QFontMetricsF(font).boundingRect(rect, TEXT_FLAGS, text)
        if bounds.width() <= rect.width() and bounds.height() <= rect.height():
            break
    return font


def space_rects(count: int) -> list[tuple[QRectF, str]]:
    """Each space's rectangle and the side of it that faces the middle (where its colour band is).

    Space 0 is the bottom right corner; play goes left along the bottom, up the left side, right
    along the top and down the right side."""
    side = count // 4
    width = BOARD / (side - 1 + 2 * CORNER_RATIO)
    corner = width * CORNER_RATIO
    far = BOARD - corner
    rects = []
    for index in range(count):
        edge, step = divmod(index, side)
        if step == 0:
            origin = ((far, far), (0, far), (0, 0), (far, 0))[edge]
            rects.append((QRectF(*origin, corner, corner), "none"))
            continue
        along = (step - 1) * width
        rects.append((
            (QRectF(far - along - width, far, width, corner), "top"),
            (QRectF(0, far - along - width, corner, width), "right"),
            (QRectF(corner + along, 0, width, corner), "bottom"),
            (QRectF(far, corner + along, corner, width), "left"),
        )[edge])
    return rects


class SpaceItem(QGraphicsItem):
    """One space: band, name, price, owner and buildings, painted from the layout and the frame."""

    def __init__(self, view: "BoardView", index: int, rect: QRectF, inner: str, unit: float):
        """`unit`: the width of a plain space, which sizes the band, the price and the names alike."""
        super().__init__()
        # The view keeps its items: a strong reference back would make a cycle that keeps a closed
        # game's board (and its pictures) until Python's cyclic collector happens to run.
        self.view = weakref.proxy(view)
        self.index, self.rect, self.inner = index, rect, inner
        self.holding: Holding | None = None
        space = view.layout.spaces[index]
        self.space = space
        corner = inner == "none"
        self.band_rect, self.body = self._split(unit * 0.32 if space.band else 0)
        margin = unit * 0.05
        body = self.body.adjusted(margin, margin, -margin, -margin)
        self.foot_rect = QRectF() if space.price is None else QRectF(
            body.left(), body.bottom() - unit * 0.26, body.width(), unit * 0.26)
        self.name_rect = body.adjusted(0, 0, 0, -self.foot_rect.height())
        self.picture_rect = QRectF()
        if space.picture is not None and view.paint_picture is not None:
            self.picture_rect, self.name_rect = _picture_and_name(self.name_rect)
        self.name_font = fitted_font(space.name, self.name_rect, round(unit * (0.3 if corner else 0.2)), bold=corner)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # drawn again only when it changed, or at a new size

    def _split(self, depth: float) -> tuple[QRectF, QRectF]:
        r = self.rect
        if self.inner == "top":
            return QRectF(r.left(), r.top(), r.width(), depth), r.adjusted(0, depth, 0, 0)
        if self.inner == "bottom":
            return QRectF(r.left(), r.bottom() - depth, r.width(), depth), r.adjusted(0, 0, 0, -depth)
        if self.inner == "right":
            return QRectF(r.right() - depth, r.top(), depth, r.height()), r.adjusted(0, 0, -depth, 0)
        if self.inner == "left":
            return QRectF(r.left(), r.top(), depth, r.height()), r.adjusted(depth, 0, 0, 0)
        return QRectF(), QRectF(r)

    def _outer_strip(self, depth: float) -> QRectF:
        """Along the edge away from the middle: the owner's colour."""
        r = self.rect
        return {"top": QRectF(r.left(), r.bottom() - depth, r.width(), depth),
                "bottom": QRectF(r.left(), r.top(), r.width(), depth),
                "right": QRectF(r.left(), r.top(), depth, r.height()),
                "left": QRectF(r.right() - depth, r.top(), depth, r.height())}.get(self.inner, QRectF())

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)  # the outline's outer half too

    def describe(self) -> str:
        """The space in words, for its tooltip and for screen readers."""
        lines = [self.space.name]
        translate = QCoreApplication.translate
        if self.space.price is not None:
            lines.append(translate("BoardView", "Price: {price}").format(price=self.view.money(self.space.price)))
        holding = self.holding
        if holding is not None:
            lines.append(translate("BoardView", "Owner: {player}").format(player=self.view.player_name(holding.owner)))
            if holding.hotel:
                lines.append(translate("BoardView", "A hotel"))
            elif holding.houses:
                lines.append(translate("BoardView", "Houses: {houses}").format(houses=holding.houses))
            if holding.mortgaged:
                lines.append(translate("BoardView", "Mortgaged"))
        note = self.view.frame.notes.get(self.index)
        if note:
            lines.append(note)
        here = [self.view.player_name(seat) for seat, at in sorted(self.view.frame.pawns.items()) if at == self.index]
        if here:
            lines.append(translate("BoardView", "Here: {players}").format(players=", ".join(here)))
        return "\n".join(lines)

    def refresh(self, holding: Holding | None, repaint: bool = False) -> None:
        """Show `holding`: the space is painted again only when what it shows changed (a move
        repaints the spaces it changed, not the board), or with `repaint` (another language)."""
        if repaint or holding != self.holding:
            self.holding = holding
            self.update()
        tooltip = as_rich_text(self.describe())
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(_LINE, 1.5))
        p.setBrush(_PAPER)
        p.drawRect(self.rect)
        holding = self.holding
        if self.space.band:
            p.setBrush(QColor(self.space.band))
            p.drawRect(self.band_rect)
            if holding is not None and holding.monopoly:
                self._paint_monopoly(p)
        if not self.picture_rect.isEmpty():
            p.save()
            self.view.paint_picture(p, self.picture_rect, self.space.picture)
            p.restore()
        if holding is not None and (holding.houses or holding.hotel):
            self._paint_buildings(p, holding)
        p.setFont(self.name_font)
        p.setPen(_INK)
        if holding is not None and holding.mortgaged:  # turned over, as a mortgaged title card is
            p.save()
            p.translate(self.name_rect.center())
            p.rotate(180)
            p.drawText(self.name_rect.translated(-self.name_rect.center()), TEXT_FLAGS, self.space.name)
            p.restore()
        else:
            p.drawText(self.name_rect, TEXT_FLAGS, self.space.name)
        if self.space.price is not None:
            font = QFont(self.name_font)
            font.setBold(True)
            font.setPixelSize(max(MIN_FONT, round(self.foot_rect.height() * 0.62)))
            p.setFont(font)
            p.drawText(self.foot_rect, Qt.AlignRight | Qt.AlignVCenter, self.view.money(self.space.price))
        if holding is not None:
            self._paint_owner(p, holding)

    def _paint_monopoly(self, p: QPainter) -> None:
        band = self.band_rect
        width = min(band.width(), band.height()) * 0.16
        p.save()
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(_GOLD, width))
        p.drawRect(band.adjusted(width / 2, width / 2, -width / 2, -width / 2))
        size = min(band.width(), band.height()) * 0.8
        star = QRectF(band.left() + width, band.top() + width * 0.2, size, size)  # at the start of the band
        font = QFont()
        font.setPixelSize(max(MIN_FONT, round(star.height() * 0.9)))
        p.setFont(font)
        p.setPen(_GOLD.darker(130))
        p.drawText(star, Qt.AlignCenter, "\u2605")
        p.restore()

    def _paint_owner(self, p: QPainter, holding: Holding) -> None:
        colour, symbol = self.view.player_look(holding.owner)
        d = self.foot_rect.height() or self.name_rect.height() * 0.25
        disc = QRectF(self.name_rect.left(), self.name_rect.bottom() + self.foot_rect.height() - d, d, d)
        p.setPen(Qt.NoPen)
        if holding.mortgaged:
            p.setBrush(QBrush(QColor(90, 80, 70, 150), Qt.BDiagPattern))
            p.drawRect(self.body)
        p.setBrush(QColor(colour))
        p.drawRect(self._outer_strip(d * 0.25))
        paint_token(p, disc, colour, symbol)

    def _paint_buildings(self, p: QPainter, holding: Holding) -> None:
        band = self.band_rect if not self.band_rect.isEmpty() else self.name_rect
        horizontal = band.width() >= band.height()
        short, long = sorted((band.width(), band.height()))
        count = 1 if holding.hotel else holding.houses
        size = min(short * 0.7, long / 6)
        width = size * (1.8 if holding.hotel else 1.0)
        gap = size * 0.25
        total = count * width + (count - 1) * gap
        x = band.center().x() - (total / 2 if horizontal else width / 2)
        y = band.center().y() - (size / 2 if horizontal else total / 2)
        p.setPen(QPen(QColor("white"), size * 0.08))
        p.setBrush(_HOTEL if holding.hotel else _HOUSE)
        for _ in range(count):
            p.drawPolygon(_house_shape(QRectF(x, y, width, size)))
            if horizontal:
                x += width + gap
            else:
                y += size + gap


def _picture_and_name(rect: QRectF) -> tuple[QRectF, QRectF]:
    """A space's picture and the rest for its name: beside it on a wide space, above it on a tall one."""
    if rect.width() > rect.height() * 1.2:
        side = min(rect.height(), rect.width() * 0.4)
        return QRectF(rect.left(), rect.center().y() - side / 2, side, side), rect.adjusted(side, 0, 0, 0)
    high = min(rect.width(), rect.height() * 0.5)
    return QRectF(rect.center().x() - high / 2, rect.top(), high, high), rect.adjusted(0, high, 0, 0)


def paint_token(p: QPainter, disc: QRectF, colour: str, symbol: str) -> None:
    """A player's badge as everywhere (ui.widgets.players.token_pixmap), drawn in scene units so it scales."""
    p.setPen(QPen(QColor("white"), disc.width() * 0.08))
    p.setBrush(QColor(colour))
    p.drawEllipse(disc)
    font = QFont()
    font.setPixelSize(max(MIN_FONT, round(disc.width() * 0.56)))
    p.setFont(font)
    p.setPen(QColor("white"))
    p.drawText(disc, Qt.AlignCenter, symbol)


def _house_shape(r: QRectF) -> QPolygonF:
    roof = r.top() + r.height() * 0.4
    return QPolygonF([QPointF(r.left(), roof), QPointF(r.center().x(), r.top()), QPointF(r.right(), roof),
                      QPointF(r.right(), r.bottom()), QPointF(r.left(), r.bottom())])


class CentreItem(QGraphicsItem):
    """The middle of the board: the game's title and the last roll of the dice; in a strip along its
    top when a widget of the game's takes the rest (`compact`)."""

    STRIP = 0.15  # the share of the middle's height the compact strip takes

    def __init__(self, rect: QRectF, title: str):
        super().__init__()
        self.rect = rect
        self.title = title
        self.dice: tuple[int, ...] = ()
        self.pad = 0.0
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # the game's widget over it repaints it often
        self.set_compact(False)

    def set_compact(self, compact: bool, pad: float = 0.0) -> None:
        """`pad`: room kept free along the middle's edges for the pawns standing there."""
        self.compact, self.pad = compact, pad
        r = self.rect
        if compact:
            strip = r.height() * self.STRIP
            self.title_rect = QRectF(r.left() + pad, r.top() + pad, r.width() * 0.6 - pad, strip)
            self.die_size = strip * 0.7
            self.dice_origin = QPointF(r.right() - pad, r.top() + pad + strip * 0.15)  # the dice end here
        else:
            self.title_rect = QRectF(r.left(), r.top() + r.height() * 0.18, r.width(),
                                     r.height() * 0.3).adjusted(r.width() * 0.08, 0, -r.width() * 0.08, 0)
            self.die_size = r.width() * 0.16
            self.dice_origin = None
        self.title_font = fitted_font(self.title, self.title_rect, 72, bold=True)
        self.update()

    def dice_band(self) -> QRectF:
        """Where the dice are drawn, whichever their number."""
        size = self.die_size
        if self.dice_origin is not None:
            return QRectF(self.title_rect.right(), self.dice_origin.y(), self.dice_origin.x() - self.title_rect.right(),
                          size).adjusted(-2, -2, 2, 2)
        return QRectF(self.rect.left(), self.rect.top() + self.rect.height() * 0.58, self.rect.width(),
                      size).adjusted(0, -2, 0, 2)

    def rest(self) -> QRectF:
        """The middle below the compact strip, for the game's widget."""
        pad = self.pad
        return self.rect.adjusted(pad, pad + self.rect.height() * self.STRIP, -pad, -pad)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#e8f1e4"))
        p.drawRect(self.rect)
        p.setFont(self.title_font)
        p.setPen(QColor("#7a2e1f"))
        p.drawText(self.title_rect, (Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap) if self.compact else TEXT_FLAGS,
                   self.title)
        size = self.die_size
        width = len(self.dice) * size + max(0, len(self.dice) - 1) * size * 0.3
        if self.dice_origin is not None:
            x, y = self.dice_origin.x() - width, self.dice_origin.y()
        else:
            x, y = self.rect.center().x() - width / 2, self.rect.top() + self.rect.height() * 0.58
        for face in self.dice:
            _paint_die(p, QRectF(x, y, size, size), face)
            x += size * 1.3


_PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
         5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2))}


def _paint_die(p: QPainter, r: QRectF, face: int) -> None:
    p.setPen(QPen(_LINE, r.width() * 0.03))
    p.setBrush(QColor("white"))
    p.drawRoundedRect(r, r.width() * 0.15, r.width() * 0.15)
    p.setPen(Qt.NoPen)
    p.setBrush(_INK)
    pip = r.width() * 0.18
    for column, row in _PIPS.get(face, ()):
        centre = QPointF(r.left() + r.width() * (0.25 + 0.25 * column), r.top() + r.height() * (0.25 + 0.25 * row))
        p.drawEllipse(centre, pip / 2, pip / 2)


class PawnItem(QGraphicsObject):
    """A player's pawn: their symbol on a disc of their colour, with a shadow under it."""

    def __init__(self, colour: str, symbol: str, size: float):
        super().__init__()
        self.colour, self.symbol, self.size = colour, symbol, size
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # a walk moves the picture, not draws it again

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s * 0.56, -s * 0.56, s * 1.2, s * 1.2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = self.size
        disc = QRectF(-s / 2, -s / 2, s, s)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawEllipse(disc.translated(s * 0.07, s * 0.07))
        paint_token(p, disc, self.colour, self.symbol)
