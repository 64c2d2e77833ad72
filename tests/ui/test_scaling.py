"""Cards, words and the log grow with the window and with the zoom; F11 and the zoom keys."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence

from boardgames_desktop.ui import scale
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.rules import registry
from layouts import moments, window_with
from test_layout import layout_problems


def _growing() -> list:
    """(game, its first moment) of every game of the catalog whose cards grow with the window
    (tests/ui/<id>/moments.py names their size; None for a game without a hand of cards)."""
    return [pytest.param(game.id, next(iter(moments(game.id).MOMENTS)), id=game.id) for game in registry.catalog()
            if moments(game.id).card_size is not None]


def _shown(qtbot, game, moment, size, n=4):
    window = window_with(game, n, moment, size)
    qtbot.addWidget(window)
    window.requested = size
    qtbot.waitExposed(window)
    qtbot.wait(10)
    return window


def _sizes(window) -> dict:
    """The sizes that must grow: the table's cards, its words and the log's."""
    table = window.game_page.table
    return {"cards": moments(window.session.game).card_size(table), "words": table.phase_label.font().pixelSize(),
            "log": window.game_page.log_view.font().pixelSize()}


def normal_scale(window) -> float:
    """The scale of the window's table at 100 %."""
    fit = min(window.game_page.table.width() / scale.REFERENCE.width(),
              window.game_page.table.height() / scale.REFERENCE.height())
    return max(scale.SMALLEST, min(scale.LARGEST, fit))


@pytest.mark.parametrize("game, moment", _growing())
def test_cards_words_and_log_grow_with_the_window(qtbot, game, moment):
    small = _sizes(_shown(qtbot, game, moment, (1024, 600)))
    big = _sizes(_shown(qtbot, game, moment, (1920, 1040)))
    for what in small:
        assert big[what] >= 1.4 * small[what], (what, small, big)


def test_the_zoom_makes_words_larger_and_is_remembered(qtbot):
    window = _shown(qtbot, "for_sale", "selling", (1920, 1080))
    table = window.game_page.table
    normal = _sizes(window)
    assert not window.zoom_reset_action.isEnabled()
    window.zoom_in_action.trigger()
    window.zoom_in_action.trigger()
    qtbot.wait(10)
    assert float(QSettings().value("zoom")) == 1.25
    zoomed = _sizes(window)
    assert zoomed["words"] > normal["words"] and zoomed["log"] > normal["log"]
    assert zoomed["cards"] != normal["cards"]
    assert table.scale == pytest.approx(normal_scale(window) * 1.25, abs=0.05)
    problems = layout_problems(window)
    assert not problems, "\n".join(problems)  # the cards make room for the larger words

    again = _shown(qtbot, "for_sale", "selling", (1920, 1080))  # a new window remembers the zoom
    assert again.game_page.table.scale == pytest.approx(normal_scale(again) * 1.25, abs=0.05)
    again.zoom_reset_action.trigger()
    assert again.game_page.table.scale == pytest.approx(normal_scale(again), abs=0.05)
    for _ in range(10):
        again.zoom_out_action.trigger()
    assert not again.zoom_out_action.isEnabled() and float(QSettings().value("zoom")) == 0.8


def test_the_view_menu_keys(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert QKeySequence("F11") in window.full_screen_action.shortcuts()
    assert QKeySequence("Ctrl++") in window.zoom_in_action.shortcuts()
    assert QKeySequence("Ctrl+-") in window.zoom_out_action.shortcuts()
    assert window.zoom_reset_action.shortcuts() == [QKeySequence("Ctrl+0")]
    assert {action.text() for action in window.view_menu.actions() if action.text()} == {
        "&Full screen", "&Larger", "&Smaller", "&Normal size"}


def test_f11_toggles_full_screen(qtbot):
    window = _shown(qtbot, "x_nimmt", "choosing", (1280, 680))
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key_F11)
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()


def test_ctrl_plus_zooms_in(qtbot):
    window = _shown(qtbot, "dostihy", "roll", (1366, 700))
    window.activateWindow()
    before = window.game_page.table.scale
    qtbot.keyClick(window, Qt.Key_Plus, Qt.ControlModifier)
    assert window.game_page.table.scale > before



@pytest.mark.parametrize("game, moment", _growing())
def test_the_first_table_after_the_hand_over_is_sized_at_once(qtbot, game, moment):
    """A new game's first table: its cards as large as after a redraw (the first move), not sized for
    the parts of the table as they were before they were shown."""
    from boardgames_desktop.ui.app.session import Session
    from layouts import players

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.requested = (1280, 680)
    window.show()
    qtbot.waitExposed(window)
    window.start(Session.new(game, players(registry.get(game).min_players + 1), 5))
    window.session.confirm_handover()
    qtbot.wait(10)
    first = _sizes(window)["cards"]
    window.game_page.table.refresh()
    qtbot.wait(10)
    assert _sizes(window)["cards"] == first
    problems = layout_problems(window)
    assert not problems, "\n".join(problems)
