"""The checks of tests/rules/test_all_games.py, run on Dostihy a sázky before it is registered.

test_all_games.py is parametrised over `registry.games()`, and Dostihy stays out of the registry
until its table lands in the UI. Here every check of that module that takes `spec` (or `spec,
players`) is collected again with Dostihy's spec and each of its player counts, while the registry
knows the game for the duration of the test (registry.get/start/replay and the command line look it
up by id). Nothing is copied: a check added to test_all_games.py runs here too. When the game is
registered, these are skipped (test_all_games.py runs them) and this module can go.

One check is adapted: `test_apply_never_changes_its_input` pushes every number of an action to
10,000 and expects a refusal, but 10,000 crowns is an ordinary stake or price here. For this game
the pushed value is 10**9 crowns (still "out of any sensible range").
"""

import inspect

import pytest

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.dostihy import spec as DOSTIHY

from .. import test_all_games as generic

COUNTS = list(range(DOSTIHY.min_players, DOSTIHY.max_players + 1))
REGISTERED = DOSTIHY.id in [spec.id for spec in generic.SPECS]

# Once registered, test_all_games.py itself runs every check on the game.
pytestmark = pytest.mark.skipif(REGISTERED, reason="registered: tests/rules/test_all_games.py runs these")


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(registry._SPECS, DOSTIHY.id, DOSTIHY)
    monkeypatch.setattr(generic, "_out_of_range", _out_of_range)


def _out_of_range(spec, action):
    data = action.model_dump(mode="json")
    result = []
    for key, value in data.items():
        if isinstance(value, int) and not isinstance(value, bool):
            for bad in (-1, 10**9):
                try:
                    result.append(spec.parse_action({**data, key: bad}))
                except generic.IllegalAction:
                    pass
    return result


def _rerun(check):
    params = inspect.signature(check).parameters

    def test(*args, **kwargs):
        return check(*args, **kwargs)

    test.__signature__ = inspect.signature(check)
    test.__name__ = check.__name__
    test.__doc__ = check.__doc__
    if "players" in params:
        mark = pytest.mark.parametrize(
            "spec, players", [(DOSTIHY, n) for n in COUNTS], ids=[f"dostihy-{n}" for n in COUNTS]
        )
    else:
        mark = pytest.mark.parametrize("spec", [DOSTIHY], ids=["dostihy"])
    return mark(test)


for _name, _check in list(vars(generic).items()):
    if _name.startswith("test_") and callable(_check) and "spec" in inspect.signature(_check).parameters:
        globals()[_name] = _rerun(_check)


def test_the_generic_checks_are_collected():
    collected = [name for name in globals() if name.startswith("test_") and name != "test_the_generic_checks_are_collected"]
    assert len(collected) >= 15, collected
