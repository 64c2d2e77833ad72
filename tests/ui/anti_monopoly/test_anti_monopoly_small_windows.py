"""Anti-Monopoly in small windows (the smallest the program allows, 1024 x 600, 1280 x 680), at 100 % and
zoomed: what is laid over the board covers nothing a player reads to decide. The turn banner hid the
round, the price to buy at and the offer's first line; a card drawn, centred on the whole table, hid the
prices of the spaces on the board's right side. The banner stands where the turn's panel leaves the
board's middle free, a card drawn lies in the board's middle, its words whole (the layout check)."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect

from boardgames_desktop.ui import i18n, scale
from boardgames_desktop.ui.table import layout_check

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layouts import window_with  # noqa: E402

SMALLEST = (992, 552)  # the main window's least size with Anti-Monopoly's table


def _in_table(table, widget) -> QRect:
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def _czech_window(qtbot, moment: str, size: tuple[int, int], zoom: float = 1.0):
    """The main window at `moment` of a three-player game (Babička a hard computer), in Czech, shown."""
    scale.set_zoom(zoom)
    i18n.set_language("cs")
    window = window_with("anti_monopoly", 3, moment, size, computer="hard")
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    qtbot.wait(1)
    return window


def _banner(page, table) -> QRect:
    """The turn banner (the page's, beside the table) in the table's coordinates."""
    return QRect(table.mapFrom(page, page.turn_banner.pos()), page.turn_banner.size())


@pytest.mark.parametrize("size", [SMALLEST, (1024, 600), (1280, 680)], ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("zoom", [1.0, 1.6])
@pytest.mark.parametrize("moment", ["buy", "offer"])
def test_the_banner_and_a_card_drawn_cover_nothing_needed_to_decide(qtbot, moment, zoom, size):
    window = _czech_window(qtbot, moment, size, zoom)
    assert window.size().toTuple() == size
    page, table = window.game_page, window.game_page.table
    needed = [_in_table(table, table.centre), _in_table(table, table.players_view)]

    page.turn_banner.show_for("Babička", "#1b9e77", "square")
    page._place_banner()
    banner = _banner(page, table)
    assert not any(banner.intersects(rect) for rect in needed), (banner, needed)

    table.drawn_card.show_card("competitor", "c_customers_return", "Jana", True)
    table.banner_area_moved.emit()  # as settled() does: the table places the card
    qtbot.wait(1)
    face = _in_table(table, table.drawn_card.face)
    assert table._middle().contains(face), (face, table._middle())
    assert not face.intersects(needed[1])
    problems = layout_check.problems(table.drawn_card.face)
    assert not problems, "\n".join(problems)
    page._place_banner()
    if page.turn_banner.isVisible():  # else it waits for the card to be put away (the test below)
        banner = _banner(page, table)
        assert not banner.intersects(face) and not banner.intersects(needed[1]), (banner, face)


@pytest.mark.parametrize("size", [SMALLEST, (1024, 600), (1280, 680)], ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("moment", ["buy", "offer"])
def test_the_banner_moves_off_the_turns_panel_when_the_card_drawn_is_put_away(qtbot, moment, size):
    """The banner stood clear of the card drawn; the card put away (OK, within the banner's moment), the
    panel under it shows again, and the banner is placed again clear of that."""
    window = _czech_window(qtbot, moment, size, 1.0)
    page, table = window.game_page, window.game_page.table
    table.drawn_card.show_card("competitor", "c_customers_return", "Jana", True)
    table.banner_area_moved.emit()  # as settled() does
    page.turn_banner.show_for("Babička", "#1b9e77", "square")
    page._place_banner()
    qtbot.wait(1)
    table.drawn_card.skip()
    qtbot.wait(1)
    banner = _banner(page, table)
    assert not banner.intersects(_in_table(table, table.centre)), (banner, _in_table(table, table.centre))


@pytest.mark.parametrize("size", [SMALLEST, (1024, 600), (1280, 680)], ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("zoom", [1.0, 1.25, 1.6])
def test_the_banner_never_covers_a_card_drawn_and_waits_where_the_middle_leaves_it_no_room(qtbot, zoom, size):
    """At 992 x 552 zoomed, the banner on two lines stood over the card's deck line ("Karta konkurenta"):
    beside a card drawn it stands clear of the whole card, and where the board's middle leaves no room
    beside the card it names the player once the card is put away, for its whole moment."""
    window = _czech_window(qtbot, "buy", size, zoom)
    page, table = window.game_page, window.game_page.table
    table.drawn_card.show_card("competitor", "c_customers_return", "Jana", True)
    table.banner_area_moved.emit()  # as settled() does
    page._eyes = 2
    page._show_banner(2)  # as a turn handed to Babička without a hand-over
    face = _in_table(table, table.drawn_card.face)
    if size == SMALLEST and zoom > 1:
        assert not page.turn_banner.isVisible()  # the case that covered the deck line
    if page.turn_banner.isVisible():
        assert not _banner(page, table).intersects(face), (_banner(page, table), face)
        return
    table.drawn_card.skip()
    assert page.turn_banner.isVisible() and "Babička" in page.turn_banner.text.text()
    assert not _banner(page, table).intersects(_in_table(table, table.centre))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 680)], ids=lambda size: "x".join(map(str, size)))
def test_a_card_drawn_stays_in_the_boards_middle_when_the_window_zooms(qtbot, size):
    """Zoomed while a card is up, the table keeps its size but the board gives way to the players' wider
    cards: the card moves with the board's middle."""
    window = _czech_window(qtbot, "buy", size, 1.0)
    table = window.game_page.table
    table.drawn_card.show_card("competitor", "c_customers_return", "Jana", True)
    table.banner_area_moved.emit()  # as settled() does: the table places the card
    qtbot.wait(1)
    board = table.board.geometry()
    window.zoom(3)
    qtbot.wait(1)
    assert table.board.geometry() != board  # the board gave way
    face = _in_table(table, table.drawn_card.face)
    assert table.card_area().contains(face), (face, table.card_area())
