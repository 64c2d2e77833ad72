"""Views never leak: dealing anew what a seat cannot see (the order of every deck, the discard
piles, the other hands, every card discarded face down from a hand, card for card of the same back)
never changes that seat's view; and the log tells a seat's draws to that seat alone."""

import copy
import random
from collections import defaultdict

import pytest

from boardgames_desktop.rules.last_will.data import CARD

from .helpers import spec
from .test_fuzz import choose


def dealt_anew(state, seat: int, rng: random.Random, face_down: set[str] = frozenset()):
    """A copy of `state` with everything hidden from `seat` shuffled among its hiding places:
    `face_down` are the cards discarded from hands ("lícem dolů"), wherever the rules put them."""
    twin = copy.deepcopy(state)
    others = [p for i, p in enumerate(twin.players) if i != seat]
    pools = defaultdict(list)
    out_of_game = [card for card in twin.boxed if card in face_down]
    for cards in [*twin.decks.values(), *twin.discards.values(), *(p.hand for p in others), out_of_game,
                  twin.buried]:
        for card in cards:
            pools[CARD[card].back].append(card)
    for pool in pools.values():
        rng.shuffle(pool)

    def deal(cards: list[str]) -> list[str]:
        return [pools[CARD[card].back].pop() for card in cards]

    for p in others:
        p.hand = sorted(deal(p.hand))
        p.drawn = []
    twin.decks = {deck: deal(cards) for deck, cards in twin.decks.items()}
    twin.discards = {deck: deal(cards) for deck, cards in twin.discards.items()}
    twin.boxed = [deal([card])[0] if card in face_down else card for card in twin.boxed]
    twin.buried = deal(twin.buried)
    assert not any(pools.values())
    return twin


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_what_a_seat_cannot_see_never_changes_its_view(players):
    rng = random.Random(players)
    changed_another = False
    buried_any = False
    for seed in range(4):
        game_rng = random.Random(seed)
        state = spec().new_game(players, seed, None, {"money": [25] * players} if seed % 2 else None)
        step = 0
        face_down = set()
        while not state.is_over:
            if step % 7 == 0 or state.phase in ("plan", "keep"):
                for seat in range(players):
                    twin = dealt_anew(state, seat, rng, face_down)
                    assert spec().view(twin, seat) == spec().view(state, seat), f"seed {seed} step {step}"
                    assert spec().view(twin, None) == spec().view(state, None)
                    assert spec().legal_actions(twin, seat) == spec().legal_actions(state, seat)
                    changed_another |= any(spec().view(twin, other) != spec().view(state, other)
                                           for other in range(players) if other != seat)
            seat, action = choose(game_rng, state, seed % 2 == 1)
            if action.type == "discard" and CARD[action.card].deck == "specials":
                face_down.add(action.card)
                buried_any = True
            state = spec().apply(state, seat, action)
            step += 1
    assert changed_another  # the shuffling does reach what the other seats see
    assert buried_any  # and specials were discarded face down


def test_draws_are_told_only_to_the_drawer_and_hands_shown_only_as_backs():
    rng = random.Random(5)
    state = spec().new_game(3, 5)
    while not state.is_over:
        for event in spec().events(state):
            if "cards" in event.params:
                assert event.visible_to == [event.params["seat"]]
            elif event.code == "cards_drawn":
                assert event.visible_to is None and all(not k.startswith(("E", "H", "P")) for k in event.params["backs"])
        for seat in range(3):
            view = spec().view(state, seat)
            assert view.me.hand == state.players[seat].hand
            for other in view.players:
                assert sum(other.hand.values()) == len(state.players[other.seat].hand)
        public = spec().view(state, None).model_dump_json()
        for p in state.players:
            assert not any(f'"{card}"' in public for card in p.hand if card.startswith(("E", "H", "P", "C", "S")))
        state = spec().apply(state, *choose(rng, state, True))
