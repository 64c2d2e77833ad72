"""A game as data: how it was set up and every action taken, enough to replay it exactly."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    rules_version: int
    num_players: int
    seed: int = Field(ge=0)
    options: dict[str, Any] | None = None
    setup: dict[str, Any] | None = None
    actions: list[tuple[int, dict[str, Any]]] = []
