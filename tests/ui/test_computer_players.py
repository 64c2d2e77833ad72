"""Computer seats in the program: no hand-over for them, a pace to follow, hard bots off the GUI
thread, stale answers dropped, undo not offered across computer moves, and games to watch."""

import random

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from boardgames_desktop.ui.dialogs.watch_dialog import WatchDialog

from bot_threads import answers_delivered


def type_text(widget, text):
    for char in text:
        QApplication.sendEvent(widget, QKeyEvent(QEvent.KeyPress, 0, Qt.NoModifier, char))
        QApplication.sendEvent(widget, QKeyEvent(QEvent.KeyRelease, 0, Qt.NoModifier, char))


def play_one_turn_with_widgets(qtbot, window, rng):
    table, session = window.game_page.table, window.session
    view = session.view()
    if view.phase == "buying":
        if view.me.bid_range is not None and rng.random() < 0.5:
            table.bid_spin.setValue(view.me.bid_range[0])
            qtbot.mouseClick(table.raise_button, Qt.LeftButton)
        else:
            qtbot.mouseClick(table.pass_button, Qt.LeftButton)
    else:
        hand = table.hand_view
        qtbot.keyClick(hand, Qt.Key_Home)
        for _ in range(rng.randrange(table.hand_model.rowCount())):
            qtbot.keyClick(hand, Qt.Key_Right)
        qtbot.keyClick(hand, Qt.Key_Return)


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    monkeypatch.setattr(Session, "COMPUTER_PAUSE_MS", 1)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(qtbot, window, seats):
    """seats: (name, kind index in the dialog: 0 person, 1 easy, 2 normal, 3 hard)."""
    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.count.setValue(len(seats))
        for row, (name, kind) in zip(dialog.seats, seats):
            row.name.clear()
            row.kind.setCurrentIndex(kind)
            if name:
                type_text(row.name, name)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, fill_in)
    qtbot.mouseClick(window.start_screen.tiles[0], Qt.LeftButton)  # Na prodej
    assert window.session is not None
    return window.session


def wait_for_a_person(qtbot, session):
    qtbot.waitUntil(lambda: session.is_over or session.acting_seat() is not None
                    or session.handover_to is not None, timeout=10000)


def test_one_person_and_two_computers_never_see_a_handover(qtbot, window):
    session = start(qtbot, window, [("Jana", 0), ("", 2), ("", 1)])
    assert [p.kind for p in session.players] == ["human", "computer", "computer"]
    assert [p.level for p in session.players] == [None, "normal", "easy"]
    assert session.players[1].name == "Computer 2"
    page, table = window.game_page, window.game_page.table
    handovers = []
    session.changed.connect(lambda: handovers.append(session.handover_to) if session.handover_to is not None else None)
    rng = random.Random(5)
    mine = 0
    while not session.is_over:
        wait_for_a_person(qtbot, session)
        assert not page.handover.isVisible()
        if session.is_over:
            break
        assert session.viewer == 0 and session.view().me is not None
        # Jana's hand stays in view, also while the computers play.
        assert table.hand_model.rowCount() == len(session.view().me.houses)
        play_one_turn_with_widgets(qtbot, window, rng)
        mine += 1
    assert handovers == [] and mine > 5
    seats = {seat for seat, _ in session.save.record.actions}
    assert seats == {0, 1, 2}
    assert table.pages.currentIndex() == 1  # the end screen


def test_handovers_only_between_the_two_people(qtbot, window):
    session = start(qtbot, window, [("Jana", 0), ("Robot", 2), ("Petr", 0)])
    page = window.game_page
    rng = random.Random(9)
    handovers, last = [], None
    for _ in range(400):
        wait_for_a_person(qtbot, session)
        if session.is_over:
            break
        if page.handover.isVisible():
            target = session.handover_to
            assert target in (0, 2) and target != last
            handovers.append(target)
            qtbot.mouseClick(page.handover.button, Qt.LeftButton)
            continue
        last = session.viewer
        assert last in (0, 2)
        play_one_turn_with_widgets(qtbot, window, rng)
    assert session.is_over
    assert len(handovers) > 5 and set(handovers) == {0, 2}
    assert {seat for seat, _ in session.save.record.actions} == {0, 1, 2}


def test_undo_is_not_offered_once_a_computer_has_moved(qtbot, window):
    session = start(qtbot, window, [("Jana", 0), ("", 2), ("", 2)])
    table = window.game_page.table
    wait_for_a_person(qtbot, session)
    assert session.acting_seat() == 0 and session.view().phase == "buying"
    before = len(session.save.record.actions)
    session.computer_pause_ms = 60_000  # the computers wait: Jana may still take her bid back

    def bid():
        table.bid_spin.setValue(session.view().me.bid_range[0])
        qtbot.mouseClick(table.raise_button, Qt.LeftButton)
        assert len(session.save.record.actions) == before + 1

    bid()
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert len(session.save.record.actions) == before and session.acting_seat() == 0
    bid()
    session.computer_pause_ms = 1  # the waiting computer goes on at once
    qtbot.waitUntil(lambda: session.save.record.actions[-1][0] != 0, timeout=5000)
    assert not window.undo_action.isEnabled()


