"""Views never leak. At this table everything is public (cash, horses, pawned horses, kept betting
cards, stakes, offers, the discard pile) except the order of the chance deck and the dice to come.
"""

import json
import random

from boardgames_desktop.rules.dostihy.data import CHANCE_CARDS

from .helpers import PLAYER_COUNTS, SPEC, play

ALL_CARDS = [card.id for card in CHANCE_CARDS]


def all_views(state):
    return [SPEC.view(state, seat) for seat in [None, *range(state.num_players)]]


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)


def test_every_seat_sees_the_public_table():
    for players in PLAYER_COUNTS:
        states, _ = play(players, 40 + players)
        for state in states[:: max(1, len(states) // 40)]:
            public = SPEC.view(state, None)
            for seat in range(players):
                assert SPEC.view(state, seat).model_copy(update={"seat": None}) == public


def test_no_view_names_a_card_still_in_the_deck():
    for players in PLAYER_COUNTS:
        for policy in ("uniform", "family"):
            states, _ = play(players, 70 + players, policy)
            for state in states:
                named = set(strings_in(json.loads(SPEC.view(state, None).model_dump_json())))
                assert not named & set(state.deck)
                assert SPEC.view(state, None).chance_left == len(state.deck)


def play_twins(players, seed, setup_a, setup_b, hidden):
    """The same random actions in two games; while `hidden(a)` holds, every view, every legal list and
    every event of the two games are equal. Returns the pair at the first step where it fails."""
    rng = random.Random(seed)
    a = SPEC.new_game(players, seed, None, setup_a)
    b = SPEC.new_game(players, seed, None, setup_b)
    steps = 0
    while hidden(a) and not a.is_over:
        assert all_views(a) == all_views(b), f"views differ after {steps} actions"
        assert SPEC.events(a) == SPEC.events(b)
        seat = rng.choice(a.to_act)
        legal = SPEC.legal_actions(a, seat)
        assert legal == SPEC.legal_actions(b, seat)
        action = rng.choice(legal)
        a, b = SPEC.apply(a, seat, action), SPEC.apply(b, seat, action)
        steps += 1
    return a, b, steps


def test_the_deck_order_shows_only_as_cards_are_drawn():
    for players in PLAYER_COUNTS:
        for seed in range(6):
            rng = random.Random(seed)
            top = rng.sample(ALL_CARDS, 5)
            rest = [c for c in ALL_CARDS if c not in top]
            other = list(rest)
            while other == rest:
                rng.shuffle(other)
            a, b, steps = play_twins(players, seed, {"chance": top + rest}, {"chance": top + other},
                                     hidden=lambda s: len(s.deck) >= len(rest))
            assert steps > 0
            if len(a.deck) < len(rest) and rest[0] != other[0]:
                # The sixth card has just been drawn: now, and only now, the two games differ.
                drawn = [[e.params["card"] for e in SPEC.events(g) if e.code == "chance_drawn"] for g in (a, b)]
                assert drawn == [[rest[0]], [other[0]]]


def test_the_dice_to_come_do_not_show():
    a = SPEC.new_game(3, 5, None, {"dice": ["horse", "money", 6, 6]})
    b = SPEC.new_game(3, 5, None, {"dice": ["horse", "money", 1, 2]})
    assert all_views(a) == all_views(b)
    assert SPEC.legal_actions(a, a.to_act[0]) == SPEC.legal_actions(b, b.to_act[0])
    view = json.loads(SPEC.view(a, None).model_dump_json())
    assert "dice" not in view and "deck" not in view and "rng" not in view


def test_events_are_public():
    for players in PLAYER_COUNTS:
        states, _ = play(players, 90 + players)
        for state in states:
            for event in SPEC.events(state):
                assert event.visible_to is None
                if event.code == "chance_drawn":
                    assert event.reveals and set(event.params) == {"seat", "card", "left"}
