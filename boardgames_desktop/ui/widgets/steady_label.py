"""A label whose words change at most moves in a place that keeps its size: the new words repaint it
and lay nothing out. A QLabel given new words asks its layout for room, and the layout asks its own
parent in turn, so the whole page of a table was laid out again (its word-wrapped labels measured
anew) at almost every move, though nothing moved. Here the place is laid out again only when the
words need another height (a wrapped line more or less); the layouts read the label's own size
hints, so everything stands where it would stand beside a bare QLabel."""

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QWidget):
    """The place of `label` (a QLabel, styled as before by the style sheet around it). Set its words
    with `set_text`; a label of one line, whose height its words never change, may be given them
    directly."""

    def __init__(self, label: QLabel, parent=None):
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())
        self._measured = ("", -1, None, None)  # (words, width, font, _height()): measured when they were set

    def set_text(self, text: str) -> None:
        if text == self.label.text():
            return
        *shown, height = self._measured
        if shown != [self.label.text(), self.width(), self.label.font()]:  # words are laid out once per width and font
            height = self._height()
        self.label.setText(text)
        self._measured = (text, self.width(), self.label.font(), self._height())
        if self._measured[-1] != height:
            self.updateGeometry()

    def _height(self) -> int | None:
        """The height the words need at the width they have; None where it does not matter (a
        fixed height)."""
        if self.minimumHeight() == self.maximumHeight():
            return None
        if self.label.hasHeightForWidth():
            return self.label.heightForWidth(self.width())
        return self.label.sizeHint().height()

    def sizeHint(self) -> QSize:
        return self.label.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.label.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self.label.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.label.resize(self.size())
        # The layout keeps the heights it was told for a few widths: at one of those again, it may
        # have given the height of words the label no longer shows.
        if self.label.hasHeightForWidth() and self._height() not in (None, self.height()):
            self.updateGeometry()
