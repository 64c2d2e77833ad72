"""The stables as painted cards, the dice box, and the dice rolls played out.

`StableDelegate` paints one stable per row of the StablesModel: badge, name, cash with a coin, the
rosettes counted big, then the stable card and the horse cards (pawned ones face down and greyed).
`RollAnimation` tumbles the dice of the last move for a moment before they settle: the symbol die
after a roll, the two points dice of every race. Esc or a click skips it;
with `motion.off` it ends at once.
"""

from typing import NamedTuple

from PySide6.QtCore import QObject, QPointF, QRectF, QSequentialAnimationGroup, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QWidget

from ... import motion, theme
from ....rules.dostihy.data import CARD_BY_ID, SYMBOLS
from ...format import number
from ...texts import computer
from ...widgets.players import badge_pixmap, player_look
from ...widgets.computer_badge import GAP, badge_text, badge_width, fitting, paint_pill
from ...widgets.dice_tumble import DiceTumble
from .art import BADGE, CARD_RATIO, coin_pixmap, die_pixmap, horse_pixmap, paint_rosette, stable_pixmap
from .models import ActingRole, OnTurnRole, StableRole
from . import palette

_COLOURS = palette.PALETTE


def turn_marked(name: str, on_turn: bool, metrics, room: float) -> str:
    """The stable's name, with "▶ " before it when it is on turn and both fit in `room` (a narrow
    stable: the name's room rather than "▶ Ja…"; the heading says whose turn it is)."""
    marked = "\u25b6 " + name
    return marked if on_turn and metrics.horizontalAdvance(marked) <= room else name


class NameLine(NamedTuple):
    """What a stable's top line shows: the name as drawn and its room, the computer's badge and whether
    it goes onto the stable card, the cash, the rosettes' count ("" for none or no room)."""
    name: str
    room: float
    badge: str | None
    on_card: bool
    cash: str
    rosettes: str
    metrics: QFontMetrics


