"""Words shared by every game: game titles, phases, and the engine's and storage's shared codes.

Each game's own event and error words live in its folder under ui/games; this is the one place
for the rest, so the engine and storage can speak in codes.
"""

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def game_title(game: str) -> str:
    titles = {
        "for_sale": _t("For Sale"),
        "x_nimmt": _t("X Takes!"),
        "last_will": _t("Last Will"),
        "dostihy": _t("Horse Races and Bets"),
        "anti_monopoly": _t("Anti-Monopoly"),
    }
    return titles.get(game, game)


def phase_text(phase: str) -> str:
    phases = {
        "buying": _t("Buying houses"),
        "selling": _t("Selling houses"),
        "over": _t("Finished"),
    }
    return phases.get(phase, phase)


def players_range(low: int, high: int) -> str:
    return _t("%1–%2 players").replace("%1", str(low)).replace("%2", str(high))


def rules_error_text(code: str, params: dict) -> str | None:
    """Words for the codes every game shares, or None for a game's own code."""
    texts = {
        "game_over": _t("The game is over."),
        "not_your_turn": _t("It is not your turn."),
        "bad_seat": _t("There is no such player."),
        "bad_action": _t("That move is not possible."),
        "wrong_phase": _t("That move does not belong to this part of the game."),
        "unknown_game": _t("This program does not know that game."),
        "bad_player_count": _t("This game is for %1 to %2 players."),
        "bad_seed": _t("The game could not be dealt."),
        "bad_options": _t("Some game settings are not valid."),
        "bad_setup": _t("The game could not be dealt."),
        "rules_version": _t("This game was saved by a different version of the rules."),
        "illegal_action": _t("The saved game contains a move that is not allowed (move %1)."),
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
        "not_found": _t("The file was not found."),
        "too_large": _t("The file is too large to be a saved game."),
        "not_json": _t("The file is damaged or is not a saved game."),
        "wrong_format": _t("This is not a saved game of this program."),
        "unsupported_version": _t("This game was saved by a different version of the program."),
        "invalid": _t("The saved game is damaged."),
        "unknown_game": _t("This program does not know the game in this file."),
        "replay_failed": _t("The saved game contains a move that is not allowed."),
        "io_error": _t("The file could not be read or written."),
    }
    return texts.get(code, _t("The saved game could not be used."))
