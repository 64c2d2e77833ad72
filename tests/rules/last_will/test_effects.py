"""The effect vocabulary (data.py), one kind at a time, through scripted games: each helper laid on
the board by its owner, then the choices the rules offer. Two players; seat 0 takes day plan 5
(4 actions) and acts after seat 1 (plan 3), whose turn each test ends first."""

import pytest

from boardgames_desktop.rules import IllegalAction
from boardgames_desktop.rules.last_will.actions import (
    Activate, ChoosePlan, EndTurn, Opera, Place, Play, Sell, Take,
)
from boardgames_desktop.rules.last_will.data import CARD, CARDS, COMPANIONS

from .helpers import DOGS, act, card, end_turns, new, pays, spec, to_actions

DINNER = card("Večeře", slots=())
SEA_TRIP = card("Plavba", spend=5)


def helper(kind: str, **params) -> str:
    return next(c.id for c in CARDS if c.passive and c.passive[0][0] == kind and c.deck == "helpers"
                and all(c.passive[0][1][k] == v for k, v in params.items()))


def seat0_acting(hand):
    state = to_actions(new(hands=[hand, []]), {0: 5, 1: 3})
    return act(state, 1, EndTurn())


def test_cost_plus_is_optional_and_adds_for_its_symbol():
    waiter = helper("cost_plus", symbol="cutlery")
    state = seat0_acting([waiter, DINNER])
    state = act(state, 0, Place(card=waiter))
    assert pays(state, 0, "play", DINNER) == [2, 3]  # the waiter's +1 may be used or not


def test_the_tailor_makes_the_opera_dearer_too():
    tailor = helper("cost_plus", symbol="theatre")
    state = new(hands=[[tailor], []])
    state = to_actions(state, {0: 5, 1: 3})
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=tailor))
    state = end_turns(state)
    # round 2: seat 1 starts; seat 0 on plan 3 sends the first errand boy
    for seat, position in ((1, 1), (0, 2), (0, 3), (1, 4)):
        state = act(state, seat, ChoosePlan(position=position))
    while state.declaring is not None:
        state = act(state, 1, spec().legal_actions(state, 1)[0])
    assert sorted(a.pay for a in spec().legal_actions(state, 0) if isinstance(a, Opera)) == [2, 5]


def test_white_discount_saves_one_action_once_a_round():
    valet = card("Komorník")
    state = seat0_acting([valet, SEA_TRIP])
    state = act(state, 0, Place(card=valet))
    assert state.players[0].actions == 3
    state = act(state, 0, Play(card=SEA_TRIP, actions=2, pay=5))
    assert state.players[0].actions == 2  # a two-action Plavba for one
    assert state.players[0].used == {valet: 1}


def test_extra_actions_count_already_in_the_round_laid():
    friend = card("Starý přítel", crowns=1)
    state = seat0_acting([friend])
    state = act(state, 0, Place(card=friend))
    assert state.players[0].actions == 4 - 1 + 1


def test_free_activation_maintains_a_house_without_an_action_once():
    steward = helper("free_activation", families=("summer", "residence", "villa"))
    house, other = card("Letní sídlo", values=(15, 13, 10, 7)), card("Vila", values=(13, 11, 9, 7, 5, 3))
    state = new(hands=[[steward, house], []], decks={"properties": ["P24", other]})
    state = to_actions(state, {0: 5, 1: 3}, draws={0: ["properties"]})
    state = act(state, 1, EndTurn())
    for c, price in ((steward, 0), (house, 13), (other, 16)):
        state = act(state, 0, Place(card=c, pay=price))
    assert state.players[0].actions == 1
    state = act(state, 0, Activate(card=house, pay=3))
    assert state.players[0].actions == 1  # free
    state = act(state, 0, Activate(card=other, pay=3))
    assert state.players[0].actions == 0  # the second one costs an action


def test_price_adjust_offers_two_more_or_less_and_free_trade_spares_the_action():
    agent = helper("price_adjust", amount=2)
    house = card("Letní sídlo", values=(15, 13, 10, 7))
    state = seat0_acting([agent, house])
    state = act(state, 0, Place(card=agent))
    assert pays(state, 0, "place", house) == [11, 13, 15]  # 15 - 2 (token), then -2 / 0 / +2
    farm_agent = helper("free_trade", families=("farm",))
    farm = card("Statek", values=(8,))
    state = seat0_acting([farm_agent, farm])
    state = act(state, 0, Place(card=farm_agent))
    assert pays(state, 0, "place", farm) == [3, 5]  # 8 - 3, and 2 less if wished
    state = act(state, 0, Place(card=farm, pay=5))
    assert state.players[0].actions == 3 and state.players[0].traded == [farm]
    assert pays(state, 0, "sell", farm) == [5]  # the free trade is used: this sale costs an action
    state = act(state, 0, Sell(card=farm, price=5))
    assert state.players[0].actions == 2