class StableDelegate(QStyledItemDelegate):
    """One stable: a light card on the turf, the player's colour along its left edge."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session  # for the players' colours and symbols
        self.card_width = 44
        self.item_width = 280
        self.scale = 1.0  # of the name line: its words, badge, coin and rosette

    @property
    def header(self) -> int:
        return round(26 * self.scale)

    def sizeHint(self, option, index) -> QSize:
        return QSize(self.item_width, self.header + round(self.card_width * CARD_RATIO) + 14)

    def name_font(self, font: QFont) -> QFont:
        named = QFont(font)
        named.setPixelSize(round(15 * self.scale))
        named.setBold(True)
        return named

    def name_line(self, font: QFont, width: float, player, on_turn: bool) -> NameLine:
        """The stable's name line in a card `width` wide: the name keeps at least its first letters
        (the rosettes' count, which the horse cards show too, gives way first), never vanishing."""
        u = self.scale
        name = self.stable_name(player)
        metrics = QFontMetrics(font)
        cash = number(player.cash)
        count = sum(h.rosettes for h in player.horses if not h.pawned)
        rosettes = f"×{count}" if count else ""
        room = width - 16 - 20 * u - 8 - metrics.horizontalAdvance(cash) - 30 * u
        least = min(metrics.horizontalAdvance(name), metrics.horizontalAdvance(name[:3] + "…") + 1)
        if rosettes and room - 20 * u - metrics.horizontalAdvance(rosettes) < least:
            rosettes = ""
        room = max(room - (20 * u + metrics.horizontalAdvance(rosettes) if rosettes else 0), least)
        name = turn_marked(name, on_turn, metrics, room)
        badge, on_card = badge_text(self.session.players, player.seat), False
        if badge:  # beside the name, else on the stable card
            name_width = metrics.horizontalAdvance(name)
            badge, fitted = fitting(badge, font, room, name_width, name_width)
            on_card = fitted + GAP + badge_width(badge, font) > room
            room = room if on_card else fitted
        return NameLine(metrics.elidedText(name, Qt.ElideRight, int(room)), room, badge, on_card, cash, rosettes,
                        metrics)

    def cuts_words(self, view, index, rect) -> bool:
        """Whether the stable's name is shortened in `rect` (for the layout check)."""
        player = index.data(StableRole)
        if player is None:
            return False
        line = self.name_line(self.name_font(view.font()), rect.width() - 6, player, False)
        return line.name != self.stable_name(player)

    def stable_name(self, player) -> str:
        """Its player's name (the seat's number where the session names no players)."""
        players = self.session.players
        return players[player.seat].name if players is not None and player.seat < len(players) else str(player.seat + 1)

    def paint(self, p: QPainter, option, index) -> None:
        player = index.data(StableRole)
        if player is None:
            return
        players = self.session.players
        colour, symbol = player_look(players, player.seat)
        rect = QRectF(option.rect).adjusted(3, 3, -3, -3)
        p.save()
        p.setRenderHint(QPainter.Antialiasing)
        on_turn, acting = index.data(OnTurnRole), index.data(ActingRole)
        p.setPen(QPen(_COLOURS.focus, 3) if acting else QPen(QColor(255, 255, 255, 120), 1))
        p.setBrush(QColor(255, 252, 240, 235) if not player.bankrupt else QColor(200, 200, 195, 200))
        p.drawRoundedRect(rect, 10, 10)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(colour))
        p.drawRoundedRect(QRectF(rect.left(), rect.top(), 7, rect.height()), 3, 3)
        u = self.scale
        line = 22 * u  # the height of the name line
        p.drawPixmap(QPointF(rect.left() + 12, rect.top() + 4 * u),
                     badge_pixmap(colour, symbol, QSize(round(20 * u), round(20 * u)), look=BADGE))
        font = self.name_font(option.font)
        p.setFont(font)
        p.setPen(_COLOURS.ink)
        line_of = self.name_line(font, rect.width(), player, on_turn)
        cash_w = line_of.metrics.horizontalAdvance(line_of.cash)
        name_rect = QRectF(rect.left() + 16 + 20 * u, rect.top() + 3, line_of.room, line)
        p.drawText(name_rect, Qt.AlignLeft | Qt.AlignVCenter, line_of.name)
        if line_of.badge and not line_of.on_card:
            paint_pill(p, name_rect.left() + line_of.metrics.horizontalAdvance(line_of.name) + GAP,
                       name_rect.center().y(), line_of.badge, font)
        cash_rect = QRectF(rect.right() - 8 - cash_w, rect.top() + 3, cash_w, line)
        p.drawText(cash_rect, Qt.AlignRight | Qt.AlignVCenter, line_of.cash)
        p.drawPixmap(QPointF(cash_rect.left() - 20 * u, rect.top() + 3 + 3 * u), coin_pixmap(round(16 * u)))
        if line_of.rosettes:
            ros_w = 20 * u + line_of.metrics.horizontalAdvance(line_of.rosettes)
            x = cash_rect.left() - 24 * u - ros_w
            paint_rosette(p, QPointF(x + 10 * u, rect.top() + 3 + line / 2), 8 * u)
            p.setPen(_COLOURS.card_red)
            p.drawText(QRectF(x + 20 * u, rect.top() + 3, ros_w - 20 * u + 1, line), Qt.AlignLeft | Qt.AlignVCenter,
                       line_of.rosettes)
        self._paint_cards(p, rect, player, colour, index, line_of.on_card, font)
        if option.state & QStyle.State_HasFocus:
            p.setPen(QPen(_COLOURS.focus, 2, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 8, 8)
        p.restore()

    def _paint_cards(self, p: QPainter, rect: QRectF, player, colour: str, index, on_card: bool,
                     font: QFont) -> None:
        """The stable card and the horses, overlapping when there are many, and the betting cards
        kept; a bankrupt stable's words instead. `on_card`: the computer's badge goes on the card."""
        u = self.scale
        w = self.card_width
        top = rect.top() + self.header + 2
        left = rect.left() + 12
        count = 1 + len(player.horses)
        room = rect.width() - 20
        step = min(w + 4, (room - w) / max(1, count - 1)) if count > 1 else w
        if player.bankrupt:
            p.setPen(_COLOURS.bankrupt_text)
            p.drawText(QRectF(left, top, room, w * CARD_RATIO), Qt.AlignLeft | Qt.AlignVCenter,
                       index.data(Qt.DisplayRole))
        else:
            p.drawPixmap(QPointF(left, top), stable_pixmap(colour, w))
            if on_card:
                small = QFont(font)
                small.setPixelSize(round(12 * u))
                paint_pill(p, left + 2, top + w * CARD_RATIO - 10 * u, computer(), small)
            for i, horse in enumerate(player.horses, start=1):
                p.drawPixmap(QPointF(left + i * step, top), horse_pixmap(horse.id, horse.pawned, w))
            # betting cards kept for the next race: a small green or red card with what it adds
            x = rect.right() - 8
            for card in reversed(player.held):
                found = CARD_BY_ID[card]
                chip = QRectF(x - 30 * u, rect.bottom() - 4 - 20 * u, 30 * u, 20 * u)
                p.setPen(Qt.NoPen)
                p.setBrush(_COLOURS.card_green if found.colour == "green" else _COLOURS.card_red)
                p.drawRoundedRect(chip, 4, 4)
                font.setPixelSize(round(12 * u))
                p.setFont(font)
                p.setPen(_COLOURS.white)
                p.drawText(chip, Qt.AlignCenter, f"{found.amount:+d}")
                x -= 34 * u


class DiceBox(QWidget):
    """The symbol die and the two points dice, with a caption under them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.symbol = None
        self.points: tuple = (None, None)
        self.seats: tuple = (None, None)
        self.players = None
        self.die_size = 46
        self.setMinimumHeight(self.die_size + 10)

    def set_die_size(self, size: int) -> None:
        if size != self.die_size:
            self.die_size = size
            self.setMinimumHeight(size + 10)
            self.updateGeometry()
            self.update()

    def set_dice(self, symbol, points=(None, None), seats=(None, None)) -> None:
        dice = (symbol, tuple(points), tuple(seats))
        if dice != (self.symbol, self.points, self.seats):  # the box and the panel under it are repainted
            self.symbol, self.points, self.seats = dice
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(3 * self.die_size + 60, self.die_size + 10)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        s = self.die_size
        y = (self.height() - s) / 2
        p.drawPixmap(QPointF(4, y), die_pixmap(self.symbol, s))
        x = s + 30
        for face, seat in zip(self.points, self.seats):
            if seat is not None and self.players is not None:
                colour, _ = player_look(self.players, seat)
                p.setPen(Qt.NoPen)
                p.setBrush(QColor(colour))
                p.drawRoundedRect(QRectF(x - 3, y - 3, s + 6, s + 6), 9, 9)
            p.drawPixmap(QPointF(x, y), die_pixmap(face if face is not None else None, s))
            x += s + 12
        p.end()


class RollAnimation(QObject):
    """Tumbles the dice of the last move (DiceTumble), then the real faces hold a moment, step by step.

    Each step is (symbol, (a, b), seats, caption, race index or None); the table shows the step's
    faces on its DiceBox and its caption. `finished` is emitted once the last step has settled."""

    finished = Signal()
    step_settled = Signal(int)  # the race index whose result may now be shown, or -1

    HOLD_MS = 560  # a settled roll stays before the next one tumbles

    def __init__(self, box: DiceBox, parent=None):
        super().__init__(parent)
        self.box = box
        self._steps: list = []
        self._group: QSequentialAnimationGroup | None = None
        self.caption = ""

    @property
    def running(self) -> bool:
        return self._group is not None

    def play(self, steps: list) -> None:
        """Play `steps`; at once to the end when animations are off or nothing to show."""
        self.skip()
        self._steps = list(steps)
        if motion.off or not self._steps:
            self._land()
            return
        group = QSequentialAnimationGroup(self)
        for _ in self._steps:
            tumble = DiceTumble(group)
            tumble.thrown.connect(self._throw)
            tumble.finished.connect(self._tumbled)
            group.addAnimation(tumble)
            group.addPause(self.HOLD_MS)
        group.finished.connect(self.skip)
        self._group = group
        group.start()

    def skip(self) -> None:
        """To the end at once, if running: every step settled, the last one's dice shown."""
        if self._group is None:
            return
        group, self._group = self._group, None
        group.stop()
        group.deleteLater()
        self._land()

    def _land(self) -> None:
        for step in self._steps:
            self._settle(step)
        self._steps = []
        self.finished.emit()

    def _step_of(self, tumble):
        """The step whose dice `tumble` rolls: each step is a tumble and a pause in the group."""
        return self._steps[self._group.indexOfAnimation(tumble) // 2]

    def _throw(self, rng) -> None:
        symbol, points, seats, _, _ = self._step_of(self.sender())
        self.box.set_dice(rng.choice(SYMBOLS) if symbol is not None else None,
                          tuple(rng.randint(1, 6) if v is not None else None for v in points), seats)
        self.caption = ""

    def _tumbled(self) -> None:
        self._settle(self._step_of(self.sender()))

    def _settle(self, step) -> None:
        symbol, points, seats, caption, race = step
        self.box.set_dice(symbol, points, seats)
        self.caption = caption
        self.step_settled.emit(race if race is not None else -1)
