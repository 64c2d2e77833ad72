"""The engine contract shared by every game: errors, randomness, events, records."""

from .errors import IllegalAction, InvalidSetup, ReplayError, RulesError
from .events import Event
from .record import GameRecord
from .rng import Rng
from .spec import GameSpec, Outcome, Progress, rank_by

__all__ = [
    "Event",
    "GameRecord",
    "GameSpec",
    "IllegalAction",
    "InvalidSetup",
    "Outcome",
    "Progress",
    "ReplayError",
    "Rng",
    "RulesError",
    "rank_by",
]
