"""The booklet's worked examples (seeds/002), each through a scripted game, and the rules they show.

Small side of the day-plan board (2-3 players), position: cards / errand boys / actions:
1: 5/2/1, 2: 2/2/2, 3: 0/2/3, 4: 7/1/2, 5: 1/1/4, 6: 2/2/3. Market tokens: farm, summer house,
residence, villa."""

import pytest

from boardgames_desktop.rules import IllegalAction
from boardgames_desktop.rules.last_will.actions import (
    Activate, ChoosePlan, Companion, Draw, DrawAny, EndTurn, ExtraBoard, Market, Opera, Place, Play, Sell, Take,
)

from boardgames_desktop.rules.last_will.data import CARDS

from .helpers import COOK, COOKS, DOG, HORSE, LADY, act, card, end_turns, new, pays, spec, to_actions

PLAVBA = card("Plavba", slots=(("lady", 2), ("dog", 3), ("cook", 2)))
FLAM = card("Flám", source="booklet")
RUSNY_DEN = card("Rušný den", crowns=2)
SALONEK_COOKS = card("Salónek", slots=(("cook", 2), ("cook", 4)))
SALONEK_ONE_COOK = card("Salónek", slots=(("cook", 3),))
STATEK = card("Statek", source="booklet")
LETNI_SIDLO = card("Letní sídlo", source="booklet")


def test_plavba_alone_2_with_a_dog_5_with_all_three_9():
    state = new(hands=[[PLAVBA], []], decks={"companions": [DOG, LADY, COOK]})
    state = to_actions(state, {0: 4, 1: 3}, draws={0: ["companions"] * 3})
    state = act(state, 1, EndTurn())
    assert pays(state, 0, "play", PLAVBA, companions=[], happy=[]) == [2]
    assert pays(state, 0, "play", PLAVBA, companions=[1], happy=[]) == [5]
    assert pays(state, 0, "play", PLAVBA, companions=[0, 1, 2], happy=[]) == [9]
    after = act(state, 0, Play(card=PLAVBA, actions=2, pay=9, companions=[0, 1, 2]))
    assert after.players[0].money == 70 - 9 and after.players[0].actions == 0
    assert not {PLAVBA, DOG, LADY, COOK} & set(after.players[0].hand)
    assert {DOG, LADY, COOK} <= set(after.discards["companions"]) and PLAVBA in after.discards["experiences"]


def test_flam_4_actions_9_and_6_actions_17():
    state = new(hands=[[FLAM], []], decks={"specials": [RUSNY_DEN]})
    assert state.offer["A"] == RUSNY_DEN
    state = to_actions(state, {0: 5, 1: 3}, errands={0: [Take(space="A")]})
    state = act(state, 1, EndTurn())
    assert pays(state, 0, "play", FLAM, actions=4) == [9]
    assert pays(state, 0, "play", FLAM, actions=6) == []  # only 4 actions yet
    state = act(state, 0, Play(card=RUSNY_DEN, actions=1, pay=0))
    assert state.players[0].actions == 4 - 1 + 3
    assert pays(state, 0, "play", FLAM, actions=6) == [17]
    state = act(state, 0, Play(card=FLAM, actions=6, pay=17))
    assert state.players[0].money == 70 - 17 and state.players[0].actions == 0


def test_salonek_pays_1_then_2_with_a_cook_then_4_with_two_and_still_less_if_wished():
    state = new(hands=[[SALONEK_COOKS], []], decks={"companions": COOKS[:2]})
    state = to_actions(state, {0: 6, 1: 3}, draws={0: ["companions"] * 2})
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=SALONEK_COOKS))
    assert pays(state, 0, "activate", SALONEK_COOKS) == [1]
    state = act(state, 0, Companion(card=SALONEK_COOKS))
    assert pays(state, 0, "activate", SALONEK_COOKS) == [1, 2]
    state = act(state, 0, Companion(card=SALONEK_COOKS))
    assert state.players[0].actions == 0 and state.players[0].on_board(SALONEK_COOKS).tokens == ["cook", "cook"]
    assert pays(state, 0, "activate", SALONEK_COOKS) == [1, 2, 4]  # free: no action needed
    state = act(state, 0, Activate(card=SALONEK_COOKS, pay=4))
    assert state.players[0].money == 66
    assert pays(state, 0, "activate", SALONEK_COOKS) == []  # once a round


