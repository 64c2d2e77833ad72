"""`--smoke-test` and `--quit-after-startup`: what CI runs on the frozen program and what the
start-up benchmark times, here on the program from source."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgames_desktop.ui import smoke_test

ROOT = Path(__file__).resolve().parents[2]


def run_program(tmp_path, *arguments, timeout=240, code=None):
    """The program (or `code`) in a process of its own, with a home of its own: nothing of the
    user's is seen. In a process of its own also because the application's event loop, once it
    has run and quit, would end the event loops of the tests after it at once."""
    home = tmp_path / "home"
    home.mkdir()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "APPDATA": str(home / "appdata"),
        "LOCALAPPDATA": str(home / "localappdata"),
        "TMPDIR": str(tmp_path / "tmp"),
    }
    env.pop("BOARDGAMES_DESKTOP_DATA_DIR", None)
    (tmp_path / "tmp").mkdir()
    command = [sys.executable, "-c", code, *arguments] if code else [sys.executable, "-m", "boardgames_desktop", *arguments]
    result = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False,
    )
    return result, home


def test_the_smoke_test_passes_and_leaves_nothing_behind(tmp_path):
    result, home = run_program(tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    ours = [path for path in home.rglob("*") if "boardgames" in path.name.lower() or "rodinne" in path.name.lower()]
    assert ours == [], "the smoke test wrote saves or settings into the user's folders"
    left = [path.name for path in (tmp_path / "tmp").iterdir() if path.name.startswith("boardgames-smoke-test-")]
    assert left == [], "the smoke test left its temporary folder"


def test_quit_after_startup_exits_0_once_the_window_is_painted(tmp_path):
    result, _ = run_program(tmp_path, "--quit-after-startup", timeout=60)
    assert result.returncode == 0, result.stderr


def test_what_the_system_adds_to_the_command_line_never_stops_the_program(tmp_path):
    # macOS's Finder may add -psn_0_1234; "Open with" adds a file
    result, _ = run_program(tmp_path, "--quit-after-startup", "-psn_0_1234", "some file.json", timeout=60)
    assert result.returncode == 0, result.stderr


def test_quit_after_startup_waits_for_the_first_paint(qtbot, monkeypatch):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui.first_paint import quit_after_first_paint
    from boardgames_desktop.ui.main_window import MainWindow

    paints, quits = [], []

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Paint:
                paints.append(watched)
            return False

    # Record the quit instead of quitting: this test's application goes on to the next test.
    monkeypatch.setattr(QApplication, "quit", staticmethod(lambda: quits.append(len(paints))))
    window = MainWindow()
    qtbot.addWidget(window)
    window.installEventFilter(Paints(window))
    quit_after_first_paint(window)
    assert quits == []
    window.show()
    qtbot.waitUntil(lambda: bool(quits), timeout=20000)
    assert quits[0] >= 1, "quit before the window was painted"
    painted = len(paints)
    window.repaint()  # a later paint must not ask again; a request would be queued before this mark
    marks = []
    QTimer.singleShot(0, lambda: marks.append(1))
    qtbot.waitUntil(lambda: bool(marks))
    assert len(paints) > painted and len(quits) == 1, "asked to quit more than once"


def test_every_registered_game_is_played_saved_and_loaded(qapp, qtbot, tmp_path, capsys):
    from boardgames_desktop.rules import registry

    played = smoke_test.run_checks("cs", tmp_path)
    assert played == len(registry.games())
    out = capsys.readouterr().out
    for spec in registry.games():
        assert f"smoke test: {spec.id}: " in out


def test_a_failure_exits_1_and_says_why(tmp_path):
    code = (
        "import sys\n"
        "from boardgames_desktop.ui.session import Session\n"
        "Session.save_as = lambda self, name: None  # saving fails\n"
        "from boardgames_desktop.ui.app import main\n"
        "sys.exit(main(['boardgames-desktop', '--smoke-test', '--lang', 'en']))\n"
    )
    result, _ = run_program(tmp_path, code=code)
    assert result.returncode == 1, result.stderr
    assert "smoke test FAILED" in result.stderr
    assert "saving failed" in result.stderr


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_the_translations_are_checked(qapp, language):
    smoke_test.check_files()
    smoke_test.check_language(language)


def test_screenshots_renders_every_screen(tmp_path):
    out = tmp_path / "shots"
    result, _ = run_program(tmp_path, "--screenshots", str(out), "--lang", "cs")
    assert result.returncode == 0, result.stderr
    pictures = sorted(out.glob("*.png"))
    assert [p.name for p in pictures][:3] == ["01-start.png", "02-new-game.png", "03-hand-over.png"]
    assert len(pictures) == 33
    assert [p.name for p in pictures][-6:] == ["30-hall-of-fame-empty.png", "31-players.png", "32-hall-of-fame.png",
                                               "33-hall-of-fame-chart.png", "34-replay.png", "35-hall-of-fame-scores.png"]
    assert all(p.stat().st_size > 10_000 for p in pictures)
