"""The chrome's look: one named colour set with a light and a dark value, text sizes that follow the
user's font size, and style sheets that follow both as they change.

The chrome (start screen, dialogs, the thinking line, the hand-over card, the turn banner, the rules)
follows the system colour scheme; the tables keep their own felt. A style sheet names a colour as
`@name` and gives its font sizes in pt as designed for an application font of BASE_POINTS:
`style()` puts in the colours of the scheme and the sizes of the user's font. Whatever its size
and unit, a text keeps its proportion to the application's font.
"""

import re
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QFontInfo, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# The application font the sizes were designed at: Qt's default on Windows, 9 pt, 12 px at 96 dpi.
BASE_POINTS, BASE_PIXELS = 9.0, 12
TABLE_TEXT_LIMIT = 1.25


class Colour(NamedTuple):
    light: str
    dark: str


COLOURS: dict[str, Colour] = {
    # The window in general: the palette of a platform that cannot switch schemes (see force()).
    "window": Colour("#efefef", "#2b2d30"),
    "window_text": Colour("#1e1e1e", "#e8e6e3"),
    "base": Colour("#ffffff", "#1f2023"),
    "alternate_base": Colour("#f5f5f5", "#27292c"),
    "text": Colour("#1e1e1e", "#e8e6e3"),
    "button": Colour("#efefef", "#3a3d41"),
    "button_text": Colour("#1e1e1e", "#e8e6e3"),
    "highlight": Colour("#30609c", "#2f6aad"),
    "highlighted_text": Colour("#ffffff", "#ffffff"),
    "disabled_text": Colour("#8a8a8a", "#8d9094"),
    "link": Colour("#1d4f9c", "#8cc4f0"),
    "quiet_text": Colour("#4a4a4a", "#c4c1bc"),  # the thinking line
    # The start screen: warm paper, in the evening a warm dark.
    "start_top": Colour("#f7f1e3", "#2e2a24"),
    "start_bottom": Colour("#e8dcc0", "#221f1a"),
    "title": Colour("#3b2f1e", "#f3e6cc"),
    "subtitle": Colour("#5b4b33", "#d9c9a9"),
    "tile": Colour("#fffdf7", "#3a342b"),
    "tile_text": Colour("#3b2f1e", "#f3e6cc"),
    "tile_border": Colour("#d2c29f", "#6f5f45"),
    "tile_hover": Colour("#fff6de", "#4a4133"),
    "tile_hover_border": Colour("#b5832b", "#e0a84a"),
    # A card over the table: the hand-over and the turn banner.
    "card": Colour("#fffaf0", "#302c26"),
    "card_border": Colour("#d9cbb0", "#6b5e48"),
    "card_text": Colour("#2b2b2b", "#f2ede3"),
    "card_quiet_text": Colour("#4a4a4a", "#cdc6b8"),
    "tutorial_ring": Colour("#f29e0c", "#ffc640"),  # a tutorial card's frame, and its ring round a control
    "handover_cover": Colour("#1d2b1f", "#141d15"),  # the dark green round the hand-over card
    # Messages under the table, the end bar.
    "note": Colour("#eef6ee", "#1e3526"),
    "note_text": Colour("#1f4d2b", "#cdeed5"),
    "note_border": Colour("#a9cdb0", "#3f6b4b"),
    "problem": Colour("#fdecea", "#4a2020"),
    "problem_text": Colour("#8a1c1c", "#ffd3cd"),
    "problem_border": Colour("#e0a8a0", "#8a4a44"),
    "error_text": Colour("#b00020", "#ff8a80"),  # a problem said on the window's own background
    "end_bar": Colour("#24483a", "#1b382c"),
    # The rules.
    "rules_heading": Colour("#1d4f7c", "#8cc4f0"),
    "rules_example": Colour("#f2e6c9", "#f2e6c9"),  # mixed into the paper, a little in the dark
    # A seat without a colour of its own; the computer badge, on the felt and in lists alike.
    "no_colour": Colour("#444444", "#444444"),
    "computer_badge": Colour("#5d6b78", "#5d6b78"),
    "computer_badge_text": Colour("#ffffff", "#ffffff"),
}

