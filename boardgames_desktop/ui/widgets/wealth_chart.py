"""A painted line chart of each player's wealth over a game, for an end page: one line per player in
their colour, their badge at the end of the line, round numbers on the axes and, beside the plot,
the players from the richest down with what they ended with.

Game-independent: a table gives it a Series per player and the word for its steps ("Turn", "Round").
On a card of its own (the chrome's card colours, light or dark), so it reads on the felt and on a
dialog alike; its words are in pt, growing with the widget and the user's font. The left and right
arrow keys (or the mouse) pick a turn, whose amounts it shows and says to a screen reader.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from .. import theme
from ..format import number
from ..scale import zoom
from .board_items import paint_token

DESIGN = QSize(600, 360)  # the size its words were designed at, BASE_POINTS pt
BASE_POINTS = 10.0


@dataclass(frozen=True)
class Series:
    """One player's line: their name, colour (#rrggbb) and symbol, and an amount per turn."""

    name: str
    colour: str
    symbol: str
    values: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(self.values))  # a list from the caller is welcome too


def nice_step(span: float, most: int, low: float = 0) -> int:
    """The smallest round step (1, 2 or 5 times a power of ten) that cuts `low`..`low + span`,
    widened out to whole steps, into at most `most` parts."""
    power = 1
    while True:
        for mantissa in (1, 2, 5):
            step = mantissa * power
            if math.ceil((low + span) / step) - math.floor(low / step) <= max(1, most):
                return step
        power *= 10


def value_ticks(low: int, high: int, most: int) -> list[int]:
    """Round numbers from at or below `low` to at or above `high`, always with 0 (wealth is read
    against nothing), in at most `most` steps; just [0] when every value is 0."""
    low, high = min(low, 0), max(high, 0)
    step = nice_step(high - low, most, low)
    return list(range(math.floor(low / step) * step, math.ceil(high / step) * step + step, step))


def turn_ticks(first: int, last: int, most: int) -> list[int]:
    """Round turn numbers within `first`..`last`, at most about `most` of them."""
    step = nice_step(last - first, most)
    return list(range(math.ceil(first / step) * step, last + 1, step))


def spread(places: Sequence[float], gap: float, low: float, high: float) -> list[float]:
    """`places` (ascending) moved apart to at least `gap` between neighbours, kept within `low`..`high`
    while there is room: badges at the ends of lines that would hide each other."""
    moved = list(places)
    for at in range(1, len(moved)):
        moved[at] = max(moved[at], moved[at - 1] + gap)
    if moved and moved[-1] > high:
        moved[-1] = high
        for at in range(len(moved) - 2, -1, -1):
            moved[at] = min(moved[at], moved[at + 1] - gap)
        if moved[0] < low:  # no room for them all: from the top down, past the bottom
            moved = [place + low - moved[0] for place in moved]
    return moved


