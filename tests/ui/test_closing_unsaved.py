"""Closing a game, or quitting, while its last moves could not be saved asks what to do:
try again, save elsewhere, close without saving, or go back to the game. Never a silent loss.

The saving fails for real: the autosave folder is replaced by a file, so the writer thread's
next write is refused by the system (or, for a full disk, the system call raises ENOSPC).
"""

import errno

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from boardgames_desktop import storage
from boardgames_desktop.storage import files
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.dialogs import unsaved_dialog
from boardgames_desktop.ui.dialogs.unsaved_dialog import UnsavedDialog


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def folder(isolated):
    """Blocks and unblocks the autosave folder: a file in its place, the folder moved aside."""

    class Folder:
        path = isolated / "saves" / "autosave"
        aside = isolated / "saves" / "autosave-aside"

        def block(self):
            self.path.rename(self.aside)
            self.path.write_text("not a folder")

        def unblock(self):
            self.path.unlink()
            self.aside.rename(self.path)

    return Folder()


def play(session, moves: int) -> None:
    for _ in range(moves):
        session.confirm_handover()
        session.act(session.legal_actions()[0])


def start_a_game(window, moves: int = 2) -> Session:
    players = [storage.Player(name=name, kind="human", colour=TOKENS[seat].colour)
               for seat, name in enumerate(("Jana", "Petr", "Ema"))]
    window.start(Session.new("for_sale", players, 5))
    play(window.session, moves)
    assert window.session.flush_autosave()
    return window.session


def answers(monkeypatch, window, *choices, then=None):
    """Answer the question with `choices` in turn, then "close" (when the test's window is closed at
    its end); `then[i]` (if given) runs before answer i."""
    asked = []

    def ask(error):
        if then and then.get(len(asked)):
            then[len(asked)]()
        asked.append(error)
        return choices[len(asked) - 1] if len(asked) <= len(choices) else unsaved_dialog.CLOSE

    monkeypatch.setattr(window, "ask_unsaved", ask)
    return asked


def saved_actions(path) -> list:
    return storage.load(path).save_file.record.actions


def test_a_game_saved_closes_without_a_question(window, monkeypatch):
    start_a_game(window)
    asked = answers(monkeypatch, window)
    assert window.close_game()
    assert window.session is None and asked == []


def test_closing_while_the_save_fails_asks_and_close_without_saving_closes(window, folder, monkeypatch):
    session = start_a_game(window)
    folder.block()
    play(session, 2)  # two moves the disk refuses
    asked = answers(monkeypatch, window, unsaved_dialog.CLOSE)
    assert window.close_game()
    assert window.session is None and window.pages.currentWidget() is window.start_screen
    assert [error.code for error in asked] == ["io_error"]


def test_try_again_saves_once_the_folder_can_be_written(window, folder, monkeypatch):
    session = start_a_game(window)
    folder.block()
    play(session, 3)
    actions = session.save.record.actions
    # The first try fails again; before the second the folder is back.
    asked = answers(monkeypatch, window, unsaved_dialog.RETRY, unsaved_dialog.RETRY, then={1: folder.unblock})
    assert window.close_game()
    assert len(asked) == 2 and window.session is None
    assert saved_actions(storage.latest_autosave()) == actions


def test_save_elsewhere_writes_the_whole_game_where_the_family_chose(window, folder, monkeypatch, tmp_path):
    session = start_a_game(window)
    folder.block()
    play(session, 2)
    actions = session.save.record.actions
    # First a place that cannot be written either: told, and asked again; then a good one.
    places = iter([str(tmp_path / "a file" / "game"), str(tmp_path / "usb" / "Sunday game")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (next(places), ""))
    (tmp_path / "a file").write_text("")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    asked = answers(monkeypatch, window, unsaved_dialog.ELSEWHERE, unsaved_dialog.ELSEWHERE)
    assert window.close_game()
    assert len(asked) == 2 and len(warnings) == 1 and window.session is None
    assert saved_actions(tmp_path / "usb" / "Sunday game.json") == actions

    # and it opens from there again, through the menu
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(tmp_path / "usb" / "Sunday game.json"), ""))
    window.open_file_action.trigger()
    assert window.session is not None and window.session.save.record.actions == actions
    folder.unblock()


def test_back_to_the_game_keeps_it_open_and_playing(window, folder, monkeypatch):
    session = start_a_game(window)
    folder.block()
    play(session, 1)
    answers(monkeypatch, window, unsaved_dialog.BACK)
    assert not window.close_game()
    assert window.session is session and window.pages.currentWidget() is window.game_page
    folder.unblock()
    play(session, 1)
    asked = answers(monkeypatch, window)
    assert window.close_game() and asked == []
    assert saved_actions(storage.latest_autosave()) == session.save.record.actions


def test_a_new_game_waits_for_the_question_about_the_old_one(window, folder, monkeypatch):
    session, page = start_a_game(window), window.game_page
    folder.block()
    play(session, 1)
    answers(monkeypatch, window, unsaved_dialog.BACK)
    dealt = []
    monkeypatch.setattr(Session, "new", lambda *args, **kwargs: dealt.append(args))
    window.play_again()
    assert window.session is session and window.game_page is page
    assert dealt == []  # not even dealt: its first autosave would have been written


def test_quitting_while_the_save_fails_asks_and_back_keeps_the_window_open(window, folder, monkeypatch):
    session = start_a_game(window)
    folder.block()
    play(session, 1)
    asked = answers(monkeypatch, window, unsaved_dialog.BACK, unsaved_dialog.CLOSE)
    window.close()
    assert window.isVisible() and window.session is session
    window.close()
    assert not window.isVisible() and window.session is None
    assert len(asked) == 2


def test_the_question_itself_names_a_full_disk_and_its_buttons_answer(qtbot, window, monkeypatch):
    i18n.set_language("cs")
    session = start_a_game(window)

    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "_write_atomically", full)
    play(session, 1)
    seen = []

    def answer():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, UnsavedDialog)
        seen.append(dialog.text())
        dialog.buttons_by_choice[unsaved_dialog.CLOSE].click()

    QTimer.singleShot(0, answer)
    assert window.close_game()
    assert window.session is None
    full_disk = unsaved_dialog.reason(storage.SaveError("io_error", {"errno": "ENOSPC"}))
    assert full_disk != "The disk is full."  # in Czech
    assert len(seen) == 1 and full_disk in seen[0] and "%1" not in seen[0]