# The style sheet of a table on green felt with cream buttons and score sheets (Dostihy a sázky and
# Anti-Monopoly), by role: the palettes of the games that use it take it in whole.
GREEN_TABLE_STYLE: dict[str, str] = {
    "label": "#fbfbf2", "title_text": "#fff3c4", "error_text": "#ffd6c8", "limit_text": "#e4f3d8",
    "table": "#fbf8ee", "table_grid": "#e6dfc8", "header": "#dfe9cf", "button": "#fdf6dc",
    "button_border": "#c9b27a", "button_hover": "#fffbe8", "focus": "#ffe680", "disabled": "#a9b8a0",
    "disabled_text": "#56624f", "disabled_border": "#8c9a84", "combo": "#fffdf4",
}



class GamePalette:
    """A game's colours by role, each a QColor of its own: `palette.PALETTE.rosette_red` in a game's folder."""

    def __init__(self, roles: dict[str, str | dict[str, str]]):
        self._roles = roles

    def __getattr__(self, role: str) -> QColor:
        try:
            return QColor(self._roles[role])
        except KeyError:
            raise AttributeError(role) from None

    def group(self, name: str) -> dict[str, str]:
        return dict(self._roles[name])



def game_style(roles: dict, template: str) -> str:
    """`template`, a style sheet of a game's, with each `@role` the game's colour of that role."""
    return _NAME.sub(lambda match: roles[match.group(1)], template)


# The words and what they stand on, in the chrome: each pair is readable (WCAG AA) in both schemes.
TEXT_ON_BACKGROUND = (
    ("window_text", "window"),
    ("text", "base"),
    ("text", "alternate_base"),
    ("button_text", "button"),
    ("highlighted_text", "highlight"),
    ("quiet_text", "window"),
    ("error_text", "window"),
    ("error_text", "base"),
    ("title", "start_top"),
    ("title", "start_bottom"),
    ("subtitle", "start_bottom"),
    ("tile_text", "tile"),
    ("tile_text", "tile_hover"),
    ("card_text", "card"),
    ("card_quiet_text", "card"),
    ("note_text", "note"),
    ("problem_text", "problem"),
    ("rules_heading", "base"),
    ("link", "base"),
    ("computer_badge_text", "computer_badge"),
)

_forced: bool | None = None
_NAME = re.compile(r"@([a-z_]+)")
_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt\b")
_ROLES = {
    "window": QPalette.ColorRole.Window,
    "window_text": QPalette.ColorRole.WindowText,
    "base": QPalette.ColorRole.Base,
    "alternate_base": QPalette.ColorRole.AlternateBase,
    "text": QPalette.ColorRole.Text,
    "button": QPalette.ColorRole.Button,
    "button_text": QPalette.ColorRole.ButtonText,
    "highlight": QPalette.ColorRole.Highlight,
    "highlighted_text": QPalette.ColorRole.HighlightedText,
    "link": QPalette.ColorRole.Link,
}


def is_dark() -> bool:
    """Whether the chrome is in its dark colours: as forced, else as the window's palette is.

    Qt (6.5+) gives the window the palette of the system's colour scheme and then says so by
    QStyleHints.colorSchemeChanged, which changes() follows; the palette also tells a desktop that
    has no scheme. Asking colorScheme() itself would build PySide's whole Qt namespace at start-up
    (see start_screen.py)."""
    if _forced is not None:
        return _forced
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5


def colour(name: str) -> str:
    """The colour `name` of COLOURS in the scheme in use, as #rrggbb."""
    light, dark = COLOURS[name]
    return dark if is_dark() else light


def _application_font() -> QFontInfo:
    """The application's font, as a new widget has it. (Asked of QApplication.font(), PySide6 would
    build QFont, with its enums, before the start screen's first paint: 7 M instructions.)"""
    return QWidget().fontInfo()


def font_ratio() -> float:
    """The user's font size to the one the sizes were designed at, for sizes in pt (the chrome's)."""
    return _application_font().pointSizeF() / BASE_POINTS


