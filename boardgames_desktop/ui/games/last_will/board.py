"""The painted parts of the Poslední vůle table: the boards in the middle (day plans, card offer,
errand-boy spaces, market, decks), the players' boards, and your hand. Each is drawn from the view
alone; a click on a card, a space or a plan, or Enter or Space on the one the arrow keys picked, asks
the action bar for the choices that concern it."""

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QRegion

from ... import theme
from ....rules.last_will.data import FAMILIES, OFFER
from ...widgets.players import paint_badge, player_look, player_name
from ...texts import computer_level
from ...widgets import cards
from ...widgets.value_track import slot_rects
from . import names, texts
from .art import RATIO, back_pixmap, face_pixmap, least_name_room
from .painted import Painted
from . import palette

_COLOURS = palette.PALETTE

translate = QCoreApplication.translate
_TEXT = _COLOURS.text
_DIM = _COLOURS.dim_text
_FIELD = QColor(0, 0, 0, 60)
_MINE = QColor(255, 230, 128, 60)
CARD_WIDTH = 60  # the least width of a card on the boards at scale 1, where its name is read whole
_PLANS, _LABEL = 56, 16  # the day plans' height and the offer's labels' at scale 1
_FRAME = 6  # how far into a lane its frame reaches, round corners and softened edges included
_FITTED: dict[tuple, float] = {}  # the letter size _text found for its words in its box
_FONTS: dict[tuple, QFont] = {}  # _text's fonts by size, boldness and family
# Qt's values looked up and combined once: PySide6 finds a short name like Qt.AlignLeft slowly, and
# each | builds a Python enum, costs that add up when a board paints its words after every move
_CENTRED = Qt.AlignCenter | Qt.TextWordWrap
_LEFT = Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap
_NO_BRUSH = Qt.NoBrush


def _font(pixels: float, bold: bool, family: str) -> QFont:
    """The default font (its `family`) `pixels` high, kept with its glyphs loaded: Qt's font cache
    lets go of the glyphs no font holds (every ten seconds once it is full, so between a family's
    moves) and loads them again through fontconfig, at a high cost."""
    key = (max(7, round(pixels)), bold, family)
    font = _FONTS.get(key)
    if font is None:
        if len(_FONTS) > 256:
            _FONTS.clear()
        font = _FONTS[key] = QFont()
        font.setPixelSize(key[0])
        font.setBold(bold)
        QFontMetricsF(font).height()  # loads them into the font
    return font


def _card(p: QPainter, rect: QRectF, card: str | None, step: int = 0, tokens=(), activated: bool = False,
          name_room: float | None = None) -> None:
    if card is None:  # an empty space: dashed lines are dear to draw, so one picture per size
        size = QSize(max(8, round(rect.width())), max(8, round(rect.height())))
        cards.draw_pixmap(p, rect, cards.cached_pixmap(("last_will", "empty space"), size, cards.device_ratio(p),
                                                       _paint_empty))
        return
    room = None if name_room is None or name_room >= rect.width() else round(name_room)
    cards.draw_pixmap(p, rect, face_pixmap(card, max(8, round(rect.width())), step, tokens, activated,
                                           cards.device_ratio(p), room))


def _paint_empty(p: QPainter, rect: QRectF) -> None:
    p.setPen(QPen(QColor(255, 255, 255, 70), 1, Qt.DashLine))
    p.setBrush(_NO_BRUSH)
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rect.width() * 0.08, rect.width() * 0.08)


def _back(p: QPainter, rect: QRectF, back: str) -> None:
    cards.draw_pixmap(p, rect, back_pixmap(back, max(8, round(rect.width())), cards.device_ratio(p)))


def _text(p: QPainter, rect: QRectF, text: str, pixels: float, bold: bool = False, colour: QColor = _TEXT,
          flags=_CENTRED) -> None:
    """`text` in `rect`, wrapped and aligned by `flags` (`_CENTRED`, `_LEFT`), in letters `pixels` high or
    smaller until it fits (the size found kept: measuring the words again at each size costs more than
    drawing them)."""
    family = QFont().family()
    key = (text, rect.width(), rect.height(), pixels, bold, flags, family)
    fitted = _FITTED.get(key)
    if fitted is None:
        while True:
            p.setFont(_font(pixels, bold, family))
            need = p.boundingRect(rect, flags, text)
            if pixels <= 7 or (need.width() <= rect.width() + 0.5 and need.height() <= rect.height() + 0.5):
                break
            pixels -= 1
        if len(_FITTED) > 4096:
            _FITTED.clear()
        _FITTED[key] = fitted = pixels
    else:
        p.setFont(_font(fitted, bold, family))
    p.setPen(colour)
    p.drawText(rect, flags, text)


