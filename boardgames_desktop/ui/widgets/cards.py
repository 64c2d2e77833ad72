"""What every card game's table shares: the pixmap cache, the soft shadow and the card delegate.

Each game draws its own faces (its `art.py`); painting a face with vectors costs far more than
copying a pixmap, and a table repaints the same cards after every move, so faces, shadows and
badges are painted once per size and device pixel ratio into a pixmap kept here. The cache is a
least-recently-used one with a cap on its memory, so long sessions and many window sizes cannot
make it grow without end; and when a game is put on the table, the other games' pictures are
dropped (`discard`), so an evening of many games holds one game's cards, not every game's.
"""

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QWidget

CARD_RATIO = 1.4  # height / width, like a playing card
CACHE_BYTES = 48 * 1024 * 1024  # every card of a table at two sizes fits many times over

Paint = Callable[[QPainter, QRectF], None]


def card_size(width: int, ratio: float = CARD_RATIO) -> QSize:
    return QSize(width, round(width * ratio))


def screen_ratio(dpr: float | None = None) -> float:
    """`dpr` if given, else the primary screen's device pixel ratio (1.0 without a screen)."""
    if dpr:
        return dpr
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() else None
    return screen.devicePixelRatio() if screen else 1.0


def device_ratio(p: QPainter) -> float:
    device = p.device()
    return device.devicePixelRatioF() if device is not None else 1.0


class PixmapCache:
    """Pixmaps by key, the least recently used dropped first once `limit` bytes are held."""

    def __init__(self, limit: int = CACHE_BYTES):
        self.limit = limit
        self.bytes = 0
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def keys(self) -> list[tuple]:
        return list(self._pixmaps)

    def get(self, key: tuple) -> QPixmap | None:
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
        return pixmap

    def put(self, key: tuple, pixmap: QPixmap) -> None:
        old = self._pixmaps.pop(key, None)
        if old is not None:
            self.bytes -= _cost(old)
        self._pixmaps[key] = pixmap
        self.bytes += _cost(pixmap)
        while self.bytes > self.limit and len(self._pixmaps) > 1:
            _, dropped = self._pixmaps.popitem(last=False)
            self.bytes -= _cost(dropped)

    def clear(self) -> None:
        self._pixmaps.clear()
        self.bytes = 0

    def discard(self, unwanted: Callable[[tuple], bool]) -> None:
        """Drop every pixmap whose key is `unwanted`."""
        for key in [key for key in self._pixmaps if unwanted(key)]:
            self.bytes -= _cost(self._pixmaps.pop(key))


def _cost(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


cache = PixmapCache()


def cached_pixmap(key: tuple, size: QSize, dpr: float | None, paint: Paint, shadow: Paint | None = None) -> QPixmap:
    """The picture `paint` draws into a `size` rectangle, painted once per key, size and ratio.
    `key` names the picture and everything it depends on (its game first, its translated words)."""
    dpr = screen_ratio(dpr)
    full = (*key, size.width(), size.height(), dpr, shadow is not None)
    pixmap = cache.get(full)
    if pixmap is not None:
        return pixmap
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    if shadow is not None:
        margin = size.width() * 0.06
        rect = rect.adjusted(margin * 0.5, margin * 0.5, -margin, -margin)
        shadow(p, rect)
    paint(p, rect)
    p.end()
    cache.put(full, pixmap)
    return pixmap


def paint_face(p: QPainter, rect: QRectF, fill, border: QColor, radius: float, edge_share: float) -> QPainterPath:
    """A card's face: `rect` with round corners filled, its edge `edge_share` of its width; the outline
    for what is painted on the face next."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.fillPath(path, fill)
    p.setPen(QPen(border, max(1.0, rect.width() * edge_share)))
    p.setBrush(Qt.NoBrush)
    p.drawPath(path)
    return path


def fanned_picture(width: int, dpr: float | None, card_share: float, ratio: float, middle: float, fan,
                   paint, shadow: Paint, more: Paint | None = None) -> QPixmap:
    """A start screen's picture, width x (width * 5/6): three cards of the game fanned, `card_share`
    of the width wide, `ratio` high, centred `middle` of the height down; `fan` holds each card's
    (angle, shift as a share of the width, the arguments of `paint(p, rect, *arguments)`), each
    card on its `shadow`, and `more` paints whatever lies before them."""
    height = round(width * 5 / 6)
    dpr = screen_ratio(dpr)
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    card_w = width * card_share
    card = QRectF(-card_w / 2, -card_w * ratio / 2, card_w, card_w * ratio)
    for angle, dx, arguments in fan:
        p.save()
        p.translate(width / 2 + dx * width, height * middle)
        p.rotate(angle)
        shadow(p, card)
        paint(p, card, *arguments)
        p.restore()
    if more is not None:
        more(p, QRectF(0, 0, width, height))
    p.end()
    return pixmap


def shade_down(p: QPainter, rect: QRectF, top: QColor | str, bottom: QColor | str) -> None:
    """`rect` shaded from the colour `top` down to `bottom`: the ground of a table's wood or turf."""
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0.0, QColor(top))
    shade.setColorAt(1.0, QColor(bottom))
    p.fillRect(rect, shade)


