"""The game log: what has happened, in words, newest last. Only public events: everyone at the
table may read the log, whoever sits at the screen.

The model follows the session's changes (play/change.py): a move or a redo adds the lines of its
new events (while the table plays the move out, a pawn walking or cards turning, once it ended:
the log never tells the outcome first), an undo removes those of the events it took back; nothing
else changes the log, so an event is put into words once. `refresh` words every event again, for a language switch.
`LogDelegate` lays each line out once and keeps it.

Each row also tells which seats its event names (SEAT_ROLE) and in which round it happened
(ROUND_ROLE), for `LogFilter`, which shows only one player's lines or one round's.

A view measures every row it holds when the width or a filter changes (LogView keeps the heights
otherwise); so that this costs the same in a long game as in a short one, the model holds only the
newest lines (at most `RECENT_LINES` plus `TRIM_AFTER` before the oldest are dropped);
`show_earlier()` brings back older ones, for when the reader scrolls to the top, so the whole log
stays reachable. While a filter is on, the model holds every line.
"""

import math
from collections import Counter, OrderedDict
from typing import NamedTuple

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPointF, QSize, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QStaticText, QTransform
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ...play.change import Kind
from .. import game_folders, texts

_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
# Numbered apart from the table models' roles (UserRole + 0 to 15): the privacy tests compare the
# values of those across every model on screen, and a round number is no card.
SEAT_ROLE = Qt.ItemDataRole.UserRole.value + 64  # the seats the line names, the acting seat first
ROUND_ROLE = Qt.ItemDataRole.UserRole.value + 65  # the round it happened in (None before the first)
RECENT_LINES = 40  # shown after a move; the log panel holds 20 to 40 lines
TRIM_AFTER = 20  # lines a move may add above RECENT_LINES before the oldest are dropped
# The parameters by which the games' events name seats.
SEAT_PARAMS = ("seat", "to", "seller", "opponent", "winner", "loser")


class LogLine(NamedTuple):
    text: str  # "" for an event nobody needs to read: it makes no row
    seats: tuple[int, ...]
    round: int | None


def seats_named(event) -> tuple[int, ...]:
    named = [event.params.get(name) for name in SEAT_PARAMS] + list(event.params.get("opponents", ()))
    return tuple(dict.fromkeys(seat for seat in named if isinstance(seat, int)))


class LogModel(QAbstractListModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self._session = session
        self._told: list[LogLine] = []  # one per public event, also those without words
        self._lines: list[LogLine] = []  # every line of the log: the rows
        self._rounds: Counter = Counter()  # how many lines each round has
        self._first = 0  # the first line in the model: older ones are left out until asked for
        self._whole = False  # every line in the model (a filter is on)
        self._held: list[LogLine] = []  # a move's lines, told once the table has played the move out
        self.waits = lambda: False  # whether the table is playing a move out (see GamePage)
        session.changed.connect(self._follow)
        self.refresh()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines) - self._first

    def data(self, index, role=Qt.DisplayRole):
        # Called for every line and several roles on each layout: compare plain numbers.
        row = index.row() + self._first
        if not (self._first <= row < len(self._lines) and index.isValid()):
            return None
        line = self._lines[row]
        if role == _DISPLAY:
            return line.text
        if role == _TOOLTIP:  # a tooltip that looks like HTML is drawn as HTML: "<b>Máma</b>" is escaped
            return texts.as_rich_text(line.text)
        if role == SEAT_ROLE:
            return line.seats
        if role == ROUND_ROLE:
            return line.round
        return None

    def line(self, row: int) -> str:
        """The text of the model's row `row` ("" past the end), for the delegate: no round trip through Qt."""
        row += self._first
        return self._lines[row].text if self._first <= row < len(self._lines) else ""

    def lines(self, last: int | None = None) -> list[str]:
        """The whole log, also the lines not in the model now; or only its `last` lines."""
        return [line.text for line in self._lines[-last if last else 0:]]

    def rounds(self) -> list[int]:
        """The rounds the log has lines of, in order."""
        return sorted(round_ for round_, lines in self._rounds.items() if lines and round_ is not None)

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

    def hold_every_line(self, whole: bool) -> None:
        """Keep every line in the model (for a filter), or from the next move on only the newest."""
        self._whole = whole
        if whole:
            self.show_earlier(self._first)

    def refresh(self) -> None:
        """Word every event afresh (after a language change) and show the lines."""
        self.beginResetModel()
        self._told, self._held = [], []
        self._tell(self._session.log())
        self._lines = [line for line in self._told if line.text]
        self._rounds = Counter(line.round for line in self._lines)
        self._first = 0 if self._whole else max(0, len(self._lines) - RECENT_LINES)
        self.endResetModel()

    def _follow(self, change) -> None:
        if change.kind in (Kind.ACTION, Kind.REDO):
            told = self._tell(change.events)
            if self.waits():  # the log must not tell where the pawn walks, or what the card says, before the table
                self._held += told
            else:
                self.release()
                self._add(told)
        elif change.kind == Kind.UNDO:
            self.release()
            self._take_back(sum(1 for event in change.events if event.visible_to is None))

    def release(self) -> None:
        """The lines held while the table played its move out (ended, or skipped)."""
        if self._held:
            held, self._held = self._held, []
            self._add(held)

    def _tell(self, events) -> list[LogLine]:
        """Word the public ones of `events`, which follow those told so far, and keep them."""
        session = self._session
        round_ = self._told[-1].round if self._told else None
        told = []
        for event in events:
            if event.visible_to is not None:
                continue
            round_ = event.params.get("round", round_)  # the events that start or score a round name it
            told.append(LogLine(game_folders.event_text(session.game, event, session.players), seats_named(event), round_))
        self._told += told
        return told

    def _add(self, told: list[LogLine]) -> None:
        lines = [line for line in told if line.text]
        if not lines:
            return
        shown = len(self._lines) - self._first
        if not self._whole and shown + len(lines) > RECENT_LINES + TRIM_AFTER:
            drop = min(shown, shown + len(lines) - RECENT_LINES)
            self.beginRemoveRows(QModelIndex(), 0, drop - 1)
            self._first += drop
            self.endRemoveRows()
            shown -= drop
        self.beginInsertRows(QModelIndex(), shown, shown + len(lines) - 1)
        self._lines += lines
        self._rounds.update(line.round for line in lines)
        self.endInsertRows()

    def _take_back(self, count: int) -> None:
        """An undo took back the last `count` public events."""
        if not count:
            return
        gone = sum(1 for line in self._told[-count:] if line.text)
        del self._told[-count:]
        if not gone:
            return
        self._rounds.subtract(line.round for line in self._lines[-gone:])
        shown = len(self._lines) - self._first
        if gone > shown:  # older lines than the model holds: show the newest again
            self.beginResetModel()
            del self._lines[-gone:]
            self._first = max(0, len(self._lines) - RECENT_LINES)
            self.endResetModel()
            return
        self.beginRemoveRows(QModelIndex(), shown - gone, shown - 1)
        del self._lines[-gone:]
        self.endRemoveRows()


