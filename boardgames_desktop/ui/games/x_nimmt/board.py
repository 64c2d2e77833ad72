"""The painted parts of the X bere! table: a row in the middle, this turn's cards, tiny X rows.

Each one draws from its Qt model and repaints when the model changes, so the table only ever
feeds models. Geometry helpers (`slot_rect`, `card_rect`) tell the placing animation where a card
lies on the screen.
"""

from typing import NamedTuple

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QStyledItemDelegate, QToolTip, QWidget

from ... import theme
from ...widgets.players import paint_badge, player_look, player_name
from ...widgets.cards import TurningCards, draw_pixmap
from . import texts
from .art import BADGE, CARD_RATIO, CardsRole, SeatRole, ValueRole, card_size, cow_pixmap, draw_card, paint_shadow
from .models import StateRole
from . import palette

_COLOURS = palette.PALETTE

MOST_SLOTS = 6  # the row card and the five places of the longest row
SUM_SHARE = 0.75  # the width of the row's cow count, as a share of a card's width


class RowView(QWidget):
    """One row: its row card, its cards, the empty places and the red place whose card takes the row.

    Clickable while the viewer must take a row; `highlight` marks the row a card is going to.
    """

    clicked = Signal(int)

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.model = model
        self.card_width = 56
        self._highlight = False
        self._choosable = False
        self._hover = False
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._changed)

    def _changed(self, *args) -> None:
        self.update()
        self.setToolTip(self.describe())
        self.setAccessibleName(self.describe())

    def describe(self) -> str:
        return texts.row_description(self.model.size, self.model.cards, self.model.heads)

    def set_card_width(self, width: int) -> None:
        if width != self.card_width:
            self.card_width = width
            self.updateGeometry()
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self.update()

    def set_choosable(self, on: bool) -> None:
        self._choosable = on
        self.setCursor(Qt.PointingHandCursor if on else Qt.ArrowCursor)
        self.update()

    @property
    def gap(self) -> float:
        return max(5.0, self.card_width * 0.12)

    @staticmethod
    def width_for(card_width: int) -> float:
        """The width of a row drawn with cards `card_width` wide."""
        return 16 + MOST_SLOTS * (card_width + max(5.0, card_width * 0.12)) + card_width * SUM_SHARE

    @property
    def margin(self) -> float:
        return 8.0

    def sizeHint(self) -> QSize:
        w, h = card_size(self.card_width).width(), card_size(self.card_width).height()
        return QSize(round(2 * self.margin + MOST_SLOTS * (w + self.gap) + w * SUM_SHARE), round(h + 2 * self.margin))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def slot_rect(self, slot: int) -> QRectF:
        """Where a card lies: slot -1 is the row card, 0 the first number card, size-1 the one that takes."""
        size = card_size(self.card_width)
        x = self.margin + (slot + 1) * (size.width() + self.gap)
        return QRectF(x, self.margin, size.width(), size.height())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        model = self.model
        whole = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self._highlight or (self._choosable and self._hover):
            p.setPen(QPen(_COLOURS.focus, 3))
            p.setBrush(QColor(255, 230, 120, 70))
            p.drawRoundedRect(whole, 12, 12)
        elif self._choosable:
            p.setPen(QPen(QColor(255, 230, 120, 160), 2, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(whole, 12, 12)
        row_card = self.slot_rect(-1)
        paint_shadow(p, row_card)
        draw_card(p, row_card, "row", model.size)
        cards = model.cards
        for slot in range(model.size):
            rect = self.slot_rect(slot)
            if slot < len(cards):
                paint_shadow(p, rect)
                draw_card(p, rect, "number", cards[slot])
            else:
                draw_card(p, rect, "empty", slot == model.size - 1)
        # the row's cow heads, in a column beside the longest row
        sum_area = QRectF(self.slot_rect(MOST_SLOTS - 2).right() + self.gap, self.margin,
                          self.card_width * SUM_SHARE, row_card.height())
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(30, 16, 6, 90))
        p.drawRoundedRect(sum_area.adjusted(-2, sum_area.height() * 0.08, 2, -sum_area.height() * 0.08), 8, 8)
        cow = min(sum_area.width() * 0.7, sum_area.height() * 0.4)
        side = max(4, round(cow))  # the cow of cow_pixmap stands 8 % below its square's centre
        centre = QPointF(sum_area.center().x(), sum_area.center().y() - cow * 0.45 - side * 0.08)
        draw_pixmap(p, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                    cow_pixmap(QSize(side, side), p.device().devicePixelRatioF()))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(cow * 0.62)))
        p.setFont(font)
        p.setPen(_COLOURS.cream)
        p.drawText(QRectF(sum_area.left() - 6, sum_area.center().y() + cow * 0.25, sum_area.width() + 12, cow * 0.9),
                   Qt.AlignCenter, str(model.heads))
        p.end()

    def enterEvent(self, event) -> None:
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        # A click when the row cannot be chosen is sent too: the table says why it is not taken.
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.model.row)
            return
        super().mouseReleaseEvent(event)