def test_spend_per_counts_farms_and_their_animals():
    ground = next(c.id for c in CARDS if c.activate == "spend_per" and dict(c.params["units"]) == {"farm": 1, "dog": 1})
    farm = card("Statek", values=(8,))  # one dog slot
    state = seat0_acting([ground, farm])
    state = act(state, 0, Place(card=ground))
    assert pays(state, 0, "activate", ground) == []  # nothing to pay for yet
    state = act(state, 0, Place(card=farm, pay=5))
    assert pays(state, 0, "activate", ground) == [1]


def test_place_animals_and_decay_steps_take_targets():
    show, party = card("Chovatelská výstava"), card("Divoký večírek")
    farm = card("Statek", values=(14,))  # three dog slots
    house = card("Letní sídlo", values=(15, 13))
    state = new(hands=[[farm], [house]], decks={"specials": [show, party]})
    state = to_actions(state, {0: 6, 1: 3}, errands={0: [Take(space="A"), Take(space="B")]})
    assert {show, party} <= set(state.players[0].hand)
    state = act(state, 1, Place(card=house, pay=13))  # the wild party may step anyone's house
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=farm, pay=11))
    targets = [a.targets for a in spec().legal_actions(state, 0) if a.type == "play" and a.card == show]
    assert targets == [[farm], [farm, farm]]
    state = act(state, 0, Play(card=show, actions=1, pay=0, targets=[farm, farm]))
    assert state.players[0].on_board(farm).tokens == ["dog", "dog"]
    targets = [a.targets for a in spec().legal_actions(state, 0) if a.type == "play" and a.card == party]
    assert targets == [[house]]  # one step left on that house, none on a farm
    state = act(state, 0, Play(card=party, actions=1, pay=0, targets=[house]))
    assert state.players[1].on_board(house).value == 13


def test_error_codes():
    state = seat0_acting([DINNER])
    for action, code in (
        (Play(card=SEA_TRIP, actions=2, pay=5), "not_in_hand"),
        (Activate(card=DINNER, pay=2), "not_on_board"),
        (Play(card=DINNER, actions=1, pay=7), "not_allowed"),
        (Opera(pay=2), "wrong_phase"),
    ):
        with pytest.raises(IllegalAction) as refused:
            spec().apply(state, 0, action)
        assert refused.value.code == code


def test_the_box_has_its_140_cards():
    decks = {}
    for c in CARDS:
        decks[c.deck] = decks.get(c.deck, 0) + 1
    assert decks == {"experiences": 31, "helpers": 39, "properties": 24, "companions": 20, "specials": 17,
                     "happy_days": 2}  # + 7 Will cards (starting money, not played)
    assert all(c.source in ("booklet", "reconstructed") for c in CARDS)
    assert len(DOGS) == 5 and all(CARD[d].companion == "dog" for d in DOGS)
    assert all(kind in COMPANIONS for c in CARDS for kind, _ in c.slots)
    assert {c.companion for c in CARDS if c.kind == "companion"} == set(COMPANIONS)
    # every effect kind named in the data is one the rules carry out (data.py's vocabulary)
    assert {c.play for c in CARDS if c.play} == {"spend", "spend_by_actions", "gain_actions", "place_animals",
                                                "decay_steps"}
    assert {c.activate for c in CARDS if c.activate} == {"spend", "spend_per"}
    assert {kind for c in CARDS for kind, _ in c.passive} == {
        "cost_plus", "extra_actions", "free_activation", "white_discount", "extra_draws", "hand_limit",
        "price_adjust", "free_trade", "maintain_plus"}


def test_maintain_plus_lets_a_gardener_pay_3_more_for_his_houses():
    gardener = helper("maintain_plus", families=("summer", "residence"))
    house = card("Letní sídlo", values=(15, 13, 10, 7))
    state = seat0_acting([gardener, house])
    state = act(state, 0, Place(card=gardener))
    state = act(state, 0, Place(card=house, pay=13))
    assert pays(state, 0, "activate", house) == [3, 6]


def test_extra_draws_come_after_the_day_plan_every_round():
    chum = helper("extra_draws", deck="companions")
    state = seat0_acting([chum])
    state = act(state, 0, Place(card=chum))
    state = end_turns(state)
    # round 2: seat 1 starts; seat 0 takes plan 3, which draws no card, and gets 3 companions
    for seat, position in ((1, 1), (0, 2), (0, 3)):
        state = act(state, seat, ChoosePlan(position=position))
    drawn = [e.params for e in spec().events(state) if e.code == "cards_drawn"]
    assert drawn == [{"seat": 0, "backs": {"companions": 3}, "for": "plan"}]
    assert len(state.players[0].drawn) == 3 and all(CARD[c].deck == "companions" for c in state.players[0].drawn)
