"""What every game's table widget shares: words again on a language change, the rules' refusals
shown on its error line, and the key telling whether new events arrived since the last drawing."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

from ...rules import IllegalAction
from .. import games


class GameTable(QWidget):
    """A subclass sets `session` and builds `error_label`, and defines `retranslate()`."""

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