class NameLabel(NamedTuple):
    """A player's name under their card, as painted."""

    badge: QRectF
    room: QRectF  # the name's room beside its badge
    words: str  # the name, shortened with "…" where even the smaller font leaves it too little room
    shown: QRectF  # the badge and the words painted: where the mouse points at this name


class PlaysView(TurningCards):
    """This turn's cards with their players' badges: an empty place for whoever is still choosing,
    a back for a chosen card, faces once revealed; cards already placed are only faintly shown.

    `flip` (0 to 1) turns the revealed cards over, for the reveal animation.
    """

    def __init__(self, model, players=None, parent=None):
        super().__init__(parent)
        self.model = model
        self.players = players
        self.card_width = 56
        self._highlight: int | None = None
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.update)

    @property
    def highlight(self) -> int | None:
        """The play that is marked, e.g. the card waiting for its player to take a row."""
        return self._highlight

    def set_highlight(self, row: int | None) -> None:
        if row != self._highlight:
            self._highlight = row
            self.update()

    def set_card_width(self, width: int) -> None:
        if width != self.card_width:
            self.card_width = width
            self.updateGeometry()
            self.update()

    @property
    def name_height(self) -> int:
        line = self.fontMetrics().height()
        return line + 6 + (line + 2 if self.staggered(self.model.rowCount()) else 0)

    def staggered(self, count: int) -> bool:
        """The names on two lines, every other one lower, each reaching under its neighbour's card: where a
        name does not fit beside its badge on one line (a narrow replay read 'Krist…', 'Ond…')."""
        metrics = QFontMetrics(self.font())
        return count > 1 and any(metrics.horizontalAdvance(self._name(row)) > room
                                 for row, room in enumerate(self._line_rooms(count)))

    def sizeHint(self) -> QSize:
        size = card_size(self.card_width)
        return QSize(round(self.card_width * 6 + 8), size.height() + self.name_height + 16)

    def slots(self, count: int) -> list[tuple[float, float]]:
        """Each played card's room (its left and width): its name whole beside its badge under it where
        the width allows (small cards in a replay left 'J…'). Rooms as wide as the longest name's
        where all of them fit; else each as wide as its own name needs, with what is left shared out
        (four names in 286 px read 'Babi…' in equal rooms), or in proportion when even that is too wide."""
        metrics = QFontMetrics(self.font())
        room = self.width() - 8
        needs = [max(self.card_width * 2.2, metrics.height() + 9 + metrics.horizontalAdvance(self._name(row)))
                 for row in range(count)]
        widest = max(needs, default=0)
        if widest * count <= room:
            widths = [widest] * count
        elif sum(needs) <= room:
            widths = [need + (room - sum(needs)) / count for need in needs]
        else:
            widths = [room * need / sum(needs) for need in needs]
        left = (self.width() - sum(widths)) / 2
        rooms = []
        for width in widths:
            rooms.append((left, width))
            left += width
        return rooms

    def _name(self, row: int) -> str:
        """The name of whoever played the card of `row`."""
        seat = self.model.index(row).data(SeatRole)
        return self.players[seat].name if self.players else player_name(None, seat)

    def card_rect(self, row: int) -> QRectF:
        size = card_size(self.card_width)
        left, width = self.slots(max(1, self.model.rowCount()))[row]
        return QRectF(left + (width - size.width()) / 2, 8, size.width(), size.height())

    def _line_rooms(self, count: int) -> list[float]:
        """The width each name has beside its badge, all on one line."""
        side = QFontMetrics(self.font()).height()
        return [width - side - 8 for _, width in self.slots(count)]

    def name_places(self, count: int) -> list[tuple[float, float]]:
        """Each name's badge's left and the name's room beside it. On two lines a name reaches to the next
        one on its line, and the last one of a line moves left, up to the name before it, if it needs to."""
        side = QFontMetrics(self.font()).height()
        lefts = [left + 2 for left, _ in self.slots(count)]
        if not self.staggered(count):
            return list(zip(lefts, self._line_rooms(count)))
        metrics = QFontMetrics(self.font())
        places: list[tuple[float, float]] = []
        for row, left in enumerate(lefts):
            if row + 2 < count:
                places.append((left, lefts[row + 2] - 4 - left - side - 3))
                continue
            before_left, before_room = places[row - 2] if row >= 2 else (0.0, 0.0)
            taken = before_left + side + 3 + min(before_room, metrics.horizontalAdvance(self._name(row - 2))) \
                if row >= 2 else 0.0
            need = side + 3 + metrics.horizontalAdvance(self._name(row)) + 2  # and a pixel or two the letters overhang
            left = max(taken + 8, min(left, self.width() - 4 - need))
            places.append((left, self.width() - 4 - left - side - 3))
        return places

    def names(self) -> tuple[QFont, list[NameLabel]]:
        """The players' names under the cards as they are painted: the font (up to a fifth smaller
        where a name does not fit in its room) and each card's badge and name."""
        count = self.model.rowCount()
        metrics = QFontMetrics(self.font())
        places = self.name_places(count)
        font = self._names_font(metrics, [room for _, room in places])
        words = QFontMetrics(font)
        side, staggered = metrics.height(), self.staggered(count)
        labels = []
        for row, (left, room) in enumerate(places):
            lower = (side + 2) * (row % 2) if staggered else 0
            badge = QRectF(left, self.card_rect(row).bottom() + 5 + lower, side, side)
            room_rect = QRectF(badge.right() + 3, badge.top() - 1, room, side + 2)
            shown = words.elidedText(self._name(row), Qt.ElideRight, int(room_rect.width()))
            drawn = QRectF(room_rect.left(), room_rect.top(), min(room, words.horizontalAdvance(shown)), side + 2)
            labels.append(NameLabel(badge, room_rect, shown, badge.united(drawn)))
        return font, labels

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        model = self.model
        font, labels = self.names()
        for row, label in enumerate(labels):
            index = model.index(row)
            state = index.data(StateRole)
            rect = self.card_rect(row)
            if row == self._highlight:
                p.setPen(Qt.NoPen)
                p.setBrush(QColor(255, 230, 120, 150))
                p.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 10, 10)
            if state == "waiting":
                draw_card(p, rect, "empty", False)
            elif state == "chosen" or (state == "face" and self._flip < 0.5):
                self._paint_turning(p, rect, "back", None)
            elif state == "face":
                self._paint_turning(p, rect, "number", index.data(ValueRole))
            else:  # placed: a faint trace of where it lay
                p.setOpacity(0.28)
                draw_card(p, rect, "number", index.data(ValueRole))
                p.setOpacity(1.0)
            colour, symbol = player_look(self.players, index.data(SeatRole))
            paint_badge(p, label.badge, colour, symbol, BADGE)
            p.setFont(font)
            p.setPen(_COLOURS.cream)
            p.drawText(label.room, Qt.AlignLeft | Qt.AlignVCenter, label.words)
        p.end()

    def _names_font(self, metrics: QFontMetrics, rooms: list[float]) -> QFont:
        """The names' font: up to a fifth smaller where one does not fit in its room."""
        names = [self._name(row) for row in range(len(rooms))]
        by = min((room / metrics.horizontalAdvance(name) for name, room in zip(names, rooms)
                  if metrics.horizontalAdvance(name) > room > 0), default=1.0)
        font = QFont(self.font())
        if by >= 1.0:
            return font
        by = max(0.8, by)
        if font.pixelSize() > 0:
            font.setPixelSize(max(1, int(font.pixelSize() * by)))
        else:
            font.setPointSizeF(font.pointSizeF() * by)
        return font

    def event(self, event) -> bool:
        if event.type() == QEvent.ToolTip:  # the card or the name under the mouse (a name may reach under the next card)
            row = self.play_at(QPointF(event.pos()))
            if row is not None:
                QToolTip.showText(event.globalPos(), self.model.index(row).data(Qt.ToolTipRole), self)
                return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)

    def play_at(self, point: QPointF) -> int | None:
        """The play whose card or painted name (with its badge) is at `point`, if any."""
        count = self.model.rowCount()
        cards = [row for row in range(count) if self.card_rect(row).contains(point)]
        if cards:
            return cards[0]
        return next((row for row, label in enumerate(self.names()[1]) if label.shown.contains(point)), None)

    def _paint_turning(self, p: QPainter, rect: QRectF, kind: str, value) -> None:
        flipping = kind == "number" and self._flip < 1.0 or kind == "back" and self._flip < 0.5
        p.save()
        if flipping:
            scale = max(abs(1 - 2 * self._flip), 0.02)
            p.translate(rect.center())
            p.scale(scale, 1)
            p.translate(-rect.center())
        paint_shadow(p, rect)
        draw_card(p, rect, kind, value)
        p.restore()


