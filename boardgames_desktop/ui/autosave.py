"""Autosaves written off the GUI thread, so that a move never waits for the disk.

One writer thread for the whole program writes the autosaves in the order they were asked for,
one file at a time, through `storage.autosave` (atomic replace, the previous version kept as
`.bak`). Only the newest version of each game's autosave is written: a version superseded before
its turn came is skipped, since the file would be overwritten at once. `flush()` waits until
nothing is left to write; it is called when a game is closed, when the application quits and when
the interpreter exits, so the last move is always on disk. A write that fails comes back to the game
as its `failed` signal, always as a `storage.SaveError` (anything else is a bug, also reported as an
unexpected error), and the writer goes on. Each game's `Autosaver.error` tells, once flushed, whether
its latest version reached the disk: closing a game asks the family what to do when it did not. The
thread, started at the first autosave, then waits for the next one (starting a thread per move cost a
millisecond a move).
"""

import atexit
import logging
import sys
import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from .. import error_log, storage

_log = logging.getLogger(__name__)


class _Relay(QObject):
    failed = Signal(object)  # a storage.SaveError, delivered on the GUI thread
    error: Exception | None = None  # the last write's, set by the writer thread; None once one succeeded


class _Writer:
    def __init__(self):
        self._condition = threading.Condition()
        self._pending: dict[tuple, tuple[storage.SaveFile, _Relay]] = {}  # insertion order is the order asked
        self._writing = False
        self._thread: threading.Thread | None = None
        self._hooked_quit = False

    def submit(self, save_file: "storage.SaveFile", relay: _Relay) -> None:
        key = (save_file.record.game, save_file.created)  # the autosave file's identity
        with self._condition:
            self._pending.pop(key, None)  # the newer version takes the older one's place in the queue
            self._pending[key] = (save_file, relay)
            self._condition.notify_all()
            if self._thread is None:
                # A daemon, so that it never holds the program open; atexit flushes it before
                # the interpreter stops daemon threads.
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
                atexit.register(self.flush, 30.0)
        self._flush_at_quit()

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
                save_file, relay = self._pending.pop(key)
                self._writing = True
            try:
                storage.autosave(save_file)
                relay.error = None
            except Exception as error:  # never let the writer die with later saves queued behind it
                if not isinstance(error, storage.SaveError):  # storage promises SaveErrors: this is a bug
                    error_log.unexpected(*sys.exc_info(), thread=threading.current_thread().name)
                    error = storage.SaveError("not_written", {"error": type(error).__name__})
                relay.error = error
                try:
                    relay.failed.emit(error)
                except RuntimeError:  # the game was closed meanwhile: nobody left to tell
                    _log.error("the autosave of a closed game failed: %s", error)

    def _flush_at_quit(self) -> None:
        if self._hooked_quit:
            return
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(flush, Qt.DirectConnection)
            self._hooked_quit = True


_writer = _Writer()


class Autosaver(QObject):
    """One game's autosave: `write()` hands a snapshot to the writer thread and returns at once;
    a failure comes back as `failed`, on the GUI thread."""

    failed = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.failed.connect(self.failed, Qt.QueuedConnection)

    def write(self, save_file: "storage.SaveFile") -> None:
        _writer.submit(save_file, self._relay)

    @property
    def error(self) -> Exception | None:
        """Why the latest version written did not reach the disk; None if it did. Flush first."""
        return self._relay.error


def flush(timeout: float | None = None) -> bool:
    """Wait until every autosave asked for so far is written. False if `timeout` seconds passed first."""
    return _writer.flush(timeout)
