"""Views never leak: games that differ only in what a seat cannot see give that seat equal views.

Hidden in X bere!: the other players' hands, the card each player lays face down until all are
revealed, the undealt cards (and the whole deck of the next round). Rows, X rows, the cards taken
into a hand from a row, how many cards each holds and each X pile's size are all open. A player sees
their own X pile (they laid it down); the others only count it.

Permuting hidden cards between two games must keep the same actions legal for the twin games to be
compared step by step, so each test says how it keeps them in step.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from boardgames_desktop.rules.x_nimmt.actions import Play

from .helpers import (
    ALL_CARDS,
    HAND_SIZE,
    PLAYER_COUNTS,
    SPEC,
    act,
    choose,
    heads,
    new,
    play_random,
)
from .test_booklet import after_example_1, booklet_game

SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def views(state, viewers):
    return [SPEC.view(state, seat) for seat in viewers]


def owner(position: int, players: int):
    """Who holds the card dealt from `position` of a round's deck: a seat, or None (undealt)."""
    if 3 <= position < 3 + HAND_SIZE * players:
        return (position - 3) // HAND_SIZE
    return None


def swapped(cards, i, j):
    cards = list(cards)
    cards[i], cards[j] = cards[j], cards[i]
    return cards


def play_twins(players, seed, setup_a, setup_b, viewers, secret=(), compare_while=lambda s: True):
    """Play the same random actions in two games. While `compare_while(state_a)` holds, the views of
    `viewers` and the events must be equal in both, and so must the legal actions of every seat
    among the viewers. In round one nobody lays a card in `secret` (the cards whose places differ
    between the games); when that would be the only choice left, the twins stop.
    Returns (a, b, steps, stopped_early)."""
    rng = random.Random(seed)
    a = SPEC.new_game(players, seed, None, setup_a)
    b = SPEC.new_game(players, seed, None, setup_b)
    steps = 0
    while not a.is_over and compare_while(a):
        assert views(a, viewers) == views(b, viewers), f"views differ after {steps} actions"
        assert SPEC.events(a) == SPEC.events(b)
        assert a.to_act == b.to_act
        seat = rng.choice(a.to_act)
        legal = [x for x in SPEC.legal_actions(a, seat)
                 if not (a.round == 1 and isinstance(x, Play) and x.card in secret)]
        if seat in viewers:
            assert SPEC.legal_actions(a, seat) == SPEC.legal_actions(b, seat)
        if not legal:
            return a, b, steps, True
        action = rng.choice(legal)
        a, b = SPEC.apply(a, seat, action), SPEC.apply(b, seat, action)
        steps += 1
    if compare_while(a):
        assert views(a, viewers) == views(b, viewers)
        assert SPEC.events(a) == SPEC.events(b)
    return a, b, steps, False


# -- the others' hands -------------------------------------------------------------------------------


@SLOW
@given(players=st.sampled_from(PLAYER_COUNTS), deck1=st.permutations(ALL_CARDS),
       seed=st.integers(0, 10**6), data=st.data())
def test_the_others_hands_do_not_show_while_everyone_chooses(players, deck1, seed, data):
    """Any shuffle of everything seat `me` cannot see (the others' hands and the undealt cards):
    through the whole first choosing phase `me` sees the same. The others lay the card of the same
    rank in their own hands in both games, so the same actions stay legal to the end of the phase."""
    me = data.draw(st.integers(0, players - 1), label="me")
    mine = set(range(3 + HAND_SIZE * me, 3 + HAND_SIZE * (me + 1)))
    hidden = [k for k in range(3, 100) if k not in mine]
    order = data.draw(st.permutations(hidden), label="order")
    deck_b = list(deck1)
    for k, source in zip(hidden, order):
        deck_b[k] = deck1[source]
    a = new(players, deck1, seed=seed)
    b = new(players, deck_b, seed=seed)
    assert a.seats[me].hand == b.seats[me].hand and a.rows == b.rows
    viewers = [None, me]
    seats = data.draw(st.permutations(range(players)), label="choosing order")
    ranks = [data.draw(st.integers(0, HAND_SIZE - 1), label=f"rank {seat}") for seat in range(players)]
    for seat in seats[:-1]:
        assert views(a, viewers) == views(b, viewers)
        a = act(a, seat, Play(card=a.seats[seat].hand[ranks[seat]]))
        b = act(b, seat, Play(card=b.seats[seat].hand[ranks[seat]]))
        assert views(a, viewers) == views(b, viewers)
        assert SPEC.events(a) == SPEC.events(b)
        assert SPEC.legal_actions(a, me) == SPEC.legal_actions(b, me)
    # The last card reveals them all; now the tables differ if the laid cards did.
    last = seats[-1]
    a = act(a, last, Play(card=a.seats[last].hand[ranks[last]]))
    b = act(b, last, Play(card=b.seats[last].hand[ranks[last]]))
    if [c for _, c in a.revealed] != [c for _, c in b.revealed]:
        assert SPEC.view(a, None) != SPEC.view(b, None)


