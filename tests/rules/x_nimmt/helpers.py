"""Shared helpers for the X bere! tests: decks for setup overrides, scripted and random play, and the
invariants every state must keep.

The numbers here are copied from the booklet and RULES-NOTES.md (section X bere!), not imported from
the engine's data module, so a wrong table in the engine cannot make its own test pass.
"""

import random
from collections import Counter

from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.rules.x_nimmt.actions import Keep, Play, TakeRow
from boardgames_desktop.rules.x_nimmt.view import XNimmtView

SPEC = registry.get("x_nimmt")

# Booklet: 100 number cards 1..100; rows "3", "4", "5"; 8 cards in hand; two rounds.
ALL_CARDS = list(range(1, 101))
ROW_SIZES = (3, 4, 5)
TOP, MIDDLE, BOTTOM = 0, 1, 2  # the rows "3", "4", "5", as the booklet lays them out
HAND_SIZE = 8
ROUNDS = 2
PLAYER_COUNTS = (2, 3, 4)


def heads(card: int) -> int:
    """RULES-NOTES.md: 55 -> 7; other multiples of 11 -> 5; of 10 -> 3; other multiples of 5 -> 2; else 1."""
    if card == 55:
        return 7
    if card in (11, 22, 33, 44, 66, 77, 88, 99):
        return 5
    if card in (10, 20, 30, 40, 50, 60, 70, 80, 90, 100):
        return 3
    if card in (5, 15, 25, 35, 45, 65, 75, 85, 95):
        return 2
    return 1


def heads_of(cards) -> int:
    return sum(heads(card) for card in cards)


# -- decks for the setup override ----------------------------------------------------------------


def deck(rows, *hands, rest=()) -> list[int]:
    """A whole deck from the top: the three row starts, then each seat's hand in seat order.

    A hand given with fewer than 8 cards is filled up from the cards no one named, highest first
    (the fillers are never meant to be played); `rest` puts cards first among the undealt ones.
    """
    named = [*rows, *(c for hand in hands for c in hand), *rest]
    assert len(rows) == 3 and len(named) == len(set(named)), f"a card named twice: {named}"
    assert set(named) <= set(ALL_CARDS)
    spare = [c for c in reversed(ALL_CARDS) if c not in named]
    full_hands = []
    for hand in hands:
        assert len(hand) <= HAND_SIZE
        hand = list(hand)
        while len(hand) < HAND_SIZE:
            hand.append(spare.pop(0))
        full_hands.append(hand)
    result = [*rows, *(c for hand in full_hands for c in hand), *rest]
    result += sorted(set(ALL_CARDS) - set(result))
    assert sorted(result) == ALL_CARDS
    return result


def new(num_players, deck1, deck2=None, seed=0):
    """A game dealt from the given decks (round two from `deck2`, by default the same order)."""
    return SPEC.new_game(num_players, seed, None, {"decks": [list(deck1), list(deck2 or deck1)]})


# -- scripted play -------------------------------------------------------------------------------


def act(state, seat, action):
    """Apply one action, checking first that it is this seat's turn and that it is listed as legal."""
    assert seat in state.to_act, f"seat {seat} is not to act (to_act={state.to_act})"
    assert action in SPEC.legal_actions(state, seat), f"{action!r} not legal for seat {seat}"
    return SPEC.apply(state, seat, action)


def play_turn(state, *cards):
    """Every seat lays the given card (cards[seat]), in seat order. Returns the state after the
    last one, when the cards have been revealed and placed as far as the placing goes."""
    assert state.phase == "choosing" and len(cards) == state.num_players
    for seat, card in enumerate(cards):
        state = act(state, seat, Play(card=card))
    return state


def take_row(state, seat, row):
    return act(state, seat, TakeRow(row=row))


def keep(state, seat, card):
    return act(state, seat, Keep(card=card))


def codes(state) -> list[str]:
    return [event.code for event in SPEC.events(state)]


def events_of(state, code: str) -> list[dict]:
    return [event.params for event in SPEC.events(state) if event.code == code]


def event(state, code: str) -> dict:
    found = events_of(state, code)
    assert len(found) == 1, f"expected one {code!r} event, got {SPEC.events(state)}"
    return found[0]


def rows(state) -> list[list[int]]:
    return [list(row.cards) for row in SPEC.view(state, None).rows]


# -- random play ---------------------------------------------------------------------------------


def choose(rng: random.Random, state):
    """A seat among those to act and one of its legal actions, uniformly."""
    seat = state.to_act[0] if len(state.to_act) == 1 else rng.choice(state.to_act)
    return seat, rng.choice(SPEC.legal_actions(state, seat))


def play_random(num_players, seed, game_setup=None):
    """A whole random game: (list of states from the start, list of (seat, action))."""
    rng = random.Random(seed)
    state = SPEC.new_game(num_players, seed, None, game_setup)
    states, actions = [state], []
    while not state.is_over:
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
        states.append(state)
        actions.append((seat, action))
    return states, actions


def record_of(num_players, seed, actions, game_setup=None) -> GameRecord:
    return GameRecord(
        game="x_nimmt",
        rules_version=SPEC.rules_version,
        num_players=num_players,
        seed=seed,
        options={},
        setup=game_setup,
        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions],
    )


