"""The new-game dialog's "Hints for this player" box beside each person's seat: off unless chosen,
remembered for the next game, and never for a computer seat."""

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QCheckBox


MINIMUM_WIDTH = 700  # room for the names beside the boxes


class SeatHints(QObject):
    def __init__(self, dialog):
        super().__init__(dialog)  # the dialog is reached as parent(): an attribute would make a cycle with it
        grid = dialog._seats_box.layout()
        remembered = QSettings().value("players/hints", []) or []
        self.boxes = []
        column = grid.columnCount()
        for seat, row in enumerate(dialog.seats):
            box = QCheckBox()
            box.setChecked(seat < len(remembered) and str(remembered[seat]) in ("1", "true"))
            grid.addWidget(box, seat, column)
            row.kind.currentIndexChanged.connect(self._update)
            self.boxes.append(box)
        dialog.count.valueChanged.connect(self._update)
        dialog.installEventFilter(self)  # its words change with the dialog's language
        dialog.setMinimumWidth(MINIMUM_WIDTH)
        self.retranslate()
        self._update()

    def _update(self) -> None:
        for seat, (row, box) in enumerate(zip(self.parent().seats, self.boxes)):
            box.setVisible(seat < self.parent().count.value())
            box.setEnabled(not row.is_computer)

    def wanted(self, seat: int) -> bool:
        return self.boxes[seat].isChecked() and not self.parent().seats[seat].is_computer

    def apply(self, players: list) -> list:
        """`players` with hints on (none used yet) for the seats whose box is ticked; remembered."""
        QSettings().setValue("players/hints", [int(box.isChecked()) for box in self.boxes])
        return [player.model_copy(update={"hints": 0 if self.wanted(seat) else None})
                for seat, player in enumerate(players)]

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        for box in self.boxes:
            box.setText(self.tr("Hints"))
            box.setToolTip(self.tr("Hints for this player: a Hint button shows what the computer would do. "
                                   "Hints used are counted beside the score."))
