"""The main window: the start screen or a game, the menus, and moving between them.

The session, the game page and the dialogs (Qt's message boxes too) are imported when first
needed, not at start-up: the first paint of the start screen waits for every module imported
before it, and they bring the games' rules and pydantic with them (see benchmarks/LOG.md).
tests/ui/test_start_up_imports.py checks what the start imports.
"""

import os
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from ... import __version__
from ...rules import registry
from .. import i18n, memory_patches, scale, texts
from .start_screen import StartScreen
from ..window_size import open_at

LANGUAGE_NAMES = {"cs": "Čeština", "sk": "Slovenčina", "en": "English"}


def _new_seed() -> int:
    """A fresh deal's seed, 53 random bits. (Not `secrets`: it loads OpenSSL, 3.5 MiB, at start-up.)"""
    return int.from_bytes(os.urandom(7), "big") >> 3


@contextmanager
def _asking(dialog):
    """A dialog of the window, deleted once its answer is read: as the window's child it would
    otherwise stay, with all its widgets, until the program ends; one more at every new game."""
    try:
        yield dialog
    finally:
        dialog.deleteLater()


FIRST_SIZE = QSize(1180, 760)
TITLE_BAR = 40  # the title bar and frame a window manager adds around the window's size


def _documents() -> str:
    from PySide6.QtCore import QStandardPaths

    return QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation) or os.path.expanduser("~")


