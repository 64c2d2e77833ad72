"""`--self-test` and `--quit-after-startup`: what CI runs on the frozen program and what the
start-up benchmark times, here on the program from source; and the self-test failing in a frozen
build that lacks a computer player's module."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from boardgames_desktop.rules import registry
from boardgames_desktop.ui import tutorials
from boardgames_desktop.ui.app import self_test
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog
from boardgames_desktop.ui.dialogs.replay_view import ReplayDialog

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


def test_the_self_test_passes_from_source_and_leaves_nothing_behind(tmp_path):
    result, home = run_program(tmp_path, "--self-test", timeout=3600)  # minutes; a hang ends it sooner
    assert result.returncode == 0, result.stderr
    assert "self test passed" in result.stdout
    for language, game, _ in self_test.plan():
        assert f"self test: {language}/{game.id}: " in result.stdout, f"{language}/{game.id} was not played"
    ours = [path for path in home.rglob("*") if "boardgames" in path.name.lower() or "rodinne" in path.name.lower()]
    assert ours == [], "the self test wrote saves or settings into the user's folders"
    left = [path.name for path in (tmp_path / "tmp").iterdir() if path.name.startswith("boardgames-self-test-")]
    assert left == [], "the self test left its temporary folder"


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

    from boardgames_desktop.ui.app.first_paint import quit_after_first_paint
    from boardgames_desktop.ui.app.main_window import MainWindow

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


def failing_self_test(tmp_path, patch: str) -> str:
    """The self-test in a process of its own after the Python lines of `patch`: it must exit 1
    saying so; its standard error."""
    code = f"import sys\n{patch}\nfrom boardgames_desktop.ui.app.launch import main\n" \
           "sys.exit(main(['boardgames-desktop', '--self-test', '--lang', 'en']))\n"
    result, _ = run_program(tmp_path, code=code, timeout=900)
    assert result.returncode == 1, result.stderr
    assert "self test FAILED" in result.stderr
    return result.stderr


def test_the_self_test_fails_in_a_frozen_build_without_a_computer_players_module(tmp_path):
    game = next(game.id for game in registry.catalog()
                if (ROOT / "boardgames_desktop" / "bots" / f"{game.id}.py").is_file())
    missing = f"boardgames_desktop.bots.{game}"
    patch = (
        f"sys.path[:0] = [{str(ROOT / 'tests')!r}]\n"
        "from pathlib import Path\n"
        "from frozen_build import hide, pretend_frozen\n"
        "from boardgames_desktop import bundle\n"
        "class Patch:  # monkeypatch's two calls, for good\n"
        "    def setattr(self, owner, name, value, raising=True): setattr(owner, name, value)\n"
        "    def delitem(self, mapping, key, raising=True): mapping.pop(key, None)\n"
        f"pretend_frozen(Patch(), Path({str(tmp_path / 'bundle')!r}), bundle.modules_in(Path({str(ROOT / 'boardgames_desktop')!r})))\n"
        f"hide(Patch(), {missing!r})\n"
    )
    assert f"the module {missing} is missing from the bundle" in failing_self_test(tmp_path, patch)


def test_the_self_test_fails_when_the_computers_play_otherwise_than_from_source(tmp_path):
    # as a build whose computers played at random would: the first game's moves are not the source's
    patch = (
        "from boardgames_desktop.ui.app import self_test\n"
        "source = self_test.work_out_expected_game\n"
        "self_test.work_out_expected_game = lambda *args: {**source(*args), 'actions': '0' * 64}\n"
    )
    assert "the computers played other moves than from source" in failing_self_test(tmp_path, patch)


def test_the_self_test_fails_when_saving_fails(tmp_path):
    patch = (
        "from boardgames_desktop.ui.app.session import Session\n"
        "Session.save_as = lambda self, name: None  # saving fails\n"
    )
    assert "saving failed" in failing_self_test(tmp_path, patch)


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_the_self_test_plays_every_game_of_the_catalog_in_each_language(game):
    assert {(language, info.id) for language, info, _ in self_test.plan() if info.id == game} == {
        ("cs", game), ("sk", game)}


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_the_translations_are_checked(qapp, language):
    self_test.check_files()
    self_test.check_language(language)


def test_screenshots_renders_every_screen(tmp_path):
    out = tmp_path / "shots"
    result, _ = run_program(tmp_path, "--screenshots", str(out), "--lang", "cs")
    assert result.returncode == 0, result.stderr
    pictures = sorted(out.glob("*.png"))
    assert [p.name for p in pictures][:3] == ["01-start.png", "02-new-game.png", "03-hand-over.png"]
    cards = sum(len(tutorials.tutorial(game.id).cards) for game in registry.catalog() if tutorials.has_tutorial(game.id))
    assert len(pictures) == 35 + cards  # the main screens, and each tutorial's cards
    assert [p.name for p in pictures][-6:] == ["30-hall-of-fame-empty.png", "31-players.png", "32-hall-of-fame.png",
                                               "33-hall-of-fame-chart.png", "34-replay.png", "35-hall-of-fame-scores.png"]
    assert all(p.stat().st_size > 10_000 for p in pictures)
    # as a family's screen shows them, not narrowed to the offscreen screen's 800 px
    assert QImage(str(out / "34-replay.png")).size() == ReplayDialog.SIZE
    assert QImage(str(out / "32-hall-of-fame.png")).size() == HallOfFameDialog.SIZE
