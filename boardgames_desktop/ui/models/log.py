"""The game log: what has happened, in words, newest last. Only what the screen's viewer may know."""

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from .. import games


class LogModel(QAbstractListModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self._session = session
        self._lines: list[str] = []
        session.changed.connect(self.refresh)
        self.refresh()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.DisplayRole, Qt.ToolTipRole):
            return self._lines[index.row()]
        return None

    def refresh(self) -> None:
        session = self._session
        lines = [games.event_text(session.game, event, session.players) for event in session.log()]
        lines = [line for line in lines if line]
        self.beginResetModel()
        self._lines = lines
        self.endResetModel()
