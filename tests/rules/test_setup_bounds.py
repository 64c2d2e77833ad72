"""Options and setups from files are bounded for every game: no amount, count or length beyond a real game."""

import pytest

from boardgames_desktop.rules import InvalidSetup, registry

TOO_MUCH = [
    ("dostihy", 2, {"starting_cash": 2**63}, None),
    ("dostihy", 2, None, {"cash": [2**63, 30000]}),
    ("dostihy", 2, None, {"cash": [30000, -1]}),
    ("dostihy", 2, None, {"dice": [1] * 100_000}),
    ("dostihy", 2, None, {"first_player": 2**70}),
    ("dostihy", 2, None, {"horses": [[1]] * 1000}),
    ("for_sale", 3, None, {"houses": list(range(1, 31)) * 1000}),
    ("for_sale", 3, None, {"first_player": True}),
    ("for_sale", 3, {"variant": "x" * 10_000}, None),
    ("x_nimmt", 2, None, {"decks": [list(range(1, 105))] * 1000}),
    ("x_nimmt", 2, {"extra": 1}, None),
]


@pytest.mark.parametrize("game, players, options, setup", TOO_MUCH)
def test_values_beyond_a_real_game_are_refused(game, players, options, setup):
    with pytest.raises(InvalidSetup) as caught:
        registry.get(game).new_game(players, 1, options, setup)
    assert caught.value.code == ("bad_options" if options else "bad_setup")


def test_every_game_has_a_setup_model_refusing_unknown_keys():
    for spec in registry.games():
        with pytest.raises(InvalidSetup) as caught:
            spec.new_game(spec.min_players, 1, None, {"cheat": 1})
        assert caught.value.code == "bad_setup"


def test_the_largest_cash_a_setup_may_deal_is_accepted():
    from boardgames_desktop.rules.dostihy.options import MAX_CASH

    state = registry.get("dostihy").new_game(2, 1, None, {"cash": [MAX_CASH, 0]})
    assert [player.cash for player in state.players] == [MAX_CASH, 0]
