"""A computer seat is marked on every table: a "computer · level" badge beside its name."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.widgets.computer_badge import BadgeRole
from layouts import window_with

PILL = QColor("#5d6b78")
LEVELS = {"easy": "počítač · lehký", "normal": "počítač · střední", "hard": "počítač · těžký"}


def _has_pill(image) -> bool:
    return any(image.pixelColor(x, y) == PILL for x in range(image.width()) for y in range(image.height()))


def _computers(window) -> list[bool]:
    computers = [player.kind == "computer" for player in window.session.players]
    assert computers.count(True) == 1
    return computers


def _window(qtbot, game, moment, level, size=(1920, 1080)):
    i18n.set_language("cs")
    window = window_with(game, 3, moment, size, computer=level)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    qtbot.wait(10)
    return window


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game, moment", [("for_sale", "selling"), ("x_nimmt", "choosing")])
def test_the_players_table_marks_the_computer_and_its_level(qtbot, game, moment, level):
    window = _window(qtbot, game, moment, level)
    view = window.game_page.table.players_view
    model = view.model()
    names = [model.index(seat, model.NAME) for seat in range(3)]
    computers = _computers(window)
    assert [name.data(BadgeRole) for name in names] == [LEVELS[level] if c else None for c in computers]
    assert [LEVELS[level] in name.data(Qt.ToolTipRole) for name in names] == computers
    image = view.viewport().grab().toImage()
    assert [_has_pill(image.copy(view.visualRect(name))) for name in names] == computers


def test_a_computers_stable_carries_the_badge(qtbot):
    window = _window(qtbot, "dostihy", "roll", "easy")
    view = window.game_page.table.stables_view
    image = view.viewport().grab().toImage()
    stables = [view.visualRect(view.model().index(seat, 0)) for seat in range(3)]
    assert [_has_pill(image.copy(stable)) for stable in stables] == _computers(window)


def test_the_badge_shows_in_a_narrow_name_column(qtbot):
    """Where the name column is narrow the badge says only "počítač"; the tooltip still tells the level."""
    window = _window(qtbot, "for_sale", "selling", "hard", size=(1024, 600))
    view = window.game_page.table.players_view
    name = view.model().index(_computers(window).index(True), 0)
    assert _has_pill(view.viewport().grab().toImage().copy(view.visualRect(name)))
    assert "počítač · těžký" in name.data(Qt.ToolTipRole)
