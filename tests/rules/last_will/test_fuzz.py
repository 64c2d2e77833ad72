"""Thousands of seeded games of Poslední vůle: every step keeps the invariants (each card in exactly
one place, money leaving the players only to the bank and coming back only for properties sold),
no game passes 7 rounds or the step bound, and records replay exactly through JSON (those games'
views validated at every step).

Half the games choose uniformly among the legal actions; the other half spend hard and sell their
properties when the cash runs low; and every fourth game starts poor, so that debts and the early
end happen. GAMES is the full
count per player count (--fuzz-scale 1); a run plays it times --fuzz-scale (tests/conftest.py).
"""

import random
from collections import Counter

import pytest

from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.rules.last_will.data import CARD, ROUNDS, box

from .helpers import spec

GAMES = 1000
REPLAYED = 50  # of them also replayed from JSON, compared after every action
POOR = 25  # every fourth game starts with this much each, to reach debts and the early end often
STEP_BOUND = 3000  # no game of 2-5 players needs this many actions; a loop would

pytestmark = pytest.mark.fuzz


def choose(rng: random.Random, state, spender: bool):
    """A uniformly random legal action, or a spender's: the dearest payment mostly, selling
    properties once the cash runs low, ending the turn only now and then."""
    seat = rng.choice(state.to_act)
    legal = spec().legal_actions(state, seat)
    if not spender:
        return seat, rng.choice(legal)
    sales = [a for a in legal if a.type == "sell"]
    if sales and state.players[seat].money <= 5:
        return seat, rng.choice(sales)
    paying = [a for a in legal if getattr(a, "pay", 0) > 0]
    if paying and rng.random() < 0.8:
        return seat, max(paying, key=lambda a: (a.pay, rng.random()))
    rest = [a for a in legal if a.type not in ("end_turn", "sell")]
    return seat, rng.choice(rest if rest and rng.random() < 0.7 else legal)


def places(state) -> Counter:
    where = Counter()
    for deck, cards in state.decks.items():
        where.update(cards)
    for cards in state.discards.values():
        where.update(cards)
    where.update(c for c in state.offer.values() if c is not None)
    where.update(state.boxed)
    where.update(state.buried)
    where.update(state.beside)
    for p in state.players:
        where.update(p.hand)
        where.update(b.card for b in p.board)
    return where


def check_invariants(state, start_money: int):
    where = places(state)
    assert set(where) == {c.id for c in box(state.rules_version)} and set(where.values()) == {1}, \
        "a card lost or doubled"
    for deck, cards in state.decks.items():
        assert all(CARD[c].deck == deck for c in cards)
    for deck, cards in state.discards.items():
        assert all(CARD[c].deck == deck for c in cards)
    assert sum(p.money for p in state.players) == start_money - state.spent + state.paid_out
    assert state.spent >= 0 and state.paid_out >= 0
    assert 1 <= state.round <= ROUNDS
    assert [CARD[c].crowns for c in state.decks["specials"]] == sorted(CARD[c].crowns for c in state.decks["specials"])
    for p in state.players:
        assert len(p.board) <= p.spaces and p.hand == sorted(p.hand)
        for b in p.board:
            card = CARD[b.card]
            assert card.kind in ("black", "property") and len(b.tokens) <= len(card.slots)
            assert b.tokens == [kind for kind, _ in card.slots[:len(b.tokens)]]
            assert 0 <= b.step < max(1, len(card.values))
        if state.phase in ("plan", "keep"):
            assert not any(b.activated for b in p.board)
    assert state.is_over or state.to_act


def check_views(state, players: int):
    """Views are built unvalidated (core.views.trusted): each must validate to itself."""
    for seat in [None, *range(players)]:
        view = spec().view(state, seat)
        assert type(view).model_validate_json(view.model_dump_json()) == view


def play_checked(players: int, seed: int, stats: Counter, replay: bool):
    rng = random.Random(seed)
    setup = {"money": [POOR] * players} if seed % 4 == 3 else None
    state = spec().new_game(players, seed, None, setup)
    start_money = sum(p.money for p in state.players)
    states, actions = [state], []
    check_invariants(state, start_money)
    while not state.is_over:
        assert len(actions) < STEP_BOUND, f"seed {seed}: no end after {STEP_BOUND} actions"
        seat, action = choose(rng, state, seed % 2 == 1)
        before = state
        state = spec().apply(state, seat, action)
        actions.append((seat, action))
        if replay:
            states.append(state)
            check_views(state, players)
        check_invariants(state, start_money)
        if state.paid_out != before.paid_out:
            assert action.type == "sell" and state.paid_out - before.paid_out == action.price
        if state.spent != before.spent:
            assert state.spent > before.spent
        for event in spec().events(state):
            stats[event.code] += 1
        stats[action.type] += 1
    outcome = spec().outcome(state)
    assert outcome.scores == spec().view(state, None).scores
    stats[f"rounds={state.round}"] += 1
    stats[f"tie_break={outcome.tie_break}"] += 1
    if min(p.money for p in state.players) < 0:
        stats["debt"] += 1
    if replay:
        record = GameRecord(game="last_will", rules_version=spec().rules_version, num_players=players, seed=seed,
                            options=None, setup=setup, actions=[(s, a.model_dump(mode="json")) for s, a in actions])
        loaded = GameRecord.model_validate_json(record.model_dump_json())
        again = registry.start(loaded)
        for index, (s, data) in enumerate(loaded.actions):
            again = spec().apply(again, s, spec().parse_action(data))
            assert again == states[index + 1], f"seed {seed}: replay differs after action {index}"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_games_keep_every_invariant(players, fuzz_games):
    stats = Counter()
    count = fuzz_games(GAMES)
    for seed in range(1000 * players, 1000 * players + count):
        play_checked(players, seed, stats, replay=seed - 1000 * players < max(2, count * REPLAYED // GAMES))
    # the games reach the corners the invariants are about
    for seen in ("property_sold", "deck_reshuffled", "property_decayed", "companion_placed", "errand_opera"):
        assert stats[seen], f"no {seen} in {count} games"
    if count >= 20:
        assert stats["debt"] and any(stats[f"rounds={r}"] for r in range(1, ROUNDS)), stats
