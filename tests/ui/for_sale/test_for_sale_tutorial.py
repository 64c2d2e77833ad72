"""Na prodej's guided first game (ui/games/for_sale/tutorial.py) and the tutorial's window parts on it:
the deal shows its two ideas, the first step holds the learner to a small bid, the cards never show
over a hand-over, the card follows the language and the window, and its buttons lead out."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.for_sale.actions import Bid, Pass
from boardgames_desktop.ui import i18n, motion, tutorials
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.tutorial_session import TutorialSession
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog
from boardgames_desktop.ui.dialogs.tutorial_dialog import TutorialDialog
from boardgames_desktop.ui.games.for_sale.tutorial import TUTORIAL
from boardgames_desktop.ui.table.tutorial_overlay import TutorialOverlay, united

from test_tutorial_overlay import learner_and_computers, open_tutorial

SPEC = registry.get("for_sale")


def _deal():
    return SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)


def test_the_deal_has_an_auction_where_passing_pays_and_a_sale_where_a_middle_house_wins():
    state = _deal()
    assert state.houses_on_table == [4, 13, 21, 30] and state.to_act == [TUTORIAL.learner]
    assert sorted(state.house_deck[:4]) == [25, 26, 27, 28]  # the second auction: almost alike
    assert sorted(state.cheque_deck[:4]) == [0, 14_000, 15_000, 15_000]  # the first sale


def test_the_first_step_holds_the_learner_to_a_small_bid(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    assert session.guide.card.id == "welcome"
    session.dismiss_card()
    session.dismiss_card()
    assert session.guide.card.id == "first_bid"
    held = []
    session.held.connect(held.append)
    assert not session.act(Pass()) and not session.act(Bid(amount=5))
    assert held == [Pass(), Bid(amount=5)]
    qtbot.waitUntil(overlay.card.held.isVisible)
    assert session.act(Bid(amount=2))
    assert session.guide.card is None or session.guide.card.id != "first_bid"
    assert session.act(Pass()) or session.acting_seat() is None  # no card holds the moves any more
    window.close_game()


def test_no_card_shows_over_a_hand_over_and_each_person_gets_their_own(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    players = learner_and_computers(TUTORIAL)
    players[1] = players[1].model_copy(update={"name": "Petr", "kind": "human", "level": None})
    window, session, overlay = open_tutorial(qtbot, "for_sale", players)
    assert session.handover_to == 0 and session.guide.card is None  # nobody at the screen yet
    session.confirm_handover()
    assert session.guide.card.id == "welcome"
    while session.guide.card is not None:
        session.dismiss_card()
    assert session.act(Bid(amount=1))
    assert session.handover_to == 1 and session.guide.card is None
    qtbot.wait(20)
    assert not overlay.card.isVisible() and not overlay.pointer.isVisible()
    session.confirm_handover()
    qtbot.waitUntil(lambda: session.guide.card is not None and overlay.card.isVisible())
    assert session.guide is session.guides[1] and session.guide.card.id == "welcome"  # Petr's own cards
    assert session.guide.moment.view.seat == 1 and session.guide.moment.happened("bid", seat=0, amount=1)
    window.close_game()


def tab_reaches(start, *widgets) -> bool:
    """Whether Tab from `start` comes to each of `widgets` (no widget of the chain is kept: a failing
    test's frame would hold Qt's own widgets past the window)."""
    left, widget = set(map(id, widgets)), start
    for _ in range(500):
        widget = widget.nextInFocusChain()
        left.discard(id(widget))
        if widget is start or not left:
            break
    return not left


def test_the_card_follows_the_language_the_size_and_the_keys(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    qtbot.waitUntil(overlay.card.isVisible)
    assert overlay.card.next_button.hasFocus()
    assert tab_reaches(window.game_page.table, overlay.card.next_button, overlay.card.leave_button)
    i18n.set_language("cs")
    qtbot.waitUntil(lambda: overlay.card.text.text().startswith("Vítej ve hře Na prodej"))
    assert overlay.card.next_button.text() == "Dál"
    window.resize(1000, 620)
    qtbot.waitUntil(lambda: window.game_page.table.geometry().contains(
        window.game_page.table.mapFrom(window.game_page, overlay.card.geometry().bottomRight())))
    QApplication.sendEvent(overlay.card.next_button, QKeyEvent(QEvent.KeyPress, Qt.Key_Escape, Qt.NoModifier))
    assert session.guide.card.id == "coins"
    window.zoom(2)  # larger cards and words: the card moves with the coins it points at
    table, page = window.game_page.table, window.game_page
    qtbot.waitUntil(lambda: overlay.pointer.target.contains(united(table, (table.coins_label,))))
    assert not overlay.card.geometry().intersects(overlay.pointer.target.translated(overlay.pointer.pos()))
    window.zoom(0)
    window.close_game()


def test_leaving_plays_on_without_the_cards_or_goes_back_to_the_start(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    overlay.card.play_on_action.trigger()
    assert session.guide.card is None and not session.card_holds()
    session.computer_pause_ms = 0
    assert session.act(Pass())  # any move: no card holds it
    qtbot.waitUntil(lambda: session.acting_seat() == 0 or session.is_over, timeout=5000)  # the computers played
    qtbot.wait(20)
    assert not overlay.card.isVisible()
    window.close_game()
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    overlay.card.to_start_action.trigger()
    assert window.session is None and window.pages.currentWidget() is window.start_screen


def test_start_again_deals_the_tutorial_anew_for_the_same_people(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    session.dismiss_card()
    overlay.card.again_button.click()
    again = window.session
    assert isinstance(again, TutorialSession) and again is not session
    assert again.guide.card.id == "welcome" and [p.name for p in again.players] == [p.name for p in session.players]
    window.close_game()


def test_learn_to_play_starts_from_the_tile_and_the_help_menu(qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(TutorialDialog, "exec", lambda dialog: asked.append(dialog.game) or TutorialDialog.Accepted)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.start_screen.learn_buttons["for_sale"].click()
    assert asked == ["for_sale"] and isinstance(window.session, TutorialSession)
    assert window.game_page.findChild(TutorialOverlay) is not None
    entries = {action.data(): action for action in window.start_screen.learn_menu.actions()}
    assert set(entries) == {game for game in [i.id for i in registry.catalog()] if tutorials.has_tutorial(game)}
    window.close_game()
    entries["for_sale"].trigger()
    assert asked == ["for_sale", "for_sale"] and window.session.guide.card.id == "welcome"
    window.close_game()


def test_the_dialog_seats_the_family_and_the_computers_at_the_tutorials_levels(qtbot):
    dialog = TutorialDialog("for_sale", TUTORIAL)
    qtbot.addWidget(dialog)
    dialog.learner.setText("Jana")
    dialog.others[1].setText("Děda")
    players = dialog.players()
    assert [(p.name, p.kind, p.level) for p in players] == [
        ("Jana", "human", None), ("Computer 2", "computer", "easy"), ("Děda", "human", None),
        ("Computer 4", "computer", "easy")]
    dialog.others[0].setText("jana")
    dialog.accept()
    assert dialog.problem.isVisibleTo(dialog) and dialog.result() == 0


def test_a_rules_link_opens_the_rules_at_its_anchor(qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append((dialog.game_id, dialog.anchor)))
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    qtbot.waitUntil(overlay.card.rules.isVisible)
    assert 'href="rules:for_sale#goal"' in overlay.card.rules.text()
    overlay.card.rules.linkActivated.emit("rules:for_sale#goal")
    assert opened == [("for_sale", "goal")]
    window.close_game()


def test_set_1_or_2_coins_is_said_only_when_such_a_bid_is_possible():
    """Someone learning along whose turn comes after a bid of 2 was told "Set 1 or 2 coins"."""
    from boardgames_desktop.play.tutorial import Guide

    state = SPEC.apply(_deal(), TUTORIAL.learner, Bid(amount=2))
    seat = state.to_act[0]

    def card_for(state, seat):
        guide = Guide(TUTORIAL)
        guide.shown = [card.id for card in TUTORIAL.cards if card.id != "first_bid"]
        card = guide.see(SPEC.view(state, seat), SPEC.legal_actions(state, seat))
        return card.id if card is not None else None

    assert card_for(_deal(), TUTORIAL.learner) == "first_bid"
    assert card_for(state, seat) is None
    assert card_for(SPEC.apply(_deal(), TUTORIAL.learner, Bid(amount=1)), seat) == "first_bid"