def test_statek_takes_a_dog_then_a_horse_2_4_7():
    state = new(hands=[[STATEK], []], decks={"companions": [DOG, HORSE]})
    state = to_actions(state, {0: 5, 1: 3}, draws={0: ["companions"]},
                       errands={0: [DrawAny(deck="companions")]})
    state = act(state, 1, EndTurn())
    assert pays(state, 0, "place", STATEK) == [12 - 3]  # farm token -3
    state = act(state, 0, Place(card=STATEK, pay=9))
    assert pays(state, 0, "activate", STATEK) == [2]
    state = act(state, 0, Companion(card=STATEK))
    assert state.players[0].on_board(STATEK).tokens == ["dog"]
    assert pays(state, 0, "activate", STATEK) == [2, 4]
    state = act(state, 0, Companion(card=STATEK))
    assert pays(state, 0, "activate", STATEK) == [2, 4, 7]
    state = act(state, 0, Activate(card=STATEK, pay=7))
    assert state.players[0].money == 70 - 9 - 7 and state.players[0].actions == 0


def test_a_horse_alone_cannot_go_on_the_statek_before_the_dog():
    state = new(hands=[[STATEK], []], decks={"companions": [HORSE]})
    state = to_actions(state, {0: 5, 1: 3}, draws={0: ["companions"]})
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=STATEK, pay=9))
    assert HORSE in state.players[0].hand
    assert not [a for a in spec().legal_actions(state, 0) if a.type == "companion"]
    with pytest.raises(IllegalAction):
        spec().apply(state, 0, Companion(card=STATEK))


def test_letni_sidlo_bought_for_11_with_minus_2_and_for_16_after_moving_plus_3_to_it():
    state = new(hands=[[LETNI_SIDLO], []], market=(1, -2, -3, 3))
    ready = to_actions(state, {0: 5, 1: 3})
    ready = act(ready, 1, EndTurn())
    assert pays(ready, 0, "place", LETNI_SIDLO) == [11]
    moved = to_actions(state, {0: 5, 1: 3}, errands={
        0: [Market(tokens=[1, 3, -3, -2])], 1: [ExtraBoard(), DrawAny(deck="experiences")]})
    moved = act(moved, 1, EndTurn())
    assert pays(moved, 0, "place", LETNI_SIDLO) == [16]
    moved = act(moved, 0, Place(card=LETNI_SIDLO, pay=16))
    assert moved.players[0].money == 70 - 16


def test_the_yellow_house_at_value_5_sells_for_2_with_minus_3():
    house = card("Letní sídlo", values=(17, 15, 13, 11, 8, 5))
    state = new(hands=[[house], []], market=(1, -3, -2, 3))
    state = to_actions(state, {0: 5, 1: 3})
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=house, pay=17 - 3))
    values = []
    for _ in range(5):  # never maintained: one step down a round
        state = end_turns(state)
        values.append(state.players[0].on_board(house).value)
        state = to_actions(state, {0: 5, 1: 3})
    assert values == [15, 13, 11, 8, 5]
    state = act(state, 1, EndTurn())
    assert pays(state, 0, "sell", house) == [2]
    money = state.players[0].money
    state = act(state, 0, Sell(card=house, price=2))
    assert state.players[0].money == money + 2 and house in state.discards["properties"]
    assert not state.players[0].owns_property()


