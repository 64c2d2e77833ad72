"""X bere!'s guided first game: its deal brings the key ideas up in the first turns whatever the
learner plays (headless games with the computers as in the window), and on the real table in the
window at 1280 x 680 every card up is on show beside the control it points at."""

import random
from functools import cache

import pytest

from boardgames_desktop import bots, storage
from boardgames_desktop.play.tutorial import Guide, play_through
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Event
from boardgames_desktop.rules.x_nimmt.actions import Play
from boardgames_desktop.ui import tutorials
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.tutorial_session import TutorialSession
from boardgames_desktop.ui.app.tutorial_start import attach
from boardgames_desktop.ui.games.x_nimmt import tutorial as module
from boardgames_desktop.ui.table.tutorial_overlay import TutorialOverlay, pointed_rect
from boardgames_desktop.ui.widgets.players import TOKENS

from bot_threads import person_to_move

SPEC = registry.get("x_nimmt")
TUTORIAL = module.TUTORIAL
RUNS = 16


def bot(spec, view, legal, level, rng):
    return bots.choose(spec, view, legal, level, bots.decision_rng(rng.getrandbits(60), view.seat or 0, 0))


@cache
def runs() -> tuple:
    return tuple(play_through(SPEC, TUTORIAL, random.Random(run), bot) for run in range(RUNS))


def first_seen(run) -> dict[str, tuple[int, int]]:
    """Each card's (round, turn) when it came up."""
    return {card.id: (moment.view.round, moment.view.turn) for card, moment in run.cards}


def test_the_deal_is_two_whole_decks_and_the_hands_are_as_described():
    first, second = TUTORIAL.setup["decks"]
    assert sorted(first) == sorted(second) == list(range(1, 101))
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    assert [row[0] for row in state.rows] == [20, 40, 70]
    assert [sorted(seat.hand) for seat in state.seats] == [sorted(hand) for hand in module.HANDS]
    assert all(21 <= card <= 39 for card in module.HANDS[1])  # each computer's cards go to one row
    assert all(41 <= card <= 69 for card in module.HANDS[2])
    assert all(card >= 71 for card in module.HANDS[3])


def test_the_first_card_is_one_that_fills_row_4_up_to_the_card_that_takes_it():
    guide = Guide(TUTORIAL)
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    actions = SPEC.legal_actions(state, 0)
    assert guide.see(SPEC.view(state, 0), actions).id == "welcome"
    assert guide.allowed(actions) == [Play(card=card) for card in (46, 52, 58)]
    assert guide.dismiss().id == "choose"
    assert guide.allowed(actions) == [Play(card=card) for card in (46, 52, 58)]
    guide.dismiss()
    assert guide.allowed(actions) == actions  # read both: the learner is free


def test_the_key_ideas_come_up_in_the_first_round_of_every_game():
    for run in runs():
        seen = first_seen(run)
        assert run.shown[0] == "welcome"
        assert seen["placing"] <= (1, 2)  # turned over together, placed lowest first, each to its row
        assert seen["rival_fills"] <= (1, 4)  # a computer's card fills a row and takes it
        assert seen["at_risk"][0] == 1  # one of the learner's cards would be the one that takes a row
        assert {"too_low", "rival_too_low", "holds_too_low"} & {c for c, (r, _) in seen.items() if r == 1}
        assert {"keep", "keep_lower", "one_taken"} & set(seen)  # the learner takes cards
        assert seen["round_end"] == (2, 1) and "game_over" in seen


def test_most_games_meet_the_sixth_card_and_the_low_card_within_three_turns():
    """"Sixth card": here the row card's number, the card that takes the row."""
    early = [first_seen(run) for run in runs()]
    assert sum(seen["rival_fills"] <= (1, 2) for seen in early) >= RUNS * 3 // 4
    assert sum(seen["at_risk"] <= (1, 3) for seen in early) >= RUNS * 3 // 4
    assert sum(min(seen.get(card, (9, 99)) for card in ("too_low", "rival_too_low", "holds_too_low")) <= (1, 3)
               for seen in early) >= RUNS * 3 // 4


def test_the_cards_follow_what_happened():
    """A filled row is told differently to the one who took it and the one whose card went in after;
    a choice for the X row differently when a card would send it to the X pile."""
    for run in runs():
        for card, moment in run.cards:
            if card.id == "you_fill":
                assert moment.happened("row_filled", seat=0)
            if card.id == "keep_lower":
                x_row = moment.view.players[0].x_row
                assert x_row and any(action.card < x_row[-1] for action in moment.actions)
            if card.id == "keep":
                x_row = moment.view.players[0].x_row
                assert not x_row or all(action.card > x_row[-1] for action in moment.actions)
    met = {card for run in runs() for card in run.shown}
    assert met == {card.id for card in TUTORIAL.cards}


