"""Anti-Monopoly's colours by role, as #rrggbb (a set of them by key): its art asks `PALETTE.role`,
its style sheets `style(template)` with `@role` (ui/theme.py's GamePalette and game_style)."""

from ... import theme

COLOURS: dict[str, str | dict[str, str]] = {
    "ink": "#2b2118", "red": "#b8322a", "blue": "#2d5f9e", "vehicle_window": "#e8f4ff", "train": "#3b3b3b",
    "yellow": "#f5c518", "gas_flame": "#2f7fd8", "gas_flame_core": "#9fd0ff", "prison_bars": "#f0a23a",
    "police_cap": "#22305a", "cap_peak": "#111111", "scales": "#d9a441", "question_card": "#f7e7b4",
    "coin": "#e9c349", "tram": "#d94436", "bus": "#f0b323", "felt_top": "#24533d", "felt": "#2d6a4c",
    "felt_bottom": "#1f4935", "board_edge": "#5b4a3a", "board": "#fbf6e9", "board_middle": "#e8f1e4",
    "title": "#7a2e1f", "token_blue": "#0072b2", "token_orange": "#d55e00", "seat_card": "#fbf8ee",
    "seat_acting": "#ffe9a8", "quiet_ink": "#5c5040", "highlight": "#ffe27a", "plain_band": "#e0d6bf",
    "cities": {"rome": "#8d5a3b", "berlin": "#86c5e8", "madrid": "#c2569b", "amsterdam": "#ef8a2f",
        "paris": "#d7392f", "brussels": "#f1d234", "london": "#2f9a55", "athens": "#2d4f9e"},
    # the table's style sheet
    **theme.GREEN_TABLE_STYLE, "cardface": "#f7e7b4", "cardface_border": "#8a5a2b", "monopolist": "#f4c7c0",
    "monopolist_border": "#8f2b20",
}

PALETTE = theme.GamePalette(COLOURS)


def style(template: str) -> str:
    return theme.game_style(COLOURS, template)
