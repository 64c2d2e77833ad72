"""Issue 30: Poslední vůle as its booklet says, each point a test named after its rule. Games begun
under rules_version 1 keep its rules: each test also plays the old version where it differed.

Some tests lay out a player's board and hand directly on a copy of a game in its actions phase
(the setup override deals hands, not boards): what they check is the choices the rules offer then."""

import copy

from boardgames_desktop.rules.last_will.actions import Discard, EndTurn, Place, Sell
from boardgames_desktop.rules.last_will.data import CARD, box
from boardgames_desktop.rules.last_will.state import OnBoard

from .helpers import act, new, spec, to_actions

FARM_BROKER = "H23"  # Realitní makléř: buys or sells a farm without an action, 2 cheaper if wanted
HOUSE_BROKER = "H21"  # Realitní makléř: a house's price up to 2 more or less
SPECIAL_BROKER = "S04"  # the special Makléř: houses bought or sold without an action, twice a round
FILLERS = ["H03", "H05", "H09", "H11"]  # helpers that change no price
FARM_8 = "P03"  # Statek printed 8
SUMMER_15 = "P12"  # Letní sídlo printed 15


def acting(board, hand, actions, rules_version=None, market=(-3, -2, 1, 3)):
    """Seat 0 in its actions phase with this board (full at 5 cards), hand and actions left."""
    state = to_actions(new(hands=[[], []], market=market, rules_version=rules_version), {0: 5, 1: 3})
    state = copy.deepcopy(act(state, 1, EndTurn()))
    player = state.players[0]
    player.board = [card if isinstance(card, OnBoard) else OnBoard(card) for card in board]
    player.hand, player.actions, player.extra_boards = sorted(hand), actions, 0
    return state


def placings(state, card):
    return sorted((a.replace, a.pay) for a in spec().legal_actions(state, 0) if isinstance(a, Place) and a.card == card)


def test_new_games_are_played_by_rules_version_2_and_version_1_still_plays():
    assert spec().rules_version == 2 and spec().older_rules_versions == (1,)
    assert new(rules_version=1).rules_version == 1 and spec().view(new(), 0).rules_version == 2


# -- "Prodej, stejně jako nákup, stojí jednu akci" ------------------------------------------------------


def test_a_purchase_costs_an_action_and_a_helper_discarded_for_room_gives_none():
    state = acting([FARM_BROKER, *FILLERS], [FARM_8], actions=0)
    offered = placings(state, FARM_8)
    # farm token -3: 8 - 3 = 5, or 3 with the broker's 2 off; free only while the broker stays
    assert offered == sorted((filler, pay) for filler in FILLERS for pay in (3, 5))
    assert not any(space == FARM_BROKER for space, _ in offered)
    bought = act(state, 0, Place(card=FARM_8, pay=5, replace=FILLERS[0]))
    assert bought.players[0].actions == 0  # the broker's free trade, not an action


def test_the_special_brokers_free_purchase_is_not_offered_while_discarding_him():
    state = acting([SPECIAL_BROKER, *FILLERS], [SUMMER_15], actions=0)
    assert placings(state, SUMMER_15) == [(filler, 13) for filler in FILLERS]  # summer token -2


def test_a_purchase_for_free_under_rules_version_1_left_the_player_at_minus_1_action():
    state = acting([FARM_BROKER, *FILLERS], [FARM_8], actions=0, rules_version=1)
    assert (FARM_BROKER, 5) in placings(state, FARM_8)
    assert act(state, 0, Place(card=FARM_8, pay=5, replace=FARM_BROKER)).players[0].actions == -1


# -- "kartu odhodit a tím pozici uvolnit", then place ------------------------------------------------------


def test_a_helper_discarded_for_room_does_not_change_that_purchases_price():
    state = acting([HOUSE_BROKER, *FILLERS], [SUMMER_15], actions=1)
    offered = placings(state, SUMMER_15)
    assert [pay for space, pay in offered if space == HOUSE_BROKER] == [13]  # 15 - 2, the broker gone
    assert [pay for space, pay in offered if space == FILLERS[0]] == [11, 13, 15]  # he stays: +-2
    old = placings(acting([HOUSE_BROKER, *FILLERS], [SUMMER_15], actions=1, rules_version=1), SUMMER_15)
    assert [pay for space, pay in old if space == HOUSE_BROKER] == [11, 13, 15]


# -- "lícem dolů": a special discarded from a hand is private ------------------------------------------------


def _discarding_a_special(rules_version=None):
    state = new(hands=[["S08", "H03", FARM_8], []], rules_version=rules_version)
    assert state.phase == "keep" and state.to_act == [0]
    return act(state, 0, Discard(card="S08"))


def test_a_special_discarded_from_a_hand_lies_face_down():
    state = _discarding_a_special()
    for seat in (None, 0, 1):
        view = spec().view(state, seat)
        assert "S08" not in view.boxed and view.buried == [CARD["S08"].crowns]
        assert '"S08"' not in view.model_dump_json()
    assert not any("S08" in str(event.params) for event in spec().events(state))
    assert spec().view(_discarding_a_special(rules_version=1), 1).boxed == ["S08"]  # version 1 showed it


# -- Letní sídlo 3's value track ----------------------------------------------------------------------------


def test_letni_sidlo_3_fits_the_booklets_example():
    """Bought printed 13 at token -2 for 11; worth 5 later, sold at token -3 for 2; one decay more and
    it fetches nothing."""
    summer_3 = [c for c in box(2) if c.name == "Letní sídlo" and c.values[0] == 13]
    assert [c.values for c in summer_3] == [(13, 11, 9, 7, 5, 3)]
    assert [c.values for c in box(1) if c.name == "Letní sídlo" and c.values[0] == 13] == [(13, 12, 11)]
    card = summer_3[0].id
    state = acting(FILLERS, [card], actions=1)  # summer token -2
    assert placings(state, card) == [(None, 11)]
    for step, price in ((4, 2), (5, 0)):
        worn = acting([OnBoard(card, step=step)], [], actions=1, market=(-2, -3, 1, 3))  # summer token -3
        assert [a.price for a in spec().legal_actions(worn, 0) if isinstance(a, Sell)] == [price]
