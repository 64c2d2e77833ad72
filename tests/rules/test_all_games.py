"""The engine contract (ARCHITECTURE.md, "The engine contract") for EVERY registered game.

Nothing here names a game: each check is parametrised over `registry.games()`, so a game added to
the registry is held to all of it at once. The games' own rules live in their folders
(tests/rules/for_sale/, tests/rules/x_nimmt/), and each game's fuzz suite plays the thousands of
games; here seeded random games per game and player count are played once (uniformly random
legal moves) and shared by the checks below: GAMES of them times --fuzz-scale (tests/conftest.py), at
least FEWEST_SHARED, so the default run plays a dozen and `.ci/run` all sixty. The costliest checks
look at a share of those the same way, at least FEWEST.
"""

import functools
import json
import math
import pickle
import random
import subprocess
import sys

import pytest
from pydantic import BaseModel

from boardgames_desktop.rules import (
    Event, GameRecord, IllegalAction, InvalidSetup, Outcome, ReplayError, registry,
)
from boardgames_desktop.cli import main as cli_main
from boardgames_desktop.rules.registry import random_game as cli_random_game
from boardgames_desktop.rules.core import Progress

SPECS = registry.games()
GAME_IDS = [spec.id for spec in SPECS]
# Every (game, player count) the registry offers.
COUNTS = [(spec, n) for spec in SPECS for n in range(spec.min_players, spec.max_players + 1)]
COUNT_IDS = [f"{spec.id}-{n}" for spec, n in COUNTS]

GAMES = 60  # random games per game and player count at --fuzz-scale 1, shared by the checks below
FEWEST_SHARED = 12  # shared games per game and player count, whatever the scale
FEWEST = 3  # games the costliest checks look at, whatever the scale
MAX_ACTIONS = 5000  # no game of the family needs this many actions; the fuzz suites hold tighter bounds

by_spec = pytest.mark.parametrize("spec", SPECS, ids=GAME_IDS)
by_count = pytest.mark.parametrize("spec, players", COUNTS, ids=COUNT_IDS)


def raises(error_type, code, fn, *args, **kwargs):
    with pytest.raises(error_type) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, info.value
    assert_json_safe(info.value.params, f"params of {code}")
    return info.value


def frozen(state):
    """An independent deep copy (pickle does not go through the game's own __deepcopy__, which
    shares the parts it trusts never to change)."""
    return pickle.loads(pickle.dumps(state))


def assert_json_safe(value, where="value"):
    """Plain JSON data: what a save file or a log line can hold and give back unchanged."""
    if value is None or isinstance(value, (bool, int, str)):
        return
    if isinstance(value, float):
        assert math.isfinite(value), f"{where}: {value}"
    elif isinstance(value, list):
        for i, item in enumerate(value):
            assert_json_safe(item, f"{where}[{i}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            assert isinstance(key, str), f"{where}: key {key!r} is not a string"
            assert_json_safe(item, f"{where}.{key}")
    else:
        raise AssertionError(f"{where}: {type(value).__name__} {value!r} is not plain JSON")


def as_text(action) -> str:
    return json.dumps(action.model_dump(mode="json"), sort_keys=True)


def action_types(spec) -> set[str]:
    """The "type" values the game's action union accepts, read from its JSON schema."""
    schema = spec.action_adapter.json_schema()
    return set(schema["discriminator"]["mapping"])


# -- random play, shared -------------------------------------------------------------------------


def choose(rng: random.Random, spec, state):
    seat = rng.choice(state.to_act)
    legal = spec.legal_actions(state, seat)
    assert legal, f"seat {seat} is to act but has no legal action"
    return seat, rng.choice(legal)


def play_random(spec, players: int, seed: int, options=None, setup=None):
    """A whole uniformly random game: (states from the start, [(seat, action)])."""
    rng = random.Random(seed)
    state = spec.new_game(players, seed, options, setup)
    states, actions = [state], []
    while not state.is_over:
        assert len(actions) < MAX_ACTIONS, f"{spec.id} seed {seed}: no end after {MAX_ACTIONS} actions"
        seat, action = choose(rng, spec, state)
        state = spec.apply(state, seat, action)
        states.append(state)
        actions.append((seat, action))
    return states, actions


@pytest.fixture(scope="module")
def random_games(fuzz_games):
    """random_games(spec, players) -> this run's shared random games, [(seed, states, actions)];
    random_games(spec, players, share_of=full) -> the first `full` of them times --fuzz-scale, at
    least FEWEST: for the costliest checks. Played once per module run, and let go after it: their
    millions of objects would slow every later garbage collection of the test run."""

    @functools.cache
    def played(game_id: str, players: int):
        spec, base = registry.get(game_id), 7919 * players
        count = max(FEWEST_SHARED, fuzz_games(GAMES))
        return [(seed, *play_random(spec, players, seed)) for seed in range(base, base + count)]

    def games(spec, players: int, share_of: int | None = None):
        shared = played(spec.id, players)
        return shared if share_of is None else shared[:max(FEWEST, fuzz_games(share_of))]

    yield games
    played.cache_clear()


def record_of(spec, players, seed, actions, options=None, setup=None) -> GameRecord:
    return GameRecord(
        game=spec.id,
        rules_version=spec.rules_version,
        num_players=players,
        seed=seed,
        options=spec.parse_options(options).model_dump(mode="json"),
        setup=setup,
        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions],
    )


