"""Errors a family can report: every uncaught error is written to the log file and told in a
dialog that says whether the game is saved; nothing private is written; the program goes on."""

import logging
import os
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import Qt, QTimer, qInstallMessageHandler, qWarning
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from boardgames_desktop import error_log, storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.x_nimmt.actions import Play
from boardgames_desktop.ui.app import error_report
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app import error_dialog
from boardgames_desktop.ui.app.error_dialog import ErrorDialog
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.dialogs import unsaved_dialog

# Errors raised inside Qt's calls into Python reach sys.excepthook, as in the program, instead of
# failing the test through pytest-qt.
pytestmark = pytest.mark.qt_no_exception_capture


@pytest.fixture
def log_folder(tmp_path, logging_restored):
    """The program's logging, configured into tmp_path/logs; the hooks put back afterwards."""
    qt_handler = qInstallMessageHandler(None)
    qInstallMessageHandler(qt_handler)
    folder = tmp_path / "logs"
    error_log.configure(folder)
    yield folder
    qInstallMessageHandler(qt_handler)


def log_text(folder) -> str:
    return "".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.log*")))


def humans(n=3):
    return [storage.Player(name=name, kind="human") for name in ["Jana", "Petr", "Babička", "Děda"][:n]]


@pytest.fixture
def window(qtbot, log_folder):
    window = MainWindow()
    qtbot.addWidget(window)
    reporter = error_report.ErrorReporter.install(window)
    window.show()
    qtbot.waitExposed(window)
    window.reporter = reporter
    # Several tests here make the autosave fail on purpose: closing the window at the end of a test
    # then closes without asking what to do (tests/ui/test_closing_unsaved.py asks).
    window.ask_unsaved = lambda error: unsaved_dialog.CLOSE
    return window


def x_nimmt_after_a_move(window):
    """A game of X bere! open in the window, Jana's card chosen, Petr next at the screen."""
    window.start(Session.new("x_nimmt", humans(), seed=11))
    session = window.session
    session.confirm_handover()
    assert session.act(Play(card=session.view().me.hand[0]))
    session.confirm_handover()
    return session


def fail_in_a_slot(message="the slot failed"):
    def failing():
        raise RuntimeError(message)

    QTimer.singleShot(0, failing)


def dialog_shown(qtbot, window):
    qtbot.waitUntil(lambda: window.reporter.dialog is not None and window.reporter.dialog.isVisible())
    return window.reporter.dialog


def test_an_error_in_a_slot_is_logged_and_shown_with_the_game_saved(qtbot, window, log_folder):
    session = x_nimmt_after_a_move(window)
    fail_in_a_slot()
    dialog = dialog_shown(qtbot, window)

    assert dialog.windowTitle() == "Something went wrong"
    assert dialog.saved_label.isVisibleTo(dialog)
    assert "Your game is saved" in dialog.saved_label.text()
    saved = storage.load(storage.latest_autosave())
    assert saved.save_file.record.actions == session.save.record.actions
    assert dialog.folder_field.text() == str(log_folder)

    written = log_text(log_folder)
    assert "RuntimeError: the slot failed" in written and "in failing" in written
    assert "game x_nimmt" in written and "phase choosing" in written and "1 moves" in written

    qtbot.mouseClick(dialog.copy_button, Qt.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert "RuntimeError: the slot failed" in copied and "game x_nimmt" in copied
    assert str(log_folder / error_log.FILE_NAME) in copied
    assert dialog.status.text().startswith("The details are copied")
    qtbot.waitUntil(lambda: all(label.height() >= label.heightForWidth(label.width())
                                for label in dialog.findChildren(QLabel) if label.isVisible() and label.wordWrap()))

    qtbot.mouseClick(dialog.close_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.reporter.dialog is None)
    # The program goes on: the next player plays.
    assert session.act(Play(card=session.view().me.hand[0]))


def test_open_the_folder_asks_the_desktop_to_show_the_log_folder(qtbot, window, log_folder, monkeypatch):
    asked = []

    class Desktop:
        @staticmethod
        def openUrl(url):
            asked.append(url.toLocalFile())
            return False  # no file manager

    monkeypatch.setattr(error_dialog, "QDesktopServices", Desktop)
    fail_in_a_slot()
    dialog = dialog_shown(qtbot, window)
    qtbot.mouseClick(dialog.folder_button, Qt.LeftButton)
    assert asked == [str(log_folder)]
    assert dialog.status.text() == "The folder could not be opened. Its path is above, to copy."


def test_the_dialog_says_so_when_the_game_could_not_be_saved(qtbot, window, monkeypatch):
    x_nimmt_after_a_move(window)

    def full_disk(save_file):
        raise storage.SaveError("io_error", {"errno": "ENOSPC"})

    monkeypatch.setattr(storage, "autosave", full_disk)
    fail_in_a_slot()
    dialog = dialog_shown(qtbot, window)
    assert dialog.saved_label.text() == "The game could not be saved just now."


def test_without_a_game_the_dialog_says_nothing_about_saving(qtbot, window, log_folder):
    fail_in_a_slot()
    dialog = dialog_shown(qtbot, window)
    assert not dialog.saved_label.isVisibleTo(dialog)
    assert "no game open" in log_text(log_folder)


class FailingPainter(QWidget):
    def paintEvent(self, event):
        raise ValueError("cannot paint this")


def test_a_paint_event_failing_again_and_again_gives_one_dialog_that_counts(qtbot, window, log_folder):
    widget = FailingPainter(window)
    widget.resize(50, 50)
    widget.show()
    dialog = dialog_shown(qtbot, window)
    for _ in range(6):
        widget.update()  # painted by the event loop, as in the program
        qtbot.wait(10)
    qtbot.waitUntil(lambda: dialog.count >= 7)
    assert window.reporter.dialog is dialog
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ErrorDialog) and w.isVisible()]
    assert shown == [dialog]
    assert dialog.count_label.text() == f"It happened {dialog.count} times."

    written = log_text(log_folder)
    assert written.count("an unexpected error") == 1 and written.count("Traceback") == 1  # in full, once
    assert "the same unexpected error again, 2 times so far" in written
    assert "the same unexpected error again, 4 times so far" in written
    assert "again, 3 times" not in written

    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.reporter.dialog is None)
    count = error_log._counts[next(iter(error_log._counts))]
    widget.update()
    qtbot.waitUntil(lambda: error_log._counts[next(iter(error_log._counts))] > count)
    QApplication.sendPostedEvents()  # the queued report of that error is delivered
    assert window.reporter.dialog is None  # shown once; now only counted in the log


