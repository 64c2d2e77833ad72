"""Helpers for the Anti-Monopoly table tests: sessions (with a setup script), instant moves, and
acting through the table's own controls."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import storage
from boardgames_desktop.ui.game_folders import table_for
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.games.anti_monopoly.controls import BAR, PROPERTY
from boardgames_desktop.ui.app.session import Session

PEOPLE = [("Jana", "#0072B2", "\u25cf"), ("Petr", "#D55E00", "\u25b2"), ("Babička", "#009E73", "\u25a0"),
          ("Děda", "#CC79A7", "\u25c6"), ("Eva", "#E69F00", "\u2605"), ("Honza", "#56B4E9", "\u2665")]


def make_players(n=3, computers=()):
    return [storage.Player(name=name, kind="computer" if seat in computers else "human",
                           level="easy" if seat in computers else None, colour=colour, symbol=symbol)
            for seat, (name, colour, symbol) in enumerate(PEOPLE[:n])]


@pytest.fixture(autouse=True)
def instant_moves(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


@pytest.fixture
def table(qtbot):
    made = []  # held until Qt has deleted them: a table whose wrapper Python drops first would get its
    # own error line's events (its event filter) while half gone

    def make(n=3, seed=7, setup=None, options=None, computers=(), size=(900, 700)):
        session = Session.new("anti_monopoly", make_players(n, computers), seed, options)
        if setup is not None:  # the same game with scripted dice, cards, titles, through the save's setup
            record = session.save.record.model_copy(update={"setup": setup})
            session.stop()
            session = Session(session.save.model_copy(update={"record": record}))
        session.computer_pause_ms = 0
        widget = table_for(session)
        qtbot.addWidget(widget)
        widget.resize(*size)
        widget.show()
        qtbot.waitExposed(widget)
        made.append(widget)
        return session, widget

    yield make
    for widget in made:
        widget.deleteLater()
    qtbot.wait(1)


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.LeftButton)


def do_with_controls(qtbot, widget, action) -> None:
    """Make `action` with the table's buttons and its list of titles, as a person would."""
    if widget.drawn_card.isVisible():
        click(qtbot, widget.drawn_card.ok_button)
    controls = widget.controls
    for name, bar_action in BAR:
        if action == bar_action:
            click(qtbot, controls.buttons[name])
            return
    for name, kind in PROPERTY:
        if isinstance(action, kind):
            controls.titles.setCurrentIndex(controls.titles.findData(action.space))
            click(qtbot, controls.buttons[name])
            return
    raise AssertionError(f"no control for {action}")
