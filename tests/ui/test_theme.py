"""The chrome's colours (one named set, light and dark, readable in both) follow the colour scheme
live, and its words (and a table's) follow the user's font size."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from boardgames_desktop.ui import theme
from boardgames_desktop.ui.app.start_screen import StartScreen
from boardgames_desktop.ui.table.handover import HandoverScreen
from layouts import window_with


@pytest.fixture
def restored(qapp):
    """The scheme, palette and font as they were, after the test."""
    window, font = qapp.palette().color(QPalette.ColorRole.Window), qapp.font()
    yield
    theme.force(None)
    qapp.setFont(font)
    assert qapp.palette().color(QPalette.ColorRole.Window) == window


def test_every_colour_has_a_light_and_a_dark_value():
    for name, (light, dark) in theme.COLOURS.items():
        assert QColor(light).isValid() and QColor(dark).isValid(), name
        assert light.startswith("#") and dark.startswith("#"), name
    used = {name for pair in theme.TEXT_ON_BACKGROUND for name in pair}
    assert used <= set(theme.COLOURS)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("text, background", theme.TEXT_ON_BACKGROUND)
def test_words_are_readable_on_what_they_stand_on(text, background, scheme):
    ratio = theme.contrast(getattr(theme.COLOURS[text], scheme), getattr(theme.COLOURS[background], scheme))
    assert ratio >= 4.5, f"{text} on {background} in the {scheme} scheme: {ratio:.2f}"


def test_contrast_is_the_wcag_ratio():
    assert theme.contrast("#000000", "#ffffff") == pytest.approx(21)
    assert theme.contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


def _title_colour(screen) -> str:
    screen._title.ensurePolished()
    return screen._title.palette().color(QPalette.ColorRole.WindowText).name()


def test_a_scheme_change_restyles_a_live_start_screen(qtbot, restored):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.show()
    assert _title_colour(screen) == theme.COLOURS["title"].light

    theme.force(True)
    assert theme.is_dark()
    assert _title_colour(screen) == theme.COLOURS["title"].dark
    assert theme.COLOURS["tile"].dark in screen.styleSheet()
    # The standard widgets turn dark with it: a button's words stay readable on it.
    palette = screen.rules_buttons[0].palette()
    assert palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5
    assert theme.contrast(palette.color(QPalette.ColorRole.ButtonText).name(),
                          palette.color(QPalette.ColorRole.Button).name()) >= 4.5

    theme.force(False)
    assert _title_colour(screen) == theme.COLOURS["title"].light


def test_the_systems_dark_scheme_restyles_the_chrome(qtbot, qapp, restored, monkeypatch):
    with monkeypatch.context() as forced:
        forced.setattr(theme, "_forced", True)
        dark = theme.palette()
    screen = StartScreen()
    handover = HandoverScreen()
    qtbot.addWidget(screen)
    qtbot.addWidget(handover)
    screen.show()
    # What Qt does when the system turns dark: the scheme's palette, then the signal.
    qapp.setPalette(dark)
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.is_dark()
    assert _title_colour(screen) == theme.COLOURS["title"].dark
    assert theme.COLOURS["card"].dark in handover.styleSheet()
    assert handover._cover == QColor(theme.COLOURS["handover_cover"].dark)


def test_the_chromes_words_follow_the_users_font_size(qtbot, qapp, restored):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen._title.ensurePolished()
    title, tile = screen._title.font().pointSizeF(), screen.tiles[0].width()
    assert title == pytest.approx(30 * qapp.font().pointSizeF() / theme.BASE_POINTS, abs=0.1)

    bigger = qapp.font()
    bigger.setPointSizeF(qapp.font().pointSizeF() * 1.5)
    qapp.setFont(bigger)
    screen._title.ensurePolished()
    assert screen._title.font().pointSizeF() == pytest.approx(title * 1.5, abs=0.1)
    assert screen.tiles[0].width() > tile  # the tile grows with its words


def test_a_tables_words_follow_the_users_font_size_and_keep_their_felt(qtbot, qapp, restored):
    window = window_with("x_nimmt", 3, "choosing", (1180, 760))
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    table, page = window.game_page.table, window.game_page
    words, log, felt = table.phase_label.font().pixelSize(), page.log_view.font().pixelSize(), table.styleSheet()

    before = theme.table_text_ratio()
    bigger = qapp.font()
    bigger.setPointSizeF(qapp.font().pointSizeF() * 1.2)
    qapp.setFont(bigger)
    table.phase_label.ensurePolished()
    grown = theme.table_text_ratio() / before
    assert grown > 1.1
    assert table.phase_label.font().pixelSize() == pytest.approx(words * grown, abs=1)
    assert page.log_view.font().pixelSize() == pytest.approx(log * grown, abs=1)

    bigger.setPointSizeF(qapp.font().pointSizeF() * 2)  # beyond the limit the zoom takes over
    qapp.setFont(bigger)
    table.phase_label.ensurePolished()
    assert theme.table_text_ratio() == theme.TABLE_TEXT_LIMIT
    assert table.phase_label.font().pixelSize() == pytest.approx(words * theme.TABLE_TEXT_LIMIT / before, abs=1)

    theme.force(True)
    assert _colours(table.styleSheet()) == _colours(felt)  # dark or light, the felt is the felt


def _colours(style: str) -> list[str]:
    import re

    return re.findall(r"#[0-9a-fA-F]{6}\b|rgba?\([^)]*\)", style)


def test_screenshots_dark_asks_for_the_dark_scheme(monkeypatch, tmp_path):
    from boardgames_desktop.ui.app import launch as app, error_report, screenshots

    asked = []
    monkeypatch.setattr(error_report, "route_qt_messages", lambda: None)  # pytest-qt's handler stays
    monkeypatch.setattr(screenshots, "render_all", lambda out, language, dark=False: asked.append(dark) or 0)
    assert app.main(["boardgames-desktop", "--screenshots", str(tmp_path), "--dark"]) == 0
    assert app.main(["boardgames-desktop", "--screenshots", str(tmp_path)]) == 0
    assert asked == [True, False]
