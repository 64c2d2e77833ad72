"""What the cards laid over the table (the hand-over, the look card) share: their one button is
pressed by Enter or Space wherever their focus is, and a language switch words them again."""

from PySide6.QtCore import QEvent, Qt

CONFIRM_KEYS = (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)


class ConfirmCard:
    """Mixed in before the widget's Qt class; the widget has a `button` and a `_retranslate()`."""

    def keyPressEvent(self, event) -> None:
        if event.key() in CONFIRM_KEYS:
            self.button.click()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
