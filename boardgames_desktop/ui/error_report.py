"""The family hears of an unexpected error, and Qt's own messages go to the log.

`error_log` writes every uncaught exception down, on whatever thread it happens. Here the window
is told of it: on the GUI thread, later (never inside the paint event or slot that failed), the
open game is saved and a dialog says so, with the details to copy and the log folder. One dialog at
a time: errors while it is open are counted on it; an error already shown once is only counted in
the log. The program goes on.
"""

import logging
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QtMsgType, QTimer, QUrl, Signal, qInstallMessageHandler
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QStyle, QVBoxLayout,
                               QWidget)

from .. import error_log
from . import theme

_log = logging.getLogger(__name__)
_qt_log = logging.getLogger("qt")


def route_qt_messages() -> None:
    """Qt's warnings and errors to the log (and standard error, when there is one) instead of only
    to standard error, which a windowed build does not have."""
    qInstallMessageHandler(qt_message)


def qt_message(kind: QtMsgType, context, message: str) -> None:
    if "does not support propagateSizeHints" in message:
        return  # the offscreen platform's (tests, screenshots) for every window it shows: nothing wrong
    levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}
    where = f" ({context.file}:{context.line})" if context is not None and context.file else ""
    _qt_log.log(levels.get(kind, logging.WARNING), "%s%s", message, where)


def where(session) -> str:
    """Where the program was, for the log: the game and how far it got, never a view, hand or state."""
    if session is None:
        return "no game open"
    progress = session.progress()
    seats = ", ".join(player.kind + (f" ({player.level})" if player.level else "") for player in session.players)
    return (f"game {session.game} (rules version {session.spec.rules_version}), round {progress.round}, "
            f"phase {progress.phase}, {len(session.save.record.actions)} moves; seats: {seats}; "
            f"to act: {session.to_act}, at the screen: {session.viewer}")


class ErrorReporter(QObject):
    """Shows the error dialog over `window` (a MainWindow: its `session` is the open game)."""

    _arrived = Signal(str, object)

    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self.dialog: ErrorDialog | None = None
        self._shown: set = set()  # the errors a dialog has told of
        # From another thread Qt queues the signal to this (the GUI) thread. Not a queued connection:
        # naming it would build PySide6's Qt namespace before the first paint (tests/ui/test_start_up_imports.py).
        self._arrived.connect(self._later)

    @classmethod
    def install(cls, window) -> "ErrorReporter":
        reporter = cls(window)
        error_log.set_context(lambda: where(window.session))
        error_log.set_reporter(reporter._arrived.emit)  # from any thread; shown on the GUI thread
        return reporter

    def _later(self, details: str, signature: tuple) -> None:
        QTimer.singleShot(0, self, partial(self._show, details, signature))

    def _show(self, details: str, signature: tuple) -> None:
        if self.dialog is not None:
            self.dialog.add(details, signature)
            return
        if signature in self._shown:
            return
        self._shown.add(signature)
        try:
            session = self._window.session
            saved = None if session is None else session.save_now()
            self.dialog = ErrorDialog(details, signature, saved, error_log.log_file().parent, self._window)
            self.dialog.finished.connect(self._closed)
            self.dialog.open()
        except Exception:  # noqa: BLE001 (the error is in the log; a second dialog would fail the same way)
            _log.exception("the error dialog could not be shown")

    def _closed(self) -> None:
        self.dialog.deleteLater()
        self.dialog = None


class ErrorDialog(QDialog):
    """Something went wrong: whether the game is saved, the details to copy, the log folder."""

    def __init__(self, details: str, signature: tuple, saved: bool | None, folder: Path, parent: QWidget | None = None):
        from PySide6.QtCore import Qt  # not at the module's import, which is before the first paint

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
        from PySide6.QtCore import Qt

        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.PlainText)
        return label

    def add(self, details: str, signature: tuple) -> None:
        """Another error while the dialog is open: counted, and its details kept if it is new."""
        self.count += 1
        self._details.setdefault(signature, details)
        self.count_label.setText(self.tr("It happened %n times.", "", self.count))
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
