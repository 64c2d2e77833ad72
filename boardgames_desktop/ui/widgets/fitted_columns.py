"""Columns of a table view fitted to their contents only when the widths of their texts change.

A header whose sections fit their contents (`QHeaderView.ResizeToContents`) measures every cell of
those columns, asking the model for each cell's text, font, icon, alignment, ..., at every change
the model signals: for the players table ~220 calls into Python a move. `FittedColumns` keeps the
sections fixed and fits a column again, in the same way (`resizeColumnToContents`), only when its
header text or the width of its widest text differs from the last fitting (all of them after a
change of a font or of the number of rows). It measures with every row bold (the model's
`measuring` flag), so that a row turning bold when its player is to act does not need a new fitting
(and the columns do not jitter as the turns go round).
"""

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableView

_HORIZONTAL = Qt.Orientation.Horizontal
_DISPLAY = Qt.ItemDataRole.DisplayRole.value


class _Cell:
    """Stands in for a QModelIndex when the model's own Python `data()` is asked directly (no round
    trip through Qt for each cell)."""

    __slots__ = ("_row", "_column")

    def __init__(self, row: int, column: int):
        self._row, self._column = row, column

    def isValid(self) -> bool:
        return True

    def row(self) -> int:
        return self._row

    def column(self) -> int:
        return self._column


class FittedColumns:
    """`view` must have its model already; `fit()` after the model changed."""

    def __init__(self, view: QTableView, stretch: int):
        self._view, self._stretch = view, stretch
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Fixed)
        header.setSectionResizeMode(stretch, QHeaderView.Stretch)
        self._common = None  # the font and the number of rows at the last fitting
        self._stale = True  # the model signalled a change since the last fitting
        model = view.model()
        for signal in (model.dataChanged, model.headerDataChanged, model.modelReset, model.layoutChanged,
                       model.rowsInserted, model.rowsRemoved):
            signal.connect(self._changed)
        self._keys: dict[int, tuple] = {}  # column: its header and widest text's width then
        self._yielding = None  # (column, its least width) that gives the stretching column room for its heading
        self._fitted = 0  # the yielding column's width as fitted to its contents

    def yield_to_heading(self, column: int, least) -> None:
        """Let `column` narrow, down to `least()` (e.g. names without the computer's level), where the
        stretching column would otherwise cut its heading ("Řada )" at 1024 x 600)."""
        self._yielding = (column, least)

    def _changed(self, *args) -> None:
        self._stale = True

    def fit(self) -> None:
        """Fit again the columns whose header text or widest text changed since the last time (nothing
        to do when the model has signalled no change since then)."""
        view, model = self._view, self._view.model()
        font = QFont(view.font())
        font.setBold(True)
        common = (font.key(), view.horizontalHeader().font().key(), model.rowCount())
        if not self._stale and common == self._common:
            self._give_heading_room()
            return
        self._stale = False
        columns = [c for c in range(model.columnCount()) if c != self._stretch]
        metrics = QFontMetrics(font)
        rows = range(model.rowCount())
        widths = tuple(max((metrics.horizontalAdvance(str(model.data(_Cell(r, c), _DISPLAY) or "")) for r in rows),
                           default=0) for c in columns)
        keys = self._keys if self._common == common else {}
        self._common = common
        changed = []
        for column, width in zip(columns, widths):
            key = (model.headerData(column, _HORIZONTAL), width)
            if keys.get(column) != key:
                keys[column] = key
                changed.append(column)
        self._keys = keys
        if changed:
            model.measuring = True
            try:
                for column in changed:  # only these: each reads every cell of its column
                    view.resizeColumnToContents(column)
            finally:
                model.measuring = False
            if self._yielding is not None and self._yielding[0] in changed:
                self._fitted = view.columnWidth(self._yielding[0])
        self._give_heading_room()

    def _give_heading_room(self) -> None:
        if self._yielding is None:
            return
        view, (column, least) = self._view, self._yielding
        header = view.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(header.count()) if c not in (column, self._stretch))
        room = view.viewport().width() - others - header.sectionSizeFromContents(self._stretch).width()
        width = self._fitted if room >= self._fitted else max(room, min(self._fitted, least()))
        if header.sectionSize(column) != width:
            view.setColumnWidth(column, width)
