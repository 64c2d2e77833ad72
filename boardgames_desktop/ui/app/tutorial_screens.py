"""A game's tutorial cards for `--screenshots` (a game's screens.py calls `tutorial_shots`): headless
games of the tutorial (play/tutorial.play_through, seeded) are played again on the window's table,
at SIZE (a small laptop's window), until every card has been on show once, and each card is shot as
it comes up."""

import random

from ...play.tutorial import play_through
from ...rules import registry
from .. import tutorials
from .screenshots import wait

MOST_GAMES = 12  # headless games tried for cards not met yet
SIZE = (1280, 680)


def tutorial_shots(window, game: str, players, shot, prefix: str) -> None:
    """Shoot each card of `game`'s tutorial once, as `<prefix>-<nn>-<card id>`; `players` are the
    screenshots' names (the first is the learner, the computers play the other seats)."""
    from ..widgets.players import TOKENS
    from ... import storage

    tutorial = tutorials.tutorial(game)
    order = {card.id: number for number, card in enumerate(tutorial.cards, 1)}
    seats = [storage.Player(name=players[0].name, kind="human", colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
             if seat == tutorial.learner else
             storage.Player(name=_computer(seat), kind="computer", level=tutorial.level(seat),
                            colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
             for seat in range(tutorial.players)]
    left, size = set(order), window.size()
    window.resize(*SIZE)
    try:
        _shoot(window, game, tutorial, seats, shot, prefix, order, left)
    finally:
        window.resize(size)


def _shoot(window, game, tutorial, seats, shot, prefix, order, left) -> None:
    from .tutorial_session import TutorialSession
    from .tutorial_start import attach
    from ..table.tutorial_overlay import TutorialOverlay

    spec = registry.get(game)
    for seed in range(MOST_GAMES):
        run = play_through(spec, tutorial, random.Random(seed))
        if not left & set(run.shown):
            continue
        session = TutorialSession.new_tutorial(game, tutorial, seats)
        session.computer_pause_ms = 600_000  # the computers' moves are the headless game's
        window.start(session)
        attach(window, session)
        overlay = window.game_page.findChild(TutorialOverlay)

        def look():
            card = session.guide.card
            if card is not None and card.id in left:
                left.discard(card.id)
                for _ in range(60):  # a move's animation plays out before the card shows
                    wait(100)
                    if overlay.card.isVisible():
                        break
                shot(window, f"{prefix}-{order[card.id]:02}-{card.id}")

        look()
        for step in run.steps:
            session.play_step(step)
            look()
        window.close_game()
        if not left:
            return


def _computer(seat: int) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("TutorialDialog", "Computer {number}").format(number=seat + 1)