def test_an_error_in_another_thread_is_logged_and_shown_on_the_gui_thread(qtbot, window, log_folder):
    def work():
        raise OSError("the disk went away")

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()
    dialog_shown(qtbot, window)
    written = log_text(log_folder)
    assert "thread: worker" in written and "OSError: the disk went away" in written


def test_an_unexpected_error_in_the_autosave_thread_is_shown_and_the_save_said_to_have_failed(
        qtbot, window, log_folder, monkeypatch):
    session = x_nimmt_after_a_move(window)

    def broken(save_file):
        raise ValueError("a bug in writing")

    monkeypatch.setattr(storage, "autosave", broken)
    session.autosave()
    dialog = dialog_shown(qtbot, window)
    assert dialog.saved_label.text() == "The game could not be saved just now."
    written = log_text(log_folder)
    assert "thread: autosave" in written and "ValueError: a bug in writing" in written


def test_a_windowed_build_without_standard_error_writes_every_error_to_the_file(log_folder, monkeypatch):
    root = logging.getLogger()
    for handler in [h for h in root.handlers if type(h) is logging.StreamHandler]:
        root.removeHandler(handler)
    monkeypatch.setattr(sys, "stderr", None)
    error_log.configure(log_folder)
    assert [h for h in root.handlers if type(h) is logging.StreamHandler] == []
    error_report.route_qt_messages()
    try:
        raise LookupError("nobody would see this")
    except LookupError:
        sys.excepthook(*sys.exc_info())
    qWarning("nor this")
    written = log_text(log_folder)
    assert "LookupError: nobody would see this" in written and "qt: nor this" in written


def test_an_error_before_the_window_exists_is_still_written(log_folder):
    try:
        raise KeyError("too early")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    assert "KeyError: 'too early'" in log_text(log_folder)


def test_an_error_raised_out_of_main_is_written_once(log_folder, monkeypatch):
    from boardgames_desktop import __main__
    from boardgames_desktop.ui.app import launch as app

    def broken(argv):
        raise RuntimeError("the start failed")

    monkeypatch.setattr(app, "main", broken)
    monkeypatch.setattr(error_log, "log_dir", lambda: log_folder)
    with pytest.raises(RuntimeError) as raised:
        __main__.main()
    sys.excepthook(raised.type, raised.value, raised.tb)  # what the interpreter does next
    assert log_text(log_folder).count("RuntimeError: the start failed") == 1


def test_qt_warnings_go_to_the_log(log_folder):
    error_report.route_qt_messages()
    qWarning("a warning from Qt")
    assert "WARNING MainThread qt: a warning from Qt" in log_text(log_folder)


