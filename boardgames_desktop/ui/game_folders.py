"""What the window needs from each game, found in the game's folder `ui/games/<id>/` by its id:

    title(game)                         the game's name          <id>/__init__.py   title()
    picture(game, width)                its start-screen tile    <id>/art.py        picture(width)
    table_for(session, parent)          the table widget         <id>/table.py      <Id>Table (for_sale: ForSaleTable)
    event_text(game, event, players)    a log or hand-over line  <id>/texts.py      event_text(event, players)
    error_text(game, error)             its refusals, else None  <id>/texts.py      error_text(error)
    refusal_rule(game, code)            a refusal's rules anchor <id>/texts.py      REFUSAL_RULES {code: anchor}
    moves_text(game, view, actions, ..) what one may do now      <id>/texts.py      moves_text(view, actions, players)
    hint_text(game, action, view, ...)  a hint in words (opt.)   <id>/texts.py      hint_text(action, view, players)
    reason_text(game, reason, players)  why the bot hints it     <id>/texts.py      reason_text(reason, players)
    option_texts(game)                  new-game dialog words    <id>/texts.py      option_texts()
    phase_text(game, phase)             a phase, for saved games <id>/texts.py      phase_text(phase)
    screens(game)                       its screenshots          <id>/screens.py    shots(window, players, shot)

The engine speaks in codes; a game's `texts` is the one place where its codes become words
(English sources, translated in the game's own context).

The folder sits under the root package the catalog names (rules/registry.py), so nothing here lists
the games. Its pieces are imported when first needed: the start screen needs only the titles and
the pictures, usually read from the picture cache (ui/picture_cache.py) without importing `art`;
a game's texts and table wait until it is played or its words are asked for.
"""

from PySide6.QtWidgets import QWidget

from ..bundle import optional_module
from ..rules import registry
from .picture_cache import cached_picture, cached_picture_file


def _module(game: str, module: str = "", optional: bool = False):
    path = ".".join(filter(None, ("ui.games", game, module)))
    return optional_module(game, path) if optional else registry.module(game, path)


def title(game: str) -> str:
    return _module(game).title()


def table_for(session, parent: QWidget | None = None) -> QWidget:
    """A new table widget for the session's game, already showing its current view."""
    name = "".join(word.capitalize() for word in session.game.split("_")) + "Table"
    return getattr(_module(session.game, "table"), name)(session, parent)


def event_text(game: str, event, players) -> str:
    return _module(game, "texts").event_text(event, players)


def error_text(game: str, error) -> str | None:
    return _module(game, "texts").error_text(error)


def refusal_rule(game: str, code: str) -> str | None:
    """The id of the section of the game's rules pages that an own refusal `code` names (its texts'
    REFUSAL_RULES), or None (a shared code, or a game that links none)."""
    return getattr(_module(game, "texts"), "REFUSAL_RULES", {}).get(code)


def has_moves_text(game: str) -> bool:
    return hasattr(_module(game, "texts"), "moves_text")


def moves_text(game: str, view, actions, players) -> list[tuple[str, str]] | None:
    """The moves open to the person at the screen, grouped in words, each with a one-line reason:
    [(move, reason)], empty when it is not their turn; None when the game's texts have no
    `moves_text` (then nothing offers the "what can I do now" panel)."""
    own = getattr(_module(game, "texts"), "moves_text", None)
    return None if own is None else own(view, actions, players)


def hint_text(game: str, action, view, players) -> str | None:
    """The game's own words for a hinted move, if its texts define `hint_text`."""
    own = getattr(_module(game, "texts"), "hint_text", None)
    return own(action, view, players) if own is not None else None


def reason_text(game: str, reason, players) -> str:
    """A hint's reason (a bots.Reason) in words; "" if the game's texts cannot word it."""
    own = getattr(_module(game, "texts"), "reason_text", None)
    return (own(reason, players) or "") if own is not None else ""


def option_texts(game: str) -> dict[str, tuple[str, dict]]:
    return _module(game, "texts").option_texts()


def phase_text(game: str, phase: str) -> str:
    return _module(game, "texts").phase_text(phase)


def picture(game: str, width: int):
    """A QPixmap about width x (width * 5/6) for the start screen."""
    art = f"{registry.info(game).package}.ui.games.{game}.art"
    return cached_picture(art, "picture", width, lambda: _module(game, "art").picture(width))


def picture_file(game: str, width: int):
    """The same picture's file in the picture cache, or None (see picture_cache.cached_picture_file)."""
    art = f"{registry.info(game).package}.ui.games.{game}.art"
    return cached_picture_file(art, "picture", width, lambda: _module(game, "art").picture(width))


def screens(game: str):
    """The game's `shots(window, players, shot)` for `--screenshots`, or None if it has none."""
    screens = _module(game, "screens", optional=True)
    return None if screens is None else screens.shots
