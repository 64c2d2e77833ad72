"""`boardgames-desktop --quit-after-startup`: exit 0 as soon as the main window has been painted.

For timing the start-up (benchmarks/run.py): the process ends right after the first frame a
person would see. The bare-window script the benchmark compares against does the same.
"""

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class _FirstPaint(QObject):
    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window
        self._seen = False

    def eventFilter(self, watched, event) -> bool:
        if not self._seen and event.type() == QEvent.Paint:
            self._seen = True
            # The whole window is painted in one pass; quit once that pass (and its flush) is done.
            QTimer.singleShot(0, QApplication.quit)
        return False


def quit_after_first_paint(window: QWidget) -> None:
    """Quit the application's event loop once `window` has been painted for the first time."""
    window.installEventFilter(_FirstPaint(window))
