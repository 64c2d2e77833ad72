"""`boardgames-desktop --screenshots DIR [--dark]`: the main screens of a seeded game, rendered to PNG
(with --dark in the dark colour scheme, whatever the system's).

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

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from . import i18n, theme
    from .app import create_application
    from .main_window import MainWindow
    from .players import TOKENS
    from .session import Session
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

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

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
    session = Session.new("for_sale", players, SEED)
    window.start(session)
    shot(window, "03-hand-over")

    session.confirm_handover()
    session.act(session.legal_actions()[2])
    session.confirm_handover()
    shot(window, "04-bidding")

    while session.public_view().phase == "buying":
        session.confirm_handover()
        legal = session.legal_actions()
        session.act(legal[min(1, len(legal) - 1)] if len(legal) > 1 else legal[0])
    while session.public_view().last_sale == []:
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    session.confirm_handover()
    wait(1200)  # halfway through the reveal: houses turned, cheques on their way
    shot(window, "05-selling-reveal")

    while not session.is_over:
        session.confirm_handover()
        session.act(session.legal_actions()[-1])
    wait(4000)  # the last reveal plays out before the results
    shot(window, "06-end")

    _x_nimmt_shots(window, players, shot)
    _dostihy_shots(window, players, shot)
    window.close()
    QApplication.processEvents()
    return 0


def _x_nimmt_shots(window, players, shot) -> None:
    """X bere! for three: choosing a card, a choice asked mid-placing, the round's score sheet, the end."""
    import random

    from .games.x_nimmt.reveal import PlacingAnimation
    from .session import Session

    PlacingAnimation.instant = True  # the placing is shown finished; each shot is a moment of rest
    session = Session.new("x_nimmt", players, SEED)
    window.start(session)
    table = window.game_page.table
    rng = random.Random(SEED)

    def step() -> None:
        table.round_panel.close_panel()
        session.confirm_handover()
        session.act(rng.choice(session.legal_actions()))

    while session.public_view().turn < 3 or session.public_view().phase != "choosing" or session.viewer is not None:
        step()
    session.confirm_handover()
    hand = table.hand_view
    hand.setCurrentIndex(table.hand_model.index(min(2, table.hand_model.rowCount() - 1)))
    shot(window, "07-x-bere-choosing")

    def asked() -> bool:
        view = session.view()
        return view.awaiting is not None and view.seat == view.awaiting.seat

    while not asked():
        step()
        session.confirm_handover()
    shot(window, "08-x-bere-take-row" if session.view().awaiting.kind == "take_row" else "08-x-bere-keep")

    while not table.round_panel.isVisible():
        step()
        session.confirm_handover()
    shot(window, "09-x-bere-round-score")

    while not session.is_over:
        step()
    shot(window, "10-x-bere-end")
    PlacingAnimation.instant = bool(os.environ.get("BOARDGAMES_DESKTOP_NO_ANIMATION"))


def _dostihy_shots(window, players, shot) -> None:
    """Dostihy a sázky for three: a turn with stables filled, a challenge being entered, the races run, the end."""
    import random

    from .games.dostihy.board import RollAnimation
    from .session import Session

    RollAnimation.instant = True  # the dice are shown settled; each shot is a moment of rest
    session = Session.new("dostihy", players, SEED)
    window.start(session)
    table = window.game_page.table
    rng = random.Random(SEED)

    def step(prefer=None) -> None:
        table.chance_panel.close_panel()
        legal = session.legal_actions()
        wanted = [a for a in legal if a.type == prefer] if prefer else []
        sends = [a for a in legal if a.type == "send"]
        session.act(wanted[0] if wanted else sends[0] if sends and rng.random() < 0.5 else rng.choice(legal))

    def ready(phase: str) -> bool:
        view = session.public_view()
        return view.phase == phase and not table.chance_panel.isVisible()

    while session.public_view().round < 4 or not ready("roll"):
        step("buy")
    shot(window, "11-dostihy-turn")

    while not (ready("challenge") and session.public_view().challenge.races):
        step("enter" if session.public_view().phase == "challenge" else None)
    enters = [a for a in session.legal_actions() if a.type == "enter"]
    if enters:
        table.enter_runner.setCurrentIndex(table.enter_runner.count() - 1)
    shot(window, "12-dostihy-betting")

    def raced() -> bool:
        challenge = session.public_view().challenge
        return challenge is not None and challenge.finished and len(challenge.races) > 1

    while not raced():
        step()
    table.chance_panel.close_panel()
    shot(window, "13-dostihy-race")

    while not session.is_over:
        step()
    table.chance_panel.close_panel()
    shot(window, "14-dostihy-end")
    RollAnimation.instant = bool(os.environ.get("BOARDGAMES_DESKTOP_NO_ANIMATION"))
