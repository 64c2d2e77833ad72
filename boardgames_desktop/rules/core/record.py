"""A game as data: how it was set up and every action taken, enough to replay it exactly."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=40)
    rules_version: int = Field(ge=0, lt=2**31)
    num_players: int = Field(ge=1, le=12)
    seed: int = Field(ge=0, lt=2**64)
    options: dict[str, Any] | None = None
    setup: dict[str, Any] | None = None
    actions: list[tuple[int, dict[str, Any]]] = []
