"""Computer players, for every registered game and level: only legal actions, the same choices
for the same seed, and never the game state (only a view and the legal actions)."""

import inspect
import random

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import search
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng

SPECS = registry.games()
by_spec = pytest.mark.parametrize("spec", SPECS, ids=[spec.id for spec in SPECS])


@pytest.fixture
def short_search(monkeypatch):
    """Hard bots with a tiny budget: one rollout per candidate, a few actions deep."""
    monkeypatch.setattr(search, "ROLLOUT_DEPTH", 12)
    monkeypatch.setattr(search, "MAX_CANDIDATES", 4)


def play(spec, players, seed, levels, limit=None, iterations=1):
    """A game with a bot in every seat: [(seat, action)], each checked to be legal."""
    state = spec.new_game(players, seed)
    actions = []
    while not state.is_over and (limit is None or len(actions) < limit):
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, len(actions))
        action = bots.choose(spec, spec.view(state, seat), legal, levels[seat], rng, iterations=iterations)
        assert action in legal, f"{spec.id} {levels[seat]}: {action!r} is not legal"
        state = spec.apply(state, seat, action)
        actions.append((seat, action))
    return actions


def test_the_bot_api_has_no_state_parameter():
    for fn in (bots.choose, bots.normal_policy, bots.random_policy, search.choose):
        assert "state" not in inspect.signature(fn).parameters, fn
    assert list(inspect.signature(bots.choose).parameters)[:5] == ["spec", "view", "legal", "level", "rng"]
    for module in (bots.for_sale, bots.x_nimmt, bots.dostihy):
        for name in ("easy", "normal"):
            assert list(inspect.signature(getattr(module, name)).parameters) == ["view", "legal", "rng"]


@by_spec
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_bots_only_play_legal_actions(spec, level):
    decisions = 0
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(6):
            levels = [level if (seat + seed) % 2 else random.Random(seed).choice(bots.LEVELS[:2])
                      for seat in range(players)]
            decisions += len(play(spec, players, 100 + seed, levels))
    assert decisions >= 1000


@by_spec
def test_hard_bots_only_play_legal_actions(spec, short_search):
    decisions = 0
    for players in (spec.min_players, spec.max_players):
        levels = ["hard", "normal", "easy", "hard", "normal", "easy"][:players]
        decisions += len(play(spec, players, 7 + players, levels, limit=120))
    assert decisions >= 150


@by_spec
@pytest.mark.parametrize("level", bots.LEVELS)
def test_the_same_seed_gives_the_same_choices(spec, level, short_search):
    players = spec.min_players + 1 if spec.min_players < spec.max_players else spec.min_players
    limit = 60 if level == "hard" else None
    first = play(spec, players, 42, [level] * players, limit=limit)
    assert first == play(spec, players, 42, [level] * players, limit=limit)


def test_decision_generators_differ_by_seat_and_ply():
    draws = {bots.decision_rng(5, seat, ply).next64() for seat in range(4) for ply in range(50)}
    assert len(draws) == 200
    assert bots.decision_rng(5, 1, 3).next64() == bots.decision_rng(5, 1, 3).next64()


@by_spec
@pytest.mark.parametrize("level", bots.LEVELS)
def test_the_real_state_never_reaches_a_bot(spec, level, short_search, monkeypatch):
    """Every verb of the engine refuses the real states while a bot is deciding: a bot that
    reached for the state (directly or through the spec) would fail here."""
    real: list = []
    deciding = [False]

    def guard(verb):
        original = getattr(spec, verb)

        def checked(state, *args, **kwargs):
            if deciding[0] and any(state is seen for seen in real):
                raise AssertionError(f"the real game state reached bot code through spec.{verb}")
            return original(state, *args, **kwargs)
        return checked

    for verb in ("apply", "legal_actions", "view", "outcome", "events", "progress"):
        monkeypatch.setattr(spec, verb, guard(verb))
    state = spec.new_game(spec.min_players, 3)
    for ply in range(40):
        if state.is_over:
            break
        real.append(state)
        seat = state.to_act[0]
        view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
        deciding[0] = True
        try:
            action = bots.choose(spec, view, legal, level, bots.decision_rng(3, seat, ply), iterations=1)
        finally:
            deciding[0] = False
        state = spec.apply(state, seat, action)


def test_hard_search_keeps_to_its_time_budget():
    import time

    spec = registry.get("x_nimmt")
    state = spec.new_game(4, 9)
    view, legal = spec.view(state, 0), spec.legal_actions(state, 0)
    start = time.perf_counter()
    action = bots.choose(spec, view, legal, "hard", Rng.from_seed(1), budget=0.3)
    assert action in legal and time.perf_counter() - start < 1.0
