"""Views never leak: states that differ only in what a seat cannot see give that seat equal views.

Hidden in Na prodej: the order of both decks, the cards removed unseen, and the house each seat
lays face down while selling. Everything else (bids, passes, who took which house and cheque) is
played in the open; every house sold stays known to all.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.for_sale.actions import Sell

from .helpers import (
    ALL_CHEQUES,
    ALL_HOUSES,
    PLAYER_COUNTS,
    REMOVED,
    SPEC,
    VARIANTS,
    choose,
    finish_buying_by_passing,
    new,
    play_random,
    sell_lowest_until_round_ends,
)


def all_views(state):
    return [SPEC.view(state, seat) for seat in [None, *range(state.num_players)]]


def swapped(cards, i, j):
    cards = list(cards)
    cards[i], cards[j] = cards[j], cards[i]
    return cards


def play_twins(players, options, setup_a, setup_b, seed, hidden):
    """Play the same random actions in two games. While `hidden(state_a)` holds, every view of the
    two games must be equal (and so must the legal actions and the events). Returns the pair of
    states at the first step where `hidden` fails (or at the end)."""
    rng = random.Random(seed)
    a = SPEC.new_game(players, seed, options, setup_a)
    b = SPEC.new_game(players, seed, options, setup_b)
    steps = 0
    while hidden(a) and not a.is_over:
        assert all_views(a) == all_views(b), f"views differ after {steps} actions"
        assert SPEC.events(a) == SPEC.events(b)
        seat, action = choose(rng, a)
        assert SPEC.legal_actions(a, seat) == SPEC.legal_actions(b, seat)
        a, b = SPEC.apply(a, seat, action), SPEC.apply(b, seat, action)
        steps += 1
    if hidden(a):
        assert all_views(a) == all_views(b)
    return a, b, steps


def per_round(players, variant):
    return players - (1 if variant == "not_everyone" else 0)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from(PLAYER_COUNTS),
    variant=st.sampled_from(VARIANTS),
    houses=st.permutations(ALL_HOUSES),
    seed=st.integers(min_value=0, max_value=10**6),
    data=st.data(),
)
def test_swapping_unrevealed_houses_changes_no_view(players, variant, houses, seed, data):
    removed = REMOVED[variant][players]
    step = per_round(players, variant)
    first_hidden = removed + step  # round one is dealt at once; later rounds are still unseen
    i = data.draw(st.integers(min_value=first_hidden, max_value=28), label="i")
    j = data.draw(st.integers(min_value=i + 1, max_value=29), label="j")
    assume((i - removed) // step != (j - removed) // step)  # revealed in different rounds
    a_cards, b_cards = houses[i], houses[j]
    options = {"variant": variant}
    setup_a = {"houses": list(houses), "first_player": 0}
    setup_b = {"houses": swapped(houses, i, j), "first_player": 0}
    a, b, steps = play_twins(
        players, options, setup_a, setup_b, seed,
        hidden=lambda s: a_cards in s.house_deck and b_cards in s.house_deck,
    )
    assert steps > 0
    # The sensitivity check: once one of them is dealt, the tables differ.
    assert SPEC.view(a, None).houses_on_table != SPEC.view(b, None).houses_on_table


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_swapping_unrevealed_cheques_changes_no_view(players, variant):
    removed = REMOVED[variant][players]
    cheques = random.Random(players).sample(ALL_CHEQUES, 30)
    # Two different values deep in the deck: the last card and one from an earlier selling round.
    last = 29
    other = next(k for k in range(removed + players, 29 - players) if cheques[k] != cheques[last])
    setup_a = {"cheques": cheques, "first_player": 1}
    setup_b = {"cheques": swapped(cheques, other, last), "first_player": 1}
    for seed in range(5):
        a, b, steps = play_twins(
            players, {"variant": variant}, setup_a, setup_b, seed,
            hidden=lambda s: len(s.cheque_deck) > 29 - other,
        )
        assert steps > 0
        assert a.phase != "buying"  # equal through the whole buying phase, and beyond
        if not a.is_over:
            assert SPEC.view(a, None).cheques_on_table != SPEC.view(b, None).cheques_on_table


@pytest.mark.parametrize("seed", range(8))
def test_the_cards_removed_with_four_players_are_never_seen(seed):
    houses = random.Random(seed).sample(ALL_HOUSES, 30)
    cheques = random.Random(-seed).sample(ALL_CHEQUES, 30)
    while cheques[0] == cheques[1]:
        cheques = cheques[1:] + cheques[:1]
    setup_a = {"houses": houses, "cheques": cheques}
    setup_b = {"houses": swapped(houses, 0, 1), "cheques": swapped(cheques, 0, 1)}
    a, b, _ = play_twins(4, None, setup_a, setup_b, seed, hidden=lambda s: True)
    assert a.is_over and a.removed_houses != b.removed_houses
    assert all_views(a) == all_views(b)
    assert SPEC.outcome(a) == SPEC.outcome(b)
    # A removed card swapped with the bottom of the deck stays hidden until the last round.
    setup_c = {"houses": swapped(houses, 0, 29), "cheques": cheques}
    a, c, steps = play_twins(4, None, setup_a, setup_c, seed, hidden=lambda s: houses[29] in s.house_deck)
    assert a.round == 7 and SPEC.view(a, None).houses_on_table != SPEC.view(c, None).houses_on_table


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_face_down_house_is_secret_until_the_reveal(players):
    state = finish_buying_by_passing(new(players, first_player=0))
    low, high = state.seats[1].houses[0], state.seats[1].houses[-1]
    a = SPEC.apply(state, 1, Sell(house=low))
    b = SPEC.apply(state, 1, Sell(house=high))
    assert SPEC.view(a, 1) != SPEC.view(b, 1)
    assert SPEC.view(a, 1).me.chosen == low and SPEC.view(b, 1).me.chosen == high
    for seat in [None, 0, *range(2, players)]:
        assert SPEC.view(a, seat) == SPEC.view(b, seat)
    assert SPEC.events(a) == SPEC.events(b)
    assert SPEC.view(a, None).players[1].has_chosen is True
    # Seat 0 chooses too: still nobody else knows seat 1's card (nor seat 0's).
    mine = state.seats[0].houses[0]
    a, b = SPEC.apply(a, 0, Sell(house=mine)), SPEC.apply(b, 0, Sell(house=mine))
    for seat in [None, 0, *range(2, players)]:
        assert SPEC.view(a, seat) == SPEC.view(b, seat)
    assert str(high) not in json.dumps(SPEC.view(b, 0).model_dump(mode="json")["players"])
    # Everyone else lays a house: the reveal shows the cards and the views part ways.
    for seat in range(2, players):
        house = state.seats[seat].houses[0]
        a, b = SPEC.apply(a, seat, Sell(house=house)), SPEC.apply(b, seat, Sell(house=house))
    sale_a = {s.seat: s.house for s in SPEC.view(a, None).last_sale}
    sale_b = {s.seat: s.house for s in SPEC.view(b, None).last_sale}
    assert sale_a[1] == low and sale_b[1] == high


@settings(max_examples=30, deadline=None)
@given(players=st.sampled_from(PLAYER_COUNTS), variant=st.sampled_from(VARIANTS),
       seed=st.integers(0, 10**6), data=st.data())
def test_any_secret_choice_is_hidden_from_the_others(players, variant, seed, data):
    """At a random moment of a random selling phase, a seat's two possible choices look the same
    to every other seat."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, seed, {"variant": variant})
    while state.phase == "buying":
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
    for _ in range(data.draw(st.integers(0, 40), label="steps")):
        if state.is_over:
            break
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
    assume(not state.is_over and len(state.to_act) >= 2)  # not the last to choose: no reveal yet
    seat = data.draw(st.sampled_from(state.to_act), label="seat")
    hand = state.seats[seat].houses
    assume(len(hand) >= 2)
    one, other = data.draw(st.permutations(hand), label="order")[:2]
    a, b = SPEC.apply(state, seat, Sell(house=one)), SPEC.apply(state, seat, Sell(house=other))
    assert a.seats[seat].chosen == one and b.seats[seat].chosen == other
    for viewer in [None, *range(players)]:
        if viewer != seat:
            assert SPEC.view(a, viewer) == SPEC.view(b, viewer)
    assert SPEC.view(a, seat) != SPEC.view(b, seat)
    assert SPEC.events(a) == SPEC.events(b)


