"""The final ranking table every game's end page shows: read-only, no grid, sized to its rows."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableView


class ResultsTable(QTableView):
    def __init__(self, model, stretch_column: int, row_height: int = 44, icon_size: int = 24, parent=None):
        super().__init__(parent)
        self.setObjectName("results")
        self.setModel(model)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.setFocusPolicy(Qt.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.verticalHeader().hide()
        self.setShowGrid(False)
        self.setWordWrap(True)
        self.setIconSize(QSize(icon_size, icon_size))
        self.verticalHeader().setDefaultSectionSize(row_height)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(stretch_column, QHeaderView.Stretch)
