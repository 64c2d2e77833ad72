"""The public record of the auctions: what everyone saw laid on the table (each pass's pile, the
bid it did not beat, the house it took; each finished auction's winner and price), the same in
every seat's view and the public one, built by `apply` without changing the state it was given."""

import copy

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.for_sale.actions import Bid, Pass

from .helpers import SPEC, act, new, play_random, record_of

JIRI, FILIP, VALERIE = 0, 1, 2


def views(state):
    return [SPEC.view(state, seat) for seat in [None, *range(state.num_players)]]


def test_the_booklet_auction_is_recorded_as_the_table_saw_it():
    state = new(3, houses_top=[15, 28, 3], first_player=FILIP)
    for seat, action in [(FILIP, Bid(amount=1)), (VALERIE, Bid(amount=2)), (JIRI, Bid(amount=3)),
                         (FILIP, Bid(amount=4)), (VALERIE, Pass())]:
        state = act(state, seat, action)
    for view in views(state):  # the auction is still on: its pass so far
        assert [(p.seat, p.pile, p.facing, p.house) for p in view.passes] == [(VALERIE, 2, 4, 3)]
        assert view.auctions == []
    state = act(state, JIRI, Pass())
    for view in views(state):
        assert view.passes == []  # a new auction
        [auction] = view.auctions
        assert auction.houses == [3, 15, 28] and auction.winner == FILIP and auction.paid == 4
        assert [(p.seat, p.pile, p.facing, p.house) for p in auction.passes] == [
            (VALERIE, 2, 4, 3), (JIRI, 3, 4, 15)]
    # The next auction: a pass before any bid faces nothing and puts nothing on the table.
    state = act(state, FILIP, Pass())
    assert [(p.seat, p.pile, p.facing, p.house) for p in SPEC.view(state, JIRI).passes] == [(FILIP, 0, None, 1)]


def test_the_variants_first_passer_is_recorded_without_a_house():
    state = new(4, variant="not_everyone", first_player=0)
    state = act(state, 0, Bid(amount=2))
    state = act(state, 1, Pass())
    [entry] = SPEC.view(state, None).passes
    assert (entry.seat, entry.pile, entry.facing, entry.house) == (1, 0, 2, None)


def test_apply_leaves_the_record_of_its_input_alone():
    states, actions = play_random(5, 7)
    for before, (seat, action) in zip(states, actions):
        kept = copy.deepcopy(before)
        SPEC.apply(before, seat, action)
        assert before.passes == kept.passes and before.auctions == kept.auctions


def test_every_auction_of_a_game_is_recorded_and_public():
    for players in (3, 4, 5, 6):
        states, actions = play_random(players, players)
        end = states[-1]
        public = SPEC.view(end, None)
        assert all(view.auctions == public.auctions for view in views(end))
        dealt = sorted(house for auction in public.auctions for house in auction.houses)
        assert dealt == sorted(set(range(1, 31)) - set(end.removed_houses))
        for auction in public.auctions:
            assert len(auction.passes) == players - 1
            assert sorted([p.seat for p in auction.passes] + [auction.winner]) == list(range(players))
            assert [p.house for p in auction.passes] == auction.houses[:-1]  # each passer the lowest left


def test_a_replayed_save_rebuilds_the_record():
    states, actions = play_random(4, 11)
    record = record_of(states[0], 4, 11, None, actions)
    replayed = registry.replay(record)
    assert SPEC.view(replayed, None).auctions == SPEC.view(states[-1], None).auctions


def test_a_determinized_state_keeps_the_record():
    states, _ = play_random(6, 3)
    for state in states[::7]:
        if state.is_over:
            continue
        seat = state.to_act[0]
        view = SPEC.view(state, seat)
        guess = SPEC.determinize(view, seat, Rng.from_seed(1))
        assert SPEC.view(guess, seat).auctions == view.auctions
        assert SPEC.view(guess, seat).passes == view.passes
