"""Dostihy a sázky's colours by role, as #rrggbb (a set of them by key): its art asks `PALETTE.role`,
its style sheets `style(template)` with `@role` (ui/theme.py's GamePalette and game_style)."""

from ... import theme

COLOURS: dict[str, str | dict[str, str]] = {
    "ink": "#2b2118", "white": "#ffffff", "bankrupt_text": "#5a5a55",
    # the horse cards of each group (by its rosettes): edge and paper; a pawned card's grey
    "group_brown": "#8a5a2b", "group_brown_paper": "#f7efe0", "blue": "#1f5fa8", "group_blue_paper": "#eaf2fb",
    "group_gold": "#b8860b", "group_gold_paper": "#fff6d8",
    "pawned_light": "#8d948f", "pawned_dark": "#6b726d", "pawned_edge": "#4a504c", "pawned_name": "#f4f4f0",
    "rosette_red": "#c8102e", "rosette_heart": "#ffd54a",
    "horse_chestnut": "#9b5b2e", "horse_dark_bay": "#5a3a22", "horse_grey": "#d9cbb4", "horse_eye": "#1b1b1b",
    "symbol_horse": "#8a4f24", "star": "#ffcc33", "star_edge": "#9a6b00",
    "stable_edge": "#5b3a1a", "stable_paper": "#f3e6cc", "stable_door": "#fff8e6",
    "coin": "#f2c230", "coin_edge": "#8a6a10", "coin_ring": "#b8900f",
    "die": "#fffdf6", "die_edge": "#6f6a5f", "die_pip": "#222222",
    "card_green": "#1e7b3a", "card_red": "#b3261e", "chance_paper": "#fffaf0",
    "turf_top": "#3f8f3a", "turf_bottom": "#2f7530", "rail": "#fbfbf5",
    # the table's style sheet (its focus ring also marks the seat on turn on the board)
    **theme.GREEN_TABLE_STYLE, "chance_reader_text": "#55493a",
}

PALETTE = theme.GamePalette(COLOURS)


def style(template: str) -> str:
    return theme.game_style(COLOURS, template)
