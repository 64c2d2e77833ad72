"""A finished game's score history: the record played again, everyone's score at the deal, after
each round and at the end, which is the outcome's."""

import pytest

from boardgames_desktop import bots
from boardgames_desktop.play.score_history import score_history
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.core.record import GameRecord
from boardgames_desktop.rules.for_sale.data import COIN_VALUE

GAMES = [game.id for game in registry.catalog()]


def played(game, players, seed, limit=4000):
    """A game between normal bots as a record, and the states it went through."""
    spec = registry.get(game)
    state = spec.new_game(players, seed)
    states, actions = [state], []
    while not state.is_over and len(actions) < limit:
        seat = state.to_act[0]
        action = bots.choose(spec, spec.view(state, seat), spec.legal_actions(state, seat), "normal",
                             Rng.from_seed(len(actions)))
        state = spec.apply(state, seat, action)
        states.append(state)
        actions.append((seat, action.model_dump()))
    record = GameRecord(game=game, rules_version=spec.rules_version, num_players=players, seed=seed, actions=actions)
    return record, states


@pytest.mark.parametrize("game", [g for g in GAMES if g != "anti_monopoly"])  # computers never stop it by the clock
def test_a_history_runs_from_the_deal_round_by_round_to_the_outcome(game):
    spec = registry.get(game)
    record, states = played(game, spec.min_players, 3)
    assert states[-1].is_over
    history = score_history(record)
    assert len(history.scores) == spec.min_players
    assert [seats[0] for seats in history.scores] == spec.scores(states[0])
    assert [seats[-1] for seats in history.scores] == spec.outcome(states[-1]).scores
    rounds = {spec.progress(state).round for state in states}
    assert history.rounds in (len(rounds) - 1, len(rounds))  # a game may end as a round begins
    assert history.lower_wins == (game in ("x_nimmt", "last_will"))


def test_x_nimmt_counts_cow_heads_only_when_a_round_is_scored():
    record, states = played("x_nimmt", 3, 5)
    history = score_history(record)
    assert history.rounds == 2  # X bere! has two rounds
    first_round_end = next(state for state in states if state.round == 2)
    for seat, scores in enumerate(history.scores):
        assert scores == (0, first_round_end.total(seat), states[-1].total(seat))
    assert any(scores[1] > 0 for scores in history.scores)


def test_for_sale_starts_with_everyones_coins_and_has_a_point_for_every_round():
    record, states = played("for_sale", 4, 2)
    history = score_history(record)
    start = states[0].seats[0].coins * COIN_VALUE
    assert all(scores[0] == start for scores in history.scores)
    assert history.rounds == states[-1].round  # rounds of buying, then of selling, numbered on


def test_an_unfinished_record_ends_with_the_scores_so_far():
    spec = registry.get("last_will")
    record, states = played("last_will", 3, 1, limit=40)
    history = score_history(record)
    assert not states[-1].is_over and not history.lower_wins
    assert [scores[-1] for scores in history.scores] == spec.scores(states[-1])
