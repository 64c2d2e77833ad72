"""Headless games of every tutorial (play/tutorial.play_through), shared by the tutorial tests: the
computers play as in the window (bots), the learner at random among the moves each card allows."""

import random
from functools import cache

from boardgames_desktop import bots
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import tutorials

GAMES = [info.id for info in registry.catalog() if tutorials.has_tutorial(info.id)]
RUNS = 16  # games per tutorial: a card that none of them meets is out of the learner's reach


def bot(spec, view, legal, level, rng):
    """The computers as in the window (a hard one searches: the normal one stands in, for speed)."""
    level = "normal" if level == "hard" else level
    return bots.choose(spec, view, legal, level, bots.decision_rng(rng.getrandbits(60), view.seat or 0, 0))


@cache
def runs(game: str) -> tuple:
    from boardgames_desktop.play.tutorial import play_through

    spec, tutorial = registry.get(game), tutorials.tutorial(game)
    return tuple(play_through(spec, tutorial, random.Random(run), bot) for run in range(RUNS))


def covering(game: str) -> list:
    """Few of the runs that together meet every card they meet at all (the first that meets most, then
    the one that adds most, ...)."""
    left, chosen = {card for run in runs(game) for card in run.shown}, []
    while left:
        best = max(runs(game), key=lambda run: len(left & set(run.shown)))
        chosen.append(best)
        left -= set(best.shown)
    return chosen
