"""Na prodej's colours by role, as #rrggbb (a set of them by key): its art asks `PALETTE.role`,
its style sheets `style(template)` with `@role` (ui/theme.py's GamePalette and game_style)."""

from ... import theme

COLOURS: dict[str, str | dict[str, str]] = {
    "ink": "#3b3226", "paper": "#fbf6ea", "faint_ink": "#7a7268", "sky_top": "#cfe8f7", "sky_bottom": "#f3f9fc",
    "grass": "#8fbf6a", "trunk": "#7a5230", "leaves": "#4e8f3a", "window_lit": "#fff3b0",
    "window_blue": "#d8ecff", "window_frame": "#5a4a3a", "door": "#6b4226", "door_frame": "#3b2616",
    "wall_edge": "#4a3a2a", "white": "#ffffff", "roof_red": "#c0392b", "gold": "#b8860b", "box_edge": "#6e4f2f",
    "box": "#c89f6b", "box_flaps": "#b48a58", "box_tape": "#e3cf9e", "tent_edge": "#7a2e1a", "tent": "#e0704a",
    "tent_opening": "#f2c27b", "tent_pole": "#5a3a1a", "flag": "#f6d743", "hut_wall": "#a9784a",
    "hut_roof": "#e3c16f", "hut_planks": "#7d5532", "chimney": "#8e3b2e", "cottage_wall": "#f4e3b5",
    "house_wall": "#e9eef2", "house_roof": "#2f5f8a", "villa_wall": "#f7efe0", "villa_roof": "#6c4f9c",
    "palace_edge": "#5a4520", "tower": "#f3dfa2", "palace_wall": "#f7e8bf", "palace_door": "#8b1e1e",
    "cheque_bounced": "#d9d4cc", "cheque_small": "#dcefd6", "cheque_middle": "#d6e6f5",
    "cheque_large": "#f6e7b4", "cheque_ink": "#1f3f8a", "back_house": "#2e5e4e", "back_cheque": "#7a3b2e",
    "back_pattern": "#f5e6c4", "coin_edge": "#8a6a10", "coin_dark": "#d4a017", "coin": "#f2c94c",
    "felt_light": "#3f7d5a", "felt": "#2c5e43", "felt_dark": "#1f4631",
    "tiers": {"box": "#a67c52", "tent": "#c65d3b", "hut": "#8c6a3f", "cottage": "#c0392b", "house": "#2f6f9f",
        "villa": "#6c4f9c", "palace": "#b8860b"},
    # the table's style sheet
    "label": "#fdf6e3", "title_text": "#f3e3b3", "error_text": "#ffd0c0", "table_grid": "#e8dfc8",
    "header": "#e9dcb8", "button": "#f6e7b4", "button_border": "#b8955a", "button_hover": "#fff3cc",
    "disabled": "#9fae9f", "disabled_text": "#56615a", "disabled_border": "#7d8b7f", "pass_button": "#e7d3c9",
    "pass_button_border": "#a5715c", "focus": "#ffe680", "reveal_title": "#fff8e1", "reveal_hint": "#e8e0c8",
}

PALETTE = theme.GamePalette(COLOURS)


def style(template: str) -> str:
    return theme.game_style(COLOURS, template)