class WealthChart(QWidget):
    def __init__(self, parent: QWidget | None = None, amount: Callable[[int], str] = number):
        """`amount` writes a value on the axis and in the legend (format.number, or format.dollars)."""
        super().__init__(parent)
        self.amount = amount
        self._series: tuple[Series, ...] = ()
        self._turn_label = ""
        self._first = 0
        self._picked: int | None = None  # the turn the arrow keys or the mouse chose, as an index
        self._plot = QRectF()  # where the last painting put the plot, and the values at its bottom
        self._scale = (0, 0)  # and top: for the mouse and the turn picked
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMouseTracking(True)
        theme.follow(self, self.update)
        self._describe()

    # -- what it shows ------------------------------------------------------------------------------

    def set_series(self, series: Sequence[Series], turn_label: str = "", first: int = 0) -> None:
        """Show `series` (a player with no values is left out); `turn_label` names the x axis and
        `first` is the number of the first value's turn (0: the start of the game). The label is the
        caller's words: on a change of language, set the series again."""
        self._series = tuple(s for s in series if s.values)
        self._turn_label = turn_label
        self._first = first
        self._picked = None
        self._describe()
        self.update()

    def series(self) -> tuple[Series, ...]:
        return self._series

    def is_empty(self) -> bool:
        return not self._series

    def turns(self) -> tuple[int, int]:
        """The first and the last turn shown."""
        return self._first, self._first + max((len(s.values) for s in self._series), default=1) - 1

    def value_ticks(self, most: int = 6) -> list[int]:
        values = [v for s in self._series for v in s.values] or [0]
        return value_ticks(min(values), max(values), most)

    def turn_ticks(self, most: int = 6) -> list[int]:
        return turn_ticks(*self.turns(), most)

    def ranking(self) -> list[Series]:
        """The players from the most at the end down (ties in the order given)."""
        return sorted(self._series, key=lambda s: -s.values[-1])

    def empty_text(self) -> str:
        return self.tr("The chart fills in as the game goes on: nothing to draw yet.")

    def summary(self) -> str:
        """Who ended with the most, then everyone's last amount: the chart in words."""
        if self.is_empty():
            return self.empty_text()
        amounts = ", ".join(f"{s.name}: {self.amount(s.values[-1])}" for s in self.ranking())
        return " ".join((self.leaders_text(), self.tr("At the end: {amounts}.").format(amounts=amounts)))

    def leaders_text(self) -> str:
        """Who came out best, for the summary."""
        ranking = self.ranking()
        best = ranking[0].values[-1]
        leaders = ", ".join(s.name for s in ranking if s.values[-1] == best)
        return self.tr("Most at the end: {players} ({amount}).").format(players=leaders, amount=self.amount(best))

    def picked_text(self) -> str:
        """The amounts at the turn picked with the arrow keys or the mouse; empty when none is."""
        if self._picked is None:
            return ""
        amounts = ", ".join(f"{s.name}: {self.amount(s.values[self._picked])}" for s in self._picked_ranking())
        return f"{self._picked_turn()}: {amounts}"

    def _picked_turn(self) -> str:
        word = self._turn_label or self.tr("Turn")
        return f"{word} {self._first + self._picked}"

    def title(self) -> str:
        """What the chart shows, for screen readers."""
        return self.tr("Wealth over the game")

    def turn_text(self, turn: int) -> str:
        """A turn's number under the x axis."""
        return str(turn)

    def _picked_ranking(self) -> list[Series]:
        """The players with a value at the turn picked, from the most then down."""
        shown = [s for s in self._series if self._picked < len(s.values)]
        return sorted(shown, key=lambda s: -s.values[self._picked])

    def pick(self, index: int | None) -> None:
        """Pick the turn of the values' `index` (None: none), kept within the turns shown."""
        if index is not None:
            index = max(0, min(self.turns()[1] - self._first, index))
        if index != self._picked:
            self._picked = index
            self._describe()
            self.update()

    def _describe(self) -> None:
        self.setAccessibleName(self.title())
        description = self.summary()
        if self._picked is not None:
            description = f"{self.picked_text()}. {description}"
        self.setAccessibleDescription(description)

    # -- keys and mouse -----------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        """Left and right step through the turns (the first press picks the last), Home and End go to
        the ends, Escape lets go; any other key, or Escape with nothing picked, is the page's."""
        key, last = event.key(), self.turns()[1] - self._first
        steps = {Qt.Key_Left: -1, Qt.Key_Right: 1}
        if self.is_empty():
            super().keyPressEvent(event)
        elif key in steps:
            self.pick(last if self._picked is None else self._picked + steps[key])
        elif key in (Qt.Key_Home, Qt.Key_End):
            self.pick(0 if key == Qt.Key_Home else last)
        elif key == Qt.Key_Escape and self._picked is not None:
            self.pick(None)
        else:
            super().keyPressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._plot.contains(event.position()) and not self.is_empty():
            self.pick(self._index_at(event.position().x()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if not self.hasFocus():
            self.pick(None)
        super().leaveEvent(event)

    def focusOutEvent(self, event) -> None:
        self.pick(None)
        super().focusOutEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._describe()
            self.update()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return DESIGN

    def minimumSizeHint(self) -> QSize:
        return QSize(280, 170)

    # -- painting -----------------------------------------------------------------------------------

    def _font(self, points: float, bold: bool = False) -> QFont:
        """`points` as designed at DESIGN, grown (gently) with the widget, the zoom and the user's font."""
        grow = math.sqrt(min(self.width() / DESIGN.width(), self.height() / DESIGN.height()))
        font = QFont(self.font())
        font.setPointSizeF(theme.points(points) * max(0.8, min(1.6, grow)) * zoom())
        font.setBold(bold)
        return font

    def _x(self, index: float) -> float:
        last = self.turns()[1] - self._first
        if last == 0:
            return self._plot.center().x()
        return self._plot.left() + self._plot.width() * index / last

    def _y(self, value: float) -> float:
        bottom, top = self._scale
        if bottom == top:  # everyone at 0 all game: a line across the middle
            return self._plot.center().y()
        return self._plot.bottom() - self._plot.height() * (value - bottom) / (top - bottom)

    def _index_at(self, x: float) -> int:
        last = self.turns()[1] - self._first
        if last == 0 or self._plot.width() <= 0:
            return 0
        return round((x - self._plot.left()) / self._plot.width() * last)

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:  # ended even if a drawing fails, which would otherwise crash Qt
            p.setRenderHint(QPainter.Antialiasing)
            self._paint(p)

    def _paint(self, p: QPainter) -> None:
        paper, ink = QColor(theme.colour("card")), QColor(theme.colour("card_text"))
        quiet = QColor(theme.colour("card_quiet_text"))
        em = QFontMetricsF(self._font(BASE_POINTS)).height()
        card = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        border = QColor(theme.colour("highlight")) if self.hasFocus() else QColor(theme.colour("card_border"))
        p.setPen(QPen(border, 3 if self.hasFocus() else 1.5))
        p.setBrush(paper)
        p.drawRoundedRect(card, em * 0.6, em * 0.6)
        inside = card.adjusted(em, em * 0.8, -em, -em * 0.6)
        if self.is_empty():
            p.setFont(self._font(BASE_POINTS * 1.3))
            p.setPen(quiet)
            p.drawText(inside, Qt.AlignCenter | Qt.TextWordWrap, self.empty_text())
            return
        legend = self._paint_legend(p, inside, ink, quiet)
        self._paint_plot(p, inside.adjusted(0, 0, -legend - em, 0), paper, ink, quiet)
        if self._picked is not None:
            self._paint_picked(p, ink, paper)

    def _paint_legend(self, p: QPainter, area: QRectF, ink: QColor, quiet: QColor) -> float:
        """The players from the richest down, each with their badge and last amount, at the right of
        `area` (names alone where six do not fit with amounts); returns the width it took."""
        name_font, amount_font = self._font(BASE_POINTS, bold=True), self._font(BASE_POINTS * 0.9)
        names, amounts = QFontMetricsF(name_font), QFontMetricsF(amount_font)
        ranking = self.ranking()
        badge = names.height() * 1.5
        gap = badge * 0.35
        row = max(badge, names.height() + amounts.height()) + gap
        with_amounts = row * len(ranking) <= area.height()
        if not with_amounts:
            row = area.height() / len(ranking)
            badge = min(badge, row * 0.95)
        widest = max(max(names.horizontalAdvance(s.name),
                         amounts.horizontalAdvance(self.amount(s.values[-1])) if with_amounts else 0)
                     for s in ranking)
        width = min(badge + gap + widest + 2, area.width() * 0.34)  # 2: elidedText rounds differently
        left = area.right() - width
        words = width - badge - gap
        top = area.top() + (area.height() - row * len(ranking)) / 2
        for at, s in enumerate(ranking):
            y = top + at * row
            paint_token(p, QRectF(left, y, badge, badge).adjusted(1, 1, -1, -1), _colour(s), s.symbol)
            name_height = names.height() if with_amounts else badge
            p.setFont(name_font)
            p.setPen(ink)
            p.drawText(QRectF(left + badge + gap, y, words, name_height), Qt.AlignLeft | Qt.AlignVCenter,
                       names.elidedText(s.name, Qt.ElideRight, words))
            if with_amounts:
                p.setFont(amount_font)
                p.setPen(quiet)
                p.drawText(QRectF(left + badge + gap, y + names.height(), words, amounts.height()),
                           Qt.AlignLeft | Qt.AlignVCenter,
                           amounts.elidedText(self.amount(s.values[-1]), Qt.ElideRight, words))
        return width

    def _paint_plot(self, p: QPainter, area: QRectF, paper: QColor, ink: QColor, quiet: QColor) -> None:
        small = self._font(BASE_POINTS * 0.9)
        metrics = QFontMetricsF(small)
        badge = QFontMetricsF(self._font(BASE_POINTS)).height() * 1.25
        label_height = metrics.height() * 1.2 if self._turn_label else 0
        height = area.height() - metrics.height() * 1.4 - label_height - badge
        values = self.value_ticks(max(2, int(height / (metrics.height() * 2.2))))
        left = max(metrics.horizontalAdvance(self.amount(v)) for v in values) + badge / 2 + metrics.height() * 0.4
        plot = QRectF(area.left() + left, area.top() + badge / 2, area.width() - left - badge / 2, height)
        self._plot = plot
        first, last = self.turns()
        widest_turn = max(metrics.horizontalAdvance(self.turn_text(turn)) for turn in (first, last)) + metrics.height() * 2.5
        turns = self.turn_ticks(max(1, int(plot.width() / widest_turn)))
        self._scale = values[0], values[-1]
        p.setFont(small)
        grid = QColor(quiet)
        grid.setAlpha(60)
        for value in values:
            p.setPen(QPen(quiet if value == 0 else grid, 1.2 if value == 0 else 1))
            p.drawLine(QPointF(plot.left(), self._y(value)), QPointF(plot.right(), self._y(value)))
            p.setPen(quiet)
            p.drawText(QRectF(area.left(), self._y(value) - metrics.height() / 2, left - badge / 2,
                              metrics.height()), Qt.AlignRight | Qt.AlignVCenter, self.amount(value))
        for turn in turns:
            x = self._x(turn - first)
            p.setPen(QPen(quiet, 1))
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + badge / 2))
            p.drawText(QRectF(x - widest_turn / 2, plot.bottom() + badge / 2, widest_turn, metrics.height()),
                       Qt.AlignHCenter | Qt.AlignTop, self.turn_text(turn))
        if self._turn_label:
            p.drawText(QRectF(plot.left(), plot.bottom() + badge / 2 + metrics.height(), plot.width(),
                              label_height), Qt.AlignHCenter | Qt.AlignBottom, self._turn_label)
        p.setPen(QPen(quiet, 1.2))
        p.drawPolyline([plot.topLeft(), plot.bottomLeft(), plot.bottomRight()])
        self._paint_lines(p, badge, paper)

    def _paint_lines(self, p: QPainter, badge: float, paper: QColor) -> None:
        """Each player's line over a halo of the paper (where lines cross, each stays whole), then the
        badges at the ends, over every line."""
        width = max(2.0, badge * 0.14)
        p.setBrush(Qt.NoBrush)
        for s in self._series:
            path = QPainterPath(QPointF(self._x(0), self._y(s.values[0])))
            for index, value in enumerate(s.values[1:], start=1):
                path.lineTo(self._x(index), self._y(value))
            p.setPen(QPen(paper, width * 2.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            p.drawPath(path)
            p.setPen(QPen(QColor(_colour(s)), width, Qt.SolidLine, Qt.RoundCap,
                          Qt.RoundJoin))
            p.drawPath(path)
        ends: dict[int, list[tuple[float, Series]]] = {}  # badges at the same turn may hide each other
        for s in self._series:
            ends.setdefault(len(s.values) - 1, []).append((self._y(s.values[-1]), s))
        for index, column in ends.items():
            column.sort(key=lambda end: end[0])
            places = spread([place for place, _ in column], badge * 0.9, self._plot.top(), self._plot.bottom())
            for (place, s), moved in reversed(list(zip(column, places))):
                colour = _colour(s)
                x = self._x(index)
                if abs(moved - place) > 1:  # a short stalk from the line's end to its badge
                    p.setPen(QPen(QColor(colour), width * 0.7))
                    p.drawLine(QPointF(x, place), QPointF(x + badge * 0.35, moved))
                    x += badge * 0.35
                paint_token(p, QRectF(x - badge / 2, moved - badge / 2, badge, badge), colour, s.symbol)

    def _paint_picked(self, p: QPainter, ink: QColor, paper: QColor) -> None:
        """A line at the turn picked, and the amounts of that turn in a box beside it."""
        x = self._x(self._picked)
        p.setPen(QPen(ink, 1, Qt.DashLine))
        p.drawLine(QPointF(x, self._plot.top()), QPointF(x, self._plot.bottom()))
        p.setPen(QPen(paper, 2))
        shown = self._picked_ranking()
        for s in shown:
            p.setBrush(QColor(_colour(s)))
            p.drawEllipse(QPointF(x, self._y(s.values[self._picked])), 5, 5)
        font = self._font(BASE_POINTS * 0.9)
        metrics = QFontMetricsF(font)
        lines = [self._picked_turn()]
        lines += [f"{s.symbol} {s.name}: {self.amount(s.values[self._picked])}" for s in shown]
        pad = metrics.height() * 0.4
        box = QRectF(0, 0, max(metrics.horizontalAdvance(line) for line in lines) + 2 * pad,
                     metrics.height() * len(lines) + 2 * pad)
        right_side = x + pad + box.width() <= self._plot.right()
        box.moveTopLeft(QPointF(x + pad if right_side else max(self._plot.left() + pad, x - pad - box.width()),
                                self._plot.top()))
        p.setPen(QPen(ink, 1))
        p.setBrush(paper)
        p.drawRoundedRect(box, pad, pad)
        p.setFont(font)
        for at, line in enumerate(lines):
            colour = ink if at == 0 else QColor(_colour(shown[at - 1]))
            p.setPen(colour if at == 0 else _readable(colour, paper, ink))
            p.drawText(QRectF(box.left() + pad, box.top() + pad + at * metrics.height(), box.width() - 2 * pad,
                              metrics.height()), Qt.AlignLeft | Qt.AlignVCenter, line)


def _colour(series: Series) -> str:
    return series.colour or theme.colour("no_colour")  # a seat without a colour of its own, as elsewhere


def _readable(colour: QColor, paper: QColor, ink: QColor) -> QColor:
    """The player's colour for words on the paper if it is readable there, else the ink."""
    return colour if theme.contrast(colour.name(), paper.name()) >= 3 else ink
