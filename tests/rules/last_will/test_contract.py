"""The engine contract's shared checks (tests/rules/test_all_games.py), run over Poslední vůle, which
that module cannot see yet: it parametrises over the catalog when it is imported, and this game's
catalog line waits for its table. The day the line is added, this file can go."""

import pytest

from .. import test_all_games as shared

COUNTS = [2, 3, 4, 5]

BY_SPEC = [
    shared.test_new_game_bad_player_count, shared.test_new_game_bad_seed, shared.test_new_game_accepts_big_seeds,
    shared.test_new_game_bad_options, shared.test_options_default_and_round_trip, shared.test_new_game_bad_setup,
    shared.test_apply_refuses_what_is_not_an_action, shared.test_apply_accepts_action_data,
    shared.test_parse_action_of_garbage_is_bad_action, shared.test_replay_errors_name_the_failing_action,
]
BY_COUNT = [
    shared.test_a_new_game_is_sound, shared.test_same_seed_same_game, shared.test_apply_never_changes_its_input,
    shared.test_legal_actions_are_exactly_the_accepted_ones, shared.test_whose_turn_it_is,
    shared.test_a_finished_game_refuses_everything, shared.test_every_legal_action_round_trips_through_json,
    shared.test_the_events_of_every_step_are_json_safe, shared.test_every_view_serialises_and_round_trips,
    shared.test_progress_is_a_round_and_a_phase, shared.test_random_games_end_with_a_sound_outcome,
    shared.test_record_replays_to_the_same_state_at_every_step, shared.test_determinize_keeps_the_view_and_the_legal_actions,
    shared.test_determinize_deals_differently_and_repeatably, shared.test_private_information_is_declared_truly,
]


@pytest.fixture(autouse=True)
def this_runs_scale(fuzz_games):
    shared.SCALED["share"] = fuzz_games


@pytest.mark.parametrize("check", BY_SPEC, ids=lambda check: check.__name__)
def test_shared_check(check, last_will_registered):
    check(last_will_registered)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("check", BY_COUNT, ids=lambda check: check.__name__)
def test_shared_check_per_player_count(check, players, last_will_registered):
    check(last_will_registered, players)


def test_cli_plays_and_replays(last_will_registered, capsys, tmp_path):
    shared.test_cli_plays_and_replays_every_game(last_will_registered, capsys, tmp_path)