def test_the_log_file_is_rotated_and_bounded(log_folder, monkeypatch):
    monkeypatch.setattr(error_log, "MAX_BYTES", 4000)
    error_log.configure(log_folder)  # a fresh file handler, made with the small bound
    log = logging.getLogger("boardgames_desktop.test")
    for line in range(400):
        log.warning("line %d %s", line, "x" * 60)
    files = sorted(path.name for path in log_folder.iterdir())
    assert files == ["boardgames-desktop.log", *(f"boardgames-desktop.log.{n}" for n in (1, 2, 3))]
    assert all(path.stat().st_size <= 4000 for path in log_folder.iterdir())
    assert "line 399 " in (log_folder / "boardgames-desktop.log").read_text(encoding="utf-8")


def test_an_error_during_a_game_writes_no_hand_nor_state_to_the_log(qtbot, window, log_folder, monkeypatch):
    session = x_nimmt_after_a_move(window)
    spec = session.spec
    state = registry.replay(session.save.record)
    hands = [list(seat.hand) for seat in state.seats]

    def failing_view(state, seat):
        hand = state.seats[seat].hand  # noqa: F841 (a local a careless log would write)
        raise RuntimeError("the view failed")

    with monkeypatch.context() as patch:
        patch.setattr(spec, "_view", failing_view)
        patch.setattr(session, "_views", None)  # the views of this state were kept: the redraw asks again
        QTimer.singleShot(0, lambda: session.changed.emit(session.change))  # the table and the log redraw from the view, which fails
        dialog_shown(qtbot, window)

    written = log_text(log_folder) + window.reporter.dialog.details()
    assert "RuntimeError: the view failed" in written and "game x_nimmt" in written
    assert "Seat(" not in written and "XNimmtState" not in written and "hand=" not in written
    for hand in hands:
        for shown in (str(hand), ", ".join(map(str, hand)), " ".join(map(str, hand)), str(hand[:2])[1:-1]):
            assert shown not in written
    assert all(name not in written for name in ("Jana", "Petr", "Babička"))


def test_the_dialog_speaks_czech(qtbot, window):
    i18n.set_language("cs")
    fail_in_a_slot()
    dialog = dialog_shown(qtbot, window)
    assert dialog.windowTitle() == "Něco se pokazilo"
    assert dialog.copy_button.text() == "Zkopírovat podrobnosti"


class Holder:
    """Holds something private and fails when it is collected."""

    def __init__(self, secret):
        self.secret = secret

    def __repr__(self):
        return f"Holder({self.secret})"

    def __del__(self):
        raise ValueError("cannot let go")


def test_an_exception_python_cannot_raise_is_written_without_the_objects_repr(log_folder):
    holder = Holder("hand=[7, 42]")
    del holder
    written = log_text(log_folder)
    assert "ValueError: cannot let go" in written and "Holder.__del__" in written
    assert "hand=" not in written


CRASH_AT_START = """
import faulthandler
from boardgames_desktop.ui.app import launch as app
app.create_application = lambda *args, **kwargs: faulthandler._sigsegv()  # a crash in native code, as Qt's would be
from boardgames_desktop.__main__ import main
main()
"""


def test_a_crash_in_native_code_leaves_the_python_stack_in_the_crash_file(tmp_path):
    env = dict(os.environ, BOARDGAMES_DESKTOP_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", CRASH_AT_START], env=env, capture_output=True, check=False)
    assert result.returncode != 0
    crash = (tmp_path / "logs" / error_log.CRASH_FILE_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in crash
    assert "in main" in crash and "ui/app/launch.py" in crash and "__main__.py" in crash


def test_when_the_log_folder_cannot_be_written_the_temporary_folder_gets_the_log(log_folder, tmp_path, monkeypatch):
    import tempfile

    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path / "temp"))
    fallback = tmp_path / "temp" / "boardgames-desktop-logs" / error_log.FILE_NAME

    not_a_folder = tmp_path / "a file"
    not_a_folder.write_text("")
    error_log.configure(not_a_folder)
    logging.getLogger("boardgames_desktop.test").warning("the folder cannot be made")
    assert error_log.log_file() == fallback

    (log_folder / error_log.FILE_NAME).mkdir(parents=True)  # the folder is there, its file cannot be opened
    error_log.configure(log_folder)
    logging.getLogger("boardgames_desktop.test").warning("still written")
    assert error_log.log_file() == fallback
    assert "the folder cannot be made" in fallback.read_text(encoding="utf-8")
    assert "still written" in fallback.read_text(encoding="utf-8")
