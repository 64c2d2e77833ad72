"""`boardgames-desktop --screenshots DIR [--dark]`: the main screens of seeded games, rendered to PNG
(with --dark in the dark colour scheme, whatever the system's).

The start screen and the new-game dialog, then each game's own screens: its folder's
`screens.shots(window, players, shot)` (ui/games/<id>/screens.py) plays a seeded game for three
and calls `shot(widget, name)` at each moment worth a picture.
Runs offscreen with a throw-away saves folder and settings, so nothing of the user's is touched.
"""

import os
import tempfile
from pathlib import Path

from .. import storage
from ..rules import registry

SEED = 2026
NAMES = ("Jana", "Petr", "Babička")


def render_all(out_dir: str, language: str, dark: bool = False) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="boardgames-screenshots-")
    os.environ[storage.DATA_DIR_VARIABLE] = scratch

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from . import games, i18n, theme
    from .app import create_application
    from .main_window import MainWindow
    from .players import TOKENS
    from .widgets.new_game_dialog import NewGameDialog

    create_application(["boardgames-desktop"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, scratch)
    i18n.set_language(language)
    if dark:
        theme.force(dark=True)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)

    window = MainWindow()
    window.resize(1180, 760)
    window.show()

    def shot(widget, name: str) -> None:
        wait(50)
        widget.grab().save(str(out / f"{name}.png"))

    shot(window, "01-start")
    dialog = NewGameDialog(registry.get(window.start_screen.tiles[0].spec.id), window)
    dialog.show()
    shot(dialog, "02-new-game")
    dialog.close()

    players = [
        storage.Player(name=name, kind="human", colour=token.colour, symbol=token.symbol)
        for name, token in zip(NAMES, TOKENS)
    ]
    for game in registry.catalog():
        flow = games.screens(game.id)
        if flow is not None:
            flow(window, players, shot)
    window.close()
    QApplication.processEvents()
    return 0


def open_game(window, game: str, players, options=None):
    """A new game of `game` for `players` (with `options`), dealt with the screenshots' seed, put on
    the window's table: its session, its table, and a random source for the flow's moves, seeded too."""
    import random

    from .session import Session

    session = Session.new(game, players, SEED, options)
    window.start(session)
    return session, window.game_page.table, random.Random(SEED)


def wait(ms: int) -> None:
    """Let the window run (animations, timers) for `ms` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
