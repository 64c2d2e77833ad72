"""`boardgames-desktop --self-test`: is this build the program the tests pass on? Exit 0 if so.

In a fresh application, it checks:
- the program's files: resources/ and i18n/ where paths.py looks (inside the bundle when frozen),
  every picture opens, each game has its rules, the translations load; in a frozen build, every
  module of the build's manifest imports (boardgames_desktop/bundle.py);
- for every game of the catalog, in Czech and then in Slovak: a whole seeded game with a computer
  in every seat, of each level in turn (the hard one cheap: a few rollouts a decision and no time
  cap, bots.fix_hard_search, so that a slow machine plays the same moves), played through the main
  window with animations off. Its moves and outcome must equal the source tree's for the same seed:
  EXPECTED, which the build writes into the bundle from the source (packaging/self_test_expected.py);
  from source they are worked out here, without the window. The finished game is saved, loaded,
  opened in the window and played back in the replay dialog to its end. Then the same seats with a
  person in the first one: at their first turn they ask for a hint, which must equal the source's;
- the Hall of fame opens and lists every finished game.
Any difference ends it with exit code 1 and the reason on standard error; a run that made no
progress (no step begun, no move played) for STALL_SECONDS, a hang, is ended with exit code 2 and
the step it was at. A busy machine only makes it slower.

It never touches a user's saves, settings or log: all live in a temporary folder, removed at the end.
.ci/run and the build workflows run it on the frozen program. Its output is for developers, in
English. A windowed Windows build has no standard output: the lines then go to
`boardgames-desktop-self-test.log` in the current folder.
"""

import hashlib
import json
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import ClassVar

SEED = 2026
LANGUAGES = ("cs", "sk")
HARD_ROLLOUTS = 4  # the hard level's search in the self-test: cheap, and the same on any machine
STALL_SECONDS = 180  # no step begun and no move played for this long: a hang
REPLAY_STEPS = 12  # positions of a finished game shown in the replay dialog, from the deal to the end
EXPECTED = "self-test-expected.json"  # in the bundle's root folder
LOG_NAME = "boardgames-desktop-self-test.log"
NAMES = ("Jana", "Petr", "Babička", "Děda", "Eva", "Ondřej")
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".svg", ".gif", ".bmp", ".ico", ".webp"}


class SelfTestFailure(Exception):
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
        raise SelfTestFailure(reason)


class _Steps:
    """Names the step in progress, for the failure message, and when the last progress was made,
    for the watchdog."""

    def __init__(self):
        self.current = "starting"
        self.progressed = time.monotonic()

    def __call__(self, name: str) -> None:
        self.current = name
        self.tick()

    def tick(self) -> None:
        self.progressed = time.monotonic()

    def stalled(self) -> bool:
        return time.monotonic() - self.progressed > STALL_SECONDS


