"""The saved games as a table: game, players, started, last played, how far; broken files too.

The table is built from each file's summary (storage.list_saves), so it opens at once however
many saves there are, and a row's texts are made when Qt first asks for them (the rows in view).
A file is checked whole (validated and replayed) only when it is chosen: `check(row)`; one that
fails is then shown as broken, with its reason.

No exception from a file may reach Qt: `data()` runs inside Qt's painting and sizing, where an
exception aborts the program. A row whose texts cannot be made is shown as a damaged file.
"""

from typing import NamedTuple

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QColor

from ... import storage
from .. import i18n, texts, theme

_COLUMN_COUNT = 5


def _header(column: int) -> str:
    return (
        QCoreApplication.translate("SavesModel", "Game"),
        QCoreApplication.translate("SavesModel", "Players"),
        QCoreApplication.translate("SavesModel", "Started"),
        QCoreApplication.translate("SavesModel", "Last played"),
        QCoreApplication.translate("SavesModel", "Progress"),
    )[column]


_DISPLAY = Qt.ItemDataRole.DisplayRole.value  # plain numbers: data() is called for every cell and role
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value


class _Row(NamedTuple):
    entry: storage.SaveEntry
    error: storage.SaveError | None  # from the summary, or from `check`
    progress: object  # the summary's Progress, or one found by `check` in a file of format 1
    checked: bool = False


class SavesModel(QAbstractTableModel):
    PathRole = Qt.UserRole + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._cells: dict[int, tuple[str, ...]] = {}  # each row's texts, once asked for
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = [_Row(entry, entry.error, entry.summary.progress if entry.summary else None)
                      for entry in storage.list_saves()]
        self._cells.clear()
        self.endResetModel()

    def entry(self, row: int) -> storage.SaveEntry:
        return self._rows[row].entry

    def error(self, row: int) -> storage.SaveError | None:
        """Why the file of `row` does not open, once known; None while it looks good."""
        return self._rows[row].error

    def check(self, row: int) -> storage.SaveError | None:
        """Read the whole file of `row` (once): a file that does not load is shown as broken."""
        current = self._rows[row]
        if current.checked or current.error is not None:
            return current.error
        try:
            loaded = storage.load(current.entry.path)
        except storage.SaveError as error:
            self._rows[row] = _Row(current.entry, error, None, checked=True)
        else:
            self._rows[row] = _Row(current.entry, None, current.progress or _progress(loaded), checked=True)
        self._cells.pop(row, None)
        self.dataChanged.emit(self.index(row, 0), self.index(row, _COLUMN_COUNT - 1))
        return self._rows[row].error

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal and 0 <= section < _COLUMN_COUNT:
            return _header(section)
        return None

    def data(self, index, role=Qt.DisplayRole):
        if role != _DISPLAY and role != _TOOLTIP and role != _FOREGROUND and role != self.PathRole:
            return None
        number = index.row()
        if not index.isValid() or not 0 <= number < len(self._rows) or not 0 <= index.column() < _COLUMN_COUNT:
            return None
        row = self._rows[number]
        if role == self.PathRole:
            return str(row.entry.path)
        if role == _FOREGROUND:
            return QColor(theme.colour("error_text")) if row.error is not None else None
        cells = self._cells.get(number)
        if cells is None:
            cells = self._cells[number] = _texts(row)
        if role == _TOOLTIP:
            return texts.as_rich_text(cells[1] if row.error is not None else row.entry.path.name)
        return cells[index.column()]

    def retranslate(self) -> None:
        self._cells.clear()
        self.headerDataChanged.emit(Qt.Horizontal, 0, _COLUMN_COUNT - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, _COLUMN_COUNT - 1))


def _texts(row: _Row) -> tuple[str, ...]:
    if row.error is None:
        try:
            return _cells(row.entry, row.progress)
        except Exception:  # a value no summary check foresaw: shown as damaged, never raised into Qt
            return _broken(row.entry, storage.SaveError("invalid", {"loc": [], "type": "not_shown"}))
    return _broken(row.entry, row.error)


def _broken(entry: storage.SaveEntry, error: storage.SaveError) -> tuple[str, ...]:
    reason = QCoreApplication.translate("SavesModel", "Cannot be opened: {reason}").format(
        reason=texts.save_error_text(error)
    )
    return entry.path.name, reason, "", "", ""


def _cells(entry: storage.SaveEntry, progress) -> tuple[str, ...]:
    summary = entry.summary
    title = texts.game_title(summary.record.game)
    if entry.autosave:
        title = QCoreApplication.translate("SavesModel", "{game} (saved automatically)").format(game=title)
    else:  # the name given in "Save as…"; files written before the name was kept have it as their file name
        title = f"{title} — {summary.label or entry.path.stem}"
    players = ", ".join(player.name for player in summary.players)
    progress_text = _progress_text(summary.record.game, progress)
    return title, players, _when(summary.created), _when(summary.updated), progress_text


def _progress(loaded) -> object:
    from ...rules import registry

    try:
        return registry.get(loaded.save_file.record.game).progress(loaded.state)
    except Exception:  # how far a game got is a nicety; the file itself loads
        return None


def _progress_text(game: str, progress) -> str:
    if progress is None:
        return ""
    if progress.phase == "over":
        return texts.phase_text(game, "over")
    return (
        QCoreApplication.translate("SavesModel", "round {round}, {phase}")
        .format(round=progress.round, phase=texts.phase_text(game, progress.phase))
    )


def _when(moment) -> str:
    """A date as the language writes it, in the computer's time zone (the model bounds the years)."""
    locale = i18n.locale()
    return locale.toString(moment.astimezone(), locale.dateTimeFormat(locale.FormatType.ShortFormat))
