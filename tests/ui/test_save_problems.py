"""A save that fails is told precisely where the person at the screen looks, until a save succeeds
again; a failed "Save as" changes nothing. The disk is full for real as far as the program can tell:
the system call that makes a write durable raises ENOSPC."""

import errno
import os

import pytest

from boardgames_desktop import storage
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def disk():
    class Disk:
        full = False

    real = os.fsync

    def fsync(handle):
        if Disk.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(handle)

    os.fsync = fsync
    yield Disk
    os.fsync = real


def start_a_game(window) -> Session:
    players = [storage.Player(name=name, kind="human", colour=TOKENS[seat].colour)
               for seat, name in enumerate(("Jana", "Petr", "Ema"))]
    window.start(Session.new("for_sale", players, 5))
    return window.session


def move(session) -> None:
    session.confirm_handover()
    session.act(session.legal_actions()[0])


def test_a_failing_autosave_is_said_precisely_under_the_table_and_on_the_hand_over_until_a_save_works(qtbot, window, disk):
    i18n.set_language("cs")
    session = start_a_game(window)
    page = window.game_page
    assert page.save_warning.isHidden() and page.handover.warning() == ""

    disk.full = True
    with qtbot.waitSignal(session.save_problem, timeout=5000):
        move(session)
    assert "Disk je plný." in page.save_warning.text() and page.save_warning.isVisibleTo(page)
    assert page.handover.isVisible() and "Disk je plný." in page.handover.warning()
    move(session)  # still full: the warning stays, whoever is at the screen
    session.flush_autosave()
    qtbot.wait(10)
    assert "Disk je plný." in page.save_warning.text()

    disk.full = False
    with qtbot.waitSignal(session.save_problem, timeout=5000) as restored:
        move(session)
    assert restored.args == [None]
    assert page.save_warning.isHidden() and page.handover.warning() == ""


def test_a_save_as_that_fails_changes_nothing(qtbot, window, disk, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    session = start_a_game(window)
    move(session)
    session.flush_autosave()
    disk.full = True
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Nedělní hra", True))

    window.save_action.trigger()

    assert session.save.label is None
    assert not storage.save_path("Nedělní hra").exists()
    assert window.game_page.message.isVisibleTo(window.game_page)  # told, in the message line
    disk.full = False
    move(session)
    session.flush_autosave()
    assert [entry.summary.label for entry in storage.list_saves()] == [None]  # the autosave is not renamed
