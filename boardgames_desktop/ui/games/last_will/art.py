"""Poslední vůle's cards and pictures, painted with QPainter in the deck colours the booklet gives:
experiences cream, helpers and rentals wine red, properties sepia, companions azure, special cards
red with their crowns. A face's border tells how it is played: white for experiences, black for the
cards laid on a player board, azure for companions. Faces and backs are kept in the shared cache."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from ....rules.last_will.data import CARD
from ... import i18n, theme
from ...widgets import cards
from ...widgets.value_track import paint_value_track
from . import names
from . import palette

_COLOURS = palette.PALETTE

RATIO = 1.4
BACKS = _COLOURS.group("backs")  # by deck
_FACES = _COLOURS.group("faces")  # by deck
_BORDERS = _COLOURS.group("borders")  # by kind of card
_INK = _COLOURS.ink
COMPANION_COLOURS = _COLOURS.group("companions")
# Qt's values looked up and combined once: PySide6 finds a short name like Qt.AlignCenter slowly, and
# each | builds a Python enum, a good share of a face's cost
_CENTRE = Qt.AlignCenter
_CROWNS = Qt.AlignHCenter | Qt.AlignVCenter
_NAME = Qt.AlignTop | Qt.TextWordWrap
_NAME_CENTRED = _NAME | Qt.AlignHCenter
_NAME_LEFT = _NAME | Qt.AlignLeft
_NO_PEN = Qt.NoPen
_NO_BRUSH = Qt.NoBrush
_SMOOTH = QPainter.Antialiasing
NAME_PIXELS = 11  # the least height of a card's name on the table
# how a long name is narrowed before it gets smaller: bold, then bold narrower (in % of its width),
# then light and narrow
NARROWER = ((True, 100), (True, 90), (True, 80), (True, 72), (False, 72), (False, 64))
_NAME_FONTS: dict[tuple, QFont] = {}


def _font(p: QPainter, pixels: float, bold: bool = False) -> QFont:
    font = QFont(p.font())
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def _coin(p: QPainter, centre_x: float, centre_y: float, radius: float, value: str) -> None:
    p.setPen(QPen(_COLOURS.coin_edge, max(1.0, radius * 0.15)))
    p.setBrush(_COLOURS.coin)
    p.drawEllipse(QRectF(centre_x - radius, centre_y - radius, 2 * radius, 2 * radius))
    p.setPen(QColor(_INK))
    p.setFont(_font(p, radius * (1.15 if len(value) < 3 else 0.9), True))
    p.drawText(QRectF(centre_x - radius, centre_y - radius, 2 * radius, 2 * radius), _CENTRE, value)


def paint_companion_token(p: QPainter, rect: QRectF, kind: str, filled: bool) -> None:
    """A companion's slot: its initial on its colour; an empty slot only outlined."""
    colour = QColor(COMPANION_COLOURS[kind])
    p.setPen(QPen(QColor(_INK), max(1.0, rect.width() * 0.08)))
    p.setBrush(colour if filled else QColor(255, 255, 255, 120))
    p.drawEllipse(rect)
    p.setPen(QColor(_COLOURS.white if filled and kind != "cook" else _INK))
    p.setFont(_font(p, rect.height() * 0.62, True))
    p.drawText(rect, _CENTRE, names.companion_mark(kind))


def name_font(name: str, width: float, wanted: float) -> QFont:
    """The font of a card's name in a box `width` wide: bold, `wanted` pixels high but never below
    NAME_PIXELS (words that small are not read at arm's length), narrowed (NARROWER) when its longest
    word needs it, and smaller than NAME_PIXELS only on a card too small for that."""
    key = (name, round(width, 1), round(wanted, 1), QFont().family())
    font = _NAME_FONTS.get(key)
    if font is None:
        if len(_NAME_FONTS) > 1024:
            _NAME_FONTS.clear()
        font = _NAME_FONTS[key] = _fitted_name_font(name.split(), width, max(NAME_PIXELS, round(wanted)))
    return font


