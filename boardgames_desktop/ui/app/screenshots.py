"""`boardgames-desktop --screenshots DIR [--dark]`: the main screens of seeded games, rendered to PNG
(with --dark in the dark colour scheme, whatever the system's).

The start screen and the new-game dialog, then each game's own screens: its folder's
`screens.shots(window, players, shot)` (ui/games/<id>/screens.py) plays a seeded game for three
and calls `shot(widget, name)` at each moment worth a picture; then the Hall of fame (empty, and
over a season of finished games, with a game's scores round by round), the Players dialog and a replay.
Runs offscreen with a throw-away saves folder and settings, so nothing of the user's is touched.
"""

import os
import tempfile
from pathlib import Path

from ... import storage
from ...rules import registry

SEED = 2026
WINDOW = (1180, 760)  # the main window's size, as at a first start
NAMES = ("Jana", "Petr", "Babička")


def render_all(out_dir: str, language: str, dark: bool = False, looked_at=None) -> int:
    """Render every screen into `out_dir`; `looked_at(widget, name)`, when given, is called with each
    screen as it is saved (tests/ui/scaled_screens.py checks them)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="boardgames-screenshots-")
    os.environ[storage.DATA_DIR_VARIABLE] = scratch

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from .. import game_folders, i18n, theme
    from .launch import create_application
    from .main_window import MainWindow
    from ..widgets.players import TOKENS
    from ..dialogs.new_game_dialog import NewGameDialog

    create_application(["boardgames-desktop"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, scratch)
    i18n.set_language(language)
    if dark:
        theme.force(dark=True)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)

    window = MainWindow()
    window.resize(*WINDOW)
    window.show()

    def shot(widget, name: str) -> None:
        wait(50)
        widget.grab().save(str(out / f"{name}.png"))
        if looked_at is not None:
            looked_at(widget, name)

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
        flow = game_folders.screens(game.id)
        if flow is not None:
            flow(window, players, shot)
    os.environ[storage.DATA_DIR_VARIABLE] = os.path.join(scratch, "family")  # none of the games above
    hall_of_fame(window, players, shot)
    window.close()
    QApplication.processEvents()
    return 0


def hall_of_fame(window, players, shot) -> None:
    """The Hall of fame, first empty, then over a season of finished games (random moves, seeded),
    a computer in some of them."""
    from datetime import datetime, timedelta, timezone

    from ..dialogs.hall_of_fame import HallOfFameDialog
    from ...rules.registry import random_game

    def show(name: str, tab: int | None = None, ready=None) -> None:
        dialog = HallOfFameDialog(window)
        dialog.show()
        dialog.resize(dialog.SIZE)  # as on a family's screen: the offscreen one, 800 px wide, narrows it (open_at)
        if tab is not None:
            dialog.tabs.setCurrentIndex(tab)
        if ready is not None:
            ready(dialog)
        shot(dialog, name)
        dialog.close()
        dialog.deleteLater()

    show("30-hall-of-fame-empty")
    computer = storage.Player(name="Robot", kind="computer", level="normal")
    games = registry.catalog()
    start = datetime.now(timezone.utc) - timedelta(days=120)
    for evening in range(16):
        game = games[evening % len(games)]
        seats = list(players) + ([computer] if evening % 3 == 0 and game.max_players > len(players) else [])
        record = random_game(game.id, len(seats), SEED + evening)
        ended = start + timedelta(days=evening * 7 + 1, hours=evening % 3)
        save = storage.SaveFile(created=ended - timedelta(minutes=40), updated=ended, finished=True,
                                players=seats, record=record)
        storage.save(save, f"{SEED}-{evening}")
    from ...storage import profiles
    from ..dialogs.profiles_dialog import ProfilesDialog

    book = []
    for player, picture in zip(players, ("rabbit", "bear", "cat")):
        book = profiles.create(book, player.name, player.colour, player.symbol, picture)
    profiles.write(profiles.rename(book, players[2].name, f"{players[2].name} Růža"))
    dialog = ProfilesDialog(window)
    dialog.show()
    dialog.list.setCurrentIndex(dialog.model.index(0))
    shot(dialog, "31-players")
    dialog.close()
    dialog.deleteLater()
    show("32-hall-of-fame")
    show("33-hall-of-fame-chart", tab=3)
    show("35-hall-of-fame-scores", tab=4, ready=_pick_scores)
    from ..dialogs.replay_view import ReplayDialog

    replay = ReplayDialog(storage.load(storage.save_path(f"{SEED}-0")).save_file, window)
    replay.show()
    replay.resize(replay.SIZE)  # the size it asks for, as the Hall of fame above
    replay.replay.step_to(replay.replay.moves // 3)
    shot(replay, "34-replay")
    replay.close()
    replay.deleteLater()


def _pick_scores(dialog) -> None:
    """A Na prodej evening chosen in the finished games, its chart in focus at its middle round."""
    model = dialog.games_model
    row = next((row for row in range(model.rowCount()) if model.row(row).game == "for_sale"), 0)
    dialog.games_view.setCurrentIndex(model.index(row, 0))
    dialog.scores.setFocus()
    dialog.scores.pick(dialog.scores.turns()[1] // 2)


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
