"""`boardgames-desktop --smoke-test`: does this build of the program work? Exit 0 if so.

It starts the application, opens the main window, and for every registered game starts a seeded
game through the session, plays a few legal moves, saves it, loads it back (through storage and
through the window) and closes it, then lets computer players (one of the strongest level, which
thinks on a worker thread) make a few moves of a game of their own; then it closes the window.
On the way it checks that the program's own files and translations and Qt's translations are
found (in a frozen build: inside the bundle), and that saves go to the data folder. Any failure
ends it with exit code 1 and the reason on standard error; a run still going after
WATCHDOG_SECONDS (a hang) is ended with exit code 2 and the step it was at.

It never touches a user's saves, settings or log: all live in a temporary folder, removed at the end.
packaging/build.sh and .ci/run run it on the frozen program. Its output is for developers, in
English. A windowed Windows build has no standard output: the lines then go to
`boardgames-desktop-smoke-test.log` in the current folder.
"""

import os
import random
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import ClassVar

SEED = 2026
MOVES = 12  # legal moves played in each game (fewer if the game ends first)
COMPUTER_MOVES = 3  # moves the computer players make in a game of their own
COMPUTER_SECONDS = 60  # time allowed for them
WATCHDOG_SECONDS = 300
LOG_NAME = "boardgames-desktop-smoke-test.log"
NAMES = ("Jana", "Petr", "Babička", "Děda", "Eva", "Ondřej")
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".svg", ".gif", ".bmp", ".ico", ".webp"}


class SmokeTestFailure(Exception):
    """A check that did not hold; the message says which and why."""


def _say(line: str, error: bool = False) -> None:
    stream = sys.stderr if error else sys.stdout
    if stream is None:  # a windowed build on Windows
        with open(LOG_NAME, "a", encoding="utf-8") as log:
            log.write(line + "\n")
        return
    print(line, file=stream, flush=True)


def _check(condition, reason: str) -> None:
    if not condition:
        raise SmokeTestFailure(reason)


class _Steps:
    """Names the step in progress, for the failure message and the watchdog."""

    def __init__(self):
        self.current = "starting"

    def __call__(self, name: str) -> None:
        self.current = name


