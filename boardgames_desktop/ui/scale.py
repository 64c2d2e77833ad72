"""How big a table draws: a factor from the table's size, times the family's zoom.

Each table was designed for REFERENCE (a 1366x700 laptop's table); on a bigger table its cards, fonts
and rows grow with the factor, on a smaller one they shrink, so nothing overflows and nothing stays
tiny on a big screen. The zoom (View menu, Ctrl+plus / Ctrl+minus) multiplies it, for weaker eyes,
as far as the table still lays out in its window, and is remembered in the settings. The words of a table's style sheet grow with the user's font
size as well (see ui/theme.py); the pictures of cards keep to their cards.
"""

import re

from PySide6.QtCore import QSize

from .theme import table_text_ratio

REFERENCE = QSize(860, 640)
SMALLEST, LARGEST = 0.75, 2.4
ZOOMS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)
_PIXELS = re.compile(r"(font-size:\s*)?(\d+)px")


def zoom() -> float:
    from PySide6.QtCore import QSettings  # named after the start screen's first paint (ui/app/main_window.py)

    value = QSettings().value("zoom", 1.0)
    try:
        return min(ZOOMS, key=lambda step: abs(step - float(value)))
    except (TypeError, ValueError):  # a settings file edited by hand
        return 1.0


def set_zoom(value: float) -> None:
    from PySide6.QtCore import QSettings

    QSettings().setValue("zoom", value)


def zoom_step(steps: int) -> float:
    """The zoom `steps` steps from the current one (0: back to 100 %), kept within ZOOMS."""
    if steps == 0:
        return 1.0
    at = ZOOMS.index(zoom()) + steps
    return ZOOMS[max(0, min(len(ZOOMS) - 1, at))]


def factor(size: QSize, zoomed: bool = True) -> float:
    """The factor for a table of `size` at the zoom chosen (or at 100 %), in steps of 5 % (each step
    restyles the table). A zoomed table may have to take less: see GameTable.rescale."""
    fit = min(size.width() / REFERENCE.width(), size.height() / REFERENCE.height())
    return round(max(SMALLEST, min(LARGEST, fit)) * (zoom() if zoomed else 1.0) * 20) / 20


def scaled(pixels: float, by: float) -> int:
    return max(1, round(pixels * by))


def scaled_style(style: str, by: float) -> str:
    """`style` with every length in pixels (fonts, paddings, borders, corners) times `by`, and its
    font sizes times the user's font size too (up to theme.TABLE_TEXT_LIMIT)."""
    text = table_text_ratio()
    return _PIXELS.sub(
        lambda match: f"{match.group(1) or ''}{scaled(int(match.group(2)), by * text if match.group(1) else by)}px",
        style,
    )
