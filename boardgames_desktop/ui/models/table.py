"""The base of the games' table models: rows replaced on a new view, headers re-read on a language change.

A subclass gives its `HEADERS` (English, marked with QT_TRANSLATE_NOOP in its `CONTEXT`) and `data()`.
"""

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

_HEADER_ROLES = frozenset((Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value))


class TableModel(QAbstractTableModel):
    """Shared plumbing: rows replaced on a new view, headers re-read on a language change."""

    CONTEXT = ""
    HEADERS: tuple[str, ...] = ()
    COLUMNS = 0  # len(self._headers()), asked for very often

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if cls.HEADERS:
            cls.COLUMNS = len(cls.HEADERS)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._view = None  # the game's view the rows were made of
        self._players = None  # the saved players, for the names
        self._rows: list = []
        self._shown = None
        self._header_texts: list[str] | None = None  # _headers(), kept until the language changes
        self.measuring = False  # set while a view fits its columns: every row's font is then bold

    def _headers(self) -> list[str]:
        return [QCoreApplication.translate(self.CONTEXT, header) for header in self.HEADERS]

    def _replace(self, rows: list, shown=None) -> None:
        """New rows; `shown` is everything else the cells depend on. Nothing is signalled when neither
        changed, since views that fit their columns to the contents re-read every cell on a change;
        without `shown` a change of every row is signalled, else only of the rows that changed
        (so a row must hold all its cells depend on, besides `shown`)."""
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows, self._shown = rows, shown
            self.endResetModel()
        elif shown != self._shown or shown is None:
            self._rows, self._shown = rows, shown
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1))
        elif rows != self._rows:
            # Only the rows that changed: a view repaints what is signalled, and a move changes a
            # player or two.
            # One signal from the first changed row to the last: views that fit their columns to the
            # contents read every cell again at each signal.
            old, self._rows = self._rows, rows
            changed = [row for row, (before, after) in enumerate(zip(old, rows)) if before != after]
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], self.columnCount() - 1))

    def retranslate(self) -> None:
        self._header_texts = None
        self.headerDataChanged.emit(Qt.Horizontal, 0, self.columnCount() - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsEnabled | Qt.ItemNeverHasChildren

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and 0 <= section < self.COLUMNS:
            if role in _HEADER_ROLES:
                # Asked for dozens of times a move (header size hints, painting): translated once
                # per language, not at every call.
                if self._header_texts is None:
                    self._header_texts = self._headers()
                return self._header_texts[section]
        return None