@SLOW
@given(players=st.sampled_from(PLAYER_COUNTS), deck1=st.permutations(ALL_CARDS),
       seed=st.integers(0, 10**6), data=st.data())
def test_a_card_never_laid_is_indistinguishable_from_another_with_as_many_heads(players, deck1, seed, data):
    """Swap two dealt-or-undealt cards held by different owners (a seat or the undealt rest) in round
    one, with the same number of heads, and never lay them: every seat that holds neither, and the
    public table, see the same whole game, scores included."""
    i = data.draw(st.integers(3, 3 + HAND_SIZE * players - 1), label="i")  # in a hand
    partners = [j for j in range(3, 100)
                if owner(j, players) != owner(i, players) and heads(deck1[j]) == heads(deck1[i])]
    assume(partners)  # 55 alone has 7 heads
    j = data.draw(st.sampled_from(partners), label="j")
    owners = {owner(i, players), owner(j, players)} - {None}
    viewers = [None, *(seat for seat in range(players) if seat not in owners)]
    secret = {deck1[i], deck1[j]}
    a, b, steps, stopped = play_twins(
        players, seed, {"decks": [deck1, list(deck1)]}, {"decks": [swapped(deck1, i, j), list(deck1)]},
        viewers, secret=secret)
    assert steps > 0
    if not stopped:
        assert a.is_over and SPEC.outcome(a) == SPEC.outcome(b)
    # The sensitivity check: the holder does see the difference.
    start_a, start_b = (SPEC.new_game(players, seed, None, {"decks": [d, deck1]})
                        for d in (deck1, swapped(deck1, i, j)))
    for seat in owners:
        assert SPEC.view(start_a, seat) != SPEC.view(start_b, seat)


@settings(max_examples=25, deadline=None)
@given(players=st.sampled_from(PLAYER_COUNTS), seed=st.integers(0, 10**6), data=st.data())
def test_any_swap_of_unlaid_cards_shows_only_at_the_scoring(players, seed, data):
    """Without the same number of heads, a swap may show in the round's scores, and not before."""
    deck1 = random.Random(seed).sample(ALL_CARDS, 100)
    i = data.draw(st.integers(3, 3 + HAND_SIZE * players - 1), label="i")
    j = data.draw(st.integers(3, 99).filter(lambda k: owner(k, players) != owner(i, players)), label="j")
    owners = {owner(i, players), owner(j, players)} - {None}
    viewers = [None, *(seat for seat in range(players) if seat not in owners)]
    play_twins(players, seed, {"decks": [deck1, deck1]}, {"decks": [swapped(deck1, i, j), deck1]},
               viewers, secret={deck1[i], deck1[j]}, compare_while=lambda s: s.round == 1)


# -- the undealt cards -------------------------------------------------------------------------------


@SLOW
@given(players=st.sampled_from(PLAYER_COUNTS), deck1=st.permutations(ALL_CARDS),
       seed=st.integers(0, 10**6), data=st.data())
def test_the_order_of_the_undealt_cards_never_shows(players, deck1, seed, data):
    dealt = 3 + HAND_SIZE * players
    rest = data.draw(st.permutations(deck1[dealt:]), label="rest")
    assume(rest != deck1[dealt:])
    deck2 = random.Random(seed).sample(ALL_CARDS, 100)
    a, b, steps, stopped = play_twins(
        players, seed, {"decks": [deck1, deck2]}, {"decks": [deck1[:dealt] + rest, deck2]},
        [None, *range(players)])
    assert not stopped and a.is_over and steps > 0
    assert a.seats == b.seats and SPEC.outcome(a) == SPEC.outcome(b)


@SLOW
@given(players=st.sampled_from(PLAYER_COUNTS), deck2=st.permutations(ALL_CARDS),
       seed=st.integers(0, 10**6))
def test_the_next_rounds_deck_never_shows_before_it_is_dealt(players, deck2, seed):
    deck1 = random.Random(seed).sample(ALL_CARDS, 100)
    a, b, steps, _ = play_twins(
        players, seed, {"decks": [deck1, ALL_CARDS]}, {"decks": [deck1, deck2]},
        [None, *range(players)], compare_while=lambda s: s.round == 1)
    assert a.round == 2 and steps > 0
    if deck2[:3] != ALL_CARDS[:3]:
        assert SPEC.view(a, None).rows != SPEC.view(b, None).rows


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_no_view_contains_the_undealt_cards_or_another_hand(players):
    for seed in range(4):
        states, _ = play_random(players, seed)
        for state in states:
            secrets = {None: [], **{seat: [] for seat in range(players)}}
            for viewer in secrets:
                secrets[viewer].append(state.undealt)
                secrets[viewer] += [s.hand for i, s in enumerate(state.seats)
                                    if i != viewer and len(s.hand) >= 3]
            for viewer, hidden in secrets.items():
                text = SPEC.view(state, viewer).model_dump_json()
                for cards in hidden:
                    assert json.dumps(cards, separators=(",", ":")) not in text
                    assert json.dumps(cards) not in text


