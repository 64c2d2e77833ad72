"""`python -m boardgames_desktop.cli`: list, play, replay, and its errors."""

import json
import subprocess
import sys

import pytest

from boardgames_desktop.cli import main
from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.rules.registry import random_game


def run_cli(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_names_every_game_with_its_players_and_options(capsys):
    code, out, _ = run_cli(capsys, "list")
    assert code == 0
    games = {entry["id"]: entry for entry in json.loads(out)}
    assert games["for_sale"]["min_players"] == 3
    assert games["for_sale"]["max_players"] == 6
    assert "variant" in games["for_sale"]["options"]["properties"]


def test_play_prints_a_finished_record_that_replays(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "play", "for_sale", "--players", "5", "--seed", "11",
                           "--options", '{"variant": "not_everyone"}')
    assert code == 0
    record = GameRecord.model_validate_json(out)
    assert record.options["variant"] == "not_everyone"
    assert registry.replay(record).is_over

    path = tmp_path / "game.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run_cli(capsys, "replay", str(path))
    assert code == 0
    result = json.loads(out)
    assert result["is_over"] is True
    assert result["actions"] == len(record.actions)
    assert sorted(seat for place in result["outcome"]["ranking"] for seat in place) == list(range(5))


def test_play_is_repeatable():
    assert random_game("for_sale", 4, 3) == random_game("for_sale", 4, 3)


def test_replay_reads_the_record_inside_a_save_file(capsys, tmp_path):
    record = random_game("for_sale", 3, 1)
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"format": "anything", "record": record.model_dump(mode="json")}))
    code, out, _ = run_cli(capsys, "replay", str(path))
    assert code == 0 and json.loads(out)["is_over"]


@pytest.mark.parametrize(
    "content, expected",
    [
        ("not json at all", "error: "),
        ('{"game": "chess", "rules_version": 1, "num_players": 2, "seed": 1}', "unknown_game"),
        ('{"game": "for_sale", "rules_version": 1, "num_players": 9, "seed": 1}', "bad_player_count"),
        ('{"game": "for_sale", "rules_version": 1, "num_players": 3, "seed": 1, '
         '"setup": {"first_player": 0}, "actions": [[1, {"type": "pass"}]]}', "index=0"),
    ],
)
def test_a_bad_file_exits_2_with_one_line(capsys, tmp_path, content, expected):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert expected in err and err.count("\n") == 1


def test_a_missing_file_exits_2(capsys, tmp_path):
    code, _, err = run_cli(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 2 and err.startswith("error:")


def test_the_module_runs_as_a_program():
    result = subprocess.run(
        [sys.executable, "-m", "boardgames_desktop.cli", "play", "for_sale", "--players", "3", "--seed", "2"],
        capture_output=True, text=True, check=True,
    )
    assert GameRecord.model_validate_json(result.stdout).num_players == 3
