"""Autosaves written off the GUI thread, so that a move never waits for the disk.

One writer thread for the whole program writes the autosaves in the order they were asked for,
one file at a time, through `storage.autosave` (atomic replace, the previous version kept as
`.bak`). A game hands its save to the thread a moment (`SETTLE_SECONDS`) after the move that
asked for it: waking the thread and the save's serialization hold the interpreter, and would
otherwise compete with the move's redraw for it (a millisecond of every move, measured by
benchmarks/run.py). The moment is started by the first save that waits and never pushed back by
later moves; a move that finds a save waiting MAX_WAIT_SECONDS (a busy machine's timers run late)
hands it over at once. Only the newest version of each game's autosave is written: a version
superseded before its turn came is skipped, since the file would be overwritten at once. `flush()`
hands over what waits for its moment and waits until nothing is left to write; it is called when a
game is closed, when the application quits and when the interpreter exits, so the last move is
always on disk. The moment's timer and the way back are one object that lives as long as the
application (`_Courier`), not the game's: a game's objects may be deleted at any time, by the
garbage collector too, and neither a timer firing nor the writer's signal may be in them then.

A write that fails comes back to the game as its `failed` signal, always as a `storage.SaveError`
(anything else is a bug, also reported as an unexpected error), and the writer goes on; the next
write that succeeds comes back as `restored`. Each game's
`Autosaver.error` tells, once flushed, whether its latest version reached the disk: closing a game
asks the family what to do when it did not. The thread, started at the first autosave, then waits
for the next one (starting a thread per move cost a millisecond a move).
"""

import atexit
import logging
import sys
import threading
import time
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ... import error_log, storage

_log = logging.getLogger(__name__)

SETTLE_SECONDS = 0.2  # well after a move's redraw, long before a family's next move
# The longest a save waits for its moment while moves keep coming (a computers' stretch, a busy
# machine whose timers run late): a move that finds a save waiting this long hands it over at once,
# so that a kill loses at most the last half-second.
MAX_WAIT_SECONDS = 0.5
_clock = time.monotonic  # tests drive it by hand


class _Outcome:
    """One game's: its last write's error (None once one succeeded), set by the writer thread, and
    whom to tell."""

    __slots__ = ("autosaver", "error")

    def __init__(self, autosaver: "Autosaver"):
        self.autosaver = weakref.ref(autosaver)
        self.error: Exception | None = None


class _Courier(QObject):
    """On the GUI thread: hands the waiting saves to the writer after their moment, waits for them
    all when the application quits, and tells the games of failed writes."""

    failed = Signal(object, object)  # an _Outcome and its storage.SaveError, from the writer thread
    restored = Signal(object)  # an _Outcome whose write succeeded after a failed one, from the writer thread

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self.moment = QTimer(self, singleShot=True)
        self.moment.timeout.connect(hand_over)
        self.failed.connect(self._tell, Qt.QueuedConnection)
        self.restored.connect(self._tell_restored, Qt.QueuedConnection)
        app.aboutToQuit.connect(flush, Qt.DirectConnection)

    def _tell(self, outcome: _Outcome, error: Exception) -> None:
        autosaver = outcome.autosaver()
        if autosaver is None or not shiboken6.isValid(autosaver):
            _log.error("the autosave of a closed game failed: %s", error)
        else:
            autosaver.failed.emit(error)

    def _tell_restored(self, outcome: _Outcome) -> None:
        autosaver = outcome.autosaver()
        if autosaver is not None and shiboken6.isValid(autosaver) and outcome.error is None:
            autosaver.restored.emit()


class _Writer:
    def __init__(self):
        self._condition = threading.Condition()
        self._pending: dict[tuple, tuple[storage.SaveFile, _Outcome]] = {}  # insertion order is the order asked
        self._writing = False
        self._thread: threading.Thread | None = None

    def submit(self, save_file: "storage.SaveFile", outcome: _Outcome) -> None:
        key = (save_file.record.game, save_file.created, save_file.branch)  # names the autosave file
        with self._condition:
            self._pending.pop(key, None)  # the newer version takes the older one's place in the queue
            self._pending[key] = (save_file, outcome)
            self._condition.notify_all()
            if self._thread is None:
                # A daemon, so that it never holds the program open; atexit flushes it before
                # the interpreter stops daemon threads.
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every autosave asked for is on disk (or has failed). False on timeout."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._pending and not self._writing, timeout)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._writing = False
                self._condition.notify_all()
                self._condition.wait_for(lambda: self._pending)
                key = next(iter(self._pending))
                save_file, outcome = self._pending.pop(key)
                self._writing = True
            try:
                storage.autosave(save_file)
                if outcome.error is not None:
                    outcome.error = None
                    _courier.restored.emit(outcome)
            except Exception as error:  # never let the writer die with later saves queued behind it
                if not isinstance(error, storage.SaveError):  # storage promises SaveErrors: this is a bug
                    error_log.unexpected(*sys.exc_info(), thread=threading.current_thread().name)
                    error = storage.SaveError("not_written", {"error": type(error).__name__})
                outcome.error = error
                try:
                    _courier.failed.emit(outcome, error)
                except RuntimeError:  # the application is gone: nobody left to tell
                    _log.error("an autosave failed after the application ended: %s", error)


_writer = _Writer()
_courier: _Courier | None = None  # made with the first game, on the GUI thread
_waiting: "dict[_Outcome, storage.SaveFile]" = {}  # the games' saves waiting for their moment, on the GUI thread
_waiting_since = 0.0  # by _clock, when the oldest of them began to wait


class Autosaver(QObject):
    """One game's autosave: `write()` keeps a snapshot, handed to the writer thread a moment later,
    and returns at once; a failure comes back as `failed`, on the GUI thread."""

    failed = Signal(object)
    restored = Signal()  # a write succeeded after a failed one

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        global _courier
        if _courier is None:
            _courier = _Courier(QCoreApplication.instance())
        self._outcome = _Outcome(self)

    def write(self, save_file: "storage.SaveFile") -> None:
        global _waiting_since
        if not _waiting:
            _waiting_since = _clock()
        _waiting[self._outcome] = save_file
        if _clock() - _waiting_since >= MAX_WAIT_SECONDS:
            hand_over()
        elif not _courier.moment.isActive():  # started by the first waiting save, never restarted
            _courier.moment.start(round(SETTLE_SECONDS * 1000))

    @property
    def error(self) -> Exception | None:
        """Why the latest version written did not reach the disk; None if it did. Flush first."""
        return self._outcome.error


def hand_over() -> None:
    """Every save waiting for its moment to the writer thread, now."""
    if _courier is not None and shiboken6.isValid(_courier):  # at the interpreter's exit it may be gone
        _courier.moment.stop()  # runs while a save waits, and none does now
    for outcome in list(_waiting):
        _writer.submit(_waiting.pop(outcome), outcome)


def flush(timeout: float | None = None) -> bool:
    """Wait until every autosave asked for so far is written. False if `timeout` seconds passed first."""
    hand_over()
    return _writer.flush(timeout)


atexit.register(flush, 30.0)  # before the interpreter stops the writer, a daemon thread
