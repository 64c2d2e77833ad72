"""The Poslední vůle table tests: the cards' flights end at once unless a test watches them."""

import pytest

from boardgames_desktop.ui import motion
from boardgames_desktop.ui.app.main_window import MainWindow


@pytest.fixture(autouse=True)
def instant_flights(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


@pytest.fixture
def small_window(qtbot):
    """The main window at a small laptop's size, 1280 x 680 (the tutorial's cards are laid out for it)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.show()
    qtbot.waitExposed(window)
    return window
