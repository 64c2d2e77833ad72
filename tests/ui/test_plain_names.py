"""Names are plain text on every screen: a name that looks like HTML is shown as typed, in every game."""

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QTableView

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session

NAMES = ["<b>Máma</b>", "<i>Táta</i>", "<u>Ema</u>", "<s>Děda</s>", "<h1>Bába</h1>", "<tt>Petr</tt>"]


def drawn_as_markup(window) -> list[str]:
    """Texts of visible labels, and tooltips of the tables and lists, that Qt would draw as rich
    text while they hold a name's tag."""
    found = [label.text() for label in window.findChildren(QLabel)
             if label.isVisible() and "</" in label.text() and label.textFormat() != Qt.PlainText]
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        columns = model.columnCount(QModelIndex()) if isinstance(view, QTableView) else 1
        for row in range(model.rowCount(QModelIndex())):
            for column in range(columns):
                tip = model.index(row, column).data(Qt.ToolTipRole)
                if isinstance(tip, str) and any(name in tip for name in NAMES):  # not escaped
                    found.append(tip)
    return found


@pytest.mark.parametrize("game", [info.id for info in registry.catalog()])
def test_names_that_look_like_html_are_shown_as_typed(game, qtbot):
    count = registry.info(game).min_players
    players = [storage.Player(name=NAMES[seat], kind="human", colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
               for seat in range(count)]
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    session = Session.new(game, players, seed=4)
    session.computer_pause_ms = 0
    window.start(session)

    seen_names = 0
    for _ in range(12):
        window.grab()
        assert drawn_as_markup(window) == []
        seen_names += sum(name in label.text() for label in window.findChildren(QLabel) if label.isVisible()
                          for name in NAMES)
        if session.handover_to is not None:
            buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisible() and "<" in b.text()]
            assert buttons and all(b.text().count("<") == 2 for b in buttons)  # the name whole, no markup eaten
            session.confirm_handover()
        elif session.legal_actions():
            session.act(session.legal_actions()[0])
    assert seen_names > 0
