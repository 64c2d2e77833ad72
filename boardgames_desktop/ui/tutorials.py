"""A game's guided first game, found in its folder: `ui/games/<id>/tutorial.py` defines `TUTORIAL`, a
play.tutorial.Tutorial. The start screen asks only whether there is one (without importing it, nor
the game's rules); the cards' words are translated in the context "<Id>Tutorial" of the game's own
translations ("ForSaleTutorial" for for_sale)."""

from importlib.util import find_spec

from ..bundle import bundled, optional_module
from ..rules import registry


def _path(game: str) -> str:
    return f"ui.games.{game}.tutorial"


def has_tutorial(game: str) -> bool:
    """Whether the game has a tutorial, found without importing it."""
    name = f"{registry.info(game).package}.{_path(game)}"
    try:
        return find_spec(name) is not None or name in bundled()
    except ImportError:
        return False


def tutorial(game: str):
    """The game's Tutorial, or None if it has none."""
    module = optional_module(game, _path(game))
    return None if module is None else module.TUTORIAL


def context(game: str) -> str:
    """The translation context of its cards: for_sale's is "ForSaleTutorial"."""
    return "".join(word.capitalize() for word in game.split("_")) + "Tutorial"


def card_text(game: str, card) -> str:
    """A card's words in the program's language."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context(game), card.text)