def test_a_hard_computer_thinks_off_the_gui_thread_and_stale_answers_are_dropped(qtbot, window, monkeypatch):
    from boardgames_desktop import bots

    choose = bots.choose
    monkeypatch.setattr(bots, "DEFAULT_BUDGET", 0.3)
    players = [storage.Player(name=f"C{i}", kind="computer", level="hard") for i in range(3)]
    searches = []
    monkeypatch.setattr(bots, "choose", lambda *args: searches.append(args[3]) or choose(*args))
    session = Session.new("x_nimmt", players, seed=4)
    with qtbot.waitSignal(session.thinking, timeout=3000):
        session.computer_pause_ms = 0
    # The GUI thread is free while the search runs: a timer fires during it.
    ticks = []
    QTimer.singleShot(10, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=500)
    assert session.save.record.actions == []
    session.stop()  # e.g. the game is closed
    with qtbot.assertNotEmitted(session.changed):
        answers_delivered()
    assert searches == ["hard"]  # the search ran to its end, and its answer came back too late
    assert session.save.record.actions == []

    session = Session.new("x_nimmt", players, seed=4)
    session.computer_pause_ms = 0
    qtbot.waitUntil(lambda: len(session.save.record.actions) >= 2, timeout=10000)
    session.stop()


def test_a_saved_game_with_computers_goes_on_the_same_after_loading(qtbot, window):
    players = [storage.Player(name="Jana", kind="human"),
               storage.Player(name="A", kind="computer", level="normal"),
               storage.Player(name="B", kind="computer", level="easy")]
    first = Session.new("for_sale", players, seed=21)
    first.computer_pause_ms = 0
    qtbot.waitUntil(lambda: first.is_over or first.acting_seat() is not None, timeout=5000)
    while len(first.save.record.actions) < 12 and not first.is_over:
        first.act(first.legal_actions()[-1])
        qtbot.waitUntil(lambda: first.is_over or first.acting_seat() is not None, timeout=5000)
    first.stop()
    cut = first.save.model_copy(update={"record": first.save.record.model_copy(
        update={"actions": first.save.record.actions[:6]})})
    again = Session(cut)
    again.computer_pause_ms = 0
    for index in range(6, len(first.save.record.actions)):
        seat, action = first.save.record.actions[index]
        if seat == 0:
            qtbot.waitUntil(lambda: again.acting_seat() == 0, timeout=5000)
            again.act(again.spec.parse_action(action))
        else:
            qtbot.waitUntil(lambda i=index: len(again.save.record.actions) > i, timeout=5000)
        assert again.save.record.actions[index] == first.save.record.actions[index]
    again.stop()


def test_a_game_of_computers_can_be_watched_from_the_start_screen(qtbot, window):
    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WatchDialog)
        dialog.game.setCurrentIndex(dialog.game.findData("for_sale"))
        dialog.count.setValue(4)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, fill_in)
    qtbot.mouseClick(window.start_screen.watch_button, Qt.LeftButton)
    session = window.session
    assert session is not None and all(p.kind == "computer" for p in session.players)
    qtbot.waitUntil(lambda: session.is_over, timeout=20000)
    assert session.viewer is None and not window.game_page.handover.isVisible()
    assert window.game_page.end_bar.isVisible()
    window.close_action.trigger()
    assert window.session is None


def test_computers_wait_until_the_last_move_has_been_played_out(qtbot, window):
    players = [storage.Player(name=f"C{i}", kind="computer", level="easy") for i in range(3)]
    session = Session.new("for_sale", players, seed=2)
    showing, asked = [True], []
    session.wait_for = lambda: asked.append(1) or showing[0]
    session.computer_pause_ms = 0
    qtbot.waitUntil(lambda: len(asked) >= 3, timeout=5000)  # asked, and asked again: still showing
    assert session.save.record.actions == [] and session.computer_thinking is not None
    showing[0] = False
    qtbot.waitUntil(lambda: len(session.save.record.actions) >= 3, timeout=3000)
    session.stop()


@pytest.mark.parametrize("game", [spec.id for spec in registry.games()])
def test_every_game_runs_to_its_end_with_one_person_among_computers(qtbot, window, game, monkeypatch):
    players = [storage.Player(name="Jana", kind="human"),
               storage.Player(name="A", kind="computer", level="normal"),
               storage.Player(name="B", kind="computer", level="easy")]
    spec = registry.get(game)
    window.start(Session.new(game, players[: max(2, min(3, spec.max_players))], seed=13))
    session = window.session
    session.computer_pause_ms = 0
    session.wait_for = lambda: False  # animations are cut short by the next move, as a skip would
    rng = random.Random(4)
    for _ in range(3000):
        qtbot.waitUntil(lambda: session.is_over or session.acting_seat() is not None, timeout=10000)
        if session.is_over:
            break
        assert session.viewer == 0 and session.handover_to is None
        legal = session.legal_actions()
        assert session.act(legal[rng.randrange(len(legal))])
    assert session.is_over and not window.game_page.handover.isVisible()


def test_a_failing_hard_search_does_not_stop_the_game(qtbot, window, monkeypatch):
    from boardgames_desktop.bots import search

    def broken(*args, **kwargs):
        raise RuntimeError("no luck")

    monkeypatch.setattr(search, "choose", broken)
    players = [storage.Player(name=f"C{i}", kind="computer", level="hard") for i in range(3)]
    session = Session.new("for_sale", players, seed=6)
    session.computer_pause_ms = 0
    qtbot.waitUntil(lambda: len(session.save.record.actions) >= 3, timeout=5000)
    session.stop()
