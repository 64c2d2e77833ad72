"""The yardstick: a bare PySide6 program that shows an empty QMainWindow and quits after its first
paint, as `boardgames-desktop --quit-after-startup` does. benchmarks/run.py times both, measures
both programs' memory and builds this one with PyInstaller to compare the bundles.

    python benchmarks/bare_window.py          quit after the first paint
    python benchmarks/bare_window.py --rss    then print the peak resident memory in KiB

Only PySide6 here, nothing of the program, so that the difference is what the program adds.
"""

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    seen = False

    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Paint:
            self.seen = True
            QTimer.singleShot(0, QApplication.quit)
        return False


def peak_rss_kib() -> int | None:
    """The process's peak resident memory in KiB; None on Windows."""
    try:
        # Linux: the high-water mark of this program's own memory. (getrusage's ru_maxrss also
        # counts what the parent had when it forked this process.)
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows
        return None
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # macOS counts bytes


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.resize(1180, 760)  # the size the program's main window opens at
    window.installEventFilter(FirstPaint(window))
    window.show()
    code = app.exec()
    if "--rss" in sys.argv:
        print(peak_rss_kib())
    return code


if __name__ == "__main__":
    sys.exit(main())
