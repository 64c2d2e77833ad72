"""The rules of every game, in pure Python. Never imports Qt, files or languages.

    from boardgames_desktop.rules import registry
    spec = registry.get("for_sale")
"""

from . import registry
from .core import Event, GameRecord, IllegalAction, InvalidSetup, Outcome, ReplayError, RulesError

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
