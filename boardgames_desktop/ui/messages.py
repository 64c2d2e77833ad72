"""Any error the window may meet, in the player's words."""

from PySide6.QtCore import QCoreApplication

from .. import storage
from ..rules import RulesError
from . import game_folders, texts


def error_text(game: str | None, error: Exception) -> str:
    if isinstance(error, storage.SaveError):
        return texts.save_error_text(error)
    if isinstance(error, RulesError):
        # A game's own words first: they name its rule where the shared ones only say "not now".
        own = game_folders.error_text(game, error) if game is not None else None
        return own or texts.rules_error_text(error.code, error.params) or texts.rules_error_text("bad_action", {})
    raise TypeError(f"not an error the player is told about: {error!r}")


# The system's reasons a family can act on; any other is told by its code.
_FULL = {"ENOSPC", "EDQUOT"}
_FORBIDDEN = {"EACCES", "EPERM", "EROFS"}


def reason(error: Exception) -> str:
    """Why the save failed, in the player's words."""
    if not isinstance(error, storage.SaveError):
        return QCoreApplication.translate("UnsavedDialog", "The game could not be saved.")
    code = error.detail.get("errno") if error.code == "io_error" else None
    if code in _FULL:
        return QCoreApplication.translate("UnsavedDialog", "The disk is full.")
    if code in _FORBIDDEN:
        return QCoreApplication.translate("UnsavedDialog", "The program may not write into its folder.")
    if code == "ETIMEDOUT":
        return QCoreApplication.translate("UnsavedDialog", "Saving took too long.")
    return texts.save_error_text(error)