def run_smoke_test(language: str = "cs") -> int:
    """The whole smoke test in a fresh application. Returns the exit code."""
    started = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="boardgames-smoke-test-"))
    from .. import storage

    os.environ[storage.DATA_DIR_VARIABLE] = str(scratch / "data")
    from .. import error_log

    error_log.configure()  # into the scratch folder too: the user's log folder is not even made
    steps = _Steps()

    def hung() -> None:
        _say(f"smoke test FAILED: not finished after {WATCHDOG_SECONDS} s, at: {steps.current}", error=True)
        os._exit(2)

    watchdog = threading.Timer(WATCHDOG_SECONDS, hung)
    watchdog.daemon = True
    watchdog.start()

    from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler

    from .app import create_application

    previous_handler = qInstallMessageHandler(_qt_message)
    app = create_application(["boardgames-desktop"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(scratch / "settings"))

    outcome: dict[str, object] = {"code": 1, "reason": "the checks did not run"}

    def body() -> None:
        try:
            games = run_checks(language, scratch, steps)
            outcome.update(code=0, games=games)
        except SmokeTestFailure as failure:
            outcome.update(reason=f"{steps.current}: {failure}")
        except Exception:  # noqa: BLE001 (any error is a failed smoke test, with its traceback)
            outcome.update(reason=f"{steps.current}: {traceback.format_exc().rstrip()}")
        finally:
            app.exit(0)

    errors = _PythonErrors()
    QTimer.singleShot(0, body)
    app.exec()
    errors.restore()
    qInstallMessageHandler(previous_handler)
    watchdog.cancel()
    shutil.rmtree(scratch, ignore_errors=True)

    if outcome["code"] == 0 and _PythonErrors.seen:
        outcome.update(code=1, reason=f"closing: an error in Python code called by Qt:\n{_PythonErrors.seen[0]}")
    seconds = time.perf_counter() - started
    if outcome["code"] != 0:
        _say(f"smoke test FAILED: {outcome['reason']}", error=True)
        return 1
    _say(f"smoke test passed: {outcome['games']} games in {seconds:.1f} s")
    return 0


def _qt_message(kind, context, message: str) -> None:
    """Qt's warnings to standard error as usual, less the one the offscreen platform gives for
    every dialog and window it shows (it cannot hint sizes to a window manager it does not have)."""
    if "does not support propagateSizeHints" not in message:
        _say(message, error=True)


class _PythonErrors:
    """Exceptions raised in Python code that Qt called from its event loop (paint events, slots)
    are only printed by PySide; record them through sys.excepthook so that they fail the test."""

    seen: ClassVar[list[str]] = []

    def __init__(self):
        _PythonErrors.seen = []
        self._previous = sys.excepthook
        sys.excepthook = self._hook

    def _hook(self, kind, value, tb) -> None:
        _PythonErrors.seen.append("".join(traceback.format_exception(kind, value, tb)).rstrip())
        self._previous(kind, value, tb)

    def restore(self) -> None:
        sys.excepthook = self._previous


def run_checks(language: str, scratch: Path, steps=None) -> int:
    """Every check, in the running application; raises SmokeTestFailure. Returns the games played."""
    from PySide6.QtWidgets import QApplication

    from ..rules import registry
    from . import i18n
    from .main_window import MainWindow

    steps = steps or _Steps()
    steps("the program's files and translations")
    check_files()
    for other in ("sk", "cs", "en"):
        check_language(other)
    i18n.set_language(language)

    steps("opening the main window")
    window = MainWindow()
    window.show()
    _settle(window)
    _check(window.isVisible(), "the main window is not shown")

    specs = registry.games()
    _check(specs, "no game is registered")
    for index, spec in enumerate(specs):
        check_game(window, spec, SEED + index, scratch, steps)
        check_computer_players(window, spec, SEED + index, steps)

    steps("closing the main window")
    window.close()
    QApplication.processEvents()
    _check(not window.isVisible(), "the main window did not close")
    window.deleteLater()
    QApplication.processEvents()
    return len(specs)


def check_files() -> None:
    """resources/ and i18n/ are where paths.py looks (inside the bundle when frozen), every picture
    in resources/ opens (its image format plugin is there), and each game has its rules."""
    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtGui import QImageReader

    from ..rules import registry
    from . import i18n
    from .paths import resource, translations_dir
    from .widgets.rules_viewer import rules_path

    _check(resource().is_dir(), f"resources/ not found at {resource()}")
    for picture in sorted(path for path in resource().rglob("*") if path.suffix.lower() in IMAGE_SUFFIXES):
        reader = QImageReader(str(picture))
        _check(not reader.read().isNull(), f"{picture.name} does not open: {reader.errorString()}")
    for spec in registry.games():
        found = any(rules_path(spec.id, language).is_file() for language in i18n.LANGUAGES)
        _check(found, f"no rules text for {spec.id} under {resource('rules')}")
    qt_translations = Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath))
    for language in i18n.LANGUAGES:
        if language == "en":
            continue
        for file in (translations_dir() / f"boardgames_{language}.qm", qt_translations / f"qtbase_{language}.qm"):
            translator = QTranslator()
            _check(translator.load(str(file)) and not translator.isEmpty(), f"translation {file} does not load")


def check_language(language: str) -> None:
    """After switching, the window's title is in that language (English is the source)."""
    from PySide6.QtCore import QCoreApplication

    from . import i18n

    context, source = "MainWindow", "Family Board Games"  # not literals in a translate() call: no new message
    i18n.set_language(language)
    _check(i18n.current() == language, f"the language did not switch to {language}")
    translated = QCoreApplication.translate(context, source)
    if language == "en":
        _check(translated == source, f"English shows {translated!r}")
    else:
        _check(translated != source, f"{language}: the program's texts are not translated")


