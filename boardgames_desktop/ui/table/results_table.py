"""The final ranking table every game's end page shows: read-only, no grid, sized to its rows."""

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QStyle, QStyleOptionViewItem, QTableView


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

    def wrapped_height(self, row: int) -> int:
        """The height row `row` needs for its words wrapped in their columns, as they are painted: Qt's
        own measure leaves out a style sheet's padding of the cells, and a long list of cheques then
        lost its last line to "…"."""
        need = 0
        for column in range(self.model().columnCount()):
            index = self.model().index(row, column)
            text = index.data()
            if not isinstance(text, str) or not text:
                continue
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            bold = index.data(Qt.FontRole)
            option.font = bold.resolve(self.font()) if isinstance(bold, QFont) else self.font()
            option.text = text
            option.features |= QStyleOptionViewItem.WrapText
            if index.data(Qt.DecorationRole) is not None:
                option.features |= QStyleOptionViewItem.HasDecoration
                option.decorationSize = self.iconSize()
            option.rect = QRect(0, 0, self.columnWidth(column), 10000)
            words = self.style().subElementRect(QStyle.SE_ItemViewItemText, option, self)
            lines = QFontMetrics(option.font).boundingRect(QRect(0, 0, max(1, words.width() - 4), 10000),
                                                           Qt.TextWordWrap, text)
            need = max(need, lines.height() + option.rect.height() - words.height())
        return need
