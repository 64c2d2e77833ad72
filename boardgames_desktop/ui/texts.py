"""Words shared by every game: the engine's and storage's shared codes, and where to find the rest.

Each game's own words (its title, phases, events and errors) live in its folder under ui/games;
this is the one place for the shared ones, so the engine and storage can speak in codes.
"""

from PySide6.QtCore import QCoreApplication, QObject

from . import game_folders
from .format import plural


def game_title(game: str) -> str:
    """The game's name, from its folder (ui/games/<id>/__init__.py)."""
    return game_folders.title(game)


def phase_text(game: str, phase: str) -> str:
    """A game's phase code (Progress.phase) in words: each game names its own phases."""
    if phase == "over":
        return QCoreApplication.translate("Texts", "Finished")
    return game_folders.phase_text(game, phase)


def as_rich_text(text: str) -> str:
    """`text` shown as it is where Qt guesses the format (tooltips, message boxes): it takes any
    text that looks like HTML for HTML, so a name such as "<b>Máma</b>" is escaped, inside a
    paragraph that is rich text for certain."""
    return "<p>" + escape(text).replace("\n", "<br>") + "</p>"


def as_role(text: str, role: int) -> str:
    """A model's `text` for `role`: escaped for a tooltip (see as_rich_text), as it is for the others."""
    return as_rich_text(text) if role == _TOOLTIP_ROLE else text


_TOOLTIP_ROLE = 3  # Qt.ItemDataRole.ToolTipRole, as a number: models compare roles as numbers


def escape(text: str) -> str:
    """`text` for rich text, shown as it is. (Not html.escape: the start-up would import html.entities.)"""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def players_range(low: int, high: int) -> str:
    return QCoreApplication.translate("Texts", "{low}–{high} players").format(low=low, high=high)


def rules_error_text(code: str, params: dict) -> str | None:
    """Words for the codes every game shares, or None for a game's own code."""
    texts = {
        "game_over": QCoreApplication.translate("Texts", "The game is over."),
        "not_your_turn": QCoreApplication.translate("Texts", "It is not your turn."),
        "bad_seat": QCoreApplication.translate("Texts", "There is no such player."),
        "bad_action": QCoreApplication.translate("Texts", "That move is not possible."),
        "wrong_phase": QCoreApplication.translate("Texts", "That is not possible right now."),
        "unknown_game": QCoreApplication.translate("Texts", "This program does not know that game."),
        "bad_player_count": QCoreApplication.translate("Texts", "This game is for {min} to {max} players."),
        "bad_seed": QCoreApplication.translate("Texts", "The game could not be dealt."),
        "bad_options": QCoreApplication.translate("Texts", "Some game settings are not valid."),
        "bad_setup": QCoreApplication.translate("Texts", "The game could not be dealt."),
        "rules_version": QCoreApplication.translate("Texts", "This game was saved by a different version of the rules."),
        "illegal_action": QCoreApplication.translate("Texts", "The saved game contains a move that is not allowed (move {move})."),
    }
    text = texts.get(code)
    if text is None:
        return None
    if code == "bad_player_count":
        return text.format(min=params.get("min"), max=params.get("max"))
    if code == "illegal_action":
        return text.format(move=params.get("index", 0) + 1)
    return text


def save_error_text(error) -> str:
    """What is wrong with a save file, from a storage.SaveError: made by a newer program, damaged,
    a game this program does not know, settings or a move that are not allowed."""
    code, detail = error.code, error.detail
    if code == "unsupported_version":
        return _newer_or_damaged(detail.get("found"), detail.get("current"))
    if code == "replay_failed":
        return _replay_failure_text(detail)
    texts = {
        "not_found": QCoreApplication.translate("Texts", "The file was not found."),
        "not_a_file": QCoreApplication.translate("Texts", "This is not a file with a saved game."),
        "too_large": QCoreApplication.translate("Texts", "The file is too large to be a saved game."),
        "not_json": QCoreApplication.translate("Texts", "The file is damaged or is not a saved game."),
        "wrong_format": QCoreApplication.translate("Texts", "This is not a saved game of this program."),
        "invalid": QCoreApplication.translate("Texts", "The saved game is damaged."),
        "unknown_game": QCoreApplication.translate("Texts", "This program does not know the game in this file."),
        "io_error": QCoreApplication.translate("Texts", "The file could not be read or written."),
        "not_written": QCoreApplication.translate("Texts", "The game could not be saved."),
        "other_game": QCoreApplication.translate(
            "Texts", "The game could not be saved: its file holds another game, which was left as it is."),
    }
    return texts.get(code, QCoreApplication.translate("Texts", "The saved game could not be used."))


def _newer_or_damaged(found, current) -> str:
    if isinstance(found, int) and isinstance(current, int) and found > current:
        return QCoreApplication.translate(
            "Texts", "This game was saved by a newer version of the program. Update the program to open it."
        )
    return QCoreApplication.translate("Texts", "The saved game is damaged.")


def _replay_failure_text(detail: dict) -> str:
    code, params = detail.get("code"), detail.get("params") or {}
    if code == "rules_version":
        return _newer_or_damaged(params.get("found"), params.get("expected"))
    if code == "unknown_game":
        return QCoreApplication.translate("Texts", "This program does not know the game in this file.")
    if code == "bad_options":
        return QCoreApplication.translate("Texts", "The game settings in the file are not valid.")
    index = detail.get("index")
    if isinstance(index, int):
        return QCoreApplication.translate(
            "Texts", "The saved game contains a move that is not allowed (move {move})."
        ).format(move=index + 1)
    return QCoreApplication.translate("Texts", "The saved game is damaged.")


class SharedTexts(QObject):
    """The context of the shared words with a count: plurals go through self.tr, the only call in
    which pyside6-lupdate recognises the count and keeps the plural forms."""

    def still_choosing(self, n: int) -> str:
        return plural(self.tr("Still choosing: %n player(s)", "", abs(n)), n)


_WORDS = SharedTexts()


def still_choosing(n: int) -> str:
    """Instead of the names of those still choosing, when they do not fit."""
    return _WORDS.still_choosing(n)


def computer() -> str:
    """The badge of a computer seat where its level does not fit."""
    return QCoreApplication.translate("Texts", "computer")


def computer_level(level: str | None) -> str:
    """The badge of a computer seat: "computer · hard"."""
    levels = {
        "easy": QCoreApplication.translate("Texts", "computer · easy"),
        "normal": QCoreApplication.translate("Texts", "computer · normal"),
        "hard": QCoreApplication.translate("Texts", "computer · hard"),
    }
    return levels.get(level or "normal", levels["normal"])
