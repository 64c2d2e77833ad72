"""The small "computer · hard" badge beside the name of a seat the computer plays, in the players
tables and on the stables, so that everyone sees who is not a person at the table."""

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ..texts import computer, computer_level
from ..theme import colour

BadgeRole = int(Qt.UserRole) + 40  # a players model's badge text of a seat, or None for a person
_BACKGROUND = Qt.ItemDataRole.BackgroundRole
GAP = 6


def badge_text(players, seat: int) -> str | None:
    """The badge of `seat`, or None when a person sits there."""
    if players is None or not 0 <= seat < len(players) or players[seat].kind != "computer":
        return None
    return computer_level(players[seat].level)


def with_badge(text: str, players, seat: int) -> str:
    """`text` (a name), followed by the badge in brackets for a computer: for tooltips and screen readers."""
    badge = badge_text(players, seat)
    return f"{text} ({badge})" if badge else text


def badge_font(font: QFont) -> QFont:
    small = QFont(font)
    small.setBold(False)
    if small.pixelSize() > 0:
        small.setPixelSize(max(9, round(small.pixelSize() * 0.78)))
    else:
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.78))
    return small


def badge_width(text: str, font: QFont) -> int:
    metrics = QFontMetrics(badge_font(font))
    return metrics.horizontalAdvance(text) + round(metrics.height() * 0.8)


def fitting(badge: str, font: QFont, width: float, name_width: float, least: float) -> tuple[str, float]:
    """The badge that leaves the name its `name_width` in `width` (with the level, or without it if that
    does not fit), and the room left for the name: never less than `least` (a few letters of it)."""
    for text in (badge, computer()):
        room = width - GAP - badge_width(text, font)
        if room >= name_width:
            break
    return text, max(room, min(name_width, least))


def paint_pill(p: QPainter, left: float, centre_y: float, text: str, font: QFont) -> None:
    """A grey pill with the words in white, its left edge at `left`."""
    small = badge_font(font)
    metrics = QFontMetrics(small)
    height = metrics.height() + 2
    rect = QRectF(left, centre_y - height / 2, badge_width(text, font), height)
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(colour("computer_badge")))
    p.drawRoundedRect(rect, height / 2, height / 2)
    p.setFont(small)
    p.setPen(QColor(colour("computer_badge_text")))
    p.drawText(rect, Qt.AlignCenter, text)
    p.restore()


class NameDelegate(QStyledItemDelegate):
    """A name cell as usual (the player's badge, the name), and the computer badge after the name:
    with the computer's level if it fits, else only "computer"."""

    @staticmethod
    def needs(view, index, badge: str | None) -> int:
        """The width a cell needs for its picture, the whole name (bold, as on the row of the player to
        act) and `badge`, if any."""
        font = QFont(view.font())
        font.setBold(True)
        margin = view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, view) + 1
        name = QFontMetrics(font).horizontalAdvance(index.data() or "")
        return view.iconSize().width() + 4 * margin + name + (GAP + badge_width(badge, font) if badge else 0)

    def sizeHint(self, option, index) -> QSize:
        hint = super().sizeHint(option, index)
        badge = index.data(BadgeRole)
        if not badge or option.widget is None:
            return hint
        return QSize(max(hint.width(), self.needs(option.widget, index, badge)), hint.height())

    def least_width(self, view, column: int) -> int:
        """The narrowest `column` of `view` that shows every name whole, and "computer" beside a computer's."""
        model = view.model()
        indexes = [model.index(row, column) for row in range(model.rowCount())]
        return max((self.needs(view, index, computer() if index.data(BadgeRole) else None) for index in indexes),
                   default=0)

    def paint(self, painter: QPainter, option, index) -> None:
        badge = index.data(BadgeRole)
        if not badge:
            return super().paint(painter, option, index)
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        text_rect = style.subElementRect(QStyle.SE_ItemViewItemText, item, option.widget)
        metrics = QFontMetrics(item.font)
        name_width = metrics.horizontalAdvance(item.text) + 8  # and the text's margins
        text, room = fitting(badge, item.font, text_rect.width(), name_width, metrics.horizontalAdvance("Wi…") + 8)
        background = index.data(_BACKGROUND)
        painter.save()
        painter.setClipRect(option.rect)
        if background is not None:
            painter.fillRect(option.rect, background)
        named = QStyleOptionViewItem(option)
        named.rect = QRect(option.rect)
        named.rect.setRight(text_rect.left() + room)
        super().paint(painter, named, index)
        paint_pill(painter, text_rect.left() + min(name_width, room) + GAP, option.rect.center().y() + 0.5, text,
                    item.font)
        painter.restore()
