"""The dialog of an unexpected error (ui/app/error_report.py shows it): whether the game is saved, the
details to copy, the log folder."""

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QStyle, QVBoxLayout,
                               QWidget)

from ... import error_log
from .. import theme
from ..format import plural


class ErrorDialog(QDialog):
    """Something went wrong: whether the game is saved, the details to copy, the log folder."""

    def __init__(self, details: str, signature: tuple, saved: bool | None, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ErrorDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.folder = folder
        self._details = {signature: details}
        self.count = 1

        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.SP_MessageBoxWarning).pixmap(48, 48))
        icon.setAlignment(Qt.AlignTop)
        heading = QLabel(self.tr("Something went wrong"))
        theme.apply(heading, "font-size: 15pt; font-weight: bold;")
        explanation = self._paragraph(self.tr(
            "The program ran into a problem it did not expect. You can play on; if something looks wrong, "
            "close the game and open it again."))
        self.saved_label = self._paragraph({
            True: self.tr("Your game is saved: Continue on the start screen opens it again."),
            False: self.tr("The game could not be saved just now."),
            None: "",
        }[saved])
        self.saved_label.setVisible(saved is not None)
        self.count_label = self._paragraph("")
        self.count_label.hide()
        ask = self._paragraph(self.tr(
            "To help fix it, copy the details and send them, with the files of this folder, to whoever "
            "looks after the program:"))
        self.folder_field = QLineEdit(str(folder))
        self.folder_field.setReadOnly(True)
        self.folder_field.setCursorPosition(0)
        self.status = self._paragraph("")
        self.status.hide()

        self.copy_button = QPushButton(self.tr("Copy the details"))
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button = QPushButton(self.tr("Open the folder"))
        self.folder_button.clicked.connect(self.open_folder)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)

        text = QVBoxLayout()
        text.setSpacing(10)
        for widget in (heading, explanation, self.saved_label, self.count_label, ask, self.folder_field, self.status):
            text.addWidget(widget)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(icon)
        top.addLayout(text, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.folder_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 16)
        layout.setSpacing(16)
        layout.addLayout(top)
        layout.addLayout(buttons)
        self.setMinimumWidth(520)
        self.close_button.setFocus()

    @staticmethod
    def _paragraph(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.PlainText)
        return label

    def add(self, details: str, signature: tuple) -> None:
        """Another error while the dialog is open: counted, and its details kept if it is new."""
        self.count += 1
        self._details.setdefault(signature, details)
        self.count_label.setText(plural(self.tr("It happened %n times.", "", self.count), self.count))
        self.count_label.show()
        self._fit()

    def details(self) -> str:
        errors = "\n\n".join(self._details.values())
        return f"{errors}\n\nerrors counted: {self.count}\nlog: {error_log.log_file()}"

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details())
        self._say(self.tr("The details are copied: paste them into an e-mail or a message."))

    def open_folder(self) -> None:
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder))):
            self._say(self.tr("The folder could not be opened. Its path is above, to copy."))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()
        self._fit()

    def _fit(self) -> None:
        """As tall as the words need at the dialog's width, once a line is shown or grows."""
        self.layout().activate()
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))
