"""Where errors go: a rotating log file in the user's log folder, and the hooks that send it every
exception nobody caught, on any thread.

`configure()` runs first thing at start (`__main__.py`), before Qt is imported, so that even an
error in starting the program is written down: a windowed build has no console, and its
`sys.stderr` may be None. It is cheap and touches no file: the folder is made, the file opened and
`logging.handlers` (which imports socket and pickle) imported only when the first line is written.

Only what helps to fix a bug is written: the exception's type, message and traceback (without the
frames' variables), where the program was (the UI's `set_context`: game id, round, phase) and the
versions. Never a state, a view or a hand: the log may be sent to someone outside the family.

Each different error is written in full once; its repeats (a paint event failing at every repaint)
are counted, with a short line at the 2nd, 4th, 8th... time. The UI's `set_reporter` hears of each
error, its repeats included, to tell the family.
"""

import faulthandler
import logging
import os
import sys
import threading
import traceback
from collections import Counter
from pathlib import Path
from typing import Callable

from . import __version__

APP = "boardgames-desktop"
FILE_NAME = f"{APP}.log"
CRASH_FILE_NAME = f"{APP}-crash.log"
MAX_BYTES = 1_000_000  # then the file is renamed .log.1 (the older ones .2, .3) and a new one begun
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(threadName)s %(name)s: %(message)s"

_log = logging.getLogger("boardgames_desktop.errors")
_counts: Counter = Counter()
_last = None  # the exception written last, so that one passed on to another hook is not written twice
_context: Callable[[], str] = lambda: ""
_reporter: Callable[[str, tuple], None] | None = None
_crash_file = None  # kept open: faulthandler writes to it as the process dies


def log_dir() -> Path:
    """`logs` in $BOARDGAMES_DESKTOP_DATA_DIR when that is set (tests, portable use), else the
    user's log folder (platformdirs)."""
    folder = os.environ.get("BOARDGAMES_DESKTOP_DATA_DIR")  # storage.DATA_DIR_VARIABLE, not imported this early
    if folder:
        return Path(folder) / "logs"
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP))


def log_file() -> Path:
    """The file being written, once `configure()` has run."""
    return _file_handler().path


def configure(folder: Path | None = None) -> Path:
    """Send the program's log lines, Python's uncaught exceptions (of every thread) and exceptions
    Python could not raise (in `__del__`, ...) to the log file in `folder` (default `log_dir()`).
    Warnings and worse also go to standard error, when there is one. Returns the file's path."""
    folder = folder or log_dir()
    root = logging.getLogger()
    for handler in root.handlers[:]:
        if isinstance(handler, _LazyRotatingFile):
            root.removeHandler(handler)
            handler.close()
    handler = _LazyRotatingFile(folder / FILE_NAME)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    if sys.stderr is not None and not any(type(h) is logging.StreamHandler for h in root.handlers):
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        root.addHandler(console)
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    sys.excepthook = unexpected
    threading.excepthook = _thread_excepthook
    sys.unraisablehook = _unraisablehook
    return handler.path


def write_crashes() -> Path | None:
    """A crash in native code (Qt, a driver) ends the program before any hook can run: faulthandler
    then writes every thread's Python stack to the crash file beside the log. Returns its path.
    (On Windows it also notes exceptions of native code that the code catches itself, as
    "Windows fatal exception"; the program then goes on.)"""
    global _crash_file
    path = log_file().with_name(CRASH_FILE_NAME)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = "w" if path.exists() and path.stat().st_size > MAX_BYTES else "a"  # begun afresh when full
        _crash_file = open(path, mode, encoding="utf-8")  # noqa: SIM115 (open until the process ends)
    except OSError as error:
        _log.warning("native crashes will not be written down: %s", error)
        return None
    faulthandler.enable(_crash_file, all_threads=True)
    return path


