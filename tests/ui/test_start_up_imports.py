"""Starting the program imports no game's rules or table, no pydantic and no storage before the
first paint, and PySide6 builds neither its Qt namespace nor the classes the start screen can do
without (with their enums: QAction and QKeySequence of the menus' entries, QSettings).

The start screen's first paint waits for everything imported before it (benchmarks/LOG.md);
the games' rules, their tables and pydantic are imported when a game is opened, storage (with json)
in the moment after the first paint (`ui/app/launch.when_shown`: the saves peeked at for Continue), the
error dialog at the first error, and the log file's rotating handler (logging.handlers, with socket
and pickle) when the first line is written. Checked in a fresh interpreter, which has imported
nothing else before, started as `__main__` and `ui/app/launch.py` start the program.
"""

import json
import os
import subprocess
import sys

from boardgames_desktop.rules import registry
from boardgames_desktop.ui import picture_cache

START_AND_PAINT = """
import sys
from boardgames_desktop import error_log
error_log.configure()
from PySide6.QtWidgets import QApplication
from boardgames_desktop.ui.app.launch import create_application
from boardgames_desktop.ui.app import error_report
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.main_window import MainWindow

error_report.route_qt_messages()
error_log.write_crashes()
app = create_application(sys.argv, window_icon=False)
i18n.set_language("cs")
window = MainWindow(wait_for_first_paint=True)
error_report.ErrorReporter.install(window)
window.show()
window.repaint()
app.processEvents()

def qt_classes():
    return sorted(name for module in ("QtCore", "QtGui", "QtWidgets")
                  for name in vars(sys.modules["PySide6." + module]) if name.startswith("Q"))


started = {"modules": sorted(sys.modules), "can_resume": window.start_screen.resume_button.isEnabled(),
           "qt_namespace": "Qt" in vars(sys.modules["PySide6.QtCore"]), "qt_classes": qt_classes(),
           "menu_bar": [menu.title() for menu in (window.game_menu, window.view_menu, window.language_menu, window.help_menu)]}
from boardgames_desktop.ui.app.launch import when_shown

when_shown(window)  # the moment after the first paint
started["qt_namespace_when_shown"] = "Qt" in vars(sys.modules["PySide6.QtCore"])
started["can_resume_when_shown"] = window.start_screen.resume_button.isEnabled()
started["modules_when_shown"] = sorted(sys.modules)
started["qt_classes_when_shown"] = qt_classes()
started["window_icon"] = not app.windowIcon().isNull()
started["new_game_keys"] = [key.toString() for key in window.new_action.shortcuts()]
started["new_game_menu"] = [action.text() for action in window.start_screen.new_menu.actions()]
import json

print(json.dumps(started))
"""


def start_in_a_fresh_interpreter(data_dir) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOARDGAMES_DESKTOP_DATA_DIR=str(data_dir))
    result = subprocess.run([sys.executable, "-c", START_AND_PAINT], capture_output=True, text=True, env=env,
                            check=True)
    return json.loads(result.stdout.splitlines()[-1])


def start_as_every_day(data_dir) -> dict:
    """A start with the tile pictures in the cache: all but the first after an installation (the
    first paints them, with their art, and writes them with storage's safe writes)."""
    start_in_a_fresh_interpreter(data_dir)
    return start_in_a_fresh_interpreter(data_dir)


def heavy(modules: list[str]) -> list[str]:
    games = tuple(game.id for game in registry.catalog())
    rules = tuple(f"boardgames_desktop.rules.{game}.{part}" for game in games
                  for part in ("spec", "state", "actions", "view", "options", "determinize"))
    tables = tuple(f"boardgames_desktop.ui.games.{game}.{part}" for game in games
                   for part in ("table", "models", "texts"))
    return [
        name for name in modules
        if name.split(".")[0] in ("pydantic", "pydantic_core")
        or name.startswith(rules + tables)
        or name.startswith(("boardgames_desktop.bots", "boardgames_desktop.storage",
                            "boardgames_desktop.ui.app.session", "boardgames_desktop.ui.table.game_page",
                            "boardgames_desktop.ui.app.error_dialog"))
        or name in ("logging.handlers", "socket", "pickle", "platform", "json", "datetime")
    ]


def test_the_start_screen_is_painted_before_any_game_pydantic_or_storage_is_imported(tmp_path):
    started = start_as_every_day(tmp_path / "data")
    assert heavy(started["modules"]) == []
    assert started["can_resume"] is False
    assert not (tmp_path / "data" / "logs" / "boardgames-desktop.log").exists()  # nothing written: not opened


# Built after the first paint: the menus' entries, their shortcuts, the settings (named only when
# --lang is not given), the window icon; QFont not at all (theme asks a widget for the application's
# font), QIcon of the tiles neither (their style sheets name their pictures' files).
WAITING_QT_CLASSES = ["QAction", "QActionGroup", "QKeySequence", "QSettings", "QFont", "QIcon"]


def test_the_start_screen_is_painted_before_pyside_builds_what_it_can_do_without(tmp_path):
    started = start_as_every_day(tmp_path / "data")
    assert [name for name in WAITING_QT_CLASSES if name in started["qt_classes"]] == []
    assert started["menu_bar"] == ["&Hra", "&Zobrazení", "&Jazyk", "&Nápověda"]  # painted with the window
    assert {"QAction", "QKeySequence"} <= set(started["qt_classes_when_shown"])
    assert "Ctrl+N" in started["new_game_keys"]
    assert started["window_icon"] is True
    assert len(started["new_game_menu"]) == len(registry.catalog())


