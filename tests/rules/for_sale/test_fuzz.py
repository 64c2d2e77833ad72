"""Thousands of seeded random games of Na prodej: every step keeps the invariants, every view
serialises, every outcome ranks all seats, and records replay exactly.

Each (player count, variant) runs GAMES games. The first REPLAYED of them also go through
record -> JSON -> replay, compared with the original state after every single action, and check
every view (each seat and the public table) after every action. The other games check one view
per action in turn (public, seat 0, seat 1, ...) and every view at the start and at the end:
copying the state in `apply` and building views are most of the cost.

GAMES and REPLAYED are the full counts (--fuzz-scale 1); a run plays them times --fuzz-scale
(tests/conftest.py), by default a share.
"""

import random
from collections import Counter

import pytest

from boardgames_desktop.rules import GameRecord, registry

from .helpers import (
    PLAYER_COUNTS,
    SPEC,
    VARIANTS,
    check_invariants,
    check_outcome,
    check_views,
    choose,
    record_of,
    step_bound,
)

GAMES = 1000
REPLAYED = 100

pytestmark = pytest.mark.fuzz


def options_for(seed: int, variant: str) -> dict:
    return {"variant": variant, "forced_pass_costs_half": seed % 3 == 0}


def play_checked(players: int, seed: int, variant: str, stats: Counter, keep_states: bool):
    """One random game with the checks after every step. Returns (states or None, actions)."""
    options = options_for(seed, variant)
    rng = random.Random(seed)
    state = SPEC.new_game(players, seed, options)
    check_invariants(state)
    check_views(state)
    states = [state] if keep_states else None
    actions = []
    bound = step_bound(players, variant)
    while not state.is_over:
        assert len(actions) < bound, f"seed {seed}: no end after {bound} actions"
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
        actions.append((seat, action))
        if keep_states:
            states.append(state)
        check_invariants(state)
        if keep_states:
            check_views(state)
        else:
            turn = len(actions) % (players + 1)
            check_views(state, [None if turn == players else turn])
        events = SPEC.events(state)
        assert events, "every action tells the log something"
        for event in events:
            stats[event.code] += 1
            if event.code == "pass_took_house" and event.params["forced"]:
                stats["forced_pass"] += 1
        if state.phase == "buying" and state.seats[state.to_act[0]].coins == 0:
            stats["empty_purse_to_act"] += 1
    check_views(state)
    check_outcome(state)
    outcome = SPEC.outcome(state)
    stats[f"tie_break={outcome.tie_break}"] += 1
    final = SPEC.view(state, None).final
    assert final is not None and [f.score for f in final] == outcome.scores
    return states, actions


def check_replay(players, seed, variant, states, actions):
    """record -> JSON -> replay gives the same state after every action."""
    options = options_for(seed, variant)
    record = record_of(states[0], players, seed, options, actions)
    loaded = GameRecord.model_validate_json(record.model_dump_json())
    assert loaded == record
    state = registry.start(loaded)
    assert state == states[0]
    for index, (seat, data) in enumerate(loaded.actions):
        state = SPEC.apply(state, seat, SPEC.parse_action(data))
        assert state == states[index + 1], f"seed {seed}: replay differs after action {index}"
    assert registry.replay(loaded) == states[-1]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games(players, variant, fuzz_games):
    stats = Counter()
    games, replayed = fuzz_games(GAMES), fuzz_games(REPLAYED)
    base = 100_000 * players + (50_000 if variant == "not_everyone" else 0)
    for seed in range(base, base + games):
        keep = seed - base < replayed
        states, actions = play_checked(players, seed, variant, stats, keep)
        if keep:
            check_replay(players, seed, variant, states, actions)
    # The random players really reach the corners of the rules.
    assert stats["game_over"] == games
    assert stats["forced_pass"] > 0 and stats["empty_purse_to_act"] > 0
    assert stats["tie_break=None"] < games
    if variant == "not_everyone":
        assert stats["pass_no_house"] > 0 and stats["took_remaining_cheques"] > 0
    else:
        assert stats["pass_no_house"] == 0 and stats["took_remaining_cheques"] == 0
    print(players, variant, dict(stats))
