"""The guide of a tutorial (play/tutorial.py), on a small tutorial of Na prodej made here: which card
comes up when, what a card with `only` allows, and the headless run to the end."""

import random

import pytest

from boardgames_desktop.play.tutorial import Card, Guide, Moment, Tutorial, play_through
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.for_sale.actions import Pass

SPEC = registry.get("for_sale")


def _tutorial(*cards: Card) -> Tutorial:
    return Tutorial(players=3, seed=5, setup={"first_player": 0}, learner=0, levels=("easy", "normal"), cards=cards)


FIRST = Card("first", "Bid or pass.", lambda m: m.my_turn, points_at="pass_button",
             only=lambda m, action: isinstance(action, Pass))
WAIT = Card("wait", "The others bid now.", lambda m: not m.my_turn)
END = Card("end", "The game is over.", at_end=True)


def _start(guide: Guide):
    state = SPEC.new_game(3, 5, None, {"first_player": 0})
    actions = SPEC.legal_actions(state, 0)
    return state, guide.see(SPEC.view(state, 0), actions, SPEC.events(state))


def test_the_first_card_whose_moment_has_come_comes_up_once():
    guide = Guide(_tutorial(WAIT, FIRST, END))
    state, card = _start(guide)
    assert card is FIRST and guide.shown == ["first"] and guide.moment.my_turn
    assert guide.moment.shown == frozenset({"first"})
    assert guide.see(SPEC.view(state, 0), SPEC.legal_actions(state, 0)) is FIRST  # up until read
    assert guide.dismiss() is None  # WAIT does not hold, FIRST was shown
    assert guide.see(SPEC.view(state, 0), SPEC.legal_actions(state, 0)) is None


def test_a_card_is_answered_by_the_learners_move_and_the_next_one_comes():
    guide = Guide(_tutorial(FIRST, WAIT))
    state, _ = _start(guide)
    state = SPEC.apply(state, 0, Pass())
    assert guide.see(SPEC.view(state, 0), [], SPEC.events(state), moved=True) is WAIT
    assert guide.moment.happened("pass_no_house", seat=0) or guide.moment.happened("pass_took_house", seat=0)
    assert not guide.moment.happened("pass_no_house", seat=2)


def test_only_holds_the_learner_to_the_first_steps_while_its_card_is_up():
    guide = Guide(_tutorial(FIRST))
    state, _ = _start(guide)
    actions = SPEC.legal_actions(state, 0)
    assert guide.allowed(actions) == [Pass()]
    guide.dismiss()
    assert guide.allowed(actions) == actions


def test_a_card_that_allows_no_move_open_now_restricts_nothing():
    never = Card("never", "…", lambda m: m.my_turn, only=lambda m, action: False)
    guide = Guide(_tutorial(never))
    state, card = _start(guide)
    assert card is never and guide.allowed(SPEC.legal_actions(state, 0)) == SPEC.legal_actions(state, 0)


def test_a_card_put_back_unread_comes_up_again():
    guide = Guide(_tutorial(FIRST))
    state, _ = _start(guide)
    guide.put_back()
    assert guide.card is None and guide.shown == []
    assert guide.see(SPEC.view(state, 0), SPEC.legal_actions(state, 0)) is FIRST


def test_the_cards_of_one_moment_come_one_after_another_with_its_events():
    seen = []
    first = Card("a", "…", lambda m: seen.append(("a", m.events)) or bool(m.events))
    second = Card("b", "…", lambda m: seen.append(("b", m.events)) or bool(m.events))
    guide = Guide(_tutorial(first, second))
    _start(guide)
    assert guide.card is first and guide.dismiss() is second
    assert seen[-1][1] == seen[0][1] and seen[0][1]  # the same events for both


def test_once_the_game_is_over_only_a_card_at_end_comes_up():
    """The last move's cards of the play page would point at a table the results have replaced."""
    anything = Card("anything", "…")
    guide = Guide(_tutorial(anything, END))
    state = SPEC.new_game(3, 5, None, {"first_player": 0})
    while not state.is_over:
        seat = state.to_act[0]
        state = SPEC.apply(state, seat, SPEC.legal_actions(state, seat)[0])
    assert guide.see(SPEC.view(state, 0), [], SPEC.events(state), over=True) is END
    assert guide.dismiss() is None and guide.shown == ["end"]
    fresh = Guide(_tutorial(END, anything))
    assert _start(fresh)[1] is anything  # and a card at end never comes up before


def test_a_tutorial_is_checked_when_it_is_made():
    with pytest.raises(ValueError):
        Tutorial(players=3, seed=1, levels=("easy",))
    with pytest.raises(ValueError):
        Tutorial(players=3, seed=1, learner=3, levels=("easy", "easy"))
    with pytest.raises(ValueError):
        Tutorial(players=3, seed=1, levels=("easy", "easy"), cards=(WAIT, WAIT))
    tutorial = Tutorial(players=4, seed=1, learner=1, levels=("easy", "normal", "hard"))
    assert tutorial.others() == [0, 2, 3] and tutorial.level(2) == "normal"


def test_a_headless_run_plays_to_the_end_and_meets_the_cards():
    run = play_through(SPEC, _tutorial(FIRST, WAIT, END), random.Random(3))
    assert run.state.is_over and run.shown[0] == "first" and run.shown[-1] == "end"
    assert isinstance(run.cards[0][1], Moment) and run.cards[0][1].my_turn
    assert run.moves > 0
