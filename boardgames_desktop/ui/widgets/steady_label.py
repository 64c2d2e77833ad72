"""Places that keep their size while what is in them changes at most moves: a label's words, a bar's
buttons and lists. A QLabel given new words asks its layout for room, and the layout asks its own
parent in turn, so the whole page of a table was laid out again (its word-wrapped labels measured
anew) at almost every move, though nothing moved; a box shown or hidden in a bar did the same. Here
the place is laid out again only when what is in it needs another size (a wrapped line more or
less); the layouts read the inner widget's own size hints, so everything stands where it would
stand beside the bare widget."""

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QWidget


class SteadyPlace(QWidget):
    """The place of `inner`, which fills it, styled as before by the style sheet around it."""

    def __init__(self, inner: QWidget, parent=None):
        super().__init__(parent)
        self.inner = inner
        inner.setParent(self)
        self.setSizePolicy(inner.sizePolicy())

    def sizeHint(self) -> QSize:
        return self.inner.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.inner.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self.inner.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.inner.heightForWidth(width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.inner.resize(self.size())


class SteadyLabel(SteadyPlace):
    """The place of `label` (a QLabel). Set its words with `set_text`; a label of one line, whose
    height its words never change, may be given them directly."""

    KEPT = 64  # heights of words kept: a hint's few sentences come back again and again

    def __init__(self, label: QLabel, parent=None):
        super().__init__(label, parent)
        self.label = label
        self._heights: dict[tuple[str, int], int] = {}  # (words, width) -> height, in `_look`
        self._look = (label.font(), label.contentsMargins())  # a restyled label measures anew

    def set_text(self, text: str) -> None:
        if text == self.label.text():
            return
        height = self._height()
        self.label.setText(text)
        if self._height() != height:
            self.updateGeometry()

    def _height(self) -> int | None:
        """The height the words need at the width they have; None where it does not matter (a
        fixed height)."""
        if self.minimumHeight() == self.maximumHeight():
            return None
        if self.label.hasHeightForWidth():
            return self.heightForWidth(self.width())
        return self.label.sizeHint().height()

    def heightForWidth(self, width: int) -> int:
        """The label's, measured once per words, width and look (font, margins): laying words out in
        lines costs."""
        look = (self.label.font(), self.label.contentsMargins())
        if look != self._look:
            self._look, self._heights = look, {}
        key = (self.label.text(), width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= self.KEPT:
                self._heights.clear()
            height = self._heights[key] = self.label.heightForWidth(width)
        return height

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # The layout keeps the heights it was told for a few widths: at one of those again, it may
        # have given the height of words the label no longer shows.
        if self.label.hasHeightForWidth() and self._height() not in (None, self.height()):
            self.updateGeometry()


class SteadyBox(SteadyPlace):
    """The place of a box laid out by its own layout that spans the width of its page (a bar of
    words, lists and buttons): when what is in it changes, the box lays itself out, and the page
    around it only if the box needs another height, or more width than it has."""

    def __init__(self, box: QWidget, parent=None):
        super().__init__(box, parent)
        self._heights = None  # what the page last heard of the box's height

    def event(self, event) -> bool:
        if event.type() == QEvent.LayoutRequest:  # the box's layout changed what it needs, or not
            box = self.inner
            heights = ((box.heightForWidth(self.width()),) if box.hasHeightForWidth()  # as the page reads it
                       else (box.sizeHint().height(), box.minimumSizeHint().height()))
            heights += (box.minimumHeight(), box.maximumHeight(), box.sizePolicy())
            if heights != self._heights or box.minimumSizeHint().width() > self.width():
                self._heights = heights
                self.updateGeometry()
            return True
        return super().event(event)
