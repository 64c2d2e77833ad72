"""What every game's table widget shares: words again on a language change, the rules' refusals
shown on its error line, the key telling whether new events arrived since the last drawing, and
its size: fonts, cards and rows grow and shrink with the table and the zoom (see ui/scale.py)."""

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from ...rules import IllegalAction
from .. import games
from ..scale import factor, scaled_style


class GameTable(QWidget):
    """A subclass sets `session` and `STYLE` (its style sheet, lengths in px at scale 1), builds
    `error_label`, and defines `retranslate()`, `refresh()` and `fit()` (cards and rows sized for the table's
    size and `scale`)."""

    STYLE = ""
    rescaled = Signal(float)  # the new scale: the log beside the table follows it

    def __init__(self, parent=None):
        super().__init__(parent)
        self.scale = factor(self.size())
        self.setStyleSheet(scaled_style(self.STYLE, self.scale))
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

    def fit(self) -> None:
        raise NotImplementedError

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
            self._error = games.error_text(self.session.game, error)
            self.error_label.setText(self._error)
            self.error_label.setVisible(True)

    def _events_key(self) -> tuple[int, int]:
        return len(self.session.save.record.actions), len(self.session.log())
