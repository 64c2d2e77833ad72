"""How many seeded games the fuzz suites play: each suite's full count (its GAMES) times --fuzz-scale;
tests/rules/test_all_games.py plays its shared random games, and its costliest checks look at a share
of them, the same way.

The default run plays a share, enough to reach every corner each suite checks, so that the whole
run stays quick; `.ci/run` then plays them all: `python3 dev.py test --fuzz-scale 1 tests/rules`.
Seeds are fixed, so a game that fails at one scale fails at every larger one.
"""

import logging
import sys
import threading
from collections import Counter

import pytest

from boardgames_desktop import error_log
from game_folders import register_extra_games

DEFAULT_FUZZ_SCALE = 0.1


def pytest_addoption(parser):
    parser.addoption(
        "--fuzz-scale", type=float, default=DEFAULT_FUZZ_SCALE, metavar="SCALE",
        help=f"share of each fuzz suite's full count of seeded games to play (default {DEFAULT_FUZZ_SCALE}; "
             "1 plays them all, more plays further seeds; with fewer, a suite may miss a corner it checks)",
    )


def pytest_configure(config):
    if not config.getoption("fuzz_scale") > 0:
        raise pytest.UsageError("--fuzz-scale must be more than 0")
    register_extra_games()  # games from elsewhere for this run ($BOARDGAMES_DESKTOP_TEST_GAMES)


@pytest.fixture(scope="session")
def fuzz_games(request):
    """fuzz_games(full) -> how many of a suite's `full` seeded games this run plays, at least one."""
    scale = request.config.getoption("fuzz_scale")
    return lambda full: max(1, round(full * scale))


@pytest.fixture
def logging_restored(monkeypatch):
    """error_log.configure() may set its hooks, its handler and its reporter: all put back afterwards."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(error_log, "_counts", Counter())
    monkeypatch.setattr(error_log, "_last", None)
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    for handler in set(root.handlers) - set(handlers):
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)
    logging.captureWarnings(False)
    error_log.set_reporter(None)
    error_log.set_context(None)
