"""Poslední vůle's colours by role, as #rrggbb (a set of them by key): its art asks `PALETTE.role`,
its style sheets `style(template)` with `@role` (ui/theme.py's GamePalette and game_style)."""

from ... import theme

COLOURS: dict[str, str | dict[str, str]] = {
    "text": "#fbf6e6", "dim_text": "#cfe0d2", "focus": "#ffe680", "blocked_edge": "#333333",
    "blocked": "#9e9e9e", "white": "#ffffff", "lost_value": "#c62828", "ink": "#2e241b", "coin_edge": "#8a6a12",
    "coin": "#f1c84b", "actions_box": "#3a5f8a", "crowns": "#b8860b", "sun": "#f5b700", "activated": "#1e8a4c",
    "back_frame": "#f8f1dc", "back_crowns": "#ffd54f", "felt_top": "#29503d", "felt_bottom": "#1d3a2c",
    "moving_words": "#fff3c4", "moving_hint": "#e8e0c8",
    "backs": {"experiences": "#efe3c0", "helpers": "#7a1f2b", "properties": "#7b5a3a", "companions": "#2f86c8",
        "specials": "#c62828", "happy_days": "#e9b824"},
    "faces": {"experiences": "#fdf8ea", "helpers": "#f7eaea", "properties": "#f4ece0", "companions": "#e6f1fa",
        "specials": "#fbe9e6", "happy_days": "#fff5d2"},
    "borders": {"white": "#ffffff", "black": "#1d1a18", "property": "#1d1a18", "companion": "#2f86c8",
        "happy_day": "#d49a00"},
    "companions": {"horse": "#8d5a2b", "dog": "#6d6d6d", "cook": "#f2f2f2", "lady": "#b0417a"},
    # the table's style sheet
    "label": "#fbf6e6", "title_text": "#ffe9a8", "error_text": "#ffd0c0", "hint_text": "#fff3c4",
    "combo": "#fffdf4", "combo_text": "#2b2118", "combo_border": "#c9b27a", "button": "#f6e7b4",
    "button_text": "#3b3226", "button_border": "#b8955a", "button_hover": "#fff3cc",
    "disabled": "#9fae9f", "disabled_text": "#56615a", "disabled_border": "#7d8b7f",
    "table": "#fbf6ea", "table_grid": "#e8dfc8", "header": "#e9dcb8",
}

PALETTE = theme.GamePalette(COLOURS)


def style(template: str) -> str:
    return theme.game_style(COLOURS, template)
