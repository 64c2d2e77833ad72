"""Asked when a game is closed (or the program quit) while its last moves could not be saved."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..messages import reason

RETRY, ELSEWHERE, CLOSE, BACK = "retry", "elsewhere", "close", "back"


class UnsavedDialog(QMessageBox):
    """Try again, save elsewhere, close without saving, or back to the game (Esc)."""

    def __init__(self, error: Exception, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(QMessageBox.Warning)
        self.setTextFormat(Qt.PlainText)
        self.setWindowTitle(self.tr("The game is not saved"))
        self.setText(self.tr("The last moves could not be saved. {reason}").format(reason=reason(error)))
        self.setInformativeText(self.tr("If you close the game now, they will be lost."))
        self.buttons_by_choice = {
            RETRY: self.addButton(self.tr("&Try again"), QMessageBox.AcceptRole),
            ELSEWHERE: self.addButton(self.tr("&Save elsewhere…"), QMessageBox.ActionRole),
            CLOSE: self.addButton(self.tr("&Close without saving"), QMessageBox.DestructiveRole),
            BACK: self.addButton(self.tr("&Back to the game"), QMessageBox.RejectRole),
        }
        self.setDefaultButton(self.buttons_by_choice[RETRY])
        self.setEscapeButton(self.buttons_by_choice[BACK])

    def choice(self) -> str:
        self.exec()
        return next((choice for choice, button in self.buttons_by_choice.items() if button is self.clickedButton()), BACK)
