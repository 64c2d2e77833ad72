"""Every hostile file through the window, in Czech, offscreen: the start-up, Continue and the
saved-games dialog. Nothing crashes or hangs (conftest stops a hung run), every file is left as it
was, a file that does not open says why in Czech, and one that opens shows its names as plain text."""

import pytest
from hostile_corpus import EXPECTED, expected_code, files_in, make, outcome
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from boardgames_desktop import storage
from boardgames_desktop.ui.app import autosave
from boardgames_desktop.ui import i18n, texts
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.dialogs.saved_games import SavedGamesDialog

NAMES = sorted(EXPECTED)
# Opened in the window, a game of 85,000 moves keeps a state per move for undo (half a GB, seconds to
# replay): through storage and the saves list only.
OPENED = [name for name in NAMES if name != "four-megabytes.json"]


@pytest.fixture(autouse=True)
def czech(qapp, tmp_path, monkeypatch):
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    i18n.set_language("cs")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: warnings.append(text))
    yield warnings
    autosave.flush()
    i18n.set_language("en")


def in_czech_and_not_in_english(error: storage.SaveError) -> str:
    czech = texts.save_error_text(error)
    i18n.set_language("en")
    english = texts.save_error_text(error)
    i18n.set_language("cs")
    assert czech != english, f"not translated: {english}"
    return czech


def load_error(path) -> storage.SaveError:
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    return caught.value


def markup_shown_as_markup(window) -> list[str]:
    """Labels that would draw a name's "<b>" as bold: every label showing one must be plain text."""
    return [label.text() for label in window.findChildren(QLabel)
            if "<b>" in label.text() and label.textFormat() != Qt.PlainText]


@pytest.mark.parametrize("name", OPENED)
def test_start_up_and_continue(name, qtbot, czech):
    path = make(name, storage.saves_dir() / "autosave")
    before = files_in(path.parent)

    window = MainWindow()  # the start-up path: it peeks at every autosave
    qtbot.addWidget(window)
    window.show()
    window.grab()
    if window.start_screen.resume_button.isEnabled():
        window.start_screen.resume_button.click()

    code, _ = expected_code(name)
    if code is None:
        assert window.session is not None, czech
        window.grab()
        assert markup_shown_as_markup(window) == []
        assert all(0 < len(player.name) <= 20 for player in window.session.players)
        window.close_game()
    else:
        assert window.session is None
        if czech:  # Continue offered the file, which did not open: the reason, in Czech
            [message] = czech
            assert message == texts.as_rich_text(in_czech_and_not_in_english(load_error(path)))
        assert not window.start_screen.resume_button.isEnabled()
    assert files_in(path.parent) == before


def test_the_saved_games_dialog_lists_every_file_with_its_reason(qtbot, czech, tmp_path):
    for name in NAMES:
        make(name, storage.saves_dir())
    before = files_in(storage.saves_dir())

    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab().save(str(tmp_path / "saved-games.png"))
    model = dialog.model
    assert model.rowCount() == len(NAMES)
    for row in range(model.rowCount()):
        name = model.entry(row).path.name
        dialog.table.selectRow(row)  # checks the whole file
        for column in range(model.columnCount()):
            for role in (Qt.DisplayRole, Qt.ToolTipRole, Qt.ForegroundRole, model.PathRole):
                model.index(row, column).data(role)
        error = model.error(row)
        assert outcome(error) == expected_code(name), name
        assert dialog.open_button.isEnabled() == (error is None)
        if error is not None:
            reason = in_czech_and_not_in_english(error)
            assert model.index(row, 1).data() == f"Nejde otevřít: {reason}"
            dialog.accept()
            assert czech[-1] == texts.as_rich_text(reason)
    dialog.grab()
    assert files_in(storage.saves_dir()) == before
