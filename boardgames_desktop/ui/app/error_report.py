"""The family hears of an unexpected error, and Qt's own messages go to the log.

`error_log` writes every uncaught exception down, on whatever thread it happens. Here the window
is told of it: on the GUI thread, later (never inside the paint event or slot that failed), the
open game is saved and a dialog says so, with the details to copy and the log folder. One dialog at
a time: errors while it is open are counted on it; an error already shown once is only counted in
the log. The program goes on. The dialog (ui/app/error_dialog.py) is imported at the first error: this
module is imported before the start screen's first paint, which waits for it.
"""

import logging
from functools import partial

from PySide6.QtCore import QObject, QtMsgType, QTimer, Signal, qInstallMessageHandler

from ... import error_log

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
        self.dialog = None  # the ErrorDialog (ui/app/error_dialog.py, imported at the first error)
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
            from .error_dialog import ErrorDialog

            self.dialog = ErrorDialog(details, signature, saved, error_log.log_file().parent, self._window)
            self.dialog.finished.connect(self._closed)
            self.dialog.open()
        except Exception:  # noqa: BLE001 (the error is in the log; a second dialog would fail the same way)
            _log.exception("the error dialog could not be shown")

    def _closed(self) -> None:
        self.dialog.deleteLater()
        self.dialog = None
