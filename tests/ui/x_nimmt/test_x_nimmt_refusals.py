"""X bere!'s table says why when a person tries what the rules refuse: a row clicked (or its number
pressed) when no card of theirs is too low, a hand card clicked while cards are being placed. Nothing
is played; the sentence links to the rule."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.game_folders import table_for

from .conftest import fixed_decks


@pytest.fixture
def table(qtbot, new_session):
    session = new_session(n=2, decks=fixed_decks())
    widget = table_for(session)
    qtbot.addWidget(widget)
    widget.resize(1000, 715)
    with qtbot.waitActive(widget):
        widget.show()
        widget.activateWindow()
    return session, widget


def click_row(qtbot, widget, row: int) -> None:
    view = widget.row_views[row]
    qtbot.mouseClick(view, Qt.LeftButton, pos=view.rect().center())


def click_hand(qtbot, widget, row: int) -> None:
    view = widget.hand_view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(widget.hand_model.index(row)).center())


def test_a_row_clicked_while_choosing_says_rule_4_and_takes_nothing(qtbot, table):
    session, widget = table
    session.confirm_handover()
    actions = list(session.save.record.actions)
    click_row(qtbot, widget, 1)
    line = widget.error_label
    assert line.isVisible()
    assert line.text().startswith("You choose a row to take only when your card is lower than the end of every row")
    assert 'href="rules:x_nimmt#where-a-card-goes"' in line.text() and "Rules: Where a card goes" in line.text()
    assert session.save.record.actions == actions
    widget.draw(animating=False)  # the next drawing clears the line
    qtbot.keyClick(widget, Qt.Key_5)  # the row's number: the same why
    assert "(rule 4)" in line.text() and session.save.record.actions == actions


def test_in_czech_the_sentence_and_the_link_are_czech(qtbot, table):
    session, widget = table
    session.confirm_handover()
    i18n.set_language("cs")
    try:
        click_row(qtbot, widget, 0)
        assert "Řadu si vybíráš jen tehdy" in widget.error_label.text()
        assert "Pravidla: Kam karta patří" in widget.error_label.text()
    finally:
        i18n.set_language("en")


def test_a_hand_card_clicked_while_choosing_a_row_says_it_is_not_the_time(qtbot, table):
    session, widget = table
    session.confirm_handover()
    click_hand(qtbot, widget, 0)
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)  # Jana's 1: too low for every row
    session.confirm_handover()
    click_hand(qtbot, widget, 0)
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)  # Petr's 71
    session.confirm_handover()
    assert session.view().awaiting.kind == "take_row"
    actions = list(session.save.record.actions)
    click_hand(qtbot, widget, 0)
    assert widget.error_label.isVisible()
    assert widget.error_label.text().startswith("First choose the row you take: your card is lower than every row.")
    assert 'href="rules:x_nimmt#where-a-card-goes"' in widget.error_label.text()
    assert session.save.record.actions == actions
    click_row(qtbot, widget, 2)  # now a row is taken
    assert session.public_view().rows[2].cards == [1]


def test_the_play_button_clicked_before_a_card_is_chosen_says_to_choose_one(qtbot, table):
    session, widget = table
    session.confirm_handover()
    assert widget.play_button.property("refused")
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)
    assert widget.error_label.text().startswith("Choose a card first: click it, then press Play card.")
    assert session.save.record.actions == []


def test_play_card_with_no_card_chosen_is_reached_by_keyboard_and_says_why(qtbot, table):
    """Play card before a card is chosen looks unavailable (and a screen reader hears so), yet Tab
    reaches it and Space says why (it was truly disabled: only the mouse heard why); nothing is
    played."""
    session, widget = table
    session.confirm_handover()
    button = widget.play_button
    assert button.isEnabled() and button.property("refused")
    assert button.accessibleDescription() == "Not possible now: press to see why."
    widget.hand_view.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(widget.hand_view, Qt.Key_Tab)
    assert button.hasFocus()
    qtbot.keyClick(button, Qt.Key_Space)
    assert widget.error_label.text().startswith("Choose a card first")
    assert session.save.record.actions == []
    click_hand(qtbot, widget, 3)
    assert not button.property("refused") and not button.accessibleDescription()


def test_a_hand_card_clicked_after_choosing_says_to_wait(qtbot, new_session):
    session = new_session(n=2, decks=fixed_decks())
    players = [session.save.players[0], session.save.players[1].model_copy(update={"kind": "computer", "level": "easy"})]
    session = type(session)(session.save.model_copy(update={"players": players}))
    session.computer_pause_ms = 600_000  # the computer waits: Jana's card lies chosen
    widget = table_for(session)
    qtbot.addWidget(widget)
    widget.resize(1000, 715)
    widget.show()
    click_hand(qtbot, widget, 3)
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)
    assert session.view().me.chosen == 4
    click_hand(qtbot, widget, 0)
    assert widget.error_label.text().startswith("Your card for this turn is chosen. Wait for the others.")
    assert 'href="rules:x_nimmt#playing-cards"' in widget.error_label.text()


def test_a_row_clicked_during_a_hand_over_says_nothing(qtbot, table):
    session, widget = table
    session.confirm_handover()
    click_hand(qtbot, widget, 3)
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)
    session.confirm_handover()  # Petr at the screen
    click_hand(qtbot, widget, 0)
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)
    # Jana's 4 and Petr's 71 are placed; a new turn, Jana's after the hand-over
    assert session.handover_to is not None
    click_row(qtbot, widget, 0)  # nobody at the screen: nothing is tried, nothing said
    assert not widget.error_label.isVisible()


def test_a_row_clicked_while_choosing_the_card_to_keep_says_to_choose_it(qtbot, new_session):
    """Choosing which taken card goes to the X row, a row clicked named rule 4 ("only when your card is
    lower than every row"), which is not why: the taken card is to be chosen first."""
    import random

    session = new_session(n=2, seed=11)
    widget = table_for(session)
    qtbot.addWidget(widget)
    widget.resize(1000, 715)
    widget.show()
    rng = random.Random(1)
    for _ in range(400):
        if session.handover_to is not None:
            session.confirm_handover()
        awaiting = session.view().awaiting
        if awaiting is not None and awaiting.kind == "keep" and session.acting_seat() is not None:
            break
        session.act(rng.choice(session.legal_actions()))
    else:
        pytest.fail("no choice of a card to keep came up")
    actions = list(session.save.record.actions)
    click_row(qtbot, widget, 0)
    assert widget.error_label.text().startswith("First click the card that goes to your X row.")
    assert 'href="rules:x_nimmt#taking-cards"' in widget.error_label.text()
    assert session.save.record.actions == actions
