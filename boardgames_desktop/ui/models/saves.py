"""The saved games as a table: game, players, started, last played, how far; broken files too."""

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QColor

from ... import storage
from ...rules import RulesError, registry
from .. import i18n, texts

_COLUMN_COUNT = 5


def _header(column: int) -> str:
    return (
        QCoreApplication.translate("SavesModel", "Game"),
        QCoreApplication.translate("SavesModel", "Players"),
        QCoreApplication.translate("SavesModel", "Started"),
        QCoreApplication.translate("SavesModel", "Last played"),
        QCoreApplication.translate("SavesModel", "Progress"),
    )[column]


class SavesModel(QAbstractTableModel):
    PathRole = Qt.UserRole + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self._entries: list = []
        self._progress: dict = {}
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._entries = storage.list_saves()
        self._progress = {entry.path: self._describe(entry) for entry in self._entries}
        self.endResetModel()

    def entry(self, row: int):
        return self._entries[row]

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal and 0 <= section < _COLUMN_COUNT:
            return _header(section)
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == self.PathRole:
            return str(entry.path)
        broken = entry.save_file is None
        if role == Qt.ForegroundRole and broken:
            return QColor("#b00020")
        if role == Qt.ToolTipRole:
            return str(entry.path)
        if role != Qt.DisplayRole:
            return None
        if broken:
            if index.column() == 0:
                return entry.path.name
            if index.column() == 1:
                return QCoreApplication.translate("SavesModel", "Cannot be opened: %1").replace(
                    "%1", texts.save_error_text(entry.error.code)
                )
            return ""
        save = entry.save_file
        column = index.column()
        if column == 0:
            title = texts.game_title(save.record.game)
            if entry.autosave:
                return QCoreApplication.translate("SavesModel", "%1 (saved automatically)").replace("%1", title)
            return f"{title} — {save.label}" if save.label else title
        if column == 1:
            return ", ".join(player.name for player in save.players)
        if column == 2:
            return _when(save.created)
        if column == 3:
            return _when(save.updated)
        progress = self._progress.get(entry.path)
        if progress is None:
            return ""
        if progress.phase == "over":
            return texts.phase_text(save.record.game, "over")
        return (
            QCoreApplication.translate("SavesModel", "round %1, %2")
            .replace("%1", str(progress.round))
            .replace("%2", texts.phase_text(save.record.game, progress.phase))
        )

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Horizontal, 0, _COLUMN_COUNT - 1)
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, _COLUMN_COUNT - 1))

    @staticmethod
    def _describe(entry):
        if entry.save_file is None:
            return None
        try:
            return registry.get(entry.save_file.record.game).progress(registry.replay(entry.save_file.record))
        except RulesError:
            return None


def _when(moment) -> str:
    return i18n.locale().toString(moment.astimezone(), i18n.locale().dateTimeFormat(i18n.locale().FormatType.ShortFormat))
