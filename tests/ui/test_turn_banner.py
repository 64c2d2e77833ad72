"""A game with nothing to hide (Dostihy a sázky) is not covered at each change of person: a banner
names the next one and fades. Games with private information keep their hand-over screen."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import storage
from boardgames_desktop.ui import i18n, motion
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.table.turn_banner import TurnBanner

PEOPLE = [("Jana", "#0072B2", "\u25cf"), ("Petr", "#D55E00", "\u25b2")]


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    monkeypatch.setattr(TurnBanner, "shown_ms", 300)
    monkeypatch.setattr(TurnBanner, "fade_ms", 100)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window, game: str, setup=None, computer=False):
    players = [storage.Player(name=name, kind="human", colour=colour, symbol=symbol) for name, colour, symbol in PEOPLE]
    if computer:
        players.append(storage.Player(name="Robot", kind="computer", level="normal", colour="#009E73", symbol="\u25a0"))
    session = Session.new(game, players, 7)
    if setup is not None:
        record = session.save.record.model_copy(update={"setup": setup})
        session = Session(session.save.model_copy(update={"record": record}))
    session.computer_pause_ms = 0
    window.start(session)
    return session, window.game_page


def play_out_the_turn(session, page) -> None:
    """The person at the screen plays simply until the screen goes to another."""
    seat = session.acting_seat()
    order = ["roll", "skip_buy", "send", "match", "choose_symbol"]
    while session.acting_seat() == seat:
        legal = session.legal_actions()
        assert session.act(min(legal, key=lambda a: order.index(a.type) if a.type in order else len(order)))
        assert not page.handover.isVisible()


def test_dostihy_changes_hands_with_a_banner_and_no_cover(qtbot, window):
    # Jana's die shows a number, so her turn ends and Petr's begins.
    session, page = start(window, "dostihy", setup={"dice": [3], "first_player": 0})
    assert not page.handover.isVisible()
    assert page.turn_banner.isVisible() and page.turn_banner.text.text() == "Now playing: Jana"
    assert session.acting_seat() == 0  # she plays at once, the banner takes no click and no key
    assert not page.turn_banner.hasFocus()
    qtbot.waitUntil(lambda: not page.turn_banner.isVisible(), timeout=3000)
    play_out_the_turn(session, page)
    assert session.acting_seat() == 1
    assert page.turn_banner.isVisible() and page.turn_banner.text.text() == "Now playing: Petr"
    assert page.rect().contains(page.turn_banner.geometry())

def test_the_banner_is_in_czech_with_the_name_as_it_is(qtbot, window):
    i18n.set_language("cs")
    _, page = start(window, "dostihy", setup={"first_player": 1})
    assert page.turn_banner.text.text() == "Na tahu: Petr"
    i18n.set_language("sk")
    assert page.turn_banner.text.text() == "Na ťahu: Petr"


def test_undo_in_dostihy_gives_the_screen_back_with_a_banner(qtbot, window):
    session, page = start(window, "dostihy", setup={"dice": ["star"], "first_player": 0})
    qtbot.waitUntil(lambda: not page.turn_banner.isVisible(), timeout=3000)
    session.act(next(a for a in session.legal_actions() if a.type == "roll"))
    play_out_the_turn(session, page)  # she chooses a horse and buys none: no dice since her roll
    before = session.save.record.actions[:-1]
    assert session.acting_seat() == 1 and session.undo_stack.canUndo()
    window.undo_action.trigger()
    assert session.acting_seat() == 0 and not page.handover.isVisible()
    assert page.turn_banner.isVisible() and page.turn_banner.text.text() == "Now playing: Jana"
    assert session.save.record.actions == before

@pytest.mark.parametrize("game", ["for_sale", "x_nimmt"])
def test_games_with_private_information_keep_the_cover_and_show_no_banner(qtbot, window, game):
    session, page = start(window, game, computer=True)
    for _ in range(3):
        qtbot.waitUntil(page.handover.isVisible)
        assert not page.turn_banner.isVisible()
        qtbot.keyClick(page.handover.button, Qt.Key_Return)
        assert not page.turn_banner.isVisible()
        session.act(session.legal_actions()[0])


def test_one_person_and_a_computer_need_no_banner(qtbot, window):
    players = [storage.Player(name="Jana", kind="human"),
               storage.Player(name="Robot", kind="computer", level="normal")]
    window.start(Session.new("dostihy", players, 3))
    assert not window.game_page.turn_banner.isVisible() and not window.game_page.handover.isVisible()


def test_a_long_name_fits_in_a_small_window(qtbot, window):
    window.resize(1024, 600)
    players = [storage.Player(name=name, kind="human") for name in ("Prababička Anežka N", "Jo")]
    first = Session.new("dostihy", players, 3)
    record = first.save.record.model_copy(update={"setup": {"first_player": 0}})  # the long name plays first
    window.start(Session(first.save.model_copy(update={"record": record})))
    page = window.game_page
    banner, text = page.turn_banner, page.turn_banner.text
    assert banner.isVisible() and text.text() == "Now playing: Prababička Anežka N"
    assert page.rect().contains(banner.geometry())
    if text.wordWrap():  # on two lines: all of them have room
        assert text.height() >= text.heightForWidth(text.width())
    else:
        assert text.width() >= text.sizeHint().width()


def test_on_anti_monopoly_the_banner_stands_inside_the_board_and_leaves_its_edge_in_view(qtbot, window):
    session, page = start(window, "anti_monopoly")
    assert page.turn_banner.isVisible()
    table = page.table
    board = table.board
    inner = board.mapFromScene(board.centre.sceneBoundingRect()).boundingRect()
    inner.moveTopLeft(board.mapTo(page, inner.topLeft()))
    assert inner.contains(page.turn_banner.geometry())
    top_row = board.mapFromScene(board.spaces[25].sceneBoundingRect()).boundingRect()  # a space of the top row
    top_row.moveTopLeft(board.mapTo(page, top_row.topLeft()))
    assert not top_row.intersects(page.turn_banner.geometry())