def paint_mini_cards(p: QPainter, area: QRectF, cards, height: float) -> None:
    """Tiny cards side by side from the left of `area`, overlapping when there are too many."""
    height = min(height, area.height())
    width = height / CARD_RATIO
    step = width + 3
    if len(cards) > 1:
        step = min(step, (area.width() - width) / (len(cards) - 1))
    top = area.center().y() - height / 2
    for i, card in enumerate(cards):
        draw_card(p, QRectF(area.left() + i * step, top, width, height), "number", card)


class MiniCardsView(QWidget):
    """A line of tiny cards from a card list model, e.g. your X row or your X pile."""

    def __init__(self, model, height: int = 34, parent=None):
        super().__init__(parent)
        self.model = model
        self.card_height = height
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setFixedHeight(height + 4)
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._changed)

    def _changed(self, *args) -> None:
        self.setToolTip(texts.card_list(self.model.cards))
        self.update()

    def set_card_height(self, height: int) -> None:
        if height != self.card_height:
            self.card_height = height
            self.setFixedHeight(height + 4)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        cards = self.model.cards
        if cards:
            paint_mini_cards(p, QRectF(self.rect()).adjusted(1, 2, -1, -2), cards, self.card_height)
        else:
            p.setPen(QColor(255, 246, 223, 150))
            p.drawText(QRectF(self.rect()), Qt.AlignLeft | Qt.AlignVCenter, "\u2014")
        p.end()


class MiniCardsDelegate(QStyledItemDelegate):
    """Paints a cell holding CardsRole (an X row) as tiny cards; text cells as usual."""

    def __init__(self, height: int = 30, parent=None):
        super().__init__(parent)
        self.card_height = height

    def sizeHint(self, option, index) -> QSize:
        cards = index.data(CardsRole)
        if cards is None:
            return super().sizeHint(option, index)
        width = round(self.card_height / CARD_RATIO)
        return QSize(max(40, len(cards) * (width + 3) + 10), self.card_height + 6)

    def paint(self, painter: QPainter, option, index) -> None:
        cards = index.data(CardsRole)
        if cards is None:
            return super().paint(painter, option, index)
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        background = index.data(Qt.BackgroundRole)
        if background is not None:
            painter.fillRect(option.rect, background)
        area = QRectF(option.rect).adjusted(6, 2, -6, -2)
        if cards:
            paint_mini_cards(painter, area, cards, self.card_height)
        else:
            painter.setPen(option.palette.color(option.palette.ColorRole.Text))
            painter.drawText(area, Qt.AlignLeft | Qt.AlignVCenter, "\u2014")
        painter.restore()
