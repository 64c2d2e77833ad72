"""Open a saved game: a table of every save, broken ones listed with their reason.

The table comes from the files' summaries; the file chosen is checked whole when it is selected,
so a damaged one shows its reason before anyone presses Open."""

from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ... import storage
from .. import texts
from ..models.saves import SavesModel
from ..window_size import open_at


MAX_COLUMN_WIDTH = 240  # a longer name is cut short with "…"; its tooltip shows it whole
FITTED_ROWS = 60  # the columns fit these rows (those in view first): each measured row is made into texts


class SavedGamesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.chosen: Path | None = None
        self.model = SavesModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        # Fitted once per listing, not at every change: with a thousand saves, fitting to contents
        # at each change measured every cell.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Interactive)
        self.table.horizontalHeader().setResizeContentsPrecision(FITTED_ROWS)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.model.modelReset.connect(self._lay_out)
        self.model.dataChanged.connect(self._span_reasons)
        self.table.doubleClicked.connect(self.accept)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

        self.empty = QLabel(alignment=Qt.AlignCenter)
        self.empty.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.open_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.delete_button = QPushButton()
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.Close)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.delete_button.clicked.connect(self._delete)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self._lay_out()
        self._retranslate()
        self._select_first()
        open_at(self, QSize(960, 480))

    def accept(self) -> None:
        row = self._selected()
        if row is None:
            return
        error = self.model.check(row)
        if error is not None:
            self._warn(error)
            return
        self.chosen = self.model.entry(row).path
        super().accept()

    def _selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _lay_out(self) -> None:
        self.table.clearSpans()
        for row in range(self.model.rowCount()):
            self._span_reason(row)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for column in range(self.model.columnCount() - 1):
            header.resizeSection(column, min(header.sectionSize(column), MAX_COLUMN_WIDTH))

    def _span_reasons(self, top_left, bottom_right) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            self._span_reason(row)

    def _span_reason(self, row: int) -> None:
        """A broken file's reason takes the width of every column after its name."""
        if self.model.error(row) is not None and self.table.columnSpan(row, 1) == 1:
            self.table.setSpan(row, 1, 1, self.model.columnCount() - 1)

    def _select_first(self) -> None:
        has_rows = self.model.rowCount() > 0
        self.table.setVisible(has_rows)
        self.empty.setVisible(not has_rows)
        if has_rows:
            self.table.selectRow(0)
            self.table.setFocus()
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self._selected()
        self.open_button.setEnabled(row is not None and self.model.check(row) is None)
        self.delete_button.setEnabled(row is not None)

    def _delete(self) -> None:
        row = self._selected()
        if row is None:
            return
        path = self.model.entry(row).path
        question = self.tr("Delete this saved game for good?\n{file}").format(file=path.name)
        answer = QMessageBox.question(self, self.tr("Delete saved game"), texts.as_rich_text(question))
        if answer != QMessageBox.Yes:
            return
        try:
            storage.delete(path)
        except storage.SaveError as error:
            self._warn(error)
        self.model.refresh()
        self._select_first()

    def _warn(self, error: storage.SaveError) -> None:
        QMessageBox.warning(self, self.windowTitle(), texts.as_rich_text(texts.save_error_text(error)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open a saved game"))
        self.open_button.setText(self.tr("&Open"))
        self.delete_button.setText(self.tr("&Delete"))
        self.close_button.setText(self.tr("Close"))
        self.empty.setText(self.tr("There are no saved games yet. Start a new game — it is saved after every move."))
        self.model.retranslate()
