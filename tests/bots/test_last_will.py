"""Poslední vůle's computer players: the shared checks of test_bots.py for this game (it is not in
the catalog yet, so they do not reach it by themselves), every decision point of the game met with
a legal move, and the normal bot clearly ahead of easy and random players."""

import inspect

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import last_will
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.last_will.actions import PHASE_OF

from . import test_bots as shared
from .test_bots import short_search  # noqa: F401  (a fixture)

by_level = pytest.mark.parametrize("level", bots.LEVELS)


@pytest.fixture(scope="module")
def spec():
    """Poslední vůle is not in the catalog yet (its table comes later): added for this module's run."""
    added = "last_will" not in {game.id for game in registry.catalog()}
    if added:
        registry.register(registry.GameInfo("last_will", 2, 5, "last_will.spec:LastWillSpec"))
    yield registry.get("last_will")
    if added:
        registry.unregister("last_will")


def test_the_game_has_rules_of_thumb_of_its_own(spec):
    assert bots.heuristics("last_will") is last_will
    for name in ("easy", "normal"):
        assert list(inspect.signature(getattr(last_will, name)).parameters) == ["view", "legal", "rng"]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_bots_only_play_legal_actions(spec, level):
    shared.test_easy_and_normal_bots_only_play_legal_actions(spec, level)


def test_every_decision_point_is_met_with_a_legal_move(spec):
    """Bots of both levels in every seat, some games started poor so that debts and the early end
    come: every kind of action of the game is chosen somewhere, and every one was legal."""
    chosen = set()
    ends = set()
    for players in range(2, 6):
        for seed in range(4):
            money = [20] * players if seed % 2 else None
            state = spec.new_game(players, seed, None, {"money": money} if money else {})
            ply = 0
            while not state.is_over:
                seat = state.to_act[0]
                legal = spec.legal_actions(state, seat)
                level = ("easy", "normal")[(seat + seed + ply // 50) % 2]
                action = bots.choose(spec, spec.view(state, seat), legal, level, bots.decision_rng(seed, seat, ply))
                assert action in legal
                chosen.add(type(action))
                state = spec.apply(state, seat, action)
                ply += 1
            ends.add(state.round < 7)
    assert chosen == set(PHASE_OF)
    assert ends == {True, False}  # some games ended early, someone having spent everything


def test_hard_bots_only_play_legal_actions(spec, short_search):  # noqa: F811
    shared.test_hard_bots_only_play_legal_actions(spec, short_search)


@by_level
def test_the_same_seed_gives_the_same_choices(spec, level, short_search):  # noqa: F811
    shared.test_the_same_seed_gives_the_same_choices(spec, level, short_search)


@by_level
def test_the_real_state_never_reaches_a_bot(spec, level, short_search, monkeypatch):  # noqa: F811
    shared.test_the_real_state_never_reaches_a_bot(spec, level, short_search, monkeypatch)


def test_the_rollout_policy_plays_the_normal_move_from_the_state(spec):
    shared.test_the_rollout_policy_plays_the_normal_move_from_the_state(spec)


def test_playing_in_place_is_apply_without_the_copy(spec):
    shared.test_playing_in_place_is_apply_without_the_copy(spec)


def test_rollouts_from_dealt_states_end_with_a_result_in_range(spec):
    shared.test_rollouts_from_dealt_states_end_with_a_result_in_range(spec)


def test_a_hard_decision_at_the_shipped_rollout_count_is_repeatable(spec):
    shared.test_a_hard_decision_at_the_shipped_rollout_count_is_repeatable(spec)


def win_share(spec, players: int, games: int, hero: str, rest: str) -> float:
    """The hero's share of the wins, its seat rotating through every position."""
    won = 0.0
    for game in range(games):
        seat = game % players
        levels = [rest] * players
        levels[seat] = hero
        state, ply = spec.new_game(players, 500 + game), 0
        while not state.is_over:
            actor = state.to_act[0]
            legal = spec.legal_actions(state, actor)
            rng = bots.decision_rng(500 + game, actor, ply)
            view = spec.view(state, actor)
            if levels[actor] == "random":
                action = bots.random_policy(spec, view, legal, rng)
            else:
                action = bots.choose(spec, view, legal, levels[actor], rng)
            state = spec.apply(state, actor, action)
            ply += 1
        winners = spec.outcome(state).winners
        won += 1 / len(winners) if seat in winners else 0.0
    return won / games


@pytest.mark.parametrize("rest", ["easy", "random"])
def test_the_normal_bot_clearly_beats_easy_and_random_players(spec, rest):
    """Chance would give it a third of the wins among three; it takes far more (benchmarks/bots.py
    measures more games)."""
    assert win_share(spec, 3, 12, "normal", rest) >= 0.75