def run_self_test(language: str = "cs") -> int:
    """The whole self-test in a fresh application (`language`: the one the window starts in).
    Returns the exit code."""
    started = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="boardgames-self-test-"))
    from .. import motion

    motion.off = True  # every move drawn at once
    from ... import storage

    os.environ[storage.DATA_DIR_VARIABLE] = str(scratch / "data")
    from ... import error_log

    error_log.configure()  # into the scratch folder too: the user's log folder is not even made
    steps = _Steps()

    finished = threading.Event()

    def watch() -> None:
        while not finished.wait(5):
            if steps.stalled():
                _say(f"self test FAILED: no progress for {STALL_SECONDS} s, at: {steps.current}", error=True)
                os._exit(2)

    threading.Thread(target=watch, daemon=True).start()

    from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler

    from .launch import create_application

    previous_handler = qInstallMessageHandler(_qt_message)
    app = create_application(["boardgames-desktop"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(scratch / "settings"))

    outcome: dict[str, object] = {"code": 1, "reason": "the checks did not run"}

    def body() -> None:
        try:
            games = run_checks(language, scratch, steps)
            outcome.update(code=0, games=games)
        except SelfTestFailure as failure:
            outcome.update(reason=f"{steps.current}: {failure}")
        except Exception:  # noqa: BLE001 (any error is a failed self-test, with its traceback)
            outcome.update(reason=f"{steps.current}: {traceback.format_exc().rstrip()}")
        finally:
            app.exit(0)

    errors = _PythonErrors()
    QTimer.singleShot(0, body)
    app.exec()
    errors.restore()
    qInstallMessageHandler(previous_handler)
    finished.set()
    shutil.rmtree(scratch, ignore_errors=True)

    if outcome["code"] == 0 and _PythonErrors.seen:
        outcome.update(code=1, reason=f"closing: an error in Python code called by Qt:\n{_PythonErrors.seen[0]}")
    seconds = time.perf_counter() - started
    if outcome["code"] != 0:
        _say(f"self test FAILED: {outcome['reason']}", error=True)
        return 1
    _say(f"self test passed: {outcome['games']} games in {seconds:.1f} s")
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
    """Every check, in the running application; raises SelfTestFailure. Returns the games played."""
    from PySide6.QtWidgets import QApplication

    from ... import bots
    from .. import i18n
    from .main_window import MainWindow

    steps = steps or _Steps()
    steps("the modules of the build")
    check_modules()
    steps("the program's files and translations")
    check_files()
    for other in ("sk", "cs", "en"):
        check_language(other)
    steps("the source tree's games")
    expected = expected_games()

    i18n.set_language(language)
    steps("opening the main window")
    window = MainWindow()
    window.show()
    _settle(window)
    _check(window.isVisible(), "the main window is not shown")

    with bots.fixed_hard_search(HARD_ROLLOUTS):
        played = 0
        for playing_in, game, seed in plan():
            check_language(playing_in)
            key = f"{playing_in}/{game.id}"
            started = time.perf_counter()
            if expected is None:  # from source: worked out now, without the window
                steps(f"{game.id}: the source tree's game")
                found = {key: json.loads(json.dumps(work_out_expected_game(game, seed, steps.tick)))}
            else:
                found = expected
            _check(key in found, f"the source tree's {EXPECTED} has no game {key}")
            expected_game = found[key]
            check_whole_game(window, game, seed, expected_game, scratch, steps)
            check_hint(window, game, seed, expected_game["hint"], steps)
            played += 1
            _say(f"self test: {key}: {expected_game['moves']} moves of {', '.join(seats(game))}, as from source; "
                 f"saved, loaded, reopened and replayed; the hint as from source ({time.perf_counter() - started:.1f} s)")

    steps("the Hall of fame")
    check_hall_of_fame(window, played)

    steps("closing the main window")
    window.close()
    QApplication.processEvents()
    _check(not window.isVisible(), "the main window did not close")
    window.deleteLater()
    QApplication.processEvents()
    return played


def plan():
    """(language, the game's catalog line, seed) of every game the self-test plays."""
    from ...rules import registry

    for number, language in enumerate(LANGUAGES):
        for index, game in enumerate(registry.catalog()):
            yield language, game, SEED + 1000 * number + index


def seats(game) -> list[str]:
    """A computer's level for every seat: each level in turn, as many seats as there are levels
    (within the game's player counts)."""
    from ... import bots

    count = min(max(len(bots.LEVELS), game.min_players), game.max_players)
    return [bots.LEVELS[seat % len(bots.LEVELS)] for seat in range(count)]


# -- what the source tree plays ----------------------------------------------------------------

def expected_games() -> dict | None:
    """The moves, outcome and hint of every game of `plan()` as the source tree plays them, from
    the bundle's EXPECTED (written by the build); None from source (worked out game by game)."""
    from ... import bundle
    from ..paths import app_root

    if not bundle.frozen():
        return None
    path = app_root() / EXPECTED
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SelfTestFailure(f"the source tree's games are not in the bundle ({path}): {error}") from None


def work_out_expected_games() -> dict:
    """What the source tree plays for every game of `plan()`, for the build to write into the bundle."""
    return {f"{language}/{game.id}": work_out_expected_game(game, seed) for language, game, seed in plan()}


def work_out_expected_game(game, seed: int, tick=lambda: None) -> dict:
    """What the source tree plays, without a window, as a Session does with the same seats and
    seed (its computers' and its hint's generators): the computers' moves and outcome, the hint.
    `tick()` is called at every move."""
    from ... import bots
    from ...rules import registry
    from .session import HINT_SALT

    spec = registry.get(game.id)
    levels = seats(game)
    with bots.fixed_hard_search(HARD_ROLLOUTS):
        state, actions = _computers_play(spec, seed, levels, tick)
        _check(state.is_over, f"{game.id}: the computers' game did not end")
        state, before = _computers_play(spec, seed, [None, *levels[1:]], tick)
        _check(not state.is_over and 0 in state.to_act, f"{game.id}: the person never had a turn")
        rng = bots.decision_rng(seed ^ HINT_SALT, 0, len(before))
        action, _ = bots.hint(spec, spec.view(state, 0), _choices(spec, state, 0), rng)
    return {
        "seed": seed,
        "moves": len(actions),
        "actions": _digest(actions),
        "outcome": spec.outcome(registry.replay(_record(spec, seed, len(levels), actions))).model_dump(mode="json"),
        "hint": {"moves": len(before), "action": action.model_dump(mode="json")},
    }


def _record(spec, seed: int, players: int, actions: list):
    """The record a Session.new makes for these seats and seed, with these actions."""
    from ...rules import GameRecord

    return GameRecord(game=spec.id, rules_version=spec.rules_version, num_players=players, seed=seed,
                      options=spec.parse_options(None).model_dump(mode="json"), actions=actions)


def _computers_play(spec, seed: int, levels: list, tick) -> tuple:
    """Play as a Session's computers do (levels[seat], None for a person) until the game is over or
    only persons are to act: the state, and the actions as a record holds them."""
    from ... import bots
    from ...rules import registry

    state = registry.start(_record(spec, seed, len(levels), []))
    actions = []
    while not state.is_over:
        seat = next((seat for seat in state.to_act if levels[seat] is not None), None)
        if seat is None:
            break
        rng = bots.decision_rng(seed, seat, len(actions))
        action = bots.choose(spec, spec.view(state, seat), _choices(spec, state, seat), levels[seat], rng)
        state = spec.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
        tick()
    return state, actions


def _choices(spec, state, seat: int) -> list:
    """A seat's legal actions but the clock's."""
    from ...play.game_loop import players_actions

    return players_actions(spec, state, seat)


def _digest(actions: list) -> str:
    return hashlib.sha256(json.dumps(actions, sort_keys=True).encode()).hexdigest()


# -- the checks --------------------------------------------------------------------------------

def check_modules() -> None:
    """In a frozen build, every module the build was made with (its manifest) imports."""
    import importlib

    from ... import bundle

    if not bundle.frozen():
        return
    try:
        names = sorted(bundle.bundled())
    except bundle.MissingModule as missing:
        raise SelfTestFailure(f"the bundle has no list of its modules ({missing.module})") from None
    _check(names, "the bundle's list of its modules is empty")
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError as error:
            raise SelfTestFailure(f"the module {name} is missing from the bundle ({error})") from None


def check_files() -> None:
    """resources/ and i18n/ are where paths.py looks (inside the bundle when frozen), every picture
    in resources/ opens (its image format plugin is there), each game has its rules and every
    translation (the shell's, each game's, Qt's) loads."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QImageReader

    from ...rules import registry
    from .. import i18n
    from ..paths import resource
    from ..dialogs.rules_viewer import rules_path

    _check(resource().is_dir(), f"resources/ not found at {resource()}")
    for picture in sorted(path for path in resource().rglob("*") if path.suffix.lower() in IMAGE_SUFFIXES):
        reader = QImageReader(str(picture))
        _check(not reader.read().isNull(), f"{picture.name} does not open: {reader.errorString()}")
    for game in registry.catalog():
        found = any(rules_path(game.id, language).is_file() for language in i18n.LANGUAGES)
        _check(found, f"no rules text for {game.id} in {rules_path(game.id, 'en').parent}")
    for language in i18n.LANGUAGES:
        if language == "en":
            continue
        for file in i18n.translation_files(language):
            translator = QTranslator()
            _check(translator.load(str(file)) and not translator.isEmpty(), f"translation {file} does not load")


def check_language(language: str) -> None:
    """After switching, the window's title is in that language (English is the source)."""
    from PySide6.QtCore import QCoreApplication

    from .. import i18n

    context, source = "MainWindow", "Family Board Games"  # not literals in a translate() call: no new message
    i18n.set_language(language)
    _check(i18n.current() == language, f"the language did not switch to {language}")
    translated = QCoreApplication.translate(context, source)
    if language == "en":
        _check(translated == source, f"English shows {translated!r}")
    else:
        _check(translated != source, f"{language}: the program's texts are not translated")


def _start(window, game, seed: int, levels: list, problems: list):
    """A new game in the window: seats of computers (levels[seat]) or, for None, a person with hints on."""
    from ... import storage
    from ..widgets.players import TOKENS
    from .session import Session

    players = [
        storage.Player(name=name, kind="human" if level is None else "computer", level=level,
                       hints=0 if level is None else None, colour=token.colour, symbol=token.symbol)
        for name, level, token in zip(NAMES, levels, TOKENS)
    ]
    session = Session.new(game.id, players, seed)
    session.failed.connect(problems.append)
    session.computer_pause_ms = 0
    window.start(session)
    _check(window.session is session and window.game_page is not None, "the game page did not open")
    return session


def _play_until(window, session, problems: list, done, steps) -> None:
    """Let the computers play through the window until `done()`; fail on any reported problem."""
    moves = -1
    while not done():
        _check(not problems, f"the game reported {problems}")
        if len(session.save.record.actions) != moves:
            moves = len(session.save.record.actions)
            steps.tick()
        _wait(20)
    _settle(window)
    _check(not problems, f"the game reported {problems}")


def check_whole_game(window, game, seed: int, expected: dict, scratch: Path, steps) -> None:
    """A whole game of computers through the window, equal to the source's; saved, loaded,
    reopened and played back."""
    from ... import storage
    from ...rules import registry
    from ..dialogs.replay_view import ReplayDialog

    spec = registry.get(game.id)
    steps(f"{game.id}: a game of computers ({', '.join(seats(game))}), seed {seed}")
    _check(expected["seed"] == seed, f"the source tree played seed {expected['seed']}, this build {seed}")
    problems: list[Exception] = []
    session = _start(window, game, seed, seats(game), problems)
    _play_until(window, session, problems, lambda: session.is_over, steps)
    record = session.save.record
    actions = json.loads(json.dumps(record.model_dump(mode="json")["actions"]))
    outcome = spec.outcome(registry.replay(record)).model_dump(mode="json")
    _check(len(actions) == expected["moves"] and _digest(actions) == expected["actions"],
           f"the computers played other moves than from source: {len(actions)} moves, "
           f"{expected['moves']} from source (seed {seed})")
    _check(outcome == expected["outcome"], f"the outcome {outcome} differs from the source's {expected['outcome']}")
    _check(session.outcome().model_dump(mode="json") == outcome, "the window's game ended differently")

    steps(f"{game.id}: saving the finished game")
    path = session.save_as(f"self test {seed} {game.id}")
    _check(path is not None, f"saving failed: {problems}")
    path = Path(path)
    _check(path.is_file(), f"the saved file {path} is not there")
    _check(scratch in path.resolve().parents, f"the game was saved to {path}, outside the data folder {scratch}")

    steps(f"{game.id}: loading it")
    loaded = storage.load(path)
    _check(loaded.save_file.record == record, "the loaded record differs from the saved one")
    _check(loaded.save_file.finished and loaded.state.is_over, "the loaded game is not over")
    _check(spec.outcome(loaded.state).model_dump(mode="json") == outcome, "the loaded game ended differently")

    steps(f"{game.id}: opening it in the window")
    _check(window.open_path(path), "the window could not open the saved game")
    _settle(window)
    reopened = window.session
    _check(reopened is not None and reopened is not session, "the saved game did not replace the running one")
    _check(reopened.is_over and reopened.save.record.actions == record.actions, "the reopened game differs")
    window.close_game()
    _settle(window)
    _check(window.session is None, "the game did not close")
    # Each holds every state of the game (hundreds of MB for a long one): not three at once.
    del session, reopened

    steps(f"{game.id}: playing it back")
    replay = ReplayDialog(loaded.save_file, window)
    replay.show()
    for step in range(REPLAY_STEPS + 1):
        replay.replay.step_to(replay.replay.moves * step // REPLAY_STEPS)
        _settle(replay)
    _check(replay.replay.position == len(actions) and replay.replay.public_view() == spec.view(loaded.state, None),
           "the replay does not end where the game ended")
    replay.close()
    replay.deleteLater()


def check_hint(window, game, seed: int, expected: dict, steps) -> None:
    """The same seats with a person in the first: at their first turn, the hint button's hint
    equals the source's."""
    steps(f"{game.id}: a hint")
    problems: list[Exception] = []
    levels = [None, *seats(game)[1:]]
    session = _start(window, game, seed, levels, problems)

    def persons_turn() -> bool:
        _check(not session.is_over, "the game ended before the person's turn")
        return not any(session.is_computer(seat) for seat in session.to_act)

    _play_until(window, session, problems, persons_turn, steps)
    if session.handover_to is not None:
        session.confirm_handover()
    page = window.game_page
    _check(session.can_hint() and page.hint_button.isVisible(), "no hint is offered at the person's turn")
    page.hint_button.click()
    _settle(window)
    _check(not problems, f"the hint failed: {problems}")
    _check(page.hint_box.isVisible() and page.hint_words.text(), "the hint is not shown")
    seat, action, _ = session.hint()
    got = {"moves": len(session.save.record.actions), "action": action.model_dump(mode="json")}
    _check(seat == 0 and got == json.loads(json.dumps(expected)), f"the hint {got} differs from the source's {expected}")
    window.close_game()
    _settle(window)
    _check(window.session is None, "the game did not close")


def check_hall_of_fame(window, finished: int) -> None:
    """The Hall of fame opens and holds every finished game of the self-test."""
    from ..dialogs.hall_of_fame import HallOfFameDialog

    dialog = HallOfFameDialog(window)
    dialog.show()
    _settle(dialog)
    _check(len(dialog.played) == finished, f"the Hall of fame holds {len(dialog.played)} games, not {finished}")
    dialog.close()
    dialog.deleteLater()


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _settle(widget) -> None:
    """Let queued events run, then paint the whole widget (every child's paintEvent) once."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    _check(not widget.grab().isNull(), "the window could not be painted")
    QApplication.processEvents()
    _check(not _PythonErrors.seen, f"an error in Python code called by Qt:\n{''.join(_PythonErrors.seen[:1])}")
