"""Every screen at a display scale of 200 % with a Mac's system font, 13 pt at 72 dpi (a Retina Mac;
a Windows laptop at 200 % has the same layout as at 100 %, which the other UI tests check): no words
cut, no widget cut by its parent, and the window no larger than it was made. tests/ui/scaled_screens.py
renders and checks the screens in a process of its own, since the scale and the dpi are fixed when
Qt starts."""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_every_screen_fits_at_200_percent_with_a_macs_system_font(tmp_path):
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2", "QT_FONT_DPI": "72"}
    environment.pop("BOARDGAMES_DESKTOP_DATA_DIR", None)  # the screenshots use a folder of their own
    run = subprocess.run([sys.executable, str(HERE / "scaled_screens.py"), str(tmp_path), "--font", "DejaVu Sans,13"],
                         env=environment, capture_output=True, text=True, timeout=600, cwd=HERE.parents[1])
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert "scale 2, font DejaVu Sans 13 pt at 72 dpi" in run.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 30  # every screen was rendered
