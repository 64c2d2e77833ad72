"""X bere!'s colours by role, as #rrggbb (a set of them by key): its art asks `PALETTE.role`,
its style sheets `style(template)` with `@role` (ui/theme.py's GamePalette and game_style)."""

from ... import theme

COLOURS: dict[str, str | dict[str, str]] = {
    "ink": "#33291f", "focus": "#ffe680", "cream": "#fff4d6", "horns": "#f4ead2", "ears": "#d9c7a8",
    "white": "#ffffff", "spot": "#3a2d22", "muzzle": "#f2b5ac", "nostrils": "#8c4a42", "row_card": "#2f5b4a",
    "x_card": "#4b3f7a", "back": "#7a3f2b", "last_red": "#dc3d32", "x_letter": "#f3e9ff",
    "back_ring": "#f6e3c0", "wood_top": "#8c5a32", "wood_bottom": "#74472a", "caption": "#fff8e1",
    "hint": "#f1e4c4", "badge_ring": "#fff8e6",
    "head_faces": {"1": "#fbf6ea", "2": "#cfe2f6", "3": "#f9e27d", "5": "#f6a04d", "7": "#dc3d32"},
    "head_borders": {"1": "#9b8f78", "2": "#4d7cae", "3": "#b8932a", "5": "#b35a12", "7": "#7e1710"},
    "head_numbers": {"1": "#33291f", "2": "#1d3557", "3": "#4a3810", "5": "#3d1d04", "7": "#ffffff"},
    # the table's style sheet
    "label": "#fff6df", "title_text": "#ffe9b8", "room_full_text": "#ffd0c0", "error_text": "#ffd6c8",
    "table": "#fbf6ea", "table_grid": "#e8dfc8", "header": "#efe0b9", "button": "#f6e7b4",
    "button_border": "#b8955a", "button_hover": "#fff3cc", "disabled": "#b9a98c",
    "disabled_text": "#6d604b", "disabled_border": "#917f61", "round_card_note_text": "#5a4a36",
    "score_sheet": "#fffdf6", "score_border": "#e2d5b5", "score_grid": "#eee3c8",
    "round_card_header": "#efe3c2", "round_card_button_focus_border": "#d9a21b",
}

PALETTE = theme.GamePalette(COLOURS)


def style(template: str) -> str:
    return theme.game_style(COLOURS, template)