# -- the card laid face down -------------------------------------------------------------------------


def test_a_face_down_card_is_secret_until_the_reveal():
    state = booklet_game()
    a = act(state, 1, Play(card=18))
    b = act(state, 1, Play(card=81))
    assert SPEC.view(a, 1).me.chosen == 18 and SPEC.view(b, 1).me.chosen == 81
    assert SPEC.view(a, 1) != SPEC.view(b, 1)
    for seat in (None, 0, 2):
        assert SPEC.view(a, seat) == SPEC.view(b, seat)
    assert SPEC.events(a) == SPEC.events(b)
    assert SPEC.view(a, None).players[1].has_chosen is True
    assert SPEC.view(a, None).players[0].has_chosen is False
    # Seat 0 lays its card too: still nobody else knows seat 1's.
    a, b = act(a, 0, Play(card=60)), act(b, 0, Play(card=60))
    for seat in (None, 0, 2):
        assert SPEC.view(a, seat) == SPEC.view(b, seat)
    assert "81" not in SPEC.view(b, 0).model_dump_json() and "81" not in SPEC.view(b, 2).model_dump_json()
    # The last card reveals them all.
    a, b = act(a, 2, Play(card=22)), act(b, 2, Play(card=22))
    assert {p.seat: p.card for p in SPEC.view(a, 0).revealed}[1] == 18
    assert {p.seat: p.card for p in SPEC.view(b, 0).revealed}[1] == 81


def test_a_face_down_card_is_secret_in_a_later_turn_too():
    state = after_example_1()
    low, high = state.seats[2].hand[0], state.seats[2].hand[-1]
    a, b = act(state, 2, Play(card=low)), act(state, 2, Play(card=high))
    for seat in (None, 0, 1):
        assert SPEC.view(a, seat) == SPEC.view(b, seat)
    # The last turn's reveal stays on the table for all to see.
    assert [p.card for p in SPEC.view(a, 0).revealed] == [18, 22, 60]


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from(PLAYER_COUNTS), seed=st.integers(0, 10**6), data=st.data())
def test_any_secret_choice_is_hidden_from_the_others(players, seed, data):
    """At a random moment of a random game, a seat choosing one of two cards looks the same to
    every other seat as long as someone else has still to choose."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, seed)
    for _ in range(data.draw(st.integers(0, 120), label="steps")):
        if state.is_over:
            break
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
    while not state.is_over and (state.phase != "choosing" or len(state.to_act) < 2):
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
    assume(not state.is_over)
    seat = data.draw(st.sampled_from(state.to_act), label="seat")
    hand = state.seats[seat].hand
    assume(len(hand) >= 2)
    one, other = data.draw(st.permutations(hand), label="order")[:2]
    a, b = SPEC.apply(state, seat, Play(card=one)), SPEC.apply(state, seat, Play(card=other))
    assert a.seats[seat].chosen == one and b.seats[seat].chosen == other
    for viewer in [None, *range(players)]:
        if viewer != seat:
            assert SPEC.view(a, viewer) == SPEC.view(b, viewer)
    assert SPEC.view(a, seat) != SPEC.view(b, seat)
    assert SPEC.events(a) == SPEC.events(b)


# -- the public table ----------------------------------------------------------------------------------


def test_the_public_view_holds_no_private_data():
    states, _ = play_random(4, 3)
    for state in states:
        view = SPEC.view(state, None)
        assert view.seat is None and view.me is None
        data = view.model_dump(mode="json")
        for player in data["players"]:
            assert set(player) == {"seat", "hand", "x_row", "x_pile", "has_chosen", "round_scores", "total"}
            assert isinstance(player["hand"], int) and isinstance(player["x_pile"], int)
        assert set(data) == {"game", "seat", "num_players", "round", "turn", "phase", "to_act", "rows",
                             "revealed", "pending", "awaiting", "players", "me"}
        assert [p.has_chosen for p in view.players] == [s.chosen is not None for s in state.seats]
    # A seat's own view shows its own hand, chosen card and X pile, and nobody else's.
    chosen = [s for s in states if s.phase == "choosing" and s.seats[0].chosen is not None]
    piles = [s for s in states if all(seat.x_pile for seat in s.seats)]
    assert chosen and piles
    for state in (chosen[-1], piles[0]):
        for seat in range(4):
            me = SPEC.view(state, seat).me
            assert me.hand == state.seats[seat].hand
            assert me.chosen == state.seats[seat].chosen
            assert sorted(me.x_pile) == sorted(state.seats[seat].x_pile)
            others = [SPEC.view(state, viewer) for viewer in [None, *range(4)] if viewer != seat]
            assert all(view.players[seat].x_pile == len(state.seats[seat].x_pile) for view in others)
