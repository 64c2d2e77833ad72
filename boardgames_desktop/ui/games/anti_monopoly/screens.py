"""Anti-Monopoly's screens for `--screenshots` (ui/app/screenshots.py), and each card of its tutorial."""

from PySide6.QtWidgets import QApplication

from ... import motion
from ...app.screenshots import open_game, wait
from ...app.session import Session
from ...app.tutorial_screens import tutorial_shots


@motion.held_off()  # the pawns are shown standing; each shot is a moment of rest
def shots(window, players, shot) -> None:
    """Anti-Monopoly for three with a time limit: the board some rounds in, a card drawn, a title
    card, a trade being composed, and the end after the time ran out, settled line by line."""
    session, table, rng = open_game(window, "anti_monopoly", players, {"time_limit": 45})

    def step() -> None:
        table.drawn_card.skip()
        legal = session.legal_actions()
        preferred = [a for a in legal if a.type in ("buy", "build", "roll", "end_turn", "pay_tax")]
        session.act(rng.choice(preferred or legal))

    while session.public_view().round < 5 or session.public_view().phase != "roll":
        step()
    shot(window, "15-anti-monopoly-board")

    while not table.drawn_card.isVisible():
        step()
    shot(window, "16-anti-monopoly-card")
    table.drawn_card.skip()

    view = session.view()
    owned = next(space.index for space in view.spaces if space.owner is not None and space.kind == "street")
    _while_open(lambda: table._open_space(owned), lambda dialog: shot(dialog, "17-anti-monopoly-title-card"))
    seat = session.acting_seat()
    partner = next(p.seat for p in view.players if p.seat != seat)
    _while_open(lambda: table._offer_trade(seat, partner), lambda dialog: shot(dialog, "18-anti-monopoly-trade"))

    Session.SECONDS_PER_MINUTE = 0.0  # the time is up: the game ends at the start of the next round
    while not session.is_over:
        step()
        wait(0)
    shot(window, "19-anti-monopoly-end")
    Session.SECONDS_PER_MINUTE = 60.0
    tutorial_shots(window, "anti_monopoly", players, shot, "20-anti-monopoly-tutorial")


def _while_open(open_dialog, look) -> None:
    """Open a modal dialog, `look` at it once shown, then close it."""
    from PySide6.QtCore import QTimer

    def seen() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            look(dialog)
            dialog.reject()

    QTimer.singleShot(100, seen)
    open_dialog()