def pixel_font_ratio() -> float:
    """The same for sizes in px (the tables'): the height of the user's letters to BASE_PIXELS. On
    a screen of other than 96 dpi (a Mac's 72) a pt is not the same number of px, so it differs."""
    return _application_font().pixelSize() / BASE_PIXELS


def table_text_ratio() -> float:
    """How much a table's words grow with the user's font size: fully up to TABLE_TEXT_LIMIT, no
    further, because a table's cards and rows are sized by its window, not by its words (larger
    letters than that crowd them out of their places); the zoom (Ctrl+plus) enlarges a table whole."""
    return min(pixel_font_ratio(), TABLE_TEXT_LIMIT)


def points(size: float) -> float:
    """A text size designed as `size` pt, at the user's font size."""
    return round(size * font_ratio(), 1)


def style(template: str) -> str:
    """`template` with each `@name` the colour of that name, and each size in pt at the user's font size."""
    sized = _POINTS.sub(lambda match: f"{points(float(match.group(1)))}pt", template)
    return _NAME.sub(lambda match: colour(match.group(1)), sized)


class _Changes(QObject):
    changed = Signal()


_changes: _Changes | None = None


def changes() -> _Changes:
    """The one object whose `changed` says the colour scheme, the palette or the application's font
    changed (the system's, or a forced scheme). Qt tells widgets with a style sheet of neither."""
    global _changes
    if _changes is None:
        app = QGuiApplication.instance()
        _changes = _Changes(app)
        QGuiApplication.styleHints().colorSchemeChanged.connect(_changes.changed)
        app.paletteChanged.connect(_changes.changed)
        app.fontChanged.connect(_changes.changed)
        _changes.destroyed.connect(_forget_changes)
    return _changes


def _forget_changes() -> None:
    global _changes
    _changes = None


def force(dark: bool | None) -> None:
    """Show the dark (True) or light (False) colours whatever the system says, or (None) follow it again.

    Asks the platform for the scheme; where it cannot switch (offscreen, some Linux desktops) the
    window's palette is set from COLOURS, so the standard widgets match the chrome."""
    global _forced
    _forced = dark
    app = QApplication.instance()
    from PySide6.QtCore import Qt  # the Qt namespace costs start-up time (see start_screen.py): only here

    wanted = Qt.ColorScheme.Unknown if dark is None else Qt.ColorScheme.Dark if dark else Qt.ColorScheme.Light
    QGuiApplication.styleHints().setColorScheme(wanted)
    if dark is None:
        app.setPalette(QPalette())  # none of its own: the platform's again
    elif (app.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5) != dark:
        app.setPalette(palette())
    changes().changed.emit()


def palette() -> QPalette:
    """A palette of the window colours of COLOURS in the scheme in use, for a platform that has none."""
    result = QPalette()
    for name, role in _ROLES.items():
        result.setColor(role, QColor(colour(name)))
    result.setColor(QPalette.ColorRole.PlaceholderText, QColor(colour("disabled_text")))
    result.setColor(QPalette.ColorRole.ToolTipBase, QColor(colour("base")))
    result.setColor(QPalette.ColorRole.ToolTipText, QColor(colour("text")))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        result.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour("disabled_text")))
    return result


def contrast(foreground: str, background: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(name: str) -> float:
        channels = [c / 255 for c in QColor(name).getRgb()[:3]]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    lighter, darker = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


class _Follower(QObject):
    """Restyles its widget (its parent) at every change of scheme, palette or font."""

    def __init__(self, widget: QWidget, restyle: Callable[[], None]):
        super().__init__(widget)
        self.restyle = restyle
        changes().changed.connect(self._changed)

    def _changed(self) -> None:
        self.restyle()


def follow(widget: QWidget, restyle: Callable[[], None]) -> None:
    """Call `restyle` now and whenever the scheme, the palette or the user's font size changes."""
    follower = next((child for child in widget.children() if isinstance(child, _Follower)), None)
    if follower is not None:
        follower.restyle = restyle
    else:
        _Follower(widget, restyle)
    restyle()


def apply(widget: QWidget, template: str) -> None:
    """Give `widget` the style sheet `template` (see style()), now and after every change of scheme or font."""
    follow(widget, lambda: widget.setStyleSheet(style(template)))