class TurningCards(QWidget):
    """A widget whose cards turn over: `flip` runs from 0 (backs up) to 1 (faces up), as a
    QPropertyAnimation drives it, and each step repaints."""

    def __init__(self, parent=None, flip: float = 1.0):
        super().__init__(parent)
        self._flip = flip

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)


def draw_pixmap(p: QPainter, rect: QRectF, pixmap: QPixmap) -> None:
    """Copy a cached picture into `rect` (its logical size)."""
    p.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def paint_shadow(p: QPainter, rect: QRectF, lift: float = 1.0, radius_share: float = 0.08,
                 alpha: int = 22, min_spread: float = 2.0) -> None:
    """A soft shadow below and right of a card: four translucent rounded rectangles, blended once
    into a pixmap kept per card size, lift and look, then copied (blending them afresh for every
    card on every repaint was much of the cost of a move)."""
    spread = max(min_spread, rect.width() * 0.035) * lift
    margin = math.ceil(spread * 2)
    width, height = rect.width(), rect.height()
    key = ("shadow", round(width, 2), round(height, 2), round(spread, 3), radius_share, alpha)
    size = QSize(math.ceil(width + 2 * margin), math.ceil(height + 2 * margin))

    def blend(shadow: QPainter, _area: QRectF) -> None:
        shadow.setPen(Qt.NoPen)
        shadow.setBrush(QColor(0, 0, 0, alpha))
        card = QRectF(margin, margin, width, height)
        radius = width * radius_share
        for i in range(4, 0, -1):
            grow = spread * i / 4
            shadow.drawRoundedRect(card.translated(spread * 0.5, spread * 0.9).adjusted(-grow, -grow, grow, grow),
                                   radius + grow, radius + grow)

    pixmap = cached_pixmap(key, size, device_ratio(p), blend)
    p.drawPixmap(QPointF(rect.left() - margin, rect.top() - margin), pixmap)


class CardDelegate(QStyledItemDelegate):
    """Paints an item with a kind and a value (roles `kind_role`, `value_role`) as a card standing
    on the table, from the cache; the selected card is lifted and glows, a hovered one rises a little.

    A game subclasses it with its own `draw_card(painter, rect, kind, value)` and look."""

    kind_role = int(Qt.UserRole) + 1
    value_role = int(Qt.UserRole) + 2
    radius_share = 0.08  # the corner radius, as a share of the card's width
    glow_alpha = 150
    shadow_alpha = 22
    shadow_min_spread = 2.0
    lift_only_selectable = False  # rise under the mouse only if the card can be chosen
    focus_only_selectable = False

    def __init__(self, card_width: int = 80, parent=None, padding: tuple[int, int, int] = (6, 14, 8)):
        super().__init__(parent)
        self.card_width = card_width
        self.padding = padding  # each side, above (room to lift the selected card), below

    @staticmethod
    def draw_card(painter: QPainter, rect: QRectF, kind: str, value) -> None:
        raise NotImplementedError

    def set_card_width(self, width: int) -> bool:
        """True if the width changed, and the view must lay its cards out again."""
        changed = width != self.card_width
        self.card_width = width
        return changed

    def sizeHint(self, option=None, index=None) -> QSize:
        size = card_size(self.card_width)
        side, top, bottom = self.padding
        return QSize(size.width() + 2 * side, size.height() + top + bottom)

    def paint(self, painter: QPainter, option, index) -> None:
        kind = index.data(self.kind_role)
        if kind is None:
            return super().paint(painter, option, index)
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        size = card_size(self.card_width)
        cell = QRectF(option.rect)
        selected = bool(option.state & QStyle.State_Selected)
        hovered = bool(option.state & QStyle.State_MouseOver)
        enabled = bool(option.state & QStyle.State_Enabled)
        selectable = bool(index.flags() & Qt.ItemIsSelectable)
        can_rise = selectable if self.lift_only_selectable else enabled
        top = self.padding[1]
        lift = top - 2 if selected else (min(5, top) if hovered and can_rise else 0)
        rect = QRectF(cell.center().x() - size.width() / 2, cell.top() + top - lift, size.width(), size.height())
        radius = rect.width() * self.radius_share
        if selected:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(255, 230, 120, self.glow_alpha))
            grow = 6
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        paint_shadow(painter, rect, 1.6 if lift else 1.0, self.radius_share, self.shadow_alpha, self.shadow_min_spread)
        if not enabled:
            painter.setOpacity(0.55)
        self.draw_card(painter, rect, kind, index.data(self.value_role))
        painter.setOpacity(1.0)
        if option.state & QStyle.State_HasFocus and (selectable or not self.focus_only_selectable):
            painter.setPen(QPen(QColor("#ffe680"), 2.5, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        painter.restore()
