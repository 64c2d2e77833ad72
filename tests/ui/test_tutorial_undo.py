"""Undo in a guided first game: a move taken back takes back what the cards made of it. The card the
move answered comes up again, holding the first steps as before, and the events of the move taken
back never reach a card."""

from boardgames_desktop.rules.for_sale.actions import Bid, Pass
from boardgames_desktop.ui import motion

from test_tutorial_overlay import open_tutorial


def read_until(session, card_id: str) -> None:
    while session.guide.card is not None and session.guide.card.id != card_id:
        session.dismiss_card()
    assert session.guide.card is not None and session.guide.card.id == card_id


def test_an_undone_first_bid_brings_back_its_card_and_its_hold(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    read_until(session, "first_bid")
    assert session.act(Bid(amount=2))  # the card's small bid: it answers the card
    assert session.guide.card is None or session.guide.card.id != "first_bid"
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert session.save.record.actions == []
    assert session.guide.card is not None and session.guide.card.id == "first_bid"
    qtbot.waitUntil(overlay.card.isVisible)
    assert not session.act(Bid(amount=5)) and not session.act(Pass())  # held again, as before the bid
    assert session.guide.shown.count("first_bid") == 1
    window.close_game()


def test_a_bid_taken_back_on_the_hand_over_never_reaches_the_next_persons_cards(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    from boardgames_desktop.ui.games.for_sale.tutorial import TUTORIAL
    from test_tutorial_overlay import learner_and_computers

    players = learner_and_computers(TUTORIAL)
    players[1] = players[1].model_copy(update={"name": "Petr", "kind": "human", "level": None})
    window, session, overlay = open_tutorial(qtbot, "for_sale", players)
    session.confirm_handover()
    read_until(session, "first_bid")
    assert session.act(Bid(amount=1))
    assert session.handover_to == 1
    window.undo_action.trigger()  # on the hand-over screen: back to Jana
    assert session.handover_to == 0
    session.confirm_handover()
    read_until(session, "first_bid")
    assert session.act(Bid(amount=2))
    session.confirm_handover()
    assert session.guide is session.guides[1]
    assert session.guide.moment.happened("bid", seat=0, amount=2)
    assert not session.guide.moment.happened("bid", seat=0, amount=1)  # taken back: it never happened
    window.close_game()


def test_what_can_i_do_now_says_the_moves_the_card_allows_and_all_of_them_once_it_is_read(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, "for_sale")
    read_until(session, "first_bid")
    page = window.game_page
    page.toggle_moves()
    assert page.moves_panel.isVisible()
    words = page.moves_panel.body.text()
    assert "Raise: 0 to 2 coins in all" in words and "Pass" not in words  # the card holds the learner to a small bid
    session.dismiss_card()
    assert session.guide.card is None
    words = page.moves_panel.body.text()
    assert "Pass" in words and "Raise: 0 to 2 coins" not in words
    window.close_game()
