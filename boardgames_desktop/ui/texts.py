"""Words shared by every game: the engine's and storage's shared codes, and where to find the rest.

Each game's own words (its title, phases, events and errors) live in its folder under ui/games;
this is the one place for the shared ones, so the engine and storage can speak in codes.
"""

from PySide6.QtCore import QCoreApplication

from . import games


def game_title(game: str) -> str:
    """The game's name, from its folder (ui/games/<id>/__init__.py)."""
    return games.title(game)


def phase_text(game: str, phase: str) -> str:
    """A game's phase code (Progress.phase) in words: each game names its own phases."""
    if phase == "over":
        return QCoreApplication.translate("Texts", "Finished")
    return games.phase_text(game, phase)


def players_range(low: int, high: int) -> str:
    return QCoreApplication.translate("Texts", "%1–%2 players").replace("%1", str(low)).replace("%2", str(high))


def rules_error_text(code: str, params: dict) -> str | None:
    """Words for the codes every game shares, or None for a game's own code."""
    texts = {
        "game_over": QCoreApplication.translate("Texts", "The game is over."),
        "not_your_turn": QCoreApplication.translate("Texts", "It is not your turn."),
        "bad_seat": QCoreApplication.translate("Texts", "There is no such player."),
        "bad_action": QCoreApplication.translate("Texts", "That move is not possible."),
        "wrong_phase": QCoreApplication.translate("Texts", "That move does not belong to this part of the game."),
        "unknown_game": QCoreApplication.translate("Texts", "This program does not know that game."),
        "bad_player_count": QCoreApplication.translate("Texts", "This game is for %1 to %2 players."),
        "bad_seed": QCoreApplication.translate("Texts", "The game could not be dealt."),
        "bad_options": QCoreApplication.translate("Texts", "Some game settings are not valid."),
        "bad_setup": QCoreApplication.translate("Texts", "The game could not be dealt."),
        "rules_version": QCoreApplication.translate("Texts", "This game was saved by a different version of the rules."),
        "illegal_action": QCoreApplication.translate("Texts", "The saved game contains a move that is not allowed (move %1)."),
    }
    text = texts.get(code)
    if text is None:
        return None
    if code == "bad_player_count":
        return text.replace("%1", str(params.get("min"))).replace("%2", str(params.get("max")))
    if code == "illegal_action":
        return text.replace("%1", str(params.get("index", 0) + 1))
    return text


def save_error_text(code: str) -> str:
    texts = {
        "not_found": QCoreApplication.translate("Texts", "The file was not found."),
        "too_large": QCoreApplication.translate("Texts", "The file is too large to be a saved game."),
        "not_json": QCoreApplication.translate("Texts", "The file is damaged or is not a saved game."),
        "wrong_format": QCoreApplication.translate("Texts", "This is not a saved game of this program."),
        "unsupported_version": QCoreApplication.translate("Texts", "This game was saved by a different version of the program."),
        "invalid": QCoreApplication.translate("Texts", "The saved game is damaged."),
        "unknown_game": QCoreApplication.translate("Texts", "This program does not know the game in this file."),
        "replay_failed": QCoreApplication.translate("Texts", "The saved game contains a move that is not allowed."),
        "io_error": QCoreApplication.translate("Texts", "The file could not be read or written."),
    }
    return texts.get(code, QCoreApplication.translate("Texts", "The saved game could not be used."))