def check_game(window, spec, seed: int, scratch: Path, steps=None) -> None:
    """A seeded game of `spec` through the session: moves, save, load, open, close."""
    from .. import storage
    from .players import TOKENS
    from .session import Session

    steps = steps or _Steps()
    game = spec.id
    steps(f"{game}: starting a game")
    count = min(max(3, spec.min_players), spec.max_players)
    players = [
        storage.Player(name=name, kind="human", colour=token.colour, symbol=token.symbol)
        for name, token in zip(NAMES[:count], TOKENS)
    ]
    problems: list[Exception] = []
    session = Session.new(game, players, seed)
    session.failed.connect(problems.append)
    window.start(session)
    _settle(window)
    _check(window.session is session and window.game_page is not None, "the game page did not open")
    _check(storage.latest_autosave() is not None, "no autosave after the start")

    chooser = random.Random(seed)
    moves = 0
    while moves < MOVES and not session.is_over:
        steps(f"{game}: move {moves + 1}")
        session.done_looking()  # the cards a move drew were looked at
        if session.handover_to is not None:
            session.confirm_handover()
            _check(session.handover_to is None, "the hand-over was not confirmed")
        legal = session.legal_actions()
        _check(legal, f"no legal action for the player at the screen (seat {session.viewer}, to act {session.to_act})")
        action = chooser.choice(legal)
        _check(session.act(action), f"the session refused a legal action {action!r}: {problems}")
        moves += 1
        _settle(window)
    _check(not problems, f"the session reported {problems}")
    _check(moves > 0, "no move was played")

    steps(f"{game}: saving")
    path = session.save_as(f"smoke test {game}")
    _check(path is not None, f"saving failed: {problems}")
    path = Path(path)
    _check(path.is_file(), f"the saved file {path} is not there")
    _check(scratch in path.resolve().parents, f"the game was saved to {path}, outside the data folder {scratch}")

    steps(f"{game}: loading")
    loaded = storage.load(path)
    _check(loaded.save_file.record == session.save.record, "the loaded record differs from the saved one")
    _check(spec.view(loaded.state, None) == session.public_view(), "the loaded game looks different")

    steps(f"{game}: opening the saved game in the window")
    _check(window.open_path(path), "the window could not open the saved game")
    _settle(window)
    reopened = window.session
    _check(reopened is not None and reopened is not session, "the saved game did not replace the running one")
    _check(reopened.save.record.actions == session.save.record.actions, "the reopened game has other moves")
    _check(reopened.public_view() == spec.view(loaded.state, None), "the reopened game looks different")

    steps(f"{game}: closing the game")
    window.close_game()
    _settle(window)
    _check(window.session is None, "the game did not close")
    _say(f"smoke test: {game}: {moves} moves, saved, loaded and reopened")


def check_computer_players(window, spec, seed: int, steps=None) -> None:
    """A game with a computer in every seat: they move by themselves, through the session."""
    from PySide6.QtCore import QThreadPool

    from .. import storage
    from .players import TOKENS
    from .session import Session

    steps = steps or _Steps()
    game = spec.id
    steps(f"{game}: computer players")
    count = min(max(3, spec.min_players), spec.max_players)
    levels = ["hard"] + ["normal"] * (count - 1)  # one thinks on a worker thread; the others are quick
    players = [
        storage.Player(name=name, kind="computer", level=level, colour=token.colour, symbol=token.symbol)
        for name, level, token in zip(NAMES[:count], levels, TOKENS)
    ]
    problems: list[Exception] = []
    session = Session.new(game, players, seed)
    session.failed.connect(problems.append)
    session.computer_pause_ms = 0
    window.start(session)
    deadline = time.monotonic() + COMPUTER_SECONDS
    while len(session.save.record.actions) < COMPUTER_MOVES and not session.is_over:
        _check(time.monotonic() < deadline,
               f"the computer players made {len(session.save.record.actions)} moves in {COMPUTER_SECONDS} s")
        _wait(20)
    _settle(window)
    _check(not problems, f"the session reported {problems}")
    moves = len(session.save.record.actions)
    # No search may outlive its game: stop the computers and let a pending search end first.
    session.stop()
    _check(QThreadPool.globalInstance().waitForDone(COMPUTER_SECONDS * 1000), "a computer player's search did not end")
    _settle(window)
    window.close_game()
    _settle(window)
    _check(window.session is None, "the computer players' game did not close")
    _say(f"smoke test: {game}: computer players made {moves} moves")


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _settle(window) -> None:
    """Let queued events run, then paint the whole window (every widget's paintEvent) once."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    _check(not window.grab().isNull(), "the window could not be painted")
    QApplication.processEvents()
    _check(not _PythonErrors.seen, f"an error in Python code called by Qt:\n{''.join(_PythonErrors.seen[:1])}")