# -- the registry and the package ------------------------------------------------------------------


def test_registry_lists_every_game_once():
    assert len(set(GAME_IDS)) == len(GAME_IDS) >= 2
    assert set(GAME_IDS) <= {"for_sale", "x_nimmt", "last_will", "dostihy", "anti_monopoly"}
    for spec in SPECS:
        assert registry.get(spec.id) is spec
        assert isinstance(spec.rules_version, int) and spec.rules_version >= 1
        assert 1 <= spec.min_players <= spec.max_players
        assert issubclass(spec.options_model, BaseModel)
    error = raises(InvalidSetup, "unknown_game", registry.get, "chess")
    assert error.params == {"game": "chess"}
    raises(InvalidSetup, "unknown_game", registry.get, "")
    raises(InvalidSetup, "unknown_game", registry.get, "For_Sale")


def test_importing_the_rules_loads_no_qt():
    code = (
        "import sys, json, boardgames_desktop.rules\n"
        "from boardgames_desktop.rules import registry\n"
        "for spec in registry.games():\n"
        "    state = spec.new_game(spec.min_players, 1)\n"
        "    seat = state.to_act[0]\n"
        "    state = spec.apply(state, seat, spec.legal_actions(state, seat)[0])\n"
        "    spec.view(state, 0); spec.view(state, None); spec.events(state); spec.progress(state)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
        "print('boardgames_desktop.rules' in sys.modules)\n"
        "print(len(registry.games()))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    qt_modules, loaded, count = result.stdout.splitlines()
    assert json.loads(qt_modules) == []
    assert loaded == "True" and int(count) == len(SPECS)


# -- new_game and its arguments --------------------------------------------------------------------


@by_spec
def test_new_game_bad_player_count(spec):
    lo, hi = spec.min_players, spec.max_players
    for players in [lo - 1, hi + 1, 0, -3, 99, str(lo), float(lo), None, [lo]]:
        error = raises(InvalidSetup, "bad_player_count", spec.new_game, players, 1)
        assert error.params["min"] == lo and error.params["max"] == hi
    if lo > 1:
        raises(InvalidSetup, "bad_player_count", spec.new_game, True, 1)


@by_spec
def test_new_game_bad_seed(spec):
    for seed in [-1, -(2**70), "7", 1.5, 7.0, None, True, False, [1]]:
        raises(InvalidSetup, "bad_seed", spec.new_game, spec.min_players, seed)


@by_spec
def test_new_game_accepts_big_seeds(spec):
    for seed in (0, 2**63, 2**64 - 1, 2**70):
        state = spec.new_game(spec.min_players, seed)
        assert state.num_players == spec.min_players and not state.is_over and state.to_act


@by_spec
def test_new_game_bad_options(spec):
    for options in [{"no_such_option_anywhere": 1}, "standard", [1], 5, 1.5, True]:
        error = raises(InvalidSetup, "bad_options", spec.new_game, spec.min_players, 1, options)
        assert isinstance(error.params["detail"], str) and error.params["detail"]


@by_spec
def test_options_default_and_round_trip(spec):
    default = spec.options_model()
    assert spec.parse_options(None) == default
    assert spec.parse_options(default) is default
    assert spec.parse_options(default.model_dump(mode="json")) == default
    assert spec.parse_options(json.loads(default.model_dump_json())) == default
    assert spec.options_model.model_json_schema()["type"] == "object"
    players = spec.min_players
    assert spec.new_game(players, 5) == spec.new_game(players, 5, default)
    assert spec.new_game(players, 5) == spec.new_game(players, 5, default.model_dump(mode="json"))


@by_spec
def test_new_game_bad_setup(spec):
    for setup in [["decks"], "houses", 5, [], {"no_such_setup_key": 1}, {"": None}]:
        error = raises(InvalidSetup, "bad_setup", spec.new_game, spec.min_players, 1, None, setup)
        assert isinstance(error.params["detail"], str)
    # An empty setup is no setup at all.
    assert spec.new_game(spec.min_players, 3, None, {}) == spec.new_game(spec.min_players, 3)


@by_count
def test_a_new_game_is_sound(spec, players):
    state = spec.new_game(players, 12)
    assert state.num_players == players and not state.is_over
    assert state.to_act == sorted(set(state.to_act)) and state.to_act
    assert all(0 <= seat < players for seat in state.to_act)
    assert spec.outcome(state) is None
    events = spec.events(state)
    for event in events:
        check_event(event, players)
    assert spec.events(state) == events and spec.events(state) is not state.events  # a copy


# -- the same seed, the same game ------------------------------------------------------------------


@by_count
def test_same_seed_same_game(spec, players):
    first_states, first_actions = play_random(spec, players, 11)
    second_states, second_actions = play_random(spec, players, 11)
    assert first_actions == second_actions
    assert first_states == second_states
    assert spec.new_game(players, 11) == spec.new_game(players, 11)
    # Different seeds deal differently.
    starts = [spec.new_game(players, seed) for seed in range(12)]
    assert all(a != b for i, a in enumerate(starts) for b in starts[i + 1:])
    publics = {spec.view(state, None).model_dump_json() for state in starts}
    assert len(publics) > 1


# -- apply -------------------------------------------------------------------------------------------


def _out_of_range(spec, action):
    """Actions shaped like `action` with its numbers pushed out of any sensible range; those that
    still parse are returned (each must then be refused)."""
    data = action.model_dump(mode="json")
    result = []
    for key, value in data.items():
        if isinstance(value, int) and not isinstance(value, bool):
            for bad in (-1, 10**9):
                try:
                    result.append(spec.parse_action({**data, key: bad}))
                except IllegalAction:
                    pass
    return result


@by_count
def test_apply_never_changes_its_input(spec, players, random_games):
    for seed, states, actions in random_games(spec, players, share_of=12):
        for state, (seat, action), after in zip(states, actions, states[1:]):
            before = frozen(state)
            for bad_seat, bad_action in _illegal_attempts(spec, state, action):
                with pytest.raises(IllegalAction) as info:
                    spec.apply(state, bad_seat, bad_action)
                assert isinstance(info.value.code, str) and info.value.code
                assert_json_safe(info.value.params)
                assert state == before, f"seed {seed}: a refused {bad_action!r} changed the state"
            again = spec.apply(state, seat, action)
            assert state == before, f"seed {seed}: {action!r} changed its input"
            assert again == after and again is not state
            for viewer in [None, *range(players)]:
                spec.view(state, viewer)
            for other in range(players):
                spec.legal_actions(state, other)
            spec.events(state)
            spec.progress(state)
            spec.outcome(state)
            assert state == before


def _illegal_attempts(spec, state, action):
    seat = state.to_act[0]
    attempts = [(-1, action), (state.num_players, action)]
    attempts += [(seat, bad) for bad in _out_of_range(spec, action)]
    attempts += [(other, action) for other in range(state.num_players)
                 if other not in state.to_act and not spec.unlisted(state, other, action)][:1]
    return attempts


@by_count
def test_legal_actions_are_exactly_the_accepted_ones(spec, players, random_games):
    """Any action the engine would accept is listed, and any listed one is accepted. Actions are
    drawn from every action seen in these random games, so each kind is tried in every phase."""
    games = random_games(spec, players)[:6]
    pool = sorted({as_text(action) for _, _, acts in games for _, action in acts})
    pool = [spec.parse_action(json.loads(text)) for text in pool]
    rng = random.Random(players)
    tried = accepted = 0
    for seed, states, _ in games:
        for state in states[:-1]:
            before = frozen(state)
            for seat in range(players):
                legal = spec.legal_actions(state, seat)
                assert bool(legal) == (seat in state.to_act)
                assert len({as_text(action) for action in legal}) == len(legal), "an action listed twice"
                for action in rng.sample(pool, min(4, len(pool))) + legal[:1]:
                    tried += 1
                    if action in legal:
                        spec.apply(state, seat, action)
                        accepted += 1
                    elif not spec.unlisted(state, seat, action):  # those the game checks itself
                        with pytest.raises(IllegalAction):
                            spec.apply(state, seat, action)
            assert state == before
    assert accepted > 0 and tried > accepted


@by_count
def test_whose_turn_it_is(spec, players, random_games):
    for seed, states, actions in random_games(spec, players)[:20]:
        for state, (seat, action) in zip(states, actions):
            assert state.to_act == sorted(set(state.to_act)) and state.to_act
            assert all(0 <= s < players for s in state.to_act)
            assert seat in state.to_act
            for other in range(players):
                if other not in state.to_act and not spec.unlisted(state, other, action):
                    error = raises(IllegalAction, "not_your_turn", spec.apply, state, other, action)
                    assert error.params == {"seat": other}
                    assert spec.legal_actions(state, other) == []
            for bad in (-1, players, players + 5, True, False):
                raises(IllegalAction, "bad_seat", spec.apply, state, bad, action)
                raises(IllegalAction, "bad_seat", spec.view, state, bad)
            assert spec.legal_actions(state, True) == spec.legal_actions(state, False) == []


@by_count
def test_a_finished_game_refuses_everything(spec, players, random_games):
    for seed, states, actions in random_games(spec, players)[:5]:
        final = states[-1]
        assert final.is_over and final.to_act == []
        assert all(not s.is_over for s in states[:-1])
        before = frozen(final)
        for seat in range(players):
            assert spec.legal_actions(final, seat) == []
            for _, action in actions[:: max(1, len(actions) // 5)]:
                raises(IllegalAction, "game_over", spec.apply, final, seat, action)
        assert final == before


def _garbage():
    class Stranger(BaseModel):
        type: str = "pass"

    outcome = Outcome(scores=[], ranking=[], winners=[])
    return ["pass", 5, None, [("type", "pass")], object(), outcome, Stranger()]


@by_spec
def test_apply_refuses_what_is_not_an_action(spec):
    state = spec.new_game(spec.min_players, 3)
    seat = state.to_act[0]
    before = frozen(state)
    foreign = [action for other in SPECS if other is not spec
               for action in other.legal_actions(other.new_game(other.min_players, 3),
                                                 other.new_game(other.min_players, 3).to_act[0])[:3]]
    assert foreign
    for garbage in _garbage() + foreign:
        raises(IllegalAction, "bad_action", spec.apply, state, seat, garbage)
        assert state == before


@by_spec
def test_apply_accepts_action_data(spec):
    state = spec.new_game(spec.min_players, 3)
    seat = state.to_act[0]
    for action in spec.legal_actions(state, seat)[:5]:
        data = action.model_dump(mode="json")
        assert spec.apply(state, seat, data) == spec.apply(state, seat, action)
    raises(IllegalAction, "bad_action", spec.apply, state, seat, {"type": "no_such_action"})


# -- actions as data ---------------------------------------------------------------------------------


@by_count
def test_every_legal_action_round_trips_through_json(spec, players, random_games):
    seen = set()
    prepared = [(seed, play_random(spec, players, seed, setup=setup)[0])
                for setup in spec.contract_setups(players) for seed in range(20)]
    prepared += [(seed, play_random(spec, players, seed, options=options)[0])
                 for options in spec.contract_options(players) for seed in range(5)]
    for seed, states in [(seed, states) for seed, states, _ in random_games(spec, players)[:30]] + prepared:
        for state in states[:-1]:
            for seat in state.to_act:
                for action in spec.legal_actions(state, seat):
                    data = action.model_dump(mode="json")
                    assert_json_safe(data)
                    assert spec.parse_action(data) == action
                    assert spec.parse_action(json.loads(json.dumps(data))) == action
                    assert spec.parse_action(json.loads(action.model_dump_json())) == action
                    seen.add(data["type"])
    # The random games (and those from the game's contract setups and options) reach every kind of
    # action it lists.
    assert seen == action_types(spec) - spec.unlisted_actions


@by_spec
def test_parse_action_of_garbage_is_bad_action(spec):
    state = spec.new_game(spec.min_players, 2)
    sample = spec.legal_actions(state, state.to_act[0])[0].model_dump(mode="json")
    garbage = [None, 5, "pass", [], {}, {"type": "no_such_action"}, {"type": None}, {"type": 3},
               {**sample, "no_such_field": 1}, {k: v for k, v in sample.items() if k != "type"}]
    garbage += [{**sample, key: "lots"} for key, value in sample.items() if key != "type"]
    garbage += [{"type": kind, "no_such_field": 1} for kind in action_types(spec)]
    for data in garbage:
        error = raises(IllegalAction, "bad_action", spec.parse_action, data)
        assert isinstance(error.params["detail"], str) and error.params["detail"]


# -- events, views, progress -------------------------------------------------------------------------


def check_event(event, players):
    assert isinstance(event, Event) and isinstance(event.code, str) and event.code
    assert_json_safe(event.params, f"event {event.code}")
    assert Event.model_validate_json(event.model_dump_json()) == event
    if event.visible_to is not None:
        assert all(0 <= seat < players for seat in event.visible_to)


@by_count
def test_the_events_of_every_step_are_json_safe(spec, players, random_games):
    for seed, states, _ in random_games(spec, players):
        for state in states[1:]:
            events = spec.events(state)
            assert events, f"seed {seed}: every action tells the log something"
            for event in events:
                check_event(event, players)


@by_count
def test_every_view_serialises_and_round_trips(spec, players, random_games):
    for seed, states, _ in random_games(spec, players, share_of=12):
        for state in states:
            for seat in [None, *range(players)]:
                view = spec.view(state, seat)
                assert isinstance(view, BaseModel)
                text = view.model_dump_json()
                assert type(view).model_validate_json(text) == view
                assert_json_safe(json.loads(text))
                assert spec.view(state, seat) == view  # the same state shows the same
                if hasattr(view, "seat"):
                    assert view.seat == seat
                if hasattr(view, "me"):
                    assert (view.me is None) == (seat is None)


@by_count
def test_progress_is_a_round_and_a_phase(spec, players, random_games):
    for seed, states, _ in random_games(spec, players)[:20]:
        rounds = []
        for state in states:
            progress = spec.progress(state)
            assert isinstance(progress, Progress)
            assert isinstance(progress.round, int) and progress.round >= 1
            assert isinstance(progress.phase, str) and progress.phase
            assert Progress.model_validate_json(progress.model_dump_json()) == progress
            rounds.append(progress.round)
        assert rounds == sorted(rounds), f"seed {seed}: the round number went back"
        assert spec.progress(states[-1]) == spec.progress(frozen(states[-1]))


# -- the end -----------------------------------------------------------------------------------------


@by_count
def test_random_games_end_with_a_sound_outcome(spec, players, random_games):
    winners_seen = set()
    for seed, states, actions in random_games(spec, players):
        assert states[-1].is_over and len(actions) < MAX_ACTIONS
        assert all(spec.outcome(state) is None for state in states[:-1])
        outcome = spec.outcome(states[-1])
        assert isinstance(outcome, Outcome)
        assert len(outcome.scores) == players and all(isinstance(s, int) for s in outcome.scores)
        places = outcome.ranking
        assert all(place and place == sorted(place) for place in places)
        assert sorted(seat for place in places for seat in place) == list(range(players))
        assert outcome.winners == places[0]
        if len(outcome.winners) > 1:
            assert outcome.tie_break == "shared_win"
        assert outcome.tie_break is None or isinstance(outcome.tie_break, str)
        assert Outcome.model_validate_json(outcome.model_dump_json()) == outcome
        assert spec.outcome(states[-1]) == outcome
        winners_seen.update(outcome.winners)
    assert len(winners_seen) > 1  # the random games do not always crown the same seat


# -- records and replay ------------------------------------------------------------------------------


@by_count
def test_record_replays_to_the_same_state_at_every_step(spec, players, random_games):
    for seed, states, actions in random_games(spec, players)[:30]:
        record = record_of(spec, players, seed, actions)
        loaded = GameRecord.model_validate_json(record.model_dump_json())
        assert loaded == record
        state = registry.start(loaded)
        assert state == states[0]
        for index, (seat, data) in enumerate(loaded.actions):
            state = spec.apply(state, seat, spec.parse_action(data))
            assert state == states[index + 1], f"seed {seed}: replay differs after action {index}"
        assert registry.replay(loaded) == states[-1]
        for cut in (0, 1, len(actions) // 3, len(actions) - 1):
            short = loaded.model_copy(update={"actions": loaded.actions[:cut]})
            assert registry.replay(short) == states[cut]


@by_count
def test_replay_gives_the_states_of_apply_and_never_changes_its_start(spec, players, random_games):
    """`spec.replay` (on one copy, in a game that `replays_on_one_copy`) against `apply` one action at
    a time, from the start and from the middle, in the games of its contract setups and options too."""
    played = [(states, actions) for _, states, actions in random_games(spec, players, share_of=30)]
    played += [play_random(spec, players, seed, setup=setup) for setup in spec.contract_setups(players) for seed in range(3)]
    played += [play_random(spec, players, seed, options=options) for options in spec.contract_options(players)
               for seed in range(3)]
    for states, actions in played:
        steps = [(seat, action.model_dump(mode="json")) for seat, action in actions]
        for begin in (0, len(steps) // 2):
            start = states[begin]
            before = pickle.dumps(start)
            assert spec.replay(start, steps[begin:]) == states[-1]
            middle = (begin + len(steps)) // 2
            assert spec.replay(start, steps[begin:middle]) == states[middle]
            assert pickle.loads(before) == start


@by_spec
def test_replay_errors_name_the_failing_action(spec):
    players = spec.min_players
    states, actions = play_random(spec, players, 2)
    record = record_of(spec, players, 2, actions)
    k = len(actions) // 2
    bad_seat = record.model_copy(update={"actions": record.actions[:k] + [(players, record.actions[k][1])]})
    error = raises(ReplayError, "illegal_action", registry.replay, bad_seat)
    assert error.params == {"index": k, "code": "bad_seat", "params": {"seat": players}}
    dance = (record.actions[k][0], {"type": "dance"})
    garbage = record.model_copy(update={"actions": record.actions[:k] + [dance]})
    error = raises(ReplayError, "illegal_action", registry.replay, garbage)
    assert error.params["index"] == k and error.params["code"] == "bad_action"
    # A seat that is not to act somewhere in the game.
    for index, state in enumerate(states[:-1]):
        idle = [s for s in range(players) if s not in state.to_act]
        if idle:
            swapped_seat = (idle[0], record.actions[index][1])
            wrong = record.model_copy(update={"actions": record.actions[:index] + [swapped_seat]})
            error = raises(ReplayError, "illegal_action", registry.replay, wrong)
            assert error.params == {"index": index, "code": "not_your_turn", "params": {"seat": idle[0]}}
            break
    else:
        pytest.fail("every seat was always to act")
    after_end = record.model_copy(update={"actions": record.actions + [record.actions[-1]]})
    error = raises(ReplayError, "illegal_action", registry.replay, after_end)
    assert error.params["index"] == len(actions) and error.params["code"] == "game_over"
    raises(ReplayError, "rules_version", registry.replay, record.model_copy(update={"rules_version": 999}))
    raises(ReplayError, "bad_player_count", registry.replay,
           record.model_copy(update={"num_players": spec.max_players + 1}))
    raises(ReplayError, "bad_options", registry.replay,
           record.model_copy(update={"options": {"nonsense": 1}}))
    raises(ReplayError, "bad_setup", registry.replay, record.model_copy(update={"setup": {"nonsense": 1}}))
    raises(InvalidSetup, "unknown_game", registry.replay, record.model_copy(update={"game": "chess"}))


# -- the command line --------------------------------------------------------------------------------


def test_cli_lists_every_game(capsys):
    assert cli_main(["list"]) == 0
    listed = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    assert set(listed) == set(GAME_IDS)
    for spec in SPECS:
        assert listed[spec.id]["min_players"] == spec.min_players
        assert listed[spec.id]["max_players"] == spec.max_players
        assert listed[spec.id]["rules_version"] == spec.rules_version


@by_spec
def test_cli_plays_and_replays_every_game(spec, capsys, tmp_path):
    players = spec.max_players
    assert cli_main(["play", spec.id, "--players", str(players), "--seed", "5"]) == 0
    out = capsys.readouterr().out
    record = GameRecord.model_validate_json(out)
    assert record.game == spec.id and record.num_players == players
    assert record == cli_random_game(spec.id, players, 5)
    final = registry.replay(record)
    assert final.is_over
    path = tmp_path / "game.json"
    path.write_text(out, encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == spec.id and result["is_over"] is True
    assert result["outcome"] == spec.outcome(final).model_dump(mode="json")


# -- determinize: what a seat may believe ------------------------------------------------------------


@by_count
def test_determinize_keeps_the_view_and_the_legal_actions(spec, players, random_games):
    """A state dealt from a seat's view shows that seat exactly that view and lets it do exactly
    the same, at every step of the shared random games, for every seat; and it plays on."""
    from boardgames_desktop.rules.core import Rng

    rng = Rng.from_seed(players)
    for seed, states, _ in random_games(spec, players, share_of=15):
        step = max(1, len(states) // 40)
        for state in states[::step] + [states[-1]]:
            for seat in range(players):
                view = spec.view(state, seat)
                before = view.model_copy(deep=True)
                guess = spec.determinize(view, seat, rng)
                assert view == before, "determinize changed the view it was given"
                assert spec.view(guess, seat) == view, f"seed {seed} seat {seat}"
                assert spec.legal_actions(guess, seat) == spec.legal_actions(state, seat)
                assert guess.to_act == state.to_act and guess.is_over == state.is_over
                _play_on(spec, guess, random.Random(seed + seat))


def _play_on(spec, state, rng: random.Random, steps: int = 30):
    """A dealt state is a real game: random legal play goes on from it without an error."""
    for _ in range(steps):
        if state.is_over:
            return
        seat, action = choose(rng, spec, state)
        state = spec.apply(state, seat, action)


@by_count
def test_determinize_deals_differently_and_repeatably(spec, players, random_games):
    from boardgames_desktop.rules.core import Rng

    _, states, _ = random_games(spec, players)[0]
    state = states[len(states) // 3]
    seat = state.to_act[0]
    view = spec.view(state, seat)
    first = spec.determinize(view, seat, Rng.from_seed(1))
    assert first == spec.determinize(view, seat, Rng.from_seed(1))
    others = [spec.determinize(view, seat, Rng.from_seed(k)) for k in range(2, 12)]
    assert any(other != first for other in others)
    raises(IllegalAction, "bad_seat", spec.determinize, view, (seat + 1) % players, Rng.from_seed(1))


@by_count
def test_private_information_is_declared_truly(spec, players, random_games):
    """A game saying it has no private information shows every seat just the public table (which
    lets the window skip the hand-over screen); one saying it has some shows a seat more somewhere."""
    differs = False
    for _seed, states, _actions in random_games(spec, players, share_of=12):
        for state in states:
            public = spec.view(state, None).model_dump(exclude={"seat"})
            for seat in range(players):
                seen = spec.view(state, seat).model_dump(exclude={"seat"})
                differs = differs or seen != public
                if not spec.private_information:
                    assert seen == public
                    assert all(event.visible_to is None for event in spec.events(state))
    assert differs == spec.private_information
