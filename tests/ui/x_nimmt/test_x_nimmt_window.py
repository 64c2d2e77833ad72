"""X bere! in the program's window: started from its tile, played with the keyboard alone, hand-overs between."""

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog

NAMES = ["Jana", "Petr", "Babicka"]


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def start_x_nimmt(qtbot, window):
    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.count.setValue(len(NAMES))
        for row, name in zip(dialog.seats, NAMES):
            row.name.setText(name)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    tile = next(tile for tile in window.start_screen.tiles if tile.spec.id == "x_nimmt")
    QTimer.singleShot(0, fill_in)
    qtbot.mouseClick(tile, Qt.LeftButton)
    assert window.session is not None and window.session.game == "x_nimmt"
    window.activateWindow()  # a window manager does this when the dialog closes; offscreen has none
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window.session


def press(qtbot, key) -> None:
    """A key pressed wherever the keyboard is now, as a player at the laptop would."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key)


def test_a_whole_game_with_the_keyboard_alone(qtbot, window):
    session = start_x_nimmt(qtbot, window)
    page = window.game_page
    table = page.table
    rng = random.Random(4)
    handovers = 0
    for _ in range(600):
        if session.is_over:
            break
        before = len(session.save.record.actions)
        if page.handover.isVisible():
            assert table.hand_model.rowCount() == 0 and table.pile_model.rowCount() == 0
            handovers += 1
            press(qtbot, Qt.Key_Return)
            assert not page.handover.isVisible()
            continue
        if table.round_panel.isVisible():
            press(qtbot, Qt.Key_Return)
            assert not table.round_panel.isVisible()
        view = session.view()
        if view.phase == "choosing":
            assert QApplication.focusWidget() is table.hand_view
            press(qtbot, Qt.Key_Home)
            for _ in range(rng.randrange(len(view.me.hand))):
                press(qtbot, Qt.Key_Right)
            press(qtbot, Qt.Key_Return)
        elif view.awaiting.kind == "take_row":
            press(qtbot, rng.choice([Qt.Key_3, Qt.Key_4, Qt.Key_5]))
        else:
            assert QApplication.focusWidget() is table.taken_view
            if rng.random() < 0.5:
                press(qtbot, Qt.Key_Right)
            press(qtbot, Qt.Key_Return)
        assert len(session.save.record.actions) == before + 1
    assert session.is_over
    assert handovers > 20
    assert table.pages.currentIndex() == 1
    assert page.end_bar.isVisible()
