"""Every window opens within the screen's available geometry, with room for its title bar, and lays
out there: on a small laptop no button, slider or Close is off the screen."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractSlider, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from finished_saves import write_finished  # noqa: E402

from boardgames_desktop import storage  # noqa: E402
from boardgames_desktop.rules.registry import random_game  # noqa: E402
from boardgames_desktop.ui import window_size  # noqa: E402
from boardgames_desktop.ui.app.main_window import MainWindow  # noqa: E402
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.profiles_dialog import ProfilesDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.replay_view import ReplayDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.saved_games import SavedGamesDialog  # noqa: E402

SCREENS = (QRect(0, 0, 1024, 600), QRect(0, 0, 1280, 680))  # available: the desktop less its panel


def _replay():
    record = random_game("anti_monopoly", 4, 11)
    players = [storage.Player(name=name, kind="human") for name in ("Jana", "Petr", "Eva", "Ota")]
    return ReplayDialog(storage.SaveFile(players=players, record=record, finished=True))


def _new_game():
    from boardgames_desktop.rules import registry

    dialog = NewGameDialog(registry.get("x_nimmt"))
    dialog.count.setValue(10)  # the most seats of any game
    return dialog


WINDOWS = {"main window": MainWindow, "replay": _replay, "hall of fame": HallOfFameDialog,
           "saved games": SavedGamesDialog, "players": ProfilesDialog, "rules": lambda: RulesDialog("anti_monopoly"),
           "new game": _new_game}


@pytest.mark.parametrize("screen", SCREENS, ids=lambda rect: f"{rect.width()}x{rect.height()}")
@pytest.mark.parametrize("which", WINDOWS)
def test_every_window_opens_within_the_screen_and_lays_out(qtbot, monkeypatch, isolated, which, screen):
    for order in (["Jana", "Petr", "Eva"], ["Eva", "Jana", "Petr"]):  # the Hall of fame with games in it
        write_finished(order)
    monkeypatch.setattr(window_size, "available", lambda widget: screen)
    window = WINDOWS[which]()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(10)  # the layout's pass
    room = screen.size() - window_size.FRAME
    assert window.width() <= room.width() and window.height() <= room.height(), (window.size(), room)
    assert window.minimumSizeHint().width() <= window.width() and window.minimumSizeHint().height() <= window.height()
    for part in window.findChildren(QWidget):
        if isinstance(part, (QAbstractButton, QAbstractSlider)) and part.isVisible() and part.window() is window:
            place = QRect(part.mapTo(window, part.rect().topLeft()), part.size())
            assert window.rect().contains(place), f"{part.text() if isinstance(part, QAbstractButton) else part} is cut"
