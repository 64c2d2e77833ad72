"""The players beside the board: a small card each (badge and name, role, cash, titles, wealth), one
under the other, the seat that must act on a yellow card."""

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QAbstractItemView, QListView, QSizePolicy, QStyledItemDelegate

from ... import theme
from ...widgets.players import paint_badge, player_look
from ...widgets.card_list import CardList
from ...widgets.computer_badge import BadgeRole, fitting, paint_pill
from .models import ActingRole, PlayerRole, PlayersModel
from . import palette

_COLOURS = palette.PALETTE

_CARD, _ACTING, _INK, _QUIET = _COLOURS.seat_card, _COLOURS.seat_acting, _COLOURS.ink, _COLOURS.quiet_ink
_LEFT, _ELIDE = Qt.AlignLeft | Qt.AlignVCenter, Qt.ElideRight  # looked up once: PySide's enums are slow to combine


class PlayersDelegate(QStyledItemDelegate):
    """Paints a player's card; `pixels` is the letters' size, set by the table for its scale."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.pixels = 12
        self._made: tuple = (None, None)  # (pixels, their fonts and metrics), made once per size

    def _fonts(self) -> tuple[QFont, QFont, QFontMetrics, QFontMetrics]:
        if self._made[0] != self.pixels:
            plain = QFont()
            plain.setPixelSize(self.pixels)
            bold = QFont(plain)
            bold.setBold(True)
            bold.setPixelSize(round(self.pixels * 1.15))
            self._made = (self.pixels, (plain, bold, QFontMetrics(plain), QFontMetrics(bold)))
        return self._made[1]

    def card_height(self, lines: int = 4) -> int:
        _, _, plain, bold = self._fonts()
        return bold.height() + lines * plain.height() + 12

    def sizeHint(self, option, index) -> QSize:
        return QSize(option.rect.width(), self.card_height())

    def paint(self, p: QPainter, option, index) -> None:
        player = index.data(PlayerRole)
        if player is None:
            return
        model: PlayersModel = index.model()
        plain, bold, plain_metrics, bold_metrics = self._fonts()
        rect = QRectF(option.rect).adjusted(1, 2, -1, -2)
        p.save()
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(_ACTING if index.data(ActingRole) else _CARD)
        p.drawRoundedRect(rect, 8, 8)
        inner = rect.adjusted(8, 4, -6, -4)
        head = bold_metrics.height()
        colour, symbol = player_look(model.players, player.seat)
        paint_badge(p, QRectF(inner.left(), inner.top(), head, head), colour, symbol)
        name_left = inner.left() + head + 6
        name = model.players[player.seat].name if model.players else str(player.seat + 1)
        room = inner.right() - name_left
        badge = index.data(BadgeRole)
        if badge:
            badge, room = fitting(badge, plain, room, bold_metrics.horizontalAdvance(name), room * 0.5)
        p.setFont(bold)
        p.setPen(_INK)
        shown = bold_metrics.elidedText(name, _ELIDE, int(room))
        p.drawText(QRectF(name_left, inner.top(), room, head), _LEFT, shown)
        if badge:
            left = name_left + bold_metrics.horizontalAdvance(shown) + 6
            paint_pill(p, left, inner.top() + head / 2, badge, plain)
        p.setFont(plain)
        p.setPen(_QUIET)
        line = plain_metrics.height()
        top = inner.top() + head
        width = inner.width()
        for text in model.lines(index):
            p.drawText(QRectF(inner.left(), top, width, line), _LEFT, plain_metrics.elidedText(text, _ELIDE, int(width)))
            top += line
        p.restore()


def players_list(model: PlayersModel, delegate: PlayersDelegate) -> QListView:
    view = CardList()
    view.setObjectName("players")
    view.setModel(model)
    view.setItemDelegate(delegate)
    view.setSelectionMode(QAbstractItemView.NoSelection)
    view.setFocusPolicy(Qt.NoFocus)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setUniformItemSizes(True)
    view.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Expanding)
    return view
