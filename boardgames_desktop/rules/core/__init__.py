"""The engine contract shared by every game: errors, randomness, events, records.

The errors are imported at once; everything else (the pydantic models: events, records, the spec
and its outcome; and the generator, a dataclass) when first asked for, so that the start screen
can name the games and peek into saved games before pydantic is loaded (see rules/registry.py).
The money kit for games with a bank (money, offers, deck, dice) is imported as submodules by the
games that use it.
"""

from importlib import import_module

from .errors import IllegalAction, InvalidSetup, ReplayError, RulesError

_LAZY = {
    "Event": ".events",
    "event": ".events",
    "GameRecord": ".record",
    "GameSpec": ".spec",
    "Outcome": ".spec",
    "Progress": ".spec",
    "rank_by": ".spec",
    "Rng": ".rng",
}

__all__ = ["IllegalAction", "InvalidSetup", "ReplayError", "RulesError", *_LAZY]


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