def test_a_menu_opened_before_the_window_is_completed_completes_it(qtbot):
    from boardgames_desktop.ui.app.main_window import MainWindow

    window = MainWindow(wait_for_first_paint=True)
    qtbot.addWidget(window)
    assert window.start_screen.new_menu.actions() == []
    window.start_screen.new_menu.aboutToShow.emit()
    assert len(window.start_screen.new_menu.actions()) == len(registry.catalog())
    assert window.new_action.text() and window.rules_menu_action in window.help_menu.actions()


def test_continue_is_offered_from_a_peek_at_the_autosaves_without_pydantic(tmp_path):
    from boardgames_desktop import storage
    from boardgames_desktop.ui.widgets.players import TOKENS
    from boardgames_desktop.ui.app.session import Session

    # The autouse fixture has pointed the saves at tmp_path / "data".
    players = [storage.Player(name=f"Hráč {seat + 1}", kind="human", colour=TOKENS[seat].colour) for seat in range(3)]
    Session.new("for_sale", players, seed=5)

    started = start_as_every_day(tmp_path / "data")
    assert heavy(started["modules"]) == []
    assert started["can_resume"] is False  # the saves are peeked at right after the first paint
    assert started["can_resume_when_shown"] is True
    assert not any(name.split(".")[0] in ("pydantic", "pydantic_core") for name in started["modules_when_shown"])


def test_what_can_wait_is_done_right_after_the_first_paint(qtbot):
    from PySide6.QtCore import QEvent, QObject

    from boardgames_desktop.ui.app.first_paint import after_first_paint
    from boardgames_desktop.ui.app.main_window import MainWindow

    paints, called = [], []

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Paint:
                paints.append(watched)
            return False

    window = MainWindow()
    qtbot.addWidget(window)
    window.installEventFilter(Paints(window))
    after_first_paint(window, lambda: called.append(len(paints)))
    window.show()
    qtbot.waitUntil(lambda: bool(called), timeout=20000)
    assert called[0] >= 1, "called before the window was painted"
    window.repaint()
    qtbot.wait(50)
    assert len(called) == 1


def test_the_tile_pictures_are_painted_once_then_read_from_the_cache(tmp_path):
    from boardgames_desktop.ui import picture_cache

    start_in_a_fresh_interpreter(tmp_path / "data")
    cached = sorted(picture_cache.cache_dir().glob("*.png"))  # the autouse fixture's data folder
    assert [path.name.split("-")[0] for path in cached] == sorted(game.id for game in registry.catalog())

    again = start_in_a_fresh_interpreter(tmp_path / "data")
    assert [name for name in again["modules"] if name.endswith(".art")] == []
    assert again["qt_namespace"] is False  # PySide6 builds its hundreds of enums on the first touch
    assert again["qt_namespace_when_shown"] is True  # built right after the paint, not at the first click
    assert sorted(picture_cache.cache_dir().glob("*.png")) == cached


def test_a_damaged_cached_picture_file_is_painted_again_before_a_tile_shows_it(qtbot):
    from boardgames_desktop.ui.app.start_screen import StartScreen

    first = StartScreen()
    qtbot.addWidget(first)
    tile = first.tiles[0]
    [path] = picture_cache.cache_dir().glob(f"{tile.spec.id}-*.png")
    assert path.as_posix() in tile.styleSheet()
    whole = path.read_bytes()
    for damaged in (whole[: len(whole) // 2], whole[:-20] + bytes(20), b"not a picture"):
        path.write_bytes(damaged)
        again = StartScreen()
        qtbot.addWidget(again)
        assert path.read_bytes() == whole  # painted and written again
        again.show()
        qtbot.waitExposed(again)
        assert not again.tiles[0].icon().isNull()


def test_a_damaged_cached_picture_is_painted_again(qapp):
    from PySide6.QtGui import QPixmap

    from boardgames_desktop.ui import game_folders as games, picture_cache

    first = games.picture("x_nimmt", 120).toImage()
    [path] = picture_cache.cache_dir().glob("x_nimmt-*.png")
    path.write_bytes(b"not a picture")
    again = games.picture("x_nimmt", 120)
    assert not again.isNull() and again.toImage() == first
    assert not QPixmap(str(path)).isNull()


def test_the_start_screen_sets_its_flags_through_its_style_sheet(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from boardgames_desktop.ui.app.start_screen import StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    for name in ("AppTitle", "AppSubtitle"):
        assert screen.findChild(QLabel, name).alignment() == Qt.AlignCenter
    for tile in screen.tiles:
        assert tile.toolButtonStyle() == Qt.ToolButtonTextUnderIcon
        assert tile.focusPolicy() == Qt.StrongFocus


def test_the_picture_cache_names_the_data_folder_as_storage_does():
    from boardgames_desktop import storage
    from boardgames_desktop.ui import picture_cache

    assert picture_cache.DATA_DIR_VARIABLE == storage.DATA_DIR_VARIABLE


def test_stale_temporary_files_are_removed_once_the_window_is_shown(qtbot):
    import time

    from boardgames_desktop import storage
    from boardgames_desktop.ui.app.launch import when_shown
    from boardgames_desktop.ui.app.main_window import MainWindow

    folder = storage.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / ".hra.json.k2x_9qzp.tmp"  # a write killed half-way, an hour ago
    stale.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    window = MainWindow(wait_for_first_paint=True)
    qtbot.addWidget(window)
    assert stale.exists()
    when_shown(window)
    assert not stale.exists()
