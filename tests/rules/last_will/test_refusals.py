"""Every refusal of Poslední vůle names the rule it breaks (actions.REFUSALS): moves a person could
try at the table, in seeded random games, are refused with the precise code."""

import pytest

from boardgames_desktop.rules import IllegalAction
from boardgames_desktop.rules.core.rng import Rng
from boardgames_desktop.rules.last_will.actions import (
    REFUSALS, Activate, ChoosePlan, Companion, DrawAny, EndTurn, ExtraBoard, Market, Opera, Place, Play, Sell, Take,
)
from boardgames_desktop.rules.last_will.data import CARD, REGULAR_DECKS
from boardgames_desktop.rules.last_will.state import OnBoard

from .helpers import act, card, new, spec, to_actions

DINNER_PLAIN = card("Večeře", slots=())


def seat0_acting(hand):
    """Seat 0 with this hand and 4 actions, seat 1's turn ended."""
    state = to_actions(new(hands=[hand, []]), {0: 5, 1: 3})
    return act(state, 1, EndTurn())

SHARED = {"game_over", "not_your_turn", "bad_seat", "bad_action", "wrong_phase"}


def tries(state, seat):
    """What a person might try now: every card of the hand and board in every way, every space, plan
    and deck."""
    player = state.players[seat]
    result = [ChoosePlan(position=p) for p in range(1, 7)]
    result += [Take(space=s) for s in "ABCDEFGH"] + [Opera(pay=2), Market(tokens=list(state.market)), ExtraBoard()]
    result += [DrawAny(deck=deck) for deck in REGULAR_DECKS]
    for card in player.hand:
        data = CARD[card]
        result += [Play(card=card, actions=max(1, data.actions), pay=data.spend),
                   Place(card=card, pay=data.values[0] if data.values else 0)]
    for board in player.board:
        data = CARD[board.card]
        result += [Activate(card=board.card, pay=data.spend), Companion(card=board.card),
                   Companion(card=board.card, happy=True), Sell(card=board.card, price=board.value if data.values else 0)]
    return result


def refusal(state, seat, action):
    try:
        spec().apply(state, seat, action)
    except IllegalAction as error:
        return error.code
    return None


def test_random_games_meet_the_refusals_by_name():
    met = set()
    for seed in range(6):
        state = spec().new_game(2 + seed % 3, seed)
        rng = Rng.from_seed(seed)
        while not state.is_over:
            seat = state.to_act[0]
            for action in tries(state, seat):
                code = refusal(state, seat, action)
                assert code is None or code in REFUSALS | SHARED, (action, code)
                met.add(code)
            legal = spec().legal_actions(state, seat)
            state = spec().apply(state, seat, legal[rng.below(len(legal))])
    # the rest need a hand or a board a random game seldom has; they are scripted below
    assert REFUSALS - met <= {"not_allowed", "board_full", "deck_empty", "slots_full", "no_activation",
                              "not_in_hand", "not_on_board", "will_forbids", "companion_alone"}, REFUSALS - met
    assert {"no_actions", "already_activated", "plan_taken", "space_empty", "space_taken", "drew_any_used",
            "no_companion"} <= met


@pytest.mark.parametrize("action, code", [
    (Play(card="C01", actions=1, pay=0), "not_in_hand"),
    (Activate(card=DINNER_PLAIN, pay=2), "not_on_board"),
    (Play(card=DINNER_PLAIN, actions=1, pay=7), "not_allowed"),
])
def test_cards_not_there(action, code):
    assert refusal(seat0_acting([DINNER_PLAIN]), 0, action) == code


def test_a_companion_goes_only_with_another_card_and_a_full_board_must_make_room():
    horse = "C01"
    state = seat0_acting([horse])
    assert refusal(state, 0, Play(card=horse, actions=1, pay=0)) == "companion_alone"
    helpers = [c.id for c in CARD.values() if c.kind == "black" and c.deck == "helpers" and c.actions == 1]
    state = seat0_acting(helpers[-1:])
    spaces = state.players[0].spaces
    state.players[0].board = [OnBoard(card) for card in helpers[:spaces]]  # a full board, as if laid earlier
    assert refusal(state, 0, Place(card=helpers[-1])) == "board_full"
    assert Place(card=helpers[-1], replace=helpers[0]) in spec().legal_actions(state, 0)
    state.players[0].board[0].activated = True
    assert refusal(state, 0, Activate(card=helpers[0], pay=CARD[helpers[0]].spend)) == "already_activated"


def test_an_empty_offer_space_and_a_spent_will():
    state = new(money=[1, 70])
    assert state.phase == "plan"
    state = act(state, 0, ChoosePlan(position=1))  # the neutral marker
    assert refusal(state, 1, ChoosePlan(position=1)) == "plan_taken"