class MainWindow(QMainWindow):
    def __init__(self, parent=None, wait_for_first_paint: bool = False):
        """`wait_for_first_paint`: what the first sight of the window does not need waits for
        `complete()`, which ui/app/launch.py calls in the moment after its first paint, before any click:
        Continue (the saves peeked at) and the menus' entries with their keyboard shortcuts (the
        menu bar shows from the start; PySide6 builds the enums of QAction and QKeySequence when
        they are first named, 8 M instructions). A menu opened sooner completes the window first."""
        super().__init__(parent)
        self._completed = False
        self.session = None  # a Session while a game is open
        self.game_page = None  # a GamePage while a game is open
        self._unopenable: set = set()  # autosaves Continue found broken; kept, but passed over
        self.undo_group = QUndoGroup(self)

        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        # Made in its place: a widget with a style sheet moved under another parent is styled anew.
        self.start_screen = StartScreen(self.pages, wait_for_first_paint)
        self.start_screen.new_game.connect(self.new_game)
        self.start_screen.rules.connect(self.show_rules)
        self.start_screen.learn.connect(self.learn)
        self.start_screen.resume.connect(self.resume)
        self.start_screen.open_saved.connect(self.open_saved)
        self.start_screen.watch.connect(self.watch_game)
        self.start_screen.hall_of_fame.connect(self.show_hall_of_fame)
        self.pages.addWidget(self.start_screen)

        self._build_menu_bar()
        if wait_for_first_paint:
            self.start_screen.set_can_resume(False)
            self._retranslate()
        else:
            self.complete()
        open_at(self, FIRST_SIZE)

    def complete(self) -> None:
        """What `wait_for_first_paint` left for later (nothing if done)."""
        if self._completed:
            return
        self._completed = True
        self.start_screen.complete()
        self._build_actions()
        self._update_actions()
        self._retranslate()
        self.check_resume()

    def show_first(self, room: QSize | None = None) -> None:
        """Show the window at its first size, or maximized where the screen's free room (`room`, by
        default the screen's less the taskbar or the Dock) cannot hold it with its title bar: on a
        1366 x 768 laptop, or a 1920 x 1080 one at 150 %, its bottom would lie under the taskbar."""
        room = room or self.screen().availableGeometry().size()
        if room.width() < FIRST_SIZE.width() or room.height() < FIRST_SIZE.height() + TITLE_BAR:
            self.showMaximized()
        else:
            self.show()

    # -- moving between games ----------------------------------------------------------------

    def new_game(self, game: str | None = None) -> None:
        """A new game of `game`; without one, of the game on the table, or of the family's choice."""
        from ..dialogs.new_game_dialog import NewGameDialog

        game = game or (self.session.game if self.session else self._choose_game())
        if game is None:
            return
        spec = registry.get(game)
        with _asking(NewGameDialog(spec, self)) as dialog:
            if dialog.exec() != NewGameDialog.Accepted or not self.close_game():
                return
            players, options = dialog.seat_hints.apply(dialog.players()), dialog.options()
        from .session import Session

        self.start(Session.new(spec.id, players, _new_seed(), options))

    def learn(self, game: str) -> None:
        """A guided first game of `game` (ui/app/tutorial_start.py)."""
        from .tutorial_start import start_tutorial

        start_tutorial(self, game)

    def watch_game(self) -> None:
        """A game with the computer in every seat, to watch."""
        from ..dialogs.watch_dialog import WatchDialog

        with _asking(WatchDialog(self)) as dialog:
            if dialog.exec() != WatchDialog.Accepted or not self.close_game():
                return
            game, players = dialog.chosen_game(), dialog.players()
        from .session import Session

        self.start(Session.new(game, players, _new_seed()))

    def _choose_game(self) -> str | None:
        from PySide6.QtWidgets import QInputDialog

        games = registry.catalog()
        titles = [texts.game_title(game.id) for game in games]
        title, ok = QInputDialog.getItem(self, self.tr("New game"), self.tr("Which game shall we play?"), titles, 0, False)
        return games[titles.index(title)].id if ok else None

    def play_again(self) -> None:
        """The same players and rules, freshly dealt."""
        if self.session is not None:
            from .session import Session

            record, players = self.session.save.record, self.session.players
            if self.close_game():
                self.start(Session.new(record.game, players, _new_seed(), record.options))

    def resume(self) -> None:
        """Open the latest unfinished game. A file that does not load is reported and kept, and
        Continue passes over it from then on, offering the game played before it."""
        from ... import storage

        path = storage.latest_autosave(self._unopenable)
        if path is not None and not self.open_path(path):
            self._unopenable.add(path)
            self.start_screen.set_can_resume(storage.latest_autosave(self._unopenable) is not None)

    def open_saved(self) -> None:
        from ..dialogs.saved_games import SavedGamesDialog

        with _asking(SavedGamesDialog(self)) as dialog:
            chosen = dialog.chosen if dialog.exec() == SavedGamesDialog.Accepted else None
        if chosen is not None:
            self.open_path(chosen)

    def open_file(self) -> None:
        """A saved game from anywhere: one saved elsewhere, or brought from another computer."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a file"), _documents(), self.tr("Saved games (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from ... import storage
        from ..messages import error_text

        try:
            loaded = storage.load(path)
        except storage.SaveError as error:
            QMessageBox.warning(self, self.tr("The game cannot be opened"), texts.as_rich_text(error_text(None, error)))
            return False
        if not self.close_game():
            return False
        from .tutorial_start import start_saved

        start_saved(self, loaded.save_file, copy=not storage.is_own_autosave(path, loaded.save_file))
        return True

    def start(self, session) -> None:
        """Put `session` on the table, in place of the game there (once its last moves are safe)."""
        from ..table.game_page import GamePage

        if not self.close_game():
            session.stop()
            session.deleteLater()
            return
        memory_patches.keep_large_blocks_mapped()
        self.session = session
        session.setParent(self)
        self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        self.game_page = GamePage(session)
        self.game_page.play_again.connect(self.play_again)
        self.game_page.back_to_start.connect(self.close_game)
        self.game_page.table.rules_wanted.connect(self.show_rules)
        self.pages.addWidget(self.game_page)
        self.pages.setCurrentWidget(self.game_page)
        self._update_actions()
        self._retranslate()

    def close_game(self) -> bool:
        """Close the game on the table, once its last moves are on disk or the family chose to
        leave them. False if they went back to the game instead."""
        if self.session is None:
            return True
        self.game_page.stop_game()
        if not self._last_moves_kept():
            self.session.resume()
            return False
        self.undo_group.removeStack(self.session.undo_stack)
        # Not pages.removeWidget: it hands the page's wrapper back to Python while Qt keeps the
        # parent, and deleteLater() then holds the wrapper, never let go if anything lists the
        # window's children (findChildren) before the deletion: the page, its table and the session
        # would stay for the program's life. The stack forgets the page when Qt deletes it.
        self.game_page.deleteLater()
        self.session.deleteLater()
        self.session = self.game_page = None
        # Qt's styles keep pictures of each widget's look keyed by its palette, which the next
        # game's widgets never share: the closed game's would fill the cache (10 MiB) for nothing.
        from PySide6.QtGui import QPixmapCache

        QPixmapCache.clear()
        # after the deleteLater()s above: the posted deletions go before a timer's call
        QTimer.singleShot(0, memory_patches.give_back_freed_memory)
        from ... import bots  # imported with the session, not at start-up

        bots.forget()
        self._show_start()
        return True

    def _last_moves_kept(self) -> bool:
        """True once the game as it is now is on disk, or the family chose to close without it."""
        from ..dialogs import unsaved_dialog

        while (error := self.session.unsaved()) is not None:
            choice = self.ask_unsaved(error)
            if choice == unsaved_dialog.RETRY:
                self.session.autosave()
            elif choice == unsaved_dialog.ELSEWHERE:
                if self._save_elsewhere():
                    return True
            else:
                return choice == unsaved_dialog.CLOSE
        return True

    def ask_unsaved(self, error: Exception) -> str:
        """One of unsaved_dialog's choices (tests answer here)."""
        from ..dialogs.unsaved_dialog import UnsavedDialog

        with _asking(UnsavedDialog(error, self)) as dialog:
            return dialog.choice()

    def _save_elsewhere(self) -> bool:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from ... import storage
        from ...storage.files import safe_name
        from ..messages import error_text

        name = safe_name(f"{texts.game_title(self.session.game)} {self.session.save.created:%Y-%m-%d %H.%M}")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game elsewhere"),
                                              os.path.join(_documents(), f"{name}.json"), self.tr("Saved games (*.json)"))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        try:
            self.session.save_to(path)
        except storage.SaveError as error:
            QMessageBox.warning(self, self.tr("Save the game elsewhere"), error_text(None, error))
            return False
        return True

    def save_as(self) -> None:
        from PySide6.QtWidgets import QInputDialog, QMessageBox

        from ... import storage
        from ...storage.names import MAX_LABEL_LENGTH, clean_name

        if self.session is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Save as"), self.tr("Name of the saved game:"))
        name = clean_name(name, MAX_LABEL_LENGTH)
        if not ok or not name:
            return
        if storage.save_path(name).exists():
            question = self.tr("A saved game called “{name}” already exists. Replace it?").format(name=name)
            answer = QMessageBox.question(self, self.tr("Save as"), texts.as_rich_text(question))
            if answer != QMessageBox.Yes:
                return
        if self.session.save_as(name) is not None:
            self.game_page.show_message(self.tr("The game is saved."))

    def show_hall_of_fame(self) -> None:
        from ..dialogs.hall_of_fame import HallOfFameDialog

        with _asking(HallOfFameDialog(self)) as dialog:
            dialog.exec()

    def show_profiles(self) -> None:
        from ..dialogs.profiles_dialog import ProfilesDialog

        with _asking(ProfilesDialog(self)) as dialog:
            dialog.exec()

    def show_rules(self, game: str, anchor: str | None = None) -> None:
        """The rules of `game`, at the section `anchor` if given (a refusal's or a tutorial's link)."""
        from ..dialogs.rules_viewer import RulesDialog

        with _asking(RulesDialog(game, self, anchor=anchor)) as dialog:
            dialog.exec()

    def _what_can_i_do(self) -> None:
        if self.session is not None:
            self.game_page.toggle_moves()

    def _rules_of_this_game(self) -> None:
        if self.session is not None:
            self.show_rules(self.session.game)

    def show_about(self) -> None:
        from html import escape

        from PySide6.QtWidgets import QMessageBox

        games = "".join(f"<li>{escape(texts.game_title(game.id))}</li>" for game in registry.catalog())
        QMessageBox.about(
            self,
            self.tr("About Family Board Games"),
            self.tr(
                "<h3>Family Board Games {version}</h3><p>Board games for the whole family at one computer:</p><ul>{games}</ul>"
                "<p>The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, "
                "the in-app rules say what the program does.</p>"
            ).format(version=__version__, games=games),
        )

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def zoom(self, steps: int) -> None:
        """Cards and words `steps` sizes larger (negative: smaller; 0: back to normal), remembered."""
        scale.set_zoom(scale.zoom_step(steps))
        self._update_actions()
        if self.game_page is not None:
            self.game_page.table.rescale()
            percent = round(scale.zoom() * 100)
            self.game_page.show_message(self.tr("Size: {percent} %").format(percent=percent))

    def set_language(self, language: str) -> None:
        from PySide6.QtCore import QSettings

        i18n.set_language(language)
        QSettings().setValue("language", language)
        for action in self.language_actions.actions():
            action.setChecked(action.data() == language)

    # -- inside ------------------------------------------------------------------------------

    def check_resume(self) -> None:
        """Offer Continue when an unfinished game's autosave is there (peeked at, not loaded)."""
        from ... import storage

        self.start_screen.set_can_resume(storage.latest_autosave(self._unopenable) is not None)

    def _show_start(self) -> None:
        self.check_resume()
        self.pages.setCurrentWidget(self.start_screen)
        self._update_actions()
        self._retranslate()

    def _update_actions(self) -> None:
        if not self._completed:
            return
        in_game = self.session is not None
        for action in (self.save_action, self.close_action):
            action.setEnabled(in_game)
        # In a game, F1 says what one can do now and Shift+F1 gives its rules; on the start screen, F1
        # gives each game's (the start screen's own F1: the rules of the game whose tile has the focus).
        self.moves_action.setVisible(in_game and self.game_page.moves_button.isVisibleTo(self.game_page))
        self.rules_action.setVisible(in_game)
        self.rules_menu_action.setVisible(not in_game)
        zoom = scale.zoom()
        self.zoom_in_action.setEnabled(in_game and zoom < scale.ZOOMS[-1])
        self.zoom_out_action.setEnabled(in_game and zoom > scale.ZOOMS[0])
        self.zoom_reset_action.setEnabled(in_game and zoom != 1.0)

    def _build_menu_bar(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        for menu in (self.game_menu, self.view_menu, self.language_menu, self.help_menu, self.start_screen.new_menu):
            menu.aboutToShow.connect(self.complete)

    def _build_actions(self) -> None:
        # setShortcuts(standard key), which gives each action all of the system's keys for it, and
        # does not make PySide6 build its Qt namespace (11 ms, hundreds of enums), as setShortcut does.
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        self.new_action = self.game_menu.addAction("", lambda: self.new_game(None))
        self.new_action.setShortcuts(QKeySequence.New)
        self.open_action = self.game_menu.addAction("", self.open_saved)
        self.open_action.setShortcuts(QKeySequence.Open)
        self.open_file_action = self.game_menu.addAction("", self.open_file)
        self.save_action = self.game_menu.addAction("", self.save_as)
        self.save_action.setShortcuts(QKeySequence.SaveAs)
        self.fame_action = self.game_menu.addAction("", self.show_hall_of_fame)
        self.fame_action.setShortcuts([QKeySequence("Ctrl+H")])
        self.profiles_action = self.game_menu.addAction("", self.show_profiles)
        self.game_menu.addSeparator()
        # Our own actions rather than QUndoGroup's, whose texts Qt rewrites in English after a move.
        self.undo_action = QAction(self, enabled=False)
        self.undo_action.setShortcuts(QKeySequence.Undo)
        self.undo_action.triggered.connect(self.undo_group.undo)
        self.undo_group.canUndoChanged.connect(self.undo_action.setEnabled)
        self.redo_action = QAction(self, enabled=False)
        self.redo_action.setShortcuts(QKeySequence.Redo)
        self.redo_action.triggered.connect(self.undo_group.redo)
        self.undo_group.canRedoChanged.connect(self.redo_action.setEnabled)
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.redo_action)
        self.game_menu.addSeparator()
        self.close_action = self.game_menu.addAction("", self.close_game)
        self.close_action.setShortcuts(QKeySequence.Close)
        self.quit_action = self.game_menu.addAction("", self.close)
        self.quit_action.setShortcuts(QKeySequence.Quit)

        self.full_screen_action = QAction(self, checkable=True, checked=self.isFullScreen())
        self.full_screen_action.setShortcuts(QKeySequence.FullScreen)
        self.full_screen_action.triggered.connect(self.toggle_full_screen)
        self.zoom_in_action = QAction(self)
        self.zoom_in_action.setShortcuts(QKeySequence.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self.zoom(1))
        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcuts(QKeySequence.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self.zoom(-1))
        self.zoom_reset_action = QAction(self)
        self.zoom_reset_action.setShortcuts([QKeySequence("Ctrl+0")])
        self.zoom_reset_action.triggered.connect(lambda: self.zoom(0))
        self.view_menu.addAction(self.full_screen_action)
        self.view_menu.addSeparator()
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            self.view_menu.addAction(action)

        self.language_actions = QActionGroup(self)
        for language, name in LANGUAGE_NAMES.items():
            action = QAction(name, self, checkable=True)
            action.setData(language)
            action.setChecked(language == i18n.current())
            action.triggered.connect(lambda checked=False, lang=language: self.set_language(lang))
            self.language_actions.addAction(action)
            self.language_menu.addAction(action)

        self.moves_action = self.help_menu.addAction("", self._what_can_i_do)
        self.moves_action.setShortcuts(QKeySequence.HelpContents)
        self.rules_action = self.help_menu.addAction("", self._rules_of_this_game)
        self.rules_action.setShortcuts([QKeySequence("Shift+F1")])
        self.rules_menu_action = self.help_menu.addMenu(self.start_screen.rules_menu)
        self.learn_menu_action = self.help_menu.addMenu(self.start_screen.learn_menu)
        self.learn_menu_action.setVisible(bool(self.start_screen.learn_menu.actions()))
        self.about_action = self.help_menu.addAction("", self.show_about)

    def closeEvent(self, event) -> None:
        if self.close_game():
            super().closeEvent(event)
        else:
            event.ignore()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.WindowStateChange and self._completed:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _retranslate(self) -> None:
        title = self.tr("Family Board Games")
        if self.session is not None:
            title = f"{texts.game_title(self.session.game)} — {title}"
        self.setWindowTitle(title)
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        if not self._completed:
            return
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open a saved game…"))
        self.open_file_action.setText(self.tr("Open a &file…"))
        self.save_action.setText(self.tr("&Save as…"))
        self.fame_action.setText(self.tr("&Hall of fame…"))
        self.profiles_action.setText(self.tr("&Players…"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.close_action.setText(self.tr("&Close the game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.zoom_in_action.setText(self.tr("&Larger"))
        self.zoom_out_action.setText(self.tr("&Smaller"))
        self.zoom_reset_action.setText(self.tr("&Normal size"))
        self.moves_action.setText(self.tr("&What can I do now?"))
        self.rules_action.setText(self.tr("&Rules of the game"))
        self.about_action.setText(self.tr("&About"))
