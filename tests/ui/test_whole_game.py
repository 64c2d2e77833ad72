"""The program as a family uses it: start screen, new game, hand-overs, a whole game, resume, languages."""

import random

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boardgames_desktop.ui import game_folders as games, motion
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog

from screen_scan import private_shown

NAMES = ["Jana", "Petr", "Babička"]


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def type_text(widget, text):
    """Key presses carrying the text itself: QTest's own typing knows only ASCII, not č or ř."""
    for char in text:
        QApplication.sendEvent(widget, QKeyEvent(QEvent.KeyPress, 0, Qt.NoModifier, char))
        QApplication.sendEvent(widget, QKeyEvent(QEvent.KeyRelease, 0, Qt.NoModifier, char))


def start_a_game_with_clicks(qtbot, window, names=NAMES):
    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.count.setValue(len(names))
        for row, name in zip(dialog.seats, names):
            row.name.clear()
            type_text(row.name, name)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, fill_in)
    qtbot.mouseClick(window.start_screen.tiles[0], Qt.LeftButton)
    assert window.session is not None, "the new-game dialog did not start a game"
    return window.session


def assert_nothing_private_is_drawn(window):
    page, session = window.game_page, window.session
    table = page.table
    assert page.handover.isVisible()
    assert table.hand_model.rowCount() == 0
    assert table.cheques_model.rowCount() == 0
    assert not table.coins_label.isVisibleTo(table)
    public = [games.event_text(session.game, event, session.players) for event in session.log()]
    assert all(event.visible_to is None for event in session.log())
    shown = [page.log_model.index(row).data() for row in range(page.log_model.rowCount())]
    assert page.log_model.lines() == [text for text in public if text]
    assert shown == page.log_model.lines()[page.log_model.earlier:]
    assert not private_shown(window, session)


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


def test_a_whole_three_player_game_through_the_window(qtbot, window):
    session = start_a_game_with_clicks(qtbot, window)
    assert [player.name for player in session.players] == NAMES
    rng = random.Random(3)
    handovers = 0
    for _ in range(500):
        if session.is_over:
            break
        if window.game_page.handover.isVisible():
            assert_nothing_private_is_drawn(window)
            assert session.players[session.handover_to].name in window.game_page.handover.button.text()
            handovers += 1
            qtbot.keyClick(window.game_page.handover.button, Qt.Key_Return)
            assert not window.game_page.handover.isVisible()
        before = len(session.save.record.actions)
        play_one_turn_with_widgets(qtbot, window, rng)
        assert len(session.save.record.actions) == before + 1
    assert session.is_over
    assert handovers > 20
    table = window.game_page.table
    assert table.pages.currentIndex() == 1  # the end screen
    winner = session.players[session.outcome().winners[0]].name
    assert winner in table.end_page.title.text()


def test_close_and_continue_restore_the_exact_position(qtbot, window):
    session = start_a_game_with_clicks(qtbot, window)
    rng = random.Random(8)
    for _ in range(7):
        if window.game_page.handover.isVisible():
            qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
        play_one_turn_with_widgets(qtbot, window, rng)
    actions = list(session.save.record.actions)
    public = session.public_view()
    window.close_action.trigger()
    assert window.session is None
    assert window.start_screen.resume_button.isEnabled()
    qtbot.mouseClick(window.start_screen.resume_button, Qt.LeftButton)
    restored = window.session
    assert restored is not None and restored is not session
    assert restored.save.record.actions == actions
    assert restored.public_view() == public
    assert window.game_page.handover.isVisible()  # whoever sits down next confirms first


def test_an_illegal_move_is_told_and_the_game_goes_on(qtbot, window):
    session = start_a_game_with_clicks(qtbot, window)
    qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
    table = window.game_page.table
    from boardgames_desktop.rules.for_sale.actions import Sell

    assert not session.act(Sell(house=1))
    assert table.error_label.isVisible() and table.error_label.text()
    qtbot.mouseClick(table.pass_button, Qt.LeftButton)
    assert len(session.save.record.actions) == 1


