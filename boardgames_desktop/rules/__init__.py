"""The rules of every game, in pure Python. Never imports Qt, files or languages.

    from boardgames_desktop.rules import registry
    spec = registry.get("for_sale")

Importing this package loads neither pydantic nor any game: `registry.catalog()` names the games,
and a game's rules are imported when it is first asked for (`registry.get`). Event, GameRecord
and Outcome are pydantic models, imported when first used.
"""

from . import core, registry
from .core import IllegalAction, InvalidSetup, ReplayError, RulesError

_LAZY = ("Event", "GameRecord", "Outcome")

__all__ = [
    "Event",
    "GameRecord",
    "IllegalAction",
    "InvalidSetup",
    "Outcome",
    "ReplayError",
    "RulesError",
    "registry",
]


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(core, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
