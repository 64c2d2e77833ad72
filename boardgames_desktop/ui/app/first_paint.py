"""What waits for the main window's first paint.

`after_first_paint` runs a callback once the window has been painted for the first time (and
that pass flushed): the work that can wait until the family sees the window (ui/app/launch.py).
`boardgames-desktop --quit-after-startup` quits there, for timing the start-up
(benchmarks/run.py): the process ends right after the first frame a person would see. The
bare-window script the benchmark compares against does the same.
"""

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, callback: Callable[[], None]):
        super().__init__(window)
        self._window = window
        self._callback = callback
        self._seen = False

    def eventFilter(self, watched, event) -> bool:
        if not self._seen and event.type() == QEvent.Paint:
            self._seen = True
            # The whole window is painted in one pass; call back once that pass (and its flush) is done.
            QTimer.singleShot(0, self._callback)
        return False


def after_first_paint(window: QWidget, callback: Callable[[], None]) -> None:
    """Call `callback` from the event loop once `window` has been painted for the first time."""
    window.installEventFilter(_FirstPaint(window, callback))


def quit_after_first_paint(window: QWidget) -> None:
    """Quit the application's event loop once `window` has been painted for the first time."""
    after_first_paint(window, QApplication.quit)