def test_undo_from_the_menu_takes_back_your_own_bid(qtbot, window):
    session = start_a_game_with_clicks(qtbot, window)
    qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
    first = session.viewer
    qtbot.mouseClick(window.game_page.table.raise_button, Qt.LeftButton)
    assert window.game_page.handover.isVisible()
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert session.save.record.actions == []
    # The bid is taken back, but her screen shows only after she says she is at the computer.
    handover = window.game_page.handover
    assert handover.isVisible() and session.players[first].name in handover.button.text()
    assert f"Move taken back: {session.players[first].name}" in handover.shown_events()  # why her name again
    assert_nothing_private_is_drawn(window)
    qtbot.mouseClick(handover.button, Qt.LeftButton)
    assert session.viewer == first and not handover.isVisible()
    assert window.redo_action.isEnabled()  # and she may still change her mind


def test_the_language_menu_switches_every_screen_without_a_restart(qtbot, window):
    english = (window.game_menu.title(), window.start_screen.new_button.text(), window.windowTitle())
    czech = next(a for a in window.language_actions.actions() if a.data() == "cs")
    czech.trigger()
    assert window.game_menu.title() == "&Hra"
    assert window.start_screen.new_button.text() == "&Nová hra"
    assert window.windowTitle() == "Rodinné deskovky"
    slovak = next(a for a in window.language_actions.actions() if a.data() == "sk")
    slovak.trigger()
    assert window.start_screen.new_button.text() not in english
    english_action = next(a for a in window.language_actions.actions() if a.data() == "en")
    english_action.trigger()
    assert (window.game_menu.title(), window.start_screen.new_button.text(), window.windowTitle()) == english


def test_the_game_table_follows_the_language_too(qtbot, window):
    start_a_game_with_clicks(qtbot, window)
    qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
    table = window.game_page.table
    english = table.pass_button.text()
    window.set_language("cs")
    assert table.pass_button.text() != english and "Pas" in table.pass_button.text()
    assert window.game_page.log_title.text() != "What happened"


def test_after_the_end_the_family_can_play_again_or_go_back(qtbot, window):
    session = start_a_game_with_clicks(qtbot, window)
    page = window.game_page
    assert not page.end_bar.isVisible()
    while not session.is_over:
        session.confirm_handover()
        session.act(session.legal_actions()[-1])
    assert page.end_bar.isVisible()
    qtbot.mouseClick(page.again_button, Qt.LeftButton)
    again = window.session
    assert again is not session and not again.is_over
    assert [p.name for p in again.players] == NAMES
    qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
    window.game_page.table.setFocus()
    window.close_action.trigger()
    assert window.pages.currentWidget() is window.start_screen


def test_save_as_asks_before_replacing_a_saved_game(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from boardgames_desktop import storage

    session = start_a_game_with_clicks(qtbot, window)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Nedělní hra", True))
    window.save_action.trigger()
    path = storage.save_path("Nedělní hra")
    assert path.exists()
    first = path.read_bytes()
    qtbot.mouseClick(window.game_page.handover.button, Qt.LeftButton)
    qtbot.mouseClick(window.game_page.table.pass_button, Qt.LeftButton)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or QMessageBox.No)
    window.save_action.trigger()
    assert asked and path.read_bytes() == first
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.Yes)
    window.save_action.trigger()
    assert storage.load(path).save_file.record.actions == session.save.record.actions
    assert window.game_page.message.text()


def test_new_game_asks_which_game_from_the_start_and_offers_every_game(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from boardgames_desktop.rules import registry

    offered = []

    def choose(parent, title, label, items, *rest):
        offered.extend(items)
        return items[-1], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    started = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: started.append(dialog.spec.id) or 0)
    window.new_action.trigger()
    assert len(offered) == len(registry.games())
    assert started == [registry.games()[-1].id]
    menu_games = [action.text() for action in window.start_screen.new_menu.actions()]
    assert menu_games == offered
