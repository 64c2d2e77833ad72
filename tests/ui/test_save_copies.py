"""A copy saved with "Save as" and played on later is a game of its own: the game it was copied from,
finished since, keeps its autosave, its place in the Hall of fame and in its finished games."""

import pytest
from PySide6.QtWidgets import QInputDialog

from boardgames_desktop import storage
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog


@pytest.fixture
def window(qtbot, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def play(session, until):
    while not until():
        session.confirm_handover()
        session.act(session.legal_actions()[-1])


def finished_games_shown(qtbot):
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    model = dialog.games_model
    return [game.path for game in dialog.played], model.rowCount()


def test_playing_on_from_a_copy_leaves_the_finished_game_it_came_from(qtbot, window, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: dialog.accept() or NewGameDialog.Accepted)
    window.new_game("for_sale")
    session = window.session
    play(session, lambda: session.progress().round >= 2)  # a round of bidding
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("kopie", True))
    window.save_action.trigger()
    copy = storage.save_path("kopie")
    copied = copy.read_bytes()
    play(session, lambda: session.is_over)
    autosaved = storage.autosave_path(session.save)
    window.close_game()  # waits for the last autosave
    finished = storage.load(autosaved).save_file
    assert finished.finished
    assert finished_games_shown(qtbot)[1] == 1

    assert window.open_path(copy)
    again = window.session
    again.confirm_handover()
    assert again.act(again.legal_actions()[-1])
    window.close_game()

    still = storage.load(storage.autosave_path(finished)).save_file
    assert still.finished and still.record.actions == finished.record.actions
    paths, rows = finished_games_shown(qtbot)
    assert paths == [storage.autosave_path(finished)] and rows == 1
    played_on = [entry.summary for entry in storage.list_saves() if entry.autosave and not entry.summary.finished]
    assert len(played_on) == 1 and played_on[0].label == "kopie"  # the copy's own autosave
    assert copy.read_bytes() == copied
