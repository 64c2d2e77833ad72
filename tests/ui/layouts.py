"""Each game's table (every game of the catalog, at the moments its tests/ui/<id>/moments.py names) in a main window of a given size, at a seeded moment with a full hand: for the
layout tests and for looking at the tables (python tests/ui/layouts.py OUT_DIR renders them all)."""

import random
import sys
from pathlib import Path

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script
from game_folders import game_module  # noqa: E402

NAMES = ("Jana", "Petr", "Babička", "Děda", "Eva", "Honza", "Máma", "Táta", "Kristýna", "Ondřej")
SIZES = ((1024, 600), (1180, 760), (1280, 680), (1366, 700), (1920, 1080))  # 1180x760: the window at first
SEED = 11


def players(n: int, computers: dict[int, str] | None = None) -> list:
    """`n` people; `computers` maps a seat to the level of a computer sitting there."""
    computers = computers or {}
    return [storage.Player(name=NAMES[seat], kind="computer" if seat in computers else "human",
                           level=computers.get(seat), colour=TOKENS[seat % len(TOKENS)].colour,
                           symbol=TOKENS[seat % len(TOKENS)].symbol)
            for seat in range(n)]


def moments(game: str):
    """The game's tests/ui/<id>/moments.py: MOMENTS {name: is it this moment?(session, view)}, the
    first the one the scaling tests look at; setup(n), the deal's setup (optional); card_size(table),
    what grows with the window, or None."""
    return game_module(game, "ui", "moments")


def _setup(game: str, n: int) -> dict | None:
    setup = getattr(moments(game), "setup", None)
    return setup(n) if setup else None


_saves_at: dict[tuple[str, int, str], str] = {}  # (game, n, moment) -> that moment's save, as JSON


def _played_to(game: str, n: int, moment: str) -> storage.SaveFile:
    """A seeded game of `n` played at random until `moment`, a person whose turn it is at the screen."""
    session = Session.new(game, players(n), SEED)
    setup = _setup(game, n)
    if setup is not None:
        record = session.save.record.model_copy(update={"setup": setup})
        session = Session(session.save.model_copy(update={"record": record}))
    reached = moments(game).MOMENTS[moment]
    rng = random.Random(SEED)
    for _ in range(2000):
        session.done_looking()
        session.confirm_handover()
        if reached(session, session.public_view()):
            session.stop()
            return session.save
        legal = session.legal_actions()
        enters = [a for a in legal if a.type in ("enter", "buy")]
        session.act(enters[0] if enters else rng.choice(legal))
    raise AssertionError(f"{game} never reached {moment}")


def session_at(game: str, n: int, moment: str, computer: str | None = None) -> Session:
    """A seeded game of `n` played at random to `moment`, a person whose turn it is at the screen;
    a `computer` of that level, if given, sits in the last seat not at the screen, and does not move.
    Each moment is played once per run (the many window sizes and languages look at the same one)
    and loaded from its save after that."""
    key = (game, n, moment)
    if key not in _saves_at:
        _saves_at[key] = _played_to(game, n, moment).model_dump_json()
    session = Session(storage.SaveFile.model_validate_json(_saves_at[key]))
    session.confirm_handover()
    if computer:
        seat = max(seat for seat in range(n) if seat != session.viewer)
        session.stop()
        session = Session(session.save.model_copy(update={"players": players(n, {seat: computer})}))
        session.stop()  # the computers keep still: the moment is looked at, not played on
        session.confirm_handover()
    return session


def window_with(game: str, n: int, moment: str, size: tuple[int, int], computer: str | None = None):
    from boardgames_desktop.ui.app.main_window import MainWindow

    window = MainWindow()
    window.start(session_at(game, n, moment, computer))
    window.resize(*size)
    window.show()
    return window


def cases():
    for game in (game.id for game in registry.catalog()):
        spec = registry.get(game)
        for moment in moments(game).MOMENTS:
            for n in range(spec.min_players, spec.max_players + 1):
                yield game, moment, n


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.app.launch import create_application

    create_application(["render"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, "/tmp/render-settings")
    i18n.set_language(os.environ.get("LANGUAGE_SHOWN", "cs"))
    out = sys.argv[1]
    only = sys.argv[2:]
    for game, moment, n in cases():
        for width, height in SIZES:
            name = f"{game}-{moment}-{n}p-{width}x{height}"
            if only and not any(word in name for word in only):
                continue
            window = window_with(game, n, moment, (width, height), "hard")
            for _ in range(5):
                QApplication.processEvents()
            window.grab().save(f"{out}/{name}.png")
            window.close_game()
            window.close()
            window.deleteLater()
            QApplication.processEvents()
