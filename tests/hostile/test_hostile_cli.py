"""Every hostile file through `python -m boardgames_desktop.cli replay`: status 0 or 2, one line, no hang."""

import subprocess
import sys
from pathlib import Path

import pytest
from hostile_corpus import EXPECTED, expected_code, files_in, make

ROOT = Path(__file__).parents[2]
# The CLI reads the record; what only the rest of a save file can get wrong (names, dates) it does not see.
REFUSED = {"not_json", "not_a_file", "too_large", "replay_failed", "unknown_game"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_replay_answers_every_file_with_one_line(name, tmp_path):
    path = make(name, tmp_path / "files")
    before = files_in(path.parent)

    done = subprocess.run(
        [sys.executable, "-m", "boardgames_desktop.cli", "replay", str(path)],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )

    assert done.returncode in (0, 2), done.stderr
    if done.returncode == 2:
        assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("error: "), done.stderr
        assert done.stdout == ""
    else:
        assert done.stderr == ""
    if expected_code(name)[0] in REFUSED:
        assert done.returncode == 2
    assert files_in(path.parent) == before