def test_the_public_view_holds_no_private_data():
    states, _ = play_random(4, 3)
    for state in states:
        view = SPEC.view(state, None)
        assert view.seat is None and view.me is None
        assert (view.final is None) == (not state.is_over)
        data = view.model_dump(mode="json")
        for player in data["players"]:
            assert set(player) == {"seat", "houses", "cheques", "bid", "passed", "has_chosen"}
            assert isinstance(player["houses"], int) and isinstance(player["cheques"], int)
        text = json.dumps(data, separators=(",", ":"))
        for seat in state.seats:
            if len(seat.houses) >= 2:
                assert json.dumps(seat.houses, separators=(",", ":")) not in text
    # A seat's own view shows its own purse, hand and cheques, and nobody else's.
    state = states[len(states) // 2]
    for seat in range(4):
        me = SPEC.view(state, seat).me
        assert me.coins == state.seats[seat].coins
        assert me.houses == state.seats[seat].houses
        assert me.cheques == sorted(state.seats[seat].cheques)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_no_view_contains_the_deck_order(players, variant):
    for seed in range(3):
        states, _ = play_random(players, seed, {"variant": variant})
        for state in states:
            secrets = []
            if len(state.house_deck) >= 2:
                secrets.append(state.house_deck)
            if len(state.cheque_deck) >= 4:
                secrets.append(state.cheque_deck)
            if len(state.removed_houses) >= 2:
                secrets.append(state.removed_houses)
            for view in all_views(state):
                text = view.model_dump_json()
                for secret in secrets:
                    assert json.dumps(secret, separators=(",", ":")) not in text
                    assert json.dumps(secret) not in text


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_house_sold_is_shown_and_never_dealt_into_a_hand(players, variant):
    state = finish_buying_by_passing(new(players, variant=variant, seed=players))
    for _ in range(3):
        state = sell_lowest_until_round_ends(state)
    sold = sorted(state.sold_houses)
    assert len(sold) > len(state.last_sale)  # earlier rounds' houses too
    for view in all_views(state):
        assert view.sold_houses == sold
    view = SPEC.view(state, 0)
    for seed in range(20):
        dealt = SPEC.determinize(view, 0, Rng.from_seed(seed))
        assert sorted(dealt.sold_houses) == sold
        assert not set(sold) & {house for seat in dealt.seats for house in seat.houses}
