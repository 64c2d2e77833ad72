"""How many seeded games the fuzz suites play: each suite's full count (its GAMES) times --fuzz-scale;
tests/rules/test_all_games.py plays its shared random games, and its costliest checks look at a share
of them, the same way.

The default run plays a share, enough to reach every corner each suite checks, so that the whole
run stays quick; `.ci/run` then plays them all: `python3 dev.py test --fuzz-scale 1 tests/rules`.
Seeds are fixed, so a game that fails at one scale fails at every larger one.
"""

import pytest

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


def pytest_report_header(config):
    return f"fuzz scale: {config.getoption('fuzz_scale')} (--fuzz-scale)"


@pytest.fixture(scope="session")
def fuzz_games(request):
    """fuzz_games(full) -> how many of a suite's `full` seeded games this run plays, at least one."""
    scale = request.config.getoption("fuzz_scale")
    return lambda full: max(1, round(full * scale))
