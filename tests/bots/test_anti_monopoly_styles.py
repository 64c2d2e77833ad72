"""The grid of fixed Anti-Monopoly styles (benchmarks/styles_anti_monopoly.py): its held-out half is
the one its rule gives, written out here so that a change of either is seen; every style plays only
legal moves; a benchmark game stops by agreement after the fixed number of rounds."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import style_grid  # noqa: E402
import styles_anti_monopoly as styles  # noqa: E402

from boardgames_desktop.bots import decision_rng  # noqa: E402

HELD_OUT = ["am_buy_everything", "am_saver_200", "am_saver_500", "am_builder", "am_cheap_titles",
            "am_refuse_trades", "am_stays_in_prison", "am_cautious"]
TUNING = ["am_buy_everything_flat_tax", "am_never_build", "am_one_city", "am_no_streets", "am_mortgager",
          "am_accept_any_trade", "am_no_extra_roll", "am_random"]


def test_the_halves_are_the_rules_and_written_out():
    assert len(styles.STYLES) >= 12
    assert styles.HELD_OUT == HELD_OUT
    assert styles.TUNING == TUNING
    assert sorted(HELD_OUT + TUNING) == sorted(styles.STYLES)
    assert [name for name in styles.STYLES if styles.held_out(name)] == HELD_OUT


def play(spec, players: list[str], seed: int):
    state = spec.new_game(len(players), seed)
    ply = 0
    while not state.is_over:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        action = styles.STYLES[players[seat]](spec.view(state, seat), legal, decision_rng(seed, seat, ply))
        assert action in legal
        state = spec.apply(state, seat, action)
        ply += 1
    return state


def test_a_whole_game_ends_in_a_bankruptcy_or_at_the_cap():
    state = play(styles.spec("whole"), ["am_buy_everything", "am_builder"], 11)
    assert state.end_reason in ("side_bankrupt", "last_player") or state.round == styles.CAP + 1
    assert state.round > styles.ROUNDS + 1  # these two spenders outlast the agreed stop


def test_a_hidden_stop_comes_from_the_deal_in_its_range():
    stops = [styles.hidden_stop(1000 + deal) for deal in range(200)]
    assert min(stops) >= styles.HIDDEN_STOP[0] and max(stops) <= styles.HIDDEN_STOP[1]
    assert len(set(stops)) > 50 and stops == [styles.hidden_stop(1000 + deal) for deal in range(200)]
    spec = styles.spec("hidden")
    state = play(spec, ["am_saver_500", "am_cautious"], 1003)
    assert spec.stop == styles.hidden_stop(1003)
    assert state.end_reason in ("side_bankrupt", "last_player") or state.round == spec.stop + 1


def test_runs_of_different_endings_are_not_compared(capsys):
    row = {"game": "anti_monopoly", "players": 2, "heroes": "normal", "cell": "am_saver_500",
           "pool": ["am_saver_500"], "first": 0, "games": 3, "results": [1.0, 0.0, 1.0]}
    kept = dict(row)  # a reference kept before endings were recorded: the agreed stop
    assert style_grid.compare([kept], [row | {"ending": "agreed50", "results": [0.0, 0.0, 1.0]}]) == 0
    assert style_grid.compare([kept], [row | {"ending": "whole"}]) == 2
    assert "end their games differently" in capsys.readouterr().out


def test_styles_play_legal_moves_to_the_agreed_end():
    names = list(styles.STYLES)
    for first in range(0, len(names), 4):
        state = play(styles.SPEC, (names * 2)[first:first + 4], 7 + first)
        assert state.end_reason in ("agreement", "side_bankrupt", "last_player")
        assert state.round <= styles.ROUNDS + 1
        if state.end_reason == "agreement":
            assert state.round == styles.ROUNDS + 1