class LogFilter(QSortFilterProxyModel):
    """The log's lines of one player (`seat`: the lines that name them) or one round, or both;
    None shows all. While it filters, the log model holds every line."""

    def __init__(self, model: LogModel, parent=None):
        super().__init__(parent)
        self.setSourceModel(model)
        self._model = model
        self.seat: int | None = None
        self.round: int | None = None

    def show_only(self, seat: int | None, round_: int | None) -> None:
        if (seat, round_) == (self.seat, self.round):
            return
        self._model.hold_every_line(seat is not None or round_ is not None)
        self.beginFilterChange()
        self.seat, self.round = seat, round_
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    @property
    def filtering(self) -> bool:
        return self.seat is not None or self.round is not None

    def filterAcceptsRow(self, row: int, parent) -> bool:
        if not self.filtering:
            return True
        index = self._model.index(row, 0, parent)
        return (self.seat is None or self.seat in index.data(SEAT_ROLE)) and \
            (self.round is None or index.data(ROUND_ROLE) == self.round)

    def line(self, row: int) -> str:
        """The text of this model's row `row`, for the delegate."""
        if not self.filtering:  # every line, in the same rows
            return self._model.line(row)
        return self._model.line(self.mapToSource(self.index(row, 0)).row())


class LogDelegate(QStyledItemDelegate):
    """Draws each line as wrapped plain text, laid out once per text, width and font and then
    only drawn: the standard delegate lays every visible line out again at each repaint, and the
    log repaints after every move."""

    MARGIN_H, MARGIN_V = 4, 3
    CACHE_LINES = 2000

    def __init__(self, parent=None, model: LogModel | LogFilter | None = None):
        """`model`: the view's model, whose lines are then read directly, not through `index.data()`."""
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

    def height(self, text: str, width: int, font: QFont) -> int:
        """The height of the line `text` wrapped to `width` (the view's), as sizeHint gives it."""
        return self._laid_out(text, width, font)[1].height()

    def text(self, text: str, width: int, font: QFont) -> QStaticText:
        """The line `text` laid out for a view `width` wide, to be drawn at `MARGIN_H`, `MARGIN_V`."""
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
        static = self.text(self._line(index), option.rect.width(), option.font)
        painter.drawStaticText(QPointF(option.rect.left() + self.MARGIN_H, option.rect.top() + self.MARGIN_V), static)
        painter.restore()
