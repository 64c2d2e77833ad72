"""Every screen at a display scale of 200 % (a Windows or macOS laptop set to 200 %, QT_SCALE_FACTOR=2):
no words cut, no widget cut by its parent (tests/ui/scaled_screens.py renders and checks them, in a
process of its own: the scale is fixed when Qt starts)."""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_nothing_is_cut_at_a_display_scale_of_200_percent(tmp_path):
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    environment.pop("BOARDGAMES_DESKTOP_DATA_DIR", None)  # the screenshots use a folder of their own
    run = subprocess.run([sys.executable, str(HERE / "scaled_screens.py"), str(tmp_path)], env=environment,
                         capture_output=True, text=True, timeout=600, cwd=HERE.parents[1])
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert "scale 2," in run.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 30  # every screen was rendered