def card_name_font(card_id: str, width: float, name_room: float | None = None) -> QFont:
    """The font of the name on the face of `card_id` `width` pixels wide (see paint_face's `name_room`)."""
    return name_font(names.card_name(card_id), _name_width(width, name_room), width * 0.15)


def least_name_room(card_id: str, width: float) -> float:
    """The least part of a card `width` wide (from its left) that holds its name NAME_PIXELS high,
    in the narrowest letters (NARROWER): what a hand's card keeps in view under the next."""
    bold, stretch = NARROWER[-1]
    font = QFont()
    font.setPixelSize(NAME_PIXELS)
    font.setBold(bold)
    font.setStretch(stretch)
    metrics = QFontMetricsF(font)
    return max(metrics.horizontalAdvance(word) for word in names.card_name(card_id).split()) + width * 0.08 + 1


def _name_width(width: float, name_room: float | None) -> float:
    return (width if name_room is None else min(width, name_room)) - width * 0.08


def _fitted_name_font(words: list[str], width: float, pixels: int) -> QFont:
    while True:
        for bold, stretch in NARROWER:
            font = QFont()
            font.setPixelSize(pixels)
            font.setBold(bold)
            font.setStretch(stretch)
            metrics = QFontMetricsF(font)
            if pixels <= 6 or max(metrics.horizontalAdvance(word) for word in words) <= width + 0.5:
                return font
        pixels -= 1


def paint_face(p: QPainter, rect: QRectF, card_id: str, step: int = 0, tokens=(), activated: bool = False,
               name_room: float | None = None) -> None:
    """A card's face: actions top left, its coin top right, its name, its companion slots (those filled
    solid), a property's value track with the marker on `step`, a tick once `activated` this round.
    With `name_room` (a card of a hand partly covered by the next) the name keeps to the card's left
    `name_room` pixels, which stay in view."""
    card = CARD[card_id]
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(_SMOOTH)
    cards.paint_face(p, rect, QColor(_FACES[card.deck]), QColor(_BORDERS[card.kind]), w * 0.08, 0.07)
    if card.kind == "white":  # a white border needs an outline to be seen on a light table
        p.setPen(QPen(QColor(0, 0, 0, 90), 1))
        p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    inner = rect.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
    top = inner.top() + w * 0.1
    if card.actions and card.kind in ("white", "black"):
        p.setPen(_NO_PEN)
        p.setBrush(_COLOURS.actions_box)
        box = QRectF(inner.left(), inner.top(), w * 0.24, w * 0.2)
        p.drawRoundedRect(box, w * 0.04, w * 0.04)
        p.setPen(_COLOURS.white)
        p.setFont(_font(p, w * 0.15, True))
        more = "+" if card.play == "spend_by_actions" else ""
        p.drawText(box, _CENTRE, f"{card.actions}{more}")
    coin = card.spend or (min(card.params["table"].values()) if card.play == "spend_by_actions" else 0)
    if coin:
        _coin(p, inner.right() - w * 0.11, inner.top() + w * 0.1, w * 0.11, str(coin))
    if card.crowns:
        p.setPen(_COLOURS.crowns)
        p.setFont(_font(p, w * 0.13, True))
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), w * 0.2), _CROWNS, "\u265b" * card.crowns)
    name = names.card_name(card_id)
    font = card_name_font(card_id, w, name_room)
    name_box = QRectF(rect.left() + w * 0.04, top + w * 0.1, _name_width(w, name_room), h * 0.3)
    lines = QFontMetricsF(font).boundingRect(name_box, _NAME, name).height()
    name_box.setHeight(max(name_box.height(), lines))
    p.setPen(QColor(_INK))
    p.setFont(font)
    p.drawText(name_box, _NAME_CENTRED if name_room is None else _NAME_LEFT, name)
    if card.kind == "happy_day":
        p.setPen(_NO_PEN)
        p.setBrush(_COLOURS.sun)
        sun = w * 0.22
        p.drawEllipse(QRectF(rect.center().x() - sun, rect.top() + h * 0.72 - sun, 2 * sun, 2 * sun))
    if card.kind == "companion":
        token = w * 0.36
        paint_companion_token(p, QRectF(rect.center().x() - token / 2, rect.center().y(), token, token),
                              card.companion, True)
    slots = card.slots
    if slots:
        token = min(w * 0.22, inner.width() / len(slots) - 2)
        y = name_box.bottom() + w * 0.04
        for i, (kind, value) in enumerate(slots):
            x = inner.left() + i * (inner.width() / len(slots)) + (inner.width() / len(slots) - token) / 2
            paint_companion_token(p, QRectF(x, y, token, token), kind, i < len(tokens))
            p.setPen(QColor(_INK))
            p.setFont(_font(p, token * 0.6, True))
            p.drawText(QRectF(x - token * 0.3, y + token, token * 1.6, token * 0.75), _CENTRE, f"+{value}")
    if card.kind == "property":
        track = QRectF(inner.left(), inner.bottom() - h * 0.13, inner.width(), h * 0.13)
        paint_value_track(p, track, card.values, min(step, len(card.values) - 1))
    if activated:
        tick = w * 0.3
        spot = QRectF(rect.right() - tick * 0.85, rect.bottom() - tick * 1.55, tick, tick)
        p.setPen(QPen(_COLOURS.white, max(1.0, tick * 0.08)))
        p.setBrush(_COLOURS.activated)
        p.drawEllipse(spot)
        p.setFont(_font(p, tick * 0.7, True))
        p.drawText(spot, _CENTRE, "\u2713")
    p.restore()