def _figures(words: list[str]) -> str:
    """A lane's figures on a line, wrapped (where it must) between them, never inside one."""
    return " \u00b7 ".join(word.replace(" ", "\u00a0") for word in words)


def seat_people(view, players) -> tuple:
    """Each seat's name, look, and computer's kind and level: what the parts that show them depend on."""
    return tuple((player_name(players, seat), player_look(players, seat),
                  getattr(players[seat], "kind", None) if players and seat < len(players) else None,
                  getattr(players[seat], "level", None) if players and seat < len(players) else None)
                 for seat in range(len(view.players)))


class CentreBoard(Painted):
    """The day-plan board (who chose which plan, what it gives), the card offer with its errand-boy
    spaces, the Opera, the extra boards, the property market's four price tokens and the decks."""

    def shape(self) -> tuple:
        return len(self.view.plans), tuple(self.view.decks)

    @staticmethod
    def least_height(scale: float) -> int:
        """The day plans' height, the offer's labels and cards of a readable width: see PlayerBoards."""
        return round((_PLANS + _LABEL + CARD_WIDTH * RATIO) * scale + 8)

    def parts(self, rect: QRectF) -> list:
        view = self.view
        gap = max(4.0, rect.width() * 0.008)
        side = rect.width() * 0.3
        left = rect.adjusted(0, 0, -side - gap, 0)
        plans = QRectF(left.left(), left.top(), left.width(), min(left.height() * 0.4, _PLANS * self.scale))
        offer = QRectF(left.left(), plans.bottom() + gap, left.width(), left.bottom() - plans.bottom() - gap)
        count = len(view.plans)
        width = (plans.width() - gap * (count - 1)) / count
        laid = []
        for i in range(count):
            box = QRectF(plans.left() + i * (width + gap), plans.top(), width, plans.height())
            laid.append((("plan", i), box, lambda b, i=i: b._plan_key(b.view.plans[i]),
                         lambda b, q, r, i=i: b._paint_plan(q, r, b.view.plans[i])))
        laid.append(("offer", offer, lambda b: (b.view.num_players, b.view.offer, b.view.group_taken),
                     lambda b, q, r: b._paint_offer(q, r, gap)))
        field = QRectF(left.right() + gap, rect.top(), side, rect.height())
        laid.append(("side", field, lambda b: (b.view.taken, b.view.extra_boards_left, b.view.market),
                     lambda b, q, r: b._paint_side(q, r, gap)))
        # each deck apart: every card drawn or discarded changes one of them
        line = self._line(field)
        spots = self._deck_spots(field, gap)
        middle = QRectF(spots[0])
        middle.moveCenter(field.center())
        self._piles = (dict(zip(view.decks, spots)), middle)  # for deck_spot, asked at each flight
        for i, (deck, spot) in enumerate(zip(view.decks, spots)):
            laid.append((("deck", i), QRectF(spot.left() - gap / 2, spot.top() - 2, spot.width() + gap,
                                             spot.height() + 2 + line),
                         lambda b, deck=deck: (deck, b.view.decks[deck], b.view.discards[deck]),
                         lambda b, q, r, deck=deck, spot=spot: b._paint_deck(q, deck, spot, field, gap)))
        return laid

    def _plan_key(self, plan) -> tuple:
        """All a day plan shows, in plain values: comparing the view's models field by field costs more."""
        seat = plan.seat
        return (plan.position, plan.cards, plan.errands, plan.actions, seat, plan.blocked, self._mine(plan),
                None if seat is None else self.people[seat])

    def _mine(self, plan) -> bool:
        """Whether the plan is the viewer's: a free plan is no one's, in the public's view too."""
        return plan.seat is not None and plan.seat == self.view.seat

    def _paint_plan(self, p: QPainter, box: QRectF, plan) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.setBrush(_MINE if self._mine(plan) else _FIELD)
        p.drawRoundedRect(box, 6, 6)
        self._hits.append((box, "plan", plan.position))
        h = box.height()
        _text(p, QRectF(box.left() + 3, box.top() + 1, box.width() * 0.4, h * 0.34), str(plan.position),
              h * 0.28, True, _TEXT, _LEFT)
        disc = QRectF(box.right() - h * 0.34, box.top() + h * 0.04, h * 0.3, h * 0.3)
        if plan.seat is not None:
            colour, symbol = player_look(self.players, plan.seat)
            paint_badge(p, disc, colour, symbol)
        elif plan.blocked:
            p.setPen(QPen(_COLOURS.blocked_edge, 1))
            p.setBrush(_COLOURS.blocked)
            p.drawEllipse(disc)
        figures = (texts.cards(plan.cards), texts.errand_boys(plan.errands), texts.actions(plan.actions))
        line = (h * 0.63) / 3
        for row, words in enumerate(figures):
            _text(p, QRectF(box.left() + 3, box.top() + h * 0.35 + row * line, box.width() - 6, line),
                  words, min(line * 0.9, 16.0), False, _DIM, _LEFT)

    def _paint_offer(self, p: QPainter, area: QRectF, gap: float) -> None:
        view = self.view
        spaces = OFFER[view.num_players]
        label = min(area.height() * 0.16, _LABEL * self.scale)
        slots = self._slots(area.adjusted(0, label, 0, 0), len(spaces), gap)
        group = [s.name for s in spaces if s.group]
        for space, slot in zip(spaces, slots):
            card = view.offer.get(space.name)
            _text(p, QRectF(slot.left(), area.top(), slot.width(), label), space.name, label * 0.8, True)
            _card(p, slot, card)
            if card is not None:
                self._hits.append((slot, "space", space.name))
        if group and len(slots) > 2:  # the small side's three top spaces share two errand-boy spaces
            ring = label * 0.7
            for i in range(2):
                x = (slots[i].right() + slots[i + 1].left()) / 2
                self._paint_boy(p, QRectF(x - ring / 2, area.top() + label * 0.15, ring, ring), i < view.group_taken)

    def _paint_boy(self, p: QPainter, rect: QRectF, sent: bool) -> None:
        """An errand-boy space: a ring, filled once a boy stands on it."""
        p.setPen(QPen(_COLOURS.focus, 1.2))
        p.setBrush(_COLOURS.focus if sent else _NO_BRUSH)
        p.drawEllipse(rect)

    def _paint_side(self, p: QPainter, area: QRectF, gap: float) -> None:
        view = self.view
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.setBrush(_FIELD)
        p.drawRoundedRect(area, 6, 6)
        inner = area.adjusted(6, 4, -6, -4)
        line = inner.height() / 9
        size = min(line * 0.62, inner.width() * 0.055)
        rows = [
            (translate("LastWillTexts", "Opera: spend 2"), view.taken.get("opera", 0) > 0),
            (translate("LastWillTexts", "Extra board ({count} left)").format(count=view.extra_boards_left),
             view.taken.get("extra_board", 0) > 0),
            (translate("LastWillTexts", "Property market:"), view.taken.get("market", 0) > 0),
        ]
        y = inner.top()
        for words, sent in rows:
            self._paint_boy(p, QRectF(inner.left(), y + line * 0.2, line * 0.6, line * 0.6), sent)
            _text(p, QRectF(inner.left() + line * 0.8, y, inner.width() - line * 0.8, line), words, size, True,
                  _TEXT, _LEFT)
            y += line
        half = inner.width() / 2
        for i, (family, token) in enumerate(zip(FAMILIES, view.market)):
            cell = QRectF(inner.left() + (i % 2) * half, y + (i // 2) * line, half - 2, line)
            _text(p, cell, f"{names.family_name(family)} {token:+d}".replace("-", "\u2212"), size * 0.95, False,
                  _COLOURS.focus, _LEFT)

    def _paint_deck(self, p: QPainter, deck: str, spot: QRectF, area: QRectF, gap: float) -> None:
        """A deck by its back at `spot` in the side field `area`, how many cards it holds and its discard pile."""
        inner = area.adjusted(6, 4, -6, -4)
        line = self._line(area)
        size = min(line * 0.62, inner.width() * 0.055)
        _back(p, spot, deck)
        _text(p, QRectF(spot.left() - gap / 2, spot.bottom(), spot.width() + gap, line),
              f"{self.view.decks[deck]} / {self.view.discards[deck]}", size * 0.9, False, _DIM)

    @staticmethod
    def _line(area: QRectF) -> float:
        """The height of a line of words in the side field `area`."""
        return area.adjusted(6, 4, -6, -4).height() / 9

    @classmethod
    def _deck_spots(cls, area: QRectF, gap: float) -> list[QRectF]:
        """The four decks' places in the side field `area`, below its five lines of words."""
        inner = area.adjusted(6, 4, -6, -4)
        line = cls._line(area)
        y = inner.top() + 5.2 * line
        return slot_rects(QRectF(inner.left(), y, inner.width(), inner.bottom() - y - line), 4, RATIO, gap)

    def deck_spot(self, back: str) -> QRectF:
        """Where the deck of this back lies (specials and Happy Days: the side field's middle)."""
        self.laid()  # the decks' places at this size
        spots, middle = self._piles
        return QRectF(spots.get(back, middle))

    def describe(self) -> str:
        view = self.view
        chosen = [translate("LastWillTexts", "day plan {plan}: {player}").format(
            plan=plan.position, player=player_name(self.players, plan.seat)) for plan in view.plans
            if plan.seat is not None]
        offer = [f"{space}: {names.card_name(card)}" for space, card in view.offer.items() if card is not None]
        return "; ".join(chosen + offer + [texts.market_text(view.market)])


class PlayerBoards(Painted):
    """A lane per player: badge, name, money, actions left, day plan and hand (by backs), then their
    board's spaces with the cards laid on them, companions, value tracks and this round's activations.
    Cards whose value fell at the end of the last round carry a red arrow."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.decayed: set[str] = set()

    def shape(self) -> tuple:
        return len(self.view.players), self.spaces()

    def spaces(self) -> int:
        """The most spaces a board has (with cards beyond them): every lane's cards as large as those of
        the fullest, so that the boards look alike."""
        return max(max(player.spaces, len(player.board)) for player in self.view.players)

    @staticmethod
    def rows(count: int) -> tuple[int, int]:
        """The lanes of `count` players in (columns, rows): two columns from four players on, lanes high
        enough to read the cards on them."""
        columns = 2 if count > 3 else 1
        return columns, (count + columns - 1) // columns

    @classmethod
    def least_height(cls, count: int, scale: float) -> int:
        """The height below which the lanes' cards would be too small to read: the zoom grows them
        (the table takes the largest scale at which every part gets its least height)."""
        rows = cls.rows(count)[1]
        card = (CARD_WIDTH if rows <= 2 else CARD_WIDTH * 0.75) * scale
        return round(rows * (card * RATIO + 8))

    def parts(self, rect: QRectF) -> list:
        count = len(self.view.players)
        columns, rows = self.rows(count)
        gap = max(3.0, rect.height() * 0.012)
        width = (rect.width() - gap * (columns - 1)) / columns
        height = (rect.height() - gap * (rows - 1)) / rows
        laid = []
        for seat in range(count):
            row, column = seat % rows, seat // rows
            lane = QRectF(rect.left() + column * (width + gap), rect.top() + row * (height + gap), width, height)
            # the lane, its two lines of figures and its cards apart: a move changes one of them more
            # often than two (the turn passing the lane's frame, an action the money line, a card drawn
            # the hand line)
            laid.append((seat, lane,
                         lambda b, seat=seat: (seat == b.view.seat, seat in b.view.to_act, b.people[seat],
                                               b.spaces()),
                         lambda b, q, r, seat=seat: b._paint_lane(q, r, seat, seat in b.view.to_act)))
            places = self._places(lane)
            laid.append((("money", seat), places["money"],
                         lambda b, seat=seat: b._money_key(b.view.players[seat]),
                         lambda b, q, r, seat=seat: b._paint_money(q, r, b.view.players[seat])))
            laid.append((("hand", seat), places["hand"],
                         lambda b, seat=seat: b._hand_key(seat),
                         lambda b, q, r, seat=seat: b._paint_hand_line(q, r, seat)))
            laid.append((("board", seat), places["board"].adjusted(-6, -3, 6, 3),
                         lambda b, seat=seat: b._board_key(b.view.players[seat]),
                         lambda b, q, r, seat=seat: b._paint_board(q, r.adjusted(6, 3, -6, -3), b.view.players[seat])))
        return laid

    def changed_area(self, name, before, now, area: QRect) -> QRect | QRegion:
        """A lane whose turn came or went changes only its frame: the rest of it need not be painted again."""
        if isinstance(name, int) and before[0] == now[0] and before[2:] == now[2:]:
            return QRegion(area) - QRegion(area.adjusted(_FRAME, _FRAME, -_FRAME, -_FRAME))
        return area

    def _money_key(self, player) -> tuple:
        return player.money, player.actions if self.view.phase == "actions" else None

    def _hand_key(self, seat: int) -> tuple:
        player = self.view.players[seat]
        return sum(player.hand.values()), player.plan, self.people[seat]

    def _board_key(self, player) -> tuple:
        return (tuple((b.card, tuple(b.tokens), b.activated, b.step) for b in player.board), self.spaces(),
                self.decayed.intersection(b.card for b in player.board))

    def _places(self, lane: QRectF) -> dict[str, QRectF]:
        """Where a lane's name (with its badge), money line, hand line and board go: the figures in a
        column left of the board's cards or in a line above them, whichever leaves the cards larger
        (a wide lane and a low one: left, each figure on one line or two; a tall narrow one: above)."""
        inner = lane.adjusted(6, 3, -6, -3)
        column = min(inner.width() * 0.26, 112 * self.scale)
        band = min(inner.height() * 0.2, 26 * self.scale)
        beside = QRectF(inner.left() + column + 6, inner.top(), inner.width() - column - 6, inner.height())
        below = QRectF(inner.left(), inner.top() + band, inner.width(), inner.height() - band)
        if self._card_width(beside) >= self._card_width(below):
            name, line = inner.height() * 0.28, inner.height() * 0.36  # each figure on one line or two
            return {"name": QRectF(inner.left(), inner.top(), column, name),
                    "money": QRectF(inner.left(), inner.top() + name, column, line),
                    "hand": QRectF(inner.left(), inner.top() + name + line, column, line), "board": beside}
        left, width = inner.left(), inner.width()
        return {"name": QRectF(left, inner.top(), width * 0.23, band),
                "money": QRectF(left + width * 0.24, inner.top(), width * 0.39, band),
                "hand": QRectF(left + width * 0.64, inner.top(), width * 0.36, band), "board": below}

    def _card_width(self, area: QRectF) -> float:
        return self._slots(area, self.spaces(), 4)[0].width()

    def _letters(self, line: float) -> float:
        return min(line * 0.66, 16 * self.scale)  # as large as the line allows; _text shrinks a long name to fit

    def _paint_lane(self, p: QPainter, lane: QRectF, seat: int, acting: bool) -> None:
        p.setPen(QPen(_COLOURS.focus, 2) if acting else QPen(QColor(255, 255, 255, 60), 1))
        p.setBrush(_MINE if seat == self.view.seat else _FIELD)
        p.drawRoundedRect(lane.adjusted(1, 1, -1, -1), 6, 6)
        info = self._places(lane)["name"]
        line = info.height()
        colour, symbol = player_look(self.players, seat)
        badge = min(line, info.width() * 0.14)
        paint_badge(p, QRectF(info.left(), info.top() + (line - badge) / 2, badge, badge), colour, symbol)
        name = self.players[seat].name if self.players and seat < len(self.players) else player_name(None, seat)
        _text(p, QRectF(info.left() + badge + 4, info.top(), info.width() - badge - 4, line), name,
              self._letters(line) * 1.15, True, _TEXT, _LEFT)

    def _paint_money(self, p: QPainter, line: QRectF, player) -> None:
        """The line under the name: money, and in the actions phase the actions left."""
        money = texts.pounds(player.money)
        acts = translate("LastWillTexts", "actions left: {count}").format(count=player.actions)
        _text(p, line, _figures([money, acts] if self.view.phase == "actions" else [money]),
              self._letters(line.height()), False, _TEXT, _LEFT)

    def _paint_hand_line(self, p: QPainter, line: QRectF, seat: int) -> None:
        """The lane's last line: the computer's level, the day plan and how many cards are in the hand."""
        player = self.view.players[seat]
        hand = sum(player.hand.values())
        words = [translate("LastWillTexts", "hand: {count}").format(count=hand)]
        if player.plan is not None:
            words.insert(0, translate("LastWillTexts", "plan {plan}").format(plan=player.plan))
        if self.players and seat < len(self.players) and self.players[seat].kind == "computer":
            words.insert(0, computer_level(self.players[seat].level))
        _text(p, line, _figures(words), self._letters(line.height()) * 0.9, False, _DIM, _LEFT)

    def _paint_board(self, p: QPainter, board: QRectF, player) -> None:
        spots = self._slots(board, self.spaces(), 4)
        for i, spot in enumerate(spots):
            laid = player.board[i] if i < len(player.board) else None
            if laid is None:
                _card(p, spot, None)
                continue
            _card(p, spot, laid.card, laid.step, laid.tokens, laid.activated)
            self._hits.append((spot, "card", laid.card))
            if laid.card in self.decayed:
                self._paint_decay(p, spot)

    def lane(self, seat: int) -> QRectF:
        return next(area for name, area, *_ in self.laid() if name == seat)

    def card_spot(self, card: str) -> QRectF | None:
        """Where a board card lies, as last painted."""
        return next((rect for rect, kind, what in self._hits if kind == "card" and what == card), None)

    @staticmethod
    def _paint_decay(p: QPainter, spot: QRectF) -> None:
        arrow = spot.width() * 0.34
        at = QRectF(spot.left() - arrow * 0.15, spot.bottom() - arrow * 1.9, arrow, arrow)
        p.setPen(QPen(_COLOURS.white, 1))
        p.setBrush(_COLOURS.lost_value)
        p.drawEllipse(at)
        _text(p, at, "\u2193", arrow * 0.8, True, _COLOURS.white)

    def describe(self) -> str:
        lines = []
        for seat, player in enumerate(self.view.players):
            laid = ", ".join(names.card_name(b.card) + (f" ({b.value})" if b.value is not None else "")
                             for b in player.board)
            lines.append(f"{player_name(self.players, seat)}: {texts.pounds(player.money)}; {laid}")
        return "\n".join(lines)


def _overlapping(area: QRectF, hand: list[str]) -> list[QRectF]:
    """The cards of `hand` as high as `area`, side by side, or overlapping like a hand held when they do
    not fit: each then keeps in view the part its name needs (art.least_name_room), and the room to
    spare is shared alike."""
    height = area.height()
    width = height / RATIO
    steps = [width + 6] * (len(hand) - 1)
    if hand and sum(steps) + width > area.width():
        spare = area.width() - width
        least = [min(width, least_name_room(card, width)) for card in hand[:-1]]
        if sum(least) <= spare:
            steps = [room + (spare - sum(least)) / len(least) for room in least]
        else:
            steps = [max(4.0, spare / len(least))] * len(least)
    lefts = [area.left()]
    for step in steps:
        lefts.append(lefts[-1] + step)
    return [QRectF(left, area.top(), width, height) for left in lefts]


class HandView(Painted):
    """Your hand, face up, in the deck colours; the cards you drew this round lifted a little."""

    def hand(self) -> list[str]:
        return list(self.view.me.hand) if self.view is not None and self.view.me is not None else []

    def shape(self) -> tuple:
        return (bool(self.hand()),)

    def parts(self, rect: QRectF) -> list:
        if not self.hand():
            return []
        return [("hand", rect, lambda b: (b.hand(), b.view.me.drawn), lambda b, q, r: b._paint_hand(q, r, b.hand()))]

    def _paint_hand(self, p: QPainter, rect: QRectF, hand: list[str]) -> None:
        lift = rect.height() * 0.08
        spots = _overlapping(rect.adjusted(2, lift + 2, -2, -2), hand)
        drawn = list(self.view.me.drawn)
        for at, (card, spot) in enumerate(zip(hand, spots)):
            if card in drawn:
                drawn.remove(card)
                spot = spot.translated(0, -lift)
            # a card the next one covers in part keeps its name in the part still in view
            room = spots[at + 1].left() - spot.left() if at + 1 < len(spots) else None
            _card(p, spot, card, name_room=room)
            self._hits.append((spot, "card", card))

    def describe(self) -> str:
        return texts.card_list(self.hand())
