"""benchmarks/style_grid.py, the grids of fixed opponent styles (issue 31): each game's styles are
split by its fixed rule, and --compare catches a cell that fell by more than its interval. On
made-up results, no games played."""

import importlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import style_grid  # noqa: E402

MODULES = sorted(path.stem for path in BENCHMARKS.glob("styles_*.py"))


def test_every_game_with_a_grid_is_found():
    assert {"styles_for_sale", "styles_x_nimmt"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_styles_split_in_two_halves_by_their_rule(name):
    module = importlib.import_module(name)
    assert set(module.TUNING).isdisjoint(module.HELD_OUT)
    assert set(module.TUNING) | set(module.HELD_OUT) == set(module.STYLES)
    assert module.TUNING and module.HELD_OUT
    if hasattr(module, "split_rule"):
        assert module.split_rule() == (module.TUNING, module.HELD_OUT)


def test_na_prodej_keeps_the_held_out_half_nobody_tuned_on():
    module = importlib.import_module("styles_for_sale")
    assert len(module.STYLES) == 36
    assert module.HELD_OUT[:3] == ["stop80n_lowest", "stop60_lowmid", "stop90_lowmid"]
    assert {"stop80n_upmid", "gap150_upmid", "gap100_lowmid"} <= set(module.HELD_OUT)


def _row(cell, results, first=0):
    return {"game": "for_sale", "players": 4, "heroes": "normal", "cell": cell, "pool": [cell],
            "first": first, "games": len(results), "results": results}


def test_compare_flags_only_a_cell_that_fell_beyond_its_interval():
    before = [_row("steady", [1.0, 0.0] * 20), _row("fell", [1.0] * 30 + [0.0] * 10),
              _row("wobbled", [1.0, 0.0] * 20)]
    after = [_row("steady", [1.0, 0.0] * 20), _row("fell", [1.0] * 15 + [0.0] * 25),
             _row("wobbled", [1.0, 0.0] * 19 + [0.0, 1.0])]
    verdicts = {c["row"]["cell"]: c for c in style_grid.compared(before, after)}
    assert verdicts["fell"]["fell"] and verdicts["fell"]["diff"] == pytest.approx(-15 / 40)
    assert not verdicts["steady"]["fell"] and not verdicts["wobbled"]["fell"]
    assert style_grid.compare(before, after) == 1
    assert style_grid.compare(before, before) == 0


def test_compare_pairs_the_deals_both_runs_played(tmp_path):
    before = [_row("cell", [1.0] * 10 + [0.5] * 10)]  # deals 0-19
    after = [_row("cell", [0.0] * 10, first=10)]  # deals 10-19
    [verdict] = style_grid.compared(before, after)
    assert verdict["deals"] == 10 and verdict["before"] == 0.5 and verdict["fell"]
    style_grid.save(after, tmp_path / "after.json")  # the compact file gives the same results back
    assert style_grid.load(tmp_path / "after.json")[0]["results"] == [0.0] * 10