# -- invariants ----------------------------------------------------------------------------------


def cards_in_play(state) -> list[int]:
    """Every card of this round's deck, wherever it lies now (each must be there exactly once)."""
    cards = [c for row in state.rows for c in row] + list(state.undealt)
    cards += [c for _, c in state.pending]
    if state.awaiting is not None and state.awaiting.kind == "keep":
        cards += list(state.awaiting.cards)
    for s in state.seats:
        cards += s.hand + s.x_row + s.x_pile
    return cards


def check_invariants(state) -> None:
    """What must hold after every step of every game."""
    n = state.num_players
    assert sorted(cards_in_play(state)) == ALL_CARDS, Counter(cards_in_play(state)) - Counter(ALL_CARDS)
    assert len(state.undealt) == 100 - 3 - n * HAND_SIZE
    assert len(state.rows) == 3
    for size, row in zip(ROW_SIZES, state.rows):
        assert 1 <= len(row) < size, f"row {row} for the row card {size}"
        assert row == sorted(row) and len(set(row)) == len(row), f"row {row} not ascending"
    for s in state.seats:
        assert s.hand == sorted(s.hand)
        assert all(a < b for a, b in zip(s.x_row, s.x_row[1:])), f"X row {s.x_row} not ascending"
        assert s.x_pile == [] or s.x_row, "an X pile only ever grows when a new X row starts"
    assert 1 <= state.round <= ROUNDS and state.turn >= 1
    totals = [sum(s.round_scores) for s in state.seats]
    assert [state.total(i) for i in range(n)] == totals
    if state.phase == "choosing":
        assert state.pending == [] and state.awaiting is None
        assert all(s.hand for s in state.seats), "a round goes on only while everyone holds a card"
        assert state.to_act == [i for i, s in enumerate(state.seats) if s.chosen is None]
        assert all(s.chosen is None or s.chosen in s.hand for s in state.seats)
        assert all(len(s.round_scores) == state.round - 1 for s in state.seats)
    elif state.phase == "resolving":
        assert state.awaiting is not None and state.to_act == [state.awaiting.seat]
        assert all(s.chosen is None for s in state.seats)
        plays = [c for _, c in state.revealed]
        assert plays == sorted(plays) and len(plays) == n
        assert state.pending == state.revealed[len(state.revealed) - len(state.pending):]
        if state.awaiting.kind == "take_row":
            assert state.pending and state.pending[0] == (state.awaiting.seat, state.awaiting.card)
            assert all(row[-1] > state.awaiting.card for row in state.rows), "not too low after all"
        else:
            assert len(state.awaiting.cards) >= 2
        assert all(len(s.round_scores) == state.round - 1 for s in state.seats)
    else:
        assert state.phase == "over" and state.is_over and state.to_act == []
        assert state.round == ROUNDS and all(len(s.round_scores) == ROUNDS for s in state.seats)
        # The last round's cards are still where the round ended; it was scored from them.
        for s in state.seats:
            assert s.round_scores[-1] == heads_of(s.hand) + 2 * heads_of(s.x_pile)
        assert any(not s.hand for s in state.seats)
    for seat in range(n):
        assert bool(SPEC.legal_actions(state, seat)) == (seat in state.to_act)


def check_views(state, seats=None) -> None:
    """Each view (default: every seat and the public table) serialises to JSON and back unchanged,
    and shows the table as it is."""
    for seat in seats if seats is not None else [None, *range(state.num_players)]:
        view = SPEC.view(state, seat)
        assert XNimmtView.model_validate_json(view.model_dump_json()) == view
        assert view.seat == seat and (view.me is None) == (seat is None)
        assert [r.cards for r in view.rows] == state.rows and [r.size for r in view.rows] == list(ROW_SIZES)
        assert [p.total for p in view.players] == [state.total(i) for i in range(state.num_players)]
        assert [p.hand for p in view.players] == [len(s.hand) for s in state.seats]
        assert [p.x_row for p in view.players] == [s.x_row for s in state.seats]
        assert [p.x_pile for p in view.players] == [len(s.x_pile) for s in state.seats]
        if seat is not None:
            assert view.me.hand == state.seats[seat].hand
            assert sorted(view.me.x_pile) == sorted(state.seats[seat].x_pile)
            assert view.me.chosen == state.seats[seat].chosen


def check_outcome(state) -> None:
    outcome = SPEC.outcome(state)
    n = state.num_players
    totals = [sum(s.round_scores) for s in state.seats]
    assert outcome.scores == totals
    assert sorted(seat for place in outcome.ranking for seat in place) == list(range(n))
    # Lowest total first; equal totals share a place.
    for place in outcome.ranking:
        assert place == sorted(place) and len({totals[i] for i in place}) == 1
    firsts = [totals[place[0]] for place in outcome.ranking]
    assert firsts == sorted(set(firsts))
    assert outcome.winners == outcome.ranking[0]
    assert outcome.winners == [i for i in range(n) if totals[i] == min(totals)]
    assert outcome.tie_break == ("shared_win" if len(outcome.winners) > 1 else None)
