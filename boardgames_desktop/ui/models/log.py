"""The game log: what has happened, in words, newest last. Only what the screen's viewer may know.

The log grows by a few lines per action, so after a change only the new events are put into words
and only the new lines are inserted when the old ones are still the start of the log; the model
resets only when they are not (a hand-over to another viewer, undo). `refresh` words every event
again, for a language switch. `LogDelegate` lays each line out once and keeps it.

A list view lays out every row again after any insertion, asking each one's size; so that a move
costs the same in a long game as in a short one, the model holds only the newest lines (at most
`RECENT_LINES` plus `TRIM_AFTER` before the oldest are dropped); `show_earlier()` brings back older
ones, for when the reader scrolls to the top, so the whole log stays reachable.
"""

import math
from collections import OrderedDict

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QStaticText, QTransform
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from .. import games, texts

_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
RECENT_LINES = 40  # shown after a move; the log panel holds 20 to 40 lines
TRIM_AFTER = 20  # lines a move may add above RECENT_LINES before the oldest are dropped


class LogModel(QAbstractListModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self._session = session
        self._lines: list[str] = []  # every line of the log
        self._first = 0  # the first line in the model: older ones are left out until asked for
        self._events: list = []  # the events behind _texts, compared by identity
        self._texts: list[str] = []  # one text per event, "" for events without words
        session.changed.connect(self._update)
        self.refresh()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines) - self._first

    def data(self, index, role=Qt.DisplayRole):
        # Called for every line and several roles on each layout: compare plain numbers.
        if role == _DISPLAY or role == _TOOLTIP:
            row = index.row() + self._first
            if self._first <= row < len(self._lines) and index.isValid():
                # A tooltip that looks like HTML is drawn as HTML: a line naming "<b>Máma</b>" is escaped.
                return self._lines[row] if role == _DISPLAY else texts.as_rich_text(self._lines[row])
        return None

    def line(self, row: int) -> str:
        """The text of the model's row `row` ("" past the end), for the delegate: no round trip through Qt."""
        row += self._first
        return self._lines[row] if self._first <= row < len(self._lines) else ""

    def lines(self) -> list[str]:
        """The whole log, also the lines not in the model now."""
        return list(self._lines)

    @property
    def earlier(self) -> int:
        """How many older lines are left out of the model."""
        return self._first

    def show_earlier(self, count: int = RECENT_LINES) -> int:
        """Bring back up to `count` older lines, at the top; returns how many came."""
        count = min(count, self._first)
        if count > 0:
            self.beginInsertRows(QModelIndex(), 0, count - 1)
            self._first -= count
            self.endInsertRows()
        return count

    def refresh(self) -> None:
        """Word every event afresh (after a language change) and show the lines."""
        self._events, self._texts = [], []
        self._update()

    def _update(self) -> None:
        """After a change of the session: word only the events not worded before."""
        session = self._session
        events = session.log()
        known = 0
        for old, new in zip(self._events, events):
            if old is not new:
                break
            known += 1
        texts = self._texts[:known]
        texts += [games.event_text(session.game, event, session.players) for event in events[known:]]
        self._events, self._texts = events, texts
        self._show([text for text in texts if text])

    def _show(self, lines: list[str]) -> None:
        old = self._lines
        if lines == old:
            return
        if len(lines) > len(old) and lines[: len(old)] == old:
            if len(lines) - self._first > RECENT_LINES + TRIM_AFTER:
                drop = len(lines) - RECENT_LINES - self._first
                drop = min(drop, len(old) - self._first)
                if drop > 0:
                    self.beginRemoveRows(QModelIndex(), 0, drop - 1)
                    self._first += drop
                    self.endRemoveRows()
            self.beginInsertRows(QModelIndex(), len(old) - self._first, len(lines) - 1 - self._first)
            self._lines = lines
            self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = lines
        self._first = max(0, len(lines) - RECENT_LINES)
        self.endResetModel()


class LogDelegate(QStyledItemDelegate):
    """Draws each line as wrapped plain text, laid out once per text, width and font and then
    only drawn: the standard delegate lays every visible line out again at each repaint, and the
    log repaints after every move."""

    MARGIN_H, MARGIN_V = 4, 3
    CACHE_LINES = 2000

    def __init__(self, parent=None, model: LogModel | None = None):
        """`model`: the view's LogModel, whose lines are then read directly, not through `index.data()`."""
        super().__init__(parent)
        self._model = model
        self._texts: OrderedDict[tuple, tuple[QStaticText, QSize]] = OrderedDict()
        self._font: QFont | None = None  # the last font seen, and its key: QFont.key() builds a string
        self._font_key = ""

    def _laid_out(self, text: str, width: int, font: QFont) -> tuple[QStaticText, QSize]:
        """The line laid out, and its size hint; asked for every line at each layout of the view."""
        width = max(40, width - 2 * self.MARGIN_H)
        if self._font is None or font != self._font:
            self._font, self._font_key = QFont(font), font.key()
        key = (text, width, self._font_key)
        entry = self._texts.get(key)
        if entry is None:
            static = QStaticText(text)
            static.setTextFormat(Qt.PlainText)
            static.setTextWidth(width)
            static.prepare(QTransform(), font)
            size = static.size()
            hint = QSize(math.ceil(size.width()) + 2 * self.MARGIN_H, math.ceil(size.height()) + 2 * self.MARGIN_V)
            entry = self._texts[key] = (static, hint)
            if len(self._texts) > self.CACHE_LINES:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return entry

    def _text(self, text: str, width: int, font: QFont) -> QStaticText:
        return self._laid_out(text, width, font)[0]

    def _line(self, index) -> str:
        return self._model.line(index.row()) if self._model is not None else index.data() or ""

    def sizeHint(self, option, index) -> QSize:
        return self._laid_out(self._line(index), option.rect.width(), option.font)[1]

    def paint(self, painter: QPainter, option, index) -> None:
        selected = bool(option.state & QStyle.State_Selected)
        if selected or option.state & QStyle.State_MouseOver:  # else the view's own background is all
            style = option.widget.style() if option.widget is not None else QApplication.style()
            item = QStyleOptionViewItem(option)
            self.initStyleOption(item, index)
            item.text = ""
            style.drawControl(QStyle.CE_ItemViewItem, item, painter, option.widget)
        group = QPalette.Normal if option.state & QStyle.State_Enabled else QPalette.Disabled
        painter.save()
        painter.setFont(option.font)
        painter.setPen(option.palette.color(group, QPalette.HighlightedText if selected else QPalette.Text))
        static = self._text(self._line(index), option.rect.width(), option.font)
        painter.drawStaticText(QPointF(option.rect.left() + self.MARGIN_H, option.rect.top() + self.MARGIN_V), static)
        painter.restore()
