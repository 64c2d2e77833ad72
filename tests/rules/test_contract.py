"""The engine contract (ARCHITECTURE.md, "The engine contract"): the shared core (seeded randomness,
rankings) and Na prodej's own arguments, options, setups and actions.

The checks that hold for every registered game (new_game's argument errors, apply never changing its
input, actions and views as JSON, records replaying, whose turn it is, outcomes, the command line)
are in test_all_games.py, parametrised over `registry.games()`.
"""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardgames_desktop.rules import IllegalAction, InvalidSetup, registry
from boardgames_desktop.rules.core import Rng, rank_by
from boardgames_desktop.rules.for_sale.actions import Bid, Pass, Sell
from .for_sale.helpers import ALL_CHEQUES, ALL_HOUSES

SPEC = registry.get("for_sale")


def raises(error_type, code, fn, *args, **kwargs):
    with pytest.raises(error_type) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, info.value
    return info.value


def test_registry():
    assert registry.get("for_sale") is SPEC
    assert SPEC.id == "for_sale" and (SPEC.min_players, SPEC.max_players) == (3, 6)
    assert SPEC in registry.games()
    error = raises(InvalidSetup, "unknown_game", registry.get, "chess")
    assert error.params == {"game": "chess"}
    raises(InvalidSetup, "unknown_game", registry.get, "")


@pytest.mark.parametrize(
    "options",
    [{"variant": "nobody"}, {"colour": "red"}, {"forced_pass_costs_half": "maybe"}, "standard", [1], 5],
)
def test_new_game_bad_options(options):
    error = raises(InvalidSetup, "bad_options", SPEC.new_game, 3, 1, options)
    assert isinstance(error.params["detail"], str) and error.params["detail"]


def test_options_model_and_defaults():
    default = SPEC.new_game(3, 1).options
    assert default == SPEC.options_model()
    assert default.variant == "standard" and default.forced_pass_costs_half is False
    assert SPEC.new_game(3, 1, SPEC.options_model(variant="not_everyone")).options.variant == "not_everyone"
    assert SPEC.new_game(3, 1, {"variant": "not_everyone"}).options.variant == "not_everyone"


@pytest.mark.parametrize(
    "setup",
    [
        {"houses": ALL_HOUSES[:-1]},
        {"houses": ALL_HOUSES[:-1] + [1]},
        {"houses": ALL_HOUSES + [31]},
        {"houses": "1..30"},
        {"houses": [True] + ALL_HOUSES[1:]},
        {"houses": [float(h) for h in ALL_HOUSES]},
        {"cheques": ALL_HOUSES},
        {"cheques": ALL_CHEQUES[1:] + [1000]},
        {"first_player": 3},
        {"first_player": -1},
        {"first_player": "0"},
        {"first_player": True},
        {"dice": [1, 2]},
        ["houses"],
        "houses",
    ],
)
def test_new_game_bad_setup(setup):
    raises(InvalidSetup, "bad_setup", SPEC.new_game, 3, 1, None, setup)


def test_setup_overrides_fix_the_deal():
    houses = list(range(30, 0, -1))
    state = SPEC.new_game(3, 1, None, {"houses": houses, "first_player": 2})
    assert state.houses_on_table == [28, 29, 30] and state.to_act == [2]
    assert SPEC.new_game(3, 99, None, {"houses": houses, "first_player": 2}).house_deck == state.house_deck


# -- actions as data -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "garbage",
    [
        None, 5, "pass", [], {}, {"type": "steal"}, {"type": "bid"}, {"type": "bid", "amount": -1},
        {"type": "bid", "amount": "lots"}, {"type": "pass", "extra": 1}, {"type": "sell"},
        {"type": "sell", "house": "the red one"}, {"amount": 3}, {"type": None},
    ],
)
def test_parse_action_of_garbage_is_bad_action(garbage):
    error = raises(IllegalAction, "bad_action", SPEC.parse_action, garbage)
    assert isinstance(error.params["detail"], str)


@given(st.one_of(
    st.builds(Bid, amount=st.integers(min_value=0, max_value=10**6)),
    st.builds(Pass),
    st.builds(Sell, house=st.integers(min_value=-5, max_value=100)),
))
def test_any_action_round_trips(action):
    assert SPEC.parse_action(action.model_dump(mode="json")) == action
    assert SPEC.parse_action(json.loads(action.model_dump_json())) == action


# -- randomness, replay ----------------------------------------------------------------------------


def test_rng_is_splitmix64_with_a_pinned_sequence():
    # The published SplitMix64 reference outputs; if these change, old saves replay differently.
    rng = Rng.from_seed(0)
    assert [rng.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    rng = Rng.from_seed(1234567)
    assert [rng.next64() for _ in range(3)] == [6457827717110365317, 3203168211198807973, 9817491932198370423]
    rng = Rng.from_seed(7)
    assert [rng.below(10) for _ in range(10)] == [7, 4, 6, 3, 4, 5, 8, 2, 5, 5]
    rng = Rng.from_seed(42)
    assert rng.shuffled(range(10)) == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3]
    assert rng.state == 10372713005361028327
    assert Rng.from_seed(2**64 + 5) == Rng.from_seed(5)


def test_a_pinned_deal():
    # Seed 1, three players: the deal every version must reproduce.
    state = SPEC.new_game(3, 1)
    assert state.house_deck[:6] == [13, 19, 16, 25, 26, 4]
    assert state.houses_on_table == [8, 10, 11]
    assert state.cheque_deck[:4] == [10000, 6000, 4000, 9000]
    assert state.first_player == 1


@given(seed=st.integers(min_value=0, max_value=2**64 - 1), items=st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed, items):
    rng = Rng.from_seed(seed)
    original = list(items)
    result = rng.shuffled(items)
    assert items == original
    assert sorted(result) == sorted(items)
    again = list(items)
    Rng.from_seed(seed).shuffle(again)
    assert again == result


@given(seed=st.integers(min_value=0, max_value=2**64 - 1), n=st.integers(min_value=1, max_value=2**64))
def test_below_stays_in_range(seed, n):
    rng = Rng.from_seed(seed)
    assert all(0 <= rng.below(n) < n for _ in range(5))


@pytest.mark.parametrize("n", [0, -1, 2**64 + 1, 2**70])
def test_below_refuses_what_it_cannot_draw(n):
    # Above 2**64 the rejection loop could never accept a value: it used to spin for ever.
    with pytest.raises(ValueError):
        Rng.from_seed(3).below(n)


def test_below_covers_every_value():
    rng = Rng.from_seed(3)
    assert {rng.below(6) for _ in range(500)} == set(range(6))


# -- ranking -----------------------------------------------------------------------------------------


def test_rank_by_ties_share_a_place():
    assert rank_by([(3,), (5,), (3,)]) == [[1], [0, 2]]
    assert rank_by([(7, 1), (7, 2), (7, 2), (1, 9)]) == [[1, 2], [0], [3]]
    assert rank_by([(0,), (0,), (0,)]) == [[0, 1, 2]]
    assert rank_by([(1,), (2,), (3,), (4,)]) == [[3], [2], [1], [0]]
    assert rank_by([]) == []


@given(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 3)), min_size=1, max_size=8))
def test_rank_by_is_an_ordered_partition(keys):
    ranking = rank_by(keys)
    assert sorted(seat for place in ranking for seat in place) == list(range(len(keys)))
    for place in ranking:
        assert place == sorted(place)
        assert len({keys[seat] for seat in place}) == 1
    firsts = [keys[place[0]] for place in ranking]
    assert firsts == sorted(set(firsts), reverse=True)
