"""Python's cyclic garbage collector, run on the GUI thread only.

Left to itself, the collector runs in whichever thread allocates when a generation fills up: the
autosave writer, or a computer player's search. The garbage it finds may hold Qt widgets (a closed
game's, kept by a reference cycle), and a widget destroyed off the GUI thread crashes the program,
or hangs it when the GUI thread is waiting for that very thread (closing a game waits for its
autosave). So automatic collection is switched off, and a timer on the GUI thread collects a
generation as soon as it is as full as Python's own thresholds would have collected it.
"""

import contextlib
import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from shiboken6 import isValid

INTERVAL_MS = 200


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject):
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._timer = QTimer(self, interval=INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        gc.disable()
        self._timer.start()

    def collect(self) -> None:
        counts = gc.get_count()
        for generation in (2, 1, 0):  # the oldest one due, with the younger ones
            if counts[generation] > self._thresholds[generation]:
                gc.collect(generation)
                return

    def wait_for_first_paint(self, window) -> None:
        """No collection until `window` is first painted: the first one goes through everything
        imported since the start (~1.5 ms), and on a slow or busy computer the start-up lasts
        longer than INTERVAL_MS."""
        from .first_paint import after_first_paint

        self._timer.stop()
        after_first_paint(window, self._timer.start)

    @contextlib.contextmanager
    def paused(self):
        """No cyclic collection at all meanwhile (a test that wants reference counting alone)."""
        self._timer.stop()
        try:
            yield
        finally:
            self._timer.start()


_installed: GuiThreadCollector | None = None


def install(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector, made once. (Remembered here: looking for it among the
    application's children has PySide6 wrap them, 7 ms of the start-up.)"""
    global _installed
    if _installed is None or not isValid(_installed):  # none yet, or its application is gone
        _installed = GuiThreadCollector(app)
    return _installed
