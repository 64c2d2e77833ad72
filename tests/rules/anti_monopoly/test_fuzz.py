"""Seeded games of Anti-Monopoly for 2-6 players: after every action the money is conserved with
the bank, nobody's cash is negative, no building stands where its owner's role forbids it,
mortgaged titles never collect, and every game ends or reaches the turn cap; the first REPLAYED
games of each player count replay exactly from their JSON record, and determinize keeps the view.

Two kinds of players share the games: "uniform" picks any legal action but end_by_time (games end
by bankruptcy, variant B by default), "clock" does the same until its clock runs out at a random
round and then plays end_by_time as the session would.

GAMES and REPLAYED are the full counts (--fuzz-scale 1); a run plays them times --fuzz-scale
(tests/conftest.py), by default a share.
"""

import json
import random
from collections import Counter

import pytest

from boardgames_desktop.rules import GameRecord
from boardgames_desktop.rules.anti_monopoly.data import BOARD, CITIES
from boardgames_desktop.rules.core import Rng

from .helpers import C, SPEC, check_invariants

GAMES = 1000
REPLAYED = 20
MAX_TURNS = 400  # uniform players go bankrupt in about 40 rounds; the cap stops the rest
MAX_ACTIONS_PER_TURN = 300  # building, selling, mortgaging and one offer to each player

pytestmark = pytest.mark.fuzz
PLAYER_COUNTS = (2, 3, 4, 5, 6)


def check_events(before, state, stats):
    for event in SPEC.events(state):
        p, code = event.params, event.code
        stats[code] += 1
        assert event.visible_to is None  # nothing at this table is private
        if code == "paid" and p["reason"] == "rent":
            owner = state.players[p["to"]]
            assert p["space"] not in owner.pawned, "a mortgaged title collected rent"
            assert not (owner.jailed and owner.role != C), "a monopolist in prison collected rent"
        if code == "built":
            player = state.players[p["seat"]]
            assert not (player.jailed and player.role == C)
            if player.role != C:  # a monopoly (two unmortgaged streets), nothing mortgaged in the city
                city = CITIES[BOARD[p["space"]].city]
                mine = [s for s in city if s in player.titles]
                assert len([s for s in mine if s not in player.pawned]) >= 2
                assert not any(s in player.pawned for s in mine)
        if code in ("dice_rolled", "die_rolled", "card_drawn"):
            assert event.reveals


def choose(rng, state, seat, legal, policy, clock):
    if policy == "clock" and state.round >= clock:
        for action in legal:
            if action.type == "end_by_time":
                return action
    return rng.choice([a for a in legal if a.type != "end_by_time"] or legal)


def play(players, seed, policy, stats, keep):
    rng = random.Random(seed)
    options = {"victory": "AB"[seed % 2]} if policy == "uniform" else {"time_limit": 60}
    clock = rng.randrange(3, 30)
    state = SPEC.new_game(players, seed, options)
    start_total = sum(p.cash for p in state.players)
    states, actions = [state], []
    turn_actions = 0
    while not state.is_over and state.turn <= MAX_TURNS:
        seat = rng.choice(state.to_act)
        legal = SPEC.legal_actions(state, seat)
        assert legal, f"seed {seed}: seat {seat} is to act with nothing to do"
        action = choose(rng, state, seat, legal, policy, clock)
        turn = state.turn
        after = SPEC.apply(state, seat, action)
        check_events(state, after, stats)
        state = after
        check_invariants(state, start_total)
        actions.append((seat, action))
        turn_actions = turn_actions + 1 if state.turn == turn else 0
        assert turn_actions <= MAX_ACTIONS_PER_TURN, f"seed {seed}: a turn of {turn_actions} actions"
        if keep:
            states.append(state)
    return state, states, actions, options


def check_replay(players, seed, options, states, actions):
    record = GameRecord(game=SPEC.id, rules_version=SPEC.rules_version, num_players=players, seed=seed,
                        options=SPEC.parse_options(options).model_dump(mode="json"), setup=None,
                        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions])
    record = GameRecord.model_validate_json(record.model_dump_json())
    state = SPEC.new_game(record.num_players, record.seed, record.options)
    assert state == states[0]
    for i, (seat, data) in enumerate(record.actions):
        state = SPEC.apply(state, seat, SPEC.parse_action(json.loads(json.dumps(data))))
        assert state == states[i + 1], f"seed {seed}: replay differs after action {i}"


def check_determinize(states, seed):
    rng = Rng.from_seed(seed)
    for state in states[:: max(1, len(states) // 25)]:
        for seat in range(state.num_players):
            view = SPEC.view(state, seat)
            assert type(view).model_validate_json(view.model_dump_json()) == view
            guess = SPEC.determinize(view, seat, rng)
            assert SPEC.view(guess, seat) == view
            assert SPEC.legal_actions(guess, seat) == SPEC.legal_actions(state, seat)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_fuzz(players, fuzz_games):
    stats = Counter()
    replayed = fuzz_games(REPLAYED)
    for index in range(fuzz_games(GAMES)):
        seed = 100_019 * players + index
        policy = ("uniform", "clock")[index % 2]
        keep = index < replayed
        final, states, actions, options = play(players, seed, policy, stats, keep)
        stats["games"] += 1
        stats[f"end_{final.end_reason}"] += 1
        if final.is_over:
            outcome = SPEC.outcome(final)
            assert sorted(s for place in outcome.ranking for s in place) == list(range(players))
            assert set(outcome.winners) == set(outcome.ranking[0])
            assert not any(final.players[w].bankrupt for w in outcome.winners)
        else:
            assert final.turn > MAX_TURNS
        if keep:
            check_replay(players, seed, options, states, actions)
            check_determinize(states, seed)
    # the games reach what the invariants are about
    for code in ("bought", "built", "mortgaged", "redeemed", "paid", "distress", "bankrupt", "sent_to_prison",
                 "trade_accepted", "settlement"):
        assert stats[code], f"no {code} in {stats['games']} games"
