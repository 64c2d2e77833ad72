"""The fixed opponent styles of benchmarks/style_grid.py for Dostihy a sázky and Poslední vůle
(issue 31): the held-out half is the one written here, the rule in each module still gives it, and
every style answers each decision of a game with one of its legal actions."""

import importlib
import sys
from pathlib import Path

import pytest

from boardgames_desktop import bots
from boardgames_desktop.rules import registry

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

# Written out once, before any grid was run: a change to the styles or the rule must change these on purpose.
HALVES = {
    "dostihy": {
        "held_out": ["ds_champions_stable", "ds_plain_horses_stable", "ds_miser", "ds_all_in_richest", "ds_doubler",
                     "ds_double_when_stronger", "ds_quick_redeemer", "ds_bank_seller"],
        "tuning": ["ds_buy_everything", "ds_buy_cheapest_first", "ds_rosette_stable", "ds_saver_half",
                   "ds_heavy_bettor", "ds_never_bet", "ds_race_everyone", "ds_pawner"],
    },
    "last_will": {
        "held_out": ["lw_helper_builder", "lw_companion_collector", "lw_card_planner", "lw_early_house_seller",
                     "lw_flipper", "lw_deck_drawer", "lw_greedy_spender", "lw_random",
                     # the stronger styles, split among themselves by the same rule before any was run
                     "lw_no_estate_spender", "lw_broke_by_five", "lw_cash_watcher", "lw_last_round_seller"],
        "tuning": ["lw_experience_spender", "lw_property_buyer", "lw_errand_planner", "lw_leftmost_planner",
                   "lw_house_holder", "lw_opera_lover", "lw_board_extender", "lw_thrifty",
                   "lw_helpers_then_spend", "lw_card_rich_spender", "lw_opera_racer", "lw_experience_racer"],
    },
}
by_game = pytest.mark.parametrize("game", sorted(HALVES))


def styles(game: str):
    return importlib.import_module(f"styles_{game}")


@by_game
def test_the_held_out_half_is_the_written_one(game):
    module = styles(game)
    assert module.HELD_OUT == HALVES[game]["held_out"]
    assert module.TUNING == HALVES[game]["tuning"]
    assert sorted(module.HELD_OUT + module.TUNING) == sorted(module.STYLES)
    assert len(module.STYLES) >= 12 and abs(len(module.HELD_OUT) - len(module.TUNING)) <= 1


@by_game
def test_every_style_plays_a_whole_game_with_legal_moves(game):
    """The styles take turns at the largest table, a normal bot among them, until the game ends."""
    module = styles(game)
    spec = registry.get(game)
    names = list(module.STYLES)
    for first in range(0, len(names), spec.max_players - 1):
        players = ["normal", *names[first:first + spec.max_players - 1]]
        state = spec.new_game(len(players), 7 + first)
        ply = 0
        while not state.is_over:
            seat = state.to_act[0]
            legal = spec.legal_actions(state, seat)
            view = spec.view(state, seat)
            rng = bots.decision_rng(7, seat, ply)
            who = players[seat]
            action = bots.choose(spec, view, legal, who, rng) if who == "normal" else module.STYLES[who](view, legal, rng)
            assert action in legal, (who, action)
            state = spec.apply(state, seat, action)
            ply += 1
            assert ply < 20000
