"""A one-line label that says it shorter when the long words do not fit, e.g. the names of everyone
still choosing, or their number. The long words stay in its tooltip."""

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from ..texts import as_rich_text


class FittingLabel(QLabel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._long = self._short = ""
        self._given = ("", "")  # the words of the last set_texts
        self.setTextFormat(Qt.PlainText)  # names are shown as typed
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)  # takes the room left, shows what fits

    def set_texts(self, long: str, short: str = "") -> None:
        if (long, short) == self._given:  # as most moves leave them: nothing to measure
            return
        self._given = (long, short)
        self._long, self._short = long, short or long
        self.setToolTip(as_rich_text(long) if short else "")
        self._choose()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._choose()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:  # a restyled table
            self._choose()

    def _choose(self) -> None:
        fits = self.fontMetrics().horizontalAdvance(self._long) + 2 * self.margin() + 4 <= self.width()
        text = self._long if fits else self._short
        if text != self.text():
            self.setText(text)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._short) + 8, hint.height())
