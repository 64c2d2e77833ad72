"""What a move did, played out over the table: the day plan's cards flying from their decks, cards
discarded down to the hand limit flying to their piles, a house that lost value pulsing on its board.
Esc skips; nothing in flight shows a card's face, so no hand is shown to anyone."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.ui.games.last_will.art import back_pixmap
from boardgames_desktop.ui.games.last_will.moving import MovingCards

from boardgames_desktop.rules.last_will.data import CARD, HOUSES
from boardgames_desktop.ui import i18n, motion
from boardgames_desktop.ui.games.last_will import names

from bot_threads import person_to_move

from .test_last_will_table import start, window  # noqa: F401 (the fixture)

# Máma starts with a summer house and a residence to lay out, and more cards than the hand limit.
HANDS = {"hands": [["P12", "P16", "H01"], ["H02", "E01"], ["H03", "E02"]], "start_player": 0,
         "money": [90, 90, 90]}


@pytest.fixture(autouse=True)
def flights(monkeypatch):
    monkeypatch.setattr(motion, "off", False)


def same_picture(a, b) -> bool:
    return a.toImage() == b.toImage()


def test_a_round_played_out_step_by_step_and_skipped_with_esc(qtbot, window):
    session = start(window, seed=3, setup=HANDS)
    page, table = window.game_page, window.game_page.table
    animation = table.animation
    seen = {"flight": 0, "fell": 0}
    while session.public_view().round < 3 and not seen["fell"]:
        if page.look_card.isVisible():  # cards drawn, looked at
            page.look_card.button.click()
            continue
        if page.handover.isVisible():
            page.handover.button.click()
            continue
        if animation.running:
            steps = list(animation._steps)
            assert steps
            for step in steps:
                if step.fell:  # a house on a board: public
                    seen["fell"] += 1
                    assert step.start == step.end
                else:  # only the back of the card in flight
                    seen["flight"] += 1
                    assert any(same_picture(step.picture, back_pixmap(back, step.picture.width()
                                                                      / step.picture.devicePixelRatio()))
                               for back in ("experiences", "helpers", "properties", "companions"))
            at_screen = session.view().seat
            for seat in range(3):
                if seat != at_screen:
                    for card in session.spec.view(session._shown(), seat).me.hand:
                        assert names.card_name(card) not in animation.toolTip()
                        assert all(names.card_name(card) not in step.words for step in steps)
            qtbot.keyClick(animation, Qt.Key_Escape)
            assert not animation.running and animation.testAttribute(Qt.WA_TransparentForMouseEvents)
            continue
        seat = person_to_move(session)  # after the computers: the same game every run
        before = len(session.save.record.actions)
        if seat is None or session.players[seat].kind == "computer":
            qtbot.waitUntil(lambda: len(session.save.record.actions) > before or page.handover.isVisible()
                            or page.look_card.isVisible()
                            or animation.running, timeout=10000)
            continue
        legal = session.legal_actions()
        # lay the houses out and never keep them up: they lose value at the round's end
        action = next((a for a in legal if a.type == "place" and a.replace is None and CARD[a.card].family in HOUSES),
                      None) or \
            next((a for a in legal if a.type == "end_turn"), legal[0])
        session.act(action)
    assert seen["flight"] >= 3 and seen["fell"] >= 1


def play_to_a_flight(qtbot, window):
    """A seeded game played (the first choice each time) until cards fly; its table."""
    session = start(window, seed=3, setup=HANDS)
    page, table = window.game_page, window.game_page.table
    while not table.animation.running:
        if page.look_card.isVisible():  # cards drawn, looked at
            page.look_card.button.click()
            continue
        if page.handover.isVisible():
            page.handover.button.click()
            continue
        seat = person_to_move(session)  # after the computers: the same game every run
        if seat is None or session.players[seat].kind == "computer":
            qtbot.wait(20)
            continue
        session.act(session.legal_actions()[0])
    return table


def test_the_flight_plays_on_its_own_to_the_end(qtbot, window, monkeypatch):
    monkeypatch.setattr(MovingCards, "step_ms", 40)
    table = play_to_a_flight(qtbot, window)
    with qtbot.waitSignal(table.animation.finished, timeout=5000):
        pass
    assert not table.animation.running


def test_the_keys_stay_with_the_choices_while_cards_fly_and_esc_there_skips(qtbot, window):
    table = play_to_a_flight(qtbot, window)
    focused = window.focusWidget()
    assert focused is not table.animation and focused in (table, table.choices, table.end_button)
    qtbot.keyClick(focused, Qt.Key_Escape)
    assert not table.animation.running
    assert window.focusWidget() is focused


def test_the_band_looks_the_same_when_its_words_come_back_and_speaks_the_language_chosen(qtbot, window):
    table = play_to_a_flight(qtbot, window)
    animation = table.animation
    script = list(animation._steps)
    first = animation.grab().toImage()  # the first frame: the card where it starts, the band
    animation.skip()
    animation.play(script)
    assert animation.grab().toImage() == first
    i18n.set_language("cs")
    try:
        animation.play(script)
        assert animation.running and animation.grab().toImage() != first  # its hint in Czech
    finally:
        i18n.set_language("en")
