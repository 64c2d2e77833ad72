"""What the window needs from each game, by game id: the one place in the UI that maps game ids.

    table_for(session, parent)          the table widget, redrawn from session.view()
    event_text(game, event, players)    one sentence for a log entry or the hand-over screen
    error_text(game, error)             words for the game's own IllegalAction codes (None for others)
    option_texts(game)                  {field: (label, {value: words})} for the new-game dialog
    picture(game, width)                a picture for the game's tile on the start screen

Each game's folder here is named by its id and is imported piece by piece when first needed: the
start screen needs only the pictures, usually read from the picture cache (ui/picture_cache.py)
without importing the game's `art`; a game's texts and table wait until it is played or its words
are asked for. Only the table widget's class, and the picture's function, differ in
name from game to game; the rest is found by the folder's convention (`texts.event_text`, ...).
"""

from importlib import import_module

from PySide6.QtWidgets import QWidget

from ..picture_cache import cached_picture

# "module:name" within each game's folder.
TABLES = {"for_sale": "table:ForSaleTable", "x_nimmt": "table:XNimmtTable", "dostihy": "table:DostihyTable"}
PICTURES = {"for_sale": "art:box_picture", "x_nimmt": "art:picture", "dostihy": "art:picture"}


def _find(game: str, where: str):
    module, _, name = where.partition(":")
    return getattr(import_module(f"{__name__}.{game}.{module}"), name)


def table_for(session, parent: QWidget | None = None) -> QWidget:
    """A new table widget for the session's game, already showing its current view."""
    return _find(session.game, TABLES[session.game])(session, parent)


def event_text(game: str, event, players) -> str:
    return _find(game, "texts:event_text")(event, players)


def error_text(game: str, error) -> str:
    return _find(game, "texts:error_text")(error)


def option_texts(game: str) -> dict[str, tuple[str, dict]]:
    return _find(game, "texts:option_texts")()


def picture(game: str, width: int):
    """A QPixmap about width x (width * 5/6) for the start screen."""
    module, _, name = PICTURES[game].partition(":")
    return cached_picture(f"{__name__}.{game}.{module}", name, width, lambda: _find(game, PICTURES[game])(width))