def set_context(context: Callable[[], str] | None) -> None:
    """Where the program is, as one line for each error (the game and its phase; nothing private)."""
    global _context
    _context = context or (lambda: "")


def set_reporter(reporter: Callable[[str, tuple], None] | None) -> None:
    """`reporter(details, signature)` is called, on the thread of the error, after it is written."""
    global _reporter
    _reporter = reporter


def unexpected(kind, value, tb, thread: str | None = None) -> None:
    """Write down an exception nobody caught, and tell the reporter."""
    global _last
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    if value is not None and value is _last:
        return
    _last = value
    signature = _signature(kind, tb)
    _counts[signature] += 1
    count = _counts[signature]
    text = details(kind, value, tb, thread)
    if count == 1:
        _log.critical("an unexpected error\n%s", text)
    elif count & (count - 1) == 0:
        _log.error("the same unexpected error again, %d times so far: %s", count, _one_line(kind, value))
    if _reporter is not None:
        try:
            _reporter(text, signature)
        except Exception:  # noqa: BLE001 (telling the family failed; the error itself is written)
            _log.exception("the error could not be reported on the screen")


def details(kind, value, tb, thread: str | None = None) -> str:
    """What is written and copied for an error: versions, where the program was, the traceback."""
    try:
        where = _context()
    except Exception as error:  # noqa: BLE001 (the error report must not fail on its context)
        where = f"(where: unknown, {type(error).__name__})"
    import platform  # not at start: only an error needs it

    qt = sys.modules.get("PySide6")
    lines = [f"Rodinné deskovky {__version__}, Python {platform.python_version()}, "
             f"PySide6 {getattr(qt, '__version__', '(not loaded)')}, {platform.platform()}"]
    lines += [line for line in (where, f"thread: {thread}" if thread else "") if line]
    return "\n".join(lines) + "\n" + "".join(traceback.format_exception(kind, value, tb)).rstrip()


def _one_line(kind, value) -> str:
    return "".join(traceback.format_exception_only(kind, value)).strip().splitlines()[-1]


def _signature(kind, tb) -> tuple:
    """The same error: its type and the line that raised it."""
    frames = traceback.extract_tb(tb) if tb is not None else []
    return (kind.__qualname__, *((frames[-1].filename, frames[-1].lineno) if frames else ()))


def _thread_excepthook(args) -> None:
    if issubclass(args.exc_type, SystemExit):
        return
    unexpected(args.exc_type, args.exc_value, args.exc_traceback, args.thread.name if args.thread else None)


def _unraisablehook(unraisable) -> None:
    """Not an error the family meets (Python could not raise it), but written down."""
    text = "".join(traceback.format_exception(unraisable.exc_type, unraisable.exc_value, unraisable.exc_traceback))
    # The object's name, not its repr, which for a game's state would hold the hands.
    what = getattr(unraisable.object, "__qualname__", type(unraisable.object).__qualname__)
    _log.error("%s: %s\n%s", unraisable.err_msg or "Exception ignored in", what, text.rstrip())


def _fallback_folder() -> Path:
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"{APP}-logs"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _file_handler() -> "_LazyRotatingFile":
    return next(h for h in logging.getLogger().handlers if isinstance(h, _LazyRotatingFile))


class _LazyRotatingFile(logging.Handler):
    """A RotatingFileHandler made when the first line comes: logging.handlers imports socket and
    pickle, which the first paint of the start screen would otherwise wait for."""

    def __init__(self, path: Path):
        super().__init__()
        self.path = path
        self._file = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._file is None:
            try:
                self._file = self._open()
            except OSError:
                # No error may go unwritten: the temporary folder, when the log folder fails.
                self.path = _fallback_folder() / self.path.name
                try:
                    self._file = self._open()
                except OSError:
                    self.handleError(record)
                    return
        self._file.emit(record)

    def _open(self):
        from logging.handlers import RotatingFileHandler

        self.path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(self.path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        handler.setFormatter(self.formatter)
        return handler

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()
