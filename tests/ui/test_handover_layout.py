"""The hand-over screen fits at every window size a family uses, with any name the new-game dialog allows.

Measured, not looked at: every visible label has the room its text needs at its width (no line cut
at the top or bottom, no word wider than the label), the button's text fits, nothing lies outside
its parent, and no two widgets overlap.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from boardgames_desktop import storage
from boardgames_desktop.rules.core.events import Event
from boardgames_desktop.ui import game_folders as games, i18n
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.storage.names import MAX_NAME_LENGTH
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.table.handover import HandoverScreen

SIZES = [(1024, 600), (1280, 680), (1366, 700), (1920, 1080)]
NAMES = {
    "short": "Jo",
    "two words": "Maximiliána Dvořáková"[:MAX_NAME_LENGTH],
    "one wide word": "W" * MAX_NAME_LENGTH,
}


def four_players(name: str) -> list[storage.Player]:
    """X bere! at its most players, every name as long as `name` (the second one is `name`)."""
    return [
        storage.Player(name=name if seat == 1 else f"{name[:MAX_NAME_LENGTH - 1]}{seat}", kind="human",
                       colour=token.colour, symbol=token.symbol)
        for seat, token in enumerate(TOKENS[:4])
    ]


def longest_recent_events(players) -> list[str]:
    """Four of the longest lines an X bere! hand-over can show: every name in two of them."""
    events = [
        Event(code="cards_revealed", params={"plays": [{"seat": s, "card": 90 + s} for s in range(4)]}),
        Event(code="row_filled", params={"seat": 0, "card": 55, "row": 2, "cards": [40, 42, 45, 47, 50]}),
        Event(code="x_row_collapsed", params={"seat": 3, "count": 7}),
        Event(code="round_scored", params={"round": 2, "points": [17, 3, 44, 101]}),
    ]
    return [games.event_text("x_nimmt", event, players) for event in events]


def problems_of(widget: QWidget) -> list[str]:
    name = f"{type(widget).__name__} {widget.objectName() or ''} {getattr(widget, 'text', lambda: '')()!r}"
    found = []
    if isinstance(widget, QLabel) and widget.wordWrap():
        needed = widget.heightForWidth(widget.width())
        if needed > widget.height():
            found.append(f"{name}: needs {needed} px of height, has {widget.height()}")
        widest = max((widget.fontMetrics().horizontalAdvance(word) for word in widget.text().split()), default=0)
        if widest > widget.contentsRect().width():
            found.append(f"{name}: a word needs {widest} px of width, has {widget.contentsRect().width()}")
    elif isinstance(widget, (QLabel, QPushButton)):
        hint = widget.sizeHint()
        if hint.width() > widget.width() or hint.height() > widget.height():
            found.append(f"{name}: needs {hint}, has {widget.size()}")
    parent = widget.parentWidget()
    if not parent.rect().contains(widget.geometry()):
        found.append(f"{name}: {widget.geometry()} lies outside its parent {parent.rect()}")
    return found


@pytest.fixture(scope="module")
def menu_bar_height(qapp):
    window = MainWindow()
    height = window.menuBar().sizeHint().height()
    window.deleteLater()
    return height


def czech_hand_over(qtbot, window_size, menu_bar_height, name):
    """The hand-over to the second of four X bere! players, in Czech, showing the longest lines,
    on a page as big as the window below its menu bar. Returns the page, the screen, the players and
    the lines."""
    i18n.set_language("cs")
    players = four_players(name)
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(window_size[0], window_size[1] - menu_bar_height)
    handover = HandoverScreen(page)
    handover.setGeometry(page.rect())
    page.show()
    qtbot.waitExposed(page)
    recent = longest_recent_events(players)
    handover.show_for(players[1].name, players[1].colour, players[1].symbol, recent)
    QApplication.processEvents()
    assert handover.isVisible()
    return page, handover, players, recent


def shown_in(handover) -> list[QWidget]:
    return [widget for widget in handover.findChildren(QWidget) if widget.isVisibleTo(handover)]


def problems_in(handover) -> list[str]:
    shown = shown_in(handover)
    problems = [problem for widget in shown for problem in problems_of(widget)]
    for widget in shown:
        siblings = [other for other in shown if other is not widget and other.parentWidget() is widget.parentWidget()]
        problems += [f"{widget.objectName()} overlaps {other.objectName()}"
                     for other in siblings if widget.geometry().intersects(other.geometry())]
    return problems


def words_shown(handover) -> str:
    return "\n".join(label.text() for label in shown_in(handover) if isinstance(label, QLabel))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", NAMES.values(), ids=NAMES.keys())
def test_nothing_on_the_hand_over_is_cut_or_overlaps(qtbot, menu_bar_height, size, name):
    _page, handover, players, recent = czech_hand_over(qtbot, size, menu_bar_height, name)
    assert handover.button in shown_in(handover)
    assert players[1].name in words_shown(handover) and players[1].name in handover.button.text()
    assert all(line in words_shown(handover) for line in recent)
    assert problems_in(handover) == []


def test_the_oldest_lines_give_way_where_not_all_fit(qtbot, menu_bar_height):
    """Below the sizes a family uses (or with bigger letters) the newest line stays, and still
    nothing is cut."""
    _page, handover, _, recent = czech_hand_over(qtbot, (1024, 440), menu_bar_height, NAMES["one wide word"])
    assert recent[-1] in words_shown(handover) and recent[0] not in words_shown(handover)
    assert problems_in(handover) == []


def test_a_name_is_shown_as_typed(qtbot, menu_bar_height):
    """"&" is a letter, not a keyboard shortcut, and "<b>" is not bold type."""
    _page, handover, _, _ = czech_hand_over(qtbot, SIZES[0], menu_bar_height, "Tom & <b>Jerry</b>")
    assert "Tom & <b>Jerry</b>" in words_shown(handover)
    assert "Tom && <b>Jerry</b>" in handover.button.text()
    assert all(label.textFormat() == Qt.PlainText for label in handover.findChildren(QLabel) if label.text())