def paint_back(p: QPainter, rect: QRectF, back: str) -> None:
    """A card's back: its deck's colour, a frame, and a special card's crowns."""
    deck, _, crowns = back.partition("_")
    deck = "specials" if deck == "specials" else back
    w = rect.width()
    p.save()
    p.setRenderHint(_SMOOTH)
    cards.paint_face(p, rect, QColor(BACKS[deck]), _COLOURS.back_frame, w * 0.08, 0.05)
    light = QColor(BACKS[deck]).lightness() > 150
    frame = QColor(_INK if light else _COLOURS.back_frame)
    frame.setAlpha(150)
    p.setPen(QPen(frame, max(1.0, w * 0.03)))
    p.setBrush(_NO_BRUSH)
    p.drawRoundedRect(rect.adjusted(w * 0.14, w * 0.14, -w * 0.14, -w * 0.14), w * 0.06, w * 0.06)
    if crowns:
        p.setPen(_COLOURS.back_crowns)
        p.setFont(_font(p, w * 0.2, True))
        p.drawText(rect, _CENTRE, "\u265b" * int(crowns))
    p.restore()


def face_pixmap(card_id: str, width: int, step: int = 0, tokens=(), activated: bool = False,
                dpr: float | None = None, name_room: int | None = None) -> QPixmap:
    size = cards.card_size(width, RATIO)
    return cards.cached_pixmap(("last_will", "face", card_id, step, tuple(tokens), activated, i18n.current(),
                                name_room), size, dpr,
                               lambda p, r: paint_face(p, r, card_id, step, tokens, activated, name_room))


def back_pixmap(back: str, width: int, dpr: float | None = None) -> QPixmap:
    return cards.cached_pixmap(("last_will", "back", back), cards.card_size(width, RATIO), dpr,
                               lambda p, r: paint_back(p, r, back))


def picture(width: int, dpr: float | None = None) -> QPixmap:
    """The start screen's picture: an experience, a villa and a companion fanned."""
    fan = ((-14, -0.22, ("E13",)), (14, 0.22, ("C16",)), (0, 0.0, ("P20",)))
    return cards.fanned_picture(width, cards.screen_ratio(dpr), 0.34, RATIO, 0.5, fan, paint_face,
                                lambda p, rect: cards.paint_shadow(p, rect))


def paint_felt(p: QPainter, rect: QRectF) -> None:
    """A dark green baize of an English club, shaded towards the bottom."""
    cards.shade_down(p, rect, _COLOURS.felt_top, _COLOURS.felt_bottom)

