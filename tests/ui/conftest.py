"""Every UI test runs offscreen, with its own saves folder, settings and language."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":  # a family laptop's screen, not the plugin's 800x800
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={os.path.join(os.path.dirname(__file__), 'screen.json')}"

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from boardgames_desktop.ui.app import autosave, collector
from boardgames_desktop.ui import i18n, motion  # noqa: E402
from boardgames_desktop.ui.app.main_window import MainWindow  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def collected_on_the_gui_thread(qapp):
    """As in the program (ui/app/launch.py): garbage collected on the GUI thread only."""
    return collector.install(qapp)


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):
    """Saves under tmp_path, settings in a fresh ini file, English unless a test switches."""
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    qapp.setOrganizationName("Rodinne deskovky tests")
    qapp.setApplicationName("boardgames-desktop-tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "data"
    autosave.flush()  # no autosave of this test may land in the next test's folder
    i18n.set_language("en")


@pytest.fixture
def small_window(qtbot, monkeypatch):
    """The main window shown and active at a small laptop's size, 1280 x 680 (the tutorials' cards
    are laid out for it), animations off."""
    monkeypatch.setattr(motion, "off", True)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window
