"""A board of spaces round the edge of a square, drawn from plain data (`ui.board_data`).

`BoardView` shows a `BoardLayout` and, after every move, a `BoardFrame`: each space's name (wrapped
and made smaller until it fits), colour band, price, owner's badge, houses or hotel, and a hatch
and the name turned upside down when mortgaged; the title and the dice in the middle; and the players' pawns, which walk to their
new space one space at a time. The walk can be skipped (Esc, or `skip()`); `finished` says when
the pawns stand still. Arrow keys move a highlight from space to space, Enter or a click
activates it (`activated(index)`), and every space has a tooltip with its details. The board is
drawn in scene units and scaled to the view, so it keeps its proportions at any window size.
A space with a `picture` key gets the game's picture beside or above its name (`paint_picture`); a
holding in a `monopoly` has its band framed in gold with a star. A game may lay a widget of its own
over the middle (`set_centre_widget`): the title and the dice then keep a strip along its top.
"""

import weakref

from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QObject, QPointF, QRectF, QSequentialAnimationGroup, Qt, QPropertyAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsScene, QGraphicsView, QWidget

from .. import motion
from ..board_data import BoardFrame, BoardLayout, Holding
from ..format import number
from ..texts import as_rich_text
from .sizes import forget_sizes

BOARD = 1000.0  # the board's side in scene units
CORNER_RATIO = 1.6  # a corner's side / a plain space's width
STEP_MS = 170  # one space of a pawn's walk
JUMP_MS = 450  # a pawn sent straight to a space
MIN_FONT = 7  # scene units: the smallest name size tried
TEXT_FLAGS = Qt.AlignCenter | Qt.TextWordWrap

_PAPER = QColor("#fbf6e9")
_INK = QColor("#2b2118")
_LINE = QColor("#5b4a3a")
_HIGHLIGHT = QColor("#ffcc00")
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


def _changed_spaces(old: BoardFrame, new: BoardFrame) -> set[int]:
    """The spaces whose holding, note or pawns differ between two frames."""
    changed = {index for index in old.holdings.keys() | new.holdings.keys()
               if old.holdings.get(index) != new.holdings.get(index)}
    changed |= {index for index in old.notes.keys() | new.notes.keys() if old.notes.get(index) != new.notes.get(index)}
    for seat in old.pawns.keys() | new.pawns.keys():
        if old.pawns.get(seat) != new.pawns.get(seat):
            changed |= {at for at in (old.pawns.get(seat), new.pawns.get(seat)) if at is not None}
    return changed


def paint_token(p: QPainter, disc: QRectF, colour: str, symbol: str) -> None:
    """A player's badge as everywhere (ui.players.token_pixmap), drawn in scene units so it scales."""
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


