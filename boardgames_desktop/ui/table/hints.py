"""A hint in words: what the move the normal computer player would make does.

A game may word its hints itself (`hint_text(action, view, players)` in its texts, said to the
player: every game of the program does); otherwise the move is told as the log would tell it. That needs no state: the move is played on a table dealt
at random from the seat's view alone (`determinize`), and only its first event in words is told,
unless an event before it showed something hidden or random, which would be made up.
"""

from ...rules import registry
from ...rules.core import Rng
from .. import game_folders


def hint_text(game: str, seat: int, action, view, players) -> str:
    own = game_folders.hint_text(game, action, view, players)
    if own is not None:  # a game that words its hints says "" for a move it leaves to the table
        return own
    spec = registry.get(game)
    try:
        after = spec.apply(spec.determinize(view, seat, Rng.from_seed(seat)), seat, action)
    except Exception:  # noqa: BLE001 (a game whose determinize cannot deal this view: no words, the table shows it)
        return ""
    for event in spec.events(after):
        if event.reveals:
            return ""
        words = game_folders.event_text(game, event, players) if event.visible(seat) else ""
        if words:
            return words
    return ""
