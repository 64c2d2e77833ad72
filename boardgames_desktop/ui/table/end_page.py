"""The page every table shows once the game is over: the game's picture, who won, the tie-break in
words, a line the game may add (the last chance card drawn), the results and a note under them."""

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..widgets.players import player_name
from .results_table import ResultsTable
from .table_parts import label


class EndPage(QWidget):
    """Fed with `show_result` by its table. The table's
    style sheet styles its labels by their roles: "big" (who won), "title" (the tie-break), "status"
    (the game's own line); the note has none."""

    def __init__(self, model, stretch_column: int, note, picture=None, row_height: int = 44, icon_size: int = 24,
                 spacing: int = 14, parent=None):
        """`note`: the game's words under the results (how they are counted), read again on a language change."""
        super().__init__(parent)
        self.results_model = model
        self._note = note
        self.row_height = row_height
        self._margin = spacing + 6
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, self._margin, 40, self._margin)
        layout.setSpacing(spacing)
        self.picture = QLabel(alignment=Qt.AlignCenter)
        self.picture.setVisible(picture is not None)
        if picture is not None:
            self.picture.setPixmap(picture)
        self.title, self.tie_label, self.line = (label(role, wrap=True) for role in ("big", "title", "status"))
        self.line.setVisible(False)
        self.results_view = ResultsTable(model, stretch_column, row_height, icon_size)
        self.note = label(wrap=True)
        self.note.setText(note())
        layout.addStretch(1)
        for widget in (self.picture, self.title, self.tie_label, self.line, self.results_view, self.note):
            layout.addWidget(widget)
            if isinstance(widget, QLabel):
                widget.setAlignment(Qt.AlignCenter)
        layout.addStretch(1)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.results_model.retranslate()
            self.note.setText(self._note())
        super().changeEvent(event)

    def show_result(self, view, outcome, players, win: str, tie_breaks: dict[str, str]) -> None:
        """`win`: the game's words for one winner ("{player} wins!"); `tie_breaks`: its words for the
        outcome's tie-break codes."""
        self.results_model.set_result(view, outcome, players)
        winners = [player_name(players, seat) for seat in (outcome.winners if outcome else [])]
        if len(winners) == 1:
            self.title.setText(win.format(player=winners[0]))
        else:
            self.title.setText(self.tr("{players} share the win!").format(players=", ".join(winners)))
        tie = tie_breaks.get(outcome.tie_break, "") if outcome else ""
        self.tie_label.setText(tie)
        self.tie_label.setVisible(bool(tie))
        self.fit()

    def show_line(self, text: str) -> None:
        self.line.setText(text)
        self.line.setVisible(bool(text))

    def leave_room(self, below: int) -> bool:
        """Move the words up to leave `below` px free under them (a tutorial's card), if they still fit
        above; whether they do (0: all the page again)."""
        layout = self.layout()
        layout.setContentsMargins(40, self._margin, 40, self._margin)
        fits = below > 0 and layout.totalMinimumSize().height() + below <= self.height()
        if fits:
            layout.setContentsMargins(40, self._margin, 40, self._margin + below)
        return fits

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # once more after the layout pass that gives the columns their widths: rows measured before
        # it were as high as a narrow column's many lines (84-118 px, the table cut at 1280x680)
        QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        """Every row as high as its words need (a long list of cheques wraps), at least `row_height`,
        and the view as high as its rows: the page never scrolls."""
        view, rows = self.results_view, self.results_model.rowCount()
        view.horizontalHeader().resizeSections()  # the columns at the view's width now, not at its last layout
        view.resizeRowsToContents()
        for row in range(rows):
            view.setRowHeight(row, max(self.row_height, view.rowHeight(row) + 12, view.wrapped_height(row) + 4))
        height = sum(view.rowHeight(row) for row in range(rows))
        view.setFixedHeight(view.horizontalHeader().sizeHint().height() + height + 6)
        self._fit_picture()

    def _fit_picture(self) -> None:
        """The game's picture only where the words and every row of the results have room under it (six
        stables in a replay on a 1024 x 600 screen cut the last row, a name with it)."""
        if self.picture.pixmap().isNull():
            return
        layout = self.layout()
        needs = layout.totalMinimumSize().height()
        if not self.picture.isVisibleTo(self):
            needs += self.picture.sizeHint().height() + layout.spacing()
        fits = needs <= self.height()
        if fits != self.picture.isVisibleTo(self):
            self.picture.setVisible(fits)