class PawnWalk(QObject):
    """The pawns' walk to a new frame, one space a step; `running`, `skip()` and `finished`."""

    finished = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._group: QSequentialAnimationGroup | None = None
        self._settle = None

    @property
    def running(self) -> bool:
        return self._group is not None

    def play(self, steps: list[tuple[PawnItem, QPointF, int]], settle) -> None:
        """Move each pawn to each point in turn (pawn, point, milliseconds), then call `settle`."""
        self.skip()
        self._settle = settle
        if motion.off or not steps:
            self._end()
            return
        group = QSequentialAnimationGroup(self)
        for pawn, point, ms in steps:
            step = QPropertyAnimation(pawn, b"pos", group)
            step.setEndValue(point)
            step.setDuration(ms)
            step.setEasingCurve(QEasingCurve.InOutQuad)
            group.addAnimation(step)
        group.finished.connect(self._end)
        self._group = group
        group.start()

    def skip(self) -> None:
        if self._group is not None:
            self._group.finished.disconnect(self._end)
            self._group.stop()
            self._end()

    def _end(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        settle, self._settle = self._settle, None
        if settle is not None:
            settle()
        self.finished.emit()


class BoardView(QGraphicsView):
    """The board of a game, drawn from its layout and the latest frame."""

    activated = Signal(int)  # a space chosen with Enter, Space or a click
    finished = Signal()  # the pawns stand still
    fitted = Signal()  # the board took a new size or place in its view

    def __init__(self, layout: BoardLayout, players=(), money=number, parent=None, paint_picture=None):
        """`players`: per seat, anything with `name`, `colour` and `symbol` (storage.Player);
        `money`: an amount in words (the game's currency); `paint_picture(painter, rect, key)`: the
        game's pictures of its spaces (None: names only)."""
        super().__init__(parent)
        self.players = list(players)
        self.money = money
        self.paint_picture = paint_picture
        self.frame = BoardFrame()
        self.walk = PawnWalk(self)
        self.walk.finished.connect(self.finished)
        self.centre_widget: QWidget | None = None
        self.focused_space = 0
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#2f5d46"))
        self.setFrameShape(QGraphicsView.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(240, 240)
        self.set_layout(layout)

    # --- what the table calls

    def set_layout(self, layout: BoardLayout) -> None:
        """A new board (or the same in another language); the frame shown stays."""
        self.walk.skip()
        self.layout = layout
        scene = self.scene()
        scene.clear()
        scene.setSceneRect(QRectF(-8, -8, BOARD + 16, BOARD + 16))
        rects = space_rects(len(layout.spaces))
        unit = rects[1][0].width() if rects[1][1] == "top" else rects[1][0].height()
        self.spaces = [SpaceItem(self, index, rect, inner, unit) for index, (rect, inner) in enumerate(rects)]
        for item in self.spaces:
            scene.addItem(item)
        self.unit = unit
        self.pawn_size = unit * 0.36
        corner = rects[0][0].width()
        self.centre = CentreItem(QRectF(corner, corner, BOARD - 2 * corner, BOARD - 2 * corner), layout.title)
        self.centre.set_compact(self.centre_widget is not None, self.pawn_size * 1.3)
        scene.addItem(self.centre)
        self.pawns: dict[int, PawnItem] = {}
        self.highlight = QGraphicsRectItem()
        self.highlight.setPen(QPen(_HIGHLIGHT, 6))
        self.highlight.setZValue(5)
        self.highlight.setVisible(self.hasFocus())
        scene.addItem(self.highlight)
        self.focused_space = min(self.focused_space, len(layout.spaces) - 1)
        self.setAccessibleName(layout.title)
        shown, self.frame = self.frame, BoardFrame()
        self.set_frame(shown)
        self._refresh_spaces()  # every new space's tooltip, held or not
        self._focus(self.focused_space)
        self._fit()

    def set_centre_widget(self, widget: QWidget) -> None:
        """Lay `widget` over the middle of the board, below a strip with the title and the dice:
        the game's controls inside its board, which then fills the table's height (see
        `place_centre_widget`)."""
        self.centre_widget = widget
        widget.setParent(self.viewport())
        self.centre.set_compact(True, self.pawn_size * 1.3)
        self._fit()
        widget.show()

    def set_players(self, players) -> None:
        self.players = list(players)
        for pawn in self.pawns.values():
            self.scene().removeItem(pawn)
        self.pawns = {}
        self._place_pawns()
        self._refresh_spaces()

    def set_frame(self, frame: BoardFrame, paths: dict[int, list[int]] | None = None) -> None:
        """Show `frame`. A pawn that moved walks forward space by space to its new space, or along
        `paths[seat]` (the spaces it passes, ending where it stops; `[space]` alone is a jump)."""
        self.walk.skip()
        old, self.frame = self.frame, frame
        if tuple(frame.dice) != self.centre.dice:  # only the dice painted again, not the spaces round them
            self.centre.dice = tuple(frame.dice)
            self.centre.update(self.centre.dice_band())
        self._refresh_spaces(only=_changed_spaces(old, frame))
        steps = []
        for seat, to in sorted(frame.pawns.items()):
            start = old.pawns.get(seat)
            if start is None or seat not in self.pawns or (start == to and seat not in (paths or {})):
                continue
            path = list((paths or {}).get(seat) or self._forward(start, to))
            if path[-1] != to:
                path.append(to)
            pawn = self.pawns[seat]
            for before, space in zip([start, *path], path):
                point = self._slot(space, *self._arrangement(seat, space)) if space == to else self._slot(space, 0, 1)
                steps.append((pawn, point, STEP_MS if self._adjacent(before, space) else JUMP_MS))
        if steps:  # the others to their places first (the walk's end places them all)
            for pawn, _, _ in steps:
                pawn.setZValue(11)
            self._place_pawns(moving={pawn for pawn, _, _ in steps})
        self.walk.play(steps, self._place_pawns if steps or frame.pawns != old.pawns else None)

    @property
    def running(self) -> bool:
        return self.walk.running

    def skip(self) -> None:
        self.walk.skip()

    # --- players

    def player_name(self, seat: int) -> str:
        if 0 <= seat < len(self.players):
            return self.players[seat].name
        return self.tr("Player {number}").format(number=seat + 1)

    def player_look(self, seat: int) -> tuple[str, str]:
        if 0 <= seat < len(self.players):
            return self.players[seat].colour, self.players[seat].symbol
        return "#777777", str(seat + 1)

    # --- pawns

    def _forward(self, start: int, to: int) -> list[int]:
        count = len(self.layout.spaces)
        return [(start + step) % count for step in range(1, (to - start) % count + 1)]

    def _adjacent(self, a: int, b: int) -> bool:
        return (a - b) % len(self.layout.spaces) in (1, len(self.layout.spaces) - 1)

    def _arrangement(self, seat: int, space: int) -> tuple[int, int]:
        """Where `seat` stands among the pawns on `space`: its place and how many stand there."""
        here = sorted(s for s, at in self.frame.pawns.items() if at == space)
        return here.index(seat), len(here)

    def _slot(self, space: int, place: int, count: int) -> QPointF:
        """Where a pawn on `space` stands: in the middle of the board just in front of the space, so
        that it hides nothing printed on it; several pawns in rows of up to three, as wide as the
        space (a little overlapped on a narrow one), the second row further in."""
        item = self.spaces[space]
        rect = item.rect
        columns = min(count, 3)
        row, column = divmod(place, columns)
        in_row = min(columns, count - row * columns)
        side_step = min(self.pawn_size * 1.1, (self.unit - self.pawn_size) / max(1, columns - 1))
        inward = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}.get(item.inner)
        if inward is None:  # a corner: diagonally in front of its inner corner
            inward = (1 if rect.center().x() < BOARD / 2 else -1, 1 if rect.center().y() < BOARD / 2 else -1)
            anchor = QPointF(rect.right() if inward[0] > 0 else rect.left(),
                             rect.bottom() if inward[1] > 0 else rect.top())
            along = QPointF(inward[0], -inward[1]) * 0.75
            depth = self.pawn_size * (1.8 + row * 1.1)  # clear of the pawns of the spaces either side
        else:
            anchor = rect.center() + QPointF(inward[0] * rect.width() / 2, inward[1] * rect.height() / 2)
            along = QPointF(abs(inward[1]), abs(inward[0]))
            depth = self.pawn_size * (0.65 + row * 1.1)
        return anchor + QPointF(*inward) * depth + along * ((column - (in_row - 1) / 2) * side_step)

    def _place_pawns(self, moving=frozenset()) -> None:
        """Every pawn at its place in the frame (those about to walk stay where they are)."""
        for seat, at in self.frame.pawns.items():
            pawn = self.pawns.get(seat)
            if pawn is None:
                pawn = PawnItem(*self.player_look(seat), self.pawn_size)
                pawn.setToolTip(as_rich_text(self.player_name(seat)))
                self.pawns[seat] = pawn
                self.scene().addItem(pawn)
            if pawn not in moving:
                pawn.setPos(self._slot(at, *self._arrangement(seat, at)))
                pawn.setZValue(10)
            pawn.setVisible(True)
        for seat, pawn in self.pawns.items():
            if seat not in self.frame.pawns:
                pawn.setVisible(False)

    # --- spaces, keyboard and mouse

    def _refresh_spaces(self, repaint: bool = False, only: set[int] | None = None) -> None:
        """Each space (or those in `only`) shows the frame's holding and says it in its tooltip."""
        for item in self.spaces if only is None else (self.spaces[index] for index in only):
            item.refresh(self.frame.holdings.get(item.index), repaint)
        self.setAccessibleDescription(self.spaces[self.focused_space].describe())

    def _focus(self, index: int) -> None:
        self.focused_space = index
        self.highlight.setRect(self.spaces[index].rect.adjusted(3, 3, -3, -3))
        self.setAccessibleDescription(self.spaces[index].describe())

    def _neighbour(self, key) -> int | None:
        """The space next to the highlighted one, in the arrow's direction along the edge."""
        direction = {Qt.Key_Left: QPointF(-1, 0), Qt.Key_Right: QPointF(1, 0),
                     Qt.Key_Up: QPointF(0, -1), Qt.Key_Down: QPointF(0, 1)}[key]
        here = self.spaces[self.focused_space].rect.center()
        count = len(self.layout.spaces)
        for index in ((self.focused_space + 1) % count, (self.focused_space - 1) % count):
            there = self.spaces[index].rect.center() - here
            if there.x() * direction.x() + there.y() * direction.y() > 0 and \
                    abs(there.x() * direction.y() - there.y() * direction.x()) < 1:
                return index
        return None

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key_Escape and self.running:
            self.skip()
        elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            index = self._neighbour(key)
            if index is not None:
                self._focus(index)
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space, Qt.Key_Select):
            self.activated.emit(self.focused_space)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event) -> None:
        point = self.mapToScene(event.position().toPoint())
        for item in self.spaces:
            if item.rect.contains(point):
                self.setFocus(Qt.MouseFocusReason)
                self._focus(item.index)
                self.activated.emit(item.index)
                event.accept()
                return
        super().mousePressEvent(event)

    def focusInEvent(self, event) -> None:
        self.highlight.setVisible(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.highlight.setVisible(False)
        super().focusOutEvent(event)

    # --- size and language

    def place_centre_widget(self) -> None:
        """The middle's widget as wide as the middle and as high as its contents need (at most the
        middle's height), so that the pawns standing lower down stay in sight; again after its
        contents changed."""
        widget = self.centre_widget
        if widget is None:
            return
        room = self.mapFromScene(self.centre.rest()).boundingRect()
        layout = widget.layout()
        if layout is not None:
            # What the words and widgets shown or hidden since the last pass need, from fresh sizes:
            # then one layout pass at the new height, not first one at the old height.
            forget_sizes(layout, widgets=True)
        need = layout.totalHeightForWidth(room.width()) if layout is not None and layout.hasHeightForWidth() \
            else widget.sizeHint().height()
        room.setHeight(min(room.height(), need))
        widget.setGeometry(room)
        if layout is not None:
            layout.activate()  # before the layouts inside it, which it gives their sizes
        QCoreApplication.sendPostedEvents(None, QEvent.LayoutRequest)
        # Widgets just shown ask for their paint with a posted event: asked now, they are painted
        # with the rest, not again after it when the scene has the window painted at once.
        QCoreApplication.sendPostedEvents(None, QEvent.UpdateLater)

    def _fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.KeepAspectRatio)
        self.place_centre_widget()
        self.fitted.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._refresh_spaces(repaint=True)  # the tooltips' words and the prices' digit groups
        super().changeEvent(event)
