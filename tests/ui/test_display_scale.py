"""Every screen at a display scale of 200 % with a Mac's system font, 13 pt at 72 dpi (a Retina Mac;
a Windows laptop at 200 % has the same layout as at 100 %, which the other UI tests check): no words
cut, no widget cut by its parent, and the window no larger than it was made. tests/ui/scaled_screens.py
renders and checks the screens in a process of its own, since the scale and the dpi are fixed when
Qt starts. And a screen too small for the window's first size (a laptop's, at 100 % or 150 %) gets
it maximized."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt

from boardgames_desktop.ui.app.main_window import FIRST_SIZE, MainWindow

HERE = Path(__file__).resolve().parent


def test_every_screen_fits_at_200_percent_with_a_macs_system_font(tmp_path):
    # A Retina Mac's screen, 2880 x 1800 pixels: 1440 x 900 at 200 % (dialogs open within it)
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "retina", "x": 0, "y": 0, "width": 2880, "height": 1800,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    environment = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}", "QT_SCALE_FACTOR": "2",
                   "QT_FONT_DPI": "72"}
    environment.pop("BOARDGAMES_DESKTOP_DATA_DIR", None)  # the screenshots use a folder of their own
    run = subprocess.run([sys.executable, str(HERE / "scaled_screens.py"), str(tmp_path), "--font", "DejaVu Sans,13"],
                         env=environment, capture_output=True, text=True, timeout=600, cwd=HERE.parents[1])
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert "scale 2, font DejaVu Sans 13 pt at 72 dpi" in run.stdout
    assert len(list(tmp_path.glob("*.png"))) >= 30  # every screen was rendered


@pytest.mark.parametrize("room, maximized", [
    ((1920, 1032), False),  # 1920 x 1080 at 100 %, less the taskbar
    ((1536, 816), False),  # at 125 %
    ((1280, 672), True),  # at 150 %: the window's bottom would lie under the taskbar
    ((1366, 720), True),  # 1366 x 768 at 100 %
])
def test_the_window_is_maximized_where_the_screen_cannot_hold_it(qtbot, room, maximized):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_first(QSize(*room))
    assert bool(window.windowState() & Qt.WindowMaximized) == maximized
    if not maximized:
        assert window.size() == FIRST_SIZE
