from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from .data import CHANCE_CARDS, HORSES, STARTING_CASH

MAX_CASH = 10_000_000  # crowns a seat may be dealt: far above any game, far below what a screen cannot show


class DostihyOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    starting_cash: int = Field(
        STARTING_CASH,
        ge=10000,
        le=100000,
        multiple_of=1000,
        description="Crowns each player starts with (the booklet's figure is lost; 30,000 is the "
        "program's reconstruction).",
    )


class DostihySetup(BaseModel):
    """A prepared deal (tests, the rules' examples): the chance cards and dice from the top, each
    seat's cash and horses, and who starts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chance: list[Annotated[StrictStr, Field(max_length=40)]] | None = Field(None, max_length=len(CHANCE_CARDS))
    dice: list[Annotated[StrictStr, Field(max_length=40)] | StrictInt] | None = Field(None, max_length=10_000)
    cash: list[Annotated[StrictInt, Field(ge=0, le=MAX_CASH)]] | None = Field(None, max_length=6)
    horses: list[Annotated[list[StrictInt], Field(max_length=len(HORSES))]] | None = Field(None, max_length=6)
    pawned: list[StrictInt] | None = Field(None, max_length=len(HORSES))
    first_player: StrictInt | None = Field(None, ge=0, lt=6)
