"""The game log: what has happened, in words, newest last. Only what the screen's viewer may know.

The log grows by a few lines per action, so after a change only the new events are put into words
and only the new lines are inserted when the old ones are still the start of the log; the model
resets only when they are not (a hand-over to another viewer, undo). `refresh` words every event
again, for a language switch. `LogDelegate` remembers each line's wrapped height, so that the list
view's layout, which asks for the size of every line after any change, stays cheap in long games.
"""

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QStyledItemDelegate

from .. import games

_TEXT_ROLES = frozenset((Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value))


class LogModel(QAbstractListModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self._session = session
        self._lines: list[str] = []
        self._events: list = []  # the events behind _texts, compared by identity
        self._texts: list[str] = []  # one text per event, "" for events without words
        session.changed.connect(self._update)
        self.refresh()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index, role=Qt.DisplayRole):
        # Called for every line and several roles on each layout: compare plain numbers.
        if role in _TEXT_ROLES:
            row = index.row()
            if 0 <= row < len(self._lines) and index.isValid():
                return self._lines[row]
        return None

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
            self.beginInsertRows(QModelIndex(), len(old), len(lines) - 1)
            self._lines = lines
            self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = lines
        self.endResetModel()


class LogDelegate(QStyledItemDelegate):
    """Draws lines as the standard delegate does and remembers their sizes by text and width."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._sizes: dict[tuple, object] = {}

    def sizeHint(self, option, index):
        key = (index.data(), option.rect.width(), option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 5000:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return size