# -- on the real table -------------------------------------------------------------------------


def learner_and_computers() -> list:
    return [storage.Player(name="Jana" if seat == 0 else f"Computer {seat + 1}",
                           kind="human" if seat == 0 else "computer",
                           level=None if seat == 0 else TUTORIAL.level(seat),
                           colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
            for seat in range(TUTORIAL.players)]


@pytest.mark.parametrize("seed", [0, 1])
def test_every_card_up_points_at_a_control_on_show(qtbot, monkeypatch, seed):
    from boardgames_desktop.ui import motion

    monkeypatch.setattr(motion, "off", True)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.show()
    session = TutorialSession.new_tutorial("x_nimmt", TUTORIAL, learner_and_computers())
    session.computer_pause_ms = 1
    window.start(session)
    attach(window, session)
    overlay = window.game_page.findChild(TutorialOverlay)
    table = window.game_page.table
    rng, shown = random.Random(seed), []
    while not (session.is_over and session.guide.card is None):
        card = session.guide.card
        if card is not None:
            qtbot.waitUntil(overlay.card.isVisible, timeout=3000)
            if card.points_at is not None:
                assert pointed_rect(table, card.points_at) is not None, card.id
                assert overlay.pointer.isVisible(), card.id
            shown.append(card.id)
            session.dismiss_card()
        elif table.round_panel.isVisible():
            table.round_panel.button.click()
        elif person_to_move(session) == 0 and session.legal_actions():  # after the computers: the same game every run
            assert session.act(rng.choice(session.guide.allowed(session.legal_actions())))
        else:
            qtbot.waitUntil(lambda: bool(session.guide.card is not None or person_to_move(session) == 0
                                         and session.legal_actions() or session.is_over
                                         or table.round_panel.isVisible()), timeout=5000)
    assert shown[:3] == ["welcome", "choose", "placing"]
    assert {"rival_fills", "at_risk", "round_end", "game_over"} <= set(shown)


def test_f1_under_the_at_risk_card_lists_where_each_card_would_go(qtbot, monkeypatch):
    """The card on a row whose next card takes it sends the learner to "What can I do now?"."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui import motion

    monkeypatch.setattr(motion, "off", True)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    session = TutorialSession.new_tutorial("x_nimmt", TUTORIAL, learner_and_computers())
    session.computer_pause_ms = 1
    window.start(session)
    attach(window, session)
    assert session.guide.card.id == "welcome"
    session.dismiss_card()
    assert session.guide.card.id == "choose" and session.act(Play(card=52))
    qtbot.waitUntil(lambda: session.guide.card is not None and session.guide.card.id == "placing", timeout=5000)
    while session.guide.card.id != "at_risk":
        session.dismiss_card()
        qtbot.waitUntil(lambda: session.guide.card is not None, timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key_F1)
    panel = window.game_page.moves_panel
    assert panel.isVisible()
    assert "would fill row" in panel.body.text()


@pytest.mark.parametrize("card_id, code, params", [
    ("you_fill", "row_filled", {"row": 1, "card": 60, "cards": [40, 46, 52]}),
    ("one_taken", "card_kept", {"card": 40, "automatic": True}),
    ("x_pile", "x_row_collapsed", {"cards": [40]}),
])
def test_a_card_about_your_own_cards_speaks_of_the_person_at_the_screen(card_id, code, params):
    """A family member learning along (seat 1) is never told "your card filled a row" of the learner's
    card, and is told so of their own."""
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)

    def card_for(seat: int, by: int):
        guide = Guide(TUTORIAL)
        guide.shown = [card.id for card in TUTORIAL.cards if card.id != card_id]
        return guide.see(SPEC.view(state, seat), (), [Event(code=code, params={**params, "seat": by})])

    assert card_for(TUTORIAL.learner, TUTORIAL.learner).id == card_id
    assert card_for(1, TUTORIAL.learner) is None
    assert card_for(1, 1).id == card_id


def test_pick_46_52_or_58_is_said_only_to_who_holds_them():
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)

    def card_for(seat: int):
        guide = Guide(TUTORIAL)
        guide.shown = [card.id for card in TUTORIAL.cards if card.id != "choose"]
        card = guide.see(SPEC.view(state, seat), SPEC.legal_actions(state, seat))
        return card.id if card is not None else None

    assert card_for(TUTORIAL.learner) == "choose"
    assert card_for(1) is None  # someone learning along at seat 1 holds none of them
