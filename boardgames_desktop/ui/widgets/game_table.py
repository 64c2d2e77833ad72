"""What every game's table widget shares: words again on a language change, the rules' refusals
shown on its error line, the key telling whether new events arrived since the last drawing, and
its size: fonts, cards and rows grow and shrink with the table and the zoom (see ui/scale.py)."""

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from ...rules import IllegalAction
from .. import theme
from ..messages import error_text
from ..scale import factor, scaled_style


class GameTable(QWidget):
    """A subclass sets `session` and `STYLE` (its style sheet, lengths in px at scale 1), builds
    `error_label` and `pages` (the play page first), and defines `retranslate()`, `refresh()` and
    `fit()` (cards and rows sized for the table's size and `scale`)."""

    STYLE = ""
    rescaled = Signal(float)  # the new scale: the log beside the table follows it

    def __init__(self, parent=None):
        super().__init__(parent)
        self.scale = factor(self.size())
        self.setStyleSheet(scaled_style(self.STYLE, self.scale))
        theme.follow(self, self._new_font_size)
        # Its own small minimum, not its layout's: the fixed sizes of cards and rows follow the table's
        # size, and the layout's minimum at the last size would keep the window from getting smaller.
        self.setMinimumSize(480, 360)

    def rescale(self) -> None:
        """Style and draw the table for the factor its size and the zoom give, if that changed; then fit it."""
        by = factor(self.size())
        if by != self.scale:
            self.scale = by
            self.setStyleSheet(scaled_style(self.STYLE, by))
            self.rescaled.emit(by)
            self.refresh()  # pictures drawn at the old size
        self.fit()

    def _new_font_size(self) -> None:
        """The felt keeps its colours whatever the scheme; the words follow the user's font size."""
        if self.styleSheet() != scaled_style(self.STYLE, self.scale):
            self.setStyleSheet(scaled_style(self.STYLE, self.scale))
            self.rescaled.emit(self.scale)
            self.refresh()
            self.fit()

    def fit(self) -> None:
        raise NotImplementedError

    def overflow(self) -> int:
        """How much more height the play page (`pages` page 0) needs than the table gives it, with the
        sizes just set (negative: room to spare)."""
        page = self.pages.widget(0)
        layout = page.layout()
        margins = self.layout().contentsMargins()
        width = self.width() - margins.left() - margins.right()
        height = self.height() - margins.top() - margins.bottom()
        _invalidate(layout)
        need = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() else layout.minimumSize().height()
        return need - height

    def room_for(self, views) -> int:
        """The height the play page leaves to the views `views` (those shown, of fixed heights), once
        everything else on it has the height it needs."""
        page = self.pages.widget(0)
        return sum(view.minimumHeight() for view in views if view.isVisibleTo(page)) - self.overflow()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.rescale()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.rescale()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_error(self, error) -> None:
        if isinstance(error, IllegalAction):
            self._error = error_text(self.session.game, error)
            self.error_label.setText(self._error)
            self.error_label.setVisible(True)

    def _events_key(self) -> tuple[int, int]:
        return len(self.session.save.record.actions), len(self.session.log())


def _invalidate(layout) -> None:
    """Forget the sizes `layout` and the layouts in it keep: a widget's new fixed size reaches only the
    layout it is in until the next layout pass."""
    for at in range(layout.count()):
        inner = layout.itemAt(at).layout()
        if inner is not None:
            _invalidate(inner)
    layout.invalidate()
