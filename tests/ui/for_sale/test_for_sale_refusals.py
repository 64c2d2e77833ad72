"""Na prodej's "why not?": a move the rules refuse is said on the table's error line in one sentence
naming the rule, with a link that opens the rules at that rule, by mouse or keyboard."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.rules.for_sale.actions import Bid, Sell
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog
from boardgames_desktop.ui.game_folders import table_for


@pytest.fixture
def table(qtbot, new_session):
    session = new_session()
    widget = table_for(session)
    qtbot.addWidget(widget)
    widget.resize(1100, 720)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return session, widget


def to_next_person(session) -> None:
    if session.handover_to is not None:
        session.confirm_handover()


def to_selling(session, widget) -> None:
    """Everyone passes until a person at the screen chooses a house to sell, none chosen yet."""
    while session.view().phase != "selling" or session.acting_seat() is None:
        to_next_person(session)
        if session.acting_seat() is not None:
            session.act(next(a for a in session.legal_actions() if a.type == "pass"))
    widget.hand_view.clearSelection()


def test_refusal_tries_the_viewers_move_and_changes_nothing(table):
    session, _ = table
    assert session.refusal(Bid(amount=0)) is None  # nobody at the screen yet: nothing is tried
    to_next_person(session)
    seat = session.acting_seat()
    assert session.refusal(Bid(amount=0)) is None  # the first bid of a round may be nothing
    record = session.save.record
    assert session.refusal(Sell(house=1)).code == "wrong_phase"
    session.act(Bid(amount=3))
    to_next_person(session)
    assert session.viewer != seat
    assert session.refusal(Bid(amount=2)).code == "bid_too_low"
    assert session.refusal(Bid(amount=99)).code == "bid_too_high"
    assert session.save.record.actions == [*record.actions, (seat, {"type": "bid", "amount": 3})]


def test_a_refused_bid_says_why_with_a_link_to_the_rule(qtbot, table):
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=3))
    to_next_person(session)
    i18n.set_language("cs")
    assert widget.explain_refusal(Bid(amount=2))
    line = widget.error_label
    assert line.isVisible()
    assert "Nejmenší možný příhoz je 4 mince" in line.text()
    assert 'href="rules:for_sale#bidding"' in line.text() and "Pravidla: Přihazování" in line.text()
    with qtbot.waitSignal(widget.rules_wanted) as opened:
        line.linkActivated.emit("rules:for_sale#bidding")
    assert opened.args == ["for_sale", "bidding"]
    assert not widget.explain_refusal(Bid(amount=4))  # allowed: nothing said, nothing played


def test_the_rules_open_at_the_anchor(qtbot):
    top = RulesDialog("for_sale")
    qtbot.addWidget(top)
    top.show()
    dialog = RulesDialog("for_sale", anchor="bidding")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert top.browser.verticalScrollBar().value() == 0
    assert dialog.browser.verticalScrollBar().value() > 0
    first_line = dialog.browser.cursorForPosition(dialog.browser.viewport().rect().topLeft()).block().text()
    assert "Bidding" in first_line or dialog.browser.verticalScrollBar().value() == \
        dialog.browser.verticalScrollBar().maximum()


def clicked_away(qtbot, widget, button) -> None:
    """A click on a control that looks disabled: it still says why."""
    assert button.isVisible() and button.property("refused")
    qtbot.mouseClick(button, Qt.LeftButton)


def tab_to(qtbot, widget, button) -> None:
    """Tab from the control with the focus until `button` has it, as a keyboard user would."""
    for _ in range(12):
        if button.hasFocus():
            return
        qtbot.keyClick(widget.focusWidget() or widget, Qt.Key_Tab)
    assert button.hasFocus(), f"Tab never reaches {button.objectName()}"


def test_raise_when_one_must_pass_is_reached_by_keyboard_says_why_and_looks_unavailable(qtbot, table):
    """A keyboard user reaches Raise though one must pass, and Space on it says why (it was truly
    disabled: Tab went past it, so only the mouse heard why); a screen reader hears it is not
    possible now, and nothing is played."""
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=session.view().me.coins))
    to_next_person(session)
    actions = list(session.save.record.actions)
    button = widget.raise_button
    assert button.isEnabled() and button.property("refused")
    assert button.accessibleDescription() == "Not possible now: press to see why."
    assert widget.pass_button.hasFocus()
    tab_to(qtbot, widget, button)
    qtbot.keyClick(button, Qt.Key_Space)
    assert "must pass" in widget.error_label.text()
    assert session.save.record.actions == actions
    to_next_person(session)
    assert session.save.record.actions == actions and session.handover_to is None


def test_sell_with_no_house_chosen_is_reached_by_keyboard_and_says_why(qtbot, table):
    session, widget = table
    to_selling(session, widget)
    actions = list(session.save.record.actions)
    button = widget.sell_button
    assert button.isEnabled() and button.property("refused") and button.accessibleDescription()
    widget.hand_view.setFocus(Qt.TabFocusReason)
    tab_to(qtbot, widget, button)
    qtbot.keyClick(button, Qt.Key_Space)
    assert "Choose a house first" in widget.error_label.text()
    assert session.save.record.actions == actions
    view = widget.hand_view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(widget.hand_model.index(0)).center())
    assert not button.property("refused") and not button.accessibleDescription()
    qtbot.keyClick(button, Qt.Key_Space)
    assert len(session.save.record.actions) == len(actions) + 1


def test_a_click_on_raise_when_one_must_pass_says_why(qtbot, table):
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=session.view().me.coins))  # all of them: nobody can out-bid it
    to_next_person(session)
    actions = len(session.save.record.actions)
    clicked_away(qtbot, widget, widget.raise_button)
    assert "must pass" in widget.error_label.text() and "rules:for_sale#passing" in widget.error_label.text()
    assert len(session.save.record.actions) == actions


def test_a_bid_below_the_least_is_explained_not_played(qtbot, table):
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=3))
    to_next_person(session)
    actions = len(session.save.record.actions)
    widget.bid_spin.setValue(2)  # the spin goes below the least bid, so that Raise can say why not
    assert widget.bid_spin.value() == 2
    qtbot.mouseClick(widget.raise_button, Qt.LeftButton)
    assert "Bid at least 4 coins" in widget.error_label.text()
    assert len(session.save.record.actions) == actions
    widget.bid_spin.setValue(4)
    qtbot.keyClick(widget.bid_spin, Qt.Key_Return)
    assert len(session.save.record.actions) == actions + 1


def test_a_house_for_sale_clicked_says_houses_are_bid_for(qtbot, table):
    session, widget = table
    to_next_person(session)
    view = widget.table_view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(widget.table_model.index(0)).center())
    assert "bid for them" in widget.error_label.text() and "rules:for_sale#buying" in widget.error_label.text()


def test_sell_before_a_house_is_chosen_says_to_choose_one(qtbot, table):
    session, widget = table
    to_selling(session, widget)
    clicked_away(qtbot, widget, widget.sell_button)
    assert "Choose a house first" in widget.error_label.text()
    assert "rules:for_sale#selling" in widget.error_label.text()


def test_tab_reaches_the_link_and_enter_follows_it(qtbot, table):
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=3))
    to_next_person(session)
    widget.explain_refusal(Bid(amount=2))
    widget.pass_button.setFocus(Qt.TabFocusReason)
    for _ in range(8):
        if widget.error_label.hasFocus():
            break
        qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert widget.error_label.hasFocus()
    with qtbot.waitSignal(widget.rules_wanted) as opened:
        qtbot.keyClick(widget.error_label, Qt.Key_Return)
    assert opened.args == ["for_sale", "bidding"]


def test_a_refusal_goes_with_the_next_move(qtbot, table):
    """The refusal is about the game before a move: once a bid is made, the line never says "Bid at
    least 4 coins" of the game after it (it did until the next drawing, under the hand-over and on
    the one person's screen while the computers played)."""
    session, widget = table
    to_next_person(session)
    session.act(Bid(amount=3))
    to_next_person(session)
    widget.bid_spin.setValue(2)
    qtbot.mouseClick(widget.raise_button, Qt.LeftButton)
    assert widget.error_label.isVisible()
    widget.bid_spin.setValue(5)
    qtbot.mouseClick(widget.raise_button, Qt.LeftButton)
    assert session.save.record.actions[-1][1] == {"type": "bid", "amount": 5}
    assert not widget.error_label.isVisible() and "4" not in widget.error_label.text()
