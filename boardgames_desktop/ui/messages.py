"""Any error the window may meet, in the player's words."""

from .. import storage
from ..rules import RulesError
from . import games, texts


def error_text(game: str | None, error: Exception) -> str:
    if isinstance(error, storage.SaveError):
        return texts.save_error_text(error)
    if isinstance(error, RulesError):
        shared = texts.rules_error_text(error.code, error.params)
        if shared is not None or game is None:
            return shared or texts.rules_error_text("bad_action", {})
        return games.error_text(game, error) or texts.rules_error_text("bad_action", {})
    raise TypeError(f"not an error the player is told about: {error!r}")
