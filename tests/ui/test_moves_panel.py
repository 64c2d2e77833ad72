""""What can I do now?": F1 or the "?" beside the hint opens a small panel over the table's corner
with the moves of the person at the screen in words; Esc, F1 or its button put it away; it is never
up at a hand-over (privacy is a rule: checked at every hand-over of a whole game of two people); the
rules moved to Shift+F1 in a game."""

import random

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence

from boardgames_desktop import storage
from boardgames_desktop.rules.for_sale.actions import Bid, Sell
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog

from bot_threads import person_to_move
from screen_scan import private_shown

PEOPLE = [("Máma", "human"), ("Táta", "human"), ("Robot", "computer")]


def start(window, game="for_sale", seed=5, people=PEOPLE):
    players = [storage.Player(name=name, kind=kind, level="normal" if kind == "computer" else None)
               for name, kind in people]
    session = Session.new(game, players, seed)
    session.computer_pause_ms = 0
    window.start(session)
    return session


def to_a_person(qtbot, session) -> None:
    """On until a person is at the screen and on turn (hand-overs confirmed)."""
    qtbot.waitUntil(lambda: session.handover_to is not None or session.acting_seat() is not None)
    if session.handover_to is not None:
        session.confirm_handover()
    qtbot.waitUntil(lambda: session.acting_seat() is not None)


def test_f1_opens_the_moves_of_the_person_at_the_screen_and_esc_puts_them_away(qtbot, small_window):
    session = start(small_window)
    to_a_person(qtbot, session)
    page = small_window.game_page
    i18n.set_language("cs")
    qtbot.keyClick(small_window, Qt.Key_F1)
    panel = page.moves_panel
    assert panel.isVisible()
    words = panel.body.text()
    assert "Přihodit: celkem 0 až" in words and "Pasovat" in words and "nejlevnější dům" in words
    assert panel.title.text() == "Co teď můžu dělat?"
    table = QRect(page.table.mapTo(page, page.table.rect().topLeft()), page.table.size())
    assert table.contains(panel.geometry())
    assert panel.geometry().right() > table.center().x() + table.width() // 10  # in the corner, not the middle
    assert not panel.geometry().contains(table.center())
    assert panel.close_button.hasFocus()  # the keyboard is there at once
    qtbot.keyClick(panel.close_button, Qt.Key_Escape)
    assert not panel.isVisible()
    qtbot.keyClick(small_window, Qt.Key_F1)
    assert panel.isVisible()
    qtbot.keyClick(small_window, Qt.Key_F1)  # F1 again puts it away
    assert not panel.isVisible()
    qtbot.mouseClick(page.moves_button, Qt.LeftButton)  # the "?" beside the hint
    assert panel.isVisible()
    qtbot.mouseClick(panel.close_button, Qt.LeftButton)
    assert not panel.isVisible()


def test_the_panel_follows_the_moves_and_the_language(qtbot, small_window):
    session = start(small_window, people=[("Máma", "human"), ("Robot", "computer"), ("Robot 2", "computer")])
    to_a_person(qtbot, session)
    small_window.game_page.toggle_moves()
    panel = small_window.game_page.moves_panel
    assert "Raise: " in panel.body.text()
    i18n.set_language("sk")
    assert "Prihodiť: spolu " in panel.body.text() and panel.title.text() == "Čo teraz môžem robiť?"
    i18n.set_language("en")
    session.act(session.legal_actions()[-1])  # a bid: the computers answer, then it is her turn again
    assert panel.isVisible()
    qtbot.waitUntil(lambda: session.acting_seat() is not None or session.is_over)
    assert "Raise" in panel.body.text() or "Pass" in panel.body.text()


def test_shift_f1_opens_the_rules_in_a_game_and_f1_the_panel(qtbot, small_window, monkeypatch):
    opened = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append((dialog.game_id, dialog.anchor)))
    session = start(small_window)
    to_a_person(qtbot, session)
    assert QKeySequence("Shift+F1") in small_window.rules_action.shortcuts()
    assert small_window.moves_action.isVisible()
    qtbot.keyClick(small_window, Qt.Key_F1, Qt.ShiftModifier)
    assert opened == [("for_sale", None)]
    assert not small_window.game_page.moves_panel.isVisible()


def test_a_refusals_link_opens_the_rules_at_its_rule(qtbot, small_window, monkeypatch):
    opened = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append((dialog.game_id, dialog.anchor)))
    session = start(small_window)
    to_a_person(qtbot, session)
    table = small_window.game_page.table
    assert table.explain_refusal(Sell(house=99))  # selling while buying: a shared refusal, no link
    assert "href" not in table.error_label.text()
    assert table.explain_refusal(Bid(amount=999))  # more than anyone has
    assert 'href="rules:for_sale#bidding"' in table.error_label.text()
    table.error_label.linkActivated.emit("rules:for_sale#bidding")
    assert opened == [("for_sale", "bidding")]


def test_the_panel_is_never_up_at_a_hand_over_of_a_whole_game_of_two_people(qtbot, small_window):
    """At every hand-over: the panel is down and F1 or "?" cannot bring it up; at every turn of a
    person it opens with their moves only."""
    session = start(small_window, seed=11)
    page, rng, handovers = small_window.game_page, random.Random(11), 0
    for _ in range(400):
        qtbot.waitUntil(lambda: session.is_over or session.handover_to is not None or person_to_move(session) is not None)
        if session.is_over:
            break
        if session.handover_to is not None:
            handovers += 1
            assert not page.moves_panel.isVisible()
            qtbot.keyClick(small_window, Qt.Key_F1)
            page.moves_button.click()
            assert not page.moves_panel.isVisible() and not page.moves_button.isEnabled()
            assert not private_shown(small_window, session)
            session.confirm_handover()
            continue
        if not page.moves_panel.isVisible():
            qtbot.keyClick(small_window, Qt.Key_F1)
        assert page.moves_panel.isVisible()
        assert page.moves_panel.body.text()
        session.act(rng.choice(session.legal_actions()))
    assert session.is_over and handovers > 10