def test_with_2_pounds_and_a_property_the_salonek_pays_1_not_3():
    farm = card("Statek", values=(8,))
    state = new(hands=[[SALONEK_ONE_COOK, farm], []], decks={"companions": [COOK]}, money=[7, 70])
    state = to_actions(state, {0: 6, 1: 3}, draws={0: ["companions"]})
    state = act(state, 1, EndTurn())
    state = act(state, 0, Place(card=farm, pay=8 - 3))
    state = act(state, 0, Place(card=SALONEK_ONE_COOK))
    state = act(state, 0, Companion(card=SALONEK_ONE_COOK))
    assert state.players[0].money == 2
    assert pays(state, 0, "activate", SALONEK_ONE_COOK) == [1]
    with pytest.raises(IllegalAction) as refused:
        spec().apply(state, 0, Activate(card=SALONEK_ONE_COOK, pay=3))
    assert refused.value.code == "will_forbids" and refused.value.params == {"pay": 3, "money": 2}
    state = act(state, 0, Activate(card=SALONEK_ONE_COOK, pay=1))
    assert state.players[0].money == 1


def test_without_property_a_player_may_go_into_debt_with_it_not():
    state = new(money=[1, 70])
    state = to_actions(state, {0: 3, 1: 5}, errands={0: [Opera(pay=2)]})
    assert state.players[0].money == -1
    farm = card("Statek", values=(8,))
    owner = new(hands=[[farm], []], money=[6, 70])
    owner = to_actions(owner, {0: 3, 1: 5})
    owner = act(owner, 0, Place(card=farm, pay=5))
    assert owner.players[0].money == 1
    owner = end_turns(owner)
    # round 2: seat 1 starts; both block, seat 0 takes plan 3 and so sends the first errand boy
    for seat, position in ((1, 1), (0, 2), (0, 3), (1, 5)):
        owner = act(owner, seat, ChoosePlan(position=position))
    owner = act(owner, 1, Draw(deck="experiences"))
    assert owner.phase == "errands" and owner.to_act == [0] and owner.players[0].money == 1
    assert not [a for a in spec().legal_actions(owner, 0) if a.type == "opera"]


def test_two_players_block_two_plans_first_then_the_second_player_chooses_first():
    state = new()
    assert state.phase == "plan" and state.to_act == [0]
    assert spec().view(state, None).step == "block"
    state = act(state, 0, ChoosePlan(position=6))
    assert state.to_act == [1] and spec().view(state, None).step == "block"
    state = act(state, 1, ChoosePlan(position=1))
    assert state.to_act == [1] and spec().view(state, None).step == "choose"
    state = act(state, 1, ChoosePlan(position=3))
    assert state.to_act == [0]
    assert {a.position for a in spec().legal_actions(state, 0)} == {2, 4, 5}
    view = spec().view(state, None)
    assert [(p.position, p.seat, p.blocked) for p in view.plans if p.seat is not None or p.blocked] == [
        (1, None, True), (3, 1, False), (6, None, True)]
    state = act(state, 0, ChoosePlan(position=5))
    state = to_actions(state, {})
    # the blockers play no part: seat 1 (plan 3) acts before seat 0 (plan 5)
    assert state.phase == "actions" and state.to_act == [1]
    assert [state.players[0].actions, state.players[1].actions] == [4, 3]


def test_houses_decay_unless_maintained_farms_never_and_not_below_the_last_step():
    kept, short = card("Letní sídlo", values=(15, 13, 10, 7)), card("Letní sídlo", values=(15, 13))
    farm = card("Statek", values=(16,))
    # the offer's space D takes the first property
    state = new(hands=[[kept, short], []], decks={"properties": ["P24", farm]})
    state = to_actions(state, {0: 5, 1: 3}, draws={0: ["properties"]})
    state = act(state, 1, EndTurn())
    for house, price in ((kept, 13), (short, 13), (farm, 13)):
        state = act(state, 0, Place(card=house, pay=price))
    state = act(state, 0, Activate(card=kept, pay=3))  # maintained
    state = end_turns(state)
    board = state.players[0]
    assert [board.on_board(c).value for c in (kept, short, farm)] == [15, 13, 16]
    state = end_turns(to_actions(state, {0: 5, 1: 3}))
    assert [state.players[0].on_board(c).value for c in (kept, short, farm)] == [13, 13, 16]


