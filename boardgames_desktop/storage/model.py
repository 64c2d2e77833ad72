"""What a save file holds: a format header, who sits where, and the game record."""

from datetime import datetime, timezone
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from .. import __version__
from ..rules import GameRecord
from .migrations import FORMAT, FORMAT_VERSION


def _now() -> datetime:
    return datetime.now(timezone.utc)


class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    kind: Literal["human", "computer"]
    level: Literal["easy", "normal", "hard"] | None = None  # a computer player's strength
    colour: str | None = None
    symbol: str | None = None


class SaveFile(BaseModel):
    """One game on disk. `players[i]` sits in seat i of `record`."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-desktop-save"] = FORMAT
    format_version: int = FORMAT_VERSION
    app_version: str = __version__
    created: AwareDatetime = Field(default_factory=_now)
    updated: AwareDatetime = Field(default_factory=_now)
    label: str | None = None
    # Whether the game is over, so that Continue and the pruning of autosaves need not replay it.
    finished: bool = False
    players: list[Player]
    record: GameRecord

    @model_validator(mode="after")
    def _one_player_per_seat(self) -> "SaveFile":
        if len(self.players) != self.record.num_players:
            raise PydanticCustomError(
                "players_count",
                "{players} players for {num_players} seats",
                {"players": len(self.players), "num_players": self.record.num_players},
            )
        return self