def test_hand_limit_2_a_kumpan_adds_2_and_a_happy_day_is_never_kept():
    kumpan = next(c.id for c in CARDS if c.name == "Kumpán" and c.passive[0][0] == "hand_limit")
    state = new(hands=[[kumpan], []])
    state = to_actions(state, {0: 1, 1: 3}, errands={0: [Take(space="G")]})
    happy = [c for c in state.players[0].hand if c.startswith("D")]
    assert len(happy) == 1
    state = act(state, 0, Place(card=kumpan))  # plan 1 acts first
    state = act(state, 0, EndTurn())
    state = act(state, 1, EndTurn())
    assert state.phase == "discard" and state.to_act == [0]
    assert happy[0] in state.beside and len(state.players[0].hand) == 5  # the plan's 5 cards
    assert spec().view(state, 0).players[0].hand_limit == 4
    state = end_turns(state)
    assert len(state.players[0].hand) == 4 and state.phase == "plan" and state.round == 2


def test_the_shared_spaces_a_to_c_give_two_cards_of_three():
    state = new()
    state = to_actions(state, {0: 2, 1: 3}, errands={1: [Take(space="A"), Take(space="B")]})
    assert state.phase == "actions"
    state = new()
    state = to_actions(state, {0: 2, 1: 3}, errands={1: [Take(space="A")], 0: [Take(space="C")]})
    # both shared spaces are used: the card left on B stays
    assert state.offer["B"] is not None and state.group_taken == 2


def test_deepest_debt_wins_properties_count_value_plus_5():
    farm = card("Statek", values=(8,))
    state = new(hands=[[], [farm]], money=[1, 70])
    state = to_actions(state, {0: 3, 1: 5}, errands={0: [Opera(pay=2)]})
    state = act(state, 0, EndTurn())
    state = act(state, 1, Place(card=farm, pay=5))
    state = end_turns(state)
    assert state.is_over and state.round == 1  # seat 0 spent everything and owns nothing
    outcome = spec().outcome(state)
    assert outcome.scores == [-1, 65 + 8 + 5] and outcome.winners == [0] and outcome.tie_break is None


def test_a_tie_goes_to_the_day_plan_further_left():
    dinner = card("Večeře", slots=())
    state = new(hands=[[], [dinner]], money=[2, 2])
    state = to_actions(state, {0: 3, 1: 5}, errands={0: [Opera(pay=2)]})
    state = act(state, 0, EndTurn())
    state = act(state, 1, Play(card=dinner, actions=1, pay=2))
    state = end_turns(state)
    outcome = spec().outcome(state)
    assert outcome.scores == [0, 0] and outcome.winners == [0] and outcome.ranking == [[0], [1]]
    assert outcome.tie_break == "day_plan_further_left"


def test_seven_rounds_at_most():
    state = new()
    for round_ in range(1, 8):
        assert state.round == round_
        state = end_turns(to_actions(state, {0: 3, 1: 5} if round_ % 2 else {0: 5, 1: 3}))
    assert state.is_over and spec().progress(state).round == 7


def test_the_five_player_day_plan_example():
    # Booklet: purple draws 1, yellow 6, red 2; purple and green send one errand boy, the others
    # two; actions purple 2, yellow 1, blue and red 3, green 4; then purple, yellow, blue, green, red.
    purple, yellow, blue, green, red = range(5)
    state = new(5)
    plans = {purple: 2, yellow: 3, blue: 5, green: 7, red: 8}
    for seat in range(5):
        state = act(state, seat, ChoosePlan(position=plans[seat]))
        while state.declaring is not None:
            state = act(state, seat, Draw(deck="experiences"))
    assert [len(p.hand) for p in state.players] == [1, 6, 0, 0, 2]
    assert state.phase == "errands" and [p.errands for p in state.players] == [1, 2, 2, 1, 2]
    assert [seat for _, seat in state.queue] == [purple, yellow, blue, green, red, yellow, blue, red]
    state = to_actions(state, {})
    assert [p.actions for p in state.players] == [2, 1, 3, 4, 3]
    assert [seat for _, seat in state.queue] == [purple, yellow, blue, green, red]
